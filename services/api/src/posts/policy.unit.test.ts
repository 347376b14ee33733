import { describe, expect, it } from "vitest";
import { commentPolicy, deleteCommentPolicy, deletePostPolicy } from "./policy.ts";

const post = (visibility: "public" | "followers" | "private", commentable = true) => ({
  authorId: "author",
  visibility,
  commentable,
});

describe("comment policy", () => {
  it("lets a viewer who sees a commentable post comment", () => {
    expect(commentPolicy({ post: post("public"), blocked: false, visible: true })).toEqual({ allowed: true });
  });

  it("refuses a blocked pair on a public post as BLOCKED, and hides the other kinds", () => {
    expect(commentPolicy({ post: post("public"), blocked: true, visible: false })).toEqual({
      allowed: false,
      reason: "BLOCKED",
    });
    for (const visibility of ["followers", "private"] as const) {
      expect(commentPolicy({ post: post(visibility), blocked: true, visible: false })).toEqual({
        allowed: false,
        reason: "HIDDEN",
      });
    }
  });

  it("hides a post the viewer may not see before looking at whether it takes comments", () => {
    expect(commentPolicy({ post: post("followers", false), blocked: false, visible: false })).toEqual({
      allowed: false,
      reason: "HIDDEN",
    });
  });

  it("refuses a post with comments turned off", () => {
    expect(commentPolicy({ post: post("public", false), blocked: false, visible: true })).toEqual({
      allowed: false,
      reason: "NOT_COMMENTABLE",
    });
  });
});

describe("delete policies", () => {
  it("lets only the author delete a post", () => {
    expect(deletePostPolicy({ authorId: "a" }, "a").allowed).toBe(true);
    expect(deletePostPolicy({ authorId: "a" }, "b")).toEqual({ allowed: false, reason: "NOT_AUTHOR" });
  });

  it("lets the comment's author and the post's author delete a comment, nobody else", () => {
    const facts = { commentAuthorId: "c", postAuthorId: "p" };
    expect(deleteCommentPolicy(facts, "c").allowed).toBe(true);
    expect(deleteCommentPolicy(facts, "p").allowed).toBe(true);
    expect(deleteCommentPolicy(facts, "x")).toEqual({ allowed: false, reason: "NOT_AUTHOR" });
  });
});
