import { describe, expect, it } from "vitest";
import {
  changeRoomMessagePolicy,
  joinChannelPolicy,
  leaveChannelPolicy,
  manageChannelPolicy,
} from "./policy.ts";
import type { RoomAccessFacts } from "./queries.ts";
import { roomAccessAllows } from "./room-access.ts";

describe("channel policies", () => {
  it("lets only the owner manage a channel, and nobody a room outside any channel", () => {
    expect(manageChannelPolicy({ ownerId: "o" }, "o").allowed).toBe(true);
    expect(manageChannelPolicy({ ownerId: "o" }, "m")).toEqual({ allowed: false, reason: "NOT_OWNER" });
    expect(manageChannelPolicy({ ownerId: null }, "o")).toEqual({ allowed: false, reason: "NOT_OWNER" });
  });

  it("refuses joining across a block with the owner", () => {
    expect(joinChannelPolicy({ blockedWithOwner: true })).toEqual({ allowed: false, reason: "BLOCKED" });
    expect(joinChannelPolicy({ blockedWithOwner: false }).allowed).toBe(true);
  });

  it("keeps the owner in their channel", () => {
    expect(leaveChannelPolicy({ ownerId: "o" }, "o")).toEqual({
      allowed: false,
      reason: "OWNER_CANNOT_LEAVE",
    });
    expect(leaveChannelPolicy({ ownerId: "o" }, "m").allowed).toBe(true);
  });

  it("hides room messages from who may not enter, and lets only the sender change one", () => {
    expect(changeRoomMessagePolicy({ mayEnter: false, senderId: "s" }, "s")).toEqual({
      allowed: false,
      reason: "HIDDEN",
    });
    expect(changeRoomMessagePolicy({ mayEnter: true, senderId: null }, "s")).toEqual({
      allowed: false,
      reason: "HIDDEN",
    });
    expect(changeRoomMessagePolicy({ mayEnter: true, senderId: "s" }, "x")).toEqual({
      allowed: false,
      reason: "NOT_SENDER",
    });
    expect(changeRoomMessagePolicy({ mayEnter: true, senderId: "s" }, "s").allowed).toBe(true);
  });
});

describe("room access rule (SPEC.md voice room access)", () => {
  const facts = (visibility: "public" | "members" | "vip" | "private", over: Partial<RoomAccessFacts> = {}) =>
    ({
      room: { visibility } as RoomAccessFacts["room"],
      ownerId: "owner",
      isMember: false,
      hasActiveSubscription: false,
      sessionPlaypalId: null,
      sessionPurchaserId: null,
      ...over,
    }) satisfies RoomAccessFacts;

  it("lets anyone into a public room", () => {
    expect(roomAccessAllows(facts("public"), "stranger")).toBe(true);
  });

  it("lets the owner and members into a members room", () => {
    expect(roomAccessAllows(facts("members"), "owner")).toBe(true);
    expect(roomAccessAllows(facts("members", { isMember: true }), "m")).toBe(true);
    expect(roomAccessAllows(facts("members"), "stranger")).toBe(false);
  });

  it("lets the owner and subscribed members into a vip room, not a subscriber who left", () => {
    expect(roomAccessAllows(facts("vip"), "owner")).toBe(true);
    expect(roomAccessAllows(facts("vip", { isMember: true, hasActiveSubscription: true }), "m")).toBe(true);
    expect(roomAccessAllows(facts("vip", { isMember: true }), "m")).toBe(false);
    expect(roomAccessAllows(facts("vip", { hasActiveSubscription: true }), "s")).toBe(false);
  });

  it("lets only the session's two parties into a private room, not even the owner", () => {
    const session = { sessionPlaypalId: "p", sessionPurchaserId: "b" };
    expect(roomAccessAllows(facts("private", session), "p")).toBe(true);
    expect(roomAccessAllows(facts("private", session), "b")).toBe(true);
    expect(roomAccessAllows(facts("private", session), "owner")).toBe(false);
  });
});
