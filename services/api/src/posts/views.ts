import type { ReactionKind } from "@playpal/db";
import type { Storage } from "@playpal/platform";
import type { z } from "zod";
import type { UserSummaryRow } from "../users/queries.ts";
import { presentUserSummary } from "../users/views.ts";
import type * as q from "./queries.ts";
import type {
  authorSchema,
  commentSchema,
  mediaSchema,
  postSchema,
  reactionCountsSchema,
  reactionSchema,
} from "./schema.ts";

/** Wire objects are named `<Thing>View`; the functions that build them `present<Thing>`. */
export type PostView = z.infer<typeof postSchema>;
export type CommentView = z.infer<typeof commentSchema>;
export type MediaView = z.infer<typeof mediaSchema>;
export type ReactionView = z.infer<typeof reactionSchema>;
type AuthorView = z.infer<typeof authorSchema>;
type Counts = z.infer<typeof reactionCountsSchema>;

type Counted = Pick<
  q.PostRow,
  "likeCount" | "loveCount" | "hahaCount" | "wowCount" | "sadCount" | "angryCount"
>;
const countsOf = (row: Counted): Counts => ({
  like: row.likeCount,
  love: row.loveCount,
  haha: row.hahaCount,
  wow: row.wowCount,
  sad: row.sadCount,
  angry: row.angryCount,
});

/** A media row's URLs as the viewer loads them: public, or signed by the post's visibility (media-urls.ts). */
export interface MediaUrls {
  url: string;
  thumbnailUrl: string | null;
}

/** The wire form of one media row (also what `media:processing:update` carries). */
export function presentMedia(row: q.MediaRow, urls: MediaUrls): MediaView {
  return {
    id: row.id,
    status: row.status,
    mimeType: row.mimeType,
    url: urls.url,
    thumbnailUrl: urls.thumbnailUrl,
    width: row.width,
    height: row.height,
    duration: row.duration,
    errorMessage: row.status === "failed" ? row.errorMessage : null,
    sensitive: row.sensitive,
  };
}

/** An author as loaded, or the placeholder of an author that is gone. */
function presentAuthor(storage: Storage, id: string, row: UserSummaryRow | undefined): AuthorView {
  return row ? presentUserSummary(storage, row) : { id, username: null, display_name: "", avatarUrl: null };
}

/** What the loaders gave for a page: authors, media (with their URLs) and the viewer's reactions, by id. */
export interface PostPageData {
  authors: Map<string, UserSummaryRow>;
  media: Map<string, q.MediaRow[]>;
  /** By media id. */
  mediaUrls: Map<string, MediaUrls>;
  myReactions: Map<string, ReactionKind[]>;
}

/**
 * A post as `viewerId` sees it. `sensitive`: the author's mark or any sensitive media; the moderation
 * status is the author's to see alone (API.md "Sensitive media").
 */
export function presentPost(
  row: q.PostRow,
  data: PostPageData,
  storage: Storage,
  viewerId: string,
): PostView {
  const media = data.media.get(row.id) ?? [];
  return {
    id: row.id,
    authorId: row.authorId,
    author: presentAuthor(storage, row.authorId, data.authors.get(row.authorId)),
    body: row.body,
    type: row.type,
    visibility: row.visibility,
    commentable: row.commentable,
    gameId: row.gameId,
    media: media.map((m) => presentMedia(m, data.mediaUrls.get(m.id) ?? { url: "", thumbnailUrl: null })),
    reactionCounts: countsOf(row),
    myReactions: data.myReactions.get(row.id) ?? [],
    commentCount: row.commentCount,
    createdAt: row.createdAt.toISOString(),
    sensitive: row.markedSensitive || media.some((m) => m.sensitive),
    ...(row.authorId === viewerId ? { moderationStatus: row.moderationStatus } : {}),
  };
}

export function presentComment(
  row: q.CommentRow,
  data: Omit<PostPageData, "media" | "mediaUrls">,
  storage: Storage,
): CommentView {
  return {
    id: row.id,
    postId: row.postId,
    authorId: row.authorId,
    author: presentAuthor(storage, row.authorId, data.authors.get(row.authorId)),
    body: row.body,
    reactionCounts: countsOf(row),
    myReactions: data.myReactions.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentReaction(r: q.ReactionRow): ReactionView {
  return {
    id: r.id,
    userId: r.userId,
    postId: r.postId,
    commentId: r.commentId,
    kind: r.kind,
    createdAt: r.createdAt.toISOString(),
  };
}
