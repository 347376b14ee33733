import { randomBytes } from "node:crypto";
import { Queue, QueueEvents, UnrecoverableError, Worker } from "bullmq";
import { afterAll, describe, expect, it } from "vitest";
import { samplesOf, sampleValue } from "#test/metrics.ts";
import { TEST_REDIS_URL } from "#test/servers.ts";
import { metricsRegistry, observeQueue, observeRedis, observeWorker } from "./metrics.ts";
import { createQueueConnection, createRedis } from "./redis.ts";

const prefix = `t${randomBytes(4).toString("hex")}`;
const url = TEST_REDIS_URL;
const connection = createQueueConnection(url);
const queueName = `metrics-${randomBytes(3).toString("hex")}`;
const queue = new Queue(queueName, { connection, prefix });
const events = new QueueEvents(queueName, { connection: createQueueConnection(url), prefix });
const redis = createRedis(url, prefix);
let worker: Worker | undefined;

afterAll(async () => {
  await worker?.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await events.close();
  connection.disconnect();
  redis.disconnect();
});

describe("metrics", () => {
  it("reports a queue's backlog by state at every scrape", async () => {
    const stop = observeQueue(queue);
    await queue.add("slow", { n: 1 });
    await queue.add("slow", { n: 2 }, { delay: 60_000 });
    const text = await metricsRegistry.metrics();
    expect(sampleValue(text, "queue_jobs", { queue: queueName, state: "waiting" })).toBe(1);
    expect(sampleValue(text, "queue_jobs", { queue: queueName, state: "delayed" })).toBe(1);
    stop();
    expect(samplesOf(await metricsRegistry.metrics(), "queue_jobs", { queue: queueName })).toEqual([]);
    await queue.drain(true);
  });

  it("records job durations by outcome and failures, final or retried", async () => {
    await events.waitUntilReady();
    worker = new Worker(
      queueName,
      async (job) => {
        if (job.name === "breaks") throw new UnrecoverableError("broken for good");
        if (job.name === "flaky") throw new Error("try again");
        return "done";
      },
      { connection: createQueueConnection(url), prefix },
    );
    observeWorker(worker);
    const ok = await queue.add("works", {});
    const broken = await queue.add("breaks", {}, { attempts: 3 });
    const flaky = await queue.add("flaky", {}, { attempts: 2, backoff: { type: "fixed", delay: 10 } });
    await ok.waitUntilFinished(events, 10_000);
    await expect(broken.waitUntilFinished(events, 10_000)).rejects.toThrow("broken for good");
    await expect(flaky.waitUntilFinished(events, 10_000)).rejects.toThrow("try again");
    // The worker's own events may land just after the queue's: wait for the last one to be counted.
    let text = "";
    for (let i = 0; i < 100; i += 1) {
      text = await metricsRegistry.metrics();
      if (sampleValue(text, "queue_job_failures_total", { queue: queueName, name: "flaky", final: "true" }))
        break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const completed = { queue: queueName, name: "works", outcome: "completed" };
    expect(sampleValue(text, "queue_job_duration_seconds_count", completed)).toBe(1);
    const failed = { queue: queueName, name: "breaks", outcome: "failed" };
    expect(sampleValue(text, "queue_job_duration_seconds_count", failed)).toBe(1);
    expect(
      sampleValue(text, "queue_job_failures_total", { queue: queueName, name: "breaks", final: "true" }),
    ).toBe(1);
    const flakyFailures = { queue: queueName, name: "flaky" };
    expect(sampleValue(text, "queue_job_failures_total", { ...flakyFailures, final: "false" })).toBe(1);
    expect(sampleValue(text, "queue_job_failures_total", { ...flakyFailures, final: "true" })).toBe(1);
  });

  it("times the commands of an observed Redis client by command and outcome", async () => {
    observeRedis(redis, "unit");
    observeRedis(redis, "unit"); // a second call does not count twice
    await redis.set("k", "v");
    await redis.get("k");
    await expect(redis.incr("k")).rejects.toThrow();
    const text = await metricsRegistry.metrics();
    expect(
      sampleValue(text, "redis_command_duration_seconds_count", { client: "unit", command: "set" }),
    ).toBe(1);
    expect(
      sampleValue(text, "redis_command_duration_seconds_count", { client: "unit", command: "get" }),
    ).toBe(1);
    const incr = { client: "unit", command: "incr", outcome: "error" };
    expect(sampleValue(text, "redis_command_duration_seconds_count", incr)).toBe(1);
    await redis.del("k");
  });
});
