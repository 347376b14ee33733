import { users } from "@playpal/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { buildApp } from "../app.ts";
import type { Deps } from "../deps.ts";
import { createDeps } from "../index.ts";

// One database, two API replicas: one with Redis, one whose Redis has gone away.
let down: { app: FastifyInstance; deps: Deps };
const ctx = useTestApp();
beforeAll(async () => {
  const deps = createDeps({ ...ctx.config, REDIS_URL: "redis://127.0.0.1:1" });
  deps.redis.on("error", () => {});
  down = { app: await buildApp(deps), deps };
  await down.app.ready();
  await new Promise((resolve) => deps.redis.once("reconnecting", resolve));
});
afterAll(async () => {
  await down?.app.close();
  await down?.deps.close();
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: "GET", url: "/api/v1/user/me", headers: bearer(token) });

describe("when Redis is unreachable", () => {
  it("still authenticates, reading the token version from the database, and refuses a revoked token", async () => {
    const user = await registerUser(ctx.app);
    expect((await me(down.app, user.token)).statusCode).toBe(200);
    await ctx.app.inject({ method: "POST", url: "/api/v1/auth/logout-all", headers: bearer(user.token) });
    expect((await me(down.app, user.token)).statusCode).toBe(401);
  });

  it("refuses to revoke with 503 and changes nothing, so no stale version can stay cached", async () => {
    const user = await registerUser(ctx.app);
    for (const [method, url, payload] of [
      ["POST", "/api/v1/auth/logout-all", undefined],
      [
        "PUT",
        "/api/v1/auth/change-password",
        { currentPassword: user.password, newPassword: "another one!" },
      ],
    ] as const) {
      const response = await down.app.inject({ method, url, headers: bearer(user.token), payload });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({ message: expect.any(String), code: "UNAVAILABLE" });
    }
    const [row] = await ctx.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, user.id));
    expect(row?.v).toBe(0);
    expect((await me(ctx.app, user.token)).statusCode).toBe(200);
  });
});
