import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, ts, updatedAt } from "./columns.ts";

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
    index("creator_subscriptions_subscriber_idx").on(t.subscriberId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A creator's monthly subscription price in whole coins (`PUT /user/me/subscription`). */
export const subscriptionPrices = pgTable(
  "subscription_prices",
  {
    creatorId: text("creator_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    priceCoins: integer("price_coins").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("subscription_prices_positive", sql`${t.priceCoins} > 0`)],
);

/** One paid 30-day period of a subscription: the object its ledger entry names. */
export const subscriptionPayments = pgTable(
  "subscription_payments",
  {
    id: id(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => creatorSubscriptions.id, { onDelete: "cascade" }),
    subscriberId: text("subscriber_id").notNull(),
    creatorId: text("creator_id").notNull(),
    priceCoins: integer("price_coins").notNull(),
    periodStart: ts("period_start").notNull(),
    periodEnd: ts("period_end").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("subscription_payments_positive", sql`${t.priceCoins} > 0`),
    index("subscription_payments_subscription_idx").on(t.subscriptionId),
  ],
);

/** A digital product a creator sells for coins. */
export const products = pgTable(
  "products",
  {
    id: id(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    priceCoins: integer("price_coins").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("products_price_positive", sql`${t.priceCoins} > 0`),
    index("products_creator_idx").on(t.creatorId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const productPurchases = pgTable(
  "product_purchases",
  {
    id: id(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    creatorId: text("creator_id").notNull(),
    priceCoins: integer("price_coins").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("product_purchases_price_positive", sql`${t.priceCoins} > 0`),
    index("product_purchases_buyer_idx").on(t.buyerId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A weekly window of availability in UTC: `dayOfWeek` 0 = Sunday, times "HH:MM". */
export interface AvailabilitySlot {
  dayOfWeek: number;
  start: string;
  end: string;
}

/** A playpal's weekly availability for paid 1-on-1 sessions (`PUT /availability`). */
export const availabilities = pgTable(
  "availabilities",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    timezone: text("timezone").notNull().default("UTC"),
    priceCoins: integer("price_coins").notNull(),
    sessionMinutes: integer("session_minutes").notNull(),
    slots: jsonb("slots").$type<AvailabilitySlot[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("availabilities_price_positive", sql`${t.priceCoins} > 0`),
    check("availabilities_minutes", sql`${t.sessionMinutes} between 15 and 240`),
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
    endsAt: ts("ends_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    priceCoins: integer("price_coins").notNull().default(0),
    status: text("status", { enum: ["booked", "cancelled", "completed"] })
      .notNull()
      .default("booked"),
    roomId: text("room_id"),
    cancelledAt: ts("cancelled_at"),
    cancelledBy: text("cancelled_by"),
    refundCoins: integer("refund_coins"),
    createdAt: createdAt(),
  },
  (t) => [
    index("play_sessions_playpal_idx").on(t.playpalId, t.startsAt),
    index("play_sessions_purchaser_idx").on(t.purchaserId, t.startsAt),
    index("play_sessions_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // One live booking per playpal and start: two concurrent bookings of a slot cannot both commit.
    // (An exclusion constraint in the same migration also refuses overlapping live sessions.)
    uniqueIndex("play_sessions_slot_key").on(t.playpalId, t.startsAt).where(sql`${t.status} <> 'cancelled'`),
  ],
);

/**
 * The one credit of a store transaction (RevenueCat `transaction_id`): inserted in the transaction that
 * writes the credit's ledger entry, so its primary key makes any other claim of the same store
 * transaction, for whatever user and event, wait for the first to commit and then find it. No foreign
 * key to users, as the ledger it backs: the row outlives a purged account (it then names the tombstone).
 */
export const storeTransactionCredits = pgTable("store_transaction_credits", {
  transactionId: text("transaction_id").primaryKey(),
  /** The RevenueCat event that credited it (its ledger entry's key is `revenuecat:<eventId>`). */
  eventId: text("event_id").notNull(),
  userId: text("user_id").notNull(),
  productId: text("product_id").notNull(),
  coins: integer("coins").notNull(),
  createdAt: createdAt(),
});

/**
 * A second claim of an already credited store transaction (another event id, for the same or another
 * user): nothing was credited, RevenueCat was answered 200, and an operator reviews it
 * (`npm run admin -- store-claims list`). One row per claiming event, however often it is redelivered.
 */
export const storeTransactionConflicts = pgTable(
  "store_transaction_conflicts",
  {
    id: id(),
    transactionId: text("transaction_id").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The `app_user_id` of the claim (an id of ours; null when the event named nobody we know). */
    claimedUserId: text("claimed_user_id"),
    productId: text("product_id"),
    creditedUserId: text("credited_user_id").notNull(),
    creditedEventId: text("credited_event_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("store_transaction_conflicts_event_key").on(t.transactionId, t.eventId),
    index("store_transaction_conflicts_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);
