import { closeDatabase, createDatabase, type Database } from "@playpal/db";
import { getUserBalances, verifyLedger } from "@playpal/ledger";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceEnv, giveCoins } from "#test/commerce-factories.ts";
import { registerUser, useTestApp } from "#test/context.ts";

/**
 * Money movements that post more than one ledger entry in one transaction (a cancellation: the refund,
 * then the release of what the playpal keeps) against single-entry spends of the same creator. A
 * second connection holds the platform's issuance account so that both requests are inside their
 * transactions at once, in the interleaving that deadlocks (a 500 on the paying route) without the lock order.
 */
let outside: Database;
type User = Awaited<ReturnType<typeof registerUser>>;
const HOUR = 3_600_000;

const ctx = useTestApp(commerceEnv);
const call = ctx.call;
beforeAll(async () => {
  outside = createDatabase(ctx.config.DATABASE_URL, { max: 2 });
});
afterAll(async () => {
  await closeDatabase(outside);
});

/** Backends of the test database waiting for a lock. */
async function waitingForLocks(): Promise<number> {
  const result = await outside.execute<{ n: string }>(
    sql`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
async function untilWaiting(n: number) {
  const deadline = Date.now() + 10_000;
  while ((await waitingForLocks()) < n) {
    if (Date.now() > deadline) throw new Error(`fewer than ${n} requests waiting for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs `work` while another transaction holds `platform:coin_issuance`, then lets it go. */
async function withIssuanceHeld<T>(work: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = outside.transaction(async (tx) => {
    await tx.execute(sql`select id from ledger_accounts where id = 'platform:coin_issuance' for update`);
    locked();
    await released;
  });
  await isLocked;
  try {
    const pending = work();
    return await pending;
  } finally {
    release();
    await holder;
  }
}

describe("lock order of money transactions", () => {
  // A spend that pays the playpal's available earnings, ready to be sent (the same request twice).
  const spends = {
    "sells the playpal's product": async (host: User, buyer: User) => {
      const product = (await call("POST", "/products", host, { title: "p", priceCoins: 5 })).json();
      return () => call("POST", `/products/${product.id}/purchase`, buyer);
    },
    "subscribes to the playpal": async (host: User, buyer: User) => {
      await call("PUT", "/user/me/subscription", host, { priceCoins: 5 });
      return () => call("POST", "/subscriptions", buyer, { creatorId: host.id });
    },
  };
  it.each(Object.keys(spends))(
    "cancels a session and %s at the same moment without a deadlock",
    async (name) => {
      const [host, fan, buyer] = [
        await registerUser(ctx.app),
        await registerUser(ctx.app),
        await registerUser(ctx.app),
      ];
      const allDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, start: "00:00", end: "23:59" }));
      await call("PUT", "/availability", host, {
        timezone: "UTC",
        priceCoins: 20,
        sessionMinutes: 15,
        slots: allDay,
      });
      const spend = await spends[name as keyof typeof spends](host, buyer);
      await giveCoins(ctx.app, fan.id, 20);
      await giveCoins(ctx.app, buyer.id, 10);
      // The playpal has available earnings already (their account exists, as in any busy shop); a second
      // subscription payment extends the first.
      expect((await spend()).statusCode).toBe(201);
      const slots: string[] = (await call("GET", `/user/${host.id}/availability`, fan)).json().openSlots;
      // Within 24 hours: the fan gets half back, the playpal keeps the rest (released at once).
      const startsAt = slots.find((s) => new Date(s).getTime() > Date.now() + 2 * HOUR) as string;
      const session = (await call("POST", "/sessions", fan, { playpalId: host.id, startsAt })).json();

      const [cancel, purchase] = await withIssuanceHeld(async () => {
        // The cancellation first: it waits for the issuance account inside its transaction.
        const cancelling = call("POST", `/sessions/${session.id}/cancel`, fan);
        await untilWaiting(1);
        // Then the purchase: it takes the buyer's wallet and waits too (in whichever order is right).
        const buying = spend();
        await untilWaiting(2);
        return [cancelling, buying] as const;
      }).then(([a, b]) => Promise.all([a, b]));

      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(cancel.json().refundCoins).toBe(10);
      expect(purchase.statusCode, purchase.body).toBe(201);
      expect((await call("GET", "/wallet", fan)).json().coins).toBe(10);
      expect((await call("GET", "/wallet", buyer)).json().coins).toBe(0);
      // Two spends of 5 coins and the kept half of the session (10 coins), less the 20% fee.
      expect(await getUserBalances(ctx.db, host.id)).toMatchObject({
        earnings_held: 0,
        earnings_available: 16,
      });
      const report = await verifyLedger(ctx.db);
      expect(report.ok, JSON.stringify(report)).toBe(true);
    },
  );
});
