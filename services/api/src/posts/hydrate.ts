import type { ReactionKind } from "@playpal/db";
import type { Storage } from "@playpal/platform";
import type { z } from "zod";
import type { Deps } from "../deps.ts";
import { presentUserSummary } from "../users/summary.ts";
import { mediaObjectUrl } from "./media-urls.ts";
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
 * The wire form of one media row (also what `media:processing:update` carries), its URLs public or
 * signed by the post's visibility (`mediaObjectUrl`).
 */
export async function presentMedia(
  row: q.MediaRow,
  storage: Storage,
  visibility: q.PostRow["visibility"],
): Promise<MediaDto> {
  const [url, thumbnailUrl] = await Promise.all([
    mediaObjectUrl(storage, row.storageKey, visibility),
    mediaObjectUrl(storage, row.thumbnailKey, visibility),
  ]);
  return {
    id: row.id,
    status: row.status,
    mimeType: row.mimeType,
    url: url as string,
    thumbnailUrl,
    width: row.width,
    height: row.height,
    duration: row.duration,
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
  const visibilityOf = new Map(rows.map((r) => [r.id, r.visibility]));
  const presented = await Promise.all(
    mediaRows.map((m) => presentMedia(m, deps.storage, visibilityOf.get(m.postId) ?? "private")),
  );
  const mediaByPost = new Map<string, MediaDto[]>();
  mediaRows.forEach((m, i) => {
    const list = mediaByPost.get(m.postId) ?? [];
    list.push(presented[i] as MediaDto);
    mediaByPost.set(m.postId, list);
  });
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
