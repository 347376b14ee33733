import { type Cursor, toPage } from "@playpal/db";
import { findEntryByKey, reverseEntry } from "@playpal/ledger";
import { AppError, notFound } from "@playpal/platform";
import type Stripe from "stripe";
import { findUserById } from "../accounts/queries.ts";
import type { Deps } from "../deps.ts";
import * as q from "./queries.ts";
import { presentPayout } from "./views.ts";

/** The caller's own payouts, newest first. */
export async function listPayouts(deps: Deps, userId: string, options: { limit: number; cursor?: Cursor }) {
  const rows = await q.listCreatorPayouts(deps.db, userId, options.limit, options.cursor);
  const page = toPage(rows, options.limit, (r) => r);
  return {
    items: page.items.map((r) => presentPayout(r, deps.config.PAYOUT_CURRENCY)),
    nextCursor: page.nextCursor,
  };
}

const providerFailed = (error: unknown) =>
  new AppError(502, "PAYMENT_PROVIDER_ERROR", `The payment provider refused: ${(error as Error).message}`);

/**
 * The caller's Stripe Connect onboarding link, creating their connected account on first use (one per
 * user); an account that has finished onboarding is marked connected. Local mode connects at once.
 */
export async function connectPayoutAccount(deps: Deps, userId: string): Promise<{ url: string }> {
  const provider = deps.payoutAccounts;
  let account = await q.findPayoutAccount(deps.db, userId);
  try {
    if (!account) {
      const user = await findUserById(deps.db, userId);
      if (!user) throw notFound("User not found");
      const created = await provider.createAccount({ id: userId, email: user.email });
      account = await q.insertPayoutAccount(deps.db, {
        userId,
        providerAccountId: created.id,
        status: created.connected ? "connected" : "onboarding",
      });
    } else if (account.status === "onboarding" && (await provider.isConnected(account.providerAccountId))) {
      await q.setPayoutAccountStatus(deps.db, account.providerAccountId, "connected");
    }
    if (!account) throw new Error("payout account vanished");
    return { url: await provider.onboardingUrl(account.providerAccountId) };
  } catch (error) {
    if (error instanceof AppError || provider.mode === "local") throw error;
    deps.logger.warn({ userId, err: (error as Error).message }, "stripe connect onboarding failed");
    throw providerFailed(error);
  }
}

/**
 * A paid payout's transfer was reversed (or failed after all): the payout becomes `failed` with the
 * reason and a reversing entry takes its settlement back (paid out -> payouts in transit), so a retry
 * pays it again with a new transfer. A payout still `pending` (the transfer's answer not yet recorded)
 * only becomes `failed`. Anything else is left as it is.
 */
async function failTransfer(
  deps: Deps,
  tx: Parameters<Parameters<Deps["db"]["transaction"]>[0]>[0],
  transfer: Stripe.Transfer,
  reason: string,
) {
  const payoutId = transfer.metadata?.payoutId;
  let payout = await q.lockPayoutByTransfer(tx, transfer.id);
  if (!payout && payoutId) {
    // A transfer whose answer was never recorded (the runner died): only while the payout has none. A
    // payout since paid by another transfer (a retry) is not this transfer's to fail.
    const candidate = await q.lockPayout(tx, payoutId);
    if (candidate && candidate.transferId === null) payout = candidate;
  }
  if (!payout) {
    deps.logger.warn({ transferId: transfer.id }, "stripe transfer event for no payout of ours");
    return;
  }
  if (payout.status === "paid") {
    const paid = await findEntryByKey(tx, `payout:${payout.id}:paid:${payout.attempts}`);
    if (paid) {
      await reverseEntry(tx, {
        entryId: paid.id,
        idempotencyKey: `payout:${payout.id}:reversed:${payout.attempts}`,
        kind: "REVERSAL",
        memo: reason,
      });
    }
    await q.markPayoutFailed(tx, payout.id, reason);
  } else if (payout.status === "pending") {
    await q.markPayoutFailed(tx, payout.id, reason);
  }
}

/**
 * Applies one verified Stripe event, once per event id (the event's mark and its effects commit
 * together). `transfer.reversed` (fully reversed) and `transfer.failed` fail the payout; `account.updated`
 * marks a connected account ready or not; other events are acknowledged.
 */
export async function handleStripeEvent(deps: Deps, event: Stripe.Event): Promise<{ duplicate: boolean }> {
  return deps.db.transaction(async (tx) => {
    if (!(await q.markEventProcessed(tx, "stripe", event.id))) return { duplicate: true };
    const type = event.type as string;
    const objectId = (event.data.object as { id?: unknown }).id;
    if ((type.startsWith("transfer.") || type === "account.updated") && typeof objectId !== "string") {
      deps.logger.warn(
        { eventId: event.id, type },
        "stripe event whose object has no id: acknowledged, ignored",
      );
      return { duplicate: false };
    }
    if (type === "transfer.reversed" || type === "transfer.failed") {
      const transfer = event.data.object as Stripe.Transfer;
      if (type === "transfer.reversed" && transfer.reversed !== true) {
        deps.logger.warn(
          { transferId: transfer.id, amountReversed: transfer.amount_reversed },
          "partial stripe transfer reversal: left to an operator",
        );
      } else {
        await failTransfer(
          deps,
          tx,
          transfer,
          type === "transfer.reversed"
            ? "The transfer was reversed by Stripe"
            : "The transfer failed at Stripe",
        );
      }
    } else if (type === "account.updated") {
      const account = event.data.object as Stripe.Account;
      const ready = account.details_submitted === true && account.payouts_enabled === true;
      await q.setPayoutAccountStatus(tx, account.id, ready ? "connected" : "onboarding");
    }
    return { duplicate: false };
  });
}
