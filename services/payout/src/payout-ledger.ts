import type { Executor } from "@playpal/db";
import { postPayout, releaseDueEarnings, settlePayout } from "@playpal/ledger";
import { sql } from "drizzle-orm";

export interface PayoutMovement {
  payoutId: string;
  creatorId: string;
  amountCents: number;
}

/** What the payout service needs of the ledger (@playpal/ledger): earnings in, payouts out. */
export interface PayoutLedger {
  /** Moves every hold due by `now` (sessions that have ended) to available earnings. */
  releaseDue(db: Executor, now: Date): Promise<void>;
  /**
   * Per creator, the cents a payout for the period ending at `end` may pay: their available earnings
   * now, less what became available at or after `end` (earnings of later periods). Earnings still held
   * (sessions not yet ended) are not available, so they stay out. Only positive amounts.
   */
  payableEarnings(db: Executor, end: Date): Promise<Map<string, number>>;
  /** A pending payout reserves its cents: available earnings -> payouts in transit. */
  reserve(tx: Executor, payout: PayoutMovement): Promise<void>;
  /** A transfer confirmed: payouts in transit -> paid out. One entry per transfer attempt. */
  settle(tx: Executor, payout: PayoutMovement & { attempt: number }): Promise<void>;
}

/**
 * The payable query. An earning's time is its entry's time, or for a release of held earnings the
 * earlier of the hold's due time (the session's end) and the release itself: a session ending at 23:59
 * on the last day belongs to that month even when its release ran after midnight, and a hold released
 * early (a cancelled session's kept share) counts from its release. Entries of payouts themselves (object `payout`) are
 * not earnings: a reversed payout's cents come back as available and stay payable.
 */
async function payableEarnings(db: Executor, end: Date): Promise<Map<string, number>> {
  const { rows } = await db.execute(sql`
    with later as (
      select p.owner_id, sum(p.amount) as cents
        from ledger_postings p
        join ledger_entries e on e.id = p.entry_id
        left join ledger_holds h on h.release_entry_id = e.id
       where p.account_id = 'user:' || p.owner_id || ':earnings_available'
         and p.amount > 0
         and e.object_type is distinct from 'payout'
         and p.created_at >= ${end.toISOString()}::timestamptz
         and least(h.release_at, e.created_at) >= ${end.toISOString()}::timestamptz
       group by p.owner_id
    )
    select a.owner_id, a.balance - coalesce(later.cents, 0) as payable
      from ledger_accounts a
      left join later on later.owner_id = a.owner_id
     where a.kind = 'earnings_available' and a.balance > 0
       and a.balance - coalesce(later.cents, 0) > 0`);
  return new Map(
    (rows as { owner_id: string; payable: string | number }[]).map((r) => [r.owner_id, Number(r.payable)]),
  );
}

export const ledgerPort: PayoutLedger = {
  async releaseDue(db, now) {
    // Several hundred holds per call; loop until none is left due.
    for (;;) {
      const { released } = await releaseDueEarnings(db, now);
      if (released === 0) return;
    }
  },
  payableEarnings,
  async reserve(tx, payout) {
    await postPayout(tx, { ...payout, memo: "payout calculated" });
  },
  async settle(tx, payout) {
    await settlePayout(tx, {
      ...payout,
      idempotencyKey: `payout:${payout.payoutId}:paid:${payout.attempt}`,
      memo: `transfer attempt ${payout.attempt}`,
    });
  },
};
