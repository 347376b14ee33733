/** A movement the ledger refuses; nothing of it was written. */
export class LedgerError extends Error {
  override name = "LedgerError";
  constructor(
    readonly code: "INVALID_ENTRY" | "INSUFFICIENT_FUNDS" | "IDEMPOTENCY_KEY_REUSED",
    message: string,
  ) {
    super(message);
  }
}

/** A non-negative account (a wallet, earnings) would have gone below zero. */
export class InsufficientFundsError extends LedgerError {
  override name = "InsufficientFundsError";
  constructor(
    readonly accountId: string,
    readonly unit: "coins" | "cents",
  ) {
    super("INSUFFICIENT_FUNDS", `Insufficient ${unit} in ${accountId}`);
  }
}

/** An idempotency key was replayed with a different movement (Stripe's "keys are for one request"). */
export class IdempotencyKeyReusedError extends LedgerError {
  override name = "IdempotencyKeyReusedError";
  constructor(readonly idempotencyKey: string) {
    super("IDEMPOTENCY_KEY_REUSED", `Idempotency key ${idempotencyKey} was used for a different movement`);
  }
}
