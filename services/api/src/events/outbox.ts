/**
 * The domain events' transactional outbox (docs/architecture.md "Durable events"). The writer records
 * each event that has consumers after the commit in its own transaction (`recordEvent`: an
 * `event_outbox` row and one `event_deliveries` row per consumer), delivers it in-process right after
 * the commit as before (`deliverEvent`), and marks each consumer's outcome. What a crash, a Redis error
 * or a failing consumer left undelivered, a dispatcher in every API and media-worker process claims
 * (`FOR UPDATE SKIP LOCKED`, a lease) once the grace has passed, and runs again for those consumers only,
 * with a doubling backoff, until each succeeded or, after EVENT_OUTBOX_MAX_ATTEMPTS, is parked.
 * Delivery is at least once: every consumer is idempotent by the event's id (`EventMeta`).
 */
import {
  type AuditActor,
  appendAudit,
  type Database,
  type Executor,
  eventDeliveries,
  eventOutbox,
  newId,
} from "@playpal/db";
import { metricsRegistry } from "@playpal/platform";
import { sql } from "drizzle-orm";
import { Counter, Gauge, Histogram } from "prom-client";
import type { AfterCommit, Deps, EventMeta } from "../deps.ts";
import type { DomainEvents, EventName } from "./catalog.ts";

/** The first retry's delay; each further one doubles, up to `MAX_BACKOFF_MS`. */
const BASE_BACKOFF_MS = 2000;
const MAX_BACKOFF_MS = 10 * 60 * 1000;
const LAST_ERROR_LENGTH = 500;

const deliveryFailures = new Counter({
  name: "playpal_events_delivery_failures_total",
  help: "Failed deliveries of a domain event to a consumer (each is retried with backoff, then parked)",
  labelNames: ["consumer"] as const,
  registers: [metricsRegistry],
});
const deliveriesParked = new Counter({
  name: "playpal_events_parked_total",
  help: "Deliveries of a domain event to a consumer parked after their last attempt failed",
  labelNames: ["consumer"] as const,
  registers: [metricsRegistry],
});
const deliveryDelay = new Histogram({
  name: "playpal_events_delivery_delay_seconds",
  help: "From an event's commit to a consumer's successful delivery (in-process or by the dispatcher)",
  labelNames: ["path"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5, 15, 60, 300, 3600],
  registers: [metricsRegistry],
});

/** The event payload as JSON, its dates tagged so that `decodePayload` gives them back as dates. */
export function encodePayload(event: object): string {
  return JSON.stringify(event, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : value;
  });
}

export function decodePayload(text: string): unknown {
  return JSON.parse(text, (_key, value) =>
    value && typeof value === "object" && typeof value.$date === "string" && Object.keys(value).length === 1
      ? new Date(value.$date)
      : value,
  );
}

/** The consumers with an `afterCommit` handler for `name`, in delivery order. */
export function consumersOf(deps: Pick<Deps, "events">, name: EventName): string[] {
  return deps.events.subscribers.filter((s) => s.afterCommit?.[name]).map((s) => s.consumer);
}

/**
 * Records `event` in the outbox inside `tx` (one statement), due to the dispatcher after the grace;
 * returns its id, or null when no consumer follows the commit (nothing to record).
 */
export async function recordEvent<N extends EventName>(
  deps: Pick<Deps, "events" | "config">,
  tx: Executor,
  name: N,
  event: DomainEvents[N],
): Promise<string | null> {
  const consumers = consumersOf(deps, name);
  if (consumers.length === 0) return null;
  const id = newId();
  await tx.execute(sql`
    with e as (
      insert into ${eventOutbox} (id, name, payload) values (${id}, ${name}, ${encodePayload(event)}::jsonb))
    insert into ${eventDeliveries} (event_id, consumer, next_attempt_at)
    select ${id}, c, now() + make_interval(secs => ${deps.config.EVENT_OUTBOX_GRACE_MS / 1000})
    from jsonb_array_elements_text(${JSON.stringify(consumers)}::jsonb) as c`);
  return id;
}

interface Outcome {
  event_id: string;
  consumer: string;
  error: string | null;
}

/**
 * Runs `name`'s handlers of the consumers in `only` (all when absent), one after the other in
 * registration order; a failure is logged, counted and kept for `markOutcomes`, never thrown.
 */
async function runConsumers<N extends EventName>(
  deps: Deps,
  name: N,
  event: DomainEvents[N],
  meta: EventMeta & { createdAt: Date | null; path: "inline" | "dispatcher" },
  only?: ReadonlySet<string>,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const subscriber of deps.events.subscribers) {
    const handler = subscriber.afterCommit?.[name] as AfterCommit<N> | undefined;
    if (!handler || (only && !only.has(subscriber.consumer))) continue;
    try {
      await handler(event, deps, { eventId: meta.eventId, attempt: meta.attempt });
      outcomes.push({ event_id: meta.eventId, consumer: subscriber.consumer, error: null });
      if (meta.createdAt) {
        deliveryDelay.observe({ path: meta.path }, Math.max(0, Date.now() - meta.createdAt.getTime()) / 1000);
      }
    } catch (error) {
      const message = (error as Error)?.message ?? String(error);
      deliveryFailures.inc({ consumer: subscriber.consumer });
      deps.logger.error(
        {
          err: message,
          event: name,
          eventId: meta.eventId,
          consumer: subscriber.consumer,
          attempt: meta.attempt,
        },
        "event handler failed",
      );
      outcomes.push({
        event_id: meta.eventId,
        consumer: subscriber.consumer,
        error: message.slice(0, LAST_ERROR_LENGTH) || "failed",
      });
    }
  }
  return outcomes;
}

/**
 * One UPDATE for a batch of outcomes: a success is delivered; a failure counts an attempt, waits the
 * doubling backoff, and is parked at the last attempt. Only undelivered rows change (a late duplicate
 * run cannot undo a delivery).
 */
async function markOutcomes(deps: Pick<Deps, "db" | "config">, outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = await deps.db.execute<{ consumer: string; parked: boolean }>(sql`
    update ${eventDeliveries} d set
      attempts = d.attempts + 1,
      delivered_at = case when r.error is null then now() end,
      last_error = r.error,
      next_attempt_at = case when r.error is null then d.next_attempt_at
        else now() + make_interval(secs => least(${MAX_BACKOFF_MS / 1000}::float8,
          ${BASE_BACKOFF_MS / 1000}::float8 * power(2, d.attempts))) end,
      parked_at = case when r.error is not null and d.attempts + 1 >= ${deps.config.EVENT_OUTBOX_MAX_ATTEMPTS}
        then now() end
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as r(event_id text, consumer text, error text)
    where d.event_id = r.event_id and d.consumer = r.consumer and d.delivered_at is null
    returning d.consumer, d.parked_at is not null as parked`);
  for (const row of rows.rows) if (row.parked) deliveriesParked.inc({ consumer: row.consumer });
}

/**
 * After the writer's commit: the in-process delivery of an event `recordEvent` stored as `eventId`
 * (every consumer, at once, as before the outbox), then each consumer's outcome marked. With
 * PLAYPAL_FAULT_CRASH_AFTER_COMMIT naming this event (fault tests only) the process SIGKILLs itself
 * here, committed and undelivered. A failed mark leaves the delivery to the dispatcher (a repeat the
 * consumers' idempotency absorbs).
 */
export async function deliverEvent<N extends EventName>(
  deps: Deps,
  eventId: string,
  name: N,
  event: DomainEvents[N],
): Promise<void> {
  if (deps.config.PLAYPAL_FAULT_CRASH_AFTER_COMMIT === name) process.kill(process.pid, "SIGKILL");
  const outcomes = await runConsumers(deps, name, event, {
    eventId,
    attempt: 1,
    createdAt: new Date(),
    path: "inline",
  });
  await markOutcomes(deps, outcomes).catch((error: Error) =>
    deps.logger.warn(
      { err: error.message, eventId, event: name },
      "event delivery not marked (the dispatcher retries)",
    ),
  );
}

type ClaimedRow = {
  event_id: string;
  consumer: string;
  attempts: number;
  name: EventName;
  payload: string;
  created_at: string;
};

/**
 * Claims up to `limit` due deliveries (undelivered, not parked, past their next attempt) with
 * `FOR UPDATE SKIP LOCKED`, and leases them (`next_attempt_at` moved EVENT_OUTBOX_LEASE_MS on) in the same
 * statement, so two dispatchers never run the same consumer of an event at once.
 */
async function claimDue(db: Executor, limit: number, leaseMs: number): Promise<ClaimedRow[]> {
  const rows = await db.execute<ClaimedRow>(sql`
    with due as (
      select event_id, consumer from ${eventDeliveries}
      where delivered_at is null and parked_at is null and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked)
    update ${eventDeliveries} d set next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    from due, ${eventOutbox} e
    where d.event_id = due.event_id and d.consumer = due.consumer and e.id = d.event_id
    returning d.event_id, d.consumer, d.attempts, e.name, e.payload::text as payload,
      e.created_at::text as created_at`);
  return rows.rows;
}

/**
 * One dispatcher pass: claims due deliveries, runs each claimed event's claimed consumers (in
 * registration order), marks the outcomes. Returns how many deliveries it ran.
 */
export async function dispatchDue(deps: Deps, limit = 100): Promise<number> {
  const claimed = await claimDue(deps.db, limit, deps.config.EVENT_OUTBOX_LEASE_MS);
  if (claimed.length === 0) return 0;
  const byEvent = new Map<string, ClaimedRow[]>();
  for (const row of claimed) byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row]);
  const outcomes: Outcome[] = [];
  for (const [eventId, rows] of byEvent) {
    const first = rows[0] as ClaimedRow;
    const consumers = new Set(rows.map((r) => r.consumer));
    const known = new Set(consumersOf(deps, first.name));
    // A consumer this build no longer has (renamed, removed): parked, not retried for ever.
    for (const consumer of consumers) {
      if (!known.has(consumer)) outcomes.push({ event_id: eventId, consumer, error: "no such consumer" });
    }
    outcomes.push(
      ...(await runConsumers(
        deps,
        first.name,
        decodePayload(first.payload) as DomainEvents[EventName],
        {
          eventId,
          attempt: Math.max(...rows.map((r) => r.attempts)) + 1,
          createdAt: new Date(first.created_at),
          path: "dispatcher",
        },
        consumers,
      )),
    );
  }
  await markOutcomes(deps, outcomes);
  return claimed.length;
}

export interface Dispatcher {
  /** Runs one pass now (tests, and a pass right after start). */
  tick(): Promise<number>;
  /** Stops polling and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * The dispatcher of a process: a pass every EVENT_OUTBOX_POLL_MS (at once again while a pass found a
 * full batch), stopped by the process's shutdown step. A failed pass (PostgreSQL down) is logged and
 * the next one tries again.
 */
export function startDispatcher(deps: Deps, options: { pollMs?: number; batch?: number } = {}): Dispatcher {
  const pollMs = options.pollMs ?? deps.config.EVENT_OUTBOX_POLL_MS;
  const batch = options.batch ?? 100;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const tick = (): Promise<number> => {
    if (running) return running;
    running = dispatchDue(deps, batch)
      .catch((error: Error) => {
        deps.logger.warn({ err: error.message }, "event dispatcher pass failed");
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const loop = async () => {
    timer = null;
    const ran = await tick();
    if (!stopped) timer = setTimeout(loop, ran >= batch ? 0 : pollMs);
  };
  timer = setTimeout(loop, pollMs);
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

// ---- the state operators see: /metrics, npm run admin -- events --------------------------------

export interface OutboxState {
  undelivered: number;
  parked: number;
  oldestUndeliveredSeconds: number;
}

export async function outboxState(db: Executor): Promise<OutboxState> {
  const rows = await db.execute<{ undelivered: number; parked: number; oldest: number | null }>(sql`
    select count(*) filter (where d.parked_at is null)::int as undelivered,
      count(*) filter (where d.parked_at is not null)::int as parked,
      extract(epoch from now() - min(e.created_at) filter (where d.parked_at is null))::float8 as oldest
    from ${eventDeliveries} d join ${eventOutbox} e on e.id = d.event_id
    where d.delivered_at is null`);
  const row = rows.rows[0];
  return {
    undelivered: row?.undelivered ?? 0,
    parked: row?.parked ?? 0,
    oldestUndeliveredSeconds: Math.max(0, row?.oldest ?? 0),
  };
}

export interface UndeliveredRow {
  eventId: string;
  name: string;
  consumer: string;
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date;
  parkedAt: Date | null;
  lastError: string | null;
}

/** The undelivered deliveries, oldest event first (parked only with `parkedOnly`). */
export async function listUndelivered(
  db: Executor,
  options: { parkedOnly?: boolean; limit?: number } = {},
): Promise<UndeliveredRow[]> {
  const rows = await db.execute<{
    event_id: string;
    name: string;
    consumer: string;
    attempts: number;
    created_at: string;
    next_attempt_at: string;
    parked_at: string | null;
    last_error: string | null;
  }>(sql`
    select d.event_id, e.name, d.consumer, d.attempts, e.created_at::text, d.next_attempt_at::text,
      d.parked_at::text, d.last_error
    from ${eventDeliveries} d join ${eventOutbox} e on e.id = d.event_id
    where d.delivered_at is null ${options.parkedOnly ? sql`and d.parked_at is not null` : sql``}
    order by e.created_at, d.event_id, d.consumer
    limit ${options.limit ?? 100}`);
  return rows.rows.map((r) => ({
    eventId: r.event_id,
    name: r.name,
    consumer: r.consumer,
    attempts: r.attempts,
    createdAt: new Date(r.created_at),
    nextAttemptAt: new Date(r.next_attempt_at),
    parkedAt: r.parked_at ? new Date(r.parked_at) : null,
    lastError: r.last_error,
  }));
}

/**
 * Makes undelivered deliveries due now with a fresh set of attempts: those of one event (`eventId`),
 * or every parked one. Returns the (event, consumer) pairs made due, for the caller's audit.
 */
export async function retryDeliveries(
  db: Executor,
  target: { eventId: string } | { allParked: true },
): Promise<{ eventId: string; consumer: string }[]> {
  const where = "eventId" in target ? sql`d.event_id = ${target.eventId}` : sql`d.parked_at is not null`;
  const rows = await db.execute<{ event_id: string; consumer: string }>(sql`
    update ${eventDeliveries} d set parked_at = null, attempts = 0, next_attempt_at = now()
    where d.delivered_at is null and ${where}
    returning d.event_id, d.consumer`);
  return rows.rows.map((r) => ({ eventId: r.event_id, consumer: r.consumer }));
}

/**
 * An operator's retry (`npm run admin -- events retry`): the deliveries made due again and one audit
 * row per event (`event_retry`, the consumers in its details), in one transaction. Returns the pairs.
 */
export async function retryEvents(
  db: Database,
  target: { eventId: string } | { allParked: true },
  actor: AuditActor,
): Promise<{ eventId: string; consumer: string }[]> {
  return db.transaction(async (tx) => {
    const retried = await retryDeliveries(tx, target);
    const byEvent = new Map<string, string[]>();
    for (const r of retried) byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), r.consumer]);
    for (const [eventId, consumers] of byEvent) {
      await appendAudit(tx, {
        action: "event_retry",
        actor,
        targetType: "event",
        targetId: eventId,
        details: { consumers, allParked: "allParked" in target },
      });
    }
    return retried;
  });
}

/** Deletes events older than `before` whose consumers were all delivered; returns how many. */
export async function pruneDelivered(db: Executor, before: Date): Promise<number> {
  const rows = await db.execute(sql`
    delete from ${eventOutbox} e
    where e.created_at < ${before.toISOString()}
      and not exists (select 1 from ${eventDeliveries} d where d.event_id = e.id and d.delivered_at is null)`);
  return rows.rowCount ?? 0;
}

let observedDb: Executor | null = null;

function outboxGauge(name: string, help: string, value: (state: OutboxState) => number): void {
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    async collect() {
      const state = observedDb ? await outboxState(observedDb).catch(() => null) : null;
      if (state) this.set(value(state));
    },
  });
}
outboxGauge(
  "playpal_events_outbox_undelivered",
  "Deliveries of domain events to consumers not yet done (and not parked): the outbox's depth",
  (s) => s.undelivered,
);
outboxGauge(
  "playpal_events_outbox_parked",
  "Deliveries of domain events parked after their last attempt (npm run admin -- events retry)",
  (s) => s.parked,
);
outboxGauge(
  "playpal_events_outbox_oldest_undelivered_seconds",
  "Age of the oldest domain event with a consumer not yet delivered (0 when none)",
  (s) => s.oldestUndeliveredSeconds,
);

/** Reports the outbox's depth and age at every scrape of this process's `/metrics`. */
export function observeEventOutbox(deps: Pick<Deps, "db">): void {
  observedDb = deps.db;
}
