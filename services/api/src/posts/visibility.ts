import { blocks, comments, follows, posts } from "@playpal/db";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** A viewer: a user id (bound as a parameter) or a column holding one (for set-based checks). */
export type Viewer = string | SQLWrapper;

/** Either user blocked the other; `a` and `b` are ids or columns. */
export function blockedEitherWay(a: Viewer, b: Viewer): SQL {
  return sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;
}

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
