import { type DiscoveryJobName, discoveryJobSchemas, QUEUES } from "@playpal/contracts";
import {
  createJobWorker,
  createQueueConnection,
  type JobGroup,
  queuePrefix,
  registerJobs,
} from "@playpal/platform";
import { Queue, type Worker } from "bullmq";
import type { Deps } from "../deps.ts";
import { refreshRollups } from "./rollups.ts";

/** How often the trending rollups are refreshed (the trending cache lives as long). */
export const ROLLUP_EVERY_MS = 5 * 60 * 1000;
const REFRESH: DiscoveryJobName = "discovery.refresh-rollups";

/** The discovery domain's jobs: the discovery queue is its own. */
export function discoveryJobs(deps: Deps): JobGroup<typeof discoveryJobSchemas> {
  return { owner: "discovery", handlers: { "discovery.refresh-rollups": () => refreshRollups(deps.db) } };
}

/**
 * The consumer of the `discovery` queue, run inside the API process like the notifications worker, and
 * the repeatable schedule of `discovery.refresh-rollups` (a BullMQ job scheduler: upserting it from
 * every replica at boot keeps one schedule, and each run is taken by one worker).
 */
export function startDiscoveryWorker(
  deps: Deps,
  options: { everyMs?: number } = {},
): { worker: Worker; scheduled: Promise<void>; close(): Promise<void> } {
  const prefix = queuePrefix(deps.config);
  const worker = createJobWorker(registerJobs(QUEUES.discovery, discoveryJobSchemas, [discoveryJobs(deps)]), {
    redis: deps.config,
    prefix,
    logger: deps.logger,
    worker: { concurrency: 1 },
  });
  const queueConnection = createQueueConnection(deps.config);
  const queue = new Queue(QUEUES.discovery, { connection: queueConnection, prefix });
  queue.on("error", (error) => deps.logger.warn({ err: error.message }, "discovery queue error"));
  // Not awaited: the API starts (and degrades) without Redis; the schedule is set once Redis answers.
  const scheduled = queue
    .upsertJobScheduler(
      REFRESH,
      { every: options.everyMs ?? ROLLUP_EVERY_MS },
      { name: REFRESH, data: {}, opts: { removeOnComplete: 100, removeOnFail: 500 } },
    )
    .then(
      () => undefined,
      (error: Error) => deps.logger.error({ err: error.message }, "discovery schedule not set"),
    );
  return {
    worker,
    scheduled,
    async close() {
      await worker.close();
      await queue.close();
      queueConnection.disconnect();
    },
  };
}
