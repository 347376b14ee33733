import type { AuditActor, Database, ReadRouter } from "@playpal/db";
import { type Config, createStripeClient, type Logger, type Redis } from "@playpal/platform";
import { type CalculationResult, calculatePeriod, previewPeriod } from "./calculate.ts";
import { type LockOutcome, withRunLock } from "./lock.ts";
import { createLocalPayments, createStripePayments, type Payments } from "./payments.ts";
import { ledgerPort, type PayoutLedger } from "./payout-ledger.ts";
import { type Period, transfersDueThrough } from "./period.ts";
import { type PendingFilter, retryFailed, type TransferResult, transferPending } from "./transfer.ts";

export interface RunnerDeps {
  config: Config;
  logger: Logger;
  db: Database;
  /** Read replicas: the payout preview runs on one (DATABASE_REPLICA_URLS). */
  reads?: ReadRouter;
  redis: Redis;
  /** Stripe Connect when STRIPE_SECRET_KEY is set, else the local mode. */
  payments?: Payments;
  ledger?: PayoutLedger;
}

/** Every payout run (schedule, admin routes, operator command) goes through one of these, under the lock. */
export interface PayoutRunner {
  payments: Payments;
  preview(period: Period, now?: Date): Promise<CalculationResult>;
  /** `audit`: who asked (an admin route, the command line), recorded in the calculation's transaction. */
  calculate(period: Period, now?: Date, audit?: AuditActor): Promise<LockOutcome<CalculationResult>>;
  /** The pending payouts of `filter` (all without one): the schedule passes `dueThrough`. */
  transfer(filter?: PendingFilter): Promise<LockOutcome<TransferResult>>;
  /**
   * The failed payouts again, and every pending one due at `now` (`retryFailed`); `audit`: who asked,
   * recorded in the transaction that reopens the failed payouts.
   */
  retry(
    filter?: { period?: Period },
    now?: Date,
    audit?: AuditActor,
  ): Promise<LockOutcome<TransferResult & { retried: number }>>;
}

export function createPaymentsFromConfig(config: Config): Payments {
  return config.STRIPE_SECRET_KEY
    ? createStripePayments(createStripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE, 20_000))
    : createLocalPayments();
}

export function createPayoutRunner(deps: RunnerDeps): PayoutRunner {
  const payments = deps.payments ?? createPaymentsFromConfig(deps.config);
  const ledger = deps.ledger ?? ledgerPort;
  const calc = { db: deps.db, ledger, minimumCents: deps.config.PAYOUT_MINIMUM_CENTS, reads: deps.reads };
  const transfers = {
    db: deps.db,
    logger: deps.logger,
    ledger,
    payments,
    currency: deps.config.PAYOUT_CURRENCY,
  };
  const locked = <T>(job: string, fn: Parameters<typeof withRunLock<T>>[2]) =>
    withRunLock(deps, { ttlMs: deps.config.PAYOUT_LOCK_TTL_MS }, async (lease) => {
      deps.logger.info({ job }, "payout run started");
      const result = await fn(lease);
      deps.logger.info({ job, result }, "payout run finished");
      return result;
    });
  return {
    payments,
    preview: (period, now) => previewPeriod(calc, period, now),
    calculate: (period, now, audit) =>
      locked("calculate", (lease) => calculatePeriod(calc, lease, period, now, audit)),
    transfer: (filter) => locked("transfer", (lease) => transferPending(transfers, lease, filter)),
    retry: (filter, now = new Date(), audit) =>
      locked("retry", (lease) =>
        retryFailed(transfers, lease, { ...filter, dueThrough: transfersDueThrough(now) }, audit),
      ),
  };
}
