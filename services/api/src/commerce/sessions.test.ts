import { playSessions } from "@playpal/db";
import { verifyLedger } from "@playpal/ledger";
import type { Worker } from "bullmq";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceEnv, giveCoins, wallet } from "#test/commerce-factories.ts";
import { apiCaller, registerUser } from "#test/context.ts";
import { emitWithAck, useRealtimeTestEnv } from "#test/realtime.ts";
import { block } from "#test/social-factories.ts";
import { createBackgroundWorker } from "../jobs-worker.ts";
import { handleSessionReminder } from "../notifications/session-reminder.ts";
import { jobIds } from "./delayed-jobs.ts";
import { sweepCommerce } from "./sweep.ts";

const env = useRealtimeTestEnv({ env: commerceEnv });
let worker: Worker;
const call = apiCaller(() => env.api.app);
type User = Awaited<ReturnType<typeof registerUser>>;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(() => {
  worker = createBackgroundWorker(env.api.deps);
});
// Runs before the env's own afterAll (hooks run in reverse), which closes it.
afterAll(async () => {
  await worker?.close();
  const report = await verifyLedger(env.api.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const allDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, start: "00:00", end: "23:59" }));

/** A playpal offering 15-minute sessions around the clock at `priceCoins`. */
async function playpal(priceCoins = 20, sessionMinutes = 15) {
  const user = await registerUser(env.api.app);
  const response = await call("PUT", "/availability", user, {
    timezone: "UTC",
    priceCoins,
    sessionMinutes,
    slots: allDay,
  });
  expect(response.statusCode).toBe(200);
  return user;
}
async function openSlots(host: User, viewer: User): Promise<string[]> {
  const response = await call("GET", `/user/${host.id}/availability`, viewer);
  expect(response.statusCode).toBe(200);
  return response.json().openSlots;
}
/** The first open slot at least `aheadMs` from now. */
async function slotAfter(host: User, viewer: User, aheadMs: number) {
  const slot = (await openSlots(host, viewer)).find((s) => new Date(s).getTime() >= Date.now() + aheadMs);
  if (!slot) throw new Error("no slot");
  return slot;
}
async function book(purchaser: User, host: User, startsAt: string) {
  return call("POST", "/sessions", purchaser, { playpalId: host.id, startsAt });
}
async function notificationsOf(user: User, type: string) {
  const items = (await call("GET", "/notifications?limit=50", user)).json().items as {
    type: string;
    targetId: string;
  }[];
  return items.filter((n) => n.type === type);
}

describe("availability", () => {
  it("refuses malformed weekly windows, lengths, time zones and prices", async () => {
    const user = await registerUser(env.api.app);
    const valid = {
      timezone: "UTC",
      priceCoins: 10,
      sessionMinutes: 60,
      slots: [{ dayOfWeek: 1, start: "10:00", end: "12:00" }],
    };
    for (const patch of [
      { timezone: "Europe/Paris" },
      { priceCoins: 0 },
      { priceCoins: 1.5 },
      { sessionMinutes: 10 },
      { sessionMinutes: 241 },
      { slots: [{ dayOfWeek: 7, start: "10:00", end: "12:00" }] },
      { slots: [{ dayOfWeek: 1, start: "12:00", end: "10:00" }] },
      { slots: [{ dayOfWeek: 1, start: "9:00", end: "10:00" }] },
      { slots: [{ dayOfWeek: 1, start: "24:00", end: "24:30" }] },
    ]) {
      expect(
        (await call("PUT", "/availability", user, { ...valid, ...patch })).statusCode,
        JSON.stringify(patch),
      ).toBe(400);
    }
    const ok = await call("PUT", "/availability", user, valid);
    expect(ok.json()).toMatchObject({ userId: user.id, timezone: "UTC", priceCoins: 10, sessionMinutes: 60 });
  });

  it("lists bookable starts of the next 14 days inside the windows, every session length", async () => {
    const host = await registerUser(env.api.app);
    const slots = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, start: "10:00", end: "12:30" }));
    await call("PUT", "/availability", host, { timezone: "UTC", priceCoins: 10, sessionMinutes: 60, slots });
    const viewer = await registerUser(env.api.app);
    const starts = (await openSlots(host, viewer)).map((s) => new Date(s));
    const now = Date.now();
    expect(starts.length).toBeGreaterThanOrEqual(26);
    expect(starts.length).toBeLessThanOrEqual(28);
    for (const start of starts) {
      expect(start.getTime()).toBeGreaterThan(now - 1000);
      expect(start.getTime()).toBeLessThanOrEqual(now + 14 * 24 * HOUR);
      // 10:00 and 11:00 fit a whole hour before 12:30; 12:00 does not.
      expect([10, 11]).toContain(start.getUTCHours());
      expect(start.getUTCMinutes()).toBe(0);
    }
    expect((await call("GET", `/user/${viewer.id}/availability`, host)).statusCode).toBe(404);
  });
});

describe("booking sessions", () => {
  it("debits the purchaser, holds the earning, creates the private room and tells the playpal", async () => {
    const host = await playpal(20);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 25);
    const startsAt = await slotAfter(host, fan, 2 * HOUR);
    const booked = await book(fan, host, startsAt);
    expect(booked.statusCode).toBe(201);
    const session = booked.json();
    expect(session).toMatchObject({
      playpalId: host.id,
      purchaserId: fan.id,
      startsAt,
      endsAt: new Date(new Date(startsAt).getTime() + 15 * MINUTE).toISOString(),
      priceCoins: 20,
      status: "booked",
      room: { channelId: null, visibility: "private", sessionId: session.id },
    });
    expect(await wallet(env.api.app, fan)).toMatchObject({ coins: 5 });
    // Held until the session ends: pending, not yet available.
    expect(await wallet(env.api.app, host)).toEqual({
      coins: 0,
      pendingEarningsCents: 16,
      availableEarningsCents: 0,
    });
    expect(await openSlots(host, fan)).not.toContain(startsAt);
    expect((await notificationsOf(host, "SESSION_BOOKED")).map((n) => n.targetId)).toEqual([session.id]);
    expect((await call("GET", `/sessions/${session.id}`, host)).json()).toEqual(session);
    expect((await call("GET", "/sessions", fan)).json().items.map((s: { id: string }) => s.id)).toEqual([
      session.id,
    ]);
  });

  it("books a slot once when ten purchasers race for it; the others keep their coins", async () => {
    const host = await playpal(10);
    const fans = await Promise.all(Array.from({ length: 10 }, () => registerUser(env.api.app)));
    for (const fan of fans) await giveCoins(env.api.app, fan.id, 10);
    const startsAt = await slotAfter(host, fans[0] as User, 3 * HOUR);
    const responses = await Promise.all(fans.map((fan) => book(fan, host, startsAt)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const losers = responses.filter((r) => r.statusCode !== 201);
    expect(losers.map((r) => [r.statusCode, r.json().code])).toEqual(Array(9).fill([409, "SLOT_TAKEN"]));
    const coins = await Promise.all(fans.map(async (fan) => (await wallet(env.api.app, fan)).coins));
    expect(coins.sort()).toEqual([0, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
    const rows = await env.api.db.select().from(playSessions).where(eq(playSessions.playpalId, host.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses past, unaligned, too distant and taken slots, oneself, blocks and too few coins, debiting nothing", async () => {
    const host = await playpal(30);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 29);
    const nobody = await registerUser(env.api.app);
    const slot = await slotAfter(host, fan, 2 * HOUR);
    const at = (ms: number) => new Date(new Date(slot).getTime() + ms).toISOString();
    const cases: [unknown, number, string][] = [
      [{ playpalId: host.id, startsAt: new Date(Date.now() - HOUR).toISOString() }, 400, "SLOT_IN_PAST"],
      [{ playpalId: host.id, startsAt: at(7 * MINUTE) }, 400, "SLOT_UNAVAILABLE"],
      [{ playpalId: host.id, startsAt: at(15 * 24 * HOUR) }, 400, "SLOT_TOO_FAR"],
      [{ playpalId: host.id, startsAt: slot }, 400, "INSUFFICIENT_COINS"],
      [{ playpalId: host.id, startsAt: "tomorrow" }, 400, "VALIDATION_FAILED"],
      [{ playpalId: nobody.id, startsAt: slot }, 400, "SLOT_UNAVAILABLE"],
    ];
    for (const [body, status, code] of cases) {
      const response = await call("POST", "/sessions", fan, body);
      expect([response.statusCode, response.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await book(host, host, slot)).json().code).toBe("CANNOT_BOOK_SELF");
    await giveCoins(env.api.app, fan.id, 1);
    await block(env.api, fan, host);
    expect((await book(fan, host, slot)).json().code).toBe("BLOCKED");
    const other = await playpal(5);
    await block(env.api, other, fan);
    expect((await book(fan, other, await slotAfter(other, host, HOUR))).statusCode).toBe(404);
    expect((await call("GET", `/user/${other.id}/availability`, fan)).statusCode).toBe(404);
    expect(await wallet(env.api.app, fan)).toMatchObject({ coins: 30 });
    expect(await env.api.db.select().from(playSessions).where(eq(playSessions.purchaserId, fan.id))).toEqual(
      [],
    );
  });

  it("answers a retried booking with the first session when it carries the same Idempotency-Key", async () => {
    const host = await playpal(10);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 30);
    const startsAt = await slotAfter(host, fan, 2 * HOUR);
    const send = () =>
      env.api.app.inject({
        method: "POST",
        url: "/api/v1/sessions",
        headers: { authorization: `Bearer ${fan.token}`, "idempotency-key": "book-once" },
        payload: { playpalId: host.id, startsAt },
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    // Two first attempts at once with one key: one session, one debit, the same answer.
    const other = await slotAfter(host, fan, 3 * HOUR);
    const sendOther = () =>
      env.api.app.inject({
        method: "POST",
        url: "/api/v1/sessions",
        headers: { authorization: `Bearer ${fan.token}`, "idempotency-key": "book-twice" },
        payload: { playpalId: host.id, startsAt: other },
      });
    const racing = await Promise.all([sendOther(), sendOther(), sendOther()]);
    expect(racing.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(racing.map((r) => r.json().id)).size).toBe(1);
    expect(await wallet(env.api.app, fan)).toMatchObject({ coins: 10 });
  });

  it("answers 409 to concurrent bookings reusing one Idempotency-Key for two slots", async () => {
    const host = await playpal(10);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 30);
    const slots = [await slotAfter(host, fan, 4 * HOUR), await slotAfter(host, fan, 5 * HOUR)];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        env.api.app.inject({
          method: "POST",
          url: "/api/v1/sessions",
          headers: { authorization: `Bearer ${fan.token}`, "idempotency-key": "two-slots" },
          payload: { playpalId: host.id, startsAt: slots[i % 2] },
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(new Set(created.map((r) => r.json().id)).size).toBe(1);
    const booked = created[0]!.json().startsAt as string;
    expect(created.every((r) => r.json().startsAt === booked)).toBe(true);
    expect(refused).toHaveLength(5);
    expect(refused.every((r) => r.json().code === "IDEMPOTENCY_KEY_REUSED")).toBe(true);
    expect(await wallet(env.api.app, fan)).toMatchObject({ coins: 20 });
  });

  it("opens the private room to the two parties only: REST, socket join and voice token", async () => {
    const host = await playpal(5);
    const fan = await registerUser(env.api.app);
    const outsider = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 5);
    const session = (await book(fan, host, await slotAfter(host, fan, HOUR))).json();
    const roomId = session.room.id as string;
    for (const party of [host, fan]) {
      expect((await call("GET", `/rooms/${roomId}`, party)).json()).toEqual(session.room);
      expect((await call("POST", `/rooms/${roomId}/voice-token`, party)).statusCode).toBe(200);
      const socket = await env.connect(party.token);
      expect(await emitWithAck(socket, "room:join", { roomId })).toEqual({ ok: true });
    }
    expect((await call("GET", `/rooms/${roomId}`, outsider)).statusCode).toBe(403);
    expect((await call("POST", `/rooms/${roomId}/voice-token`, outsider)).statusCode).toBe(403);
    expect((await call("GET", `/sessions/${session.id}`, outsider)).statusCode).toBe(404);
    const socket = await env.connect(outsider.token);
    expect(await emitWithAck(socket, "room:join", { roomId })).not.toEqual({ ok: true });
  });
});

describe("cancelling sessions", () => {
  it("refunds fully a day ahead, half (rounded down) later, fully when the playpal cancels; tells the other party", async () => {
    const host = await playpal(15);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 45);
    const early = (await book(fan, host, await slotAfter(host, fan, 25 * HOUR))).json();
    const late = (await book(fan, host, await slotAfter(host, fan, 2 * HOUR))).json();
    const byHost = (await book(fan, host, await slotAfter(host, fan, 3 * HOUR))).json();
    expect(await wallet(env.api.app, fan)).toMatchObject({ coins: 0 });
    expect(await wallet(env.api.app, host)).toMatchObject({
      pendingEarningsCents: 36,
      availableEarningsCents: 0,
    });

    const a = await call("POST", `/sessions/${early.id}/cancel`, fan);
    expect(a.json()).toMatchObject({ status: "cancelled", refundCoins: 15 });
    expect(await wallet(env.api.app, fan)).toMatchObject({ coins: 15 });
    const b = await call("POST", `/sessions/${late.id}/cancel`, fan);
    expect(b.json()).toMatchObject({ status: "cancelled", refundCoins: 7 });
    expect(await wallet(env.api.app, fan)).toMatchObject({ coins: 22 });
    const c = await call("POST", `/sessions/${byHost.id}/cancel`, host);
    expect(c.json()).toMatchObject({ status: "cancelled", refundCoins: 15 });
    expect(await wallet(env.api.app, fan)).toMatchObject({ coins: 37 });
    // The playpal keeps the share of the 8 coins not refunded (12 - 5 = 7 cents), available at once.
    expect(await wallet(env.api.app, host)).toEqual({
      coins: 0,
      pendingEarningsCents: 7,
      availableEarningsCents: 7,
    });

    expect((await notificationsOf(host, "SESSION_CANCELLED")).map((n) => n.targetId).sort()).toEqual(
      [early.id, late.id].sort(),
    );
    expect((await notificationsOf(fan, "SESSION_CANCELLED")).map((n) => n.targetId)).toEqual([byHost.id]);
    expect((await call("POST", `/sessions/${early.id}/cancel`, fan)).json().code).toBe("SESSION_NOT_BOOKED");
    const outsider = await registerUser(env.api.app);
    expect((await call("POST", `/sessions/${late.id}/cancel`, outsider)).statusCode).toBe(404);
  });

  it("refunds once when both parties cancel at the same moment", async () => {
    const host = await playpal(10);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 10);
    const session = (await book(fan, host, await slotAfter(host, fan, 2 * HOUR))).json();
    const responses = await Promise.all([
      call("POST", `/sessions/${session.id}/cancel`, fan),
      call("POST", `/sessions/${session.id}/cancel`, host),
      call("POST", `/sessions/${session.id}/cancel`, fan),
    ]);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refunded = (await wallet(env.api.app, fan)).coins;
    expect([5, 10]).toContain(refunded);
  });
});

describe("cancellations under load", () => {
  it("never deadlocks cancellations (refund then release) against purchases paying the same playpal", async () => {
    const host = await playpal(9);
    const product = (await call("POST", "/products", host, { title: "tips", priceCoins: 3 })).json();
    const fan = await registerUser(env.api.app);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => registerUser(env.api.app)));
    await giveCoins(env.api.app, fan.id, 90);
    for (const buyer of buyers) await giveCoins(env.api.app, buyer.id, 12);
    const starts = (await openSlots(host, fan)).filter((s) => new Date(s).getTime() > Date.now() + 2 * HOUR);
    const sessions = [];
    for (const startsAt of starts.slice(0, 10)) sessions.push((await book(fan, host, startsAt)).json());
    const responses = await Promise.all([
      ...sessions.map((s) => call("POST", `/sessions/${s.id}/cancel`, fan)),
      ...buyers.flatMap((buyer) =>
        Array.from({ length: 4 }, () => call("POST", `/products/${product.id}/purchase`, buyer)),
      ),
    ]);
    expect(responses.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(responses.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    // Each late cancellation refunds 4 of 9 coins.
    expect(await wallet(env.api.app, fan)).toMatchObject({ coins: 40 });
  });
});

describe("session jobs", () => {
  it("reminds both parties once, 15 minutes before the start, from the delayed job", async () => {
    const host = await playpal(5);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 5);
    const startsAt = await slotAfter(host, fan, HOUR);
    const session = (await book(fan, host, startsAt)).json();
    const job = await env.api.deps.queues.background.getJob(jobIds.sessionReminder(session.id));
    expect(await job?.getState()).toBe("delayed");
    const due = (job?.timestamp ?? 0) + (job?.opts.delay ?? 0);
    expect(Math.abs(due - (new Date(startsAt).getTime() - 15 * MINUTE))).toBeLessThan(5000);
    await job?.promote();
    await expect
      .poll(async () => (await notificationsOf(fan, "SESSION_REMINDER")).length, { timeout: 5000 })
      .toBe(1);
    await expect
      .poll(async () => (await notificationsOf(host, "SESSION_REMINDER")).length, { timeout: 5000 })
      .toBe(1);
    // A retried or repeated job notifies nobody twice.
    expect(await handleSessionReminder(env.api.deps, session.id)).toEqual({ notified: 0 });
    expect(await notificationsOf(fan, "SESSION_REMINDER")).toHaveLength(1);
  });

  it("withdraws the reminder when the session is cancelled", async () => {
    const host = await playpal(5);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 5);
    const session = (await book(fan, host, await slotAfter(host, fan, HOUR))).json();
    const reminder = await env.api.deps.queues.background.getJob(jobIds.sessionReminder(session.id));
    expect({ name: reminder?.name, data: reminder?.data, state: await reminder?.getState() }).toMatchObject({
      name: "commerce.session-reminder",
      data: { sessionId: session.id },
      state: "delayed",
    });
    expect((await call("POST", `/sessions/${session.id}/cancel`, fan)).statusCode).toBe(200);
    expect(await env.api.deps.queues.background.getJob(jobIds.sessionReminder(session.id))).toBeFalsy();
    expect(await env.api.deps.queues.background.getJob(jobIds.sessionEnd(session.id))).toBeFalsy();
    // Even a reminder already running when the cancellation lands sends nothing.
    expect(await handleSessionReminder(env.api.deps, session.id)).toEqual({ notified: 0 });
    expect(await notificationsOf(fan, "SESSION_REMINDER")).toEqual([]);
    expect(await notificationsOf(host, "SESSION_REMINDER")).toEqual([]);
  });

  it("completes the session at its end and makes the held earning available", async () => {
    const host = await playpal(50);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 50);
    const session = (await book(fan, host, await slotAfter(host, fan, HOUR))).json();
    expect(await wallet(env.api.app, host)).toEqual({
      coins: 0,
      pendingEarningsCents: 40,
      availableEarningsCents: 0,
    });
    // The session takes place: move it into the past, then let its end job run.
    await env.api.db
      .update(playSessions)
      .set({ startsAt: new Date(Date.now() - 30 * MINUTE), endsAt: new Date(Date.now() - 15 * MINUTE) })
      .where(eq(playSessions.id, session.id));
    const job = await env.api.deps.queues.background.getJob(jobIds.sessionEnd(session.id));
    await job?.promote();
    await expect
      .poll(async () => (await wallet(env.api.app, host)).availableEarningsCents, { timeout: 5000 })
      .toBe(40);
    expect(await wallet(env.api.app, host)).toEqual({
      coins: 0,
      pendingEarningsCents: 40,
      availableEarningsCents: 40,
    });
    expect((await call("GET", `/sessions/${session.id}`, fan)).json().status).toBe("completed");
    expect((await call("POST", `/sessions/${session.id}/cancel`, fan)).json().code).toBe(
      "SESSION_NOT_BOOKED",
    );
  });
});

describe("the commerce sweep", () => {
  it("reminds both parties of a session starting soon whose reminder job was lost, once", async () => {
    const host = await playpal(5);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 5);
    const session = (await book(fan, host, await slotAfter(host, fan, HOUR))).json();
    // As after Redis restarted empty: the session in PostgreSQL, its reminder job gone; it starts in 10 minutes.
    await env.api.deps.queues.background.remove(jobIds.sessionReminder(session.id));
    await env.api.db
      .update(playSessions)
      .set({ startsAt: new Date(Date.now() + 10 * MINUTE), endsAt: new Date(Date.now() + 25 * MINUTE) })
      .where(eq(playSessions.id, session.id));
    expect((await sweepCommerce(env.api.deps)).reminders).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await notificationsOf(fan, "SESSION_REMINDER")).length).toBe(1);
    await expect.poll(async () => (await notificationsOf(host, "SESSION_REMINDER")).length).toBe(1);
    // The next sweep finds the job it queued (kept once run): nobody is reminded twice.
    await sweepCommerce(env.api.deps);
    expect(await handleSessionReminder(env.api.deps, session.id)).toEqual({ notified: 0 });
    expect(await notificationsOf(fan, "SESSION_REMINDER")).toHaveLength(1);
  });

  it("completes an ended session whose end job was lost and releases its earning, once", async () => {
    const host = await playpal(10);
    const fan = await registerUser(env.api.app);
    await giveCoins(env.api.app, fan.id, 10);
    const session = (await book(fan, host, await slotAfter(host, fan, HOUR))).json();
    await env.api.deps.queues.background.remove(jobIds.sessionEnd(session.id));
    await env.api.db
      .update(playSessions)
      .set({ startsAt: new Date(Date.now() - 40 * MINUTE), endsAt: new Date(Date.now() - 25 * MINUTE) })
      .where(eq(playSessions.id, session.id));
    const first = await sweepCommerce(env.api.deps);
    expect(first.sessions).toBeGreaterThanOrEqual(1);
    expect(await wallet(env.api.app, host)).toEqual({
      coins: 0,
      pendingEarningsCents: 8,
      availableEarningsCents: 8,
    });
    await sweepCommerce(env.api.deps);
    expect(await wallet(env.api.app, host)).toEqual({
      coins: 0,
      pendingEarningsCents: 8,
      availableEarningsCents: 8,
    });
    expect((await call("GET", `/sessions/${session.id}`, fan)).json().status).toBe("completed");
  });
});
