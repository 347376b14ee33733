import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../test/context.ts";
import { recordRedis } from "../../../../test/redis-recorder.ts";
import { createPost, createUser } from "../../../../test/social-factories.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("authenticated path", () => {
  it("sends the token-version read and the rate-limit counter together: one round trip before the handler", async () => {
    const user = await createUser(ctx.app);
    // Warm the version cache, so the measured request is the steady state (a cached version).
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: user.headers })).statusCode,
    ).toBe(200);

    const { events, restore } = recordRedis(ctx.deps.redis);
    try {
      // A route with no prefetch, reading only the database.
      const response = await ctx.app.inject({
        method: "GET",
        url: "/api/v1/user/notification-preferences",
        headers: user.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      restore();
    }
    const sends = events.filter((e) => e.startsWith("send"));
    // The version GET and the rate limit's script, and nothing else.
    expect(sends.sort()).toEqual(["send evalsha", "send get"].sort());
    // Both were written before either reply came back.
    const firstReply = events.findIndex((e) => e.startsWith("reply"));
    expect(firstReply).toBe(2);
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
    const { events, restore } = recordRedis(ctx.deps.redis);
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
    expect(events.filter((e) => e.endsWith(" get"))).toEqual([]);
  });

  it("reads a cached feed page in the same round trip: version, page prefetch and rate-limit script, then nothing", async () => {
    const user = await createUser(ctx.app);
    await createPost(ctx.app, user);
    const headers = { ...user.headers, "accept-encoding": "gzip" };
    for (const url of ["/api/v1/feed?limit=5", `/api/v1/user/${user.id}/feed?limit=5`]) {
      // The miss stores the page (and warms the version cache).
      const miss = await ctx.app.inject({ method: "GET", url, headers });
      expect(miss.statusCode, miss.body).toBe(200);

      // The socket's writes: the three commands must leave in one.
      const stream = ctx.deps.redis.stream as unknown as {
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
      const { events, commands, restore } = recordRedis(ctx.deps.redis);
      let hit: Awaited<ReturnType<typeof ctx.app.inject>>;
      try {
        hit = await ctx.app.inject({ method: "GET", url, headers });
      } finally {
        restore();
        stream._write = _write;
        stream._writev = _writev;
      }
      expect(socketWrites).toEqual([3]);
      expect(hit.statusCode, hit.body).toBe(200);
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
      const sends = events.filter((e) => e.startsWith("send"));
      // One MGET of the page and its generations, sent with the other two before any reply.
      expect(sends.sort()).toEqual(["send evalsha", "send get", "send mget"]);
      expect(events.findIndex((e) => e.startsWith("reply"))).toBe(3);
      expect(commands.find((c) => c.name === "mget")?.args[0]).toMatch(new RegExp(`:feed:\\{${user.id}\\}:`));
    }
  });

  it("reads cached notification pages and the unread count in the same round trip, never for a revoked token", async () => {
    const user = await createUser(ctx.app);
    const headers = { ...user.headers, "accept-encoding": "gzip" };
    const urls = [
      "/api/v1/notifications?limit=5",
      "/api/v1/notifications?unreadOnly=true",
      "/api/v1/notifications/unread-count",
    ];
    for (const url of urls) {
      const miss = await ctx.app.inject({ method: "GET", url, headers });
      expect(miss.statusCode, miss.body).toBe(200);
      const { events, commands, restore } = recordRedis(ctx.deps.redis);
      let hit: Awaited<ReturnType<typeof ctx.app.inject>>;
      try {
        hit = await ctx.app.inject({ method: "GET", url, headers });
      } finally {
        restore();
      }
      expect(hit.statusCode, hit.body).toBe(200);
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
      expect(events.filter((e) => e.startsWith("send")).sort()).toEqual([
        "send evalsha",
        "send get",
        "send mget",
      ]);
      expect(events.findIndex((e) => e.startsWith("reply"))).toBe(3);
      expect(commands.find((c) => c.name === "mget")?.args[0]).toMatch(
        new RegExp(`:notif:\\{${user.id}\\}:`),
      );
    }
    // The pages are still cached, and prefetched, but a revoked token never receives them.
    const revoke = await ctx.app.inject({ method: "POST", url: "/api/v1/auth/logout-all", headers });
    expect(revoke.statusCode, revoke.body).toBeLessThan(300);
    for (const url of urls) {
      const refused = await ctx.app.inject({ method: "GET", url, headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: "Invalid or expired token" });
    }
  });
});
