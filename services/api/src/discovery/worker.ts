import { type DiscoveryJobName, discoveryJobSchemas, QUEUES } from "@playpal/contracts";
import { createQueueConnection } from "@playpal/platform";
import { type Job, Queue, UnrecoverableError, Worker } from "bullmq";
import type { Deps } from "../deps.ts";
import { refreshRollups } from "./rollups.ts";

/** How often the trending rollups are refreshed (the trending cache lives as long). */
export const ROLLUP_EVERY_MS = 5 * 60 * 1000;
const REFRESH: DiscoveryJobName = "discovery.refresh-rollups";

type Registry = { [N in DiscoveryJobName]: (job: Job) => Promise<unknown> };

/**
 * The consumer of the `discovery` queue, run inside the API process like the notifications worker, and
 * the repeatable schedule of `discovery.refresh-rollups` (a BullMQ job scheduler: upserting it from
 * every replica at boot keeps one schedule, and each run is taken by one worker).
 */
export function startDiscoveryWorker(
  deps: Deps,
  options: { everyMs?: number } = {},
): { worker: Worker; scheduled: Promise<void>; close(): Promise<void> } {
  const handlers: Registry = { "discovery.refresh-rollups": () => refreshRollups(deps.db) };
  const prefix = `${deps.config.REDIS_PREFIX}:bull`;
  const connection = createQueueConnection(deps.config.REDIS_URL);
  const queueConnection = createQueueConnection(deps.config.REDIS_URL);
  const worker = new Worker(
    QUEUES.discovery,
    async (job: Job) => {
      const name = job.name as DiscoveryJobName;
      const handler = handlers[name];
      if (!handler) throw new Error(`no handler for discovery job "${job.name}"`);
      const payload = discoveryJobSchemas[name].safeParse(job.data ?? {});
      if (!payload.success) throw new UnrecoverableError(`invalid payload for "${job.name}"`);
      return handler(job);
    },
    { connection, prefix, concurrency: 1 },
  );
  worker.on("failed", (job, error) =>
    deps.logger.error({ jobId: job?.id, name: job?.name, err: error.message }, "discovery job failed"),
  );
  worker.on("error", (error) => deps.logger.error({ err: error.message }, "discovery worker error"));
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
      connection.disconnect();
      queueConnection.disconnect();
    },
  };
}
