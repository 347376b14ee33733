import { backgroundJobSchemas, type FORMER_QUEUES, QUEUES } from "@playpal/contracts";
import { createJobWorker, type JobRegistry, queuePrefix, registerJobs } from "@playpal/platform";
import type { Worker } from "bullmq";
import { commerceJobs } from "./commerce/jobs.ts";
import type { Deps } from "./deps.ts";
import { feedsJobs } from "./feeds/jobs.ts";
import { notificationsJobs } from "./notifications/jobs.ts";

/**
 * The jobs of the `background` queue, at the composition root because they come from several domains
 * (each exports its `JobGroup`; `registerJobs` fails the boot when a job has no handler or two):
 * notification fan-outs and receipts, commerce expiries, reminders and sweeps, home-timeline fan-outs. A
 * domain never imports this file.
 */
function backgroundJobs(deps: Deps): JobRegistry<typeof backgroundJobSchemas> {
  return registerJobs(QUEUES.background, backgroundJobSchemas, [
    notificationsJobs(deps),
    commerceJobs(deps),
    feedsJobs(deps),
  ]);
}

const workerOptions = (deps: Deps, concurrency: number) => ({
  redis: deps.config,
  prefix: queuePrefix(deps.config),
  logger: deps.logger,
  worker: { concurrency },
});

/** The consumer of the `background` queue. It runs inside the API process (main.ts); tests start it themselves. */
export function createBackgroundWorker(deps: Deps, options: { concurrency?: number } = {}): Worker {
  return createJobWorker(backgroundJobs(deps), workerOptions(deps, options.concurrency ?? 4));
}

/**
 * The release that renamed `notifications` to `background` (a name for what it carries): jobs already
 * in the former queue when it is deployed (waiting, retried, or delayed: a subscription's expiry up to a
 * paid period ahead, a session's reminder and end up to the booking horizon) and those replicas of the
 * previous release add during the rolling deploy still run, on the same handlers. Its job schedulers
 * are removed first, so the former queue only empties (the sweeps are scheduled on `background`).
 * Removed in a later release once `npm run admin -- jobs counts` shows it empty (docs/operations.md
 * "Queues").
 */
export function drainFormerNotificationsQueue(deps: Deps, options: { concurrency?: number } = {}): Worker {
  const former = deps.queues.formerNotifications;
  former
    .getJobSchedulers()
    .then((schedulers) => Promise.all(schedulers.map((s) => former.removeJobScheduler(s.key))))
    .catch((error: Error) =>
      deps.logger.warn(
        { err: error.message },
        "former notifications queue's schedulers not removed; next start",
      ),
    );
  return createJobWorker(backgroundJobs(deps), {
    ...workerOptions(deps, options.concurrency ?? 2),
    consume: "notifications" satisfies keyof typeof FORMER_QUEUES,
  });
}
