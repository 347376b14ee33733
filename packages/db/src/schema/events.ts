import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, id, ts } from "./columns.ts";

/**
 * The domain events' outbox (services/api/src/events/outbox.ts): one row per event that has consumers
 * after the commit, written in the writer's transaction, so a crash after the commit loses nothing.
 * `payload` is the event as published (dates tagged so they come back as dates).
 */
export const eventOutbox = pgTable(
  "event_outbox",
  {
    id: id(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: createdAt(),
  },
  // The prune of old events (the accounts sweep).
  (t) => [index("event_outbox_created_idx").on(t.createdAt)],
);

/**
 * One row per event and consumer: each consumer is delivered, retried and parked on its own, so a
 * failing push consumer never makes the in-app row or the realtime emit run again. `nextAttemptAt` is
 * when the dispatcher may claim it (the creation plus a grace for the in-process delivery, then the
 * backoff, or a lease while a dispatcher runs it); `parkedAt` set after the last attempt failed.
 */
export const eventDeliveries = pgTable(
  "event_deliveries",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => eventOutbox.id, { onDelete: "cascade" }),
    consumer: text("consumer").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull(),
    lastError: text("last_error"),
    deliveredAt: ts("delivered_at"),
    parkedAt: ts("parked_at"),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.consumer] }),
    // What the dispatcher claims, in order; partial, so it holds only the undelivered.
    index("event_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.parkedAt} is null`),
    index("event_deliveries_parked_idx")
      .on(t.parkedAt)
      .where(sql`${t.parkedAt} is not null and ${t.deliveredAt} is null`),
  ],
);
