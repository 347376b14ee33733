import {
  type AuditActor,
  appendAudit,
  type Database,
  type Executor,
  identityVerifications,
  isReplicaFailure,
  ledgerHolds,
  payoutAccounts,
  payouts,
  type ReadRouter,
} from "@playpal/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import { fenced, type RunLease } from "./lock.ts";
import type { PayoutLedger } from "./payout-ledger.ts";
import { type Period, periodBounds } from "./period.ts";

export interface CalculationDeps {
  db: Database;
  ledger: PayoutLedger;
  minimumCents: number;
  /** Read replicas: the preview runs on one when it can (`previewPeriod`). */
  reads?: ReadRouter;
}

export interface PlannedPayout {
  creatorId: string;
  amountCents: number;
  status: "pending" | "blocked";
  /** Why a blocked payout is blocked. */
  reason: string | null;
  destination: string | null;
}

export interface CalculationResult {
  period: Period;
  /** True when the period already had payout rows: nothing was written. */
  skipped: boolean;
  payouts: PlannedPayout[];
  totals: { pending: { count: number; cents: number }; blocked: { count: number; cents: number } };
}

export const BLOCKED_NO_VERIFICATION = "identity verification not approved";
export const BLOCKED_NO_ACCOUNT = "no connected payout account";

const summarize = (period: Period, skipped: boolean, planned: PlannedPayout[]): CalculationResult => {
  const totals = { pending: { count: 0, cents: 0 }, blocked: { count: 0, cents: 0 } };
  for (const p of planned) {
    totals[p.status].count += 1;
    totals[p.status].cents += p.amountCents;
  }
  return { period, skipped, payouts: planned, totals };
};

/** One payout per creator whose payable earnings for the period reach the minimum; blocked ones say why. */
async function plan(db: Executor, deps: CalculationDeps, period: Period): Promise<PlannedPayout[]> {
  const payable = await deps.ledger.payableEarnings(db, periodBounds(period).end);
  const due = [...payable].filter(([, cents]) => cents >= deps.minimumCents);
  if (due.length === 0) return [];
  const ids = due.map(([creatorId]) => creatorId);
  const [verified, accounts] = await Promise.all([
    db
      .select({ userId: identityVerifications.userId })
      .from(identityVerifications)
      .where(and(inArray(identityVerifications.userId, ids), eq(identityVerifications.status, "approved"))),
    db
      .select({ userId: payoutAccounts.userId, account: payoutAccounts.providerAccountId })
      .from(payoutAccounts)
      .where(and(inArray(payoutAccounts.userId, ids), eq(payoutAccounts.status, "connected"))),
  ]);
  const approved = new Set(verified.map((v) => v.userId));
  const destinations = new Map(accounts.map((a) => [a.userId, a.account]));
  return due
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([creatorId, amountCents]) => {
      const destination = destinations.get(creatorId) ?? null;
      const reason = !approved.has(creatorId)
        ? BLOCKED_NO_VERIFICATION
        : !destination
          ? BLOCKED_NO_ACCOUNT
          : null;
      return { creatorId, amountCents, status: reason ? "blocked" : "pending", reason, destination };
    });
}

class Rollback extends Error {}

/**
 * What a calculation would write, written nowhere: the same code in a transaction rolled back (due
 * holds are released in it, so the preview matches the calculation).
 */
export async function previewPeriod(deps: CalculationDeps, period: Period, now = new Date()) {
  const onReplica = await previewOnReplica(deps, period, now);
  if (onReplica) return onReplica;
  let result: CalculationResult | undefined;
  try {
    await deps.db.transaction(async (tx) => {
      const existing = await countPayouts(tx, period);
      if (existing > 0) {
        result = summarize(period, true, []);
      } else {
        await deps.ledger.releaseDue(tx, now);
        result = summarize(period, false, await plan(tx, deps, period));
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result as CalculationResult;
}

/**
 * The preview on a read replica, in one read-only snapshot there, when no hold is due by `now` (the
 * primary's preview releases due holds in a transaction it rolls back: a write a replica refuses).
 * Undefined when there is no replica up, a hold is due, or the replica fails: the primary previews.
 */
async function previewOnReplica(
  deps: CalculationDeps,
  period: Period,
  now: Date,
): Promise<CalculationResult | undefined> {
  const chosen = await deps.reads?.handle();
  if (!chosen?.replicaDb) return undefined;
  try {
    return await chosen.replicaDb.transaction(
      async (tx) => {
        const [due] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerHolds)
          .where(sql`${ledgerHolds.releasedAt} is null and ${ledgerHolds.releaseAt} <= ${now.toISOString()}`);
        if ((due?.n ?? 0) > 0) return undefined;
        if ((await countPayouts(tx, period)) > 0) return summarize(period, true, []);
        return summarize(period, false, await plan(tx, deps, period));
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  } catch (error) {
    if (isReplicaFailure(error)) return undefined;
    throw error;
  }
}

const countPayouts = async (db: Executor, period: Period) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payouts)
    .where(eq(payouts.period, period));
  return row?.n ?? 0;
};

/**
 * Calculates a period under the run's lease, in one fenced transaction: every payout row of the period
 * and its ledger reservation, or nothing (a crash leaves the period to be calculated again). A period
 * that already has payout rows is skipped. `audit` names who asked; the entry (with the totals, or the
 * skip) commits with the rows.
 */
export async function calculatePeriod(
  deps: CalculationDeps,
  lease: RunLease,
  period: Period,
  now = new Date(),
  audit?: AuditActor,
): Promise<CalculationResult> {
  // Releasing due holds commits on its own: it only moves held earnings that are due anyway.
  await deps.ledger.releaseDue(deps.db, now);
  return fenced(deps.db, lease, async (tx) => {
    const record = async (result: CalculationResult) => {
      if (audit) {
        await appendAudit(tx, {
          action: "calculate",
          actor: audit,
          targetType: "payout_period",
          targetId: period,
          details: { skipped: result.skipped, totals: result.totals, runToken: lease.token },
        });
      }
      return result;
    };
    if ((await countPayouts(tx, period)) > 0) return record(summarize(period, true, []));
    const planned = await plan(tx, deps, period);
    for (const p of planned) {
      const [row] = await tx
        .insert(payouts)
        .values({
          creatorId: p.creatorId,
          period,
          amountCents: p.amountCents,
          status: p.status,
          reason: p.reason,
          destination: p.destination,
          runToken: lease.token,
        })
        .returning({ id: payouts.id });
      if (p.status === "pending" && row) {
        await deps.ledger.reserve(tx, {
          payoutId: row.id,
          creatorId: p.creatorId,
          amountCents: p.amountCents,
        });
      }
    }
    return record(summarize(period, false, planned));
  });
}
