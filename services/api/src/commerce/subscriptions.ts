import { type Cursor, toPage } from "@playpal/db";
import { coinSpendPostings, findEntryByKey, postEntry } from "@playpal/ledger";
import { badRequest, conflict, notFound } from "@playpal/platform";
import type { z } from "zod";
import type { Deps } from "../deps.ts";
import { publish } from "../events/bus.ts";
import { presentUserSummary } from "../users/summary.ts";
import { charging, clientKey, idempotencyKeyReused, Replayed, ratesOf } from "./charge.ts";
import { scheduleSubscriptionExpiry } from "./delayed-jobs.ts";
import { requireCounterparty, visibleUser } from "./parties.ts";
import * as q from "./queries.ts";
import type { subscriptionPriceSchema, subscriptionSchema } from "./schema.ts";

export type SubscriptionView = z.infer<typeof subscriptionSchema>;
export type SubscriptionOffer = z.infer<typeof subscriptionPriceSchema>;

/** One paid subscription period. */
export const SUBSCRIPTION_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

const isActive = (expiresAt: Date | null, now = new Date()) => expiresAt === null || expiresAt > now;

function present(
  deps: Deps,
  row: NonNullable<Awaited<ReturnType<typeof q.findSubscriptionView>>>,
): SubscriptionView {
  const s = row.subscription;
  return {
    id: s.id,
    subscriberId: s.subscriberId,
    creatorId: s.creatorId,
    creator: presentUserSummary(deps.storage, row.creator),
    priceCoins: row.priceCoins ?? 0,
    expiresAt: s.expiresAt?.toISOString() ?? null,
    active: isActive(s.expiresAt),
    createdAt: s.createdAt.toISOString(),
  };
}

/** `PUT /user/me/subscription`: the caller's monthly price; what the caller sees of their own offer. */
export async function setSubscriptionPrice(
  deps: Deps,
  creatorId: string,
  priceCoins: number,
): Promise<SubscriptionOffer> {
  await q.upsertSubscriptionPrice(deps.db, creatorId, priceCoins);
  return { priceCoins, subscribed: false, expiresAt: null };
}

/** `GET /user/:userId/subscription`: the creator's price and the caller's own subscription to them. */
export async function getSubscriptionOffer(
  deps: Deps,
  viewerId: string,
  creatorId: string,
): Promise<SubscriptionOffer> {
  if (!(await visibleUser(deps.db, viewerId, creatorId))) throw notFound("User not found", "USER_NOT_FOUND");
  const [priceCoins, mine] = await Promise.all([
    q.findSubscriptionPrice(deps.db, creatorId),
    q.findSubscription(deps.db, viewerId, creatorId),
  ]);
  const subscribed = !!mine && isActive(mine.expiresAt);
  return { priceCoins, subscribed, expiresAt: subscribed ? (mine?.expiresAt?.toISOString() ?? null) : null };
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
    return present(deps, view);
  }
  const priceCoins = await q.findSubscriptionPrice(deps.db, creatorId);
  if (!priceCoins) throw badRequest("This creator does not offer subscriptions", "SUBSCRIPTIONS_NOT_OFFERED");

  let paid: { subscriptionId: string; expiresAt: Date; started: boolean };
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
    return present(deps, view);
  }
  if (paid.started) {
    await publish(deps, "subscription.started", {
      subscriptionId: paid.subscriptionId,
      subscriberId,
      creatorId,
    });
  }
  await scheduleSubscriptionExpiry(deps, paid);
  const view = await q.findSubscriptionView(deps.db, paid.subscriptionId);
  if (!view) throw notFound("Subscription not found");
  return present(deps, view);
}

/** `GET /subscriptions`: the caller's subscriptions (active and lapsed), newest first. */
export async function listMySubscriptions(
  deps: Deps,
  userId: string,
  page: { limit: number; cursor?: Cursor },
) {
  const rows = await q.listSubscriptions(deps.db, userId, { limit: page.limit + 1, cursor: page.cursor });
  const { items, nextCursor } = toPage(rows, page.limit, (r) => r.subscription);
  return { items: items.map((r) => present(deps, r)), nextCursor };
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
