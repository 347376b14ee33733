/**
 * The client-side cache against a redis-server of this file's own (test/redis-server.ts), which it
 * flushes, kills and restarts: what is held, how invalidations keep it true, and every failure rule.
 */
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sampleValue as sampleOf } from "#test/metrics.ts";
import { type RedisServer, startRedisServer } from "#test/redis-server.ts";
import { type ClientSideCache, createClientSideCache, readCached, wrote } from "./client-side-cache.ts";
import { metricsRegistry } from "./metrics.ts";
import { createRedis, type Redis } from "./redis.ts";

let server: RedisServer;
let replicaOf: RedisServer;
const opened: { close(): Promise<void> | void }[] = [];

beforeAll(async () => {
  [server, replicaOf] = await Promise.all([startRedisServer(), startRedisServer()]);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});
afterAll(async () => {
  await Promise.all([server?.close(), replicaOf?.close()]);
});

/** The process's client (as wire-deps builds it), another process's writer, and the cache. */
async function setUp(options: Partial<Parameters<typeof createClientSideCache>[1]> = {}) {
  const prefix = `c${randomBytes(4).toString("hex")}`;
  const redis = createRedis(server.url, prefix).on("error", () => {});
  const writer = createRedis(server.url, prefix).on("error", () => {});
  const cache = createClientSideCache(redis, { maxBytes: 1024 * 1024, heartbeatMs: 100, ...options });
  opened.push(
    { close: () => cache.close() },
    { close: () => redis.disconnect() },
    { close: () => writer.disconnect() },
  );
  await cache.whenTracking();
  return { redis, writer, cache };
}

/** Reads through the cache, awaiting only when it had to go to Redis; says which it was. */
async function read(redis: Redis, keys: string[]) {
  const values = readCached(redis, keys);
  const fromMemory = !(values instanceof Promise);
  return { fromMemory, values: (await values).map((v) => v?.toString() ?? null) };
}

const invalidated = (cache: ClientSideCache, key: string) =>
  expect.poll(() => cache.peek(key), { timeout: 5_000, interval: 5 }).toBeUndefined();

describe("the client-side cache", () => {
  it("answers a read it holds from memory, and a change by another client drops it", async () => {
    const { redis, writer, cache } = await setUp();
    await writer.set("tv:{u1}", "3");
    expect(await read(redis, ["tv:{u1}", "feedgen:{u1}"])).toEqual({
      fromMemory: false,
      values: ["3", null],
    });
    expect(await read(redis, ["tv:{u1}", "feedgen:{u1}"])).toEqual({ fromMemory: true, values: ["3", null] });
    // A key held as absent is invalidated by its creation too.
    await writer.incr("feedgen:{u1}");
    await invalidated(cache, "feedgen:{u1}");
    expect(cache.peek("tv:{u1}")?.toString()).toBe("3");
    await writer.set("tv:{u1}", "4");
    await invalidated(cache, "tv:{u1}");
    expect(await read(redis, ["tv:{u1}", "feedgen:{u1}"])).toEqual({ fromMemory: false, values: ["4", "1"] });
    expect(await read(redis, ["tv:{u1}", "feedgen:{u1}"])).toEqual({ fromMemory: true, values: ["4", "1"] });
  });

  it("drops this process's own writes at once, before Redis's invalidation arrives", async () => {
    const { redis, cache } = await setUp();
    await read(redis, ["tv:{u2}"]);
    expect(cache.peek("tv:{u2}")).toBeNull();
    await redis.set("tv:{u2}", "7");
    wrote(redis, ["tv:{u2}"]);
    expect(cache.peek("tv:{u2}")).toBeUndefined();
    expect(await read(redis, ["tv:{u2}"])).toEqual({ fromMemory: false, values: ["7"] });
  });

  it("holds a value no longer than its key lives in Redis", async () => {
    const { redis, writer, cache } = await setUp();
    await writer.set("feed:{u3}:home:gzip", "page", "PX", 300);
    expect((await read(redis, ["feed:{u3}:home:gzip"])).values).toEqual(["page"]);
    expect(cache.peek("feed:{u3}:home:gzip")?.toString()).toBe("page");
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(cache.peek("feed:{u3}:home:gzip")).toBeUndefined();
    expect(await read(redis, ["feed:{u3}:home:gzip"])).toEqual({ fromMemory: false, values: [null] });
  });

  it("never stores a read whose invalidation arrived before its reply", async () => {
    const { redis, writer, cache } = await setUp();
    await writer.set("tv:{u4}", "1");
    const [pair] = cache.connections();
    // The reply is held in the kernel while the reader's socket is paused; the write's invalidation,
    // on the other connection, is handled first: the order that would leave "1" held for ever.
    pair?.data.stream?.pause();
    const pending = readCached(redis, ["tv:{u4}"]) as Promise<(Buffer | null)[]>;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = await invalidationCount();
    await writer.set("tv:{u4}", "2");
    await expect.poll(invalidationCount, { interval: 5 }).toBeGreaterThan(before);
    pair?.data.stream?.resume();
    expect((await pending).map(String)).toEqual(["1"]);
    expect(cache.peek("tv:{u4}")).toBeUndefined();
    expect(await read(redis, ["tv:{u4}"])).toEqual({ fromMemory: false, values: ["2"] });
    expect(await read(redis, ["tv:{u4}"])).toEqual({ fromMemory: true, values: ["2"] });
  });

  it("flushes everything on FLUSHALL (a null invalidation)", async () => {
    const { redis, writer, cache } = await setUp();
    await writer.set("tv:{u5}", "1");
    await read(redis, ["tv:{u5}", "megen:all"]);
    expect(cache.stats().entries).toBe(2);
    await writer.flushall();
    await expect.poll(() => cache.stats().entries, { interval: 5 }).toBe(0);
    expect(await read(redis, ["tv:{u5}"])).toEqual({ fromMemory: false, values: [null] });
  });

  for (const connection of ["playpal-csc-invalidations", "playpal-csc-reader"]) {
    it(`flushes everything when its ${connection.endsWith("reader") ? "reading" : "invalidation"} connection is killed, reads through Redis until tracking is back`, async () => {
      const { redis, writer, cache } = await setUp();
      await writer.set("tv:{u6}", "1");
      await read(redis, ["tv:{u6}"]);
      expect(cache.peek("tv:{u6}")?.toString()).toBe("1");
      await killClients(writer, connection);
      await expect.poll(() => cache.tracking, { interval: 2 }).toBe(false);
      expect(cache.peek("tv:{u6}")).toBeUndefined();
      // Changed while no invalidation could be heard: never served from memory.
      await writer.set("tv:{u6}", "2");
      if (!cache.tracking) expect((await read(redis, ["tv:{u6}"])).values).toEqual(["2"]);
      await cache.whenTracking();
      expect(await read(redis, ["tv:{u6}"])).toEqual({ fromMemory: false, values: ["2"] });
      expect(await read(redis, ["tv:{u6}"])).toEqual({ fromMemory: true, values: ["2"] });
      await writer.set("tv:{u6}", "3");
      await invalidated(cache, "tv:{u6}");
    });
  }

  it("flushes everything when Redis restarts, and tracks again once it is back", async () => {
    const { redis, writer, cache } = await setUp();
    await writer.set("tv:{u7}", "1");
    await read(redis, ["tv:{u7}"]);
    await server.crash();
    await expect.poll(() => cache.tracking, { interval: 2 }).toBe(false);
    expect(cache.stats().entries).toBe(0);
    await server.start();
    await cache.whenTracking();
    // The restarted server lost the key (nothing persisted): read from it, not from before.
    await expect.poll(async () => (await read(redis, ["tv:{u7}"])).values).toEqual([null]);
    await writer.set("tv:{u7}", "5");
    await invalidated(cache, "tv:{u7}");
    expect((await read(redis, ["tv:{u7}"])).values).toEqual(["5"]);
  });

  it("flushes everything when its server stops being a master (a failover), tracks again when it is one", async () => {
    const { redis, writer, cache } = await setUp();
    await writer.set("tv:{u8}", "1");
    await read(redis, ["tv:{u8}"]);
    const port = new URL(replicaOf.url).port;
    try {
      await writer.call("REPLICAOF", "127.0.0.1", port);
      await expect.poll(() => cache.tracking, { interval: 5 }).toBe(false);
      expect(cache.stats().entries).toBe(0);
      expect((await read(redis, ["tv:{u8}"])).fromMemory).toBe(false);
      expect(cache.stats().entries).toBe(0);
    } finally {
      await writer.call("REPLICAOF", "NO", "ONE");
    }
    await cache.whenTracking();
    await writer.set("tv:{u8}", "2");
    expect((await read(redis, ["tv:{u8}"])).values).toEqual(["2"]);
    // (An invalidation of the key's earlier read may still be on its way: held once it has passed.)
    await expect.poll(async () => (await read(redis, ["tv:{u8}"])).fromMemory).toBe(true);
    expect(cache.peek("tv:{u8}")?.toString()).toBe("2");
  });

  it("stays within its byte budget, counting hits, misses, evictions and bytes on /metrics", async () => {
    const { redis, writer, cache } = await setUp({ maxBytes: 64 * 1024 });
    const value = "x".repeat(1000);
    const keys = Array.from({ length: 200 }, (_, i) => `feed:{u9}:p${i}:identity`);
    await writer.mset(...keys.flatMap((k) => [k, value]));
    const before = {
      hits: await lookups("hit"),
      misses: await lookups("miss"),
      evictions: await sampleValue(metricsRegistry, "client_cache_evictions_total"),
    };
    for (const key of keys) await read(redis, [key]);
    expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.stats().entries).toBeLessThan(200);
    await read(redis, [keys[199] as string]);
    expect(await lookups("miss")).toBe(before.misses + 200);
    expect(await lookups("hit")).toBe(before.hits + 1);
    expect(await sampleValue(metricsRegistry, "client_cache_evictions_total")).toBeGreaterThan(
      before.evictions,
    );
    expect(await sampleValue(metricsRegistry, "client_cache_bytes")).toBeGreaterThan(0);
  });

  it("in BCAST mode, is told of every change under its prefixes", async () => {
    const { redis, writer, cache } = await setUp({ mode: "bcast", prefixes: ["tv:", "feedgen:"] });
    await writer.set("tv:{u10}", "1");
    await read(redis, ["tv:{u10}", "other:{u10}"]);
    expect(cache.peek("tv:{u10}")?.toString()).toBe("1");
    // Outside its prefixes nothing would tell it of a change: never held.
    expect(cache.peek("other:{u10}")).toBeUndefined();
    await writer.set("tv:{u10}", "2");
    await invalidated(cache, "tv:{u10}");
    expect((await read(redis, ["tv:{u10}"])).values).toEqual(["2"]);
  });
});

/** A series' value now (0 before its first sample). */
async function sampleValue(
  registry: typeof metricsRegistry,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  return sampleOf(await registry.metrics(), name, labels) ?? 0;
}

async function invalidationCount(): Promise<number> {
  return sampleValue(metricsRegistry, "client_cache_invalidations_total", { source: "redis" });
}

function lookups(result: string): Promise<number> {
  return sampleValue(metricsRegistry, "client_cache_lookups_total", { result });
}

/** CLIENT KILL of every connection with this name (set by the cache on its connections). */
async function killClients(redis: Redis, name: string): Promise<void> {
  const list = String(await redis.call("CLIENT", "LIST"));
  const ids = list
    .split("\n")
    .filter((line) => line.includes(` name=${name} `))
    .map((line) => /id=(\d+)/.exec(line)?.[1])
    .filter((id): id is string => id !== undefined);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) await redis.call("CLIENT", "KILL", "ID", id);
}
