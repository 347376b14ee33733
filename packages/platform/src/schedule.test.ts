import { randomBytes } from "node:crypto";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleValue } from "#test/metrics.ts";
import { type RedisServer, startRedisServer } from "#test/redis-server.ts";
import { loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { metricsRegistry } from "./metrics.ts";
import { createQueueProducerConnection, type Redis } from "./redis.ts";
import { type JobSchedulerKeeper, keepJobSchedulers, type RecurringJob } from "./schedule.ts";

// A Redis server of this file's own: it is killed and comes back empty, as a Redis without persistence
// restarts.
let redisServer: RedisServer;
let connection: Redis;
let queue: Queue;
const logger = createLogger(loadConfig({ LOG_LEVEL: "silent" }), "test");
const prefix = `t${randomBytes(4).toString("hex")}:bull`;

beforeAll(async () => {
  redisServer = await startRedisServer();
  // As the API's producer queues: no offline queue, so a command while Redis is away fails at once.
  connection = createQueueProducerConnection(redisServer.url);
  connection.on("error", () => {});
  queue = new Queue("keeper", { connection, prefix });
  queue.on("error", () => {});
});
afterAll(async () => {
  await queue.close();
  connection.disconnect();
  await redisServer.close();
});

const job = (schedulerId: string): RecurringJob => ({
  queue,
  schedulerId,
  name: `${schedulerId}.run`,
  everyMs: 60_000,
});
const repairs = async (scheduler: string) =>
  sampleValue(await metricsRegistry.metrics(), "playpal_jobs_scheduler_repairs_total", {
    queue: "keeper",
    scheduler,
  }) ?? 0;
const schedulerIds = async () => (await queue.getJobSchedulers()).map((s) => s.key).sort();

describe("keepJobSchedulers", () => {
  let keeper: JobSchedulerKeeper | undefined;
  afterAll(() => keeper?.stop());

  it("registers every scheduler, and again as soon as Redis is back without its data, counting each repair", async () => {
    keeper = keepJobSchedulers([job("sweep-a"), job("sweep-b")], {
      connections: [connection],
      logger,
      // Far away: the reconnection alone must bring them back.
      checkEveryMs: 3_600_000,
    });
    await keeper.registered;
    expect(await schedulerIds()).toEqual(["sweep-a", "sweep-b"]);
    const before = await repairs("sweep-a");

    await redisServer.crash();
    await redisServer.start(); // empty: no persistence
    await expect.poll(schedulerIds, { timeout: 10_000 }).toEqual(["sweep-a", "sweep-b"]);
    expect(await repairs("sweep-a")).toBe(before + 1);
    expect(await repairs("sweep-b")).toBe(before + 1);
    // An `every` scheduler registered again runs at once: its next run is due now, not in a minute.
    const [next] = await queue.getJobSchedulers();
    expect(next?.next).toBeLessThanOrEqual(Date.now() + 1000);
    keeper.stop();
  });

  it("finds a scheduler lost while connected (a flush) within its check interval, and leaves present ones alone", async () => {
    keeper = keepJobSchedulers([job("sweep-c"), job("sweep-d")], {
      connections: [connection],
      logger,
      checkEveryMs: 200,
    });
    await keeper.registered;
    const before = { c: await repairs("sweep-c"), d: await repairs("sweep-d") };
    await queue.removeJobScheduler("sweep-c");
    await expect.poll(async () => (await schedulerIds()).includes("sweep-c")).toBe(true);
    await expect.poll(() => repairs("sweep-c")).toBe(before.c + 1);
    expect(await keeper.repair()).toEqual([]);
    expect(await repairs("sweep-d")).toBe(before.d);
  });
});
