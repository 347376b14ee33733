import { randomBytes } from "node:crypto";
import { createDatabase } from "@playpal/db";
import { createLogger, createRedis, loadConfig } from "@playpal/platform";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/context.ts";
import { buildPayoutServer } from "./server.ts";

let app: FastifyInstance;
let cleanup: () => Promise<void>;
const ADMIN_SECRET = "payout-admin-secret-for-tests";

beforeAll(async () => {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: database.url,
    ADMIN_SECRET,
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

describe("payout service", () => {
  it("reports health with the state of Redis and the database", async () => {
    const response = await app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, redis: true, db: true });
  });

  it.each([
    ["GET", "/admin/payout/status?period=2026-10"],
    ["GET", "/admin/payout/preview"],
    ["POST", "/admin/payout/calculate"],
    ["POST", "/admin/payout/retry"],
  ] as const)("refuses %s %s without the admin bearer secret", async (method, url) => {
    expect((await app.inject({ method, url })).statusCode).toBe(401);
    const wrong = await app.inject({ method, url, headers: { authorization: "Bearer nope" } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid admin credentials", code: "UNAUTHORIZED" });
  });

  it("answers 501 on admin routes until payouts are built", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/admin/payout/calculate",
      headers: { authorization: `Bearer ${ADMIN_SECRET}` },
    });
    expect(response.statusCode).toBe(501);
    expect(response.json().message).toMatch(/not implemented/);
  });
});
