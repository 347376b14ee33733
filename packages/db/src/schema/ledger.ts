import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, id, ts } from "./columns.ts";

/**
 * The double-entry ledger (docs/ledger.md). Entries and postings are append-only: a database trigger
 * refuses UPDATE, DELETE and TRUNCATE on them, and a deferred trigger refuses a commit that leaves an
 * entry with fewer than two postings or postings that do not sum to zero per unit. Balances live on
 * the account rows and change only in the transaction that writes the postings.
 */

/** The two units of the ledger: whole Play Coins and integer cents, never summed together. */
export const ledgerUnits = ["coins", "cents"] as const;

export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    /** `user:<userId>:<kind>` or `platform:<kind>` (see @playpal/ledger `accountId`). */
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    unit: text("unit", { enum: ledgerUnits }).notNull(),
    /** The user owning a user account; null for platform accounts. */
    ownerId: text("owner_id"),
    /** Sum of every posting to the account, kept in the posting transaction. */
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    /** Platform source and sink accounts may go negative; users' accounts never. */
    allowNegative: boolean("allow_negative").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("ledger_accounts_balance_non_negative", sql`${t.allowNegative} or ${t.balance} >= 0`),
    check("ledger_accounts_unit", sql`${t.unit} in ('coins', 'cents')`),
    index("ledger_accounts_owner_idx").on(t.ownerId),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: id(),
    /** A replay with the same key changes nothing (unique). */
    idempotencyKey: text("idempotency_key").notNull().unique("ledger_entries_idempotency_key"),
    kind: text("kind").notNull(),
    /** The object the movement concerns (a subscription, a product purchase, a session, a store event). */
    objectType: text("object_type"),
    objectId: text("object_id"),
    /** Free text for operators (the RevenueCat product, the reason of an adjustment). */
    memo: text("memo"),
    createdAt: createdAt(),
  },
  (t) => [index("ledger_entries_object_idx").on(t.objectType, t.objectId)],
);

export const ledgerPostings = pgTable(
  "ledger_postings",
  {
    id: id(),
    entryId: text("entry_id")
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: text("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Copied from the account, so each entry's per-unit sum is checked without a join. */
    unit: text("unit", { enum: ledgerUnits }).notNull(),
    /** Signed: positive adds to the account's balance. Never zero. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** Copied from the account (null for platform accounts): a user's statement reads one index. */
    ownerId: text("owner_id"),
    /** The other user of the movement (the creator a fan paid, the fan who paid a creator). */
    counterpartyId: text("counterparty_id"),
    /** The entry's time, copied: statements are keyset-paginated on (createdAt, entryId). */
    createdAt: createdAt(),
  },
  (t) => [
    check("ledger_postings_amount_non_zero", sql`${t.amount} <> 0`),
    index("ledger_postings_entry_idx").on(t.entryId),
    index("ledger_postings_account_idx").on(t.accountId),
    index("ledger_postings_owner_idx").on(t.ownerId, t.createdAt.desc(), t.entryId.desc()),
  ],
);

/**
 * Earnings held until a time (a session's end): what the owner's held account received for the object,
 * minus what was refunded, moves to available earnings when due (`releaseDueEarnings`). Not a ledger
 * row: a schedule, marked released by the entry that released it.
 */
export const ledgerHolds = pgTable(
  "ledger_holds",
  {
    objectType: text("object_type").notNull(),
    objectId: text("object_id").notNull(),
    ownerId: text("owner_id").notNull(),
    releaseAt: ts("release_at").notNull(),
    releasedAt: ts("released_at"),
    releaseEntryId: text("release_entry_id").references(() => ledgerEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.objectType, t.objectId] }),
    index("ledger_holds_due_idx").on(t.releaseAt).where(sql`${t.releasedAt} is null`),
  ],
);
