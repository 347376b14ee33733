import { creatorSubscriptions, users } from "@playpal/db";
import { verifyLedger } from "@playpal/ledger";
import type { Worker } from "bullmq";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceEnv, createChannelFor, giveCoins, wallet } from "#test/commerce-factories.ts";
import { apiCaller, registerUser } from "#test/context.ts";
import { emitWithAck, useRealtimeTestEnv } from "#test/realtime.ts";
import { block } from "#test/social-factories.ts";
import { createBackgroundWorker } from "../jobs-worker.ts";
import { jobIds } from "./delayed-jobs.ts";
import { sweepCommerce } from "./sweep.ts";

const env = useRealtimeTestEnv({ env: commerceEnv });
let worker: Worker;
const call = apiCaller(() => env.api.app);
const DAY = 24 * 60 * 60 * 1000;

beforeAll(() => {
  worker = createBackgroundWorker(env.api.deps);
});
// Runs before the env's own afterAll (hooks run in reverse), which closes it.
afterAll(async () => {
  await worker?.close();
  const report = await verifyLedger(env.api.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

async function creatorWithPrice(priceCoins: number) {
  const creator = await registerUser(env.api.app);
  expect((await call("PUT", "/user/me/subscription", creator, { priceCoins })).statusCode).toBe(200);
  return creator;
}

describe("creator subscriptions", () => {
  it("answers 404 like an unknown user for a deactivated or suspended creator: no offer, no products, no payment", async () => {
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 100);
    for (const hide of [
      { deactivatedAt: new Date() },
      { suspendedUntil: new Date(Date.now() + 86_400_000) },
    ]) {
      const creator = await creatorWithPrice(10);
      const product = (await call("POST", "/products", creator, { title: "guide", priceCoins: 10 })).json();
      const allDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, start: "00:00", end: "23:59" }));
      const availability = { timezone: "UTC", priceCoins: 10, sessionMinutes: 60, slots: allDay };
      expect((await call("PUT", "/availability", creator, availability)).statusCode).toBe(200);
      const slot = (await call("GET", `/user/${creator.id}/availability`, fan)).json().openSlots.at(-1);
      await env.api.db.update(users).set(hide).where(eq(users.id, creator.id));
      const refused = [
        await call("POST", "/subscriptions", fan, { creatorId: creator.id }),
        await call("GET", `/user/${creator.id}/subscription`, fan),
        await call("GET", `/products?creatorId=${creator.id}`, fan),
        await call("GET", `/user/${creator.id}/availability`, fan),
        await call("POST", "/sessions", fan, { playpalId: creator.id, startsAt: slot }),
        await call("GET", `/user/${creator.id}/links`, fan),
      ];
      for (const response of refused) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json().code, response.body).toBe("USER_NOT_FOUND");
      }
      // Their product does not exist for the buyer either.
      const purchase = await call("POST", `/products/${product.id}/purchase`, fan);
      expect(purchase.statusCode).toBe(404);
      expect(purchase.json().message).toBe("Product not found");
    }
    // Nothing was debited.
    expect((await wallet(env.api.app, fan)).coins).toBe(100);
  });

  it("refuses prices that are not whole positive coins within bounds", async () => {
    const creator = await registerUser(env.api.app);
    for (const priceCoins of [0, -1, 1.5, "10", 1_000_001, Number.MAX_SAFE_INTEGER, null]) {
      const response = await call("PUT", "/user/me/subscription", creator, { priceCoins });
      expect(response.statusCode, String(priceCoins)).toBe(400);
    }
    const set = await call("PUT", "/user/me/subscription", creator, { priceCoins: 50 });
    expect(set.json()).toEqual({ priceCoins: 50, subscribed: false, expiresAt: null });
    const fan = await registerUser(env.api.app);
    expect((await call("GET", `/user/${creator.id}/subscription`, fan)).json()).toEqual({
      priceCoins: 50,
      subscribed: false,
      expiresAt: null,
    });
  });

  it("debits the fan, credits the creator minus the fee, notifies once and extends by 30 days", async () => {
    const creator = await creatorWithPrice(50);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 120);
    const before = Date.now();
    const first = await call("POST", "/subscriptions", fan, { creatorId: creator.id });
    expect(first.statusCode).toBe(201);
    const firstEnd = new Date(first.json().expiresAt).getTime();
    expect(firstEnd).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(firstEnd).toBeLessThan(Date.now() + 30 * DAY + 1000);
    expect(first.json()).toMatchObject({
      creatorId: creator.id,
      subscriberId: fan.id,
      priceCoins: 50,
      active: true,
    });

    const second = await call("POST", "/subscriptions", fan, { creatorId: creator.id });
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(new Date(second.json().expiresAt).getTime()).toBe(firstEnd + 30 * DAY);

    expect(await wallet(env.api.app, fan)).toMatchObject({ coins: 20 });
    // 50 coins = 50 cents; the creator's share is 40 per period.
    expect(await wallet(env.api.app, creator)).toEqual({
      coins: 0,
      pendingEarningsCents: 80,
      availableEarningsCents: 80,
    });
    const offer = (await call("GET", `/user/${creator.id}/subscription`, fan)).json();
    expect(offer).toEqual({ priceCoins: 50, subscribed: true, expiresAt: second.json().expiresAt });
    const mine = (await call("GET", "/subscriptions", fan)).json();
    expect(mine.items.map((s: { id: string }) => s.id)).toEqual([first.json().id]);

    const notifications = (await call("GET", "/notifications", creator)).json();
    const items = (notifications.items ?? notifications) as { type: string; actor: { id: string } }[];
    expect(items.filter((n) => n.type === "NEW_SUBSCRIBER")).toHaveLength(1);
    expect(items.find((n) => n.type === "NEW_SUBSCRIBER")?.actor.id).toBe(fan.id);
  });

  it("refuses too few coins with 400 and writes nothing", async () => {
    const creator = await creatorWithPrice(30);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 29);
    const response = await call("POST", "/subscriptions", fan, { creatorId: creator.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "INSUFFICIENT_COINS" });
    expect(response.json().message).toMatch(/30 coins/);
    expect(await wallet(env.api.app, fan)).toMatchObject({ coins: 29 });
    expect(await wallet(env.api.app, creator)).toMatchObject({ pendingEarningsCents: 0 });
    const rows = await env.api.db
      .select()
      .from(creatorSubscriptions)
      .where(eq(creatorSubscriptions.subscriberId, fan.id));
    expect(rows).toEqual([]);
  });

  it("refuses subscribing to oneself, to a creator without a price, across a block and to unknown ids", async () => {
    const creator = await creatorWithPrice(10);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 100);
    await giveCoins(env.api.app, creator.id, 100);
    const noPrice = await registerUser(env.api.app);
    expect((await call("POST", "/subscriptions", creator, { creatorId: creator.id })).json().code).toBe(
      "CANNOT_SUBSCRIBE_TO_SELF",
    );
    expect((await call("POST", "/subscriptions", fan, { creatorId: noPrice.id })).json().code).toBe(
      "SUBSCRIPTIONS_NOT_OFFERED",
    );
    expect((await call("POST", "/subscriptions", fan, { creatorId: "nosuchuser123" })).statusCode).toBe(404);
    expect((await call("POST", "/subscriptions", fan, { creatorId: 5 })).statusCode).toBe(400);

    await block(env.api, creator, fan);
    expect((await call("POST", "/subscriptions", fan, { creatorId: creator.id })).statusCode).toBe(404);
    expect((await call("GET", `/user/${creator.id}/subscription`, fan)).statusCode).toBe(404);
    const other = await creatorWithPrice(10);
    await block(env.api, fan, other);
    const refused = await call("POST", "/subscriptions", fan, { creatorId: other.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("BLOCKED");
    expect(await wallet(env.api.app, fan)).toMatchObject({ coins: 100 });
  });

  it("pays once for requests retried with one Idempotency-Key, also concurrently", async () => {
    const creator = await creatorWithPrice(10);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 100);
    const send = () =>
      env.api.app.inject({
        method: "POST",
        url: "/api/v1/subscriptions",
        headers: { authorization: `Bearer ${fan.token}`, "idempotency-key": "retry-1" },
        payload: { creatorId: creator.id },
      });
    const responses = await Promise.all([send(), send(), send(), send()]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(responses.map((r) => r.json().expiresAt)).size).toBe(1);
    expect(await wallet(env.api.app, fan)).toMatchObject({ coins: 90 });
  });
});

describe("vip rooms follow the subscription", () => {
  it("lets a subscribed member in (REST, socket, voice) and takes their live socket out when it lapses", async () => {
    const creator = await creatorWithPrice(25);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 25);
    const channelId = await createChannelFor(env.api.app, creator);
    expect((await call("POST", `/channels/${channelId}/join`, fan)).statusCode).toBe(200);
    const room = await call("POST", `/channels/${channelId}/rooms`, creator, {
      name: "VIP",
      visibility: "vip",
    });
    const roomId = room.json().id as string;

    const socket = await env.connect(fan.token);
    expect(await emitWithAck(socket, "room:join", { roomId })).not.toEqual({ ok: true });
    expect((await call("POST", `/rooms/${roomId}/voice-token`, fan)).statusCode).toBe(403);
    expect((await call("GET", `/rooms/${roomId}`, fan)).statusCode).toBe(403);

    const subscribed = await call("POST", "/subscriptions", fan, { creatorId: creator.id });
    expect(subscribed.statusCode).toBe(201);
    expect(await emitWithAck(socket, "room:join", { roomId })).toEqual({ ok: true });
    expect((await call("POST", `/rooms/${roomId}/voice-token`, fan)).statusCode).toBe(200);
    expect((await call("GET", `/rooms/${roomId}`, fan)).json()).toMatchObject({
      id: roomId,
      visibility: "vip",
    });
    const inRoom = async () => (await env.realtime.io.in(`room:${roomId}`).fetchSockets()).map((s) => s.id);
    expect(await inRoom()).toContain(socket.id);

    // Time passes: the period ends. The delayed job scheduled at expiresAt runs now.
    const expiresAt = new Date(subscribed.json().expiresAt);
    const subscriptionId = subscribed.json().id as string;
    await env.api.db
      .update(creatorSubscriptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(creatorSubscriptions.id, subscriptionId));
    const job = await env.api.deps.queues.background.getJob(
      jobIds.subscriptionExpiry(subscriptionId, expiresAt),
    );
    expect({ name: job?.name, data: job?.data }).toMatchObject({
      name: "commerce.subscription-expiry",
      data: { subscriptionId },
    });
    expect(await job?.getState()).toBe("delayed");
    await job?.promote();
    await expect.poll(inRoom, { timeout: 5000 }).not.toContain(socket.id);

    expect(await emitWithAck(socket, "room:join", { roomId })).not.toEqual({ ok: true });
    expect((await call("POST", `/rooms/${roomId}/voice-token`, fan)).statusCode).toBe(403);
    expect((await call("GET", `/user/${creator.id}/subscription`, fan)).json()).toMatchObject({
      subscribed: false,
    });
  });

  it("takes a lapsed subscriber's live socket out through the sweep when the expiry job was lost", async () => {
    const creator = await creatorWithPrice(5);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 5);
    const channelId = await createChannelFor(env.api.app, creator);
    await call("POST", `/channels/${channelId}/join`, fan);
    const roomId = (
      await call("POST", `/channels/${channelId}/rooms`, creator, { name: "V", visibility: "vip" })
    ).json().id as string;
    const subscribed = (await call("POST", "/subscriptions", fan, { creatorId: creator.id })).json();
    const socket = await env.connect(fan.token);
    expect(await emitWithAck(socket, "room:join", { roomId })).toEqual({ ok: true });
    await env.api.deps.queues.background.remove(
      jobIds.subscriptionExpiry(subscribed.id, new Date(subscribed.expiresAt)),
    );
    await env.api.db
      .update(creatorSubscriptions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(creatorSubscriptions.id, subscribed.id));
    expect((await sweepCommerce(env.api.deps)).rechecked).toBeGreaterThanOrEqual(1);
    const inRoom = async () => (await env.realtime.io.in(`room:${roomId}`).fetchSockets()).map((s) => s.id);
    await expect.poll(inRoom, { timeout: 5000 }).not.toContain(socket.id);
  });
});
