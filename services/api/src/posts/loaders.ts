import type { Executor, ReactionKind } from "@playpal/db";
import * as q from "./queries.ts";

/**
 * Loaders of the posts domain: each takes the ids of a whole page and answers a map by id in one
 * query, whatever the page size (atproto's hydrator). Authors come from the users domain's
 * `loadUserSummaries`. Views (views.ts) turn rows and these maps into wire objects.
 */

/** The media rows of each post, in their position order. */
export async function loadMediaByPost(db: Executor, postIds: string[]): Promise<Map<string, q.MediaRow[]>> {
  const byPost = new Map<string, q.MediaRow[]>();
  for (const m of await q.mediaByPostIds(db, postIds)) {
    const list = byPost.get(m.postId) ?? [];
    list.push(m);
    byPost.set(m.postId, list);
  }
  return byPost;
}

/** The viewer's reaction kinds on each post or comment, oldest first. */
export async function loadMyReactions(
  db: Executor,
  viewerId: string,
  target: "postId" | "commentId",
  targetIds: string[],
): Promise<Map<string, ReactionKind[]>> {
  const byTarget = new Map<string, ReactionKind[]>();
  for (const r of await q.myReactions(db, viewerId, target, targetIds)) {
    const list = byTarget.get(r.targetId) ?? [];
    list.push(r.kind);
    byTarget.set(r.targetId, list);
  }
  return byTarget;
}
