import { QUEUES } from "@playpal/contracts";
import { createQueueConnection, withJobContext } from "@playpal/platform";
import { Worker } from "bullmq";
import type { WorkerDeps } from "./deps.ts";
import { ensureFfmpegExecutable } from "./ffmpeg.ts";
import { createProcessors, dispatch } from "./processors.ts";

/** The id of the sweep's job scheduler: every replica upserts the same one, so it runs once per interval. */
export const SWEEP_SCHEDULER_ID = "media-sweep";

export interface MediaWorkerOptions {
  concurrency?: number;
  /** BullMQ lock of a running job; a dead worker's job is taken over after it expires. */
  lockDuration?: number;
  /** How often this worker looks for jobs whose lock expired (stalled). */
  stalledInterval?: number;
  /** Start consuming at once (default) or wait for `worker.run()`. */
  autorun?: boolean;
}

/**
 * The media queue consumer: `media.process` per uploaded file and the repeatable `media.sweep`.
 * sharp and ffmpeg work off the event loop (libuv threads, child processes), so the lock keeps being
 * renewed while a large file is processed; the lock duration only bounds how long a killed worker's
 * job waits before another replica recovers it (at-least-once; every processor is idempotent).
 */
export function createMediaWorker(deps: WorkerDeps, options: MediaWorkerOptions = {}): Worker {
  const connection = createQueueConnection(deps.config.REDIS_URL);
  const lockDuration = options.lockDuration ?? deps.config.MEDIA_JOB_LOCK_MS;
  // withJobContext: the job's log lines carry the reqId of the request that queued it.
  const worker = new Worker(QUEUES.media, withJobContext(dispatch(createProcessors(deps))), {
    connection,
    prefix: `${deps.config.REDIS_PREFIX}:bull`,
    concurrency: options.concurrency ?? deps.config.MEDIA_WORKER_CONCURRENCY,
    lockDuration,
    stalledInterval: options.stalledInterval ?? Math.min(30_000, lockDuration),
    autorun: options.autorun ?? true,
  });
  worker.on("failed", (job, error) =>
    deps.logger.error({ jobId: job?.id, name: job?.name, err: error.message }, "media job failed"),
  );
  worker.on("error", (error) => deps.logger.error({ err: error.message }, "media worker error"));
  worker.on("closed", () => connection.disconnect());
  // A missing run bit surfaces at start-up in the log, not on the first video.
  ensureFfmpegExecutable().catch((error: Error) =>
    deps.logger.error({ err: error.message }, "ffmpeg binaries are not executable"),
  );
  return worker;
}

/** Registers (or updates) the sweep's schedule; idempotent, every replica may call it. */
export async function scheduleMediaSweep(deps: WorkerDeps): Promise<void> {
  await deps.queues.media.upsertJobScheduler(
    SWEEP_SCHEDULER_ID,
    { every: deps.config.MEDIA_SWEEP_INTERVAL_MS },
    { name: "media.sweep", data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
}
