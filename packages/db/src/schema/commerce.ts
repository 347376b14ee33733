import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, ts } from "./columns.ts";

/** A subscriber's subscription to a creator; active while `expiresAt` is null or in the future. */
export const creatorSubscriptions = pgTable(
  "creator_subscriptions",
  {
    id: id(),
    subscriberId: text("subscriber_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    creatorId: text("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: ts("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("creator_subscriptions_pair_key").on(t.subscriberId, t.creatorId),
    index("creator_subscriptions_creator_idx").on(t.creatorId),
  ],
);

/** A booked paid 1-on-1 session between a playpal (the creator) and a purchaser. */
export const playSessions = pgTable(
  "play_sessions",
  {
    id: id(),
    playpalId: text("playpal_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purchaserId: text("purchaser_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: ts("starts_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    priceCoins: integer("price_coins").notNull().default(0),
    status: text("status", { enum: ["booked", "cancelled", "completed"] })
      .notNull()
      .default("booked"),
    roomId: text("room_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("play_sessions_playpal_idx").on(t.playpalId, t.startsAt),
    index("play_sessions_purchaser_idx").on(t.purchaserId, t.startsAt),
  ],
);
