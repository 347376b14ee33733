import calculateSlot from "cluster-key-slot";
import { Cluster, type ClusterOptions, Redis, type RedisOptions } from "ioredis";

export type { Redis };

/**
 * Where Redis is: the single server of `REDIS_URL`, or, when `REDIS_CLUSTER_NODES` names nodes, a Redis
 * Cluster (REDIS_URL then lends only its credentials and TLS). A bare URL string is a single server.
 */
export type RedisTarget = string | { REDIS_URL: string; REDIS_CLUSTER_NODES?: string[] };

/** True when the target is a Redis Cluster. */
export function isClusterTarget(target: RedisTarget): boolean {
  return typeof target !== "string" && (target.REDIS_CLUSTER_NODES?.length ?? 0) > 0;
}

/**
 * A connection to the target with these options: `new Redis(url)` for a single server; for a cluster,
 * ioredis' Cluster client (every node connection gets the options, the key prefix applied by the cluster
 * client, sharded pub/sub subscribers per node). The Cluster client is typed as `Redis`: it speaks the
 * same commands (routing each by its key's slot), and the few places that must know (scans, multi-key
 * commands over many slots) ask `redis.isCluster`.
 */
export function connectRedis(target: RedisTarget, options: RedisOptions = {}): Redis {
  if (typeof target === "string") return new Redis(target, options);
  if (!isClusterTarget(target)) return new Redis(target.REDIS_URL, options);
  const { keyPrefix, enableOfflineQueue, lazyConnect, ...nodeOptions } = options;
  const credentials = clusterCredentials(target.REDIS_URL);
  const clusterOptions: ClusterOptions = {
    keyPrefix,
    lazyConnect,
    enableOfflineQueue,
    // Sharded pub/sub (SSUBSCRIBE, the Socket.IO sharded adapter) subscribes on the node owning each
    // channel's slot.
    shardedSubscribers: true,
    // A cluster being resharded or failing over answers MOVED/TRYAGAIN/CLUSTERDOWN for a moment.
    retryDelayOnFailover: 100,
    retryDelayOnClusterDown: 100,
    redisOptions: { ...credentials, ...nodeOptions },
  };
  const nodes = (target.REDIS_CLUSTER_NODES ?? []).map((node) => {
    const at = node.lastIndexOf(":");
    return { host: node.slice(0, at), port: Number(node.slice(at + 1)) };
  });
  const cluster = new Cluster(nodes, clusterOptions);
  // ioredis connects to a node on its first command (within that command's timeout): every node is
  // connected as soon as the slots are known instead, so no request pays for it (nor times out on it).
  cluster.on("ready", () => {
    for (const node of cluster.nodes("all")) if (node.status === "wait") node.connect().catch(() => {});
  });
  return cluster as unknown as Redis;
}

function clusterCredentials(url: string): RedisOptions {
  try {
    const parsed = new URL(url);
    return {
      ...(parsed.username && { username: decodeURIComponent(parsed.username) }),
      ...(parsed.password && { password: decodeURIComponent(parsed.password) }),
      ...(parsed.protocol === "rediss:" && { tls: {} }),
    };
  } catch {
    return {};
  }
}

/**
 * A Redis client for our own keys. Every key is prefixed with `<REDIS_PREFIX>:` so that several
 * deployments (or test files) can share one server. BullMQ and the Socket.IO adapter take the prefix
 * through their own options instead.
 */
export function createRedis(target: RedisTarget, prefix: string, options: RedisOptions = {}): Redis {
  // A command fails after two reconnection attempts (about 150 ms) instead of ioredis' default twenty
  // (about 10 s): while Redis is down, requests degrade (rate limit skipped, token versions read from
  // the database, cache reads missed) instead of hanging. A Redis that keeps the connection open but
  // never answers (frozen, or packets dropped) never closes it: the command timeout bounds that case.
  return connectRedis(target, {
    keyPrefix: `${prefix}:`,
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    ...options,
  });
}

/**
 * BullMQ's key prefix: `<REDIS_PREFIX>:bull`, and on a cluster the same in a hash tag (`{pp:bull}`), so
 * that every key of every queue is in one slot, as BullMQ's Lua scripts need (BullMQ's advice for
 * clusters). The single-server prefix is unchanged, so jobs queued before an upgrade are still found.
 */
export function queuePrefix(config: { REDIS_PREFIX: string } & Exclude<RedisTarget, string>): string {
  return isClusterTarget(config) ? `{${config.REDIS_PREFIX}:bull}` : `${config.REDIS_PREFIX}:bull`;
}

/** The hash slot of a key as the server sees it (the client's key prefix included). */
export function keySlot(redis: Redis, key: string): number {
  const prefix = (redis.options as { keyPrefix?: string }).keyPrefix ?? "";
  return calculateSlot(`${prefix}${key}`);
}

/**
 * Keys grouped by hash slot, in first-seen order: on a cluster a multi-key command (MGET, DEL, a Lua
 * script) may only name keys of one slot. On a single server every key is in one group.
 */
export function groupBySlot<T>(redis: Redis, items: readonly T[], key: (item: T) => string): T[][] {
  if (!redis.isCluster) return items.length > 0 ? [[...items]] : [];
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const slot = keySlot(redis, key(item));
    const group = groups.get(slot);
    if (group) group.push(item);
    else groups.set(slot, [item]);
  }
  return [...groups.values()];
}

/** DEL of any number of keys: one command on a single server, one per hash slot on a cluster. */
export async function delKeys(redis: Redis, keys: readonly string[]): Promise<number> {
  const counts = await Promise.all(groupBySlot(redis, keys, (k) => k).map((group) => redis.del(...group)));
  return counts.reduce((a, b) => a + b, 0);
}

/** MGET (as Buffers) of any number of keys, in their order: one command per hash slot on a cluster. */
export async function mgetBuffers(redis: Redis, keys: readonly string[]): Promise<(Buffer | null)[]> {
  if (!redis.isCluster) return keys.length > 0 ? redis.mgetBuffer(...keys) : [];
  const indexed = keys.map((key, index) => ({ key, index }));
  const out: (Buffer | null)[] = new Array(keys.length).fill(null);
  await Promise.all(
    groupBySlot(redis, indexed, (e) => e.key).map(async (group) => {
      const values = await redis.mgetBuffer(...group.map((e) => e.key));
      group.forEach((e, i) => {
        out[e.index] = values[i] ?? null;
      });
    }),
  );
  return out;
}

/**
 * The full names of the keys matching `pattern` (the key prefix is not applied by SCAN): every master
 * of a cluster is scanned, a single server once.
 */
export async function scanKeys(redis: Redis, pattern: string, count = 500): Promise<string[]> {
  const nodes = redis.isCluster ? (redis as unknown as Cluster).nodes("master") : [redis];
  const found: string[] = [];
  for (const node of nodes) {
    for await (const keys of node.scanStream({ match: pattern, count }) as AsyncIterable<string[]>) {
      found.push(...keys);
    }
  }
  return found;
}

/** How long a command of ours (not BullMQ's blocking ones) waits for an answer before it fails. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** A connection for BullMQ: no key prefix (BullMQ has its own) and no retry limit on blocking commands. */
export function createQueueConnection(target: RedisTarget): Redis {
  return connectRedis(target, { maxRetriesPerRequest: null });
}

/**
 * True once a connection that was up has been lost (ioredis is reconnecting or gave up). Commands sent
 * now would wait behind reconnection attempts; callers that can do without Redis skip it instead.
 * Before the first connection (`connecting`) commands are queued and sent as soon as it is up.
 */
export function isRedisDown(redis: Redis): boolean {
  return redis.status === "reconnecting" || redis.status === "close" || redis.status === "end";
}

/**
 * A connection for BullMQ producers (`Queue.add` on a request path). With the offline queue off, a
 * command sent while Redis is unreachable fails at once instead of waiting, possibly forever, for Redis
 * to come back (BullMQ's advice for queues used in HTTP handlers); one sent just before the connection
 * drops fails after one reconnection attempt, and one Redis never answers fails after the command
 * timeout. Never for a Worker, whose blocking commands must wait.
 */
export function createQueueProducerConnection(target: RedisTarget): Redis {
  return connectRedis(target, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
}

/** True for the error of a command that got no answer within its `commandTimeout`. */
export function isRedisTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === "Command timed out";
}

/** A Lua script for `withScripts`: its number of keys (-1: given by each call's first argument). */
export interface RedisScript {
  numberOfKeys: number;
  lua: string;
}

const scriptSets = new WeakMap<Redis, Set<object>>();

/**
 * The connection with these scripts defined on it as commands (EVALSHA, loaded on first use by
 * ioredis; the name of each is its key in `scripts`). Defined once per connection and script set, so
 * it can be called on every use.
 */
export function withScripts<S extends Record<string, RedisScript>>(
  redis: Redis,
  scripts: S,
): Redis & { [N in keyof S]: (...args: (string | number | Buffer)[]) => Promise<unknown> } {
  let defined = scriptSets.get(redis);
  if (!defined) {
    defined = new Set();
    scriptSets.set(redis, defined);
  }
  if (!defined.has(scripts)) {
    for (const [name, script] of Object.entries(scripts))
      redis.defineCommand(name, {
        numberOfKeys: script.numberOfKeys < 0 ? undefined : script.numberOfKeys,
        lua: script.lua,
      });
    defined.add(scripts);
  }
  return redis as Redis & { [N in keyof S]: (...args: (string | number | Buffer)[]) => Promise<unknown> };
}

const batching = new WeakSet<Redis>();

/**
 * Holds the client's socket writes until the check phase of this turn of the event loop, so the
 * commands issued in this turn (the reads of every request authenticated in it that must go to
 * Redis, the rate limit's increments) leave in one write instead of one per command (a system call
 * each, 15% of the API's CPU on a cached feed read: bench profile). ioredis' auto-pipelining
 * defers the same way (setImmediate) but also batches replies through its pipeline code, where a
 * failing command crashed the process (api wire-deps.ts); here ioredis sees ordinary commands and only
 * the socket waits. A write is held for the rest of this turn at most: an immediate always runs, and
 * the loop does not block for I/O while one is pending. A Cluster client (no single socket) is left
 * as it is.
 */
export function batchWrites(redis: Redis): void {
  const stream = redis.stream;
  if (redis.status !== "ready" || !stream || batching.has(redis)) return;
  batching.add(redis);
  stream.cork();
  setImmediate(() => {
    batching.delete(redis);
    stream.uncork();
  });
}
