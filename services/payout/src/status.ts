import { type Database, payoutStatuses, payouts } from "@playpal/db";
import { asc, eq } from "drizzle-orm";
import type { Period } from "./period.ts";

export type PayoutStatus = (typeof payoutStatuses)[number];

/** A period's payouts and, per status, how many and how many cents. */
export async function periodStatus(db: Database, period: Period) {
  const rows = await db
    .select({
      id: payouts.id,
      creatorId: payouts.creatorId,
      amountCents: payouts.amountCents,
      status: payouts.status,
      reason: payouts.reason,
      attempts: payouts.attempts,
      transferId: payouts.transferId,
      paidAt: payouts.paidAt,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .where(eq(payouts.period, period))
    .orderBy(asc(payouts.createdAt), asc(payouts.id));
  const totals = Object.fromEntries(payoutStatuses.map((s) => [s, { count: 0, cents: 0 }])) as Record<
    PayoutStatus,
    { count: number; cents: number }
  >;
  for (const row of rows) {
    totals[row.status].count += 1;
    totals[row.status].cents += row.amountCents;
  }
  return {
    period,
    payouts: rows.map((r) => ({
      ...r,
      paidAt: r.paidAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    totals,
  };
}
