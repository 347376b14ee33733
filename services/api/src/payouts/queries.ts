import {
  type Cursor,
  type Executor,
  newestFirst,
  olderThan,
  payoutAccounts,
  payouts,
  webhookEvents,
} from "@playpal/db";
import { and, eq } from "drizzle-orm";

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
