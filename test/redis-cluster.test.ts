/**
 * The core journeys on a Redis Cluster (REDIS_CLUSTER_NODES): three masters of the machine's
 * `redis-server` started for this file, every Redis user of the API, the realtime service and the
 * payout service on ioredis' Cluster client: caches and token versions, the rate limit, timelines and
 * their fan-out, BullMQ (a `{prefix:bull}` hash tag), presence, the sharded Socket.IO adapter between
 * two realtime instances, and the payout lock.
 */
import { payouts } from "@playpal/db";
import { verifyLedger } from "@playpal/ledger";
import {
  clientSideCacheOf,
  createRedis,
  delKeys,
  groupBySlot,
  keySlot,
  mgetBuffers,
  queuePrefix,
  type Redis,
  readCached,
  scanKeys,
} from "@playpal/platform";
import type { Worker } from "bullmq";
import type { Cluster } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  beginTimeline,
  fanOutToTimelines,
  finishTimeline,
} from "../services/api/src/feeds/timeline-store.ts";
import { createBackgroundWorker } from "../services/api/src/jobs-worker.ts";
import { commerceEnv, REVENUECAT_SECRET, revenueCatEvent } from "./commerce-factories.ts";
import { earn, expectLedgerClean, payableCreator } from "./payout-factories.ts";
import { createPayoutHarness } from "./payout-harness.ts";
import { createRealtimeTestEnv, httpApi, type RealtimeTestEnv, signUp, waitFor } from "./realtime.ts";
import { type RedisCluster, startRedisCluster } from "./redis-cluster.ts";

let cluster: RedisCluster;
let env: RealtimeTestEnv;
let worker: Worker;

beforeAll(async () => {
  cluster = await startRedisCluster();
  const { RATE_LIMIT_MAX: _keepDefaultLimit, ...money } = commerceEnv;
  env = await createRealtimeTestEnv({ env: { ...money, REDIS_CLUSTER_NODES: cluster.nodes } });
  worker = createBackgroundWorker(env.api.deps, { concurrency: 4 });
}, 60_000);
afterAll(async () => {
  await worker?.close();
  await env?.close();
  await cluster?.close();
});

const api = httpApi(() => env.apiUrl);

/** Until the background queue (fan-out and timeline builds) has nothing left to run. */
async function drain(): Promise<void> {
  const queue = env.api.deps.queues.background;
  for (let i = 0; i < 500; i += 1) {
    const counts = await queue.getJobCounts("waiting", "active", "delayed", "prioritized");
    if (Object.values(counts).every((n) => n === 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the background queue did not drain");
}

const redis = (): Redis => env.api.deps.redis;
const masters = () => (redis() as unknown as Cluster).nodes("master");

describe("on a Redis Cluster", () => {
  it("runs the API's Redis users on the Cluster client, queues under one hash tag", async () => {
    expect(redis().isCluster).toBe(true);
    // The three masters, once the client has read the slots (it may still be connecting).
    await expect.poll(() => masters().length).toBe(3);
    const prefix = queuePrefix(env.api.config);
    expect(prefix).toBe(`{${env.api.config.REDIS_PREFIX}:bull}`);
    expect(env.api.deps.queues.background.opts.prefix).toBe(prefix);
    // A user's keys share a slot; different users' keys spread over slots.
    expect(keySlot(redis(), "tl:{u1}")).toBe(keySlot(redis(), "feed:{u1}:home:gzip"));
    expect(keySlot(redis(), "tv:{u1}")).toBe(keySlot(redis(), "tlm:{u1}"));
    expect(
      groupBySlot(redis(), ["tl:{u1}", "tl:{u2}", "tl:{u3}", "tl:{u1}"], (k) => k).length,
    ).toBeGreaterThan(1);
    // MGET and DEL over keys of many slots: one command per slot, answers in the keys' order.
    const keys = Array.from({ length: 40 }, (_, i) => `probe:{${i}}`);
    for (const [i, key] of keys.entries()) if (i % 2 === 0) await redis().set(key, `v${i}`);
    const values = await mgetBuffers(redis(), keys);
    expect(values.map((v) => v?.toString() ?? null)).toEqual(
      keys.map((_, i) => (i % 2 === 0 ? `v${i}` : null)),
    );
    expect(await delKeys(redis(), keys)).toBe(20);
    expect((await mgetBuffers(redis(), keys)).every((v) => v === null)).toBe(true);
  });

  it("signs up, follows, posts, fans out by slot and pages the feed", async () => {
    const ana = await signUp(api, "Ana", "ana_cluster");
    const ben = await signUp(api, "Ben", "ben_cluster");
    expect((await api("POST", `/user/${ana.id}/follow`, { token: ben.token })).body).toEqual({
      following: true,
    });

    // The rate limit (its Lua script on one key) answers from the cluster.
    const me = await api<{ id: string }>("GET", "/user/me", { token: ben.token });
    expect(me.status).toBe(200);
    expect(Number(me.headers.get("x-ratelimit-remaining"))).toBeGreaterThan(0);
    // Cached account read (its MGET split by slot): the same body twice.
    expect((await api("GET", "/user/me", { token: ben.token })).body).toEqual(me.body);

    // Ben's first feed read builds his timeline (a job on BullMQ over the cluster).
    const first = await api<{ items: unknown[] }>("GET", "/feed", { token: ben.token });
    expect(first).toMatchObject({ status: 200, body: { items: [] } });
    await drain();
    expect(await redis().hget(`tlm:{${ben.id}}`, "ready")).toBe("1");

    const posted = await api<{ id: string }>("POST", "/posts", {
      token: ana.token,
      json: { body: "gg on 3 shards" },
    });
    expect(posted.status).toBe(201);
    await drain();
    expect(await redis().zscore(`tl:{${ben.id}}`, posted.body.id)).not.toBeNull();
    // (The first page read before the post stays cached for its TTL: another page size is read.)
    const feed = await api<{ items: { id: string }[] }>("GET", "/feed?limit=5", { token: ben.token });
    expect(feed.body.items.map((p) => p.id)).toEqual([posted.body.id]);
    // Ben reacts: his cached pages are cleared (a MULTI and a DEL on his slot) and the next read shows it.
    expect((await redis().smembers(`feedkeys:{${ben.id}}`)).length).toBeGreaterThan(0);
    const reacted = await api("POST", "/reactions", {
      token: ben.token,
      json: { postId: posted.body.id, kind: "love" },
    });
    expect(reacted.status).toBe(201);
    await expect.poll(() => redis().smembers(`feedkeys:{${ben.id}}`)).toEqual([]);
    const after = await api<{ items: { reactionCounts: Record<string, number> }[] }>("GET", "/feed?limit=5", {
      token: ben.token,
    });
    expect(after.body.items[0]?.reactionCounts.love).toBe(1);

    // Fan-out onto timelines of many slots (so of every node): one script per slot, every one reached.
    const followers = Array.from(
      { length: 60 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    for (const id of followers) {
      await beginTimeline(redis(), id, 60, "t");
      await finishTimeline(redis(), id, { token: "t", size: 10, floor: null, ttlSeconds: 60, seed: [] });
    }
    const slots = groupBySlot(redis(), followers, (id) => `tl:{${id}}`);
    expect(slots.length).toBeGreaterThan(30);
    const entry = { at: Date.now(), id: "11111111-1111-4111-8111-111111111111" };
    expect(await fanOutToTimelines(redis(), 10, entry, followers)).toBe(followers.length);
    for (const id of followers) expect(await redis().zscore(`tl:{${id}}`, entry.id)).toBe(String(entry.at));

    // Every master holds some of this deployment's keys.
    for (const node of masters()) {
      const keys = await scanKeys(node as unknown as Redis, `${env.api.config.REDIS_PREFIX}:*`);
      expect(keys.length).toBeGreaterThan(0);
    }
  });

  it("delivers a DM, typing and presence between two realtime instances over sharded pub/sub", async () => {
    const cleo = await signUp(api, "Cleo", "cleo_cluster");
    const dan = await signUp(api, "Dan", "dan_cluster");
    await api("POST", `/user/${cleo.id}/follow`, { token: dan.token });
    const second = await env.startRealtime();
    const danSocket = await env.connect(dan.token, { url: second.url });

    // Cleo comes online on the first instance; Dan, a follower on the second, is told.
    const online = waitFor(danSocket, "presence:update", {
      filter: (p) => p.userId === cleo.id,
      timeoutMs: 10_000,
    });
    const cleoSocket = await env.connect(cleo.token);
    expect(await online).toMatchObject({ userId: cleo.id, status: "online" });

    const opened = await api<{ id: string }>("POST", "/conversations", {
      token: cleo.token,
      json: { participantIds: [dan.id] },
    });
    expect(opened.status).toBe(201);
    for (const socket of [cleoSocket, danSocket]) {
      expect(await socket.emitWithAck("dm:join", { conversationId: opened.body.id })).toEqual({ ok: true });
    }
    const typing = waitFor(danSocket, "dm:typing");
    cleoSocket.emit("dm:typing:start", { conversationId: opened.body.id });
    expect(await typing).toEqual({ conversationId: opened.body.id, userId: cleo.id, isTyping: true });

    const arrived = waitFor(danSocket, "dm:message:new");
    const sent = await api<{ id: string }>("POST", `/conversations/${opened.body.id}/messages`, {
      token: cleo.token,
      json: { body: "sharded hello" },
    });
    expect(sent.status).toBe(201);
    expect((await arrived).message).toEqual(
      expect.objectContaining({ id: sent.body.id, body: "sharded hello" }),
    );

    // Cleo leaves: Dan hears she went offline.
    const offline = waitFor(danSocket, "presence:update", {
      filter: (p) => p.userId === cleo.id && p.status === "offline",
      timeoutMs: 10_000,
    });
    cleoSocket.disconnect();
    expect(await offline).toMatchObject({ userId: cleo.id, status: "offline" });
  });

  it("credits a coin purchase and pays a subscription, the ledger balanced", async () => {
    const dana = await signUp(api, "Dana", "dana_cluster");
    const eli = await signUp(api, "Eli", "eli_cluster");
    const purchase = await api<{ outcome: string }>("POST", "/webhooks/revenuecat", {
      headers: { authorization: `Bearer ${REVENUECAT_SECRET}` },
      json: revenueCatEvent({ type: "INITIAL_PURCHASE", app_user_id: eli.id, product_id: "coins_500" }),
    });
    expect(purchase.body).toEqual({ ok: true, outcome: "credited" });
    await api("PUT", "/user/me/subscription", { token: dana.token, json: { priceCoins: 100 } });
    const subscribed = await api("POST", "/subscriptions", {
      token: eli.token,
      json: { creatorId: dana.id },
    });
    expect(subscribed).toMatchObject({ status: 201, body: { active: true } });
    expect((await api("GET", "/wallet", { token: eli.token })).body).toMatchObject({ coins: 450 });
    expect((await api("GET", "/wallet", { token: dana.token })).body).toMatchObject({
      availableEarningsCents: 80,
    });
    expect((await verifyLedger(env.api.db)).ok).toBe(true);
  });

  it("runs one payout at a time under the lock on the cluster", async () => {
    const harness = await createPayoutHarness({ REDIS_CLUSTER_NODES: cluster.nodes });
    try {
      const creator = await payableCreator(harness.db, "acct_cluster_1");
      await earn(harness.db, creator, 2500, new Date("2026-10-10T12:00:00Z"));
      const [a, b] = [harness.replica(), harness.replica()];
      expect(a.redis.isCluster).toBe(true);
      const now = new Date("2026-11-23T10:00:00Z");
      const runs = await Promise.all([
        a.runner.calculate("2026-10", now),
        b.runner.calculate("2026-10", now),
      ]);
      expect(runs.filter((r) => r.ran)).toHaveLength(1);
      expect(runs.filter((r) => !r.ran).map((r) => !r.ran && r.reason)).toEqual(["busy"]);
      expect(await a.redis.exists("lock:payout")).toBe(0);
      const transfer = await b.runner.transfer({ period: "2026-10" });
      expect(transfer.ran).toBe(true);
      const rows = await harness.db.select().from(payouts);
      expect(rows.map((r) => [r.creatorId, r.amountCents])).toEqual([[creator, 2500]]);
      await expectLedgerClean(harness.db);
    } finally {
      await harness.close();
    }
  });

  it("holds hot keys in process memory with one tracked pair per master, kept true by each master's invalidations", async () => {
    const cache = clientSideCacheOf(redis());
    if (!cache) throw new Error("the API has no client-side cache");
    await cache.whenTracking();
    const pairs = cache.connections();
    expect(pairs.map((p) => p.node).sort()).toEqual(
      masters()
        .map((m) => `${m.options.host}:${m.options.port}`)
        .sort(),
    );
    // Another process's writer on the same cluster and prefix.
    const writer = createRedis(
      { REDIS_URL: env.api.config.REDIS_URL, REDIS_CLUSTER_NODES: cluster.nodes.split(",") },
      env.api.config.REDIS_PREFIX,
    ).on("error", () => {});
    try {
      // Keys on every master (a user's keys share a slot; users spread over the three).
      const keys = Array.from({ length: 12 }, (_, i) => `tv:{cs${i}}`);
      expect(
        new Set(keys.map((k) => (redis() as unknown as Cluster).slots[keySlot(redis(), k)]?.[0])).size,
      ).toBe(3);
      for (const key of keys) await writer.set(key, "1");
      expect((await readCached(redis(), keys)).map(String)).toEqual(keys.map(() => "1"));
      const held = readCached(redis(), keys);
      expect(held instanceof Promise).toBe(false);
      for (const key of keys) await writer.set(key, "2");
      await expect.poll(() => keys.filter((k) => cache.peek(k) !== undefined)).toEqual([]);
      expect((await readCached(redis(), keys)).map(String)).toEqual(keys.map(() => "2"));
      // One master's invalidation connection killed: everything dropped, read through until tracking is back.
      const [first] = pairs;
      const node = createRedis(`redis://${first?.node}`, "none");
      try {
        const clients = String(await node.call("CLIENT", "LIST")).split("\n");
        const ids = clients
          .filter((line) => line.includes(" name=playpal-csc-invalidations "))
          .map((line) => /id=(\d+)/.exec(line)?.[1] as string);
        expect(ids.length).toBeGreaterThan(0);
        for (const id of ids) await node.call("CLIENT", "KILL", "ID", id);
      } finally {
        node.disconnect();
      }
      await expect.poll(() => cache.tracking, { interval: 2 }).toBe(false);
      expect(cache.stats().entries).toBe(0);
      await cache.whenTracking();
      for (const key of keys) await writer.set(key, "3");
      expect((await readCached(redis(), keys)).map(String)).toEqual(keys.map(() => "3"));
      await expect.poll(() => readCached(redis(), keys) instanceof Promise).toBe(false);
    } finally {
      writer.disconnect();
    }
  });
});
