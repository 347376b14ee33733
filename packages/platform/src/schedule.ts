import type { Queue } from "bullmq";
import type { Logger } from "./logger.ts";
import { jobSchedulerRepairs } from "./metrics.ts";
import type { Redis } from "./redis.ts";

/** What a recurring job needs of its queue (a BullMQ `Queue`, the API's `ProducerQueue`). */
export type SchedulerQueue = Pick<Queue, "name" | "upsertJobScheduler" | "getJobScheduler">;

/**
 * A recurring job: a BullMQ job scheduler that adds job `name` (no payload) to `queue` every `everyMs`.
 * Every replica registers the same `schedulerId`, so the job runs once per interval whatever the
 * number of replicas, and each run is taken by one worker.
 */
export interface RecurringJob {
  queue: SchedulerQueue;
  schedulerId: string;
  name: string;
  everyMs: number;
  /** Finished runs kept in Redis (BullMQ `removeOnComplete` / `removeOnFail`); 100 each by default. */
  keep?: { completed: number; failed: number };
}

export interface JobSchedulerKeeper {
  /** Resolves once every scheduler has been registered (at once, or once Redis first answers). */
  registered: Promise<void>;
  /**
   * Registers again every scheduler missing from Redis; answers their ids. What the keeper runs each
   * time a connection is ready again and every `checkEveryMs`; a call while one runs joins it.
   */
  repair(): Promise<string[]>;
  stop(): void;
}

/**
 * Keeps a process's job schedulers in Redis. A scheduler lives only there: Redis restarted empty (or
 * restored from an old snapshot, or flushed) loses it, and its job never runs again. So the keeper
 * registers every scheduler at start (an upsert: a changed interval takes effect at deploy), and then
 * looks for each one, registering those that are missing and counting each repair on /metrics
 * (`playpal_jobs_scheduler_repairs_total`, by queue and scheduler):
 * - whenever one of `connections` (the queues' Redis connections) becomes ready after a loss, which is
 *   when Redis may have come back without its data;
 * - every `checkEveryMs` (a minute in production: JOB_SCHEDULER_CHECK_MS), for a loss no connection
 *   saw (a flush, a failover to a replica that had not received the schedulers yet).
 * While Redis cannot be reached the registration is tried again every `retryMs`; start-up never waits.
 * An `every` scheduler registered again runs its job at once, so a sweep lost with Redis's data runs
 * within moments of Redis's return.
 */
export function keepJobSchedulers(
  jobs: readonly RecurringJob[],
  options: { connections: readonly Redis[]; logger: Logger; checkEveryMs: number; retryMs?: number },
): JobSchedulerKeeper {
  const { logger } = options;
  const retryMs = options.retryMs ?? 30_000;
  let stopped = false;
  let registeredOnce = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;
  /** A connection became ready during a pass: that pass may have failed before it, so one more. */
  let again = false;
  let markRegistered: () => void = () => {};
  const registered = new Promise<void>((resolve) => {
    markRegistered = resolve;
  });

  const upsert = (job: RecurringJob) =>
    job.queue.upsertJobScheduler(
      job.schedulerId,
      { every: job.everyMs },
      {
        name: job.name,
        data: {},
        opts: { removeOnComplete: job.keep?.completed ?? 100, removeOnFail: job.keep?.failed ?? 100 },
      },
    );

  async function registerAll(): Promise<string[]> {
    await Promise.all(jobs.map(upsert));
    registeredOnce = true;
    markRegistered();
    return [];
  }

  async function repairMissing(): Promise<string[]> {
    const missing: RecurringJob[] = [];
    for (const job of jobs) {
      if (!(await job.queue.getJobScheduler(job.schedulerId))) missing.push(job);
    }
    for (const job of missing) {
      await upsert(job);
      jobSchedulerRepairs.inc({ queue: job.queue.name, scheduler: job.schedulerId });
      logger.warn(
        { queue: job.queue.name, scheduler: job.schedulerId },
        "job scheduler was missing from Redis; registered again",
      );
    }
    return missing.map((job) => job.schedulerId);
  }

  /** One pass at a time: the start-up registration until it succeeded, then repairs. */
  function run(): Promise<string[]> {
    if (stopped) return Promise.resolve([]);
    if (running) return running;
    again = false;
    const pass = registeredOnce ? repairMissing() : registerAll();
    running = pass
      .catch((error: Error) => {
        logger.warn({ err: error.message }, "job schedulers not checked (Redis unreachable?); retrying");
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void run(), retryMs);
        retryTimer.unref();
        return [];
      })
      .finally(() => {
        running = undefined;
        if (again) void run();
      });
    return running;
  }

  const onReady = () => {
    if (running) again = true;
    else void run();
  };
  for (const connection of options.connections) connection.on("ready", onReady);
  const checkTimer = setInterval(() => void run(), options.checkEveryMs);
  checkTimer.unref();
  void run();

  return {
    registered,
    repair: run,
    stop() {
      stopped = true;
      clearInterval(checkTimer);
      clearTimeout(retryTimer);
      for (const connection of options.connections) connection.off("ready", onReady);
    },
  };
}
