import {
  failPayout,
  getUserBalances,
  InsufficientFundsError,
  postPayout,
  settlePayout,
  verifyLedger,
} from "@playpal/ledger";
import { describe, expect, it } from "vitest";
import {
  commerceEnv,
  deliverRevenueCat,
  revenueCatEvent,
  TEST_COIN_PACKS,
} from "#test/commerce-factories.ts";
import { registerUser, useTestApp } from "#test/context.ts";
import { prng } from "#test/prng.ts";
import { block } from "#test/social-factories.ts";

/**
 * A randomized sequence of a few hundred money operations (coin purchases, redeliveries and refunds,
 * subscriptions, product purchases, bookings, cancellations, payouts), partly concurrent. A model of
 * every wallet follows the answers; at the end each wallet equals the model and the ledger verifies.
 */
type User = Awaited<ReturnType<typeof registerUser>>;

const ctx = useTestApp(commerceEnv);
const call = ctx.call;

describe("a randomized sequence of money operations", () => {
  it("keeps every wallet equal to its model and the ledger verified", async () => {
    const seed = Number(process.env.MONEY_SEED ?? Date.now() % 1_000_000);
    const random = prng(seed);
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
    const users: User[] = [];
    for (let i = 0; i < 8; i++) users.push(await registerUser(ctx.app));
    const creators = users.slice(0, 3);
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, start: "00:00", end: "23:59" }));
    const products: { id: string; creatorId: string }[] = [];
    const slots = new Map<string, string[]>();
    for (const [i, creator] of creators.entries()) {
      await call("PUT", "/user/me/subscription", creator, { priceCoins: 7 + i * 6 });
      await call("PUT", "/availability", creator, {
        timezone: "UTC",
        priceCoins: 9 + i * 4,
        sessionMinutes: 15,
        slots: allDay,
      });
      for (const price of [1, 3 + i, 17 + i]) {
        products.push({
          ...(await call("POST", "/products", creator, { title: "p", priceCoins: price })).json(),
        });
      }
      slots.set(
        creator.id,
        (await call("GET", `/user/${creator.id}/availability`, users[7] as User)).json().openSlots,
      );
    }

    const coins = new Map(users.map((u) => [u.id, 0]));
    const add = (userId: string, n: number) => coins.set(userId, (coins.get(userId) ?? 0) + n);
    const delivered: {
      body: ReturnType<typeof revenueCatEvent>;
      userId: string;
      coins: number;
      refunded: boolean;
    }[] = [];
    const sessions: { id: string; parties: [string, string] }[] = [];
    const counts: Record<string, number> = {};
    const count = (name: string) => {
      counts[name] = (counts[name] ?? 0) + 1;
    };
    const succeeded: Record<string, number> = {};
    const ok = (name: string) => {
      succeeded[name] = (succeeded[name] ?? 0) + 1;
    };
    let payoutSeq = 0;

    const operations: Record<string, () => Promise<void>> = {
      async buy() {
        const user = pick(users);
        const product = pick(Object.keys(TEST_COIN_PACKS)) as keyof typeof TEST_COIN_PACKS;
        const body = revenueCatEvent({ type: "INITIAL_PURCHASE", app_user_id: user.id, product_id: product });
        const response = await deliverRevenueCat(ctx.app, body);
        expect(response.json().outcome).toBe("credited");
        delivered.push({ body, userId: user.id, coins: TEST_COIN_PACKS[product], refunded: false });
        add(user.id, TEST_COIN_PACKS[product]);
        ok("buy");
      },
      async redeliver() {
        if (delivered.length === 0) return;
        const response = await deliverRevenueCat(ctx.app, pick(delivered).body);
        expect(response.json().outcome).toBe("duplicate");
      },
      async subscribe() {
        const [fan, creator] = [pick(users), pick(creators)];
        const response = await call("POST", "/subscriptions", fan, { creatorId: creator.id });
        if (response.statusCode === 201) {
          add(fan.id, -response.json().priceCoins);
          ok("subscribe");
        } else expect([400, 403, 404]).toContain(response.statusCode);
      },
      async buyProduct() {
        const [buyer, product] = [pick(users), pick(products)];
        const response = await call("POST", `/products/${product.id}/purchase`, buyer);
        if (response.statusCode === 201) {
          add(buyer.id, -response.json().priceCoins);
          ok("buyProduct");
        } else expect([400, 403, 404]).toContain(response.statusCode);
      },
      async book() {
        const [fan, host] = [pick(users), pick(creators)];
        const startsAt = pick((slots.get(host.id) ?? []).slice(8, 200));
        const response = await call("POST", "/sessions", fan, { playpalId: host.id, startsAt });
        if (response.statusCode === 201) {
          add(fan.id, -response.json().priceCoins);
          sessions.push({ id: response.json().id, parties: [fan.id, host.id] });
          ok("book");
        } else expect([400, 403, 404, 409]).toContain(response.statusCode);
      },
      async cancel() {
        if (sessions.length === 0) return;
        const session = pick(sessions);
        const callerId = pick(session.parties);
        const caller = users.find((u) => u.id === callerId) as User;
        const response = await call("POST", `/sessions/${session.id}/cancel`, caller);
        if (response.statusCode === 200) {
          add(session.parties[0], response.json().refundCoins);
          ok("cancel");
        } else expect(response.statusCode).toBe(409);
      },
      async payout() {
        const creator = pick(creators);
        const available = (await getUserBalances(ctx.db, creator.id)).earnings_available;
        if (available <= 0) return;
        const payoutId = `rand-${seed}-${++payoutSeq}`;
        const amountCents = 1 + Math.floor(random() * available);
        try {
          await postPayout(ctx.db, { creatorId: creator.id, amountCents, payoutId });
        } catch (error) {
          // A concurrent payout of the same creator took the earnings first: refused, nothing moved.
          expect(error).toBeInstanceOf(InsufficientFundsError);
          return;
        }
        if (random() < 0.7) await settlePayout(ctx.db, { creatorId: creator.id, amountCents, payoutId });
        else await failPayout(ctx.db, { creatorId: creator.id, amountCents, payoutId });
      },
    };
    const weighted = [
      ...Array(6).fill("buy"),
      "redeliver",
      ...Array(3).fill("subscribe"),
      ...Array(4).fill("buyProduct"),
      ...Array(3).fill("book"),
      ...Array(2).fill("cancel"),
      "payout",
    ] as string[];

    for (let step = 0; step < 60; step++) {
      // Five operations at once, then a refund or a block now and then on its own.
      const batch = Array.from({ length: 5 }, () => pick(weighted));
      batch.forEach(count);
      await Promise.all(batch.map((name) => operations[name]?.()));
      if (random() < 0.25) {
        const purchase = delivered.find((d) => !d.refunded && random() < 0.5);
        if (purchase) {
          const before = coins.get(purchase.userId) ?? 0;
          const refund = revenueCatEvent({
            type: "CANCELLATION",
            app_user_id: purchase.userId,
            transaction_id: purchase.body.event.transaction_id,
          });
          expect((await deliverRevenueCat(ctx.app, refund)).json().outcome).toBe("clawed_back");
          purchase.refunded = true;
          coins.set(purchase.userId, Math.max(0, before - purchase.coins));
          count("refund");
        }
      }
      if (step === 30) {
        await block(ctx, users[3] as User, creators[0] as User);
        count("block");
      }
    }

    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    expect(total, `seed ${seed}`).toBeGreaterThanOrEqual(300);
    // The sequence moved money of every kind, not only refusals.
    for (const name of ["buy", "subscribe", "buyProduct", "book"]) {
      expect(succeeded[name] ?? 0, `seed ${seed}: ${JSON.stringify(succeeded)}`).toBeGreaterThan(3);
    }
    for (const user of users) {
      const wallet = (await call("GET", "/wallet", user)).json();
      expect(wallet.coins, `seed ${seed}: wallet of ${user.id}`).toBe(coins.get(user.id));
      expect(wallet.coins).toBeGreaterThanOrEqual(0);
    }
    const report = await verifyLedger(ctx.db);
    expect(report.ok, `seed ${seed}: ${JSON.stringify(report)}`).toBe(true);
    expect(report.entries).toBeGreaterThan(100);
  });
});
