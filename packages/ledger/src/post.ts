import {
  type Executor,
  ledgerAccounts,
  ledgerEntries,
  ledgerHolds,
  ledgerPostings,
  pgError,
} from "@playpal/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type AccountSpec, parseAccountId, type Unit } from "./accounts.ts";
import { IdempotencyKeyReusedError, InsufficientFundsError, LedgerError } from "./errors.ts";

/** What a journal entry records (docs/ledger.md lists when each is used). */
export const ENTRY_KINDS = [
  "COIN_PURCHASE",
  "COIN_PURCHASE_REVERSAL",
  "SUBSCRIPTION",
  "PRODUCT_PURCHASE",
  "SESSION_BOOKING",
  "SESSION_REFUND",
  "EARNINGS_RELEASE",
  "PAYOUT",
  "PAYOUT_PAID",
  "PAYOUT_FAILED",
  "REVERSAL",
  "ADJUSTMENT",
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export interface PostingInput {
  /** An account id (`userAccount(...)`, `platformAccount(...)`). */
  accountId: string;
  /** Signed whole coins or cents (the account's unit); positive adds to the balance; never zero. */
  amount: number;
  /** The other user of the movement, shown on the owner's statement. */
  counterpartyId?: string | null;
}

export interface EntryInput {
  /** Unique per movement: a replay with the same key and the same postings changes nothing. */
  idempotencyKey: string;
  kind: EntryKind;
  objectType?: string | null;
  objectId?: string | null;
  memo?: string | null;
  /** Two or more postings summing to zero in each unit; an account appears at most once. */
  postings: PostingInput[];
  /**
   * Hold what this entry puts in `earnings_held` of `ownerId` until `releaseAt` (the object's
   * `(objectType, objectId)` names the hold; `releaseDueEarnings` releases it).
   */
  hold?: { ownerId: string; releaseAt: Date };
  /** The entry's time (default now). */
  at?: Date;
}

export interface Posting {
  accountId: string;
  unit: Unit;
  amount: number;
  counterpartyId: string | null;
}

export interface Entry {
  id: string;
  idempotencyKey: string;
  kind: string;
  objectType: string | null;
  objectId: string | null;
  memo: string | null;
  createdAt: Date;
  postings: Posting[];
}

/**
 * The one order in which every movement locks accounts: users' accounts first (by id), then the
 * platform's. A caller that locked a user's account beforehand (`lockBalance`, for a claw-back) thus
 * takes locks in the same order as every other entry, and no two entries can deadlock.
 */
export function lockOrder(a: { accountId: string }, b: { accountId: string }): number {
  const pa = a.accountId.startsWith("platform:");
  const pb = b.accountId.startsWith("platform:");
  if (pa !== pb) return pa ? 1 : -1;
  return a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0;
}

/** Checks the shape of an entry before anything is written; returns each posting's account. */
function validate(input: EntryInput): Map<string, AccountSpec> {
  const fail = (message: string) => {
    throw new LedgerError("INVALID_ENTRY", `${input.idempotencyKey}: ${message}`);
  };
  if (!input.idempotencyKey || input.idempotencyKey.length > 300) fail("an idempotency key is required");
  if (input.postings.length < 2) fail("an entry needs at least two postings");
  const accounts = new Map<string, AccountSpec>();
  const sums: Record<Unit, number> = { coins: 0, cents: 0 };
  for (const posting of input.postings) {
    const account = parseAccountId(posting.accountId);
    if (!account) return fail(`unknown account ${posting.accountId}`);
    if (accounts.has(account.id)) fail(`account ${account.id} appears twice`);
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      fail(`posting to ${account.id} must be a non-zero whole amount, got ${posting.amount}`);
    }
    accounts.set(account.id, account);
    sums[account.unit] += posting.amount;
  }
  if (sums.coins !== 0 || sums.cents !== 0) {
    fail(`postings must sum to zero per unit (coins ${sums.coins}, cents ${sums.cents})`);
  }
  if (input.hold && (!input.objectType || !input.objectId)) fail("a hold needs the entry's object");
  return accounts;
}

const fingerprint = (postings: { accountId: string; amount: number }[]) =>
  postings
    .map((p) => `${p.accountId}=${p.amount}`)
    .sort()
    .join(";");

async function loadEntry(db: Executor, where: ReturnType<typeof eq>): Promise<Entry | null> {
  const [entry] = await db.select().from(ledgerEntries).where(where);
  if (!entry) return null;
  const postings = await db
    .select({
      accountId: ledgerPostings.accountId,
      unit: ledgerPostings.unit,
      amount: ledgerPostings.amount,
      counterpartyId: ledgerPostings.counterpartyId,
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.entryId, entry.id))
    .orderBy(asc(ledgerPostings.accountId));
  return { ...entry, postings };
}

/** The entry with this idempotency key, with its postings; null when none. */
export const findEntryByKey = (db: Executor, idempotencyKey: string) =>
  loadEntry(db, eq(ledgerEntries.idempotencyKey, idempotencyKey));

/** The entry with this id, with its postings; null when none. */
export const findEntry = (db: Executor, entryId: string) => loadEntry(db, eq(ledgerEntries.id, entryId));

/** Creates the accounts that do not exist yet (no lock is taken on existing ones). */
export async function ensureAccounts(db: Executor, accounts: Iterable<AccountSpec>): Promise<void> {
  const values = [...accounts].map((a) => ({
    id: a.id,
    kind: a.kind,
    unit: a.unit,
    ownerId: a.ownerId,
    allowNegative: a.allowNegative,
  }));
  if (values.length > 0) await db.insert(ledgerAccounts).values(values).onConflictDoNothing();
}

/**
 * Posts one journal entry idempotently, in one transaction (a savepoint when `db` is already a
 * transaction): the entry, its postings, every account balance and the optional hold, or nothing.
 *
 * - A replay of the key with the same postings writes nothing and answers the first entry with
 *   `replayed: true`; concurrent replays wait on the key's unique index for the first to commit. With
 *   different postings it throws `IdempotencyKeyReusedError`.
 * - A non-negative account that would go below zero throws `InsufficientFundsError` (a conditional
 *   update under the row lock, so concurrent spends cannot overdraw; the CHECK constraint backs it).
 *   Accounts are locked in `lockOrder` (users' by id, then the platform's), so concurrent entries
 *   cannot deadlock on one another, nor with a caller that used `lockBalance` on a user's account first.
 */
export async function postEntry(
  db: Executor,
  input: EntryInput,
): Promise<{ entry: Entry; replayed: boolean }> {
  const accounts = validate(input);
  const at = input.at ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(ledgerEntries)
        .values({
          idempotencyKey: input.idempotencyKey,
          kind: input.kind,
          objectType: input.objectType ?? null,
          objectId: input.objectId ?? null,
          memo: input.memo ?? null,
          createdAt: at,
        })
        .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
        .returning();
      if (!inserted) {
        const existing = await findEntryByKey(tx, input.idempotencyKey);
        if (!existing) throw new Error(`ledger entry ${input.idempotencyKey} conflicted but cannot be read`);
        if (existing.kind !== input.kind || fingerprint(existing.postings) !== fingerprint(input.postings)) {
          throw new IdempotencyKeyReusedError(input.idempotencyKey);
        }
        return { entry: existing, replayed: true };
      }

      await ensureAccounts(tx, accounts.values());
      const ordered = [...input.postings].sort(lockOrder);
      for (const posting of ordered) {
        const updated = await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${posting.amount}` })
          .where(
            and(
              eq(ledgerAccounts.id, posting.accountId),
              sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} + ${posting.amount} >= 0)`,
            ),
          )
          .returning({ id: ledgerAccounts.id });
        if (updated.length === 0) {
          throw new InsufficientFundsError(
            posting.accountId,
            accounts.get(posting.accountId)?.unit ?? "coins",
          );
        }
      }
      const postings: Posting[] = ordered.map((p) => ({
        accountId: p.accountId,
        unit: accounts.get(p.accountId)?.unit as Unit,
        amount: p.amount,
        counterpartyId: p.counterpartyId ?? null,
      }));
      await tx.insert(ledgerPostings).values(
        postings.map((p) => ({
          entryId: inserted.id,
          accountId: p.accountId,
          unit: p.unit,
          amount: p.amount,
          ownerId: accounts.get(p.accountId)?.ownerId ?? null,
          counterpartyId: p.counterpartyId,
          createdAt: at,
        })),
      );
      if (input.hold) {
        await tx
          .insert(ledgerHolds)
          .values({
            objectType: input.objectType as string,
            objectId: input.objectId as string,
            ownerId: input.hold.ownerId,
            releaseAt: input.hold.releaseAt,
          })
          .onConflictDoNothing();
      }
      return { entry: { ...inserted, postings }, replayed: false };
    });
  } catch (error) {
    // The CHECK constraint is the backstop of the conditional update: report it the same way.
    const pg = pgError(error);
    if (pg?.code === "23514" && pg.constraint === "ledger_accounts_balance_non_negative") {
      throw new InsufficientFundsError("unknown", "coins");
    }
    throw error;
  }
}

/**
 * A reversing entry: the negation of every posting of `entryId` (corrections never edit an entry).
 * Idempotent on `idempotencyKey`; the reversal may overdraw nothing, so it throws
 * `InsufficientFundsError` when the money has moved on.
 */
export async function reverseEntry(
  db: Executor,
  input: { entryId: string; idempotencyKey: string; kind?: EntryKind; memo?: string | null; at?: Date },
): Promise<{ entry: Entry; replayed: boolean }> {
  const original = await findEntry(db, input.entryId);
  if (!original) throw new LedgerError("INVALID_ENTRY", `no ledger entry ${input.entryId}`);
  return postEntry(db, {
    idempotencyKey: input.idempotencyKey,
    kind: input.kind ?? "REVERSAL",
    objectType: original.objectType,
    objectId: original.objectId,
    memo: input.memo ?? `reverses ${original.id}`,
    postings: original.postings.map((p) => ({
      accountId: p.accountId,
      amount: -p.amount,
      counterpartyId: p.counterpartyId,
    })),
    at: input.at,
  });
}

/** Entries concerning one object, oldest first, with their postings. */
export async function entriesForObject(db: Executor, objectType: string, objectId: string): Promise<Entry[]> {
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.objectType, objectType), eq(ledgerEntries.objectId, objectId)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  if (entries.length === 0) return [];
  const postings = await db
    .select()
    .from(ledgerPostings)
    .where(
      inArray(
        ledgerPostings.entryId,
        entries.map((e) => e.id),
      ),
    );
  return entries.map((e) => ({
    ...e,
    postings: postings
      .filter((p) => p.entryId === e.id)
      .map((p) => ({
        accountId: p.accountId,
        unit: p.unit,
        amount: p.amount,
        counterpartyId: p.counterpartyId,
      })),
  }));
}
