import { describe, expect, it } from "vitest";
import { followPolicy, otherUserPolicy, seeUserPolicy, unfollowPolicy } from "./policy.ts";

const HIDDEN = { allowed: false, reason: "HIDDEN" };

describe("profile policies", () => {
  it("shows a user unless hidden or blocking the viewer; oneself always", () => {
    const user = { userId: "u", visible: true, blocksViewer: false };
    expect(seeUserPolicy(user, "v").allowed).toBe(true);
    expect(seeUserPolicy({ ...user, visible: false }, "v")).toEqual(HIDDEN);
    expect(seeUserPolicy({ ...user, blocksViewer: true }, "v")).toEqual(HIDDEN);
    expect(seeUserPolicy({ ...user, visible: false }, "u").allowed).toBe(true);
  });

  it("refuses oneself as the other user of a follow or block", () => {
    expect(otherUserPolicy("u", "u")).toEqual({ allowed: false, reason: "SELF" });
    expect(otherUserPolicy("u", "v").allowed).toBe(true);
  });

  it("hides a target that blocked the viewer and refuses following one the viewer blocked", () => {
    const none = { targetBlocksViewer: false, viewerBlocksTarget: false };
    expect(followPolicy(none).allowed).toBe(true);
    expect(followPolicy({ targetBlocksViewer: true, viewerBlocksTarget: true })).toEqual(HIDDEN);
    expect(followPolicy({ ...none, viewerBlocksTarget: true })).toEqual({
      allowed: false,
      reason: "BLOCKED",
    });
    expect(unfollowPolicy({ ...none, viewerBlocksTarget: true }).allowed).toBe(true);
    expect(unfollowPolicy({ ...none, targetBlocksViewer: true })).toEqual(HIDDEN);
  });
});
