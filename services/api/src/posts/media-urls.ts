import { muxPlaybackUrl, muxPosterUrl, type Storage } from "@playpal/platform";
import type * as q from "./queries.ts";
import type { postVisibilities } from "./schema.ts";
import type { MediaUrls } from "./views.ts";

type PostVisibility = (typeof postVisibilities)[number];

/** How long a signed media URL (media of a `private` or `followers` post) can be loaded. */
export const SIGNED_MEDIA_URL_SECONDS = 3600;

/**
 * The visibility a post's media are stored and served with: its own, except that a post hidden pending
 * review (by reports or screening) is treated as private (its objects not public; its author alone, who
 * still sees it, gets signed URLs). A `flagged` post stays as it is: its sensitive media are served, and
 * clients blur them.
 */
export function mediaVisibilityOf(post: {
  visibility: PostVisibility;
  moderationStatus: string;
}): PostVisibility {
  return post.moderationStatus === "hidden" ? "private" : post.visibility;
}

/**
 * The one place a stored media reference becomes the URL a client loads: `stored` is an object key
 * or a URL this storage made (whatever the media worker wrote on the row), turned back into the key
 * first. Media of public posts get the stable public URL; any other post's get a short-lived signed
 * URL (S3 presigned GET, or the local `/files` URL with an HMAC), so a leaked URL dies within the
 * hour and a visibility change takes effect on the next presentation. A URL this storage did not
 * make is passed through.
 */
export async function mediaObjectUrl(
  storage: Storage,
  stored: string | null,
  visibility: PostVisibility,
  signing: MediaSigning = {},
): Promise<string | null> {
  if (stored === null) return null;
  const key = storage.keyOf(stored);
  if (key === null) return stored;
  return visibility === "public" && !signing.always
    ? storage.publicUrl(key)
    : storage.signedUrl(key, signing.seconds ?? SIGNED_MEDIA_URL_SECONDS);
}

/**
 * How stored objects are signed: by default only those of non-public posts, for an hour; an operator's
 * view (the console) signs every one, for a few minutes, so nothing it shows outlives the page.
 */
export interface MediaSigning {
  always?: boolean;
  seconds?: number;
}

/**
 * Puts the post's objects in line with its visibility: readable by anyone only while it is public
 * (public-read ACL, or the local flag), private otherwise. Called when a post is written, when an
 * upload is attached, and on a visibility change.
 */
export async function applyMediaVisibility(
  storage: Storage,
  keys: (string | null)[],
  visibility: PostVisibility,
): Promise<void> {
  const objects = keys.flatMap((stored) => {
    const key = stored === null ? null : storage.keyOf(stored);
    return key === null ? [] : [key];
  });
  await Promise.all(
    [...new Set(objects)].map((key) =>
      visibility === "public" ? storage.makePublic(key) : storage.makePrivate(key),
    ),
  );
}

const NO_URLS: MediaUrls = { url: "", thumbnailUrl: null };

/**
 * The URLs of one media row as `viewerId` loads them: a video the provider made ready plays from its
 * HLS playback URL with the provider's poster (public playback policy); anything else is served from
 * storage, the processed `display` variant once there is one, else the original, public or signed by
 * the post's visibility (or as `signing` says). A media whose processing failed has no URL (`""`), and
 * one not `ready` yet (not screened: API.md "Sensitive media") has none for anyone but its owner, who
 * gets a signed URL of the original to preview it.
 */
export async function mediaUrlsOf(
  storage: Storage,
  row: q.MediaRow,
  visibility: PostVisibility,
  viewerId: string,
  signing: MediaSigning = {},
): Promise<MediaUrls> {
  // Processing failed: the original is no longer served (it may not even be the type it claimed).
  if (row.status === "failed") return NO_URLS;
  if (row.status !== "ready") {
    if (viewerId !== row.ownerId) return NO_URLS;
    return {
      url: (await mediaObjectUrl(storage, row.storageKey, "private", signing)) ?? "",
      thumbnailUrl: null,
    };
  }
  if (row.playbackId !== null && row.status === "ready") {
    return { url: muxPlaybackUrl(row.playbackId), thumbnailUrl: muxPosterUrl(row.playbackId) };
  }
  const [url, thumbnailUrl] = await Promise.all([
    mediaObjectUrl(storage, row.displayKey ?? row.storageKey, visibility, signing),
    mediaObjectUrl(storage, row.thumbnailKey, visibility, signing),
  ]);
  return { url: url ?? "", thumbnailUrl };
}

/** The URLs of a page's media rows as `viewerId` loads them, by media id (see `mediaUrlsOf`). */
export async function loadMediaUrls(
  storage: Storage,
  media: Map<string, q.MediaRow[]>,
  visibilityOf: (postId: string) => PostVisibility,
  viewerId: string,
): Promise<Map<string, MediaUrls>> {
  const rows = [...media.values()].flat();
  const resolved = await Promise.all(
    rows.map(async (m) => [m.id, await mediaUrlsOf(storage, m, visibilityOf(m.postId), viewerId)] as const),
  );
  return new Map(resolved);
}
