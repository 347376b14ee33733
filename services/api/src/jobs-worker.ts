import { notificationJobSchemas, QUEUES } from "@playpal/contracts";
import { createJobWorker, registerJobs } from "@playpal/platform";
import type { Worker } from "bullmq";
import { commerceJobs } from "./commerce/jobs.ts";
import type { Deps } from "./deps.ts";
import { feedsJobs } from "./feeds/jobs.ts";
import { notificationsJobs } from "./notifications/jobs.ts";

/**
 * The consumer of the `notifications` queue, at the composition root because its jobs come from several
 * domains (each exports its `JobGroup`; `registerJobs` fails the boot when a job has no handler or two):
 * notification fan-outs and receipts, commerce expiries, reminders and sweeps, home-timeline fan-outs. A
 * domain never imports it. It runs inside the API process (started by main.ts); tests start it themselves.
 */
export function createNotificationsWorker(deps: Deps, options: { concurrency?: number } = {}): Worker {
  const registry = registerJobs(QUEUES.notifications, notificationJobSchemas, [
    notificationsJobs(deps),
    commerceJobs(deps),
    feedsJobs(deps),
  ]);
  return createJobWorker(registry, {
    redisUrl: deps.config.REDIS_URL,
    prefix: `${deps.config.REDIS_PREFIX}:bull`,
    logger: deps.logger,
    worker: { concurrency: options.concurrency ?? 4 },
  });
}
