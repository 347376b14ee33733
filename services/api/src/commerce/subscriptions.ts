import { type Cursor, toPage } from "@playpal/db";
import { coinSpendPostings, findEntryByKey, postEntry } from "@playpal/ledger";
import { badRequest, conflict, notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { type DomainEvents, publish, publishInTransaction } from "../events/bus.ts";
import { charging, clientKey, idempotencyKeyReused, Replayed, ratesOf } from "./charge.ts";
import { scheduleSubscriptionExpiry } from "./delayed-jobs.ts";
import { requireCounterparty, requireVisibleUser } from "./parties.ts";
import * as q from "./queries.ts";
import {
  isActive,
  presentSubscription,
  presentSubscriptionOffer,
  type SubscriptionOfferView,
  type SubscriptionView,
} from "./views.ts";

/** One paid subscription period. */
export const SUBSCRIPTION_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

/** `PUT /user/me/subscription`: the caller's monthly price; what the caller sees of their own offer. */
export async function setSubscriptionPrice(
  deps: Deps,
  creatorId: string,
  priceCoins: number,
): Promise<SubscriptionOfferView> {
  await q.upsertSubscriptionPrice(deps.db, creatorId, priceCoins);
  return presentSubscriptionOffer(priceCoins, null);
}

/** `GET /user/:userId/subscription`: the creator's price and the caller's own subscription to them. */
export async function getSubscriptionOffer(
  deps: Deps,
  viewerId: string,
  creatorId: string,
): Promise<SubscriptionOfferView> {
  await requireVisibleUser(deps.db, viewerId, creatorId);
  const [priceCoins, mine] = await Promise.all([
    q.findSubscriptionPrice(deps.db, creatorId),
    q.findSubscription(deps.db, viewerId, creatorId),
  ]);
  return presentSubscriptionOffer(priceCoins, mine);
}

/**
 * `POST /subscriptions`: debits the creator's price, credits their earnings minus the fee and creates
 * the subscription or extends it by 30 days from its current end (or from now when lapsed), all in one
 * transaction; the subscription row's lock orders concurrent payments, so two payments are two
 * periods. NEW_SUBSCRIBER when it starts (not on an extension); a delayed job at the new `expiresAt`
 * re-checks the subscriber's live sockets. With an `Idempotency-Key`, a retried request answers the
 * first one's subscription and pays nothing more.
 */
export async function subscribe(
  deps: Deps,
  subscriberId: string,
  creatorId: string,
  idempotencyKey?: string,
): Promise<SubscriptionView> {
  await requireCounterparty(deps.db, subscriberId, creatorId, {
    code: "CANNOT_SUBSCRIBE_TO_SELF",
    message: "You cannot subscribe to yourself",
  });
  const key = clientKey("subscribe", subscriberId, idempotencyKey);
  // A retry of a request that went through answers it, even if the price has changed since.
  const earlier = key ? await findEntryByKey(deps.db, key) : null;
  if (earlier?.objectId) {
    const view = await q.findSubscriptionView(deps.db, earlier.objectId);
    if (view?.subscription.creatorId !== creatorId) throw idempotencyKeyReused();
    return presentSubscription(view, deps.storage);
  }
  const priceCoins = await q.findSubscriptionPrice(deps.db, creatorId);
  if (!priceCoins) throw badRequest("This creator does not offer subscriptions", "SUBSCRIPTIONS_NOT_OFFERED");

  let paid: { subscriptionId: string; expiresAt: Date; started: boolean };
  let startedEvent: DomainEvents["subscription.started"] | null = null;
  try {
    paid = await charging(priceCoins, () =>
      deps.db.transaction(async (tx) => {
        const row = await q.lockSubscription(tx, subscriberId, creatorId);
        const now = new Date();
        if (row.expiresAt === null) {
          throw conflict("You already hold a subscription that never expires", "ALREADY_SUBSCRIBED");
        }
        const started = !isActive(row.expiresAt, now);
        const periodStart = started ? now : row.expiresAt;
        const periodEnd = new Date(periodStart.getTime() + SUBSCRIPTION_PERIOD_MS);
        const paymentId = await q.insertSubscriptionPayment(tx, {
          subscriptionId: row.id,
          subscriberId,
          creatorId,
          priceCoins,
          periodStart,
          periodEnd,
        });
        const { replayed, entry } = await postEntry(tx, {
          idempotencyKey: key ?? `subscription_payment:${paymentId}`,
          kind: "SUBSCRIPTION",
          objectType: "subscription",
          objectId: row.id,
          memo: `period ${periodStart.toISOString()} - ${periodEnd.toISOString()}`,
          postings: coinSpendPostings({
            payerId: subscriberId,
            creatorId,
            coins: priceCoins,
            rates: ratesOf(deps.config),
          }),
        });
        if (replayed) throw new Replayed(entry.objectId ?? row.id);
        await q.setSubscriptionExpiry(tx, row.id, periodEnd);
        if (started) {
          // The creator's NEW_SUBSCRIBER commits with the payment (events/outbox.ts).
          startedEvent = { subscriptionId: row.id, subscriberId, creatorId };
          await publishInTransaction(deps, tx, "subscription.started", startedEvent);
        }
        return { subscriptionId: row.id, expiresAt: periodEnd, started };
      }),
    );
  } catch (error) {
    if (!(error instanceof Replayed)) throw error;
    // The key's first request committed while this one was in flight: the same answer only for the
    // same creator.
    const view = await q.findSubscriptionView(deps.db, error.objectId);
    if (!view) throw notFound("Subscription not found");
    if (view.subscription.creatorId !== creatorId) throw idempotencyKeyReused();
    return presentSubscription(view, deps.storage);
  }
  if (paid.started && startedEvent) await publish(deps, "subscription.started", startedEvent);
  await scheduleSubscriptionExpiry(deps, paid);
  const view = await q.findSubscriptionView(deps.db, paid.subscriptionId);
  if (!view) throw notFound("Subscription not found");
  return presentSubscription(view, deps.storage);
}

/** `GET /subscriptions`: the caller's subscriptions (active and lapsed), newest first. */
export async function listMySubscriptions(
  deps: Deps,
  userId: string,
  page: { limit: number; cursor?: Cursor },
) {
  const rows = await q.listSubscriptions(deps.db, userId, { limit: page.limit + 1, cursor: page.cursor });
  const { items, nextCursor } = toPage(rows, page.limit, (r) => r.subscription);
  return { items: items.map((r) => presentSubscription(r, deps.storage)), nextCursor };
}

/**
 * The `commerce.subscription-expiry` job, at a paid period's end: when the subscription has indeed
 * lapsed (not extended since), the subscriber's live sockets are re-checked and leave the creator's
 * vip rooms. Running it twice re-checks twice, which changes nothing more.
 */
export async function handleSubscriptionExpiry(deps: Deps, subscriptionId: string, now = new Date()) {
  const row = await q.findSubscriptionById(deps.db, subscriptionId);
  if (!row || isActive(row.expiresAt, now)) return { rechecked: false };
  await publish(deps, "subscription.lapsed", { subscriberId: row.subscriberId });
  return { rechecked: true };
}
