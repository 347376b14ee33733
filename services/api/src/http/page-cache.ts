import {
  delKeys,
  groupBySlot,
  type Logger,
  type Redis,
  type RedisScript,
  readCached,
  withScripts,
  wrote,
} from "@playpal/platform";
import type { Prefetched } from "./auth.ts";
import { type BodyEncoding, type EncodedBody, encodeBody, packEntry, unpackEntry } from "./encoded.ts";

export interface PageCacheDeps {
  redis: Redis;
  logger: Logger;
}

/**
 * A per-user read-through cache of encoded response bodies, shared by the feed, notification and
 * `/user/me` caches. Each encoding of a page is its own entry, made once, by the first request that
 * asks for it: a hit reads only the bytes it sends (1.6 KB of gzip for a 15 KB feed page, not every
 * encoding), and a miss compresses only what its client accepts (mobile clients all send the same
 * `accept-encoding`, so a page is rarely loaded twice). For a cache named `feed` the Redis keys are:
 * - `feed:{<userId>}:<key>:<encoding>`: one page in one encoding (`identity`, `gzip`, `br`), a packed
 *   entry (`packEntry`) tagged with the generation it was loaded under; it expires after `ttlSeconds`;
 * - `feedkeys:{<userId>}`: the set of the user's cached keys, so a clear is one SMEMBERS + DEL, never a SCAN;
 * - `feedgen:{<userId>}`: the user's generation, bumped by every clear. It outlives any page (twice the
 *   TTL, renewed on each clear), so a page never meets a reset generation equal to the one it was
 *   written under;
 * - `feedgen:all`: every user's generation at once, bumped when something leaves (or comes back to)
 *   pages of users the writer cannot name (an account suspended or deleted). No expiry: it only grows.
 *
 * The user id in braces is the hash tag of a user's keys: on a Redis Cluster they share a slot (the
 * store script writes two of them), and only `feedgen:all` lives elsewhere, so there a read is two MGETs
 * sent together (`mgetBuffers`), to at most two nodes.
 *
 * A hit is one MGET and the bytes: no parse, no validation, no compression; with the process's
 * client-side cache (`readCached`, platform's client-side-cache.ts) the page and its generations are
 * held in process memory once read, kept true by Redis's invalidations, so a repeated hit waits on no
 * network; every clear and store of this process drops its keys there at once, so a writer's next read
 * on this instance sees its write. A page is stored with the
 * generation read before it was loaded and is a hit only while that generation is unchanged, so a
 * clear that runs while a page is being loaded makes that page a miss instead of serving it for the
 * TTL. Clears must therefore run after the write they follow is committed. Cache failures are logged
 * and the request is served from the database.
 */
export interface PageCache {
  readonly ttlSeconds: number;
  /**
   * The key families a read holds in the process's client-side cache (pages and generations; not the
   * key sets, which only clears read): what a BCAST-mode cache must be told to follow (wire-deps.ts).
   */
  readonly families: readonly string[];
  /**
   * The keys a read of one page in one encoding MGETs, in order: the page, the user's generation, the
   * global one. A route prefetches them in the authentication round trip (`config.prefetch`,
   * http/auth.ts).
   */
  readKeys(userId: string, key: string, encoding: BodyEncoding): string[];
  /**
   * `load` returns the page serialized by the route's response serializer (`reply.serialize`).
   * `encoding` (default identity): the one the request accepts. `prefetched`: the same MGET already
   * made in the authentication round trip; used only when its keys are exactly this read's (a prefetch
   * derived from the raw query can never stand in for the page of other parameters), else the read is
   * made here as usual.
   */
  readThrough(
    deps: PageCacheDeps,
    userId: string,
    key: string,
    load: () => Promise<string>,
    options?: { encoding?: BodyEncoding; prefetched?: Prefetched | null },
  ): Promise<EncodedBody>;
  /** Makes every cached page of these users a miss and deletes them; a failure is logged, not thrown. */
  clear(deps: PageCacheDeps, userIds: readonly string[]): Promise<void>;
  /**
   * Makes every cached page of every user a miss (one INCR). A failure is thrown (the event bus logs
   * it); pages then expire by their TTL.
   */
  clearAll(deps: { redis: Redis }): Promise<void>;
}

/**
 * Stores a loaded page: the entry with its TTL, recorded in the user's key set (whose TTL is renewed),
 * atomically and as one command (a MULTI of the three cost a miss five commands).
 * KEYS: the entry, the key set. ARGV: the entry's bytes, its TTL, its key as the set records it (without
 * the connection's prefix, as `clear` deletes it), the set's TTL.
 */
const STORE = {
  pageCacheStore: {
    numberOfKeys: 2,
    lua: `redis.call('set', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('sadd', KEYS[2], ARGV[3])
redis.call('expire', KEYS[2], ARGV[4])
return 1`,
  },
} as const satisfies Record<string, RedisScript>;

/** Users whose generations are bumped in one MULTI by `clear` (an announcement's batch, a post's recipients). */
const CLEAR_CHUNK = 500;

export function createPageCache(options: {
  /** Key prefix and log label: `feed` gives `feed:...`, `feedkeys:...`, `feedgen:...`. */
  name: string;
  ttlSeconds: number;
  /** Bodies shorter than this are kept and sent as identity whatever the request accepts. */
  minEncodedBytes?: number;
}): PageCache {
  const { name, ttlSeconds } = options;
  const encodeOptions = { minBytes: options.minEncodedBytes };
  const pageKey = (userId: string, key: string, encoding: BodyEncoding) =>
    `${name}:{${userId}}:${key}:${encoding}`;
  const keySet = (userId: string) => `${name}keys:{${userId}}`;
  const generation = (userId: string) => `${name}gen:{${userId}}`;
  const globalGeneration = `${name}gen:all`;

  const readKeys = (userId: string, key: string, encoding: BodyEncoding) => [
    pageKey(userId, key, encoding),
    generation(userId),
    globalGeneration,
  ];
  const sameKeys = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((k, i) => k === b[i]);

  async function readThrough(
    deps: PageCacheDeps,
    userId: string,
    key: string,
    load: () => Promise<string>,
    { encoding = "identity", prefetched }: { encoding?: BodyEncoding; prefetched?: Prefetched | null } = {},
  ): Promise<EncodedBody> {
    const keys = readKeys(userId, key, encoding);
    const cacheKey = keys[0] as string;
    let gen: string | null = null;
    try {
      const [hit, current, global] =
        prefetched && sameKeys(prefetched.keys, keys)
          ? prefetched.values
          : await readCached(deps.redis, keys);
      gen = `${global?.toString() ?? "0"}.${current?.toString() ?? "0"}`;
      if (hit) {
        const entry = unpackEntry(hit);
        if (entry && entry.tag === gen) return entry.body;
      }
    } catch (error) {
      deps.logger.warn({ err: (error as Error).message }, `${name} cache read failed`);
    }
    const body = encodeBody(await load(), encoding, encodeOptions);
    if (gen === null) return body;
    try {
      await withScripts(deps.redis, STORE).pageCacheStore(
        cacheKey,
        keySet(userId),
        packEntry(gen, body),
        ttlSeconds,
        cacheKey,
        ttlSeconds * 2,
      );
    } catch (error) {
      deps.logger.warn({ err: (error as Error).message }, `${name} cache write failed`);
    }
    return body;
  }

  // On a cluster, a MULTI or a DEL names keys of one slot (a user's keys share one): one round per slot.
  async function clearChunk(deps: PageCacheDeps, chunk: string[]): Promise<void> {
    await Promise.all(groupBySlot(deps.redis, chunk, keySet).map((userIds) => clearSlot(deps, userIds)));
  }

  async function clearSlot(deps: PageCacheDeps, userIds: string[]): Promise<void> {
    const bump = deps.redis.multi();
    for (const userId of userIds) bump.incr(generation(userId)).expire(generation(userId), ttlSeconds * 2);
    try {
      await bump.exec();
    } finally {
      // A MULTI's commands are answered QUEUED before EXEC runs: the generations are dropped from the
      // process's client-side cache once EXEC has (other commands of ours drop what they write).
      wrote(deps.redis, userIds.map(generation));
    }
    const members = deps.redis.pipeline();
    for (const userId of userIds) members.smembers(keySet(userId));
    const sets = (await members.exec()) ?? [];
    const keys = sets.flatMap(([error, value]) => (error ? [] : (value as string[])));
    await delKeys(deps.redis, [...keys, ...userIds.map(keySet)]);
  }

  async function clear(deps: PageCacheDeps, userIds: readonly string[]): Promise<void> {
    const unique = [...new Set(userIds)];
    for (let i = 0; i < unique.length; i += CLEAR_CHUNK) {
      const chunk = unique.slice(i, i + CLEAR_CHUNK);
      try {
        await clearChunk(deps, chunk);
      } catch (error) {
        deps.logger.warn(
          {
            err: (error as Error).message,
            ...(chunk.length === 1 ? { userId: chunk[0] } : { users: chunk.length }),
          },
          `${name} cache clear failed`,
        );
      }
    }
  }

  async function clearAll(deps: { redis: Redis }): Promise<void> {
    await deps.redis.incr(globalGeneration);
  }

  return {
    ttlSeconds,
    families: [`${name}:`, `${name}gen:`],
    readKeys,
    readThrough,
    clear,
    clearAll,
  };
}
