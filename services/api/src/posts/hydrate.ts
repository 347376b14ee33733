import type { ReactionKind } from "@playpal/db";
import { muxPlaybackUrl, muxPosterUrl, type Storage } from "@playpal/platform";
import type { z } from "zod";
import type { Deps } from "../deps.ts";
import { presentUserSummary } from "../users/summary.ts";
import * as q from "./queries.ts";
import type { authorSchema, commentSchema, mediaSchema, postSchema, reactionCountsSchema } from "./schema.ts";

export type PostDto = z.infer<typeof postSchema>;
export type CommentDto = z.infer<typeof commentSchema>;
export type MediaDto = z.infer<typeof mediaSchema>;
type AuthorDto = z.infer<typeof authorSchema>;
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

/**
 * The wire form of one media row (also what `media:processing:update` carries): a video the provider
 * made ready plays from its HLS playback URL with the provider's poster; anything else is served from
 * storage, the processed `display` variant once there is one, else the original.
 */
export function presentMedia(row: q.MediaRow, storage: Storage): MediaDto {
  const hosted = row.playbackId !== null && row.status === "ready";
  return {
    id: row.id,
    status: row.status,
    mimeType: row.mimeType,
    url: hosted ? muxPlaybackUrl(row.playbackId!) : storage.publicUrl(row.displayKey ?? row.storageKey),
    thumbnailUrl: hosted
      ? muxPosterUrl(row.playbackId!)
      : row.thumbnailKey
        ? storage.publicUrl(row.thumbnailKey)
        : null,
    width: row.width,
    height: row.height,
    duration: row.duration,
    errorMessage: row.status === "failed" ? row.errorMessage : null,
  };
}

async function loadAuthors(deps: Pick<Deps, "db" | "storage">, ids: string[]) {
  const rows = await q.authorsByIds(deps.db, [...new Set(ids)]);
  const byId = new Map<string, AuthorDto>();
  for (const a of rows) {
    byId.set(a.id, presentUserSummary(deps.storage, a));
  }
  return (id: string): AuthorDto => byId.get(id) ?? { id, username: null, display_name: "", avatarUrl: null };
}

function groupKinds(rows: { targetId: string; kind: ReactionKind }[]) {
  const byTarget = new Map<string, ReactionKind[]>();
  for (const r of rows) {
    const list = byTarget.get(r.targetId) ?? [];
    list.push(r.kind);
    byTarget.set(r.targetId, list);
  }
  return byTarget;
}

/**
 * Turns a page of post rows into wire Posts in a constant number of queries (authors, media, the
 * viewer's reactions: three, run together), whatever the page size. Order is preserved. Counts come
 * from the counter columns of the rows themselves.
 */
export async function hydratePosts(
  deps: Pick<Deps, "db" | "storage">,
  viewerId: string,
  rows: q.PostRow[],
): Promise<PostDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [author, mediaRows, mine] = await Promise.all([
    loadAuthors(
      deps,
      rows.map((r) => r.authorId),
    ),
    q.mediaByPostIds(deps.db, ids),
    q.myReactions(deps.db, viewerId, "postId", ids),
  ]);
  const mediaByPost = new Map<string, MediaDto[]>();
  for (const m of mediaRows) {
    const list = mediaByPost.get(m.postId) ?? [];
    list.push(presentMedia(m, deps.storage));
    mediaByPost.set(m.postId, list);
  }
  const myKinds = groupKinds(mine);
  return rows.map((r) => ({
    id: r.id,
    authorId: r.authorId,
    author: author(r.authorId),
    body: r.body,
    type: r.type,
    visibility: r.visibility,
    commentable: r.commentable,
    gameId: r.gameId,
    media: mediaByPost.get(r.id) ?? [],
    reactionCounts: countsOf(r),
    myReactions: myKinds.get(r.id) ?? [],
    commentCount: r.commentCount,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The comment counterpart of `hydratePosts`: authors and the viewer's reactions, two queries per page. */
export async function hydrateComments(
  deps: Pick<Deps, "db" | "storage">,
  viewerId: string,
  rows: q.CommentRow[],
): Promise<CommentDto[]> {
  if (rows.length === 0) return [];
  const [author, mine] = await Promise.all([
    loadAuthors(
      deps,
      rows.map((r) => r.authorId),
    ),
    q.myReactions(
      deps.db,
      viewerId,
      "commentId",
      rows.map((r) => r.id),
    ),
  ]);
  const myKinds = groupKinds(mine);
  return rows.map((r) => ({
    id: r.id,
    postId: r.postId,
    authorId: r.authorId,
    author: author(r.authorId),
    body: r.body,
    reactionCounts: countsOf(r),
    myReactions: myKinds.get(r.id) ?? [],
    createdAt: r.createdAt.toISOString(),
  }));
}
