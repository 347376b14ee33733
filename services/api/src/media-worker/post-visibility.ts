import type { Deps } from "../deps.ts";
import type { MediaRow } from "../media/queries.ts";
import { SIGNED_MEDIA_URL_SECONDS } from "../posts/media-urls.ts";
import { findPost } from "../posts/queries.ts";

/**
 * Whether the media's post is public: only then are the objects the worker writes public-read
 * (issue 14: media of `followers` and `private` posts is served through short-lived signed URLs only).
 * A post that is gone counts as not public.
 */
export async function postIsPublic(deps: Deps, row: MediaRow): Promise<boolean> {
  const post = await findPost(deps.db, row.postId);
  return post?.visibility === "public";
}

/** A URL the video provider can fetch the original from: public, or signed for an hour. */
export async function fetchableUrl(deps: Deps, row: MediaRow): Promise<string> {
  return (await postIsPublic(deps, row))
    ? deps.storage.publicUrl(row.storageKey)
    : deps.storage.signedUrl(row.storageKey, SIGNED_MEDIA_URL_SECONDS);
}
