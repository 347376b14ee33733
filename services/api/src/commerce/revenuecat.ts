import { storeTransactionConflicts, storeTransactionCredits, users } from "@playpal/db";
import {
  coinClawbackPostings,
  coinPurchasePostings,
  findEntryByKey,
  IdempotencyKeyReusedError,
  lockBalance,
  postEntry,
  userAccount,
} from "@playpal/ledger";
import type { Logger } from "@playpal/platform";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../deps.ts";
import type { revenueCatBody } from "./schema.ts";

type RevenueCatEvent = z.infer<typeof revenueCatBody>["event"];
export type RevenueCatOutcome = "credited" | "clawed_back" | "duplicate" | "conflict" | "ignored";

/** Events that credit a coin pack. */
const PURCHASES = new Set(["INITIAL_PURCHASE", "NON_RENEWING_PURCHASE"]);
/** Events that take a refunded coin pack back. */
const REFUNDS = new Set(["CANCELLATION", "REFUND"]);

/** The store transaction an event concerns: the object of its ledger entries. */
const transactionOf = (event: RevenueCatEvent) =>
  event.transaction_id ?? event.original_transaction_id ?? `event:${event.id}`;

/**
 * The coins of a configured pack, looked up among COIN_PACKS' own keys only: a `product_id` of
 * `constructor` or `__proto__` names nothing, not something inherited from `Object.prototype`.
 */
export function packCoins(
  packs: Record<string, number>,
  productId: string | null | undefined,
): number | null {
  if (!productId || !Object.hasOwn(packs, productId)) return null;
  const coins = packs[productId];
  return Number.isSafeInteger(coins) && (coins as number) > 0 ? (coins as number) : null;
}

/** Thrown inside the crediting transaction to roll it back and answer `duplicate`. */
class AlreadyCredited extends Error {}

/** Our user id behind `app_user_id`, or null (an anonymous RevenueCat id, an unknown user). */
async function knownUser(deps: Deps, appUserId: string | null | undefined): Promise<string | null> {
  if (!appUserId || !/^[A-Za-z0-9_-]{1,64}$/.test(appUserId)) return null;
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, appUserId));
  return row?.id ?? null;
}

/**
 * One RevenueCat event (API.md "Webhook paths"; the bearer was checked by the route).
 *
 * A purchase credits its pack once per store transaction, whoever it names and under any concurrency:
 * the crediting transaction inserts the store transaction's `store_transaction_credits` row, whose
 * primary key makes every other claim wait for it and then find it. The same event again (a redelivery,
 * whatever its body says now) is `duplicate`; another event for the same store transaction credits
 * nothing, is recorded in `store_transaction_conflicts` for review and answered `duplicate` (same user)
 * or `conflict` (another user), 200 either way so RevenueCat stops retrying.
 *
 * A refund (`CANCELLATION`, `REFUND`) takes what the credit gave back from the user actually credited
 * (not whoever the refund names), down to zero, never below, the shortfall (coins already spent)
 * booked as the platform's loss, once per store transaction. `TEST`, other types, unknown products and
 * unknown users are acknowledged and logged, so RevenueCat does not retry what can never succeed.
 */
export async function handleRevenueCatEvent(deps: Deps, event: RevenueCatEvent): Promise<RevenueCatOutcome> {
  const log = deps.logger.child({ revenuecatEventId: event.id, type: event.type });
  if (event.type === "TEST") {
    log.info("revenuecat test event acknowledged");
    return "ignored";
  }
  if (REFUNDS.has(event.type)) return clawBack(deps, log, event);
  if (!PURCHASES.has(event.type)) {
    log.info("revenuecat event type not used; acknowledged");
    return "ignored";
  }
  const coins = packCoins(deps.config.COIN_PACKS, event.product_id);
  if (!coins) {
    log.warn({ productId: event.product_id }, "revenuecat purchase of an unknown product; acknowledged");
    return "ignored";
  }
  const userId = await knownUser(deps, event.app_user_id);
  if (!userId) {
    log.warn(
      { appUserId: event.app_user_id },
      "revenuecat event for an unknown user; acknowledged, nothing credited",
    );
    return "ignored";
  }
  return credit(deps, log, event, userId, coins);
}

async function credit(
  deps: Deps,
  log: Logger,
  event: RevenueCatEvent,
  userId: string,
  coins: number,
): Promise<RevenueCatOutcome> {
  const transactionId = transactionOf(event);
  const key = `revenuecat:${event.id}`;
  const productId = event.product_id as string;
  try {
    const outcome = await deps.db.transaction(async (tx): Promise<RevenueCatOutcome> => {
      // This event already credited something (a redelivery, maybe with another body): nothing more.
      if (await findEntryByKey(tx, key)) return "duplicate";
      // The store transaction's one credit. A concurrent claim of it waits here on the primary key until
      // this transaction commits (then finds the row) or rolls back (then takes it).
      const [claimed] = await tx
        .insert(storeTransactionCredits)
        .values({ transactionId, eventId: event.id, userId, productId, coins })
        .onConflictDoNothing()
        .returning({ transactionId: storeTransactionCredits.transactionId });
      if (!claimed) {
        const [first] = await tx
          .select()
          .from(storeTransactionCredits)
          .where(eq(storeTransactionCredits.transactionId, transactionId));
        if (!first) throw new Error(`store transaction ${transactionId} conflicted but cannot be read`);
        if (first.eventId === event.id) return "duplicate";
        await tx
          .insert(storeTransactionConflicts)
          .values({
            transactionId,
            eventId: event.id,
            eventType: event.type,
            claimedUserId: userId,
            productId,
            creditedUserId: first.userId,
            creditedEventId: first.eventId,
          })
          .onConflictDoNothing();
        log.warn(
          { userId, transactionId, creditedUserId: first.userId, creditedEventId: first.eventId },
          "store transaction already credited; second claim recorded for review",
        );
        return first.userId === userId ? "duplicate" : "conflict";
      }
      const posted = await postEntry(tx, {
        idempotencyKey: key,
        kind: "COIN_PURCHASE",
        objectType: "store_transaction",
        objectId: transactionId,
        memo: `${productId} (${event.store ?? "store"}, ${event.environment ?? "unknown"})`,
        postings: coinPurchasePostings(userId, coins),
      });
      // The same event id committed meanwhile for another store transaction: undo this claim.
      if (posted.replayed) throw new AlreadyCredited();
      return "credited";
    });
    log.info({ userId, coins, transactionId, outcome }, `revenuecat purchase: ${outcome}`);
    return outcome;
  } catch (error) {
    // The event id credited a different movement (a replay with another body, concurrently): the
    // claim rolled back with the transaction; the first delivery's credit stands.
    if (error instanceof AlreadyCredited || error instanceof IdempotencyKeyReusedError) {
      log.warn(
        { userId, transactionId },
        "revenuecat event redelivered with another body; nothing more credited",
      );
      return "duplicate";
    }
    throw error;
  }
}

/** A refund: what the store transaction's credit gave (not what the pack is worth today) comes back. */
async function clawBack(deps: Deps, log: Logger, event: RevenueCatEvent): Promise<RevenueCatOutcome> {
  const transactionId = transactionOf(event);
  const [first] = await deps.db
    .select()
    .from(storeTransactionCredits)
    .where(eq(storeTransactionCredits.transactionId, transactionId));
  if (!first) {
    log.warn({ transactionId }, "revenuecat refund of a transaction never credited; acknowledged");
    return "ignored";
  }
  const userId = first.userId;
  if (event.app_user_id !== userId) {
    log.warn(
      { transactionId, appUserId: event.app_user_id, creditedUserId: userId },
      "revenuecat refund names another user than the one credited; clawing back from the credited user",
    );
  }
  const key = `revenuecat:clawback:${transactionId}`;
  return deps.db.transaction(async (tx) => {
    // The wallet's row lock orders concurrent refunds: the second one finds the first one's entry.
    const wallet = await lockBalance(tx, userAccount(userId, "coins"));
    if (await findEntryByKey(tx, key)) {
      log.info({ userId, transactionId }, "revenuecat refund redelivered");
      return "duplicate" as const;
    }
    await postEntry(tx, {
      idempotencyKey: key,
      kind: "COIN_PURCHASE_REVERSAL",
      objectType: "store_transaction",
      objectId: transactionId,
      memo: `${event.type} ${event.cancel_reason ?? ""} (event ${event.id})`.trim(),
      postings: coinClawbackPostings(userId, first.coins, wallet),
    });
    log.info({ userId, coins: first.coins, walletBefore: wallet }, "refunded coins clawed back");
    return "clawed_back" as const;
  });
}
