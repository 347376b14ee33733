import { type Job, UnrecoverableError, Worker, type WorkerOptions } from "bullmq";
import type { z } from "zod";
import type { Logger } from "./logger.ts";
import { observeWorker } from "./metrics.ts";
import { createQueueConnection, type RedisTarget } from "./redis.ts";
import { withJobContext } from "./request-context.ts";

/**
 * The typed job registry of every BullMQ queue (STYLE.md "Job names in one registry with their payload
 * types; boot fails if a job has no handler or two", immich `job.repository.ts`). A queue's job names
 * and payload schemas are `packages/contracts` (`*JobSchemas`); each domain contributes the handlers of
 * its jobs as a `JobGroup`; `registerJobs` checks that every job has exactly one handler, and
 * `createJobWorker` runs them: payload validated first (a malformed job fails at once, unretried), in
 * the context of the request that queued it (its log lines carry that reqId), with job metrics.
 */

/** A queue's jobs: name -> payload schema. */
export type JobSchemas = Record<string, z.ZodType>;
export type JobPayloads<S extends JobSchemas> = { [N in keyof S & string]: z.output<S[N]> };
export type JobHandler<P> = (job: Job<P>) => Promise<unknown>;
/** Handlers of some of a queue's jobs. */
export type JobHandlers<S extends JobSchemas> = { [N in keyof S & string]?: JobHandler<z.output<S[N]>> };

/** What one domain handles of a queue. */
export interface JobGroup<S extends JobSchemas> {
  /** For boot errors: "feeds", "commerce"... */
  owner: string;
  handlers: JobHandlers<S>;
}

/** A queue's jobs, each with exactly one handler. */
export interface JobRegistry<S extends JobSchemas> {
  queue: string;
  schemas: S;
  handlers: { [N in keyof S & string]: JobHandler<z.output<S[N]>> };
}

/**
 * Puts the groups' handlers together; throws (boot fails) when a job of `schemas` has no handler, has
 * two, or a group handles a name that is no job of the queue.
 */
export function registerJobs<S extends JobSchemas>(
  queue: string,
  schemas: S,
  groups: readonly JobGroup<S>[],
): JobRegistry<S> {
  const owners = new Map<string, string[]>();
  const handlers: Record<string, JobHandler<unknown>> = {};
  for (const group of groups) {
    for (const [name, handler] of Object.entries(group.handlers) as [string, JobHandler<unknown>][]) {
      owners.set(name, [...(owners.get(name) ?? []), group.owner]);
      handlers[name] = handler;
    }
  }
  const problems: string[] = [];
  for (const name of Object.keys(schemas)) {
    const by = owners.get(name) ?? [];
    if (by.length === 0) problems.push(`job "${name}" has no handler`);
    if (by.length > 1) problems.push(`job "${name}" has ${by.length} handlers (${by.join(", ")})`);
  }
  for (const [name, by] of owners) {
    if (!Object.hasOwn(schemas, name))
      problems.push(`${by.join(", ")} handles "${name}", no job of the queue`);
  }
  if (problems.length > 0) throw new Error(`job registry of queue "${queue}": ${problems.join("; ")}`);
  return { queue, schemas, handlers: handlers as JobRegistry<S>["handlers"] };
}

/**
 * Runs a job's handler on its validated payload. A malformed payload fails the job at once with no
 * retry (`UnrecoverableError`): retrying cannot fix it. An unknown name (a job queued by a newer
 * version) fails the job rather than dropping it.
 */
export function dispatchJob<S extends JobSchemas>(registry: JobRegistry<S>): (job: Job) => Promise<unknown> {
  return async (job) => {
    const name = job.name as keyof S & string;
    if (!Object.hasOwn(registry.handlers, name)) {
      throw new Error(`no processor for ${registry.queue} job "${job.name}"`);
    }
    const payload = (registry.schemas[name] as z.ZodType).safeParse(job.data ?? {});
    if (!payload.success) {
      throw new UnrecoverableError(
        `invalid payload for ${registry.queue} job "${job.name}": ${payload.error.message}`,
      );
    }
    job.data = payload.data;
    return (registry.handlers[name] as JobHandler<unknown>)(job);
  };
}

export interface JobWorkerOptions {
  /** Where Redis is (`RedisTarget`: the config, or a URL). */
  redis: RedisTarget;
  /** BullMQ's key prefix (`queuePrefix(config)`). */
  prefix: string;
  logger: Logger;
  /**
   * The queue name to consume, when not the registry's: the former name of a renamed queue, whose
   * waiting and delayed jobs the same handlers run (docs/operations.md "Queues").
   */
  consume?: string;
  /** concurrency, lockDuration, stalledInterval, autorun... */
  worker?: Omit<WorkerOptions, "connection" | "prefix">;
}

/**
 * A BullMQ worker of the registry's queue on a connection of its own (closed with the worker): failures
 * and errors logged, durations and failures counted on /metrics.
 */
export function createJobWorker<S extends JobSchemas>(
  registry: JobRegistry<S>,
  options: JobWorkerOptions,
): Worker {
  const queue = options.consume ?? registry.queue;
  const connection = createQueueConnection(options.redis);
  const worker = new Worker(queue, withJobContext(dispatchJob(registry)), {
    ...options.worker,
    connection,
    prefix: options.prefix,
  });
  worker.on("failed", (job, error) =>
    options.logger.error({ jobId: job?.id, name: job?.name, err: error.message }, `${queue} job failed`),
  );
  worker.on("error", (error) => options.logger.error({ err: error.message }, `${queue} worker error`));
  worker.on("closed", () => connection.disconnect());
  observeWorker(worker);
  return worker;
}
