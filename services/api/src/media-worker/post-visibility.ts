import type { Deps } from "../deps.ts";
import type { MediaRow } from "../media/queries.ts";
import { mediaVisibilityOf, SIGNED_MEDIA_URL_SECONDS } from "../posts/media-urls.ts";
import { findPost } from "../posts/queries.ts";

/**
 * Whether the media's post is shown to everyone: public and not hidden pending review. Only then are
 * the objects the worker writes public-read (media of `followers` and `private` posts is served
 * through short-lived signed URLs only). A post that is gone counts as not public.
 */
export async function postIsPublic(deps: Deps, row: MediaRow): Promise<boolean> {
  const post = await findPost(deps.db, row.postId);
  return post !== undefined && mediaVisibilityOf(post) === "public";
}

/**
 * A URL the video provider can fetch the original from: signed for an hour, since an original stays
 * private until its media is screened and `ready`.
 */
export async function fetchableUrl(deps: Deps, row: MediaRow): Promise<string> {
  return deps.storage.signedUrl(row.storageKey, SIGNED_MEDIA_URL_SECONDS);
}
