import type { Logger, Redis } from "@playpal/platform";
import type { Prefetched } from "../http/auth.ts";
import { type EncodedBody, encodeBody, packEntry, unpackEntry } from "../http/encoded.ts";

export const FEED_CACHE_TTL_SECONDS = 60;
const keySet = (userId: string) => `feedkeys:${userId}`;
/**
 * The user's cache generation, bumped by every clear. It outlives any page (twice the TTL, renewed on
 * each clear), so a page never meets a reset generation equal to the one it was written under.
 */
const generation = (userId: string) => `feedgen:${userId}`;
/**
 * Every viewer's cache generation at once: bumped when content leaves everyone's feeds (a moderator
 * removed it, its author was suspended or deleted their account). Pages cached before are misses from
 * the next read on, without finding which viewers' pages held the content. No expiry: it only grows.
 */
const GLOBAL_GENERATION = "feedgen:all";

/**
 * The keys a read of one page MGETs, in order: the page, the viewer's generation, the global one. A
 * route prefetches them in the authentication round trip (`config.prefetch`, http/auth.ts).
 */
export function feedCacheReadKeys(userId: string, key: string): string[] {
  return [`feed:${userId}:${key}`, generation(userId), GLOBAL_GENERATION];
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * Read-through cache for feed pages, keyed by the viewer and every parameter. A page is stored once as
 * encoded bytes (`EncodedBody`: the serialized JSON plus its gzip and brotli encodings, made when
 * stored), so a hit is one MGET and a write of the matching bytes: no parse, no validation, no
 * compression (docs/feed-query.md). Each cached key is also recorded in the viewer's key set, so
 * clearing one user's cache is one SMEMBERS + DEL, never a SCAN.
 * A page is stored with the generation read before it was loaded and is a hit only while the
 * generation is unchanged: a clear that runs while a page is being loaded (the author posting during
 * a feed read) makes that page a miss instead of serving it for the TTL.
 * Cache failures are logged and the request is served from the database.
 *
 * `load` returns the page serialized by the route's response serializer (`reply.serialize`).
 * `prefetched`: the same MGET already made in the authentication round trip; used only when its keys
 * are exactly this read's (a prefetch derived from the raw query can never stand in for the page of
 * other parameters), else the read is made here as usual.
 */
export async function readThroughFeed(
  deps: { redis: Redis; logger: Logger },
  userId: string,
  key: string,
  load: () => Promise<string>,
  prefetched?: Prefetched | null,
): Promise<EncodedBody> {
  const keys = feedCacheReadKeys(userId, key);
  const cacheKey = keys[0] as string;
  let gen: string | null = null;
  try {
    const [hit, current, global] =
      prefetched && sameKeys(prefetched.keys, keys)
        ? prefetched.values
        : await deps.redis.mgetBuffer(...keys);
    gen = `${global?.toString() ?? "0"}.${current?.toString() ?? "0"}`;
    if (hit) {
      const entry = unpackEntry(hit);
      if (entry && entry.tag === gen) return entry.body;
    }
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message }, "feed cache read failed");
  }
  const body = encodeBody(await load());
  if (gen === null) return body;
  try {
    await deps.redis
      .multi()
      .set(cacheKey, packEntry(gen, body), "EX", FEED_CACHE_TTL_SECONDS)
      .sadd(keySet(userId), cacheKey)
      .expire(keySet(userId), FEED_CACHE_TTL_SECONDS * 2)
      .exec();
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message }, "feed cache write failed");
  }
  return body;
}

/** Clears every cached feed page of one user (SPEC.md: only the author's own cache). */
export async function clearFeedCache(deps: { redis: Redis; logger: Logger }, userId: string): Promise<void> {
  try {
    await deps.redis
      .multi()
      .incr(generation(userId))
      .expire(generation(userId), FEED_CACHE_TTL_SECONDS * 2)
      .exec();
    const keys = await deps.redis.smembers(keySet(userId));
    if (keys.length > 0) await deps.redis.del(...keys);
    await deps.redis.del(keySet(userId));
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message, userId }, "feed cache clear failed");
  }
}

/**
 * Makes every cached feed page of every viewer stale at once (one INCR): for content that must vanish
 * for everyone now (moderation, a suspended or deleted account). A failure is thrown to the event bus,
 * which logs it; pages then expire by their 60 s TTL.
 */
export async function clearAllFeedCaches(deps: { redis: Redis }): Promise<void> {
  await deps.redis.incr(GLOBAL_GENERATION);
}
