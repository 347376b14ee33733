import { Redis, type RedisOptions } from "ioredis";

export type { Redis };

/**
 * A Redis client for our own keys. Every key is prefixed with `<REDIS_PREFIX>:` so that several
 * deployments (or test files) can share one server. BullMQ and the Socket.IO adapter take the prefix
 * through their own options instead.
 */
export function createRedis(url: string, prefix: string, options: RedisOptions = {}): Redis {
  // A command fails after two reconnection attempts (about 150 ms) instead of ioredis' default twenty
  // (about 10 s): while Redis is down, requests degrade (rate limit skipped, token versions read from
  // the database, cache reads missed) instead of hanging. A Redis that keeps the connection open but
  // never answers (frozen, or packets dropped) never closes it: the command timeout bounds that case.
  return new Redis(url, {
    keyPrefix: `${prefix}:`,
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    ...options,
  });
}

/** How long a command of ours (not BullMQ's blocking ones) waits for an answer before it fails. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** A connection for BullMQ: no key prefix (BullMQ has its own) and no retry limit on blocking commands. */
export function createQueueConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null });
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
export function createQueueProducerConnection(url: string): Redis {
  return new Redis(url, {
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
