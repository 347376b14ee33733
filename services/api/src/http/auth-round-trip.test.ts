import type { Redis } from "@playpal/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../test/context.ts";
import { createUser } from "../../../../test/social-factories.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/**
 * Records, on the API's own Redis client, when each command is written and when its reply arrives
 * (a spy on the real client: the commands still go to the real Redis).
 */
function recordRedis(redis: Redis) {
  const events: string[] = [];
  const original = redis.sendCommand.bind(redis);
  const spy = (command: Parameters<Redis["sendCommand"]>[0], ...rest: unknown[]) => {
    const name = String(command.name).toLowerCase();
    events.push(`send ${name}`);
    command.promise.then(
      () => events.push(`reply ${name}`),
      () => events.push(`reply ${name}`),
    );
    return (original as (...args: unknown[]) => unknown)(command, ...rest);
  };
  redis.sendCommand = spy as Redis["sendCommand"];
  return { events, restore: () => (redis.sendCommand = original as Redis["sendCommand"]) };
}

describe("authenticated path", () => {
  it("sends the token-version read and the rate-limit counter together: one round trip before the handler", async () => {
    const user = await createUser(ctx.app);
    // Warm the version cache, so the measured request is the steady state (a cached version).
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: user.headers })).statusCode,
    ).toBe(200);

    const { events, restore } = recordRedis(ctx.deps.redis);
    try {
      const response = await ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: user.headers });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      restore();
    }
    const sends = events.filter((e) => e.startsWith("send"));
    // The version GET and the rate limit's script, and nothing else (GET /user/me reads the database).
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
});
