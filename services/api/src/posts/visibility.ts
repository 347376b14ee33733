import { comments, follows, posts } from "@playpal/db";
import { type SQL, sql } from "drizzle-orm";
import { blockedEitherWay, type Viewer } from "../profiles/graph.ts";

/**
 * API.md's visibility rule as one SQL condition on `posts`: the author always sees the post; anyone else
 * only when neither blocked the other and the post is public, or followers-only and the viewer follows
 * the author. Private posts are the author's alone.
 */
export function postVisibleTo(viewer: Viewer): SQL {
  return sql`(${posts.authorId} = ${viewer} or (
    (${posts.visibility} = 'public'
      or (${posts.visibility} = 'followers' and exists (select 1 from ${follows} where ${follows.followerId} = ${viewer} and ${follows.followingId} = ${posts.authorId})))
    and not ${blockedEitherWay(posts.authorId, viewer)}))`;
}

/** A comment is hidden from a viewer when its author and the viewer blocked each other (either way). */
export function commentVisibleTo(viewer: Viewer): SQL {
  return sql`(${comments.authorId} = ${viewer} or not ${blockedEitherWay(comments.authorId, viewer)})`;
}
