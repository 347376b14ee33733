import type { Deps } from "../deps.ts";
import { type DomainEvents, publish, publishInTransaction } from "../events/bus.ts";
import { presentMedia } from "../posts/hydrate.ts";
import { mediaUrlsOf, mediaVisibilityOf } from "../posts/media-urls.ts";
import { findPost } from "../posts/queries.ts";
import { alignMediaObjects } from "../posts/service.ts";
import * as q from "./queries.ts";
import type { ScreeningResult } from "./screening.ts";

/** What a media status change needs (the API's and the media worker's deps alike). */
export type MediaStatusDeps = Deps;

/**
 * Every media status change is announced here, once (API.md "Media processing"): `media.status.changed`
 * with the media as its author sees it (URLs public or signed by the post's visibility). Consumers: the
 * author's feed cache cleared, `media:processing:update` `{ postId, media }` to the author's sockets.
 * Neither throws: the row is already written.
 */
export async function announceMediaChange(deps: MediaStatusDeps, row: q.MediaRow): Promise<void> {
  const post = await findPost(deps.db, row.postId);
  const media = presentMedia(
    row,
    await mediaUrlsOf(deps.storage, row, post ? mediaVisibilityOf(post) : "private", row.ownerId),
  );
  await publish(deps, "media.status.changed", { ownerId: row.ownerId, postId: row.postId, media });
}

/**
 * Each transition writes the row only when it is a real change (`pending` -> `processing`, unfinished
 * -> `ready` | `failed`) and announces only then: a job run twice or a webhook delivered twice changes
 * the row and tells the author once. Each returns the changed row, or null when nothing changed.
 */
export async function startProcessing(deps: MediaStatusDeps, mediaId: string) {
  const row = await q.markProcessing(deps.db, mediaId);
  if (row) await announceMediaChange(deps, row);
  return row;
}

/**
 * `ready`, with what screening found (null when MEDIA_SCREENING=off): the scores stored with the row, and
 * for a sensitive or explicit media `media.flagged` in the same transaction (the automatic report and the
 * post's `flagged` or `hidden` status commit with `ready`, so a media is never published without its
 * verdict applied), then again after the commit.
 */
export async function finishProcessing(
  deps: MediaStatusDeps,
  mediaId: string,
  values: q.ReadyValues,
  screened: ScreeningResult | null = null,
) {
  const screening = screened
    ? { screening: screened.screening, sensitive: screened.verdict !== "clean" }
    : {};
  const { row, flagged } = await deps.db.transaction(async (tx) => {
    const row = await q.markReady(tx, mediaId, { ...values, ...screening });
    if (!row || !screened || screened.verdict === "clean") return { row, flagged: null };
    const flagged: DomainEvents["media.flagged"] = {
      mediaId,
      postId: row.postId,
      ownerId: row.ownerId,
      verdict: screened.verdict,
      screening: screened.screening,
    };
    await publishInTransaction(deps, tx, "media.flagged", flagged);
    return { row, flagged };
  });
  if (row) await announceMediaChange(deps, row);
  if (flagged) await publish(deps, "media.flagged", flagged);
  return row;
}

/**
 * What follows a media becoming `failed`, wherever that was recorded (the media worker giving up, the
 * video provider's `video.asset.errored`): its objects (the original above all, which may not be what
 * it claimed to be) become private, so their public URLs answer 404 (local) or 403 (S3) and the CDN
 * is purged; the media is presented without a URL; the author is told.
 */
export async function announceMediaFailed(deps: MediaStatusDeps, row: q.MediaRow): Promise<void> {
  await alignMediaObjects(deps, [row], "private").catch((error: Error) =>
    deps.logger.warn(
      { mediaId: row.id, err: error.message },
      "could not make a failed media's objects private",
    ),
  );
  await announceMediaChange(deps, row);
}

/** `pending`/`processing` -> `failed` by the media worker; see `announceMediaFailed`. */
export async function failProcessing(deps: MediaStatusDeps, mediaId: string, errorMessage: string) {
  const row = await q.markFailed(deps.db, mediaId, errorMessage);
  if (row) await announceMediaFailed(deps, row);
  return row;
}
