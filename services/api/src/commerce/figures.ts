/**
 * The money figures of the operators' console: coins bought and creator earnings per day (from the
 * ledger's postings, by the entry kinds that make them), and the ledger check of `npm run
 * ledger:verify`, audited.
 */
import { type AuditActor, appendAudit, type Executor, ledgerEntries, ledgerPostings } from "@playpal/db";
import { type VerifyReport, verifyLedger } from "@playpal/ledger";
import { and, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Deps } from "../deps.ts";

/** The entries that pay a creator (their payee-side cents are the creator's earnings). */
const EARNING_KINDS = ["SUBSCRIPTION", "PRODUCT_PURCHASE", "SESSION_BOOKING"];

/** Credits of users' accounts per UTC day since `since`, of entries of `kinds` in `unit` (days with none absent). */
function creditsPerDay(db: Executor, since: Date, kinds: string[], unit: "coins" | "cents") {
  const day = sql<string>`to_char((${ledgerPostings.createdAt} at time zone 'utc')::date, 'YYYY-MM-DD')`;
  return db
    .select({ day, value: sql<number>`sum(${ledgerPostings.amount})::bigint`.mapWith(Number) })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(
      and(
        inArray(ledgerEntries.kind, kinds),
        eq(ledgerPostings.unit, unit),
        isNotNull(ledgerPostings.ownerId),
        gt(ledgerPostings.amount, 0),
        sql`${ledgerPostings.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(day);
}

/** Coins credited to users by store purchases, per day. */
export const coinsBoughtPerDay = (db: Executor, since: Date) =>
  creditsPerDay(db, since, ["COIN_PURCHASE"], "coins");

/** Cents earned by creators (subscriptions, products, paid sessions), per day. */
export const creatorEarningsPerDay = (db: Executor, since: Date) =>
  creditsPerDay(db, since, EARNING_KINDS, "cents");

/**
 * Recomputes every balance from its postings (`verifyLedger`, as `npm run ledger:verify`) and records
 * that `actor` ran it and what it found. The check writes nothing, so the entry follows it.
 */
export async function checkLedger(deps: Pick<Deps, "db">, actor: AuditActor): Promise<VerifyReport> {
  const report = await verifyLedger(deps.db);
  await appendAudit(deps.db, {
    action: "verify_ledger",
    actor,
    targetType: "ledger",
    targetId: "ledger",
    details: { ok: report.ok, accounts: report.accounts, entries: report.entries, postings: report.postings },
  });
  return report;
}
