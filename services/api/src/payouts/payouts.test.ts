import { ledgerEntries, payoutAccounts, payouts } from "@playpal/db";
import { getUserBalances } from "@playpal/ledger";
import { createLogger, fixedClock } from "@playpal/platform";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, registerUser, useTestApp } from "#test/context.ts";
import { startFakeStripe } from "#test/fake-stripe.ts";
import { approveIdentity, earn, expectLedgerClean } from "#test/payout-factories.ts";
import { createPayoutRunner } from "../../../payout/src/runner.ts";

const WEBHOOK_SECRET = "whsec_test_payouts_secret";
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
const webhooks = new Stripe("sk_test_signing_only").webhooks;

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe.close();
});
// The API's clock, fixed on a whole second (signature timestamps are seconds): a signature dated
// 400 s away stays 400 s away, and one dated 240 s away stays inside the tolerance, however long the
// deliveries before it take.
const clock = fixedClock(Math.floor(Date.now() / 1000) * 1000);
const signedNow = () => Math.floor(clock.now() / 1000);
const ctx = useTestApp(
  () => ({
    STRIPE_SECRET_KEY: "sk_test_api",
    STRIPE_API_BASE: stripe.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  }),
  { clock },
);
const call = ctx.call;
afterAll(async () => {
  await expectLedgerClean(ctx.db);
});

/** Posts an event to the webhook, signed with `secret` (the right one unless a forgery is wanted). */
function sendEvent(event: Record<string, unknown>, secret = WEBHOOK_SECRET, signature?: string) {
  const payload = JSON.stringify({ object: "event", api_version: "2025-01-01", created: 1, ...event });
  return ctx.app.inject({
    method: "POST",
    url: "/api/v1/webhooks/stripe",
    headers: {
      "content-type": "application/json",
      "stripe-signature":
        signature ?? webhooks.generateTestHeaderString({ payload, secret, timestamp: signedNow() }),
    },
    payload,
  });
}

/**
 * A creator paid for `period` through the payout service's runner and the fake Stripe (one period per
 * call: a calculated period is skipped).
 */
async function paidCreator(period: string) {
  const user = await registerUser(ctx.app);
  await approveIdentity(ctx.db, user.id);
  expect((await call("POST", "/payouts/account", user)).statusCode).toBe(200);
  const [account] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
  const fake = stripe.accounts.get(account!.providerAccountId)!;
  fake.details_submitted = true;
  fake.payouts_enabled = true;
  await call("POST", "/payouts/account", user);
  await earn(ctx.db, user.id, 3300, new Date(`${period}-05T00:00:00Z`));
  const runner = createPayoutRunner({
    config: ctx.config,
    logger: createLogger(ctx.config, "payout"),
    db: ctx.db,
    redis: ctx.deps.redis,
  });
  await runner.calculate(period, new Date("2026-11-23T00:00:00Z"));
  await runner.transfer();
  const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.creatorId, user.id));
  expect(payout?.status).toBe("paid");
  return { user, payout: payout!, runner };
}

const reversal = (id: string, payout: { id: string; transferId: string | null; amountCents: number }) => ({
  id,
  type: "transfer.reversed",
  data: {
    object: {
      id: payout.transferId,
      object: "transfer",
      amount: payout.amountCents,
      amount_reversed: payout.amountCents,
      reversed: true,
      metadata: { payoutId: payout.id },
    },
  },
});

describe("POST /payouts/account", () => {
  it("creates one Stripe Connect account per creator, answers an onboarding link, and marks it connected once Stripe says so", async () => {
    const user = await registerUser(ctx.app);
    const first = await call("POST", "/payouts/account", user);
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_/);
    const [account] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
    expect(account).toMatchObject({
      status: "onboarding",
      providerAccountId: expect.stringMatching(/^acct_/),
    });
    expect(stripe.accountLinks.at(-1)).toMatchObject({
      account: account?.providerAccountId,
      return_url: ctx.config.PAYOUT_CONNECT_RETURN_URL,
    });

    await call("POST", "/payouts/account", user);
    const accounts = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
    expect(accounts).toHaveLength(1);

    // Stripe reports onboarding done (account.updated): connected.
    const updated = await sendEvent({
      id: `evt_acct_${user.id}`,
      type: "account.updated",
      data: {
        object: {
          id: account?.providerAccountId,
          object: "account",
          details_submitted: true,
          payouts_enabled: true,
        },
      },
    });
    expect(updated.json()).toEqual({ received: true, duplicate: false });
    const [after] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
    expect(after?.status).toBe("connected");
  });

  it("creates one account when a creator asks five times at once", async () => {
    const user = await registerUser(ctx.app);
    const before = stripe.accounts.size;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call("POST", "/payouts/account", user)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const accounts = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
    expect(accounts).toHaveLength(1);
    // Stripe's idempotency key (connect_account_<userId>) made one connected account for all five.
    expect(stripe.accounts.size).toBe(before + 1);
    for (const response of responses) {
      expect(response.json().url).toContain(`/setup/${accounts[0]?.providerAccountId}/`);
    }
  });

  it("connects at once in local mode and answers the local return URL", async () => {
    const local = await createTestContext();
    try {
      const user = await registerUser(local.app);
      const response = await local.app.inject({
        method: "POST",
        url: "/api/v1/payouts/account",
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().url).toMatch(
        /^https:\/\/playpal\.app\/payouts\/connected\?account=local_acct_.*mode=local/,
      );
      const [account] = await local.db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.userId, user.id));
      expect(account?.status).toBe("connected");
    } finally {
      await local.close();
    }
  });
});

describe("GET /payouts", () => {
  it("lists only the caller's own payouts, newest first, with a keyset cursor", async () => {
    const creator = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const row = (creatorId: string, period: string, createdAt: string, extra = {}) => ({
      creatorId,
      period,
      amountCents: 1500,
      status: "blocked" as const,
      reason: "identity verification not approved",
      runToken: "test",
      createdAt: new Date(createdAt),
      ...extra,
    });
    await ctx.db.insert(payouts).values([
      row(creator.id, "2026-07", "2026-08-25T02:00:00Z"),
      row(creator.id, "2026-08", "2026-09-25T02:00:00Z", {
        status: "failed",
        reason: "No such destination",
      }),
      row(creator.id, "2026-09", "2026-10-25T02:00:00Z", { status: "pending", reason: null }),
      row(other.id, "2026-09", "2026-10-25T02:00:00Z"),
    ]);
    const first = await call("GET", "/payouts?limit=2", creator);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items.map((p: { period: string }) => p.period)).toEqual(["2026-09", "2026-08"]);
    expect(page.items[1]).toMatchObject({
      status: "failed",
      failureReason: "No such destination",
      blockedReason: null,
    });
    expect(page.items[0]).toMatchObject({ amountCents: 1500, currency: "usd", failureReason: null });
    const cursor = encodeURIComponent(JSON.stringify(page.nextCursor));
    const second = (await call("GET", `/payouts?limit=2&cursor=${cursor}`, creator)).json();
    expect(second.items).toEqual([
      expect.objectContaining({
        period: "2026-07",
        status: "blocked",
        blockedReason: "identity verification not approved",
      }),
    ]);
    expect(second.nextCursor).toBeNull();
    const others = (await call("GET", "/payouts", other)).json();
    expect(others.items).toHaveLength(1);
  });
});

describe("POST /webhooks/stripe", () => {
  it("changes nothing for a forged, missing or stale signature", async () => {
    const { user, payout } = await paidCreator("2026-04");
    const entriesBefore = (await ctx.db.select().from(ledgerEntries)).length;
    const forged = await sendEvent(reversal("evt_forged", payout), "whsec_not_ours");
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: "INVALID_SIGNATURE" });
    const unsigned = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/webhooks/stripe",
      headers: { "content-type": "application/json" },
      payload: reversal("evt_unsigned", payout),
    });
    expect(unsigned.statusCode).toBe(401);
    const stale = await sendEvent(
      reversal("evt_stale", payout),
      WEBHOOK_SECRET,
      webhooks.generateTestHeaderString({
        payload: JSON.stringify(reversal("evt_stale", payout)),
        secret: WEBHOOK_SECRET,
        timestamp: signedNow() - 3600,
      }),
    );
    expect(stale.statusCode).toBe(401);
    // A signature over other bytes than the ones sent (a re-serialised or altered body).
    const payload = JSON.stringify({ object: "event", ...reversal("evt_altered", payout) });
    const altered = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/webhooks/stripe",
      headers: {
        "content-type": "application/json",
        "stripe-signature": webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: signedNow(),
        }),
      },
      payload: payload.replace("transfer.reversed", "transfer.failed"),
    });
    expect(altered.statusCode).toBe(401);

    const [after] = await ctx.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(after?.status).toBe("paid");
    expect((await ctx.db.select().from(ledgerEntries)).length).toBe(entriesBefore);
    expect(await getUserBalances(ctx.db, user.id)).toMatchObject({ payouts_in_transit: 0 });
  });

  it("refuses a signature dated in the future beyond five minutes, as one dated in the past", async () => {
    const { payout } = await paidCreator("2026-06");
    const now = signedNow();
    for (const [ahead, status] of [
      [400, 401],
      [3600, 401],
      [86_400, 401],
      [365 * 86_400, 401],
      [-400, 401],
      [301, 401],
      [-301, 401],
      [240, 200],
      [-240, 200],
      [300, 200],
      [-300, 200],
    ] as const) {
      const event = reversal(`evt_clock_${ahead}`, payout);
      const payload = JSON.stringify({ object: "event", api_version: "2025-01-01", created: 1, ...event });
      const response = await sendEvent(
        event,
        WEBHOOK_SECRET,
        webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: now + ahead }),
      );
      expect(response.statusCode, `signed ${ahead} s from now`).toBe(status);
    }
  });

  it("answers a signed event without an id or with data.object null 400, never 500, and changes nothing", async () => {
    const entriesBefore = (await ctx.db.select().from(ledgerEntries)).length;
    for (const event of [
      { id: "evt_null_object", type: "transfer.reversed", data: { object: null } },
      { id: "evt_null_account", type: "account.updated", data: { object: null } },
      { type: "transfer.failed", data: { object: { id: "tr_x", object: "transfer" } } },
      { id: "evt_no_data", type: "transfer.failed" },
      { id: "evt_array", type: "transfer.failed", data: { object: [] } },
    ]) {
      const response = await sendEvent(event);
      expect(response.statusCode, JSON.stringify(event)).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    }
    // A transfer event whose object has no id is acknowledged and touches nothing.
    const noId = await sendEvent({ id: "evt_object_no_id", type: "transfer.failed", data: { object: {} } });
    expect(noId.statusCode).toBe(200);
    expect((await ctx.db.select().from(ledgerEntries)).length).toBe(entriesBefore);
  });

  it("fails a reversed transfer's payout, posts a reversing entry once per event id, and a retry pays it again", async () => {
    const { user, payout, runner } = await paidCreator("2026-05");
    const first = await sendEvent(reversal("evt_reversed_1", payout));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await sendEvent(reversal("evt_reversed_1", payout));
    expect(again.json()).toEqual({ received: true, duplicate: true });

    const [failed] = await ctx.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(failed).toMatchObject({ status: "failed", reason: "The transfer was reversed by Stripe" });
    const reversals = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.objectId, payout.id));
    expect(reversals.filter((e) => e.kind === "REVERSAL")).toHaveLength(1);
    expect(await getUserBalances(ctx.db, user.id)).toMatchObject({ payouts_in_transit: 3300 });
    await expectLedgerClean(ctx.db);

    const transfersBefore = stripe.transfers.length;
    expect(await runner.retry({ period: "2026-05" })).toMatchObject({
      ran: true,
      result: { retried: 1, paid: 1 },
    });
    expect(stripe.transfers.length).toBe(transfersBefore + 1);
    const [repaid] = await ctx.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(repaid?.status).toBe("paid");
    expect(repaid?.transferId).not.toBe(payout.transferId);
    expect(await getUserBalances(ctx.db, user.id)).toMatchObject({ payouts_in_transit: 0 });

    // A late event about the first, reversed transfer does not touch the payout its retry paid.
    expect((await sendEvent(reversal("evt_reversed_late", payout))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    const [still] = await ctx.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(still).toMatchObject({ status: "paid", transferId: repaid?.transferId });
  });
});
