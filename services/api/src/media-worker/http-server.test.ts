import { randomBytes } from "node:crypto";
import { QUEUES } from "@playpal/contracts";
import { createDatabase, type Database } from "@playpal/db";
import { createLogger, createQueueConnection, createRedis, loadConfig, type Redis } from "@playpal/platform";
import { Queue, Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#test/context.ts";
import { sampleValue } from "#test/metrics.ts";
import { type RedisServer, startRedisServer } from "#test/redis-server.ts";
import { TEST_REDIS_URL } from "#test/servers.ts";
import { buildMediaWorkerHttp, type MediaWorkerHttp } from "./http-server.ts";

const METRICS_TOKEN = "media-metrics-token-0123456789";
const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  METRICS_TOKEN,
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: `t${randomBytes(4).toString("hex")}`,
});
const prefix = `${config.REDIS_PREFIX}:bull`;
const connection = createQueueConnection(config.REDIS_URL);
const queue = new Queue(QUEUES.media, { connection, prefix });
// The HTTP server only watches the worker it is given: any worker of the media queue will do.
const worker = new Worker(QUEUES.media, async () => "done", {
  connection: createQueueConnection(config.REDIS_URL),
  prefix,
  autorun: false,
});
let http: MediaWorkerHttp;
// /ready's stores: a database of this file's own, and a Redis server of its own that can crash.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let redisServer: RedisServer;
let redis: Redis;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.url, { max: 1 });
  redisServer = await startRedisServer();
  redis = createRedis(redisServer.url, config.REDIS_PREFIX);
  redis.on("error", () => {});
  http = await buildMediaWorkerHttp({
    config,
    logger: createLogger(config, "media-worker"),
    worker,
    db,
    redis,
  });
  void worker.run();
  await worker.waitUntilReady();
});
afterAll(async () => {
  await worker.close();
  await http.close();
  redis.disconnect();
  await redisServer.close();
  await db.$client.end();
  await database.drop();
  await queue.obliterate({ force: true });
  await queue.close();
  connection.disconnect();
});

const scrape = () =>
  http.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

describe("media worker HTTP server", () => {
  it("serves /metrics behind the token with job durations of the worker and the queue's depth", async () => {
    expect((await http.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const job = await queue.add("media.process", { mediaId: "m" });
    for (let i = 0; i < 100 && !(await job.isCompleted()); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    let text = "";
    const completed = { queue: "media", name: "media.process", outcome: "completed" };
    for (let i = 0; i < 50; i += 1) {
      text = (await scrape()).body;
      if (sampleValue(text, "queue_job_duration_seconds_count", completed) === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sampleValue(text, "queue_job_duration_seconds_count", completed)).toBe(1);
    expect(
      sampleValue(text, "queue_jobs", { queue: "media", state: "waiting", service: "media-worker" }),
    ).toBe(0);
  });

  it("answers /ready 503 naming Redis while its Redis is down, and 200 once it is back", async () => {
    const ready = () => http.app.inject({ method: "GET", url: "/ready" });
    expect((await ready()).json()).toEqual({ ready: true, db: true, redis: true });
    await redisServer.crash();
    try {
      const down = await ready();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ready: false, db: true, redis: false });
    } finally {
      await redisServer.start();
    }
    await expect.poll(async () => (await ready()).statusCode).toBe(200);
  });

  it("answers /health while the worker runs, 503 once it is closed, and then shows the backlog", async () => {
    const up = await http.app.inject({ method: "GET", url: "/health" });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ ok: true });
    await worker.close();
    const down = await http.app.inject({ method: "GET", url: "/health" });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ ok: false });
    await queue.add("media.process", { mediaId: "a" });
    await queue.add("media.process", { mediaId: "b" });
    const text = (await scrape()).body;
    expect(sampleValue(text, "queue_jobs", { queue: "media", state: "waiting" })).toBe(2);
  });
});
