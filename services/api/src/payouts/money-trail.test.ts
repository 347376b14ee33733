import { ledgerEntries, ledgerPostings, payoutAccounts } from "@playpal/db";
import { getBalance, platformAccount } from "@playpal/ledger";
import { createLogger } from "@playpal/platform";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceEnv, giveCoins } from "#test/commerce-factories.ts";
import { registerUser, useTestApp } from "#test/context.ts";
import { startFakeStripe } from "#test/fake-stripe.ts";
import { approveIdentity, expectLedgerClean } from "#test/payout-factories.ts";
import { createPayoutRunner } from "../../../payout/src/runner.ts";

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe.close();
});
const ctx = useTestApp(() => ({
  ...commerceEnv,
  STRIPE_SECRET_KEY: "sk_test_trail",
  STRIPE_API_BASE: stripe.url,
}));
const call = ctx.call;

describe("the money trail", () => {
  it("follows every cent from a fan's coin purchase through a subscription to the creator's Stripe transfer", async () => {
    const fan = await registerUser(ctx.app);
    const creator = await registerUser(ctx.app);
    expect((await call("PUT", "/user/me/subscription", creator, { priceCoins: 2000 })).statusCode).toBe(200);
    await giveCoins(ctx.app, fan.id, 2000);
    expect((await call("POST", "/subscriptions", fan, { creatorId: creator.id })).statusCode).toBeLessThan(
      300,
    );
    // 2000 coins at 1 cent, 20% fee: 1600 cents for the creator.
    expect((await call("GET", "/wallet", creator)).json()).toMatchObject({ availableEarningsCents: 1600 });

    await approveIdentity(ctx.db, creator.id);
    await call("POST", "/payouts/account", creator);
    const [account] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, creator.id));
    Object.assign(stripe.accounts.get(account!.providerAccountId)!, {
      details_submitted: true,
      payouts_enabled: true,
    });
    await call("POST", "/payouts/account", creator);

    // The month ends: the payout service calculates it and transfers.
    const now = new Date();
    const period = now.toISOString().slice(0, 7);
    const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const runner = createPayoutRunner({
      config: ctx.config,
      logger: createLogger(ctx.config, "payout"),
      db: ctx.db,
      redis: ctx.deps.redis,
    });
    expect(await runner.calculate(period, monthEnd)).toMatchObject({ ran: true, result: { skipped: false } });
    expect(await runner.transfer()).toMatchObject({ ran: true, result: { paid: 1 } });

    const payouts = (await call("GET", "/payouts", creator)).json().items;
    expect(payouts).toEqual([
      expect.objectContaining({
        period,
        amountCents: 1600,
        currency: "usd",
        status: "paid",
        failureReason: null,
      }),
    ]);
    expect(stripe.transfers.filter((t) => t.destination === account?.providerAccountId)).toEqual([
      expect.objectContaining({ amount: 1600, transfer_group: payouts[0].id }),
    ]);
    expect((await call("GET", "/wallet", creator)).json()).toMatchObject({
      availableEarningsCents: 0,
      pendingEarningsCents: 0,
    });

    // The creator's cents: +1600 from the subscription, -1600 into the payout, confirmed paid out.
    const creatorPostings = await ctx.db
      .select({
        kind: ledgerEntries.kind,
        accountId: ledgerPostings.accountId,
        amount: ledgerPostings.amount,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(eq(ledgerPostings.ownerId, creator.id));
    expect(creatorPostings.map((p) => `${p.kind} ${p.accountId.split(":")[2]} ${p.amount}`).sort()).toEqual(
      [
        "SUBSCRIPTION earnings_available 1600",
        "PAYOUT earnings_available -1600",
        "PAYOUT payouts_in_transit 1600",
        "PAYOUT_PAID payouts_in_transit -1600",
      ].sort(),
    );
    const fanEntries = await ctx.db
      .select({ kind: ledgerEntries.kind })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(eq(ledgerPostings.ownerId, fan.id));
    expect(new Set(fanEntries.map((e) => e.kind))).toEqual(new Set(["COIN_PURCHASE", "SUBSCRIPTION"]));
    const paidEntries = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.kind, ["PAYOUT", "PAYOUT_PAID"]));
    expect(paidEntries.every((e) => e.objectType === "payout" && e.objectId === payouts[0].id)).toBe(true);
    expect(await getBalance(ctx.db, platformAccount("payouts_paid"))).toBe(1600);
    await expectLedgerClean(ctx.db);
  });
});
