import { type AuditActor, appendAudit, type Database, payoutAccounts, payouts } from "@playpal/db";
import type { Logger } from "@playpal/platform";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { fenced, type RunLease } from "./lock.ts";
import { type Payments, TransferError } from "./payments.ts";
import type { PayoutLedger } from "./payout-ledger.ts";
import type { Period } from "./period.ts";

export interface TransferDeps {
  db: Database;
  logger: Logger;
  ledger: PayoutLedger;
  payments: Payments;
  currency: string;
}

export interface TransferResult {
  attempted: number;
  paid: number;
  failed: number;
  /** The provider's answer never came (network, 5xx): left `pending`, the next run repeats the same key. */
  unknown: number;
  /** True when the run stopped early because it lost its lock. */
  stopped: boolean;
}

/**
 * The idempotency key of a transfer attempt: the payout id for the first attempt, the id and the retry
 * number after a retry (Stripe keeps a key's first answer, a failure included, for 24 hours, so a retry
 * needs a key of its own). A run killed between the provider call and the database write repeats the
 * same key on the next run and gets the same transfer back instead of a second one.
 */
export const transferKey = (payoutId: string, attempts: number) =>
  attempts === 0 ? payoutId : `${payoutId}_retry_${attempts}`;

/** Which `pending` payouts a transfer run takes; with neither `ids` nor `dueThrough`, all of them. */
export interface PendingFilter {
  /** Only this period's. */
  period?: Period;
  /** These payouts... */
  ids?: string[];
  /** ...and (or only, without `ids`) those of this period or an earlier one (`transfersDueThrough`). */
  dueThrough?: Period;
}

/**
 * Transfers `pending` payouts (see `PendingFilter`) one by one, each to the creator's connected
 * account, and records each outcome under the run's fence.
 */
export async function transferPending(
  deps: TransferDeps,
  lease: RunLease,
  filter: PendingFilter = {},
): Promise<TransferResult> {
  const result: TransferResult = { attempted: 0, paid: 0, failed: 0, unknown: 0, stopped: false };
  if (filter.ids && filter.ids.length === 0 && !filter.dueThrough) return result;
  const conditions = [eq(payouts.status, "pending")];
  if (filter.period) conditions.push(eq(payouts.period, filter.period));
  const chosen = or(
    filter.ids && filter.ids.length > 0 ? inArray(payouts.id, filter.ids) : undefined,
    filter.dueThrough ? lte(payouts.period, filter.dueThrough) : undefined,
  );
  if (chosen) conditions.push(chosen);
  const due = await deps.db
    .select({
      id: payouts.id,
      creatorId: payouts.creatorId,
      period: payouts.period,
      amountCents: payouts.amountCents,
      attempts: payouts.attempts,
      destination: payoutAccounts.providerAccountId,
    })
    .from(payouts)
    .leftJoin(
      payoutAccounts,
      and(eq(payoutAccounts.userId, payouts.creatorId), eq(payoutAccounts.status, "connected")),
    )
    .where(and(...conditions))
    .orderBy(asc(payouts.createdAt), asc(payouts.id));

  for (const payout of due) {
    if (lease.signal.aborted) {
      result.stopped = true;
      break;
    }
    result.attempted += 1;
    const stillPending = and(eq(payouts.id, payout.id), eq(payouts.status, "pending"));
    if (!payout.destination) {
      await fenced(deps.db, lease, (tx) =>
        tx
          .update(payouts)
          .set({ status: "failed", reason: "no connected payout account", runToken: lease.token })
          .where(stillPending),
      );
      result.failed += 1;
      continue;
    }
    let transferId: string;
    try {
      ({ id: transferId } = await deps.payments.createTransfer({
        idempotencyKey: transferKey(payout.id, payout.attempts),
        amountCents: payout.amountCents,
        currency: deps.currency,
        destination: payout.destination,
        payoutId: payout.id,
        period: payout.period,
      }));
    } catch (error) {
      const definite = error instanceof TransferError && error.definite;
      const message = (error as Error).message;
      deps.logger.warn({ payoutId: payout.id, err: message, definite }, "payout transfer refused");
      await fenced(deps.db, lease, (tx) =>
        tx
          .update(payouts)
          .set(
            definite
              ? { status: "failed", reason: message, destination: payout.destination, runToken: lease.token }
              : {
                  reason: `transfer outcome unknown, repeated on the next run: ${message}`,
                  runToken: lease.token,
                },
          )
          .where(stillPending),
      );
      if (definite) result.failed += 1;
      else result.unknown += 1;
      continue;
    }
    await fenced(deps.db, lease, async (tx) => {
      const [paid] = await tx
        .update(payouts)
        .set({
          status: "paid",
          reason: null,
          transferId,
          destination: payout.destination,
          paidAt: sql`now()`,
          runToken: lease.token,
        })
        .where(stillPending)
        .returning({ id: payouts.id });
      if (paid) {
        await deps.ledger.settle(tx, {
          payoutId: payout.id,
          creatorId: payout.creatorId,
          amountCents: payout.amountCents,
          attempt: payout.attempts,
        });
      }
    });
    result.paid += 1;
  }
  return result;
}

/**
 * What is left undone, done again: the `failed` payouts (of one period, or all) go back to `pending`
 * with a new attempt number, and are transferred with every payout still `pending` whose transfer is
 * due (`dueThrough`: a run killed or cut off before it reached them, or whose provider answer never
 * came, repeated under the same idempotency key). A payout of a period not due yet is not touched.
 * `audit` names who asked: the entry, with the payouts reopened, commits with the reopening (each
 * transfer's outcome is then on its payout row).
 */
export async function retryFailed(
  deps: TransferDeps,
  lease: RunLease,
  filter: { period?: Period; dueThrough: Period },
  audit?: AuditActor,
): Promise<TransferResult & { retried: number }> {
  const conditions = [eq(payouts.status, "failed")];
  if (filter.period) conditions.push(eq(payouts.period, filter.period));
  const reopened = await fenced(deps.db, lease, async (tx) => {
    const rows = await tx
      .update(payouts)
      .set({ status: "pending", reason: null, attempts: sql`${payouts.attempts} + 1`, runToken: lease.token })
      .where(and(...conditions))
      .returning({ id: payouts.id });
    if (audit) {
      await appendAudit(tx, {
        action: "retry",
        actor: audit,
        targetType: "payout_period",
        targetId: filter.period ?? "all",
        details: { payoutIds: rows.map((r) => r.id), runToken: lease.token },
      });
    }
    return rows;
  });
  const ids = reopened.map((r) => r.id);
  return {
    retried: ids.length,
    ...(await transferPending(deps, lease, { period: filter.period, ids, dueThrough: filter.dueThrough })),
  };
}
