import { moderationAuditLog } from "@playpal/db";
import { createLogger, createRedis, type Redis } from "@playpal/platform";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { earn, expectLedgerClean, insertUser, payableCreator } from "#test/payout-factories.ts";
import { createPayoutHarness, type PayoutHarness } from "#test/payout-harness.ts";
import { dripRequest } from "#test/slow-client.ts";
import { previousPeriod } from "./period.ts";
import { buildPayoutServer } from "./server.ts";

// Local mode (no STRIPE_SECRET_KEY): the admin routes run the whole flow without a provider.
let app: FastifyInstance;
let harness: PayoutHarness;
const ADMIN_SECRET = "payout-admin-secret-for-tests";
const auth = { authorization: `Bearer ${ADMIN_SECRET}` };
// The server's clock, fixed: "the previous month" and "not ended" mean the same month to the test and
// to the server, even when a month ends while the file runs.
const NOW = new Date();
const lastMonth = previousPeriod(NOW);
const monthStart = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), 1));
const inLastMonth = new Date(monthStart.getTime() - 5 * 24 * 3600 * 1000);
let creator: string;
let redis: Redis;
const audit = () =>
  harness.db
    .select()
    .from(moderationAuditLog)
    .where(eq(moderationAuditLog.targetType, "payout_period"))
    .orderBy(asc(moderationAuditLog.createdAt), asc(moderationAuditLog.id));

beforeAll(async () => {
  harness = await createPayoutHarness();
  const { config, db } = harness;
  redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX);
  app = await buildPayoutServer({
    config,
    logger: createLogger(config, "payout"),
    db,
    redis,
    now: () => NOW,
  });
  creator = await payableCreator(db, "local_acct_admin");
  await earn(db, creator, 2500, inLastMonth);
  const blocked = await insertUser(db);
  await earn(db, blocked, 1200, inLastMonth);
  return async () => {
    await app.close();
    redis.disconnect();
  };
});
afterAll(async () => {
  await expectLedgerClean(harness.db);
  await harness.close();
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

  it.each([
    ["GET", "/admin/payout/status", undefined],
    ["GET", "/admin/payout/status?period=2026-13", undefined],
    ["GET", "/admin/payout/status?period=26-10", undefined],
    ["GET", "/admin/payout/preview?period=2999-01", undefined],
    ["POST", "/admin/payout/calculate", { period: "2026/10" }],
    ["POST", "/admin/payout/calculate", { period: 202610 }],
    ["POST", "/admin/payout/calculate", { period: "2999-12" }],
    ["POST", "/admin/payout/retry", { period: "october" }],
  ] as const)(
    "answers 400 to %s %s with a malformed or unfinished period %j",
    async (method, url, payload) => {
      const response = await app.inject({ method, url, headers: auth, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: expect.stringMatching(/period/),
      });
    },
  );

  it("refuses the current month: it has not ended", async () => {
    const current = monthStart.toISOString().slice(0, 7);
    const response = await app.inject({
      method: "POST",
      url: "/admin/payout/calculate",
      headers: auth,
      payload: { period: current },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not ended/);
  });

  it("previews, calculates once, skips the second time and reports the status with totals per status", async () => {
    const preview = await app.inject({ method: "GET", url: "/admin/payout/preview", headers: auth });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      period: lastMonth,
      skipped: false,
      totals: { pending: { count: 1, cents: 2500 }, blocked: { count: 1, cents: 1200 } },
    });

    // No body at all: the previous month.
    const first = await app.inject({ method: "POST", url: "/admin/payout/calculate", headers: auth });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ period: lastMonth, skipped: false });
    const again = await app.inject({
      method: "POST",
      url: "/admin/payout/calculate",
      headers: auth,
      payload: { period: lastMonth },
    });
    expect(again.json()).toEqual({
      period: lastMonth,
      skipped: true,
      payouts: [],
      totals: { pending: { count: 0, cents: 0 }, blocked: { count: 0, cents: 0 } },
    });

    const status = await app.inject({
      method: "GET",
      url: `/admin/payout/status?period=${lastMonth}`,
      headers: auth,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      period: lastMonth,
      totals: {
        pending: { count: 1, cents: 2500 },
        blocked: { count: 1, cents: 1200 },
        paid: { count: 0, cents: 0 },
        failed: { count: 0, cents: 0 },
      },
    });
    expect(status.json().payouts).toHaveLength(2);

    // Nothing failed: a retry re-attempts nothing (the pending one is not due before the 1st).
    const retry = await app.inject({
      method: "POST",
      url: "/admin/payout/retry",
      headers: auth,
      payload: {},
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ retried: 0, attempted: 0 });

    // Each call audited in its run's transaction, as the bearer's caller by its address.
    const bearer = { actor: "bearer:127.0.0.1", sourceAddress: "127.0.0.1", outcome: "done" };
    expect(await audit()).toEqual([
      expect.objectContaining({
        ...bearer,
        action: "calculate",
        targetId: lastMonth,
        details: expect.objectContaining({ skipped: false, totals: expect.any(Object) }),
      }),
      expect.objectContaining({
        ...bearer,
        action: "calculate",
        details: expect.objectContaining({ skipped: true }),
      }),
      expect.objectContaining({
        ...bearer,
        action: "retry",
        targetId: "all",
        details: expect.objectContaining({ payoutIds: [] }),
      }),
    ]);
  });

  it("audits a retry asked on an operator's behalf, and one refused while another run holds the lock", async () => {
    const onBehalfOf = { actor: "operator:op123", actorName: "alice", actorRole: "finance" };
    const asked = await app.inject({
      method: "POST",
      url: "/admin/payout/retry",
      headers: auth,
      payload: { period: lastMonth, onBehalfOf },
    });
    expect(asked.statusCode).toBe(200);
    await redis.set("lock:payout", "someone-else", "PX", 10_000);
    try {
      const busy = await app.inject({
        method: "POST",
        url: "/admin/payout/retry",
        headers: auth,
        payload: { period: lastMonth, onBehalfOf: { actor: "not an operator; drop table" } },
      });
      expect(busy.statusCode).toBe(409);
    } finally {
      await redis.del("lock:payout");
    }
    const rows = (await audit()).filter((a) => a.action === "retry" && a.targetId === lastMonth);
    expect(rows).toEqual([
      expect.objectContaining({ ...onBehalfOf, sourceAddress: "127.0.0.1", outcome: "done" }),
      // A malformed `onBehalfOf` is ignored: the bearer's caller is who asked.
      expect.objectContaining({
        actor: "bearer:127.0.0.1",
        outcome: "refused",
        details: expect.objectContaining({ reason: "busy" }),
      }),
    ]);
  });
});

describe("payout service: slow clients", () => {
  it("cuts a trickled unauthenticated body and headers that never end with 408, as the API does", async () => {
    const { config, db } = harness;
    const redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX);
    const slowConfig = { ...config, HTTP_REQUEST_TIMEOUT_MS: 1000, HTTP_HEADERS_TIMEOUT_MS: 800 };
    const server = await buildPayoutServer({
      config: slowConfig,
      logger: createLogger(config, "payout"),
      db,
      redis,
    });
    try {
      const port = Number(new URL(await server.listen({ port: 0, host: "127.0.0.1" })).port);
      const head =
        "POST /admin/payout/calculate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{";
      const body = dripRequest(port, head, 200, 20_000);
      const headers = dripRequest(port, "GET /health HTTP/1.1\r\nX-Slow: ", 200, 20_000);
      // The body's request is refused (401, no admin token) or cut (408); either way it is closed.
      const [trickled, endless] = await Promise.all([body, headers]);
      expect(trickled.response).toMatch(/^HTTP\/1\.1 (401|408)/);
      expect(endless.response).toMatch(/^HTTP\/1\.1 408/);
      expect(Math.max(trickled.closedAfterMs, endless.closedAfterMs)).toBeLessThan(5000);
    } finally {
      await server.close();
      redis.disconnect();
    }
  });
});
