import { randomBytes } from "node:crypto";
import { createServer, type Server as HttpServer, request as httpRequest } from "node:http";
import { follows } from "@playpal/db";
import { createRedis } from "@playpal/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser } from "#test/context.ts";
import {
  type ClientSocket,
  createRealtimeTestEnv,
  type RealtimeTestEnv,
  receivedWithin,
  waitFor,
} from "#test/realtime.ts";
import { createPresence } from "./presence.ts";

/**
 * Presence announcements under a storm of connects, against the real API behind a local proxy at the
 * network edge: the proxy forwards everything and, on the audience routes (the batch and the per-user
 * pages), can hang, fail or slow the calls (an API overloaded or restarting). Redis, the API and the
 * realtime instances are real.
 */
let env: RealtimeTestEnv;
let proxy: HttpServer;
let proxyUrl: string;
/** Realtime instances calling the API through the proxy. */
let a: string;
let b: string;

/** How the proxy treats the next audience calls, in order; after them: `audienceAfter`. */
const audienceScript: ("hang" | "fail")[] = [];
let audienceAfter: "pass" | "fail" = "pass";
let audienceDelayMs = 0;
let audienceCalls = 0;

function forward(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) {
  const target = new URL(req.url ?? "/", env.apiUrl);
  const upstream = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    res.writeHead(502).end();
  });
  req.pipe(upstream);
}

beforeAll(async () => {
  proxy = createServer((req, res) => {
    if (req.url?.startsWith("/api/v1/internal/presence/")) {
      audienceCalls += 1;
      const step = audienceScript.shift() ?? audienceAfter;
      if (step === "hang") return; // never answers: the caller's timeout ends it
      if (step === "fail") {
        req.resume();
        res.writeHead(503, { "content-type": "application/json" }).end('{"message":"overloaded"}');
        return;
      }
      setTimeout(() => forward(req, res), audienceDelayMs);
      return;
    }
    forward(req, res);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  proxyUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  // Every instance calls the API through the proxy (one straight to the API would announce what the
  // proxy refuses to the others).
  env = await createRealtimeTestEnv({ apiTimeoutMs: 3000, realtimeApiUrl: proxyUrl });
  a = env.realtimeUrl;
  b = (await env.startRealtime({ apiUrl: proxyUrl, authApiUrl: proxyUrl })).url;
});

afterAll(async () => {
  await env?.close();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
});

/** Counts `presence:update` per user and status on a socket. */
function tally(socket: ClientSocket) {
  const counts = new Map<string, number>();
  socket.on("presence:update", (u: { userId: string; status: string }) => {
    const key = `${u.userId}:${u.status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

/**
 * Connects as a client would: a handshake refused as unavailable (the token check could not reach the
 * API in time, on a loaded test machine) is tried again, as socket.io-client's reconnection does.
 */
async function connectRetrying(token: string, url: string): Promise<ClientSocket> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await env.connect(token, { url });
    } catch (error) {
      const code = (error as { data?: { code?: string } }).data?.code;
      if (code !== "UPSTREAM_UNAVAILABLE" || attempt >= 5) throw error;
    }
  }
}

async function registerMany(n: number) {
  const users: { id: string; token: string }[] = [];
  for (let i = 0; i < n; i += 10) {
    users.push(
      ...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => registerUser(env.api.app)))),
    );
  }
  return users;
}

describe("presence under a storm of connects", () => {
  // Forty accounts, forty handshakes and the announcer's retries in one process: longer than most tests.
  it("announces every user once, in batches, while the API hangs, fails and then answers slowly", {
    timeout: 60_000,
  }, async () => {
    const watcher = await registerUser(env.api.app);
    const halfWatcher = await registerUser(env.api.app);
    const users = await registerMany(40);
    await env.api.db
      .insert(follows)
      .values([
        ...users.map((u) => ({ followerId: watcher.id, followingId: u.id })),
        ...users
          .filter((_, i) => i % 2 === 0)
          .map((u) => ({ followerId: halfWatcher.id, followingId: u.id })),
      ]);
    const watcherSocket = await env.connect(watcher.token, { url: a });
    const halfSocket = await env.connect(halfWatcher.token, { url: b });
    const heard = tally(watcherSocket);
    const halfHeard = tally(halfSocket);

    // The first call never answers (past the 3 s timeout), the next two are refused, the rest are slow.
    audienceScript.push("hang", "fail", "fail");
    audienceDelayMs = 150;
    const callsBefore = audienceCalls;
    await Promise.all(users.map((u, i) => connectRetrying(u.token, i % 2 === 0 ? a : b)));

    const online = (counts: Map<string, number>) => [...counts.keys()].filter((k) => k.endsWith(":online"));
    await expect.poll(() => online(heard).length, { timeout: 30_000, interval: 200 }).toBe(users.length);
    await expect
      .poll(() => online(halfHeard).length, { timeout: 10_000, interval: 200 })
      .toBe(users.length / 2);
    // Nothing more comes: each user was announced once, to exactly its followers.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([...heard.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    expect(new Set(heard.keys())).toEqual(new Set(users.map((u) => `${u.id}:online`)));
    expect(new Set(halfHeard.keys())).toEqual(
      new Set(users.filter((_, i) => i % 2 === 0).map((u) => `${u.id}:online`)),
    );
    expect([...halfHeard.values()].every((n) => n === 1)).toBe(true);
    // Batched: far fewer calls than users, the three failed ones included.
    const calls = audienceCalls - callsBefore;
    expect(calls).toBeGreaterThanOrEqual(4);
    expect(calls).toBeLessThan(users.length);
    await expect
      .poll(() => createPresence(env.api.deps.redis, 60_000).pendingAnnouncements(), { timeout: 10_000 })
      .toBe(0);
    audienceDelayMs = 0;
  });

  it("keeps announcements while the API is down and sends them, once, when it is back", async () => {
    const star = await registerUser(env.api.app);
    const fan = await registerUser(env.api.app);
    await env.api.db.insert(follows).values({ followerId: fan.id, followingId: star.id });
    const fanSocket = await env.connect(fan.token, { url: b });
    const heard = tally(fanSocket);
    const pending = () => createPresence(env.api.deps.redis, 60_000).pendingAnnouncements();
    await expect.poll(pending).toBe(0);

    audienceAfter = "fail";
    try {
      const before = audienceCalls;
      await env.connect(star.token, { url: a });
      // The first call and a retry fail meanwhile; the change waits in Redis.
      await expect.poll(() => audienceCalls, { timeout: 5000 }).toBeGreaterThan(before + 1);
      expect(heard.size).toBe(0);
      expect(await pending()).toBe(1);
    } finally {
      audienceAfter = "pass";
    }
    await expect.poll(() => heard.get(`${star.id}:online`), { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect([...heard.entries()]).toEqual([[`${star.id}:online`, 1]]);
  });

  it("announces a change claimed by an instance that died, once its lease ends", async () => {
    const fan = await registerUser(env.api.app);
    const fanSocket = await env.connect(fan.token, { url: a });
    const heard = tally(fanSocket);
    // A "dead" instance records a socket and claims the announcement, then never settles it. The live
    // instances poll the outbox every second and may take it first: then try again with another user.
    const dead = createPresence(env.api.deps.redis, 60_000);
    let held: { id: string; claimedAt: number } | null = null;
    for (let attempt = 0; attempt < 5 && !held; attempt++) {
      const star = await registerUser(env.api.app);
      await env.api.db.insert(follows).values({ followerId: fan.id, followingId: star.id });
      await dead.connect(star.id, `dead-${attempt}`);
      const claimed = await dead.claimAnnouncements(100, 1500);
      if (claimed.some((c) => c.userId === star.id)) held = { id: star.id, claimedAt: Date.now() };
    }
    if (!held) throw new Error("the live instances took every announcement before the dead one could");
    const { id, claimedAt } = held;
    await expect.poll(() => heard.get(`${id}:online`), { timeout: 10_000 }).toBe(1);
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(1400);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(heard.get(`${id}:online`)).toBe(1);
  });
});

describe("presence audience", () => {
  it("is the API's answer at announcement time: follows, unfollows and blocks made before are reflected", async () => {
    const star = await registerUser(env.api.app);
    const [gone, fresh, blocked] = await Promise.all([
      registerUser(env.api.app),
      registerUser(env.api.app),
      registerUser(env.api.app),
    ]);
    const call = (method: "POST" | "DELETE", url: string, user: { token: string }) =>
      env.api.app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token) });
    expect((await call("POST", `/user/${star.id}/follow`, gone)).statusCode).toBe(200);
    expect((await call("POST", `/user/${star.id}/follow`, blocked)).statusCode).toBe(200);
    const sockets = {
      gone: await env.connect(gone.token, { url: a }),
      fresh: await env.connect(fresh.token, { url: b }),
      blocked: await env.connect(blocked.token, { url: a }),
    };
    const isStar = (u: { userId: string }) => u.userId === star.id;

    // Before the star connects: one follower leaves, one arrives, the star blocks a third.
    expect((await call("DELETE", `/user/${star.id}/follow`, gone)).statusCode).toBe(200);
    expect((await call("POST", `/user/${star.id}/follow`, fresh)).statusCode).toBe(200);
    expect((await call("POST", `/user/${blocked.id}/block`, star)).statusCode).toBe(200);
    const freshOnline = waitFor(sockets.fresh, "presence:update", { filter: isStar, timeoutMs: 10_000 });
    const goneHears = receivedWithin(sockets.gone, "presence:update", 3000);
    const blockedHears = receivedWithin(sockets.blocked, "presence:update", 3000);
    const starSocket = await env.connect(star.token, { url: b });
    expect(await freshOnline).toMatchObject({ userId: star.id, status: "online" });
    expect(await goneHears).toBe(false);
    expect(await blockedHears).toBe(false);

    // The one who left follows again while the star is online: the offline reaches it too.
    expect((await call("POST", `/user/${star.id}/follow`, gone)).statusCode).toBe(200);
    const offline = (socket: ClientSocket) =>
      waitFor(socket, "presence:update", {
        filter: (u) => isStar(u) && u.status === "offline",
        timeoutMs: 10_000,
      });
    const heard = [offline(sockets.fresh), offline(sockets.gone)];
    const blockedHearsOffline = receivedWithin(sockets.blocked, "presence:update", 3000);
    starSocket.disconnect();
    expect(await Promise.all(heard)).toHaveLength(2);
    expect(await blockedHearsOffline).toBe(false);
  });
});

describe("presence outbox", () => {
  it("coalesces a user's changes into its latest, keeps a change made while one is being announced, and drops one undone before it went out", async () => {
    // A prefix no instance drains: what is queued stays until this test takes it.
    const prefix = `t${randomBytes(5).toString("hex")}`;
    const redis = createRedis(env.api.config.REDIS_URL, prefix);
    try {
      const presence = createPresence(redis, 60_000);
      expect(await presence.connect("u1", "s1")).toBe(true);
      expect(await presence.connect("u1", "s2")).toBe(false);
      expect(await presence.disconnect("u1", "s1")).toEqual({ offline: false });
      expect(await presence.disconnect("u1", "s2")).toEqual({ offline: true });
      // Gone again before any announcement: one entry, the latest (offline).
      const [only, ...rest] = await presence.claimAnnouncements(10, 60_000);
      expect(rest).toEqual([]);
      expect(only).toMatchObject({ userId: "u1", status: "offline" });
      // Leased: nobody else takes it meanwhile.
      expect(await presence.claimAnnouncements(10, 60_000)).toEqual([]);

      // Back online while its offline is being announced: settling keeps the new change, due at once.
      expect(await presence.connect("u1", "s3")).toBe(true);
      await presence.settleAnnouncements(only ? [only] : []);
      const [again] = await presence.claimAnnouncements(10, 60_000);
      expect(again).toMatchObject({ userId: "u1", status: "online" });
      await presence.settleAnnouncements(again ? [again] : []);
      expect(await presence.pendingAnnouncements()).toBe(0);

      // A retry is due only after its delay.
      await presence.disconnect("u1", "s3");
      const [retry] = await presence.claimAnnouncements(10, 60_000);
      await presence.retryAnnouncements(retry ? [retry] : [], 300);
      expect(await presence.claimAnnouncements(10, 60_000)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await presence.claimAnnouncements(10, 60_000)).toMatchObject([
        { userId: "u1", status: "offline" },
      ]);
    } finally {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys.map((k) => k.slice(prefix.length + 1)));
      redis.disconnect();
    }
  });
});
