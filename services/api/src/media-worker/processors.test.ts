import { randomBytes } from "node:crypto";
import { QUEUES } from "@playpal/contracts";
import { createQueueConnection } from "@playpal/platform";
import { Queue, QueueEvents } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { startMediaWorker } from "#test/media-worker.ts";

describe("media worker: job dispatch", () => {
  let queue: Queue;
  let events: QueueEvents;
  let close: () => Promise<void>;
  const ctx = useTestApp();
  beforeAll(async () => {
    const prefix = `${ctx.config.REDIS_PREFIX}:bull`;
    queue = new Queue(QUEUES.media, { connection: createQueueConnection(ctx.config.REDIS_URL), prefix });
    events = new QueueEvents(QUEUES.media, {
      connection: createQueueConnection(ctx.config.REDIS_URL),
      prefix,
    });
    await events.waitUntilReady();
    const worker = await startMediaWorker(ctx);
    close = () => worker.close();
  });
  afterAll(async () => {
    await close?.();
    await queue?.close();
    await events?.close();
  });

  it("fails a malformed job at once, without retries, and goes on consuming", async () => {
    const malformed = await queue.add("media.process", { mediaId: 42 } as never, {
      attempts: 3,
      backoff: { type: "fixed", delay: 1 },
    });
    await expect(malformed.waitUntilFinished(events, 10_000)).rejects.toThrow(/invalid payload/);
    expect((await queue.getJob(malformed.id as string))?.attemptsMade).toBe(1);

    // A media that no longer exists (its post deleted meanwhile) is skipped, not failed.
    const gone = await queue.add("media.process", {
      mediaId: `gone${randomBytes(4).toString("hex")}`,
      postId: "p2",
      userId: "u2",
      storageKey: "uploads/u2/images/2026/y.png",
      mimeType: "image/png",
    });
    expect(await gone.waitUntilFinished(events, 10_000)).toEqual({ status: "gone" });
  });

  it("fails a job whose name has no processor instead of dropping it silently", async () => {
    const job = await queue.add("media.unknown" as "media.process", {} as never, { attempts: 1 });
    await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(/no processor/);
  });
});
