import type { Executor } from "@playpal/db";
import { sql } from "drizzle-orm";

export interface VerifyReport {
  ok: boolean;
  accounts: number;
  entries: number;
  postings: number;
  /** Accounts whose stored balance differs from the sum of their postings. */
  balanceMismatches: { accountId: string; balance: number; postingsSum: number }[];
  /** Entries with fewer than two postings. */
  shortEntries: { entryId: string; postings: number }[];
  /** Entries whose postings do not sum to zero in a unit. */
  unbalancedEntries: { entryId: string; unit: string; sum: number }[];
  /** Postings whose unit is not their account's. */
  unitMismatches: { postingId: string; accountId: string }[];
  /** Accounts that may not go negative and are. */
  negativeAccounts: { accountId: string; balance: number }[];
  /** Per unit, the sum of every balance (zero in a sound ledger). */
  totals: { unit: string; sum: number }[];
}

const rows = async <T>(db: Executor, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as unknown as T[];

/**
 * Recomputes every balance from the postings and checks every invariant of docs/ledger.md. Read in
 * one REPEATABLE READ snapshot, so movements committing meanwhile cannot make a sound ledger look
 * unsound. `npm run ledger:verify` prints the report and exits 1 unless `ok`.
 */
export async function verifyLedger(db: Executor): Promise<VerifyReport> {
  return db.transaction(
    async (tx) => {
      const [counts] = await rows<{ accounts: string; entries: string; postings: string }>(
        tx,
        sql`select (select count(*) from ledger_accounts) as accounts,
                   (select count(*) from ledger_entries) as entries,
                   (select count(*) from ledger_postings) as postings`,
      );
      const balanceMismatches = (
        await rows<{ account_id: string; balance: string; postings_sum: string }>(
          tx,
          sql`select a.id as account_id, a.balance, coalesce(p.sum, 0) as postings_sum
                from ledger_accounts a
                left join (select account_id, sum(amount) as sum from ledger_postings group by account_id) p
                  on p.account_id = a.id
               where a.balance <> coalesce(p.sum, 0)`,
        )
      ).map((r) => ({
        accountId: r.account_id,
        balance: Number(r.balance),
        postingsSum: Number(r.postings_sum),
      }));
      const shortEntries = (
        await rows<{ entry_id: string; postings: string }>(
          tx,
          sql`select e.id as entry_id, count(p.id) as postings
                from ledger_entries e left join ledger_postings p on p.entry_id = e.id
               group by e.id having count(p.id) < 2`,
        )
      ).map((r) => ({ entryId: r.entry_id, postings: Number(r.postings) }));
      const unbalancedEntries = (
        await rows<{ entry_id: string; unit: string; sum: string }>(
          tx,
          sql`select entry_id, unit, sum(amount) as sum from ledger_postings
               group by entry_id, unit having sum(amount) <> 0`,
        )
      ).map((r) => ({ entryId: r.entry_id, unit: r.unit, sum: Number(r.sum) }));
      const unitMismatches = (
        await rows<{ posting_id: string; account_id: string }>(
          tx,
          sql`select p.id as posting_id, p.account_id from ledger_postings p
                join ledger_accounts a on a.id = p.account_id where p.unit <> a.unit`,
        )
      ).map((r) => ({ postingId: r.posting_id, accountId: r.account_id }));
      const negativeAccounts = (
        await rows<{ account_id: string; balance: string }>(
          tx,
          sql`select id as account_id, balance from ledger_accounts where not allow_negative and balance < 0`,
        )
      ).map((r) => ({ accountId: r.account_id, balance: Number(r.balance) }));
      const totals = (
        await rows<{ unit: string; sum: string }>(
          tx,
          sql`select unit, sum(balance) as sum from ledger_accounts group by unit order by unit`,
        )
      ).map((r) => ({ unit: r.unit, sum: Number(r.sum) }));
      const ok =
        balanceMismatches.length === 0 &&
        shortEntries.length === 0 &&
        unbalancedEntries.length === 0 &&
        unitMismatches.length === 0 &&
        negativeAccounts.length === 0 &&
        totals.every((t) => t.sum === 0);
      return {
        ok,
        accounts: Number(counts?.accounts ?? 0),
        entries: Number(counts?.entries ?? 0),
        postings: Number(counts?.postings ?? 0),
        balanceMismatches,
        shortEntries,
        unbalancedEntries,
        unitMismatches,
        negativeAccounts,
        totals,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
