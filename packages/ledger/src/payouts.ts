import type { Executor } from "@playpal/db";
import { platformAccount, userAccount } from "./accounts.ts";
import { LedgerError } from "./errors.ts";
import { type Entry, postEntry } from "./post.ts";

interface PayoutMovement {
  creatorId: string;
  /** Positive whole cents. */
  amountCents: number;
  /** The payout row: the entries' object (`payout`, id). */
  payoutId: string;
  /** Defaults to the movement's natural key (below); pass one per attempt when a payout is retried. */
  idempotencyKey?: string;
  memo?: string | null;
  at?: Date;
}

function movement(
  input: PayoutMovement,
  kind: "PAYOUT" | "PAYOUT_PAID" | "PAYOUT_FAILED",
  defaultKey: string,
  from: string,
  to: string,
) {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new LedgerError("INVALID_ENTRY", `a payout needs positive whole cents, got ${input.amountCents}`);
  }
  return {
    idempotencyKey: input.idempotencyKey ?? defaultKey,
    kind,
    objectType: "payout",
    objectId: input.payoutId,
    memo: input.memo ?? null,
    postings: [
      { accountId: from, amount: -input.amountCents },
      { accountId: to, amount: input.amountCents },
    ],
    at: input.at,
  };
}

/**
 * Starts a payout: available earnings -> payouts in transit (`PAYOUT`, key `payout:<payoutId>`).
 * Throws InsufficientFundsError when the creator's available earnings do not cover it.
 */
export function postPayout(
  db: Executor,
  input: PayoutMovement,
): Promise<{ entry: Entry; replayed: boolean }> {
  return postEntry(
    db,
    movement(
      input,
      "PAYOUT",
      `payout:${input.payoutId}`,
      userAccount(input.creatorId, "earnings_available"),
      userAccount(input.creatorId, "payouts_in_transit"),
    ),
  );
}

/** The provider confirmed it: payouts in transit -> platform payouts paid (`PAYOUT_PAID`, `payout:<id>:paid`). */
export function settlePayout(
  db: Executor,
  input: PayoutMovement,
): Promise<{ entry: Entry; replayed: boolean }> {
  return postEntry(
    db,
    movement(
      input,
      "PAYOUT_PAID",
      `payout:${input.payoutId}:paid`,
      userAccount(input.creatorId, "payouts_in_transit"),
      platformAccount("payouts_paid"),
    ),
  );
}

/** The transfer failed: payouts in transit -> back to available (`PAYOUT_FAILED`, `payout:<id>:failed`). */
export function failPayout(
  db: Executor,
  input: PayoutMovement,
): Promise<{ entry: Entry; replayed: boolean }> {
  return postEntry(
    db,
    movement(
      input,
      "PAYOUT_FAILED",
      `payout:${input.payoutId}:failed`,
      userAccount(input.creatorId, "payouts_in_transit"),
      userAccount(input.creatorId, "earnings_available"),
    ),
  );
}
