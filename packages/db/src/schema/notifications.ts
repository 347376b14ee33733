import { type NotificationType, notificationTypes } from "@playpal/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, ts, updatedAt } from "./columns.ts";

// The list is part of the wire contract (clients switch on `type`); the column is constrained to it.
export { type NotificationType, notificationTypes };

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    type: text("type", { enum: notificationTypes }).notNull(),
    title: text("title").notNull(),
    body: text("body"),
    targetType: text("target_type"),
    targetId: text("target_id"),
    // What caused the notification (a comment, a reaction, a message, a follow), when it can be undone:
    // undoing it removes the notification. Internal only, never on the wire.
    sourceType: text("source_type"),
    sourceId: text("source_id"),
    // The domain event that caused it (event_outbox.id), when one did: delivery is at least once, so a
    // second delivery of the event inserts nothing (the unique key below) and pushes nothing.
    eventId: text("event_id"),
    data: jsonb("data").$type<Record<string, string>>().notNull(),
    read: boolean("read").notNull().default(false),
    readAt: ts("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_recipient_idx").on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    // The unread list in order, and the unread count (an index-only scan: the actor is in the index so
    // that the count can leave out hidden actors' notifications, as the list does, without the heap).
    index("notifications_unread_idx")
      .on(t.recipientId, t.createdAt.desc(), t.id.desc(), t.actorId)
      .where(sql`${t.read} = false`),
    // Finds the notifications pointing at a deleted post (or other target) to remove them.
    index("notifications_target_idx").on(t.targetType, t.targetId),
    // Finds the notifications of a deleted comment, a removed reaction... Partial: announcements and other
    // source-less rows (every user gets each announcement) stay out of it.
    index("notifications_source_idx").on(t.sourceType, t.sourceId).where(sql`${t.sourceType} is not null`),
    uniqueIndex("notifications_event_recipient_key")
      .on(t.eventId, t.recipientId, t.type)
      .where(sql`${t.eventId} is not null`),
  ],
);

export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pushEnabled: boolean("push_enabled").notNull().default(true),
  likes: boolean("likes").notNull().default(true),
  comments: boolean("comments").notNull().default(true),
  newFollowers: boolean("new_followers").notNull().default(true),
  mentions: boolean("mentions").notNull().default(true),
  directMessages: boolean("direct_messages").notNull().default(true),
  liveStreams: boolean("live_streams").notNull().default(true),
  shopUpdates: boolean("shop_updates").notNull().default(true),
  sessionUpdates: boolean("session_updates").notNull().default(true),
  emailMarketing: boolean("email_marketing").notNull().default(false),
  emailUpdates: boolean("email_updates").notNull().default(true),
  emailSecurity: boolean("email_security").notNull().default(true),
  updatedAt: updatedAt(),
});

export const pushTokens = pgTable(
  "push_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("push_tokens_token_key").on(t.token), index("push_tokens_user_idx").on(t.userId)],
);
