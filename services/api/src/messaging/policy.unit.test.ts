import { describe, expect, it } from "vitest";
import { chatPolicy } from "../livestreams/policy.ts";
import {
  changeMessagePolicy,
  dmJoinPolicy,
  participantPolicy,
  recipientPolicy,
  writePolicy,
} from "./policy.ts";

describe("direct message policies", () => {
  it("refuses writing across a block, either way", () => {
    expect(writePolicy({ blocked: true })).toEqual({ allowed: false, reason: "BLOCKED" });
    expect(writePolicy({ blocked: false }).allowed).toBe(true);
  });

  it("lets only the sender change a message", () => {
    expect(changeMessagePolicy({ senderId: "s" }, "s").allowed).toBe(true);
    expect(changeMessagePolicy({ senderId: "s" }, "o")).toEqual({ allowed: false, reason: "NOT_SENDER" });
  });

  it("lets a participant join the DM room unless the pair is in a block", () => {
    const facts = { exists: true, participantIds: ["a", "b"], blocked: false };
    expect(dmJoinPolicy(facts, "a").allowed).toBe(true);
    expect(dmJoinPolicy({ ...facts, blocked: true }, "a")).toEqual({ allowed: false, reason: "BLOCKED" });
  });

  it("tells an unknown conversation from one the caller is not part of", () => {
    expect(dmJoinPolicy({ exists: false, participantIds: [], blocked: false }, "a")).toEqual({
      allowed: false,
      reason: "NOT_FOUND",
    });
    expect(dmJoinPolicy({ exists: true, participantIds: ["b", "c"], blocked: false }, "a")).toEqual({
      allowed: false,
      reason: "NOT_PARTICIPANT",
    });
    expect(dmJoinPolicy({ exists: true, participantIds: [], blocked: false }, "a").allowed).toBe(false);
  });

  it("hides a conversation from anyone but its two participants", () => {
    expect(participantPolicy({ participantIds: ["a", "b"] }, "a").allowed).toBe(true);
    expect(participantPolicy({ participantIds: ["a", "b"] }, "c")).toEqual({
      allowed: false,
      reason: "HIDDEN",
    });
    expect(participantPolicy({ participantIds: ["a"] }, "a")).toEqual({ allowed: false, reason: "HIDDEN" });
    expect(participantPolicy({ participantIds: [] }, "a")).toEqual({ allowed: false, reason: "HIDDEN" });
  });

  it("refuses writing to a recipient whose account is hidden", () => {
    expect(recipientPolicy({ recipientExists: false })).toEqual({ allowed: false, reason: "RECIPIENT_GONE" });
    expect(recipientPolicy({ recipientExists: true }).allowed).toBe(true);
  });
});

describe("live stream chat policy", () => {
  it("refuses a pair in a block, either way", () => {
    expect(chatPolicy({ blocked: true })).toEqual({ allowed: false, reason: "BLOCKED" });
    expect(chatPolicy({ blocked: false }).allowed).toBe(true);
  });
});
