import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { closeDatabase, createDatabase, type Database, ledgerAccounts, pgError } from "@playpal/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#test/context.ts";
import {
  coinClawbackPostings,
  coinPurchasePostings,
  coinRefundPostings,
  coinSpendPostings,
  failPayout,
  getBalance,
  getUserBalances,
  IdempotencyKeyReusedError,
  InsufficientFundsError,
  LedgerError,
  lockBalance,
  platformAccount,
  postEntry,
  postPayout,
  type Rates,
  releaseDueEarnings,
  reverseEntry,
  settlePayout,
  splitCoins,
  userAccount,
  verifyLedger,
} from "./index.ts";

const rates: Rates = { coinValueCents: 1, platformFeeBps: 2000 };
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let seq = 0;
const uid = (name: string) => `${name}${++seq}`;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.url, { max: 12 });
});
afterAll(async () => {
  await closeDatabase(db);
  await database.drop();
});

const buyCoins = (userId: string, coins: number, key = `test-buy:${userId}:${++seq}`) =>
  postEntry(db, {
    idempotencyKey: key,
    kind: "COIN_PURCHASE",
    postings: coinPurchasePostings(userId, coins),
  });

describe("the rounding rule", () => {
  it("rounds the creator's share down, loses no cent and costs the creator under one cent", () => {
    for (const bps of [0, 1, 999, 2000, 3333, 10_000]) {
      for (const coinValueCents of [1, 3, 7]) {
        for (let coins = 0; coins <= 300; coins++) {
          const split = splitCoins(coins, { coinValueCents, platformFeeBps: bps });
          expect(split.creatorCents + split.feeCents).toBe(split.grossCents);
          const exact = (split.grossCents * (10_000 - bps)) / 10_000;
          expect(split.creatorCents).toBeLessThanOrEqual(exact);
          expect(exact - split.creatorCents).toBeLessThan(1);
        }
      }
    }
    expect(splitCoins(1, rates)).toEqual({ grossCents: 1, creatorCents: 0, feeCents: 1 });
    expect(splitCoins(99, { coinValueCents: 2, platformFeeBps: 2000 })).toEqual({
      grossCents: 198,
      creatorCents: 158,
      feeCents: 40,
    });
  });

  it("refuses fractional, negative and unsafe amounts", () => {
    expect(() => splitCoins(1.5, rates)).toThrow(LedgerError);
    expect(() => splitCoins(-1, rates)).toThrow(LedgerError);
    expect(() => splitCoins(Number.MAX_SAFE_INTEGER, { coinValueCents: 10, platformFeeBps: 0 })).toThrow(
      LedgerError,
    );
  });
});

describe("posting entries", () => {
  it("writes balanced postings and the balances in one go, and a replay changes nothing", async () => {
    const user = uid("buyer");
    const first = await buyCoins(user, 100, `buy-once:${user}`);
    const again = await buyCoins(user, 100, `buy-once:${user}`);
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.entry.id).toBe(first.entry.id);
    expect(await getBalance(db, userAccount(user, "coins"))).toBe(100);
    await expect(buyCoins(user, 200, `buy-once:${user}`)).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(await getBalance(db, userAccount(user, "coins"))).toBe(100);
  });

  it("refuses an entry that does not balance, has one posting, a zero or fractional amount or mixes units", async () => {
    const user = uid("u");
    const bad = [
      [{ accountId: userAccount(user, "coins"), amount: 5 }],
      [
        { accountId: userAccount(user, "coins"), amount: 5 },
        { accountId: platformAccount("coin_issuance"), amount: -4 },
      ],
      [
        { accountId: userAccount(user, "coins"), amount: 0 },
        { accountId: platformAccount("coin_issuance"), amount: 0 },
      ],
      [
        { accountId: userAccount(user, "coins"), amount: 1.5 },
        { accountId: platformAccount("coin_issuance"), amount: -1.5 },
      ],
      // Coins and cents never offset each other.
      [
        { accountId: userAccount(user, "coins"), amount: 5 },
        { accountId: platformAccount("fee_revenue"), amount: -5 },
      ],
      [
        { accountId: `user:${user}:gold`, amount: 5 },
        { accountId: platformAccount("coin_issuance"), amount: -5 },
      ],
    ];
    for (const postings of bad) {
      await expect(
        postEntry(db, { idempotencyKey: `bad:${++seq}`, kind: "ADJUSTMENT", postings }),
      ).rejects.toBeInstanceOf(LedgerError);
    }
    expect(await getBalance(db, userAccount(user, "coins"))).toBe(0);
  });

  it("lets the database refuse an unbalanced entry written around the package, at commit", async () => {
    const attempt = db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into ledger_entries (id, idempotency_key, kind) values ('raw1', 'raw1', 'ADJUSTMENT')`,
      );
      await tx.execute(
        sql`insert into ledger_postings (id, entry_id, account_id, unit, amount) values ('rawp1', 'raw1', 'platform:loss_coins', 'coins', 7)`,
      );
    });
    await expect(attempt).rejects.toSatisfy((e: unknown) => pgError(e)?.code === "23514");
    const [row] = (await db.execute(sql`select count(*)::int as n from ledger_entries where id = 'raw1'`))
      .rows as { n: number }[];
    expect(row?.n).toBe(0);
  });

  it("keeps entries and postings append-only", async () => {
    const { entry } = await buyCoins(uid("u"), 10);
    for (const statement of [
      sql`update ledger_entries set kind = 'ADJUSTMENT' where id = ${entry.id}`,
      sql`delete from ledger_entries where id = ${entry.id}`,
      sql`update ledger_postings set amount = amount * 2 where entry_id = ${entry.id}`,
      sql`delete from ledger_postings where entry_id = ${entry.id}`,
      sql`truncate ledger_postings`,
    ]) {
      await expect(db.execute(statement)).rejects.toSatisfy((e: unknown) => pgError(e)?.code === "23000");
    }
  });

  it("refuses a spend the wallet does not cover and writes nothing", async () => {
    const [fan, creator] = [uid("fan"), uid("creator")];
    await buyCoins(fan, 5);
    const key = `spend:${fan}`;
    await expect(
      postEntry(db, {
        idempotencyKey: key,
        kind: "PRODUCT_PURCHASE",
        postings: coinSpendPostings({ payerId: fan, creatorId: creator, coins: 6, rates }),
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await getUserBalances(db, fan)).toMatchObject({ coins: 5 });
    expect(await getUserBalances(db, creator)).toMatchObject({ earnings_available: 0 });
    const [row] = (
      await db.execute(sql`select count(*)::int as n from ledger_entries where idempotency_key = ${key}`)
    ).rows as { n: number }[];
    expect(row?.n).toBe(0);
  });

  it("lets exactly 10 of 50 concurrent spends through against a wallet that covers 10, ending at zero", async () => {
    const [fan, creator] = [uid("fan"), uid("creator")];
    await buyCoins(fan, 70);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        postEntry(db, {
          idempotencyKey: `race:${fan}:${i}`,
          kind: "PRODUCT_PURCHASE",
          postings: coinSpendPostings({ payerId: fan, creatorId: creator, coins: 7, rates }),
        }),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(ok).toHaveLength(10);
    expect(refused.every((r) => r.reason instanceof InsufficientFundsError)).toBe(true);
    expect(await getUserBalances(db, fan)).toMatchObject({ coins: 0 });
    // 7 coins = 7 cents: the creator gets floor(5.6) = 5, the platform 2, per spend.
    expect(await getUserBalances(db, creator)).toMatchObject({ earnings_available: 50 });
  });

  it("credits once when one key is posted 20 times at the same moment", async () => {
    const user = uid("u");
    const results = await Promise.all(Array.from({ length: 20 }, () => buyCoins(user, 100, `dup:${user}`)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(await getBalance(db, userAccount(user, "coins"))).toBe(100);
  });

  it("reverses an entry with a new entry, never by editing it", async () => {
    const [fan, creator] = [uid("fan"), uid("creator")];
    await buyCoins(fan, 50);
    const { entry } = await postEntry(db, {
      idempotencyKey: `sub:${fan}`,
      kind: "SUBSCRIPTION",
      objectType: "subscription",
      objectId: "s1",
      postings: coinSpendPostings({ payerId: fan, creatorId: creator, coins: 50, rates }),
    });
    await reverseEntry(db, { entryId: entry.id, idempotencyKey: `reverse:${entry.id}` });
    await reverseEntry(db, { entryId: entry.id, idempotencyKey: `reverse:${entry.id}` });
    expect(await getUserBalances(db, fan)).toMatchObject({ coins: 50 });
    expect(await getUserBalances(db, creator)).toMatchObject({ earnings_available: 0 });
  });
});

describe("claw-backs, holds and payouts", () => {
  it("claws a refunded purchase back down to zero and books the shortfall as the platform's loss", async () => {
    const [fan, creator] = [uid("fan"), uid("creator")];
    await buyCoins(fan, 100);
    await postEntry(db, {
      idempotencyKey: `spend:${fan}`,
      kind: "PRODUCT_PURCHASE",
      postings: coinSpendPostings({ payerId: fan, creatorId: creator, coins: 70, rates }),
    });
    const lossBefore = await getBalance(db, platformAccount("loss_coins"));
    await db.transaction(async (tx) => {
      const wallet = await lockBalance(tx, userAccount(fan, "coins"));
      await postEntry(tx, {
        idempotencyKey: `clawback:${fan}`,
        kind: "COIN_PURCHASE_REVERSAL",
        postings: coinClawbackPostings(fan, 100, wallet),
      });
    });
    expect(await getBalance(db, userAccount(fan, "coins"))).toBe(0);
    expect(await getBalance(db, platformAccount("loss_coins"))).toBe(lossBefore - 70);
  });

  it("never deadlocks a claw-back that locked the wallet first against spends of the same wallet", async () => {
    const [fan, creator] = [uid("fan"), uid("creator")];
    await buyCoins(fan, 1000);
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 15; i++) {
      work.push(
        db.transaction(async (tx) => {
          const wallet = await lockBalance(tx, userAccount(fan, "coins"));
          await postEntry(tx, {
            idempotencyKey: `clawback-race:${fan}:${i}`,
            kind: "COIN_PURCHASE_REVERSAL",
            postings: coinClawbackPostings(fan, 10, wallet),
          });
        }),
        postEntry(db, {
          idempotencyKey: `spend-race:${fan}:${i}`,
          kind: "PRODUCT_PURCHASE",
          postings: coinSpendPostings({ payerId: fan, creatorId: creator, coins: 10, rates }),
        }),
      );
    }
    const results = await Promise.allSettled(work);
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await getBalance(db, userAccount(fan, "coins"))).toBe(1000 - 15 * 10 - 15 * 10);
  });

  it("holds session earnings until due, refunds from the hold, then releases the rest", async () => {
    const [fan, creator] = [uid("fan"), uid("creator")];
    const sessionId = uid("session");
    await buyCoins(fan, 100);
    const endsAt = new Date(Date.now() + 3_600_000);
    await postEntry(db, {
      idempotencyKey: `book:${sessionId}`,
      kind: "SESSION_BOOKING",
      objectType: "session",
      objectId: sessionId,
      postings: coinSpendPostings({ payerId: fan, creatorId: creator, coins: 100, rates, held: true }),
      hold: { ownerId: creator, releaseAt: endsAt },
    });
    expect(await getUserBalances(db, creator)).toMatchObject({ earnings_held: 80, earnings_available: 0 });
    await postEntry(db, {
      idempotencyKey: `refund:${sessionId}`,
      kind: "SESSION_REFUND",
      objectType: "session",
      objectId: sessionId,
      postings: coinRefundPostings({ payerId: fan, creatorId: creator, coins: 50, rates, held: true }),
    });
    expect(await getUserBalances(db, fan)).toMatchObject({ coins: 50 });
    expect(await getUserBalances(db, creator)).toMatchObject({ earnings_held: 40 });

    expect((await releaseDueEarnings(db, new Date(endsAt.getTime() - 1))).released).toBe(0);
    const [a, b] = await Promise.all([releaseDueEarnings(db, endsAt), releaseDueEarnings(db, endsAt)]);
    expect((a?.cents ?? 0) + (b?.cents ?? 0)).toBe(40);
    expect(await getUserBalances(db, creator)).toMatchObject({ earnings_held: 0, earnings_available: 40 });
  });

  it("moves a payout from available to in transit, then to paid or back to available", async () => {
    const [fan, creator] = [uid("fan"), uid("creator")];
    await buyCoins(fan, 1000);
    await postEntry(db, {
      idempotencyKey: `spend:${fan}`,
      kind: "SUBSCRIPTION",
      postings: coinSpendPostings({ payerId: fan, creatorId: creator, coins: 1000, rates }),
    });
    await expect(
      postPayout(db, { creatorId: creator, amountCents: 801, payoutId: "p0" }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    await postPayout(db, { creatorId: creator, amountCents: 500, payoutId: `p1${creator}` });
    await postPayout(db, { creatorId: creator, amountCents: 500, payoutId: `p1${creator}` });
    expect(await getUserBalances(db, creator)).toMatchObject({
      earnings_available: 300,
      payouts_in_transit: 500,
    });
    await failPayout(db, { creatorId: creator, amountCents: 500, payoutId: `p1${creator}` });
    expect(await getUserBalances(db, creator)).toMatchObject({
      earnings_available: 800,
      payouts_in_transit: 0,
    });
    await postPayout(db, {
      creatorId: creator,
      amountCents: 800,
      payoutId: `p1${creator}`,
      idempotencyKey: `payout:p1${creator}:attempt:2`,
    });
    await settlePayout(db, { creatorId: creator, amountCents: 800, payoutId: `p1${creator}` });
    expect(await getUserBalances(db, creator)).toMatchObject({
      earnings_available: 0,
      payouts_in_transit: 0,
    });
  });
});

describe("verification", () => {
  it("finds the ledger sound, then finds a balance changed around the postings, also from the CLI", async () => {
    const clean = await verifyLedger(db);
    expect(clean.balanceMismatches).toEqual([]);
    expect(clean.ok).toBe(true);
    expect(clean.entries).toBeGreaterThan(10);

    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: database.url };
    const ok = await run("npx", ["tsx", "scripts/ledger-verify.ts"], { env, cwd: `${__dirname}/../../..` });
    expect(ok.stdout).toContain("ledger OK");

    const victim = uid("victim");
    await buyCoins(victim, 10);
    await db
      .update(ledgerAccounts)
      .set({ balance: 11 })
      .where(eq(ledgerAccounts.id, userAccount(victim, "coins")));
    const tampered = await verifyLedger(db);
    expect(tampered.ok).toBe(false);
    expect(tampered.balanceMismatches).toContainEqual({
      accountId: userAccount(victim, "coins"),
      balance: 11,
      postingsSum: 10,
    });
    const failed = await run("npx", ["tsx", "scripts/ledger-verify.ts"], {
      env,
      cwd: `${__dirname}/../../..`,
    }).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain("ledger MISMATCH");
  });
});
