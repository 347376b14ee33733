import { describe, expect, it } from "vitest";
import { attachMediaPolicy, uploadKeyPolicy } from "./policy.ts";

describe("media policies", () => {
  it("completes only the caller's own upload key", () => {
    expect(uploadKeyPolicy({ ownerId: "u" }, "u").allowed).toBe(true);
    expect(uploadKeyPolicy({ ownerId: "u" }, "v")).toEqual({ allowed: false, reason: "NOT_YOUR_UPLOAD" });
  });

  it("attaches only to the caller's own post, another's answered as unknown", () => {
    expect(attachMediaPolicy({ authorId: "u" }, "u").allowed).toBe(true);
    expect(attachMediaPolicy({ authorId: "u" }, "v")).toEqual({ allowed: false, reason: "HIDDEN" });
  });
});
