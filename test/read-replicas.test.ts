/**
 * PostgreSQL read replicas against a real streaming replica of the test server (test/pg-replica.ts):
 * routed reads land on the replica, a user reads their own write under replication lag, and a replica
 * that stops answering (frozen, then stopped) sends the reads back to the primary.
 */
import { users } from "@playpal/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewPeriod } from "../services/payout/src/calculate.ts";
import { ledgerPort } from "../services/payout/src/payout-ledger.ts";
import { apiCaller, createTestContext, type TestContext } from "./context.ts";
import { type StreamingReplica, startStreamingReplica } from "./pg-replica.ts";
import { createUser, type TestUser } from "./social-factories.ts";

let replica: StreamingReplica;
let ctx: TestContext;
const call = apiCaller(() => ctx.app);
let viewer: TestUser;
let writer: TestUser;
let other: TestUser;

const found = async (user: TestUser, q: string) => {
  const response = await call("GET", `/search/users?q=${q}`, user);
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: string }[]).map((u) => u.id);
};

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting: ${what}`);
}

beforeAll(async () => {
  replica = await startStreamingReplica();
  ctx = await createTestContext((databaseUrl) => ({
    DATABASE_REPLICA_URLS: replica.urlFor(databaseUrl),
    DATABASE_REPLICA_CHECK_MS: "200",
    DATABASE_REPLICA_TIMEOUT_MS: "1500",
  }));
  viewer = await createUser(ctx.app, "replicaviewer");
  writer = await createUser(ctx.app, "replicawriter");
  other = await createUser(ctx.app, "replicaother");
  // The database (created on the primary a moment ago) and the users are on the replica.
  await replica.catchUp();
  await ctx.deps.reads.check();
}, 90_000);

afterAll(async () => {
  await ctx?.close();
  await replica?.remove();
});

describe("read replicas", () => {
  it("run the routed reads on the replica: a row the replica has not replayed is not seen", async () => {
    const [recovery] = await replica.query<{ standby: boolean }>("select pg_is_in_recovery() as standby");
    expect(recovery?.standby).toBe(true);
    const routed = await ctx.deps.reads.handle(viewer.id);
    expect(routed.target).toBe("replica");
    const [where] = (
      await routed.db.execute<{ standby: boolean }>(sql`select pg_is_in_recovery() as standby`)
    ).rows;
    expect(where?.standby).toBe(true);

    await replica.pauseReplay();
    // Written on the primary by no user of the API (so nobody's reads wait for it).
    await ctx.db.update(users).set({ displayName: "Zephyr Quillfeather" }).where(eq(users.id, other.id));
    expect(await found(viewer, "zephyr")).toEqual([]);
    const [onPrimary] = await ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(onPrimary?.displayName).toBe("Zephyr Quillfeather");

    await replica.resumeReplay();
    await replica.catchUp();
    expect(await found(viewer, "zephyr")).toEqual([other.id]);
    // The payout preview runs in a read-only snapshot on the replica (no hold due, nothing to release).
    const before = ctx.deps.reads.counts.replica;
    const preview = await previewPeriod(
      { db: ctx.db, ledger: ledgerPort, minimumCents: 1000, reads: ctx.deps.reads },
      "2026-10",
    );
    expect(preview).toMatchObject({ period: "2026-10", skipped: false, payouts: [] });
    expect(ctx.deps.reads.counts.replica).toBe(before + 1);
    // The replica's sessions of the API carry its application name.
    const sessions = await replica.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where application_name = 'playpal-read'",
    );
    expect(sessions[0]?.n).toBeGreaterThan(0);
  });

  it("lets a user read their own write while the replica lags, and others read the replica", async () => {
    await replica.pauseReplay();
    const before = { ...ctx.deps.reads.counts };
    const renamed = await call("PATCH", "/user/me", writer, { display_name: "Marigold Thistlewick" });
    expect(renamed.statusCode).toBe(200);
    // The writer's read goes to the primary (the replica has not replayed the write): they see it.
    expect(await found(writer, "thistlewick")).toEqual([writer.id]);
    expect(ctx.deps.reads.counts["primary:own-write"]).toBe(before["primary:own-write"] + 1);
    // Everyone else still reads the lagging replica, where the write is not yet.
    expect(await found(viewer, "thistlewick")).toEqual([]);
    expect(ctx.deps.reads.counts.replica).toBe(before.replica + 1);

    await replica.resumeReplay();
    await replica.catchUp();
    // Replayed past the write's LSN: the writer reads the replica again, before the record expires.
    const routed = await ctx.deps.reads.handle(writer.id);
    expect(routed.target).toBe("replica");
    expect(await found(writer, "thistlewick")).toEqual([writer.id]);
    expect(await found(viewer, "thistlewick")).toEqual([writer.id]);
  });

  it("sends reads back to the primary when the replica stops answering, and back once it answers", async () => {
    await replica.freeze();
    try {
      const started = Date.now();
      // Answered by the primary after the replica's timeout (1.5 s), not an error.
      expect(await found(viewer, "thistlewick")).toEqual([writer.id]);
      expect(Date.now() - started).toBeLessThan(5000);
      await until("the replica is out of rotation", async () => {
        return (await ctx.deps.reads.handle()).target === "primary:fallback";
      });
      const fast = Date.now();
      expect(await found(viewer, "zephyr")).toEqual([other.id]);
      expect(Date.now() - fast).toBeLessThan(1000);
    } finally {
      await replica.thaw();
    }
    await until(
      "the replica is back in rotation",
      async () => (await ctx.deps.reads.handle()).target === "replica",
    );
    expect(await found(viewer, "zephyr")).toEqual([other.id]);

    // Stopped outright: connections refused, the same fallback.
    await replica.stop();
    const before = ctx.deps.reads.counts["primary:fallback"];
    expect(await found(viewer, "thistlewick")).toEqual([writer.id]);
    expect(ctx.deps.reads.counts["primary:fallback"]).toBeGreaterThan(before);
    // On /metrics: the reads by target, and the replica out of rotation.
    await until("the stopped replica is out of rotation", async () => !ctx.deps.reads.status()[0]?.up);
    const metrics = (await ctx.app.inject({ method: "GET", url: "/metrics" })).body;
    expect(metrics).toMatch(/db_routed_reads_total\{service="api",target="replica"\} [1-9]/);
    expect(metrics).toMatch(/db_routed_reads_total\{service="api",target="primary:own-write"\} [1-9]/);
    expect(metrics).toMatch(/db_replica_up\{service="api",replica="127\.0\.0\.1:\d+\/\w+"\} 0/);
  });
});
