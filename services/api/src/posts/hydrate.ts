import type { ReactionKind } from "@playpal/db";
import type { Deps } from "../deps.ts";
import { loadUserSummaries, type UserSummaryRow } from "../users/queries.ts";
import { loadMediaByPost, loadMyReactions } from "./loaders.ts";
import { loadMediaUrls, mediaVisibilityOf } from "./media-urls.ts";
import type * as q from "./queries.ts";
import { type CommentView, type PostView, presentComment, presentPost } from "./views.ts";

export { type CommentView, type MediaView, type PostView, presentMedia } from "./views.ts";

/**
 * What hydration would load for a page of posts, when the page's own statement already read it (the
 * home timeline's, feeds/queries.ts): the authors' summaries and the viewer's reactions on each post.
 */
export interface KnownHydration {
  authors: Map<string, UserSummaryRow>;
  myReactions: Map<string, ReactionKind[]>;
}

/**
 * Turns a page of post rows into wire Posts: the loaders (authors, media, the viewer's reactions: three
 * queries, run together, whatever the page size), the media URLs (public, or signed by the post's
 * visibility), then the views. Order is preserved. Counts come from the counter columns of the rows.
 * `known`: the authors and the viewer's reactions when the page's own statement already read them (the
 * home timeline's, feeds/queries.ts), for every row: those two queries are then not made.
 */
export async function hydratePosts(
  deps: Pick<Deps, "db" | "storage">,
  viewerId: string,
  rows: q.PostRow[],
  known?: KnownHydration,
): Promise<PostView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [authors, media, myReactions] = await Promise.all([
    known?.authors ??
      loadUserSummaries(
        deps.db,
        rows.map((r) => r.authorId),
      ),
    loadMediaByPost(deps.db, ids),
    known?.myReactions ?? loadMyReactions(deps.db, viewerId, "postId", ids),
  ]);
  const visibility = new Map(rows.map((r) => [r.id, mediaVisibilityOf(r)]));
  const mediaUrls = await loadMediaUrls(
    deps.storage,
    media,
    (postId) => visibility.get(postId) ?? "private",
    viewerId,
  );
  return rows.map((r) => presentPost(r, { authors, media, mediaUrls, myReactions }, deps.storage, viewerId));
}

/** The comment counterpart of `hydratePosts`: authors and the viewer's reactions, two queries per page. */
export async function hydrateComments(
  deps: Pick<Deps, "db" | "storage">,
  viewerId: string,
  rows: q.CommentRow[],
): Promise<CommentView[]> {
  if (rows.length === 0) return [];
  const [authors, myReactions] = await Promise.all([
    loadUserSummaries(
      deps.db,
      rows.map((r) => r.authorId),
    ),
    loadMyReactions(
      deps.db,
      viewerId,
      "commentId",
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => presentComment(r, { authors, myReactions }, deps.storage));
}
