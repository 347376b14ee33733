import { createHash } from "node:crypto";
import Stripe from "stripe";

export interface TransferRequest {
  /** Same key, same transfer: a request repeated after a crash never pays twice. */
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  /** The creator's connected account (`acct_...`). */
  destination: string;
  payoutId: string;
  period: string;
}

/**
 * A transfer the provider refused. `definite` is false when the outcome is unknown (network failure,
 * a 5xx): the payout then stays `pending` and the next run repeats the same idempotency key instead of
 * marking it failed (a retry with a new key could pay twice).
 */
export class TransferError extends Error {
  override name = "TransferError";
  constructor(
    message: string,
    readonly definite: boolean,
  ) {
    super(message);
  }
}

/** Payments to creators: Stripe Connect transfers, or the local mode. */
export interface Payments {
  mode: "stripe" | "local";
  createTransfer(request: TransferRequest): Promise<{ id: string }>;
}

export function createStripePayments(stripe: Stripe): Payments {
  return {
    mode: "stripe",
    async createTransfer(request) {
      try {
        // Stripe forgets idempotency keys after 24 hours: a transfer this key already made (a run killed
        // before recording it, then resumed a day later) is found in the payout's transfer group.
        const made = await stripe.transfers.list({ transfer_group: request.payoutId, limit: 100 });
        const same = made.data.find((t) => t.metadata?.idempotencyKey === request.idempotencyKey);
        if (same) return { id: same.id };
        const transfer = await stripe.transfers.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            destination: request.destination,
            transfer_group: request.payoutId,
            description: `PlayPal payout ${request.period}`,
            metadata: {
              payoutId: request.payoutId,
              period: request.period,
              idempotencyKey: request.idempotencyKey,
            },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { id: transfer.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) {
          const unknownOutcome =
            error instanceof Stripe.errors.StripeConnectionError ||
            error.type === "StripeConnectionError" ||
            (error.statusCode ?? 0) >= 500 ||
            error.statusCode === 429 ||
            error.statusCode === 409;
          throw new TransferError(error.message, !unknownOutcome);
        }
        throw new TransferError((error as Error).message, false);
      }
    },
  };
}

/**
 * Local mode (no STRIPE_SECRET_KEY): every transfer succeeds at once with a local id derived from the
 * idempotency key, so a repeated request answers the same transfer, as Stripe does.
 */
export function createLocalPayments(): Payments {
  return {
    mode: "local",
    async createTransfer(request) {
      const digest = createHash("sha256").update(request.idempotencyKey).digest("hex").slice(0, 24);
      return { id: `local_tr_${digest}` };
    },
  };
}
