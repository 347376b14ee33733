import { LedgerError } from "./errors.ts";

/** The conversion rates of configuration: COIN_VALUE_CENTS and PLATFORM_FEE_BPS. */
export interface Rates {
  /** Cents of creator earnings (before the fee) one Play Coin is worth. */
  coinValueCents: number;
  /** The platform's fee in basis points (2000 = 20%). */
  platformFeeBps: number;
}

export interface Split {
  /** coins x COIN_VALUE_CENTS. */
  grossCents: number;
  /** The creator's share, rounded down. */
  creatorCents: number;
  /** The rest: grossCents - creatorCents. */
  feeCents: number;
}

const assertWhole = (name: string, value: number, min: number) => {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new LedgerError("INVALID_ENTRY", `${name} must be a whole number >= ${min}, got ${value}`);
  }
};

/**
 * The one rounding rule (docs/ledger.md): the creator's share is rounded DOWN to the cent and the fee is
 * the remainder, so per movement the creator loses less than one cent to rounding and no cent is
 * created or lost: `creatorCents + feeCents === grossCents` always. Integer (BigInt) arithmetic only.
 */
export function splitCoins(coins: number, rates: Rates): Split {
  assertWhole("coins", coins, 0);
  assertWhole("coinValueCents", rates.coinValueCents, 1);
  assertWhole("platformFeeBps", rates.platformFeeBps, 0);
  if (rates.platformFeeBps > 10_000) {
    throw new LedgerError("INVALID_ENTRY", "platformFeeBps must be at most 10000");
  }
  const gross = BigInt(coins) * BigInt(rates.coinValueCents);
  const creator = (gross * BigInt(10_000 - rates.platformFeeBps)) / 10_000n;
  const grossCents = Number(gross);
  if (!Number.isSafeInteger(grossCents)) throw new LedgerError("INVALID_ENTRY", "amount too large");
  const creatorCents = Number(creator);
  return { grossCents, creatorCents, feeCents: grossCents - creatorCents };
}
