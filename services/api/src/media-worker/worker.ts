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
import { screeningEnabled } from "./screening.ts";

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
 * renewed while a large file is processed; screening's inference runs on the event loop, about 80 ms a
 * photo in one stretch (docs/architecture.md "Media processing"), which delays a renewal by that much at
 * most, far inside MEDIA_JOB_LOCK_MS. The lock duration only bounds how long a killed worker's job waits
 * before another replica recovers it (at-least-once; every processor is idempotent).
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
  preloadClassifier(deps);
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

/**
 * The screening model loads once per process, now rather than on the first job (a job that arrives
 * meanwhile waits for the same load). A model that cannot load is logged here, and every job that needs
 * it tries again and fails, so its media stays `processing`, retried, then `failed`: never published
 * unscreened. With MEDIA_SCREENING=off nothing loads, and the log says so loudly at every start.
 */
function preloadClassifier(deps: Deps): void {
  const classifier = deps.classifier;
  screeningEnabled.set(classifier ? 1 : 0);
  if (!classifier) {
    deps.logger.error(
      "MEDIA_SCREENING=off: photos and video posters are published WITHOUT sensitive-media screening",
    );
    return;
  }
  const started = performance.now();
  classifier.load().then(
    () =>
      deps.logger.info(
        {
          model: classifier.model,
          loadMs: Math.round(performance.now() - started),
          rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
        },
        "screening model loaded",
      ),
    (error: Error) =>
      deps.logger.error(
        { model: classifier.model, err: error.message },
        "screening model did not load: media stay processing until it does",
      ),
  );
}
