import type { Cursor } from "@playpal/db";
import type { Logger, Redis } from "@playpal/platform";
import type { Prefetched } from "../http/auth.ts";
import { type BodyEncoding, COMPRESS_THRESHOLD_BYTES, type EncodedBody } from "../http/encoded.ts";
import { createPageCache } from "../http/page-cache.ts";

/**
 * How long a cached notification page or unread count may be served. Every write to the user's own
 * notifications clears their cache at once (new notification, read, delete); this TTL bounds only what
 * no write of theirs signals: an actor's new username, display name or avatar, and the end of an
 * actor's suspension (their notifications are listed again).
 */
export const NOTIFICATION_CACHE_TTL_SECONDS = 30;

/**
 * The recipient's notification pages and unread count, as encoded bytes (http/page-cache.ts: Redis keys
 * `notif:{<userId>}:<key>:<encoding>`, `notifkeys:{<userId>}`, `notifgen:{<userId>}`, `notifgen:all`). Bodies under the
 * compression threshold (a count, an empty page) are kept and sent uncompressed.
 */
const notificationCache = createPageCache({
  name: "notif",
  ttlSeconds: NOTIFICATION_CACHE_TTL_SECONDS,
  minEncodedBytes: COMPRESS_THRESHOLD_BYTES,
});

/** The key families a read holds in the process's client-side cache (wire-deps.ts). */
export const NOTIFICATION_CACHE_FAMILIES = notificationCache.families;

type CacheDeps = { redis: Redis; logger: Logger };

/** The cache key of one list request: every parameter. */
export function listCacheKey(query: { limit: number; cursor?: Cursor; unreadOnly: boolean }): string {
  const cursor = query.cursor ? `${query.cursor.createdAt.toISOString()},${query.cursor.id}` : "first";
  return `list:${query.unreadOnly ? "unread" : "all"}:${query.limit}:${cursor}`;
}

/** The cache key of the unread count. */
export const COUNT_CACHE_KEY = "count";

/**
 * `load` returns the body serialized by the route's response serializer (`reply.serialize`);
 * `prefetched`, the same read made in the authentication round trip (used only when its keys match).
 */
export function readThroughNotifications(
  deps: CacheDeps,
  userId: string,
  key: string,
  load: () => Promise<string>,
  options?: { encoding?: BodyEncoding; prefetched?: Prefetched | null },
): Promise<EncodedBody> {
  return notificationCache.readThrough(deps, userId, key, load, options);
}

/** The keys a read MGETs, for a route's `config.prefetch` (http/auth.ts). */
export function notificationCacheReadKeys(userId: string, key: string, encoding: BodyEncoding): string[] {
  return notificationCache.readKeys(userId, key, encoding);
}

/**
 * Clears the cached pages and count of each user whose notifications changed. Call it after the change
 * is committed (a clear inside the writer's transaction would let a concurrent read cache the old rows
 * under the new generation). A failure is logged, not thrown.
 */
export function clearNotificationCaches(deps: CacheDeps, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return Promise.resolve();
  return notificationCache.clear(deps, userIds);
}

/**
 * Every user's cached pages and counts at once (one INCR): for changes to many recipients' lists that
 * no one list of recipients names (an actor deactivated or suspended, an announcement to everyone). A
 * failure is logged, not thrown; pages then expire by their TTL.
 */
export async function clearAllNotificationCaches(deps: CacheDeps): Promise<void> {
  try {
    await notificationCache.clearAll(deps);
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message }, "notif cache clear failed");
  }
}
