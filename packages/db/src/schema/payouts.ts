import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, ts, updatedAt } from "./columns.ts";

/**
 * A creator's payout for one calendar month (`YYYY-MM`, UTC), written by the payout service
 * (docs/payouts.md). `pending` (calculated, its cents reserved in the ledger) -> `paid` | `failed`;
 * `failed` -> `pending` on a retry; `blocked` (no approved identity verification or no connected
 * account) reserves nothing: its earnings stay available for the next period.
 */
export const payoutStatuses = ["pending", "paid", "failed", "blocked"] as const;

export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => users.id),
    period: text("period").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: payoutStatuses }).notNull(),
    /** Why a `failed` payout failed (the provider's message) or why a `blocked` one is blocked. */
    reason: text("reason"),
    /** The connected account the transfer goes (or went) to. */
    destination: text("destination"),
    /** Transfer attempts started; the idempotency key of attempt n is `payout_<id>_<n>`. */
    attempts: integer("attempts").notNull().default(0),
    /** The provider's transfer id (`tr_...`, or `local_tr_...` in local mode). */
    transferId: text("transfer_id"),
    /** The fencing token of the run that last wrote this row (payout_fences). */
    runToken: text("run_token").notNull(),
    paidAt: ts("paid_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payouts_creator_period_key").on(t.creatorId, t.period),
    index("payouts_period_status_idx").on(t.period, t.status),
    index("payouts_creator_history_idx").on(t.creatorId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("payouts_transfer_key").on(t.transferId),
    check("payouts_amount_positive", sql`${t.amountCents} > 0`),
    check("payouts_period_format", sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * The fencing token of each payout job (`calculate`, `transfer`): a run that takes the Redis lock
 * records its random token here with a higher epoch; every payout write checks, in its transaction and
 * under a share lock of this row, that the token is still its own. A runner whose lock expired and was
 * taken over can therefore no longer write (Kleppmann's fencing token).
 */
export const payoutFences = pgTable("payout_fences", {
  name: text("name").primaryKey(),
  token: text("token").notNull(),
  epoch: bigint("epoch", { mode: "number" }).notNull(),
  acquiredAt: ts("acquired_at").notNull().defaultNow(),
});

/** A creator's Stripe Connect account (or the local mode's stand-in). */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `acct_...` (or `local_acct_...` in local mode). */
    providerAccountId: text("provider_account_id").notNull(),
    /** `onboarding` until Stripe reports the account can receive transfers, then `connected`. */
    status: text("status", { enum: ["onboarding", "connected"] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("payout_accounts_provider_key").on(t.providerAccountId)],
);
