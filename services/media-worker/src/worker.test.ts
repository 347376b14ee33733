import { randomBytes } from "node:crypto";
import { QUEUES } from "@playpal/contracts";
import { createLogger, createQueueConnection, loadConfig } from "@playpal/platform";
import { Queue, QueueEvents } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaWorker } from "./worker.ts";

const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  REDIS_PREFIX: `t${randomBytes(4).toString("hex")}`,
});
const prefix = `${config.REDIS_PREFIX}:bull`;
const connection = createQueueConnection(config.REDIS_URL);
const queue = new Queue(QUEUES.media, { connection, prefix });
const events = new QueueEvents(QUEUES.media, { connection: createQueueConnection(config.REDIS_URL), prefix });
const worker = createMediaWorker(config, createLogger(config, "media-worker"));

beforeAll(async () => {
  await events.waitUntilReady();
  await worker.waitUntilReady();
});
afterAll(async () => {
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await events.close();
  connection.disconnect();
});

describe("media worker", () => {
  it("consumes media.process jobs from the media queue", async () => {
    const job = await queue.add("media.process", {
      mediaId: "m1",
      postId: "p1",
      userId: "u1",
      storageKey: "uploads/u1/images/2026/x.jpg",
      mimeType: "image/jpeg",
    });
    const result = await job.waitUntilFinished(events, 10_000);
    expect(result).toEqual({ status: "pending" });
  });

  it("fails a malformed job at once, without retries, and goes on consuming", async () => {
    const malformed = await queue.add("media.process", { mediaId: 42 } as never, {
      attempts: 3,
      backoff: { type: "fixed", delay: 1 },
    });
    await expect(malformed.waitUntilFinished(events, 10_000)).rejects.toThrow(/invalid payload/);
    expect((await queue.getJob(malformed.id as string))?.attemptsMade).toBe(1);

    const valid = await queue.add("media.process", {
      mediaId: "m2",
      postId: "p2",
      userId: "u2",
      storageKey: "uploads/u2/images/2026/y.png",
      mimeType: "image/png",
    });
    expect(await valid.waitUntilFinished(events, 10_000)).toEqual({ status: "pending" });
  });

  it("fails a job whose name has no processor instead of dropping it silently", async () => {
    const job = await queue.add("media.unknown" as "media.process", {} as never, { attempts: 1 });
    await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(/no processor/);
  });
});
