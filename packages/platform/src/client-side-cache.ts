import { type Cluster, Redis, type RedisOptions } from "ioredis";
import { LRUCache } from "lru-cache";
import { Counter, Gauge } from "prom-client";
import type { Logger } from "./logger.ts";
import { metricsRegistry } from "./metrics.ts";
import { keySlot, mgetBuffers } from "./redis.ts";

/**
 * A copy of chosen Redis keys in process memory, kept true by Redis's server-assisted client-side
 * caching (`CLIENT TRACKING`, https://redis.io/docs/latest/develop/reference/client-side-caching/), so
 * that a hot read (a token version, a cached page and its generations) waits on no network.
 *
 * How it stays true. Per Redis server (per master on a Cluster) the process holds a tracked pair: a
 * `data` connection that reads the keys, with `CLIENT TRACKING on REDIRECT <id>`, and an `invalidation`
 * connection (RESP2, as ioredis drops RESP3's invalidation pushes) SUBSCRIBEd to `__redis__:invalidate`
 * whose id that is. From then on Redis sends, on the second connection, the name of every key the
 * first has read as soon as anyone changes it, deletes it or it expires (default mode: the keys this
 * process read, each once per read; `bcast`: every change of a key under the given prefixes), and a
 * null message when the database is flushed. A key is held only when it was read on a pair that was
 * tracking when the read was sent and still is when the reply arrives.
 *
 * The failure rules (each tested in `client-side-cache.test.ts`):
 * - when either connection of a pair closes (a drop, `CLIENT KILL`, a restart) or its heartbeat finds
 *   it unanswered or no longer a master (a failover), everything the process holds is dropped and
 *   reads go through Redis, as without this cache, until the pair is tracking again;
 * - a null invalidation (`FLUSHALL`, `FLUSHDB`) drops everything too;
 * - a read that raced an invalidation is never stored: each key being read has a fill ticket, which an
 *   invalidation (or a local write, `wrote`) of that key voids, and a flush voids them all (the
 *   process's epoch), since the reply and the invalidation come on two sockets in either order;
 * - this process's own writes drop their keys at once (every command of its client that is not a
 *   read, once answered; `wrote` for what a MULTI wrote): the writer's next read, on this instance,
 *   sees its write without waiting for the invalidation.
 * An entry also expires when its key does in Redis (its PTTL, read with it). Nothing else can leave a
 * stale value in the process: another instance's write reaches this one within the invalidation's
 * delivery (measured by `npm run bench`: docs/benchmarks.md).
 *
 * Attached to the process's Redis client (`createClientSideCache(redis, ...)`), it is found by
 * `readCached(redis, keys)` and `wrote(redis, keys)`, which fall back to plain Redis reads and do
 * nothing for a client without one (the realtime service, scripts, tests that do not want it).
 */
export interface ClientSideCache {
  /** Values of these keys (as the client names them, without its key prefix), in their order. */
  read(keys: readonly string[]): CachedValues | Promise<CachedValues>;
  /** The held value of one key (null: held as absent), or undefined when it is not held. */
  peek(key: string): Buffer | null | undefined;
  /** After this process changed these keys in Redis: dropped here at once. */
  wrote(keys: readonly string[]): void;
  /** Whether every pair is tracking (values are held); false while reads go through Redis. */
  readonly tracking: boolean;
  /** Entries and their estimated bytes. */
  stats(): { entries: number; bytes: number };
  /** Resolves once every pair is tracking (tests, the bench). */
  whenTracking(timeoutMs?: number): Promise<void>;
  /** The tracked pairs' connections (tests: a paused socket, the bench). */
  connections(): { node: string; data: Redis; invalidation: Redis }[];
  close(): Promise<void>;
}

export type CachedValues = (Buffer | null)[];
export type TrackingMode = "default" | "bcast";

export interface ClientSideCacheOptions {
  /** The process memory the held values may take, keys and bookkeeping included (estimated). */
  maxBytes: number;
  /** `default`: Redis remembers the keys this process read; `bcast`: every change under `prefixes`. */
  mode?: TrackingMode;
  /** For `bcast`: the key families (without the client's key prefix) whose changes are broadcast. */
  prefixes?: readonly string[];
  logger?: Pick<Logger, "info" | "warn">;
  /** How often each pair is checked (PING on the invalidation connection, ROLE on the reader). */
  heartbeatMs?: number;
}

const INVALIDATE_CHANNEL = "__redis__:invalidate";
/** Estimated bytes of one entry besides its key and value (the LRU's slots, the wrapper, the buffer's). */
const ENTRY_OVERHEAD_BYTES = 160;
const PAIR_TIMEOUT_MS = 1000;

const attached = new WeakMap<Redis, ClientSideCache>();

/** Commands of ours that change no key (every other command drops the held keys it names). */
const READ_COMMANDS = new Set([
  "get",
  "mget",
  "exists",
  "pttl",
  "ttl",
  "type",
  "strlen",
  "hget",
  "hmget",
  "hgetall",
  "hexists",
  "smembers",
  "sismember",
  "scard",
  "zcard",
  "zscore",
  "zrange",
  "zrangebyscore",
  "zrevrange",
  "zrevrangebyscore",
  "lrange",
  "llen",
  "scan",
  "ping",
  "info",
]);

/**
 * Values of these keys through the client-side cache of `redis` when it has one (from process memory
 * when every key is held), else one MGET per hash slot as `mgetBuffers`.
 */
export function readCached(redis: Redis, keys: readonly string[]): CachedValues | Promise<CachedValues> {
  const cache = attached.get(redis);
  return cache ? cache.read(keys) : mgetBuffers(redis, keys);
}

/** This process changed these keys in Redis: its client-side cache (if any) drops them at once. */
export function wrote(redis: Redis, keys: readonly string[]): void {
  attached.get(redis)?.wrote(keys);
}

/** The client-side cache attached to `redis`, if any. */
export function clientSideCacheOf(redis: Redis): ClientSideCache | undefined {
  return attached.get(redis);
}

const cacheLookups = new Counter({
  name: "client_cache_lookups_total",
  help: "Keys looked up in the process's client-side cache by result: hit (answered from memory), miss (read from Redis and held), bypass (read through Redis while not tracking)",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});
const cacheEvictions = new Counter({
  name: "client_cache_evictions_total",
  help: "Entries the client-side cache dropped to stay within CLIENT_CACHE_MAX_MB",
  registers: [metricsRegistry],
});
const cacheInvalidations = new Counter({
  name: "client_cache_invalidations_total",
  help: "Keys dropped from the client-side cache by source: redis (an invalidation message), local (this process's write)",
  labelNames: ["source"] as const,
  registers: [metricsRegistry],
});
const cacheFlushes = new Counter({
  name: "client_cache_flushes_total",
  help: "Times the client-side cache dropped everything, by reason (connection, heartbeat, failover, flushall, moved, closed)",
  labelNames: ["reason"] as const,
  registers: [metricsRegistry],
});
const caches = new Set<CacheImpl>();
new Gauge({
  name: "client_cache_bytes",
  help: "Estimated bytes held by the client-side cache (keys, values and bookkeeping)",
  registers: [metricsRegistry],
  collect() {
    this.set([...caches].reduce((sum, cache) => sum + cache.stats().bytes, 0));
  },
});
new Gauge({
  name: "client_cache_entries",
  help: "Keys held by the client-side cache",
  registers: [metricsRegistry],
  collect() {
    this.set([...caches].reduce((sum, cache) => sum + cache.stats().entries, 0));
  },
});
new Gauge({
  name: "client_cache_tracking",
  help: "1 while every tracked pair of the client-side cache is tracking (hits answered from memory), 0 while reads go through Redis",
  registers: [metricsRegistry],
  collect() {
    this.set([...caches].every((cache) => cache.tracking) ? 1 : 0);
  },
});

/** One key's read in flight: an invalidation (or a local write) of the key before its reply voids it. */
interface FillTicket {
  voided: boolean;
  readers: number;
}

interface Held {
  value: Buffer | null;
}

/**
 * The client-side cache of `redis` (a single server's client or ioredis' Cluster client, whose key
 * prefix and credentials the tracked pairs take), attached to it for `readCached` and `wrote`.
 */
export function createClientSideCache(redis: Redis, options: ClientSideCacheOptions): ClientSideCache {
  const cache = new CacheImpl(redis, options);
  attached.set(redis, cache);
  caches.add(cache);
  return cache;
}

class CacheImpl implements ClientSideCache {
  readonly prefix: string;
  /** Bumped by every flush: a read sent before it is never stored. */
  private epoch = 0;
  private readonly held: LRUCache<string, Held>;
  private readonly filling = new Map<string, FillTicket>();
  private readonly pairs = new Map<string, TrackedPair>();
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;
  /** On a Cluster: the master of each slot when the pairs were last matched to the slot map. */
  private mastersSeen = "";

  constructor(
    private readonly redis: Redis,
    readonly options: ClientSideCacheOptions,
  ) {
    this.prefix = (redis.options as { keyPrefix?: string }).keyPrefix ?? "";
    this.held = new LRUCache<string, Held>({
      maxSize: Math.max(1, options.maxBytes),
      sizeCalculation: (entry, key) => key.length + (entry.value?.length ?? 0) + ENTRY_OVERHEAD_BYTES,
      dispose: (_value, _key, reason) => {
        if (reason === "evict") cacheEvictions.inc();
      },
    });
    if (redis.isCluster) {
      const cluster = redis as unknown as Cluster;
      const match = () => this.matchMasters(cluster);
      cluster.on("refresh", match);
      cluster.on("+node", match);
      cluster.on("-node", match);
      match();
    } else {
      const { host, port } = redis.options;
      this.pairs.set(`${host}:${port}`, new TrackedPair(this, pairOptions(redis.options)));
    }
    this.dropOwnWrites();
    this.heartbeat = setInterval(() => {
      for (const pair of this.pairs.values()) pair.check();
    }, options.heartbeatMs ?? 1000);
    this.heartbeat.unref();
  }

  get tracking(): boolean {
    if (this.pairs.size === 0) return false;
    for (const pair of this.pairs.values()) if (!pair.tracking) return false;
    return true;
  }

  stats() {
    return { entries: this.held.size, bytes: this.held.calculatedSize };
  }

  peek(key: string): Buffer | null | undefined {
    return this.held.get(key)?.value;
  }

  read(keys: readonly string[]): CachedValues | Promise<CachedValues> {
    const out: CachedValues = new Array(keys.length).fill(null);
    let missing: number[] | null = null;
    for (let i = 0; i < keys.length; i += 1) {
      const entry = this.held.get(keys[i] as string);
      if (entry) out[i] = entry.value;
      else if (missing) missing.push(i);
      else missing = [i];
    }
    if (missing === null) {
      cacheLookups.inc({ result: "hit" }, keys.length);
      return out;
    }
    if (keys.length > missing.length) cacheLookups.inc({ result: "hit" }, keys.length - missing.length);
    // One read per tracking pair and hash slot (a Cluster node refuses an MGET across slots); what no
    // tracking pair serves goes through the process's client.
    const groups = new Map<string, { pair: TrackedPair | null; indexes: number[] }>();
    for (const i of missing) {
      const key = keys[i] as string;
      const pair = this.pairOf(key);
      const route = pair?.tracking ? pair : null;
      const group = route ? `${route.node}/${this.redis.isCluster ? keySlot(this.redis, key) : 0}` : "";
      const found = groups.get(group);
      if (found) found.indexes.push(i);
      else groups.set(group, { pair: route, indexes: [i] });
    }
    return Promise.all(
      [...groups.values()].map(async ({ pair, indexes }) => {
        const names = indexes.map((i) => keys[i] as string);
        const values = pair ? await this.fill(pair, names) : await this.bypass(names);
        indexes.forEach((at, n) => {
          out[at] = values[n] ?? null;
        });
      }),
    ).then(() => out);
  }

  /** Reads through the process's client, holding nothing (no pair is tracking these keys). */
  private bypass(keys: string[]): Promise<CachedValues> {
    cacheLookups.inc({ result: "bypass" }, keys.length);
    return mgetBuffers(this.redis, keys);
  }

  /** One read on a tracking pair; each value is held unless its ticket was voided meanwhile. */
  private async fill(pair: TrackedPair, keys: string[]): Promise<CachedValues> {
    const epoch = this.epoch;
    const tickets = keys.map((key) => {
      let ticket = this.filling.get(key);
      if (!ticket) {
        ticket = { voided: false, readers: 0 };
        this.filling.set(key, ticket);
      }
      ticket.readers += 1;
      return ticket;
    });
    try {
      const { values, ttls } = await pair.read(keys);
      if (epoch === this.epoch && pair.tracking) {
        keys.forEach((key, i) => {
          if (tickets[i]?.voided || !this.followed(key)) return;
          const ttl = ttls[i] as number;
          // -1: no expiry (held until invalidated); -2: absent (held as absent: its creation invalidates).
          if (ttl === 0) return;
          const value = values[i] ?? null;
          this.held.set(key, { value: value && copyOf(value) }, ttl > 0 ? { ttl } : undefined);
        });
      }
      cacheLookups.inc({ result: "miss" }, keys.length);
      return values;
    } catch (error) {
      // MOVED (a resharding or failover the process has not seen yet), a timeout or a dropped
      // connection: this read goes through the process's client, and what is held may be stale.
      if (error instanceof Error && /^(MOVED|ASK) /.test(error.message)) {
        this.flush("moved");
        (this.redis as unknown as Cluster).refreshSlotsCache?.();
      }
      return this.bypass(keys);
    } finally {
      keys.forEach((key, i) => {
        const ticket = tickets[i] as FillTicket;
        ticket.readers -= 1;
        if (ticket.readers === 0 && this.filling.get(key) === ticket) this.filling.delete(key);
      });
    }
  }

  /**
   * Every command this process sends through its client that is not a read drops the held keys it
   * names once answered (and voids their reads in flight): the writer's next read on this instance
   * sees its write, whichever code path wrote (a cache clear, a revocation, a test's DEL), without
   * waiting for Redis's invalidation, which follows. A script's or command's other arguments that
   * happen to equal a held key's name only cost that key a read.
   */
  private dropOwnWrites(): void {
    const redis = this.redis;
    const send = redis.sendCommand.bind(redis) as (...args: unknown[]) => ReturnType<Redis["sendCommand"]>;
    const prefix = this.prefix;
    redis.sendCommand = ((command: Parameters<Redis["sendCommand"]>[0], ...rest: unknown[]) => {
      const result = send(command, ...rest);
      if (!READ_COMMANDS.has(command.name) && (this.held.size > 0 || this.filling.size > 0)) {
        const named: string[] = [];
        for (const arg of command.args) {
          if (typeof arg !== "string" || !arg.startsWith(prefix)) continue;
          const key = arg.slice(prefix.length);
          if (this.held.has(key) || this.filling.has(key)) named.push(key);
        }
        if (named.length > 0) {
          const drop = () => this.wrote(named);
          command.promise.then(drop, drop);
        }
      }
      return result;
    }) as Redis["sendCommand"];
  }

  /** Whether Redis tells this process of every change of `key` (BCAST: only under its prefixes). */
  private followed(key: string): boolean {
    if (this.options.mode !== "bcast") return true;
    return (this.options.prefixes ?? []).some((prefix) => key.startsWith(prefix));
  }

  wrote(keys: readonly string[]): void {
    for (const key of keys) this.drop(key);
    cacheInvalidations.inc({ source: "local" }, keys.length);
  }

  /** An invalidation message: the keys (with the client's key prefix) or null (the database flushed). */
  invalidated(message: Buffer | Buffer[] | null): void {
    if (message === null || !Array.isArray(message)) {
      this.flush("flushall");
      return;
    }
    let n = 0;
    for (const raw of message) {
      const name = raw.toString();
      if (!name.startsWith(this.prefix)) continue;
      this.drop(name.slice(this.prefix.length));
      n += 1;
    }
    cacheInvalidations.inc({ source: "redis" }, n);
  }

  private drop(key: string): void {
    this.held.delete(key);
    const ticket = this.filling.get(key);
    if (ticket) {
      ticket.voided = true;
      this.filling.delete(key);
    }
  }

  /** Drops everything held and voids every read in flight. */
  flush(reason: string): void {
    this.epoch += 1;
    for (const ticket of this.filling.values()) ticket.voided = true;
    this.filling.clear();
    this.held.clear();
    cacheFlushes.inc({ reason });
  }

  logState(pair: TrackedPair, state: "tracking" | "lost", reason?: string): void {
    if (this.closed) return;
    if (state === "tracking")
      this.options.logger?.info({ node: pair.node }, "client-side cache tracking: hits from process memory");
    else
      this.options.logger?.warn(
        { node: pair.node, reason },
        "client-side cache not tracking: everything held dropped, reads go through Redis",
      );
  }

  private pairOf(key: string): TrackedPair | undefined {
    if (!this.redis.isCluster) return this.pairs.values().next().value;
    const node = (this.redis as unknown as Cluster).slots[keySlot(this.redis, key)]?.[0];
    return node === undefined ? undefined : this.pairs.get(node);
  }

  /**
   * On a Cluster: one pair per master of the slot map. A slot whose master changed (a failover, a
   * resharding) may hold values whose invalidations now come from elsewhere: everything is dropped.
   */
  private matchMasters(cluster: Cluster): void {
    if (this.closed) return;
    const masters = new Set<string>();
    for (const owners of cluster.slots) if (owners?.[0]) masters.add(owners[0]);
    const seen = cluster.slots.map((owners) => owners?.[0] ?? "").join(",");
    if (seen === this.mastersSeen) return;
    if (this.mastersSeen !== "") this.flush("failover");
    this.mastersSeen = seen;
    for (const [node, pair] of this.pairs) {
      if (masters.has(node)) continue;
      this.pairs.delete(node);
      pair.close();
    }
    const base = cluster.options.redisOptions ?? {};
    for (const node of masters) {
      if (this.pairs.has(node)) continue;
      const at = node.lastIndexOf(":");
      this.pairs.set(
        node,
        new TrackedPair(
          this,
          pairOptions({
            ...base,
            keyPrefix: this.prefix,
            host: node.slice(0, at),
            port: Number(node.slice(at + 1)),
          }),
        ),
      );
    }
  }

  connections() {
    return [...this.pairs.values()].map(({ node, data, invalidation }) => ({ node, data, invalidation }));
  }

  async whenTracking(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.tracking) {
      if (Date.now() > deadline) throw new Error(`client-side cache not tracking after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    caches.delete(this);
    if (attached.get(this.redis) === this) attached.delete(this.redis);
    this.flush("closed");
    await Promise.all([...this.pairs.values()].map((pair) => pair.close()));
    this.pairs.clear();
  }
}

/** The options of a pair's connections: the process client's server, credentials, TLS and key prefix. */
function pairOptions(options: RedisOptions): RedisOptions {
  const { host, port, path, username, password, tls, db, family, keyPrefix } = options;
  return { host, port, path, username, password, tls, db, family, keyPrefix };
}

/** An exact-size copy: a reply is a view of the socket's whole read buffer, which it would keep alive. */
function copyOf(value: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(value.length);
  value.copy(copy);
  return copy;
}

/**
 * The two connections to one server: `data` reads the held keys with tracking redirected to
 * `invalidation`, which hears what changed. `tracking` is true only while both are up, the
 * subscription and the redirection to its current id are confirmed, and the server is a master.
 */
class TrackedPair {
  readonly node: string;
  readonly data: Redis;
  readonly invalidation: Redis;
  tracking = false;
  /** The invalidation connection's client id while it is subscribed; null after it closed. */
  private subscribedAs: number | null = null;
  /** Bumped by every loss: a pairing that started before it does not turn tracking on. */
  private attempt = 0;
  private pairing: Promise<void> | null = null;
  private pairAgain = false;
  private checking = false;
  private closed = false;

  constructor(
    private readonly owner: CacheImpl,
    options: RedisOptions,
  ) {
    this.node = `${options.host}:${options.port}`;
    const common: RedisOptions = {
      ...options,
      // No queue behind a reconnection: a read while down goes through the process's client instead.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: PAIR_TIMEOUT_MS,
      lazyConnect: false,
    };
    this.data = new Redis({ ...common, connectionName: "playpal-csc-reader" });
    // RESP2: the invalidations come as messages of the subscribed channel (RESP3 pushes them as
    // `invalidate`, which ioredis drops). Resubscribed by hand on every connection, id first.
    this.invalidation = new Redis({
      ...common,
      keyPrefix: undefined,
      protocol: 2,
      autoResubscribe: false,
      connectionName: "playpal-csc-invalidations",
    });
    this.invalidation.on("messageBuffer", (channel: Buffer, message: Buffer | Buffer[] | null) => {
      if (channel.toString() === INVALIDATE_CHANNEL) owner.invalidated(message);
    });
    for (const connection of [this.data, this.invalidation]) {
      connection.on("error", () => {});
      connection.on("close", () => this.lost("connection"));
      connection.on("ready", () => {
        this.pair().catch(() => {});
      });
    }
    this.invalidation.on("close", () => {
      this.subscribedAs = null;
    });
  }

  /** The keys' values and PTTLs, one socket write (a reply of MGET and one PTTL per key). */
  async read(keys: string[]): Promise<{ values: CachedValues; ttls: number[] }> {
    const stream = this.data.stream;
    stream?.cork();
    const values = this.data.mgetBuffer(...keys);
    const ttls = keys.map((key) => this.data.pttl(key));
    // Every read of this turn leaves in one write (nested corks uncork together).
    if (stream) process.nextTick(() => stream.uncork());
    // Awaited together: when the MGET fails (a timeout, a dropped connection), so do the PTTLs, and
    // none of their rejections may be left unhandled.
    const [found, left] = await Promise.all([values, Promise.all(ttls)]);
    return { values: found, ttls: left };
  }

  private lost(reason: string): void {
    this.attempt += 1;
    if (!this.tracking) return;
    this.tracking = false;
    this.owner.flush(reason);
    this.owner.logState(this, "lost", reason);
  }

  /** Subscribes (when not yet) and turns tracking on, redirected to the subscriber's current id. */
  private pair(): Promise<void> {
    if (this.pairing) {
      // A connection became ready during a pairing that may have found it not ready: once more after.
      this.pairAgain = true;
      return this.pairing;
    }
    this.pairing = this.pairOnce().finally(() => {
      this.pairing = null;
      if (this.pairAgain) {
        this.pairAgain = false;
        this.pair().catch(() => {});
      }
    });
    return this.pairing;
  }

  private async pairOnce(): Promise<void> {
    const attempt = this.attempt;
    if (this.closed || this.tracking) return;
    if (this.data.status !== "ready" || this.invalidation.status !== "ready") return;
    if (this.subscribedAs === null) {
      const id = Number(await this.invalidation.client("ID"));
      await this.invalidation.subscribe(INVALIDATE_CHANNEL);
      this.subscribedAs = id;
    }
    const role = (await this.data.call("ROLE")) as [string, ...unknown[]];
    if (role[0] !== "master") return;
    const { mode = "default", prefixes = [] } = this.owner.options;
    const bcast =
      mode === "bcast" ? ["BCAST", ...prefixes.flatMap((p) => ["PREFIX", `${this.owner.prefix}${p}`])] : [];
    await this.data.call("CLIENT", "TRACKING", "off");
    await this.data.call("CLIENT", "TRACKING", "on", "REDIRECT", String(this.subscribedAs), ...bcast);
    if (attempt !== this.attempt || this.closed) return;
    if (this.data.status !== "ready" || this.invalidation.status !== "ready") return;
    this.tracking = true;
    this.owner.logState(this, "tracking");
  }

  /**
   * The heartbeat: the invalidation connection must answer (a silent one, behind a partition, would
   * hear nothing) and the server must still be a master (a failover that keeps connections open
   * moves the writes elsewhere). Else everything is dropped, and the pair connects again.
   */
  check(): void {
    if (this.closed || this.checking) return;
    if (!this.tracking) {
      this.pair().catch(() => {});
      return;
    }
    this.checking = true;
    Promise.all([this.invalidation.ping(), this.data.call("ROLE") as Promise<[string]>])
      .then(([, role]) => {
        if (role[0] !== "master") this.lost("failover");
      })
      .catch(() => {
        this.lost("heartbeat");
        this.invalidation.disconnect(true);
      })
      .finally(() => {
        this.checking = false;
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.tracking = false;
    this.data.disconnect();
    this.invalidation.disconnect();
  }
}
