import { allow, type Decision, refuse } from "../http/policy.ts";

/**
 * The media rules. An upload key names its owner (`uploads/<ownerId>/...`, media/schema.ts): only that
 * user completes it, and only onto a post of their own.
 */

/** Completing an upload: the key must be one `/media/upload/url` gave the caller. */
export function uploadKeyPolicy(key: { ownerId: string }, viewerId: string): Decision<"NOT_YOUR_UPLOAD"> {
  return key.ownerId === viewerId ? allow : refuse("NOT_YOUR_UPLOAD");
}

/** Attaching media: only to the caller's own post; anyone else's is answered like an unknown post. */
export function attachMediaPolicy(post: { authorId: string }, viewerId: string): Decision<"HIDDEN"> {
  return post.authorId === viewerId ? allow : refuse("HIDDEN");
}
