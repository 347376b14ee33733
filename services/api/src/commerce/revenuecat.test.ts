import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { storeTransactionConflicts, storeTransactionCredits } from "@playpal/db";
import {
  coinSpendPostings,
  getBalance,
  platformAccount,
  postEntry,
  userAccount,
  verifyLedger,
} from "@playpal/ledger";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  commerceEnv,
  deliverRevenueCat,
  giveCoins,
  REVENUECAT_SECRET,
  revenueCatEvent,
  wallet,
} from "#test/commerce-factories.ts";
import { createTestContext, registerUser, useTestApp } from "#test/context.ts";
import { runAdmin } from "../../../../scripts/admin.ts";

const rates = { coinValueCents: 1, platformFeeBps: 2000 };

beforeAll(async () => {
  // A pool wide enough for the concurrent deliveries below to hold their transactions at the same time.
});
const ctx = useTestApp(() => ({ ...commerceEnv, DATABASE_POOL_MAX: "16" }));
const call = ctx.call;
afterAll(async () => {
  const report = await verifyLedger(ctx.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

/** `npm run ledger:verify` itself, against this file's database. */
async function ledgerVerifyCli(): Promise<string> {
  const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/ledger-verify.ts"], {
    env: { ...process.env, DATABASE_URL: ctx.config.DATABASE_URL, LOG_LEVEL: "silent" },
    cwd: `${__dirname}/../../../..`,
  });
  return stdout;
}

describe("POST /webhooks/revenuecat", () => {
  it("refuses a missing or wrong bearer secret with 401 and credits nothing", async () => {
    const user = await registerUser(ctx.app);
    const body = revenueCatEvent({ type: "INITIAL_PURCHASE", app_user_id: user.id });
    const missing = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/webhooks/revenuecat",
      payload: body,
    });
    const wrong = await deliverRevenueCat(ctx.app, body, `${REVENUECAT_SECRET}x`);
    const raw = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/webhooks/revenuecat",
      headers: { authorization: REVENUECAT_SECRET },
      payload: body,
    });
    for (const response of [missing, wrong, raw]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("UNAUTHORIZED");
    }
    expect((await wallet(ctx.app, user)).coins).toBe(0);
  });

  it("refuses every delivery with 401 while the secret is not configured", async () => {
    const bare = await createTestContext({ ...commerceEnv, REVENUECAT_WEBHOOK_SECRET: "" });
    try {
      const response = await deliverRevenueCat(
        bare.app,
        revenueCatEvent({ type: "INITIAL_PURCHASE", app_user_id: "someone" }),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("REVENUECAT_NOT_CONFIGURED");
    } finally {
      await bare.close();
    }
  });

  it("credits a coin pack once per event id, also when one event arrives 20 times at once", async () => {
    const user = await registerUser(ctx.app);
    const body = revenueCatEvent({ type: "INITIAL_PURCHASE", app_user_id: user.id, product_id: "coins_500" });
    const first = await deliverRevenueCat(ctx.app, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, outcome: "credited" });
    expect((await deliverRevenueCat(ctx.app, body)).json().outcome).toBe("duplicate");
    expect((await wallet(ctx.app, user)).coins).toBe(550);

    const burst = revenueCatEvent({
      type: "NON_RENEWING_PURCHASE",
      app_user_id: user.id,
      product_id: "coins_100",
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliverRevenueCat(ctx.app, burst)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(responses.filter((r) => r.json().outcome === "credited")).toHaveLength(1);
    expect((await wallet(ctx.app, user)).coins).toBe(650);
  });

  it("credits a store transaction once even when it comes with two different event ids", async () => {
    const user = await registerUser(ctx.app);
    const transaction_id = `dup-txn-${user.id}`;
    const responses = await Promise.all(
      ["evt-a", "evt-b", "evt-c"].map((id) =>
        deliverRevenueCat(
          ctx.app,
          revenueCatEvent({
            id: `${id}-${user.id}`,
            type: "INITIAL_PURCHASE",
            app_user_id: user.id,
            transaction_id,
          }),
        ),
      ),
    );
    expect(responses.map((r) => r.json().outcome).sort()).toEqual(["credited", "duplicate", "duplicate"]);
    expect((await wallet(ctx.app, user)).coins).toBe(100);
  });

  it("acknowledges TEST events, other types, unknown products and unknown users without crediting", async () => {
    const user = await registerUser(ctx.app);
    const events = [
      revenueCatEvent({ type: "TEST", app_user_id: user.id }),
      revenueCatEvent({ type: "RENEWAL", app_user_id: user.id }),
      revenueCatEvent({ type: "INITIAL_PURCHASE", app_user_id: user.id, product_id: "premium_monthly" }),
      revenueCatEvent({
        type: "INITIAL_PURCHASE",
        app_user_id: "$RCAnonymousID:8e4c0f4b9a",
        product_id: "coins_100",
      }),
      revenueCatEvent({
        type: "INITIAL_PURCHASE",
        app_user_id: "cl0nosuchuser000000000000",
        product_id: "coins_100",
      }),
    ];
    for (const body of events) {
      const response = await deliverRevenueCat(ctx.app, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, outcome: "ignored" });
    }
    expect((await wallet(ctx.app, user)).coins).toBe(0);
  });

  it("refuses a body that is not a RevenueCat event with 400", async () => {
    for (const payload of [{}, { event: {} }, { event: { id: 5, type: "TEST" } }]) {
      const response = await deliverRevenueCat(ctx.app, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
  });

  it("claws a refunded pack back to zero, never below, books the shortfall as a loss, once per transaction", async () => {
    const [fan, creator] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const purchase = revenueCatEvent({
      type: "INITIAL_PURCHASE",
      app_user_id: fan.id,
      product_id: "coins_100",
      transaction_id: `txn-${fan.id}`,
    });
    await deliverRevenueCat(ctx.app, purchase);
    await giveCoins(ctx.app, fan.id, 5);
    // The fan spends 80 of the 105 coins.
    await postEntry(ctx.db, {
      idempotencyKey: `test-spend:${fan.id}`,
      kind: "PRODUCT_PURCHASE",
      postings: coinSpendPostings({ payerId: fan.id, creatorId: creator.id, coins: 80, rates }),
    });
    const lossBefore = await getBalance(ctx.db, platformAccount("loss_coins"));
    const refund = (id?: string) =>
      revenueCatEvent({
        type: "CANCELLATION",
        cancel_reason: "CUSTOMER_SUPPORT",
        app_user_id: fan.id,
        product_id: "coins_100",
        transaction_id: `txn-${fan.id}`,
        ...(id ? { id } : {}),
      });
    // Two different refund events for one transaction, each delivered several times at once.
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => deliverRevenueCat(ctx.app, refund("refund-a"))),
      ...Array.from({ length: 5 }, () =>
        deliverRevenueCat(ctx.app, {
          ...refund("refund-b"),
          event: { ...refund("refund-b").event, type: "REFUND" },
        }),
      ),
    ]);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(responses.filter((r) => r.json().outcome === "clawed_back")).toHaveLength(1);
    expect((await wallet(ctx.app, fan)).coins).toBe(0);
    expect(await getBalance(ctx.db, userAccount(fan.id, "coins"))).toBe(0);
    expect(await getBalance(ctx.db, platformAccount("loss_coins"))).toBe(lossBefore - 75);

    // A refund of a transaction that never credited anything is acknowledged and changes nothing.
    const stray = await deliverRevenueCat(
      ctx.app,
      revenueCatEvent({ type: "CANCELLATION", app_user_id: fan.id, transaction_id: "never-bought" }),
    );
    expect(stray.json().outcome).toBe("ignored");
  });
});

describe("POST /webhooks/revenuecat: one credit per store transaction", () => {
  const TRIES = 5;
  const CLAIMANTS = 8;
  const REDELIVERIES = 3;

  it(`credits a store transaction to one user only when ${CLAIMANTS} users claim it at once, ${REDELIVERIES} deliveries each (${TRIES} tries)`, async () => {
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const claimants = await Promise.all(Array.from({ length: CLAIMANTS }, () => registerUser(ctx.app)));
      const transaction_id = `shared-txn-${attempt}-${claimants[0]!.id}`;
      const bodies = claimants.map((user, i) =>
        revenueCatEvent({
          id: `claim-${attempt}-${i}-${user.id}`,
          type: "NON_RENEWING_PURCHASE",
          app_user_id: user.id,
          product_id: "coins_100",
          transaction_id,
        }),
      );
      const responses = await Promise.all(
        bodies.flatMap((body) =>
          Array.from({ length: REDELIVERIES }, () => deliverRevenueCat(ctx.app, body)),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
      const outcomes = responses.map((r) => r.json().outcome as string);
      expect(outcomes.filter((o) => o === "credited")).toHaveLength(1);
      expect(outcomes.every((o) => ["credited", "duplicate", "conflict"].includes(o))).toBe(true);
      const coins = await Promise.all(
        claimants.map(async (user) => (await wallet(ctx.app, user)).coins as number),
      );
      expect(coins.sort((a, b) => b - a)).toEqual([100, ...Array(CLAIMANTS - 1).fill(0)]);

      const [credit] = await ctx.db
        .select()
        .from(storeTransactionCredits)
        .where(eq(storeTransactionCredits.transactionId, transaction_id));
      const winner = claimants.find((u) => u.id === credit?.userId);
      expect(winner && (await wallet(ctx.app, winner)).coins).toBe(100);
      // Every other claiming event is on record once, however often it was delivered.
      const conflicts = await ctx.db
        .select()
        .from(storeTransactionConflicts)
        .where(eq(storeTransactionConflicts.transactionId, transaction_id));
      expect(conflicts).toHaveLength(CLAIMANTS - 1);
      expect(
        conflicts.every((c) => c.creditedUserId === credit?.userId && c.claimedUserId !== c.creditedUserId),
      ).toBe(true);
    }
    expect(await ledgerVerifyCli()).toContain("ledger OK");
  }, 180_000);

  it("claws a refund back from the user actually credited, whoever the refund names, and lists the conflict", async () => {
    const [first, second] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const transaction_id = `refund-shared-${first.id}`;
    const purchase = (user: { id: string }) =>
      revenueCatEvent({
        type: "INITIAL_PURCHASE",
        app_user_id: user.id,
        product_id: "coins_100",
        transaction_id,
      });
    expect((await deliverRevenueCat(ctx.app, purchase(first))).json().outcome).toBe("credited");
    expect((await deliverRevenueCat(ctx.app, purchase(second))).json()).toEqual({
      ok: true,
      outcome: "conflict",
    });
    await giveCoins(ctx.app, second.id, 10);

    const refund = revenueCatEvent({
      type: "REFUND",
      app_user_id: second.id,
      product_id: "coins_100",
      transaction_id,
    });
    const responses = await Promise.all(Array.from({ length: 6 }, () => deliverRevenueCat(ctx.app, refund)));
    expect(responses.filter((r) => r.json().outcome === "clawed_back")).toHaveLength(1);
    expect((await wallet(ctx.app, first)).coins).toBe(0);
    expect((await wallet(ctx.app, second)).coins).toBe(10);

    const lines: string[] = [];
    const code = await runAdmin(
      ["store-claims", "list"],
      { out: (line) => lines.push(line), err: (line) => lines.push(line) },
      ctx.config,
    );
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^WHEN\s+TRANSACTION\s+EVENT\s+TYPE\s+CLAIMED BY/);
    expect(lines.find((l) => l.includes(transaction_id))).toMatch(
      new RegExp(`${transaction_id}\\s+\\S+\\s+INITIAL_PURCHASE\\s+${second.id}\\s+coins_100\\s+${first.id}`),
    );
    const report = await verifyLedger(ctx.db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });

  it("answers an event already credited 200 duplicate when it comes back with another body, also concurrently", async () => {
    const user = await registerUser(ctx.app);
    const original = revenueCatEvent({
      type: "INITIAL_PURCHASE",
      app_user_id: user.id,
      product_id: "coins_100",
    });
    expect((await deliverRevenueCat(ctx.app, original)).json().outcome).toBe("credited");
    const altered = [
      { ...original.event, product_id: "coins_500" },
      { ...original.event, transaction_id: `other-${user.id}` },
      { ...original.event, transaction_id: `other2-${user.id}`, product_id: "coins_10" },
    ];
    for (const event of altered) {
      const response = await deliverRevenueCat(ctx.app, { ...original, event });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, outcome: "duplicate" });
    }

    // A new event delivered with two bodies at once: one credit, the other 200 duplicate.
    const fresh = revenueCatEvent({ type: "INITIAL_PURCHASE", app_user_id: user.id, product_id: "coins_10" });
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        deliverRevenueCat(ctx.app, {
          ...fresh,
          event: {
            ...fresh.event,
            transaction_id: `burst-${i % 2}-${user.id}`,
            product_id: i % 2 ? "coins_10" : "coins_1",
          },
        }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(burst.map(() => 200));
    expect(burst.filter((r) => r.json().outcome === "credited")).toHaveLength(1);
    expect(burst.every((r) => ["credited", "duplicate"].includes(r.json().outcome))).toBe(true);
    expect([110, 101]).toContain((await wallet(ctx.app, user)).coins);
  });

  it("ignores product ids that name Object.prototype members instead of answering 500", async () => {
    const user = await registerUser(ctx.app);
    for (const product_id of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
      const response = await deliverRevenueCat(
        ctx.app,
        revenueCatEvent({ type: "NON_RENEWING_PURCHASE", app_user_id: user.id, product_id }),
      );
      expect(response.statusCode, product_id).toBe(200);
      expect(response.json()).toEqual({ ok: true, outcome: "ignored" });
    }
    expect((await wallet(ctx.app, user)).coins).toBe(0);
  });
});

describe("GET /wallet and /wallet/transactions", () => {
  it("shows the caller's coins and earnings and lists each movement newest first, by keyset pages", async () => {
    const [fan, creator] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    await giveCoins(ctx.app, fan.id, 111);
    await postEntry(ctx.db, {
      idempotencyKey: `test-spend2:${fan.id}`,
      kind: "SUBSCRIPTION",
      objectType: "subscription",
      objectId: "sub-x",
      postings: coinSpendPostings({ payerId: fan.id, creatorId: creator.id, coins: 11, rates }),
    });
    expect(await wallet(ctx.app, fan)).toEqual({
      coins: 100,
      pendingEarningsCents: 0,
      availableEarningsCents: 0,
    });
    expect(await wallet(ctx.app, creator)).toEqual({
      coins: 0,
      pendingEarningsCents: 8,
      availableEarningsCents: 8,
    });

    const seen: { kind: string; coins: number; cents: number }[] = [];
    let cursor: unknown = null;
    do {
      const qs = cursor ? `&cursor=${encodeURIComponent(JSON.stringify(cursor))}` : "";
      const page = await call("GET", `/wallet/transactions?limit=2${qs}`, fan);
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().items);
      cursor = page.json().nextCursor;
    } while (cursor);
    // 111 = 100 + 10 + 1: three purchases, then the spend.
    expect(seen.map((t) => [t.kind, t.coins, t.cents])).toEqual([
      ["SUBSCRIPTION", -11, 0],
      ["COIN_PURCHASE", 1, 0],
      ["COIN_PURCHASE", 10, 0],
      ["COIN_PURCHASE", 100, 0],
    ]);
    const [spend] = (await call("GET", "/wallet/transactions", fan)).json().items;
    expect(spend).toMatchObject({
      objectType: "subscription",
      objectId: "sub-x",
      counterparty: { id: creator.id },
    });
    const [earning] = (await call("GET", "/wallet/transactions", creator)).json().items;
    expect(earning).toMatchObject({ kind: "SUBSCRIPTION", coins: 0, cents: 8, counterparty: { id: fan.id } });
  });

  it("needs authentication and refuses a malformed cursor with 400", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/wallet" })).statusCode).toBe(401);
    const user = await registerUser(ctx.app);
    expect((await call("GET", "/wallet/transactions?cursor=nope", user)).statusCode).toBe(400);
  });
});
