import { platformAccount, userAccount } from "./accounts.ts";
import { LedgerError } from "./errors.ts";
import { type Rates, splitCoins } from "./money.ts";
import type { PostingInput } from "./post.ts";

/** Drops zero postings (a 0-cent fee, a 0-cent share): postings are never zero. */
const nonZero = (postings: PostingInput[]) => postings.filter((p) => p.amount !== 0);

/**
 * Postings of a coin spend with a creator: two balanced legs. Coins: the payer's wallet gives `coins`
 * back to the store's issuance. Cents: their value (x COIN_VALUE_CENTS) leaves coin redemption and is
 * split by the rounding rule between the creator's earnings (held or available) and the platform fee.
 */
export function coinSpendPostings(input: {
  payerId: string;
  creatorId: string;
  coins: number;
  rates: Rates;
  /** Earnings held until a hold releases them (sessions) instead of available at once. */
  held?: boolean;
}): PostingInput[] {
  if (!Number.isSafeInteger(input.coins) || input.coins <= 0) {
    throw new LedgerError(
      "INVALID_ENTRY",
      `a spend needs a positive whole number of coins, got ${input.coins}`,
    );
  }
  if (input.payerId === input.creatorId) throw new LedgerError("INVALID_ENTRY", "a user cannot pay themself");
  const split = splitCoins(input.coins, input.rates);
  return nonZero([
    { accountId: userAccount(input.payerId, "coins"), amount: -input.coins, counterpartyId: input.creatorId },
    { accountId: platformAccount("coin_issuance"), amount: input.coins },
    { accountId: platformAccount("coin_redemption"), amount: -split.grossCents },
    {
      accountId: userAccount(input.creatorId, input.held ? "earnings_held" : "earnings_available"),
      amount: split.creatorCents,
      counterpartyId: input.payerId,
    },
    { accountId: platformAccount("fee_revenue"), amount: split.feeCents },
  ]);
}

/**
 * Postings refunding `coins` of an earlier spend: the spend's legs for `coins`, negated. The
 * creator's share given back is capped at `creatorCentsCap` (what the spend left them for the object),
 * the fee taking the rest, so a refund never takes more from the creator than the spend gave.
 */
export function coinRefundPostings(input: {
  payerId: string;
  creatorId: string;
  coins: number;
  rates: Rates;
  held?: boolean;
  creatorCentsCap?: number;
}): PostingInput[] {
  const split = splitCoins(input.coins, input.rates);
  const creatorCents = Math.min(split.creatorCents, input.creatorCentsCap ?? split.creatorCents);
  return nonZero([
    { accountId: userAccount(input.payerId, "coins"), amount: input.coins, counterpartyId: input.creatorId },
    { accountId: platformAccount("coin_issuance"), amount: -input.coins },
    { accountId: platformAccount("coin_redemption"), amount: split.grossCents },
    {
      accountId: userAccount(input.creatorId, input.held ? "earnings_held" : "earnings_available"),
      amount: -creatorCents,
      counterpartyId: input.payerId,
    },
    { accountId: platformAccount("fee_revenue"), amount: -(split.grossCents - creatorCents) },
  ]);
}

/** Postings of coins bought in the store: the store's issuance credits the wallet. */
export function coinPurchasePostings(userId: string, coins: number): PostingInput[] {
  return [
    { accountId: platformAccount("coin_issuance"), amount: -coins },
    { accountId: userAccount(userId, "coins"), amount: coins },
  ];
}

/**
 * Postings clawing back a refunded coin purchase: the store's issuance takes all `coins` back, the
 * wallet gives what it still holds (`walletCoins`, down to zero, never below) and the shortfall,
 * coins already spent, is the platform's loss.
 */
export function coinClawbackPostings(userId: string, coins: number, walletCoins: number): PostingInput[] {
  const taken = Math.min(coins, Math.max(walletCoins, 0));
  return nonZero([
    { accountId: platformAccount("coin_issuance"), amount: coins },
    { accountId: userAccount(userId, "coins"), amount: -taken },
    { accountId: platformAccount("loss_coins"), amount: -(coins - taken) },
  ]);
}
