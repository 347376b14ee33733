import { IdempotencyKeyReusedError, InsufficientFundsError, type Rates } from "@playpal/ledger";
import { AppError, badRequest, conflict } from "@playpal/platform";
import type { Deps } from "../deps.ts";

/** The ledger's rates from configuration (COIN_VALUE_CENTS, PLATFORM_FEE_BPS). */
export const ratesOf = (config: Deps["config"]): Rates => ({
  coinValueCents: config.COIN_VALUE_CENTS,
  platformFeeBps: config.PLATFORM_FEE_BPS,
});

export const insufficientCoins = (priceCoins: number) =>
  badRequest(`Not enough Play Coins: this costs ${priceCoins} coins`, "INSUFFICIENT_COINS");

/**
 * Runs a paying transaction and turns the ledger's refusals into client errors: a wallet that does
 * not cover the price is 400 INSUFFICIENT_COINS (the transaction rolled back: nothing was written), an
 * idempotency key reused for another movement 409.
 */
export async function charging<T>(priceCoins: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw insufficientCoins(priceCoins);
    if (error instanceof IdempotencyKeyReusedError) {
      throw idempotencyKeyReused();
    }
    throw error;
  }
}

export const idempotencyKeyReused = () =>
  conflict("This Idempotency-Key was used for a different request", "IDEMPOTENCY_KEY_REUSED");

/** Thrown inside a paying transaction that turned out to replay an earlier request: rolls it back. */
export class Replayed extends AppError {
  constructor(readonly objectId: string) {
    super(200, "REPLAYED", "replayed");
  }
}

/** The ledger key of a client's `Idempotency-Key`, scoped to the caller and the operation. */
export const clientKey = (operation: string, userId: string, key: string | undefined) =>
  key ? `client:${operation}:${userId}:${key}` : null;
