import { users } from "@playpal/db";
import {
  coinClawbackPostings,
  coinPurchasePostings,
  entriesForObject,
  findEntryByKey,
  lockBalance,
  postEntry,
  userAccount,
} from "@playpal/ledger";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../deps.ts";
import type { revenueCatBody } from "./schema.ts";

type RevenueCatEvent = z.infer<typeof revenueCatBody>["event"];
export type RevenueCatOutcome = "credited" | "clawed_back" | "duplicate" | "ignored";

/** Events that credit a coin pack. */
const PURCHASES = new Set(["INITIAL_PURCHASE", "NON_RENEWING_PURCHASE"]);
/** Events that take a refunded coin pack back. */
const REFUNDS = new Set(["CANCELLATION", "REFUND"]);

/** The store transaction an event concerns: the object of its ledger entries. */
const transactionOf = (event: RevenueCatEvent) =>
  event.transaction_id ?? event.original_transaction_id ?? `event:${event.id}`;

/** Our user id behind `app_user_id`, or null (an anonymous RevenueCat id, an unknown user). */
async function knownUser(deps: Deps, appUserId: string | null | undefined): Promise<string | null> {
  if (!appUserId || !/^[A-Za-z0-9_-]{1,64}$/.test(appUserId)) return null;
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, appUserId));
  return row?.id ?? null;
}

/**
 * One RevenueCat event (API.md "Webhook paths"; the bearer was checked by the route). The event id is
 * the idempotency key of the credit, so redeliveries, concurrent ones too, credit once; a store
 * transaction already credited by another event id credits nothing more either. A refund
 * (`CANCELLATION`, `REFUND`) of a credited pack takes its coins back from the wallet down to zero,
 * never below, the shortfall (coins already spent) booked as the platform's loss, once per store
 * transaction. `TEST`, other types, unknown products and unknown users are acknowledged and logged,
 * so RevenueCat does not retry what can never succeed.
 */
export async function handleRevenueCatEvent(deps: Deps, event: RevenueCatEvent): Promise<RevenueCatOutcome> {
  const log = deps.logger.child({ revenuecatEventId: event.id, type: event.type });
  if (event.type === "TEST") {
    log.info("revenuecat test event acknowledged");
    return "ignored";
  }
  const isPurchase = PURCHASES.has(event.type);
  if (!isPurchase && !REFUNDS.has(event.type)) {
    log.info("revenuecat event type not used; acknowledged");
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
  const transactionId = transactionOf(event);
  if (isPurchase) {
    const coins = event.product_id ? deps.config.COIN_PACKS[event.product_id] : undefined;
    if (!coins) {
      log.warn({ productId: event.product_id }, "revenuecat purchase of an unknown product; acknowledged");
      return "ignored";
    }
    const replayed = await deps.db.transaction(async (tx) => {
      // One credit per store transaction too (a second event id for an already credited transaction
      // credits nothing); the wallet's row lock orders events of one user, so the check cannot race.
      await lockBalance(tx, userAccount(userId, "coins"));
      if (event.transaction_id || event.original_transaction_id) {
        const earlier = await entriesForObject(tx, "store_transaction", transactionId);
        const other = earlier.find(
          (e) => e.kind === "COIN_PURCHASE" && e.idempotencyKey !== `revenuecat:${event.id}`,
        );
        if (other) {
          log.warn(
            { userId, transactionId, creditedBy: other.idempotencyKey },
            "store transaction already credited",
          );
          return true;
        }
      }
      const posted = await postEntry(tx, {
        idempotencyKey: `revenuecat:${event.id}`,
        kind: "COIN_PURCHASE",
        objectType: "store_transaction",
        objectId: transactionId,
        memo: `${event.product_id} (${event.store ?? "store"}, ${event.environment ?? "unknown"})`,
        postings: coinPurchasePostings(userId, coins),
      });
      return posted.replayed;
    });
    log.info({ userId, coins, replayed }, replayed ? "revenuecat purchase redelivered" : "coins credited");
    return replayed ? "duplicate" : "credited";
  }

  // A refund: what the transaction credited (not what the pack is worth today) comes back.
  const credited = (await entriesForObject(deps.db, "store_transaction", transactionId))
    .filter((e) => e.kind === "COIN_PURCHASE")
    .flatMap((e) => e.postings)
    .filter((p) => p.accountId === userAccount(userId, "coins"))
    .reduce((sum, p) => sum + p.amount, 0);
  if (credited <= 0) {
    log.warn({ userId, transactionId }, "revenuecat refund of a transaction never credited; acknowledged");
    return "ignored";
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
      postings: coinClawbackPostings(userId, credited, wallet),
    });
    log.info({ userId, coins: credited, walletBefore: wallet }, "refunded coins clawed back");
    return "clawed_back" as const;
  });
}
