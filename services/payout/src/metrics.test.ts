import { randomBytes } from "node:crypto";
import { createDatabase } from "@playpal/db";
import { createLogger, createRedis, loadConfig } from "@playpal/platform";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#test/context.ts";
import { sampleValue } from "#test/metrics.ts";
import { TEST_REDIS_URL } from "#test/servers.ts";
import { buildPayoutServer } from "./server.ts";

let app: FastifyInstance;
let cleanup: () => Promise<void>;
const METRICS_TOKEN = "payout-metrics-token-0123456";

beforeAll(async () => {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: database.url,
    METRICS_TOKEN,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `t${randomBytes(4).toString("hex")}`,
  });
  const db = createDatabase(config.DATABASE_URL, { max: 2 });
  const redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX);
  app = await buildPayoutServer({ config, logger: createLogger(config, "payout"), db, redis });
  cleanup = async () => {
    await app.close();
    redis.disconnect();
    await db.$client.end();
    await database.drop();
  };
});
afterAll(async () => {
  await cleanup?.();
});

describe("payout GET /metrics", () => {
  it("requires the metrics token and reports its requests, pool and Redis latency", async () => {
    const health = await app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "payout-1" },
    });
    expect(health.headers["x-request-id"]).toBe("payout-1");
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const response = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    const text = response.body;
    const labels = { service: "payout", route: "/health", status_code: "200" };
    expect(sampleValue(text, "http_request_duration_seconds_count", labels)).toBe(1);
    expect(sampleValue(text, "db_pool_connections", { pool: "payout", state: "total" })).toBeGreaterThan(0);
    const ping = { client: "payout", command: "ping", outcome: "ok" };
    expect(sampleValue(text, "redis_command_duration_seconds_count", ping)).toBe(1);
  });
});
