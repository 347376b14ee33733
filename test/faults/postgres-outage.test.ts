/**
 * PostgreSQL stopped for a few seconds (an immediate shutdown: a crash) under a small load of
 * sign-ups, posts and comments, then started again. Nothing is restarted by hand.
 */
import { comments, posts, users } from "@playpal/db";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiRequest,
  type FaultPlatform,
  type LoadOperation,
  type RunningService,
  signUp,
  startFaultPlatform,
  startLoad,
} from "./harness.ts";

const OUTAGE_MS = 4000;

let platform: FaultPlatform;
let api: RunningService;
let payout: RunningService;

beforeAll(async () => {
  platform = await startFaultPlatform();
  [api, payout] = await Promise.all([platform.start("api"), platform.start("payout")]);
}, 120_000);
afterAll(async () => {
  await platform?.close();
}, 60_000);

const payoutHealth = async () => {
  const response = await fetch(`${payout.url}/health`, { signal: AbortSignal.timeout(5000) });
  return { status: response.status, body: await response.json() };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("PostgreSQL stops under load", () => {
  it("answers no 500 (503 is fine), keeps every write it acknowledged, and the payout /health is 503 during the outage and 200 after", {
    timeout: 120_000,
  }, async ({ annotate }) => {
    const users0 = await Promise.all([signUp(api.url), signUp(api.url), signUp(api.url)]);
    expect(await payoutHealth()).toEqual({ status: 200, body: { ok: true, redis: true, db: true } });
    const load = startLoad(api.url, { users: users0, writers: 4 });
    await sleep(1500);

    await platform.pg.stop("immediate");
    const stopped = Date.now();
    // Within the outage: the payout service says it cannot work, and so does the API's readiness.
    await expect.poll(payoutHealth, { timeout: OUTAGE_MS }).toEqual({
      status: 503,
      body: { ok: false, redis: true, db: false },
    });
    expect((await fetch(`${api.url}/ready`)).status).toBe(503);
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stopped)));
    await platform.pg.start();
    const outageMs = Date.now() - stopped;
    await expect.poll(async () => (await payoutHealth()).status, { timeout: 15_000 }).toBe(200);
    const payoutBackAfterMs = Date.now() - stopped - outageMs;
    // Writes go through again before the load stops.
    const before = load.records.length;
    await expect
      .poll(() => load.records.slice(before).some((r) => r.status === 201), { timeout: 15_000 })
      .toBe(true);
    await sleep(1000);
    const records = await load.stop();

    // No 500, and no connection the API dropped: every answer is a 2xx or a 503.
    const statuses = new Map<string, number>();
    for (const record of records) {
      const key = `${record.op} ${record.status ?? record.error}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    const unexpected = records.filter((r) => r.status === undefined || (r.status >= 300 && r.status !== 503));
    expect(unexpected.map((r) => `${r.op} ${r.status ?? r.error} ${JSON.stringify(r.body)}`)).toEqual([]);
    const refused = records.filter((r) => r.status === 503).length;

    // Every write that got a 2xx is in PostgreSQL.
    const acknowledged = (op: LoadOperation) =>
      records.filter((r) => r.op === op && r.status === 201).map((r) => r.id as string);
    const present = async (table: typeof users | typeof posts | typeof comments, ids: string[]) =>
      ids.length === 0
        ? 0
        : (await platform.db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).length;
    for (const [op, table] of [
      ["sign-up", users],
      ["post", posts],
      ["comment", comments],
    ] as const) {
      const ids = acknowledged(op);
      expect(ids.length, `${op}s acknowledged`).toBeGreaterThan(0);
      expect(await present(table, ids), `${op}s in PostgreSQL`).toBe(ids.length);
    }
    // And the API serves reads again.
    const me = await apiRequest(api.url, "GET", "/user/me", { token: users0[0]?.token });
    expect(me.status).toBe(200);

    const writes = records.filter((r) => r.status === 201).length;
    await annotate(
      `${records.length} requests (${writes} writes acknowledged and found, ${refused} answered 503, 0 of 500) through a ${outageMs} ms outage; payout /health 503 during it, 200 ${payoutBackAfterMs} ms after PostgreSQL was back`,
      "fault",
    );
  });
});
