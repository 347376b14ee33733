import type { Storage } from "@playpal/platform";
import type { z } from "zod";
import type { RoomView } from "../channels/views.ts";
import { presentUserSummary } from "../users/views.ts";
import type * as q from "./queries.ts";
import type {
  availabilitySchema,
  productPurchaseSchema,
  productSchema,
  sessionSchema,
  subscriptionPriceSchema,
  subscriptionSchema,
  walletSchema,
  walletTransactionSchema,
} from "./schema.ts";

/** Wire objects are named `<Thing>View`; the functions that build them `present<Thing>` (as posts/views.ts). */
export type ProductView = z.infer<typeof productSchema>;
export type ProductPurchaseView = z.infer<typeof productPurchaseSchema>;
export type AvailabilityView = z.infer<typeof availabilitySchema>;
export type SessionView = z.infer<typeof sessionSchema>;
export type SubscriptionView = z.infer<typeof subscriptionSchema>;
export type SubscriptionOfferView = z.infer<typeof subscriptionPriceSchema>;
export type WalletView = z.infer<typeof walletSchema>;
export type WalletTransactionView = z.infer<typeof walletTransactionSchema>;

export function presentProduct(row: q.ProductRow): ProductView {
  return {
    id: row.id,
    creatorId: row.creatorId,
    title: row.title,
    description: row.description,
    priceCoins: row.priceCoins,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentPurchase(row: q.PurchaseRow): ProductPurchaseView {
  return {
    id: row.id,
    productId: row.productId,
    buyerId: row.buyerId,
    priceCoins: row.priceCoins,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAvailability(row: q.AvailabilityRow): AvailabilityView {
  return {
    userId: row.userId,
    timezone: "UTC",
    priceCoins: row.priceCoins,
    sessionMinutes: row.sessionMinutes,
    slots: row.slots,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A session with its private room, loaded by the caller (`loadRooms`). */
export function presentSession(row: q.SessionRow, room: RoomView): SessionView {
  return {
    id: row.id,
    playpalId: row.playpalId,
    purchaserId: row.purchaserId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    priceCoins: row.priceCoins,
    status: row.status,
    refundCoins: row.refundCoins,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    room,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether a subscription ending at `expiresAt` (null: never) is active at `now`. */
export const isActive = (expiresAt: Date | null, now = new Date()) => expiresAt === null || expiresAt > now;

export type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof q.findSubscriptionView>>>;

export function presentSubscription(row: SubscriptionRow, storage: Storage): SubscriptionView {
  const s = row.subscription;
  return {
    id: s.id,
    subscriberId: s.subscriberId,
    creatorId: s.creatorId,
    creator: presentUserSummary(storage, row.creator),
    priceCoins: row.priceCoins ?? 0,
    expiresAt: s.expiresAt?.toISOString() ?? null,
    active: isActive(s.expiresAt),
    createdAt: s.createdAt.toISOString(),
  };
}

/** A creator's price and the viewer's own subscription to them (null when none). */
export function presentSubscriptionOffer(
  priceCoins: number | null,
  mine: { expiresAt: Date | null } | null,
  now = new Date(),
): SubscriptionOfferView {
  const subscribed = !!mine && isActive(mine.expiresAt, now);
  return { priceCoins, subscribed, expiresAt: subscribed ? (mine?.expiresAt?.toISOString() ?? null) : null };
}

/**
 * The caller's balances. `pendingEarningsCents` is every earning not yet paid out (held + available +
 * in a started payout), `availableEarningsCents` what the next payout can pay.
 */
export function presentWallet(b: {
  coins: number;
  earnings_held: number;
  earnings_available: number;
  payouts_in_transit: number;
}): WalletView {
  return {
    coins: b.coins,
    pendingEarningsCents: b.earnings_held + b.earnings_available + b.payouts_in_transit,
    availableEarningsCents: b.earnings_available,
  };
}

/** One ledger entry of the caller's, with what the loaders found of its entry and counterparty. */
export function presentWalletTransaction(
  row: { id: string; createdAt: Date; coins: string; cents: string },
  entry: { kind: string; objectType: string | null; objectId: string | null } | undefined,
  counterparty:
    | { id: string; username: string | null; displayName: string; avatarKey: string | null }
    | undefined,
  storage: Storage,
): WalletTransactionView {
  return {
    id: row.id,
    kind: (entry?.kind ?? "ADJUSTMENT") as WalletTransactionView["kind"],
    coins: Number(row.coins),
    cents: Number(row.cents),
    counterparty: counterparty ? presentUserSummary(storage, counterparty) : null,
    objectType: entry?.objectType ?? null,
    objectId: entry?.objectId ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
