import { describe, expect, it } from "vitest";
import { downloadPolicy, readFilePolicy, uploadPolicy } from "./policy.ts";

describe("local storage policies", () => {
  it("takes an upload with a valid signature and the content type it signed", () => {
    expect(uploadPolicy({ signatureValid: true, contentTypeMatches: true }).allowed).toBe(true);
    expect(uploadPolicy({ signatureValid: false, contentTypeMatches: true })).toEqual({
      allowed: false,
      reason: "BAD_SIGNATURE",
    });
    expect(uploadPolicy({ signatureValid: true, contentTypeMatches: false })).toEqual({
      allowed: false,
      reason: "CONTENT_TYPE_DIFFERS",
    });
  });

  it("serves a download only with a valid signature", () => {
    expect(downloadPolicy({ signatureValid: true }).allowed).toBe(true);
    expect(downloadPolicy({ signatureValid: false })).toEqual({ allowed: false, reason: "BAD_SIGNATURE" });
  });

  it("serves a public object to anyone and another one only through its signed URL", () => {
    expect(readFilePolicy({ signed: false, isPublic: true }).allowed).toBe(true);
    expect(readFilePolicy({ signed: true, isPublic: false }).allowed).toBe(true);
    expect(readFilePolicy({ signed: false, isPublic: false })).toEqual({ allowed: false, reason: "HIDDEN" });
  });
});
