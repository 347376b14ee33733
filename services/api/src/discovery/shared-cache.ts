import { setTimeout as sleep } from "node:timers/promises";
import type { Logger, Redis } from "@playpal/platform";

export const TRENDING_TTL_SECONDS = 5 * 60;
/** How long a value outlives its freshness, to be served while one request recomputes it. */
const STALE_GRACE_SECONDS = 60 * 60;
/** A recompute that has not finished by then (a crashed replica) lets another one try. */
const LOCK_MS = 30_000;
/** With nothing cached at all, how long others wait for the one computing before computing themselves. */
const COLD_WAIT_MS = 5_000;
const COLD_POLL_MS = 50;

/** The value's Redis key; the entry's other keys add a suffix (same hash tag). */
export const sharedKey = (key: string) => `shared:{${key}}`;

/**
 * One entry shared by every viewer and every API replica (trending lists), with stampede protection.
 * Three keys per entry: the value (kept an hour), a freshness marker (expires after `ttlSeconds`) and a
 * recompute lock (`SET NX PX`): `shared:{<key>}`, `shared:{<key>}:fresh`, `shared:{<key>}:lock`, the entry's
 * name their hash tag, so that on a Redis Cluster the one MGET and the one MULTI name keys of one slot.
 *
 * - Fresh: everyone gets the cached value.
 * - Stale (the marker expired): the one request that wins the lock recomputes and stores the new value;
 *   every other request meanwhile gets the previous value at once. So at expiry exactly one recompute
 *   runs, however many requests arrive together.
 * - Cold (nothing cached, after a flush): the lock winner computes; the others poll for its value for up
 *   to 5 s, then compute for themselves.
 * - Redis unreachable: each request computes (logged); the cache never fails a request.
 */
export async function readShared<T>(
  deps: { redis: Redis; logger: Logger },
  key: string,
  load: () => Promise<T>,
  ttlSeconds = TRENDING_TTL_SECONDS,
): Promise<T> {
  const valueKey = sharedKey(key);
  const freshKey = `${valueKey}:fresh`;
  const lockKey = `${valueKey}:lock`;
  let cached: string | null = null;
  let fresh: string | null = null;
  try {
    [cached = null, fresh = null] = await deps.redis.mget(valueKey, freshKey);
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message, key }, "shared cache read failed");
    return load();
  }
  if (cached !== null && fresh !== null) return (JSON.parse(cached) as { value: T }).value;

  const token = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  const won = await deps.redis
    .set(lockKey, token, "PX", LOCK_MS, "NX")
    .then((r) => r === "OK")
    .catch(() => true);
  if (!won) {
    if (cached !== null) return (JSON.parse(cached) as { value: T }).value;
    const waited = await waitForValue<T>(deps.redis, valueKey);
    if (waited !== undefined) return waited;
    return load();
  }
  try {
    const value = await load();
    await deps.redis
      .multi()
      .set(valueKey, JSON.stringify({ value }), "EX", ttlSeconds + STALE_GRACE_SECONDS)
      .set(freshKey, "1", "EX", ttlSeconds)
      .exec()
      .catch((error: Error) => deps.logger.warn({ err: error.message, key }, "shared cache write failed"));
    return value;
  } finally {
    // Released only if still ours (a slow recompute past LOCK_MS may have lost it to another).
    await deps.redis
      .eval(
        "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0",
        1,
        lockKey,
        token,
      )
      .catch(() => {});
  }
}

async function waitForValue<T>(redis: Redis, valueKey: string): Promise<T | undefined> {
  for (let waited = 0; waited < COLD_WAIT_MS; waited += COLD_POLL_MS) {
    await sleep(COLD_POLL_MS);
    const hit = await redis.get(valueKey).catch(() => null);
    if (hit !== null) return (JSON.parse(hit) as { value: T }).value;
  }
  return undefined;
}

/** Drops an entry (tests and operators): the next request recomputes it. */
export async function expireShared(redis: Redis, key: string, options: { keepValue?: boolean } = {}) {
  if (options.keepValue) await redis.del(`${sharedKey(key)}:fresh`);
  else await redis.del(sharedKey(key), `${sharedKey(key)}:fresh`);
}
