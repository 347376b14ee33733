import type { Logger, Redis } from "@playpal/platform";
import type { Prefetched } from "../http/auth.ts";
import { createPageCache } from "../http/page-cache.ts";

/**
 * How long a cached GET /user/me body lives. Every write that changes what it shows makes it stale at
 * once (`clearMeCache`); the TTL only bounds what a clear that failed (Redis unreachable) leaves, as
 * for feed pages.
 */
export const ME_CACHE_TTL_SECONDS = 60;

/**
 * The caller's serialized account, on the shared per-user cache (http/page-cache.ts: Redis keys
 * `me:{<userId>}:<tokenVersion>:identity`, `mekeys:{<userId>}`, `megen:{<userId>}`, `megen:all`). Only the JSON is
 * kept: the body is small and the route sends it through @fastify/compress, as a miss does, so a hit
 * and a miss are byte-identical, headers included. Keyed by the token version too: a revocation (any
 * change of `tokenVersion`) is a new key.
 */
const meCache = createPageCache({ name: "me", ttlSeconds: ME_CACHE_TTL_SECONDS });

/** The key families a read holds in the process's client-side cache (wire-deps.ts). */
export const ME_CACHE_FAMILIES = meCache.families;

/**
 * The keys a read of the caller's account MGETs. GET /user/me prefetches them in the authentication
 * round trip (http/auth.ts).
 */
export function meCacheReadKeys(userId: string, tokenVersion: number): string[] {
  return meCache.readKeys(userId, String(tokenVersion), "identity");
}

/**
 * Read-through cache of the caller's serialized account (GET /user/me): one MGET (or its prefetch
 * from the authentication round trip, used only when its keys are this read's), and on a hit the
 * stored JSON bytes, exactly what the route's serializer produced on the miss. A clear that runs
 * while the body is being loaded makes it a miss instead of serving it. Cache failures are logged and
 * the body is loaded from the database.
 */
export async function readThroughMe(
  deps: { redis: Redis; logger: Logger },
  userId: string,
  tokenVersion: number,
  load: () => Promise<string>,
  prefetched?: Prefetched | null,
): Promise<Buffer> {
  return (await meCache.readThrough(deps, userId, String(tokenVersion), load, { prefetched })).bytes;
}

/**
 * Makes the cached GET /user/me of these users stale. Called after every committed write of what it
 * shows; a failure is logged, and the entries then expire by their TTL.
 */
export function clearMeCache(
  deps: { redis: Redis; logger: Logger },
  userIds: Iterable<string>,
): Promise<void> {
  return meCache.clear(deps, [...userIds]);
}

/**
 * Makes every cached GET /user/me stale: an account hidden or shown again (deactivated, restored,
 * suspended) changes the follow counters of everyone it follows or is followed by.
 */
export function clearAllMeCaches(deps: { redis: Redis; logger: Logger }): Promise<void> {
  return meCache.clearAll(deps).catch((error: unknown) => {
    deps.logger.warn({ err: error }, "could not clear every cached account; entries expire by their TTL");
  });
}
