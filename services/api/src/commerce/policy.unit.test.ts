import { describe, expect, it } from "vitest";
import { payCounterpartyPolicy, sessionPartyPolicy } from "./policy.ts";

describe("commerce policies", () => {
  const other = { otherId: "c", visible: true, blocksViewer: false, blockedByViewer: false };

  it("pays a visible user who did not block the payer, never oneself", () => {
    expect(payCounterpartyPolicy(other, "p").allowed).toBe(true);
    expect(payCounterpartyPolicy(other, "c")).toEqual({ allowed: false, reason: "SELF" });
  });

  it("answers a hidden or blocking user like an unknown one, and refuses one the payer blocked", () => {
    expect(payCounterpartyPolicy({ ...other, visible: false }, "p")).toEqual({
      allowed: false,
      reason: "HIDDEN",
    });
    expect(payCounterpartyPolicy({ ...other, blocksViewer: true, blockedByViewer: true }, "p")).toEqual({
      allowed: false,
      reason: "HIDDEN",
    });
    expect(payCounterpartyPolicy({ ...other, blockedByViewer: true }, "p")).toEqual({
      allowed: false,
      reason: "BLOCKED",
    });
  });

  it("shows a session to its two parties only", () => {
    const session = { playpalId: "a", purchaserId: "b" };
    expect(sessionPartyPolicy(session, "a").allowed).toBe(true);
    expect(sessionPartyPolicy(session, "b").allowed).toBe(true);
    expect(sessionPartyPolicy(session, "c")).toEqual({ allowed: false, reason: "HIDDEN" });
  });
});
