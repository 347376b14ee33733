import { payoutFences, payouts } from "@playpal/db";
import { getUserBalances, releaseHold } from "@playpal/ledger";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe } from "#test/fake-stripe.ts";
import {
  approveIdentity,
  connectAccount,
  earn,
  expectLedgerClean,
  insertUser,
  payableCreator,
} from "#test/payout-factories.ts";
import { createPayoutHarness, type PayoutHarness } from "#test/payout-harness.ts";
import { BLOCKED_NO_ACCOUNT, BLOCKED_NO_VERIFICATION } from "./calculate.ts";

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let harness: PayoutHarness | undefined;

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe.close();
});
afterEach(async () => {
  // Every money test ends with the ledger verification of `npm run ledger:verify`.
  if (harness) {
    await expectLedgerClean(harness.db);
    await harness.close();
    harness = undefined;
  }
  stripe.onTransfer(null);
});

const withStripe = async (env: Record<string, string> = {}) => {
  harness = await createPayoutHarness({
    STRIPE_SECRET_KEY: "sk_test_payouts",
    STRIPE_API_BASE: stripe.url,
    ...env,
  });
  return harness;
};

const NOW = new Date("2026-11-23T10:00:00Z");
const inOctober = new Date("2026-10-10T12:00:00Z");

const rowsOf = (h: PayoutHarness, period: string) =>
  h.db.select().from(payouts).where(eq(payouts.period, period));

describe("payout calculation", () => {
  it("creates one pending payout per creator at or above the minimum, in integer cents from the ledger", async () => {
    const h = await withStripe();
    const above = await payableCreator(h.db, stripe.addAccount());
    const exactly = await payableCreator(h.db, stripe.addAccount());
    const below = await payableCreator(h.db, stripe.addAccount());
    await earn(h.db, above, 1234, inOctober);
    await earn(h.db, above, 766, inOctober);
    await earn(h.db, exactly, 1000, inOctober);
    await earn(h.db, below, 999, inOctober);
    const { runner } = h.replica();

    const outcome = await runner.calculate("2026-10", NOW);
    expect(outcome.ran).toBe(true);
    const rows = await rowsOf(h, "2026-10");
    expect(rows.map((r) => [r.creatorId, r.amountCents, r.status]).sort()).toEqual(
      [
        [above, 2000, "pending"],
        [exactly, 1000, "pending"],
      ].sort(),
    );
    // The reservation moved the cents out of available earnings; the one below the minimum keeps hers.
    expect(await getUserBalances(h.db, above)).toMatchObject({
      earnings_available: 0,
      payouts_in_transit: 2000,
    });
    expect(await getUserBalances(h.db, below)).toMatchObject({
      earnings_available: 999,
      payouts_in_transit: 0,
    });
  });

  it("skips a period that already has payout rows", async () => {
    const h = await withStripe();
    const creator = await payableCreator(h.db, stripe.addAccount());
    await earn(h.db, creator, 5000, inOctober);
    const { runner } = h.replica();
    expect(await runner.calculate("2026-10", NOW)).toMatchObject({ ran: true, result: { skipped: false } });
    await earn(h.db, creator, 5000, inOctober);
    expect(await runner.calculate("2026-10", NOW)).toMatchObject({
      ran: true,
      result: { skipped: true, payouts: [] },
    });
    expect(await rowsOf(h, "2026-10")).toHaveLength(1);
  });

  it("counts an earning at 23:59:59.999 UTC on the last day in that month and one at midnight in the next", async () => {
    const h = await withStripe();
    const creator = await payableCreator(h.db, stripe.addAccount());
    await earn(h.db, creator, 1500, new Date("2026-10-31T23:59:59.999Z"));
    await earn(h.db, creator, 4000, new Date("2026-11-01T00:00:00.000Z"));
    const { runner } = h.replica();
    await runner.calculate("2026-10", NOW);
    const [row] = await rowsOf(h, "2026-10");
    expect(row).toMatchObject({ creatorId: creator, amountCents: 1500, status: "pending" });
    // November's earning stays available for November's payout.
    expect(await getUserBalances(h.db, creator)).toMatchObject({ earnings_available: 4000 });
  });

  it("leaves out earnings held for a session that has not ended, and counts a session that ended in the month", async () => {
    const h = await withStripe();
    const creator = await payableCreator(h.db, stripe.addAccount());
    await earn(h.db, creator, 2000, inOctober, { heldUntil: new Date("2026-10-31T23:30:00Z") });
    await earn(h.db, creator, 7000, inOctober, { heldUntil: new Date("2026-12-02T10:00:00Z") });
    const { runner } = h.replica();
    await runner.calculate("2026-10", NOW);
    expect((await rowsOf(h, "2026-10")).map((r) => r.amountCents)).toEqual([2000]);
    expect(await getUserBalances(h.db, creator)).toMatchObject({
      earnings_held: 7000,
      payouts_in_transit: 2000,
    });
  });

  it("counts a hold released early (a cancelled session's kept share) from its release, not its due time", async () => {
    const h = await withStripe();
    const creator = await payableCreator(h.db, stripe.addAccount());
    const session = await earn(h.db, creator, 1600, inOctober, {
      heldUntil: new Date("2026-12-10T10:00:00Z"),
    });
    await releaseHold(h.db, "session", session, new Date("2026-10-20T09:00:00Z"));
    const { runner } = h.replica();
    await runner.calculate("2026-10", NOW);
    expect((await rowsOf(h, "2026-10")).map((r) => r.amountCents)).toEqual([1600]);
  });

  it("blocks a creator without an approved identity verification or a connected account, with the reason, and reserves nothing", async () => {
    const h = await withStripe();
    const unverified = await insertUser(h.db);
    await connectAccount(h.db, unverified, stripe.addAccount());
    const unconnected = await insertUser(h.db);
    await approveIdentity(h.db, unconnected);
    await earn(h.db, unverified, 3000, inOctober);
    await earn(h.db, unconnected, 4000, inOctober);
    const { runner } = h.replica();
    await runner.calculate("2026-10", NOW);
    await runner.transfer();
    const rows = await rowsOf(h, "2026-10");
    expect(rows.map((r) => [r.creatorId, r.status, r.reason]).sort()).toEqual(
      [
        [unverified, "blocked", BLOCKED_NO_VERIFICATION],
        [unconnected, "blocked", BLOCKED_NO_ACCOUNT],
      ].sort(),
    );
    expect(
      stripe.transfers.filter((t) => t.transfer_group === rows[0]?.id || t.transfer_group === rows[1]?.id),
    ).toEqual([]);
    // Their earnings stay available and roll into the next period.
    expect(await getUserBalances(h.db, unverified)).toMatchObject({
      earnings_available: 3000,
      payouts_in_transit: 0,
    });
  });

  it("previews the calculation without writing anything", async () => {
    const h = await withStripe();
    const creator = await payableCreator(h.db, stripe.addAccount());
    await earn(h.db, creator, 2500, inOctober, { heldUntil: new Date("2026-10-20T00:00:00Z") });
    const { runner } = h.replica();
    const preview = await runner.preview("2026-10", NOW);
    expect(preview).toMatchObject({
      skipped: false,
      payouts: [{ creatorId: creator, amountCents: 2500, status: "pending" }],
      totals: { pending: { count: 1, cents: 2500 } },
    });
    expect(await rowsOf(h, "2026-10")).toEqual([]);
    // Not even the due hold was released.
    expect(await getUserBalances(h.db, creator)).toMatchObject({
      earnings_held: 2500,
      earnings_available: 0,
    });
  });
});

describe("payout transfers", () => {
  it("transfers each pending payout through Stripe Connect with the payout id as idempotency key and posts it as paid out", async () => {
    const h = await withStripe();
    const account = stripe.addAccount();
    const creator = await payableCreator(h.db, account);
    await earn(h.db, creator, 4321, inOctober);
    const { runner } = h.replica();
    await runner.calculate("2026-10", NOW);
    const outcome = await runner.transfer();
    expect(outcome).toMatchObject({ ran: true, result: { attempted: 1, paid: 1, failed: 0 } });
    const [row] = await rowsOf(h, "2026-10");
    const sent = stripe.transfers.filter((t) => t.destination === account);
    expect(sent).toEqual([
      expect.objectContaining({
        amount: 4321,
        currency: "usd",
        transfer_group: row?.id,
        idempotencyKey: row?.id,
      }),
    ]);
    expect(row).toMatchObject({ status: "paid", transferId: sent[0]?.id });
    expect(await getUserBalances(h.db, creator)).toMatchObject({
      earnings_available: 0,
      payouts_in_transit: 0,
    });
  });

  it("three runners started at once for one period pay each creator exactly once", async () => {
    const h = await withStripe();
    const accounts = Array.from({ length: 6 }, () => stripe.addAccount());
    const creators = await Promise.all(accounts.map((a) => payableCreator(h.db, a)));
    for (const [i, creator] of creators.entries()) await earn(h.db, creator, 1000 + i * 111, inOctober);
    const replicas = [h.replica(), h.replica(), h.replica()];

    const calculations = await Promise.all(replicas.map(({ runner }) => runner.calculate("2026-10", NOW)));
    // One runner calculated; each other one found the lock busy or the period already calculated.
    const wrote = calculations.filter((c) => c.ran && !c.result.skipped);
    expect(wrote).toHaveLength(1);
    for (const c of calculations) if (!c.ran) expect(c.reason).toBe("busy");

    for (let round = 0; round < 3; round += 1) {
      await Promise.all(replicas.map(({ runner }) => runner.transfer()));
    }
    const rows = await rowsOf(h, "2026-10");
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.status === "paid")).toBe(true);
    for (const row of rows) {
      expect(stripe.transfers.filter((t) => t.transfer_group === row.id)).toHaveLength(1);
    }
    for (const account of accounts) {
      expect(stripe.transfers.filter((t) => t.destination === account)).toHaveLength(1);
    }
  });

  it("fences out a runner that lost its lock mid-transfer: the new runner records the payouts, each paid once", async () => {
    const h = await withStripe();
    const accounts = [stripe.addAccount(), stripe.addAccount()];
    for (const account of accounts) await earn(h.db, await payableCreator(h.db, account), 2200, inOctober);
    const stale = h.replica();
    const fresh = h.replica();
    await stale.runner.calculate("2026-10", NOW);

    // While Stripe answers the stale runner's first transfer, its lock expires (a long pause) and a
    // fresh runner takes it and transfers everything with the same idempotency keys.
    let freshRun: Awaited<ReturnType<typeof fresh.runner.transfer>> | undefined;
    stripe.onTransfer(async () => {
      stripe.onTransfer(null);
      await stale.redis.del("lock:payout");
      freshRun = await fresh.runner.transfer();
    });
    const staleRun = await stale.runner.transfer();
    expect(staleRun).toMatchObject({ ran: false, reason: "lost" });
    // The fresh runner finds the stale runner's transfer in the payout's transfer group and records it.
    expect(freshRun).toMatchObject({ ran: true, result: { attempted: 2, paid: 2, unknown: 0 } });

    const rows = await rowsOf(h, "2026-10");
    expect(rows.map((r) => r.status)).toEqual(["paid", "paid"]);
    for (const row of rows) {
      const sent = stripe.transfers.filter((t) => t.transfer_group === row.id);
      expect(sent).toHaveLength(1);
      expect(row.transferId).toBe(sent[0]?.id);
    }
    // Three runs took the fence (calculation, stale, fresh): every row was last written by the fresh one.
    const [fence] = await h.db.select().from(payoutFences);
    expect(fence?.epoch).toBe(3);
    expect(rows.map((r) => r.runToken)).toEqual([fence?.token, fence?.token]);
  });

  it("sets failed with the provider's message, and a retry re-attempts only the failed one under a new key", async () => {
    const h = await withStripe();
    const good = stripe.addAccount();
    const bad = stripe.addAccount();
    const paid = await payableCreator(h.db, good);
    const failing = await payableCreator(h.db, bad);
    await earn(h.db, paid, 2000, inOctober);
    await earn(h.db, failing, 3000, inOctober);
    stripe.failing.set(
      bad,
      "Your destination account needs to have at least one of the following capabilities enabled: transfers",
    );
    const { runner } = h.replica();
    await runner.calculate("2026-10", NOW);
    expect(await runner.transfer()).toMatchObject({ ran: true, result: { paid: 1, failed: 1 } });
    const failed = (await rowsOf(h, "2026-10")).find((r) => r.creatorId === failing);
    expect(failed).toMatchObject({
      status: "failed",
      reason: expect.stringContaining("capabilities enabled"),
    });
    // The failed payout's cents stay reserved (in transit) until it is retried.
    expect(await getUserBalances(h.db, failing)).toMatchObject({
      earnings_available: 0,
      payouts_in_transit: 3000,
    });

    // Retrying while the account is still broken fails again; once fixed, the retry pays.
    expect(await runner.retry({ period: "2026-10" })).toMatchObject({
      ran: true,
      result: { retried: 1, failed: 1 },
    });
    stripe.failing.delete(bad);
    const before = stripe.transfers.length;
    expect(await runner.retry()).toMatchObject({ ran: true, result: { retried: 1, attempted: 1, paid: 1 } });
    expect(stripe.transfers.length).toBe(before + 1);
    const rows = await rowsOf(h, "2026-10");
    expect(rows.map((r) => r.status)).toEqual(["paid", "paid"]);
    expect(stripe.transfers.filter((t) => t.destination === good)).toHaveLength(1);
    expect(stripe.transfers.filter((t) => t.destination === bad)).toEqual([
      expect.objectContaining({ amount: 3000, idempotencyKey: `${failed?.id}_retry_2` }),
    ]);
    expect(await getUserBalances(h.db, failing)).toMatchObject({ payouts_in_transit: 0 });
  });

  it("retries what is left undone: a due period's pending payouts (a run cut off) with their keys, never a period not due yet", async () => {
    const h = await withStripe();
    const novemberAccount = stripe.addAccount();
    const october = await payableCreator(h.db, stripe.addAccount());
    const november = await payableCreator(h.db, novemberAccount);
    await earn(h.db, october, 2100, inOctober);
    await earn(h.db, november, 2200, new Date("2026-11-10T12:00:00Z"));
    const { runner } = h.replica();
    await runner.calculate("2026-10", NOW);
    await runner.calculate("2026-11", new Date("2026-12-26T03:00:00Z"));
    // December 27th: October's transfers were due on the 1st (the run that should have made them
    // never did); November's wait for January 1st.
    expect(await runner.retry({}, new Date("2026-12-27T10:00:00Z"))).toMatchObject({
      ran: true,
      result: { retried: 0, attempted: 1, paid: 1 },
    });
    const [paid] = await rowsOf(h, "2026-10");
    expect(paid).toMatchObject({ status: "paid" });
    expect(stripe.transfers.filter((t) => t.transfer_group === paid?.id)).toEqual([
      expect.objectContaining({ amount: 2100, idempotencyKey: paid?.id }),
    ]);
    expect((await rowsOf(h, "2026-11")).map((r) => r.status)).toEqual(["pending"]);
    expect(stripe.transfers.filter((t) => t.destination === novemberAccount)).toEqual([]);
  });

  it("leaves a payout pending when Stripe's answer is unknown (5xx) and pays it once on the next run", async () => {
    const h = await withStripe();
    const account = stripe.addAccount();
    await earn(h.db, await payableCreator(h.db, account), 1900, inOctober);
    const { runner } = h.replica();
    await runner.calculate("2026-10", NOW);
    // The SDK tries three times (two network retries with the same key); all three fail.
    stripe.outage.transfers = 3;
    expect(await runner.transfer()).toMatchObject({
      ran: true,
      result: { attempted: 1, paid: 0, unknown: 1 },
    });
    const [pending] = await rowsOf(h, "2026-10");
    expect(pending).toMatchObject({
      status: "pending",
      reason: expect.stringMatching(/^transfer outcome unknown/),
    });
    expect(await runner.transfer()).toMatchObject({ ran: true, result: { paid: 1 } });
    expect(stripe.transfers.filter((t) => t.destination === account)).toHaveLength(1);
  });

  it("records transfers as succeeded with a local id in local mode", async () => {
    harness = await createPayoutHarness();
    const h = harness;
    const creator = await payableCreator(h.db, "local_acct_1");
    await earn(h.db, creator, 1800, inOctober);
    const { runner } = h.replica();
    expect(runner.payments.mode).toBe("local");
    await runner.calculate("2026-10", NOW);
    expect(await runner.transfer()).toMatchObject({ ran: true, result: { paid: 1 } });
    const [row] = await rowsOf(h, "2026-10");
    expect(row).toMatchObject({ status: "paid", transferId: expect.stringMatching(/^local_tr_/) });
  });
});
