import { roomSchema, userSummarySchema } from "@playpal/contracts";
import { ENTRY_KINDS } from "@playpal/ledger";
import { z } from "zod";
import { cursorQuery, cursorSchema, idSchema, isoDate, limitQuery } from "../http/schemas.ts";

/** The largest price in coins a creator may set: far above any real price, far below overflow. */
export const MAX_PRICE_COINS = 1_000_000;
export const PRODUCT_TITLE_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;

/** A price in whole Play Coins: a JSON integer from 1 to MAX_PRICE_COINS (no strings, no fractions). */
export const priceCoins = z
  .number()
  .int("must be a whole number of coins")
  .min(1, "must be at least 1 coin")
  .max(MAX_PRICE_COINS, `must be at most ${MAX_PRICE_COINS} coins`);

export const pageQuery = z.object({ cursor: cursorQuery.optional(), limit: limitQuery() });
export const userParams = z.object({ userId: idSchema });
export const idParams = z.object({ id: idSchema });
export const roomParams = z.object({ roomId: idSchema });

// ---- wallet ----------------------------------------------------------------------------------------

export const walletSchema = z
  .object({
    coins: z.number().int().describe("Play Coins in the wallet"),
    pendingEarningsCents: z
      .number()
      .int()
      .describe(
        "Every earning not yet paid out: held until a session ends, available, and in a started payout",
      ),
    availableEarningsCents: z.number().int().describe("The part of the earnings the next payout can pay"),
  })
  .meta({ id: "Wallet" });

export const walletTransactionSchema = z
  .object({
    id: z.string().describe("The ledger entry's id"),
    kind: z.enum(ENTRY_KINDS),
    coins: z.number().int().describe("Change of the caller's coins (negative when spent)"),
    cents: z.number().int().describe("Change of the caller's earnings not yet paid out, in cents"),
    counterparty: userSummarySchema.nullable(),
    objectType: z.string().nullable(),
    objectId: z.string().nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "WalletTransaction" });

export const walletTransactionPage = z.object({
  items: z.array(walletTransactionSchema),
  nextCursor: cursorSchema.nullable(),
});

// ---- RevenueCat ------------------------------------------------------------------------------------

/**
 * RevenueCat's webhook body (`{ api_version, event: { id, type, app_user_id, product_id, ... } }`). Only
 * what we use is checked; the rest of the event passes through untouched.
 */
export const revenueCatBody = z
  .object({
    api_version: z.string().optional(),
    event: z
      .object({
        id: z.string().min(1).max(200),
        type: z.string().min(1).max(100),
        app_user_id: z.string().max(300).nullish(),
        original_app_user_id: z.string().max(300).nullish(),
        product_id: z.string().max(300).nullish(),
        transaction_id: z.string().max(300).nullish(),
        original_transaction_id: z.string().max(300).nullish(),
        environment: z.string().max(50).nullish(),
        store: z.string().max(50).nullish(),
        cancel_reason: z.string().max(100).nullish(),
        event_timestamp_ms: z.number().nullish(),
      })
      .loose(),
  })
  .loose()
  .meta({ id: "RevenueCatWebhook" });

export const revenueCatReply = z.object({
  ok: z.literal(true),
  outcome: z
    .enum(["credited", "clawed_back", "duplicate", "conflict", "ignored"])
    .describe(
      "What the event did: `duplicate` for a redelivery (also with another body) or another event of a store " +
        "transaction already credited to the same user, `conflict` for a store transaction already credited " +
        "to another user (nothing credited, recorded for review), `ignored` for a test, unknown or unrelated event",
    ),
});

// ---- subscriptions ---------------------------------------------------------------------------------

export const setSubscriptionPriceBody = z.object({ priceCoins }).strict();
export const subscriptionPriceSchema = z
  .object({ priceCoins: z.number().int().nullable(), subscribed: z.boolean(), expiresAt: isoDate.nullable() })
  .meta({ id: "CreatorSubscriptionOffer" });
export const subscribeBody = z.object({ creatorId: idSchema }).strict();
export const subscriptionSchema = z
  .object({
    id: z.string(),
    subscriberId: z.string(),
    creatorId: z.string(),
    creator: userSummarySchema,
    priceCoins: z.number().int().describe("What this period cost (the last payment)"),
    expiresAt: isoDate.nullable(),
    active: z.boolean(),
    createdAt: isoDate,
  })
  .meta({ id: "CreatorSubscription" });
export const subscriptionPage = z.object({
  items: z.array(subscriptionSchema),
  nextCursor: cursorSchema.nullable(),
});

// ---- products --------------------------------------------------------------------------------------

export const createProductBody = z
  .object({
    title: z.string().trim().min(1).max(PRODUCT_TITLE_MAX),
    description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX).optional(),
    priceCoins,
  })
  .strict();
export const productSchema = z
  .object({
    id: z.string(),
    creatorId: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    priceCoins: z.number().int(),
    createdAt: isoDate,
  })
  .meta({ id: "Product" });
export const productsQuery = z.object({
  creatorId: idSchema,
  cursor: cursorQuery.optional(),
  limit: limitQuery(),
});
export const productPage = z.object({ items: z.array(productSchema), nextCursor: cursorSchema.nullable() });
export const productPurchaseSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    buyerId: z.string(),
    priceCoins: z.number().int(),
    createdAt: isoDate,
  })
  .meta({ id: "ProductPurchase" });

// ---- availability and sessions ---------------------------------------------------------------------

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be "HH:MM" (24 h, UTC)');
export const slotSchema = z
  .object({ dayOfWeek: z.number().int().min(0).max(6).describe("0 = Sunday"), start: hhmm, end: hhmm })
  .strict()
  .refine((s) => s.start < s.end, { message: "end must be after start (a window cannot cross midnight)" });
export const setAvailabilityBody = z
  .object({
    timezone: z.literal("UTC"),
    priceCoins,
    sessionMinutes: z.number().int().min(15).max(240),
    slots: z.array(slotSchema).max(50),
  })
  .strict();
export const availabilitySchema = z
  .object({
    userId: z.string(),
    timezone: z.literal("UTC"),
    priceCoins: z.number().int(),
    sessionMinutes: z.number().int(),
    slots: z.array(z.object({ dayOfWeek: z.number().int(), start: z.string(), end: z.string() })),
    updatedAt: isoDate,
  })
  .meta({ id: "Availability" });
export const availabilityWithSlotsSchema = availabilitySchema
  .extend({ openSlots: z.array(isoDate).describe("Bookable session starts in the next 14 days (UTC)") })
  .meta({ id: "AvailabilityWithOpenSlots" });

export const bookSessionBody = z
  .object({
    playpalId: idSchema,
    startsAt: z.iso.datetime({ offset: true, message: "must be an ISO 8601 date-time" }),
  })
  .strict();
export const sessionSchema = z
  .object({
    id: z.string(),
    playpalId: z.string(),
    purchaserId: z.string(),
    startsAt: isoDate,
    endsAt: isoDate,
    priceCoins: z.number().int(),
    status: z.enum(["booked", "cancelled", "completed"]),
    refundCoins: z.number().int().nullable().describe("Coins refunded on cancellation"),
    cancelledAt: isoDate.nullable(),
    room: roomSchema,
    createdAt: isoDate,
  })
  .meta({ id: "Session" });
export const sessionPage = z.object({ items: z.array(sessionSchema), nextCursor: cursorSchema.nullable() });
export { roomSchema };
