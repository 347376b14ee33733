import type { Queue } from "bullmq";
import type { Logger } from "./logger.ts";

/**
 * Registers a job scheduler that adds job `name` (no payload) to `queue` every `everyMs` (idempotent:
 * every replica may do it at boot; BullMQ adds each repetition once). While Redis cannot be reached it
 * tries again every `retryMs` in the background; boot never waits for it.
 */
export function scheduleRepeating(
  queue: Pick<Queue, "upsertJobScheduler">,
  logger: Logger,
  job: { schedulerId: string; name: string; everyMs: number },
  retryMs = 30_000,
): void {
  const attempt = () => {
    queue
      .upsertJobScheduler(
        job.schedulerId,
        { every: job.everyMs },
        { name: job.name, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      )
      .catch((error: Error) => {
        logger.warn(
          { err: error.message, scheduler: job.schedulerId },
          "job scheduler not registered yet; retrying",
        );
        setTimeout(attempt, retryMs).unref();
      });
  };
  attempt();
}
