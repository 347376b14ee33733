import {
  type Cursor,
  type Executor,
  ledgerEntries,
  ledgerPostings,
  newestFirst,
  olderThan,
  toPage,
  users,
} from "@playpal/db";
import { getUserBalances } from "@playpal/ledger";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import {
  presentWallet,
  presentWalletTransaction,
  type WalletTransactionView,
  type WalletView,
} from "./views.ts";

/**
 * `GET /wallet`: the caller's ledger balances. `pendingEarningsCents` is every earning not yet paid out
 * (held + available + in a started payout), `availableEarningsCents` what the next payout can pay.
 */
export async function getWallet(db: Executor, userId: string): Promise<WalletView> {
  return presentWallet(await getUserBalances(db, userId));
}

/**
 * `GET /wallet/transactions`: one item per ledger entry that changed the caller's coins or their
 * earnings not yet paid out, newest first, keyset on the entries' (createdAt, id) along
 * `ledger_postings_owner_idx`. Movements between the caller's own accounts (held -> available, a payout
 * started) change neither total and are not listed; a payout shows when it is paid.
 */
export async function listWalletTransactions(
  deps: Deps,
  userId: string,
  page: { limit: number; cursor?: Cursor },
): Promise<{ items: WalletTransactionView[]; nextCursor: { id: string; createdAt: string } | null }> {
  const coins = sql<string>`coalesce(sum(${ledgerPostings.amount}) filter (where ${ledgerPostings.unit} = 'coins'), 0)`;
  // Earnings not yet paid out: the payer-side coins and the payee-side cents of the caller's accounts.
  const cents = sql<string>`coalesce(sum(${ledgerPostings.amount}) filter (where ${ledgerPostings.unit} = 'cents'), 0)`;
  const rows = await deps.db
    .select({
      id: ledgerPostings.entryId,
      createdAt: ledgerPostings.createdAt,
      coins,
      cents,
      counterpartyId: sql<string | null>`max(${ledgerPostings.counterpartyId})`,
    })
    .from(ledgerPostings)
    .where(
      and(
        eq(ledgerPostings.ownerId, userId),
        page.cursor ? olderThan(ledgerPostings.createdAt, ledgerPostings.entryId, page.cursor) : undefined,
      ),
    )
    .groupBy(ledgerPostings.createdAt, ledgerPostings.entryId)
    .having(sql`${coins} <> 0 or ${cents} <> 0`)
    .orderBy(...newestFirst(ledgerPostings.createdAt, ledgerPostings.entryId))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit, (r) => r);
  if (items.length === 0) return { items: [], nextCursor };
  const counterpartyIds = [...new Set(items.map((r) => r.counterpartyId).filter((id): id is string => !!id))];
  const [entries, people] = await Promise.all([
    deps.db
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        objectType: ledgerEntries.objectType,
        objectId: ledgerEntries.objectId,
      })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.id,
          items.map((r) => r.id),
        ),
      ),
    counterpartyIds.length === 0
      ? []
      : deps.db
          .select({
            id: users.id,
            username: users.username,
            displayName: users.displayName,
            avatarKey: users.avatarKey,
          })
          .from(users)
          .where(inArray(users.id, counterpartyIds)),
  ]);
  const entryById = new Map(entries.map((e) => [e.id, e]));
  const personById = new Map(people.map((p) => [p.id, p]));
  return {
    items: items.map((row) =>
      presentWalletTransaction(
        row,
        entryById.get(row.id),
        row.counterpartyId ? personById.get(row.counterpartyId) : undefined,
        deps.storage,
      ),
    ),
    nextCursor,
  };
}
