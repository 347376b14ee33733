import { clientSideCacheOf, type Redis } from "@playpal/platform";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { recordRedis, recordRedisAndCache } from "#test/redis-recorder.ts";
import { createPost, createUser } from "#test/social-factories.ts";

const ctx = useTestApp();

/** The connection the client-side cache reads with (one Redis server here). */
const reader = (): Redis => {
  const [pair] = clientSideCacheOf(ctx.deps.redis)?.connections() ?? [];
  if (!pair) throw new Error("no client-side cache");
  return pair.data;
};

/**
 * `work` while no reply of Redis can reach the process (both sockets paused: a command sent now would
 * wait until the end), so it answers only if it waits on no Redis reply.
 */
async function withRedisPaused<T>(work: () => Promise<T>): Promise<T> {
  const sockets = [ctx.deps.redis.stream, reader().stream];
  for (const socket of sockets) socket?.pause();
  try {
    return await work();
  } finally {
    for (const socket of sockets) socket?.resume();
  }
}

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: "GET", url, headers }) as Promise<LightMyRequestResponse>;

/**
 * Reads `url` until a read sends Redis nothing (what it needs is held): the invalidation of a key this
 * process just wrote may still be on its way and drop it once more.
 */
async function settle(url: string, headers: Record<string, string>): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const { names, restore } = recordRedisAndCache(ctx.deps.redis);
    try {
      expect((await get(url, headers)).statusCode).toBe(200);
    } finally {
      restore();
    }
    if (names().every((name) => name === "evalsha")) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} still reads Redis after 50 reads`);
}

describe("authenticated path", () => {
  it("answers a repeated authenticated read while no Redis reply can arrive: token state and rate limit from process memory", async () => {
    const user = await createUser(ctx.app);
    const url = "/api/v1/user/notification-preferences";
    // The first read takes the token state from Redis (and holds it).
    await settle(url, user.headers);
    const { names, restore } = recordRedisAndCache(ctx.deps.redis);
    let response: LightMyRequestResponse;
    try {
      response = await withRedisPaused(() => get(url, user.headers));
    } finally {
      restore();
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["x-ratelimit-limit"]).toBeDefined();
    // Nothing was read; only the rate limit's increment may have left, which nothing waited for.
    expect(names().filter((name) => name !== "evalsha")).toEqual([]);
  });

  it("reads what it does not hold with one socket write: the token state and the route's prefetch together", async () => {
    const user = await createUser(ctx.app);
    await createPost(ctx.app, user);
    const headers = { ...user.headers, "accept-encoding": "gzip" };
    const url = "/api/v1/feed?limit=5";
    // The miss stores the page; the process drops what it held of it.
    const miss = await get(url, headers);
    expect(miss.statusCode, miss.body).toBe(200);
    // Neither the token state nor the page held any more (another instance wrote them, say).
    const cache = clientSideCacheOf(ctx.deps.redis);
    cache?.wrote([`tv:{${user.id}}`]);
    const stream = reader().stream as unknown as {
      _write: (...args: unknown[]) => unknown;
      _writev: (...args: unknown[]) => unknown;
    };
    const socketWrites: number[] = [];
    const { _write, _writev } = stream;
    stream._write = (...args) => {
      socketWrites.push(1);
      return _write.apply(stream, args);
    };
    stream._writev = (chunks, ...rest) => {
      socketWrites.push((chunks as unknown[]).length);
      return _writev.apply(stream, [chunks, ...rest]);
    };
    const { events, commands, restore } = recordRedis(reader());
    let hit: LightMyRequestResponse;
    try {
      hit = await get(url, headers);
    } finally {
      restore();
      stream._write = _write;
      stream._writev = _writev;
    }
    expect(hit.statusCode, hit.body).toBe(200);
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    // The version's MGET and PTTL, the page's MGET and a PTTL per key: all in one write, before any reply.
    expect(socketWrites).toHaveLength(1);
    const sends = events.filter((e) => e.startsWith("send"));
    expect(sends.filter((e) => e === "send mget")).toHaveLength(2);
    expect(events.findIndex((e) => e.startsWith("reply"))).toBe(sends.length);
    expect(commands.some((c) => c.name === "mget" && /:feed:\{/.test(c.args[0] ?? ""))).toBe(true);
    // Then held: the same read again while no Redis reply can arrive.
    await settle(url, headers);
    const again = await withRedisPaused(() => get(url, headers));
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(miss.rawPayload)).toBe(true);
  });

  it("still refuses a revoked token on its very next request", async () => {
    const user = await createUser(ctx.app);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: user.headers })).statusCode,
    ).toBe(200);
    const revoke = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout-all",
      headers: user.headers,
    });
    expect(revoke.statusCode, revoke.body).toBeLessThan(300);
    const after = await ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: user.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: "Invalid or expired token" });
    // A bad signature is refused before any Redis command.
    const { names, restore } = recordRedisAndCache(ctx.deps.redis);
    try {
      const forged = await ctx.app.inject({
        method: "GET",
        url: "/api/v1/user/me",
        headers: { authorization: `${user.headers.authorization}x` },
      });
      expect(forged.statusCode).toBe(401);
    } finally {
      restore();
    }
    expect(names()).toEqual([]);
  });

  it("answers cached feed and notification pages from process memory, byte-identical, never for a revoked token", async () => {
    const user = await createUser(ctx.app);
    await createPost(ctx.app, user);
    const headers = { ...user.headers, "accept-encoding": "gzip" };
    const urls = [
      "/api/v1/feed?limit=5",
      `/api/v1/user/${user.id}/feed?limit=5`,
      "/api/v1/notifications?limit=5",
      "/api/v1/notifications?unreadOnly=true",
      "/api/v1/notifications/unread-count",
    ];
    for (const url of urls) {
      const miss = await get(url, headers);
      expect(miss.statusCode, miss.body).toBe(200);
      // Read from Redis once, then held.
      await settle(url, headers);
      const hit = await withRedisPaused(() => get(url, headers));
      expect(hit.statusCode, `${url}: ${hit.body}`).toBe(200);
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    }
    // The pages are still held, but a revoked token never receives them.
    const revoke = await ctx.app.inject({ method: "POST", url: "/api/v1/auth/logout-all", headers });
    expect(revoke.statusCode, revoke.body).toBeLessThan(300);
    for (const url of urls) {
      const refused = await get(url, headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: "Invalid or expired token" });
    }
  });
});
