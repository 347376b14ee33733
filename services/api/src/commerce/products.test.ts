import { productPurchases } from "@playpal/db";
import { verifyLedger } from "@playpal/ledger";
import type { Worker } from "bullmq";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceEnv, giveCoins, wallet } from "#test/commerce-factories.ts";
import { registerUser, useTestApp } from "#test/context.ts";
import { type FakeExpo, startFakeExpo } from "#test/fake-expo.ts";
import { block, follow } from "#test/social-factories.ts";
import { createBackgroundWorker } from "../jobs-worker.ts";

let expo: FakeExpo;
let worker: Worker;
type User = Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  expo = await startFakeExpo();
  process.env.EXPO_BASE_URL = expo.url;
});
afterAll(async () => {
  await expo?.close();
});
const ctx = useTestApp(() => ({
  ...commerceEnv,
  EXPO_ACCESS_TOKEN: "expo-test-token",
  PUSH_RECEIPT_DELAY_MS: "60000",
}));
const call = ctx.call;
beforeAll(async () => {
  worker = createBackgroundWorker(ctx.deps);
});
afterAll(async () => {
  await worker?.close();
  const report = await verifyLedger(ctx.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

async function listProduct(creator: User, priceCoins = 10, title = "Coaching notes") {
  const response = await call("POST", "/products", creator, { title, description: "PDF", priceCoins });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; priceCoins: number };
}

describe("products", () => {
  it("lists a product with the contract's shape and refuses bad titles and prices", async () => {
    const creator = await registerUser(ctx.app);
    const created = await call("POST", "/products", creator, { title: " Guide ", priceCoins: 15 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      creatorId: creator.id,
      title: "Guide",
      description: null,
      priceCoins: 15,
      createdAt: expect.any(String),
    });
    for (const body of [
      { title: "x", priceCoins: 0 },
      { title: "x", priceCoins: -5 },
      { title: "x", priceCoins: 2.5 },
      { title: "x", priceCoins: 10_000_000 },
      { title: "x", priceCoins: "5" },
      { title: "", priceCoins: 5 },
      { title: "x".repeat(121), priceCoins: 5 },
      { priceCoins: 5 },
    ]) {
      expect((await call("POST", "/products", creator, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("pages a creator's products newest first and hides them from someone the creator blocked", async () => {
    const creator = await registerUser(ctx.app);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await listProduct(creator, 5 + i, `Item ${i}`)).id);
    const viewer = await registerUser(ctx.app);
    const seen: string[] = [];
    let cursor: unknown = null;
    do {
      const qs = cursor ? `&cursor=${encodeURIComponent(JSON.stringify(cursor))}` : "";
      const page = await call("GET", `/products?creatorId=${creator.id}&limit=2${qs}`, viewer);
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().items.map((p: { id: string }) => p.id));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    expect((await call("GET", "/products", viewer)).statusCode).toBe(400);
    await block(ctx, creator, viewer);
    expect((await call("GET", `/products?creatorId=${creator.id}`, viewer)).statusCode).toBe(404);
  });

  it("sells a product: debits the buyer, credits the creator minus the fee, answers the purchase", async () => {
    const creator = await registerUser(ctx.app);
    const buyer = await registerUser(ctx.app);
    const product = await listProduct(creator, 99);
    await giveCoins(ctx.app, buyer.id, 100);
    const bought = await call("POST", `/products/${product.id}/purchase`, buyer);
    expect(bought.statusCode).toBe(201);
    expect(bought.json()).toEqual({
      id: expect.any(String),
      productId: product.id,
      buyerId: buyer.id,
      priceCoins: 99,
      createdAt: expect.any(String),
    });
    expect(await wallet(ctx.app, buyer)).toMatchObject({ coins: 1 });
    // 99 cents: the creator's 80% is 79.2, rounded down to 79; the platform keeps 20.
    expect(await wallet(ctx.app, creator)).toEqual({
      coins: 0,
      pendingEarningsCents: 79,
      availableEarningsCents: 79,
    });
    const [earning] = (await call("GET", "/wallet/transactions", creator)).json().items;
    expect(earning).toMatchObject({
      kind: "PRODUCT_PURCHASE",
      cents: 79,
      objectType: "product_purchase",
      objectId: bought.json().id,
      counterparty: { id: buyer.id },
    });
  });

  it("refuses too few coins, one's own product, blocks and unknown products, writing nothing", async () => {
    const creator = await registerUser(ctx.app);
    const buyer = await registerUser(ctx.app);
    const product = await listProduct(creator, 50);
    await giveCoins(ctx.app, buyer.id, 49);
    await giveCoins(ctx.app, creator.id, 100);
    const poor = await call("POST", `/products/${product.id}/purchase`, buyer);
    expect(poor.statusCode).toBe(400);
    expect(poor.json().code).toBe("INSUFFICIENT_COINS");
    const own = await call("POST", `/products/${product.id}/purchase`, creator);
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe("CANNOT_BUY_OWN_PRODUCT");
    expect((await call("POST", "/products/nosuchproduct/purchase", buyer)).statusCode).toBe(404);
    await giveCoins(ctx.app, buyer.id, 1);
    await block(ctx, buyer, creator);
    expect((await call("POST", `/products/${product.id}/purchase`, buyer)).json().code).toBe("BLOCKED");
    const third = await registerUser(ctx.app);
    await giveCoins(ctx.app, third.id, 50);
    await block(ctx, creator, third);
    expect((await call("POST", `/products/${product.id}/purchase`, third)).statusCode).toBe(404);
    expect(await wallet(ctx.app, buyer)).toMatchObject({ coins: 50 });
    expect(await wallet(ctx.app, creator)).toMatchObject({ coins: 100, pendingEarningsCents: 0 });
    expect(
      await ctx.db.select().from(productPurchases).where(eq(productPurchases.productId, product.id)),
    ).toEqual([]);
  });

  it("answers a retried purchase with the first one when it carries the same Idempotency-Key", async () => {
    const creator = await registerUser(ctx.app);
    const buyer = await registerUser(ctx.app);
    const product = await listProduct(creator, 10);
    await giveCoins(ctx.app, buyer.id, 100);
    const send = (key: string) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/v1/products/${product.id}/purchase`,
        headers: { authorization: `Bearer ${buyer.token}`, "idempotency-key": key },
      });
    const [a, b] = await Promise.all([send("k1"), send("k1")]);
    const c = await send("k1");
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    expect((await send("k2")).json().id).not.toBe(a.json().id);
    expect(await wallet(ctx.app, buyer)).toMatchObject({ coins: 80 });
    // The same key for another product is a different request: refused, nothing paid.
    const another = await listProduct(creator, 5);
    const reused = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/products/${another.id}/purchase`,
      headers: { authorization: `Bearer ${buyer.token}`, "idempotency-key": "k1" },
    });
    expect([reused.statusCode, reused.json().code]).toEqual([409, "IDEMPOTENCY_KEY_REUSED"]);
    expect(await wallet(ctx.app, buyer)).toMatchObject({ coins: 80 });
  });

  it("answers 409 to concurrent requests reusing one Idempotency-Key for another product at the same price", async () => {
    const creator = await registerUser(ctx.app);
    const buyer = await registerUser(ctx.app);
    const [a, b] = [await listProduct(creator, 10), await listProduct(creator, 10)];
    await giveCoins(ctx.app, buyer.id, 100);
    for (let attempt = 0; attempt < 3; attempt++) {
      const key = `same-price-${attempt}`;
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          ctx.app.inject({
            method: "POST",
            url: `/api/v1/products/${(i % 2 ? b : a).id}/purchase`,
            headers: { authorization: `Bearer ${buyer.token}`, "idempotency-key": key },
          }),
        ),
      );
      const created = responses.filter((r) => r.statusCode === 201);
      const refused = responses.filter((r) => r.statusCode === 409);
      expect(created.length + refused.length).toBe(10);
      // Every 201 is the one purchase, for the product it asked for; the other product's requests are 409.
      expect(new Set(created.map((r) => r.json().id)).size).toBe(1);
      const winner = created[0]!.json().productId as string;
      expect(created.every((r) => r.json().productId === winner)).toBe(true);
      expect(refused).toHaveLength(5);
      expect(refused.every((r) => r.json().code === "IDEMPOTENCY_KEY_REUSED")).toBe(true);
      expect(await wallet(ctx.app, buyer)).toMatchObject({ coins: 100 - 10 * (attempt + 1) });
    }
  });

  it("lets exactly 10 of 50 concurrent purchases through against coins that cover 10, ending at zero", async () => {
    const creator = await registerUser(ctx.app);
    const buyer = await registerUser(ctx.app);
    const product = await listProduct(creator, 10);
    await giveCoins(ctx.app, buyer.id, 100);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => call("POST", `/products/${product.id}/purchase`, buyer)),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 400)).toHaveLength(40);
    expect(
      responses.filter((r) => r.statusCode === 400).every((r) => r.json().code === "INSUFFICIENT_COINS"),
    ).toBe(true);
    expect(await wallet(ctx.app, buyer)).toMatchObject({ coins: 0 });
    expect(await wallet(ctx.app, creator)).toMatchObject({ availableEarningsCents: 80 });
    expect(
      await ctx.db.select().from(productPurchases).where(eq(productPurchases.productId, product.id)),
    ).toHaveLength(10);
  });

  it("pushes a new product to followers with shopUpdates on, not to the others", async () => {
    const creator = await registerUser(ctx.app);
    const [keen, muted, stranger] = [
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
    ];
    const tokens = new Map<string, string>();
    for (const user of [keen, muted, stranger]) {
      const token = `ExponentPushToken[shop-${user.id}]`;
      tokens.set(user.id, token);
      expect((await call("POST", "/user/push-token", user, { token })).statusCode).toBe(200);
    }
    await follow(ctx, keen, creator);
    await follow(ctx, muted, creator);
    const off = await call("PUT", "/user/notification-preferences", muted, { shopUpdates: false });
    expect(off.statusCode).toBe(200);
    const before = expo.messages.length;
    await listProduct(creator, 7, "Signed skin");
    const [message] = await expo.waitForMessages(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = expo.messages.slice(before);
    expect(sent.map((m) => m.to)).toEqual([tokens.get(keen.id)]);
    expect(message).toBeDefined();
    expect(sent[0]).toMatchObject({ data: { screen: "profile", userId: creator.id } });
    expect(sent[0]?.title).toContain("Signed skin");
  });
});
