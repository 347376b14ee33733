import { ERROR_CODES, errorCodesFor } from "@playpal/contracts";
import { describe, expect, it } from "vitest";
import { documentErrorCodes } from "./error-docs.ts";

describe("error-code registry", () => {
  it("gives each route's status its domain's codes and the common ones, nothing of other domains", () => {
    expect(errorCodesFor(["comments"], 403)).toEqual([
      "FORBIDDEN",
      "CROSS_ORIGIN_REFUSED",
      "BLOCKED",
      "NOT_COMMENTABLE",
      "ACCOUNT_SUSPENDED",
    ]);
    expect(errorCodesFor(["posts"], 404)).toEqual(["NOT_FOUND"]);
    expect(errorCodesFor(["profiles"], 404)).toEqual(["NOT_FOUND", "USER_NOT_FOUND"]);
  });

  it("has one code for a missing post and one for a missing user", () => {
    expect(Object.keys(ERROR_CODES)).not.toContain("POST_NOT_FOUND");
    expect(ERROR_CODES.USER_NOT_FOUND.status).toBe(404);
  });

  it("writes the codes into each error response of the OpenAPI document, keeping its own description", () => {
    const doc = documentErrorCodes({
      paths: {
        "/api/v1/posts/{id}/comments": {
          post: {
            tags: ["comments"],
            responses: {
              201: { description: "Default Response" },
              403: { description: "Default Response" },
              429: { description: "Rate limited" },
            },
          },
        },
        "/api/v1/user/avatar": {
          post: {
            tags: ["profiles"],
            requestBody: { content: { "multipart/form-data": {} } },
            responses: { 413: { description: "Default Response" } },
          },
        },
      },
    });
    const comments = doc.paths["/api/v1/posts/{id}/comments"].post.responses;
    expect(comments[201].description).toBe("Default Response");
    expect(comments[403].description).toContain("`NOT_COMMENTABLE`: Comments are turned off for this post");
    expect(comments[429].description).toMatch(/^Rate limited\. Error; `code` is one of: `RATE_LIMITED`/);
    expect(doc.paths["/api/v1/user/avatar"].post.responses[413].description).toContain("`FILE_TOO_LARGE`");
  });
});
