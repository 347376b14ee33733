import {
  type Cursor,
  type Executor,
  newestFirst,
  olderThan,
  payoutAccounts,
  payouts,
  webhookEvents,
} from "@playpal/db";
import { and, desc, eq, inArray, sql } from "drizzle-orm";

export type PayoutRow = typeof payouts.$inferSelect;

/** A creator's payouts, newest first, `limit + 1` rows from the history index. */
export function listCreatorPayouts(db: Executor, creatorId: string, limit: number, cursor?: Cursor) {
  const conditions = [eq(payouts.creatorId, creatorId)];
  if (cursor) conditions.push(olderThan(payouts.createdAt, payouts.id, cursor));
  return db
    .select()
    .from(payouts)
    .where(and(...conditions))
    .orderBy(...newestFirst(payouts.createdAt, payouts.id))
    .limit(limit + 1);
}

export async function findPayoutAccount(db: Executor, userId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row ?? null;
}

/** Records the account unless the user already has one; answers the user's account either way. */
export async function insertPayoutAccount(
  db: Executor,
  values: { userId: string; providerAccountId: string; status: "onboarding" | "connected" },
) {
  await db.insert(payoutAccounts).values(values).onConflictDoNothing({ target: payoutAccounts.userId });
  return findPayoutAccount(db, values.userId);
}

export const setPayoutAccountStatus = (
  db: Executor,
  providerAccountId: string,
  status: "onboarding" | "connected",
) => db.update(payoutAccounts).set({ status }).where(eq(payoutAccounts.providerAccountId, providerAccountId));

/** Marks a provider event processed; false when it already was (the caller then changes nothing). */
export async function markEventProcessed(db: Executor, provider: string, eventId: string): Promise<boolean> {
  const inserted = await db
    .insert(webhookEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return inserted.length > 0;
}

/** The payout a transfer paid, row-locked for the webhook's update. */
export async function lockPayoutByTransfer(db: Executor, transferId: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.transferId, transferId)).for("update");
  return row ?? null;
}

export async function lockPayout(db: Executor, payoutId: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId)).for("update");
  return row ?? null;
}

export const markPayoutFailed = (db: Executor, payoutId: string, reason: string) =>
  db.update(payouts).set({ status: "failed", reason }).where(eq(payouts.id, payoutId));

// ---- the operators' side (the console's Payouts page) ----------------------------------------------

/** Count and amount of payouts per period and status, the latest `periods` periods. */
export function periodTotals(db: Executor, periods: number) {
  const latest = sql`(select distinct ${payouts.period} from ${payouts} order by 1 desc limit ${periods})`;
  return db
    .select({
      period: payouts.period,
      status: payouts.status,
      count: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${payouts.amountCents}), 0)::bigint`.mapWith(Number),
    })
    .from(payouts)
    .where(sql`${payouts.period} in ${latest}`)
    .groupBy(payouts.period, payouts.status)
    .orderBy(desc(payouts.period), payouts.status);
}

/** The blocked and failed payouts (of one period, or all), latest period first, at most `limit`. */
export function problemPayouts(db: Executor, filter: { period?: string }, limit: number) {
  return db
    .select({
      id: payouts.id,
      period: payouts.period,
      status: payouts.status,
      reason: payouts.reason,
      amountCents: payouts.amountCents,
      attempts: payouts.attempts,
      creatorId: payouts.creatorId,
    })
    .from(payouts)
    .where(
      and(
        inArray(payouts.status, ["blocked", "failed"]),
        filter.period ? eq(payouts.period, filter.period) : undefined,
      ),
    )
    .orderBy(desc(payouts.period), payouts.status, payouts.id)
    .limit(limit);
}

export async function failedPayoutCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payouts)
    .where(eq(payouts.status, "failed"));
  return row?.n ?? 0;
}
