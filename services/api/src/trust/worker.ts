import { accountJobSchemas, QUEUES } from "@playpal/contracts";
import {
  createJobWorker,
  type JobGroup,
  queuePrefix,
  type RecurringJob,
  registerJobs,
} from "@playpal/platform";
import type { Worker } from "bullmq";
import type { Deps } from "../deps.ts";
import { pruneDelivered } from "../events/outbox.ts";
import { alignAccountMedia } from "../media/access.ts";
import { buildExport, cleanUpExports, requeuePendingExports } from "./export.ts";
import { duePurges, purgeAccount } from "./purge.ts";

export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Delivered domain events are kept this long in the outbox (for `npm run admin -- events`), then pruned. */
const EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const SWEEP_SCHEDULER = "accounts-sweep";

/**
 * The hourly catch-up: prunes the domain events delivered over a week ago, deletes expired data exports, queues again the build of exports whose job was
 * lost, and queues the purge of every account past its grace period that is not purged yet (its own
 * job lost with Redis's data, Redis restored from an old snapshot, or a purge that waits for a payout:
 * it is retried every hour until the payout moved the earnings). The purge job id is the user's, so an
 * account already queued is not queued twice.
 */
export async function sweepAccounts(deps: Deps): Promise<number> {
  await pruneDelivered(deps.db, new Date(Date.now() - EVENT_RETENTION_MS));
  await cleanUpExports(deps);
  await requeuePendingExports(deps);
  const due = await duePurges(deps);
  for (const userId of due) {
    await deps.queues.accounts.add(
      "account.purge",
      { userId },
      {
        jobId: `purge-sweep-${userId}`,
        attempts: 8,
        backoff: { type: "exponential", delay: 60_000 },
        removeOnComplete: true,
        removeOnFail: 5000,
      },
    );
  }
  return due.length;
}

/** The trust domain's jobs: the accounts queue is its own. */
export function trustJobs(deps: Deps): JobGroup<typeof accountJobSchemas> {
  return {
    owner: "trust",
    handlers: {
      "account.purge": (job) => purgeAccount(deps, job.data.userId),
      "account.media-access": (job) => alignAccountMedia(deps, job.data.userId),
      "accounts.sweep": () => sweepAccounts(deps),
      "export.build": (job) =>
        buildExport(deps, job.data.exportId, job.data.userId, {
          finalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
        }),
    },
  };
}

/**
 * The consumer of the `accounts` queue (account purges, data exports and the hourly sweep). It runs
 * inside the API process (started by main.ts) since its jobs use the API's domains; tests start it
 * themselves. One job at a time: a purge is background work, never urgent.
 */
export function createAccountsWorker(deps: Deps, options: { concurrency?: number } = {}): Worker {
  return createJobWorker(registerJobs(QUEUES.accounts, accountJobSchemas, [trustJobs(deps)]), {
    redis: deps.config,
    prefix: queuePrefix(deps.config),
    logger: deps.logger,
    worker: { concurrency: options.concurrency ?? 1 },
  });
}

/** The hourly sweep's recurring job (one scheduler per deployment), kept registered by the API (main.ts). */
export function accountsSweepJob(deps: Deps): RecurringJob {
  return {
    queue: deps.queues.accounts,
    schedulerId: SWEEP_SCHEDULER,
    name: "accounts.sweep",
    everyMs: SWEEP_EVERY_MS,
  };
}
