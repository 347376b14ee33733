import { type DiscoveryJobName, discoveryJobSchemas, QUEUES } from "@playpal/contracts";
import {
  createJobWorker,
  createQueueConnection,
  type JobGroup,
  queuePrefix,
  type RecurringJob,
  type Redis,
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
 * the recurring job of `discovery.refresh-rollups` on a queue handle of its own (`rollups`: a BullMQ
 * job scheduler, which the API keeps registered with its others, main.ts; every replica registering it
 * keeps one schedule, and each run is taken by one worker).
 */
export function startDiscoveryWorker(
  deps: Deps,
  options: { everyMs?: number } = {},
): { worker: Worker; rollups: RecurringJob; connection: Redis; close(): Promise<void> } {
  const prefix = queuePrefix(deps.config);
  const worker = createJobWorker(registerJobs(QUEUES.discovery, discoveryJobSchemas, [discoveryJobs(deps)]), {
    redis: deps.config,
    prefix,
    logger: deps.logger,
    worker: { concurrency: 1 },
  });
  const connection = createQueueConnection(deps.config);
  const queue = new Queue(QUEUES.discovery, { connection, prefix });
  queue.on("error", (error) => deps.logger.warn({ err: error.message }, "discovery queue error"));
  return {
    worker,
    rollups: {
      queue,
      schedulerId: REFRESH,
      name: REFRESH,
      everyMs: options.everyMs ?? ROLLUP_EVERY_MS,
      keep: { completed: 100, failed: 500 },
    },
    connection,
    async close() {
      await worker.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
