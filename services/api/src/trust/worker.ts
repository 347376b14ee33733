import { type AccountJobName, type AccountJobs, accountJobSchemas, QUEUES } from "@playpal/contracts";
import { createQueueConnection } from "@playpal/platform";
import { type Job, UnrecoverableError, Worker } from "bullmq";
import type { Deps } from "../deps.ts";
import { alignAccountMedia } from "../media/access.ts";
import { buildExport, cleanUpExports } from "./export.ts";
import { duePurges, purgeAccount } from "./purge.ts";

type Handler<N extends AccountJobName> = (job: Job<AccountJobs[N]>) => Promise<unknown>;
type Registry = { [N in AccountJobName]: Handler<N> };

export const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEEP_SCHEDULER = "accounts-sweep";

/**
 * The hourly catch-up: deletes expired data exports, and queues the purge of every account past its
 * grace period that is not purged yet (its own job lost, Redis restored from an old snapshot, or a purge
 * that waits for a payout: it is retried every hour until the payout moved the earnings). The purge job id is the user's, so an
 * account already queued is not queued twice.
 */
export async function sweepAccounts(deps: Deps): Promise<number> {
  await cleanUpExports(deps);
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

/** One handler per job of the accounts queue; a missing one is a compile error. */
function createHandlers(deps: Deps): Registry {
  return {
    "account.purge": (job) => purgeAccount(deps, job.data.userId),
    "account.media-access": (job) => alignAccountMedia(deps, job.data.userId),
    "accounts.sweep": () => sweepAccounts(deps),
    "export.build": (job) =>
      buildExport(deps, job.data.exportId, job.data.userId, {
        finalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
      }),
  };
}

/**
 * The consumer of the `accounts` queue (account purges, data exports and the hourly sweep). It runs inside the API
 * process (started by main.ts) since its jobs use the API's domains; tests start it themselves. One
 * job at a time: a purge is background work, never urgent.
 */
export function createAccountsWorker(deps: Deps, options: { concurrency?: number } = {}): Worker {
  const handlers = createHandlers(deps);
  const connection = createQueueConnection(deps.config.REDIS_URL);
  const worker = new Worker(
    QUEUES.accounts,
    async (job: Job) => {
      const name = job.name as AccountJobName;
      const handler = handlers[name] as Handler<AccountJobName> | undefined;
      if (!handler) throw new Error(`no handler for accounts job "${job.name}"`);
      const payload = accountJobSchemas[name].safeParse(job.data);
      if (!payload.success) {
        throw new UnrecoverableError(
          `invalid payload for accounts job "${job.name}": ${payload.error.message}`,
        );
      }
      job.data = payload.data;
      return handler(job as Job<AccountJobs[AccountJobName]>);
    },
    { connection, prefix: `${deps.config.REDIS_PREFIX}:bull`, concurrency: options.concurrency ?? 1 },
  );
  worker.on("failed", (job, error) =>
    deps.logger.error({ jobId: job?.id, name: job?.name, err: error.message }, "accounts job failed"),
  );
  worker.on("error", (error) => deps.logger.error({ err: error.message }, "accounts worker error"));
  worker.on("closed", () => connection.disconnect());
  return worker;
}

/** Schedules the hourly sweep (idempotent: one scheduler per deployment, whatever the replicas). */
export async function scheduleAccountsSweep(deps: Deps): Promise<void> {
  await deps.queues.accounts.upsertJobScheduler(
    SWEEP_SCHEDULER,
    { every: SWEEP_EVERY_MS },
    { name: "accounts.sweep", data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
}
