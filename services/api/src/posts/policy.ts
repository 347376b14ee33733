import { allow, type Decision, refuse } from "../http/policy.ts";

/**
 * The posts and comments rules (API.md). Facts come from the caller; `visible` is the visibility rule
 * of `visibility.ts` (the same condition lists use in SQL) for this viewer and post.
 */
export interface CommentFacts {
  post: { authorId: string; visibility: "public" | "followers" | "private"; commentable: boolean };
  /** The viewer and the post's author blocked one another (either way). */
  blocked: boolean;
  /** The viewer may see the post. */
  visible: boolean;
}

/**
 * Commenting. Blocks hide posts (404 on reads), but API.md answers a comment between blocked users with
 * 403: only for a public post, the one kind the caller would see without the block (blocking removes
 * follows both ways); a private or followers-only post stays hidden, not revealing that it exists.
 */
export function commentPolicy(facts: CommentFacts): Decision<"HIDDEN" | "BLOCKED" | "NOT_COMMENTABLE"> {
  if (facts.blocked) return refuse(facts.post.visibility === "public" ? "BLOCKED" : "HIDDEN");
  if (!facts.visible) return refuse("HIDDEN");
  if (!facts.post.commentable) return refuse("NOT_COMMENTABLE");
  return allow;
}

/** Only the author deletes a post (the viewer already sees it). */
export function deletePostPolicy(post: { authorId: string }, viewerId: string): Decision<"NOT_AUTHOR"> {
  return post.authorId === viewerId ? allow : refuse("NOT_AUTHOR");
}

/** The comment's author or the post's author deletes a comment. */
export function deleteCommentPolicy(
  facts: { commentAuthorId: string; postAuthorId: string },
  viewerId: string,
): Decision<"NOT_AUTHOR"> {
  return facts.commentAuthorId === viewerId || facts.postAuthorId === viewerId ? allow : refuse("NOT_AUTHOR");
}
