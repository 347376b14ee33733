import { AppError, isRedisTimeout, type Redis, withRequestId } from "@playpal/platform";
import { type JobsOptions, Queue, type QueueOptions } from "bullmq";

/**
 * Every `media.process` job: the media id is the job id (a repeated enqueue adds nothing), a failure
 * (storage or the video provider briefly unreachable) is retried with backoff over about ten minutes
 * instead of leaving the media `pending` for good, and finished jobs are kept only in bounded numbers.
 */
export function mediaProcessJobOptions(mediaId: string): JobsOptions {
  return {
    jobId: mediaId,
    attempts: 6,
    backoff: { type: "exponential", delay: 10_000 },
    removeOnComplete: 1000,
    removeOnFail: 5000,
  };
}

/**
 * The `media.process` job that screens a provider-hosted video's poster once its asset is ready (queued
 * by the provider's webhook, or again by the media sweep): the same retries, a job id of its own (the
 * media's first job, which handed the video over, may still be kept).
 */
export function posterScreeningJobOptions(mediaId: string): JobsOptions {
  return { ...mediaProcessJobOptions(mediaId), jobId: `poster-${mediaId}` };
}

export const queueUnavailable = (cause?: unknown) =>
  Object.assign(new AppError(503, "UNAVAILABLE", "Temporarily unable to accept this; try again shortly"), {
    cause,
  });

/**
 * A BullMQ queue that jobs are added to on a request path. Its connection comes from
 * `createQueueProducerConnection`, whose commands fail at once while Redis is unreachable; and while
 * the connection is not up (Redis lost, or not reached yet since boot, when BullMQ would wait for it)
 * `add` is refused here. Either way the caller gets a 503 `UNAVAILABLE` at once instead of a request
 * left waiting until Redis comes back.
 */
export class ProducerQueue extends Queue {
  readonly #connection: Redis;

  constructor(name: string, connection: Redis, options: Omit<QueueOptions, "connection"> = {}) {
    // On a cluster BullMQ's start-up INFO (its version check) goes to a node that may not be connected
    // yet, within this connection's one-second command timeout: under load it timed out, and a queue
    // whose start failed refuses every job. The cluster's Redis 7 is a documented requirement instead.
    super(name, { ...options, connection, ...(connection.isCluster && { skipVersionCheck: true }) });
    this.#connection = connection;
  }

  /** The Redis connection it adds on (shared by the producer queues of a process). */
  get connection(): Redis {
    return this.#connection;
  }

  /** Whether an `add` can reach Redis now. */
  get available(): boolean {
    return this.#connection.status === "ready";
  }

  /** Throws 503 `UNAVAILABLE` while Redis cannot be reached: check before doing work that needs a job. */
  assertAvailable(): void {
    if (!this.available) throw queueUnavailable();
  }

  /** Adds the job with the current request id in its data (`requestId`), for the consumer's log lines. */
  override async add(...[name, data, options]: Parameters<Queue["add"]>): ReturnType<Queue["add"]> {
    this.assertAvailable();
    try {
      return await super.add(name, withRequestId(data), options);
    } catch (error) {
      // The connection dropped while the job was being added, or Redis did not answer.
      if (!this.available || isRedisTimeout(error)) throw queueUnavailable(error);
      throw error;
    }
  }
}
