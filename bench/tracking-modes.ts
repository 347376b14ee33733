/**
 * `npx tsx bench/tracking-modes.ts`: the client-side cache's two tracking modes side by side
 * (CLIENT_CACHE_MODE: `default`, Redis remembers the keys each process read; `bcast`, every change
 * under the cached prefixes goes to every process), on a redis-server of its own (test/redis-server.ts).
 *
 * Per mode: `BENCH_PROCESSES` caches (default 4, as API replicas) each hold `BENCH_HELD` keys of their
 * own (default 2,000) out of `BENCH_KEYS` (default 50,000) cached pages; a writer changes random keys
 * of the whole set (pipelined, as page stores and clears from every replica) for `BENCH_SECONDS`
 * (default 5) while each cache re-reads its held keys. Printed: writes/s, invalidation keys received
 * per process per second, how many of them named a key the process held, the held reads answered from
 * memory, Redis's CPU for the phase (INFO cpu) and its tracking table (INFO `tracking_total_keys`).
 */
import { randomBytes } from "node:crypto";
import { createClientSideCache, createRedis, metricsRegistry, readCached } from "@playpal/platform";
import { startRedisServer } from "../test/redis-server.ts";

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PROCESSES = env("BENCH_PROCESSES", 4);
const HELD = env("BENCH_HELD", 2_000);
const KEYS = env("BENCH_KEYS", 50_000);
const SECONDS = env("BENCH_SECONDS", 5);
const PREFIXES = ["feed:", "feedgen:", "tv:"];

async function invalidationsReceived(): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric("client_cache_invalidations_total")?.get();
  return metric?.values.find((v) => v.labels.source === "redis")?.value ?? 0;
}

function info(text: string, field: string): number {
  return Number(new RegExp(`^${field}:([\\d.]+)`, "m").exec(text)?.[1] ?? 0);
}

async function run(mode: "default" | "bcast") {
  const server = await startRedisServer();
  const prefix = `modes${randomBytes(3).toString("hex")}`;
  const writer = createRedis(server.url, prefix);
  const key = (i: number) => `feed:{u${i}}:home:gzip`;
  try {
    for (let i = 0; i < KEYS; i += 1000) {
      const batch = writer.pipeline();
      for (let j = i; j < Math.min(KEYS, i + 1000); j += 1) batch.set(key(j), "x".repeat(200));
      await batch.exec();
    }
    const readers = await Promise.all(
      Array.from({ length: PROCESSES }, async (_, p) => {
        const redis = createRedis(server.url, prefix);
        const cache = createClientSideCache(redis, { maxBytes: 64 * 1024 * 1024, mode, prefixes: PREFIXES });
        await cache.whenTracking();
        const held = Array.from({ length: HELD }, (_, i) => key((p * HELD + i) % KEYS));
        for (let i = 0; i < held.length; i += 100) await readCached(redis, held.slice(i, i + 100));
        return { redis, cache, held, hits: 0, reads: 0 };
      }),
    );
    const before = { invalidations: await invalidationsReceived(), cpu: String(await writer.info("cpu")) };
    const heldSet = new Set(readers.flatMap((r) => r.held.map((k) => `${prefix}:${k}`)));
    let heldWrites = 0;
    let writes = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const writing = (async () => {
      while (Date.now() < deadline) {
        const batch = writer.pipeline();
        for (let j = 0; j < 200; j += 1) {
          const k = key(Math.floor(Math.random() * KEYS));
          if (heldSet.has(`${prefix}:${k}`)) heldWrites += 1;
          batch.set(k, "y".repeat(200));
        }
        await batch.exec();
        writes += 200;
      }
    })();
    const reading = readers.map(async (r) => {
      while (Date.now() < deadline) {
        const k = r.held[Math.floor(Math.random() * r.held.length)] as string;
        const value = readCached(r.redis, [k]);
        r.reads += 1;
        if (!(value instanceof Promise)) r.hits += 1;
        else await value;
        if (r.reads % 200 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    });
    await Promise.all([writing, ...reading]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = { invalidations: await invalidationsReceived(), cpu: String(await writer.info("cpu")) };
    const tracking = String(await writer.info("stats"));
    const cpu = (text: string) => info(text, "used_cpu_sys") + info(text, "used_cpu_user");
    const received = after.invalidations - before.invalidations;
    const hits = readers.reduce((n, r) => n + r.hits, 0);
    const reads = readers.reduce((n, r) => n + r.reads, 0);
    for (const r of readers) {
      await r.cache.close();
      r.redis.disconnect();
    }
    return {
      mode,
      writesPerSecond: Math.round(writes / SECONDS),
      invalidationsPerProcessPerSecond: Math.round(received / PROCESSES / SECONDS),
      ofHeldKeys: received > 0 ? Math.min(1, heldWrites / received) : 0,
      heldReadsFromMemory: reads > 0 ? hits / reads : 0,
      redisCpuSeconds: cpu(after.cpu) - cpu(before.cpu),
      trackingTableKeys: info(tracking, "tracking_total_keys"),
    };
  } finally {
    writer.disconnect();
    await server.close();
  }
}

const results = [];
for (const mode of ["default", "bcast"] as const) results.push(await run(mode));
console.log(
  `${PROCESSES} processes holding ${HELD} of ${KEYS} keys each, a writer changing random keys for ${SECONDS} s`,
);
console.table(
  results.map((r) => ({
    mode: r.mode,
    "writes/s": r.writesPerSecond,
    "invalidated keys / process / s": r.invalidationsPerProcessPerSecond,
    "of them held": `${(r.ofHeldKeys * 100).toFixed(1)}%`,
    "held reads from memory": `${(r.heldReadsFromMemory * 100).toFixed(1)}%`,
    "Redis CPU s": r.redisCpuSeconds.toFixed(2),
    "tracking table keys": r.trackingTableKeys,
  })),
);
process.exit(0);
