import { eventDeliveries, eventOutbox, moderationAuditLog, notifications } from "@playpal/db";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { sampleValue } from "#test/metrics.ts";
import { createPost, createUser } from "#test/social-factories.ts";
import { runAdmin } from "../../../../scripts/admin.ts";
import type { Deps, Subscriber } from "../deps.ts";
import { createEventBus, publish, publishInTransaction } from "./bus.ts";
import { dispatchDue } from "./outbox.ts";

/**
 * The domain events' outbox against the real PostgreSQL: per-consumer delivery state, retries that run
 * only the consumers that failed, parking and the operator's retry, and two dispatchers that never run
 * the same delivery at once. The events are real ones ("follow.created"), the consumers counters.
 */
const METRICS_TOKEN = "metrics-token-for-the-outbox-test";
const ctx = useTestApp({ RATE_LIMIT_MAX: "100000", EVENT_OUTBOX_MAX_ATTEMPTS: "2", METRICS_TOKEN });

const scrape = async () =>
  (
    await ctx.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
  ).body;

/** A consumer of "follow.created" that counts its runs per follower id and fails while `failing()`. */
function counter(consumer: string, failing: () => boolean = () => false, delayMs = 0) {
  const runs = new Map<string, number>();
  const subscriber: Subscriber = {
    consumer,
    afterCommit: {
      "follow.created": async (e) => {
        runs.set(e.followerId, (runs.get(e.followerId) ?? 0) + 1);
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (failing()) throw new Error(`${consumer} is down`);
      },
    },
  };
  return { subscriber, runs };
}

function depsWith(...subscribers: Subscriber[]): Deps {
  return { ...ctx.deps, events: createEventBus(subscribers) };
}

/** Records one "follow.created" in its own transaction, then delivers it in-process. */
async function commitAndPublish(deps: Deps, followerId: string): Promise<void> {
  const event = { followerId, followingId: "nobody" };
  await deps.db.transaction((tx) => publishInTransaction(deps, tx, "follow.created", event));
  await publish(deps, "follow.created", event);
}

async function deliveries(followerId: string) {
  const rows = await ctx.db.execute<{
    consumer: string;
    attempts: number;
    delivered: boolean;
    parked: boolean;
  }>(sql`
    select d.consumer, d.attempts, d.delivered_at is not null as delivered, d.parked_at is not null as parked
    from event_deliveries d join event_outbox e on e.id = d.event_id
    where e.payload->>'followerId' = ${followerId} order by d.consumer`);
  return rows.rows;
}

/** What the backoff (or the grace) would wait for, skipped: every undelivered delivery is due now. */
const makeDue = () =>
  ctx.db.execute(sql`update event_deliveries set next_attempt_at = now() where delivered_at is null`);

describe("the event outbox", () => {
  it("retries only the consumer that failed, and delivers it once when it recovers", async () => {
    let down = true;
    const ok = counter("ok");
    const flaky = counter("flaky", () => down);
    const deps = depsWith(ok.subscriber, flaky.subscriber);

    await commitAndPublish(deps, "f1");
    expect(ok.runs.get("f1")).toBe(1);
    expect(flaky.runs.get("f1")).toBe(1);
    expect(await deliveries("f1")).toEqual([
      { consumer: "flaky", attempts: 1, delivered: false, parked: false },
      { consumer: "ok", attempts: 1, delivered: true, parked: false },
    ]);
    // Not due yet (the backoff): a pass delivers nothing.
    expect(await dispatchDue(deps)).toBe(0);

    down = false;
    await makeDue();
    expect(await dispatchDue(deps)).toBe(1);
    expect(await dispatchDue(deps)).toBe(0);
    expect(ok.runs.get("f1")).toBe(1);
    expect(flaky.runs.get("f1")).toBe(2);
    expect(await deliveries("f1")).toEqual([
      { consumer: "flaky", attempts: 2, delivered: true, parked: false },
      { consumer: "ok", attempts: 1, delivered: true, parked: false },
    ]);
  });

  it("parks a consumer after its last attempt, and the admin command's audited retry delivers it", async () => {
    let down = true;
    const broken = counter("broken", () => down);
    const deps = depsWith(broken.subscriber);
    await commitAndPublish(deps, "f2");
    await makeDue();
    expect(await dispatchDue(deps)).toBe(1);
    expect(await deliveries("f2")).toEqual([
      { consumer: "broken", attempts: 2, delivered: false, parked: true },
    ]);
    await makeDue();
    expect(await dispatchDue(deps)).toBe(0);
    const parkedMetrics = await scrape();
    expect(sampleValue(parkedMetrics, "playpal_events_outbox_parked")).toBe(1);
    expect(sampleValue(parkedMetrics, "playpal_events_parked_total", { consumer: "broken" })).toBe(1);
    expect(sampleValue(parkedMetrics, "playpal_events_delivery_failures_total", { consumer: "broken" })).toBe(
      2,
    );

    const out: string[] = [];
    const io = { out: (line: string) => out.push(line), err: (line: string) => out.push(line) };
    expect(await runAdmin(["events", "list", "--parked"], io, ctx.config)).toBe(0);
    expect(out.join("\n")).toContain("broken is down");

    down = false;
    expect(await runAdmin(["events", "retry", "--all-parked"], io, ctx.config)).toBe(0);
    expect(await dispatchDue(deps)).toBe(1);
    expect(broken.runs.get("f2")).toBe(3);
    expect(await deliveries("f2")).toEqual([
      { consumer: "broken", attempts: 1, delivered: true, parked: false },
    ]);
    const audit = await ctx.db
      .select()
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.action, "event_retry"));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor).toMatch(/^cli:/);
    expect(audit[0]?.details).toMatchObject({ consumers: ["broken"], allParked: true });
    const after = await scrape();
    expect(sampleValue(after, "playpal_events_outbox_parked")).toBe(0);
    expect(sampleValue(after, "playpal_events_outbox_undelivered")).toBe(0);
    // Nothing left parked: a second retry is refused.
    expect(await runAdmin(["events", "retry", "--all-parked"], io, ctx.config)).toBe(1);
  });

  it("never runs a delivery in two dispatchers at once (FOR UPDATE SKIP LOCKED and a lease)", async () => {
    let crashed = true;
    const slow = counter("slow", () => crashed, 20);
    const deps = depsWith(slow.subscriber);
    const ids = Array.from({ length: 30 }, (_, i) => `race${i}`);
    for (const id of ids) await commitAndPublish(deps, id);
    crashed = false;
    await makeDue();
    const started = performance.now();
    // Two dispatchers (as two processes: each pass its own claim), batches of 5, until nothing is due.
    const drain = async () => {
      let ran = 0;
      for (let n = await dispatchDue(deps, 5); n > 0; n = await dispatchDue(deps, 5)) ran += n;
      return ran;
    };
    const [a, b] = await Promise.all([drain(), drain()]);
    expect(a + b).toBe(30);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    for (const id of ids) expect(slow.runs.get(id)).toBe(2);
    console.log(
      `fault: outbox 30 deliveries by two dispatchers: ${a} + ${b}, each once, ${Math.round(performance.now() - started)} ms`,
    );
  });

  it("stores one COMMENT per event however often the event is delivered", async () => {
    const author = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    const response = await ctx.call("POST", `/posts/${post.id}/comments`, fan, { body: "nice" });
    expect(response.statusCode).toBe(201);
    const stored = () =>
      ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, author.id), eq(notifications.type, "COMMENT")));
    const [first] = await stored();
    // The notification names the comment's own event, recorded in the outbox.
    const [recorded] = await ctx.db
      .select()
      .from(eventOutbox)
      .where(eq(eventOutbox.id, first?.eventId as string));
    expect(recorded?.name).toBe("comment.created");
    const event = await ctx.db
      .select()
      .from(eventDeliveries)
      .where(eq(eventDeliveries.eventId, first?.eventId as string));
    expect(event.length).toBeGreaterThan(0);
    expect(event.every((d) => d.deliveredAt !== null)).toBe(true);

    // Delivered again to every consumer (as after a crash before the marks): still one row.
    await ctx.db
      .update(eventDeliveries)
      .set({ deliveredAt: null, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(eventDeliveries.eventId, first?.eventId as string));
    expect(await dispatchDue(ctx.deps)).toBe(event.length);
    expect(await stored()).toHaveLength(1);
  });
});
