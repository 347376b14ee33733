import type { Deps } from "../deps.ts";
import { clearFeedCache } from "../feeds/cache.ts";
import { presentMedia } from "../posts/hydrate.ts";
import * as q from "./queries.ts";

/** What a media status change needs: the row's store and the side effects' ports. */
export type MediaStatusDeps = Pick<Deps, "db" | "redis" | "logger" | "storage" | "realtime">;

/**
 * The side effects of every media status change, in this one place (API.md "Media processing"): the
 * author's feed cache cleared and `media:processing:update` `{ postId, media }` sent to the author's
 * sockets. Both are fire-and-forget: neither throws, the row is already written.
 */
export async function announceMediaChange(deps: MediaStatusDeps, row: q.MediaRow): Promise<void> {
  await clearFeedCache(deps, row.ownerId);
  await deps.realtime.emit("/emit/media/processing/update", {
    userId: row.ownerId,
    postId: row.postId,
    media: presentMedia(row, deps.storage),
  });
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

export async function finishProcessing(deps: MediaStatusDeps, mediaId: string, values: q.ReadyValues) {
  const row = await q.markReady(deps.db, mediaId, values);
  if (row) await announceMediaChange(deps, row);
  return row;
}

export async function failProcessing(deps: MediaStatusDeps, mediaId: string, errorMessage: string) {
  const row = await q.markFailed(deps.db, mediaId, errorMessage);
  if (row) await announceMediaChange(deps, row);
  return row;
}
