import type { z } from "zod";
import type * as q from "./queries.ts";
import type { payoutSchema } from "./schema.ts";

/** Wire objects are named `<Thing>View`; the functions that build them `present<Thing>` (as posts/views.ts). */
export type PayoutView = z.infer<typeof payoutSchema>;

/** One payout; `failureReason` and `blockedReason` say why, by its status. */
export function presentPayout(row: q.PayoutRow, currency: string): PayoutView {
  return {
    id: row.id,
    period: row.period,
    amountCents: row.amountCents,
    currency,
    status: row.status,
    failureReason: row.status === "failed" ? row.reason : null,
    blockedReason: row.status === "blocked" ? row.reason : null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
