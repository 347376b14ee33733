import { comments, posts } from "@playpal/db";
import { type SQL, sql } from "drizzle-orm";
import { blockedEitherWay, type Viewer, viewerFollows } from "../profiles/graph.ts";
import { userIsVisible } from "../users/visibility.ts";

/**
 * API.md's visibility rule as one SQL condition on `posts`: the author always sees the post; anyone else
 * only when neither blocked the other and the post is public, or followers-only and the viewer follows
 * the author. Private posts are the author's alone. Posts hidden by moderation (reported past the
 * threshold, pending review) and posts of deactivated or suspended authors are the author's alone too.
 */
export function postVisibleTo(viewer: Viewer): SQL {
  return sql`(${posts.authorId} = ${viewer} or (
    (${posts.visibility} = 'public'
      or (${posts.visibility} = 'followers' and ${viewerFollows(viewer, posts.authorId)}))
    and ${posts.moderationStatus} <> 'hidden'
    and not ${blockedEitherWay(posts.authorId, viewer)}
    and ${userIsVisible(posts.authorId)}))`;
}

/**
 * A comment is hidden from a viewer when its author and the viewer blocked each other (either way),
 * when moderation hid it, or when its author is deactivated or suspended.
 */
export function commentVisibleTo(viewer: Viewer): SQL {
  return sql`(${comments.authorId} = ${viewer} or (not ${blockedEitherWay(comments.authorId, viewer)}
    and ${comments.moderationStatus} <> 'hidden' and ${userIsVisible(comments.authorId)}))`;
}
