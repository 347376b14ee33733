import type { Logger, Redis } from "@playpal/platform";
import type { Prefetched } from "../http/auth.ts";
import type { BodyEncoding, EncodedBody } from "../http/encoded.ts";
import { createPageCache } from "../http/page-cache.ts";

export const FEED_CACHE_TTL_SECONDS = 60;

/**
 * Feed pages, per viewer, parameters and encoding, as encoded bytes (http/page-cache.ts: Redis keys
 * `feed:{<viewerId>}:<key>:<encoding>`, `feedkeys:{<viewerId>}`, `feedgen:{<viewerId>}`, `feedgen:all`;
 * docs/feed-query.md).
 */
const feedCache = createPageCache({ name: "feed", ttlSeconds: FEED_CACHE_TTL_SECONDS });

/** The key families a read holds in the process's client-side cache (wire-deps.ts). */
export const FEED_CACHE_FAMILIES = feedCache.families;

/**
 * Read-through cache for feed pages, keyed by the viewer and every parameter: a hit is one MGET and a
 * write of the matching bytes; a clear that runs while a page is being loaded makes that page a miss.
 * Cache failures are logged and the request is served from the database.
 *
 * `load` returns the page serialized by the route's response serializer (`reply.serialize`).
 */
export function readThroughFeed(
  deps: { redis: Redis; logger: Logger },
  userId: string,
  key: string,
  load: () => Promise<string>,
  options?: { encoding?: BodyEncoding; prefetched?: Prefetched | null },
): Promise<EncodedBody> {
  return feedCache.readThrough(deps, userId, key, load, options);
}

/**
 * The keys a read of one page MGETs, in order: the page, the viewer's generation, the global one. A
 * route prefetches them in the authentication round trip (`config.prefetch`, http/auth.ts).
 */
export function feedCacheReadKeys(userId: string, key: string, encoding: BodyEncoding): string[] {
  return feedCache.readKeys(userId, key, encoding);
}

/** Clears every cached feed page of one user (SPEC.md: only the author's own cache). */
export function clearFeedCache(deps: { redis: Redis; logger: Logger }, userId: string): Promise<void> {
  return feedCache.clear(deps, [userId]);
}

/**
 * Makes every cached feed page of every viewer stale at once (one INCR): for content that must vanish
 * for everyone now (moderation, a suspended or deleted account). A failure is thrown to the event bus,
 * which logs it; pages then expire by their 60 s TTL.
 */
export function clearAllFeedCaches(deps: { redis: Redis }): Promise<void> {
  return feedCache.clearAll(deps);
}
