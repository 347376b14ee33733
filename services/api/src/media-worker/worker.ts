import { mediaJobSchemas, QUEUES } from "@playpal/contracts";
import {
  type Config,
  createJobWorker,
  createLogger,
  type JobSchedulerKeeper,
  keepJobSchedulers,
  queuePrefix,
  type RecurringJob,
  registerJobs,
} from "@playpal/platform";
import type { Worker } from "bullmq";
import type { Deps } from "../deps.ts";
import { SUBSCRIBERS } from "../subscribers.ts";
import { wireDeps } from "../wire-deps.ts";
import { ensureFfmpegExecutable } from "./ffmpeg.ts";
import { mediaJobs } from "./jobs.ts";

/**
 * The media worker's ports: the API's own wiring and event consumers (a status change reaches the
 * author's feed cache and sockets exactly as from the API), its log lines named `media-worker`.
 */
export function createMediaWorkerDeps(config: Config): Deps {
  return wireDeps(config, SUBSCRIBERS, { logger: createLogger(config, "media-worker") });
}

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
export function createMediaWorker(deps: Deps, options: MediaWorkerOptions = {}): Worker {
  const lockDuration = options.lockDuration ?? deps.config.MEDIA_JOB_LOCK_MS;
  const worker = createJobWorker(registerJobs(QUEUES.media, mediaJobSchemas, [mediaJobs(deps)]), {
    redis: deps.config,
    prefix: queuePrefix(deps.config),
    logger: deps.logger,
    worker: {
      concurrency: options.concurrency ?? deps.config.MEDIA_WORKER_CONCURRENCY,
      lockDuration,
      stalledInterval: options.stalledInterval ?? Math.min(30_000, lockDuration),
      autorun: options.autorun ?? true,
    },
  });
  // A missing run bit surfaces at start-up in the log, not on the first video.
  ensureFfmpegExecutable().catch((error: Error) =>
    deps.logger.error({ err: error.message }, "ffmpeg binaries are not executable"),
  );
  return worker;
}

/** The sweep's recurring job: every replica registers the same scheduler (one run per interval). */
export function mediaSweepJob(deps: Deps): RecurringJob {
  return {
    queue: deps.queues.media,
    schedulerId: SWEEP_SCHEDULER_ID,
    name: "media.sweep",
    everyMs: deps.config.MEDIA_SWEEP_INTERVAL_MS,
  };
}

/**
 * Registers the sweep's scheduler, and keeps it registered: again whenever the media queue's Redis
 * connection is ready after a loss, and every JOB_SCHEDULER_CHECK_MS (`keepJobSchedulers`).
 */
export function keepMediaSweep(deps: Deps): JobSchedulerKeeper {
  return keepJobSchedulers([mediaSweepJob(deps)], {
    connections: [deps.queues.media.connection],
    logger: deps.logger,
    checkEveryMs: deps.config.JOB_SCHEDULER_CHECK_MS,
  });
}
