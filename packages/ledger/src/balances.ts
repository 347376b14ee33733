import { type Executor, ledgerAccounts } from "@playpal/db";
import { eq, sql } from "drizzle-orm";
import { parseAccountId, USER_ACCOUNT_KINDS, type UserAccountKind, userAccount } from "./accounts.ts";
import { LedgerError } from "./errors.ts";
import { ensureAccounts, lockOrder } from "./post.ts";

export type UserBalances = Record<UserAccountKind, number>;

/** Every balance of a user's accounts (0 for an account that has never moved). */
export async function getUserBalances(db: Executor, userId: string): Promise<UserBalances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerId, userId));
  const balances = Object.fromEntries(Object.keys(USER_ACCOUNT_KINDS).map((k) => [k, 0])) as UserBalances;
  for (const row of rows) {
    if (row.kind in balances) balances[row.kind as UserAccountKind] = row.balance;
  }
  return balances;
}

/** One account's balance (0 for an account that has never moved). */
export async function getBalance(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balance ?? 0;
}

/**
 * Locks an account row until the end of the caller's transaction and answers its balance: for
 * movements whose amount depends on the balance (a claw-back takes what is left). Must run in a
 * transaction; creates the account when it does not exist yet. Lock only users' accounts this way,
 * before posting: that is the order `postEntry` locks in (see `lockOrder`).
 */
export async function lockBalance(tx: Executor, accountId: string): Promise<number> {
  const account = parseAccountId(accountId);
  if (!account) throw new LedgerError("INVALID_ENTRY", `unknown account ${accountId}`);
  await ensureAccounts(tx, [account]);
  const result = await tx.execute<{ balance: string }>(
    sql`select balance from ${ledgerAccounts} where id = ${accountId} for update`,
  );
  return Number(result.rows[0]?.balance ?? 0);
}

/**
 * Locks users' accounts in `lockOrder` until the end of the caller's transaction. A transaction that
 * posts more than one entry must first lock every user account any of its entries touches: the second
 * entry would otherwise take a user's lock after the first took the platform's, the reverse of every
 * other entry's order (a deadlock with a concurrent spend).
 */
export async function lockAccounts(tx: Executor, accountIds: string[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort((a, b) => lockOrder({ accountId: a }, { accountId: b }));
  for (const id of ids) {
    if (id.startsWith("platform:"))
      throw new LedgerError("INVALID_ENTRY", `lock platform accounts by posting: ${id}`);
    await lockBalance(tx, id);
  }
}

/** A user's coin wallet balance. */
export const getCoins = (db: Executor, userId: string) => getBalance(db, userAccount(userId, "coins"));
