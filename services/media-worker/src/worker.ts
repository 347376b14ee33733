import { QUEUES } from "@playpal/contracts";
import { type Config, createQueueConnection, type Logger, withJobContext } from "@playpal/platform";
import { Worker } from "bullmq";
import { createProcessors, dispatch } from "./processors.ts";

/** The media queue consumer. CPU-bound steps must stay under the lock duration (STYLE.md "Jobs"). */
export function createMediaWorker(config: Config, logger: Logger): Worker {
  const connection = createQueueConnection(config.REDIS_URL);
  // withJobContext: the job's log lines carry the reqId of the request that queued it.
  const worker = new Worker(QUEUES.media, withJobContext(dispatch(createProcessors(), logger)), {
    connection,
    prefix: `${config.REDIS_PREFIX}:bull`,
    concurrency: 2,
    lockDuration: 120_000,
  });
  worker.on("failed", (job, error) =>
    logger.error({ jobId: job?.id, err: error.message }, "media job failed"),
  );
  worker.on("error", (error) => logger.error({ err: error.message }, "media worker error"));
  worker.on("closed", () => connection.disconnect());
  return worker;
}
