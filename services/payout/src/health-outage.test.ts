import { randomBytes } from "node:crypto";
import { createDatabase } from "@playpal/db";
import { createLogger, createRedis, loadConfig } from "@playpal/platform";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#test/context.ts";
import { type RedisServer, startRedisServer } from "#test/redis-server.ts";
import { buildPayoutServer } from "./server.ts";

// The payout service against a Redis server of this file's own, which freezes and crashes.
let app: FastifyInstance;
let redisServer: RedisServer;
let cleanup: () => Promise<void>;
const ADMIN_SECRET = "payout-admin-secret-for-tests";

beforeAll(async () => {
  redisServer = await startRedisServer();
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: database.url,
    REDIS_URL: redisServer.url,
    REDIS_PREFIX: `t${randomBytes(4).toString("hex")}`,
    ADMIN_SECRET,
  });
  const db = createDatabase(config.DATABASE_URL, { max: 2 });
  const redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX);
  redis.on("error", () => {});
  app = await buildPayoutServer({ config, logger: createLogger(config, "payout"), db, redis });
  cleanup = async () => {
    await app.close();
    redis.disconnect();
    await db.$client.end();
    await database.drop();
    await redisServer.close();
  };
});
afterAll(async () => {
  await cleanup?.();
});

const health = async () => {
  const response = await app.inject({ method: "GET", url: "/health" });
  // 503 exactly while a store does not answer: a probe or load balancer needs no body to tell.
  expect(response.statusCode).toBe(response.json().ok ? 200 : 503);
  return response.json();
};

describe("payout /health", () => {
  it("reports redis: false, rather than never answering, while Redis hangs, and true once it answers again", async () => {
    expect(await health()).toEqual({ ok: true, redis: true, db: true });
    redisServer.freeze();
    try {
      expect(await health()).toEqual({ ok: false, redis: false, db: true });
    } finally {
      redisServer.thaw();
    }
    expect(await health()).toEqual({ ok: true, redis: true, db: true });
  });

  it("reports redis: false while Redis is down, and a payout run refuses to start with the reason", async () => {
    await redisServer.crash();
    try {
      expect(await health()).toEqual({ ok: false, redis: false, db: true });
      const run = await app.inject({
        method: "POST",
        url: "/admin/payout/calculate",
        headers: { authorization: `Bearer ${ADMIN_SECRET}` },
        payload: { period: "2026-10" },
      });
      expect(run.statusCode).toBe(503);
      expect(run.json()).toEqual({
        code: "REDIS_UNAVAILABLE",
        message: expect.stringMatching(
          /^Redis is unreachable, so the payout lock cannot be taken and the run does not start/,
        ),
      });
    } finally {
      await redisServer.start();
    }
    // Once the connection is back, the next try runs (nothing to pay in this database).
    for (let tries = 0; tries < 50 && !(await health()).redis; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const next = await app.inject({
      method: "POST",
      url: "/admin/payout/calculate",
      headers: { authorization: `Bearer ${ADMIN_SECRET}` },
      payload: { period: "2026-10" },
    });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ period: "2026-10", skipped: false, payouts: [] });
  });
});

describe("payout /health without its database", () => {
  it("answers 503 with db: false while PostgreSQL does not answer", async () => {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", REDIS_URL: redisServer.url });
    // Nothing listens on port 1: every connection is refused, as while PostgreSQL is stopped.
    const db = createDatabase("postgres://postgres@127.0.0.1:1/playpal", { max: 1 });
    const redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX);
    redis.on("error", () => {});
    const server = await buildPayoutServer({ config, logger: createLogger(config, "payout"), db, redis });
    try {
      const response = await server.inject({ method: "GET", url: "/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ ok: false, redis: true, db: false });
    } finally {
      await server.close();
      redis.disconnect();
      await db.$client.end();
    }
  });
});
