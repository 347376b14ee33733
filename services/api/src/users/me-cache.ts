import type { Logger, Redis } from "@playpal/platform";
import type { Prefetched } from "../http/auth.ts";

/**
 * How long a cached GET /user/me body lives. Every write that changes what it shows makes it stale at
 * once (`clearMeCache`); the TTL only bounds what a clear that failed (Redis unreachable) leaves, as
 * for feed pages.
 */
export const ME_CACHE_TTL_SECONDS = 60;

/** Keyed by the token version too: a revocation (any change of `tokenVersion`) is a new key. */
const entryKey = (userId: string, tokenVersion: number) => `me:${userId}:${tokenVersion}`;
/**
 * The user's generation, bumped by every clear. It outlives any entry (twice the TTL, renewed on each
 * clear), so an entry never meets a reset generation equal to the one it was written under.
 */
const generationKey = (userId: string) => `megen:${userId}`;

/**
 * The keys a read of the caller's account MGETs: the entry for this token version and the user's
 * generation. GET /user/me prefetches them in the authentication round trip (http/auth.ts).
 */
export function meCacheReadKeys(userId: string, tokenVersion: number): string[] {
  return [entryKey(userId, tokenVersion), generationKey(userId)];
}

/** `[tag length u8][tag][json]`: the generation the body was loaded under, then the body. */
function pack(tag: string, json: Buffer): Buffer {
  const tagBytes = Buffer.from(tag, "utf8");
  return Buffer.concat([Buffer.from([tagBytes.length]), tagBytes, json]);
}
function unpack(entry: Buffer): { tag: string; json: Buffer } | null {
  if (entry.length < 1 || entry.length < 1 + entry[0]!) return null;
  const end = 1 + entry[0]!;
  return { tag: entry.toString("utf8", 1, end), json: entry.subarray(end) };
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * Read-through cache of the caller's serialized account (GET /user/me): one MGET (or its prefetch
 * from the authentication round trip, used only when its keys are this read's), and on a hit the
 * stored JSON bytes, exactly what the route's serializer produced on the miss. An entry is a hit only
 * under the generation it was loaded under, so a clear that runs while it is being loaded makes it a
 * miss instead of serving it. Cache failures are logged and the body is loaded from the database.
 */
export async function readThroughMe(
  deps: { redis: Redis; logger: Logger },
  userId: string,
  tokenVersion: number,
  load: () => Promise<string>,
  prefetched?: Prefetched | null,
): Promise<Buffer> {
  const keys = meCacheReadKeys(userId, tokenVersion);
  let gen: string | null = null;
  try {
    const [hit, current] =
      prefetched && sameKeys(prefetched.keys, keys)
        ? prefetched.values
        : await deps.redis.mgetBuffer(...keys);
    gen = current?.toString() ?? "0";
    if (hit) {
      const entry = unpack(hit);
      if (entry && entry.tag === gen) return entry.json;
    }
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message }, "account cache read failed");
  }
  const json = Buffer.from(await load(), "utf8");
  if (gen === null) return json;
  try {
    await deps.redis.set(keys[0] as string, pack(gen, json), "EX", ME_CACHE_TTL_SECONDS);
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message }, "account cache write failed");
  }
  return json;
}

/**
 * Makes the cached GET /user/me of these users stale (one INCR each, in one MULTI). Called after every
 * committed write of what it shows; a failure is logged, and the entries then expire by their TTL.
 */
export async function clearMeCache(deps: { redis: Redis; logger: Logger }, userIds: Iterable<string>) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  try {
    const multi = deps.redis.multi();
    for (const userId of unique) {
      multi.incr(generationKey(userId)).expire(generationKey(userId), ME_CACHE_TTL_SECONDS * 2);
    }
    await multi.exec();
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message, users: unique.length }, "account cache clear failed");
  }
}
