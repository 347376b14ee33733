import { QUEUES } from "@playpal/contracts";
import { createQueueConnection } from "@playpal/platform";
import { QueueEvents, type Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { createBackgroundWorker } from "../jobs-worker.ts";

let worker: Worker;
let events: QueueEvents;
const ctx = useTestApp();
beforeAll(async () => {
  worker = createBackgroundWorker(ctx.deps);
  events = new QueueEvents(QUEUES.background, {
    connection: createQueueConnection(ctx.config.REDIS_URL),
    prefix: `${ctx.config.REDIS_PREFIX}:bull`,
  });
  await Promise.all([worker.waitUntilReady(), events.waitUntilReady()]);
});
afterAll(async () => {
  await worker?.close();
  await events?.close();
});

describe("notifications worker", () => {
  it("fails a malformed job at once, without retries, and goes on consuming", async () => {
    const queue = ctx.deps.queues.background;
    const retries = { attempts: 5, backoff: { type: "fixed", delay: 1 } };
    const malformed = [
      await queue.add("push.receipts", { ticketIds: "not-a-list" } as never, retries),
      await queue.add("fanout.channel-room-created", { channelId: 7 } as never, retries),
    ];
    for (const job of malformed) {
      await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(/invalid payload/);
      expect((await queue.getJob(job.id as string))?.attemptsMade).toBe(1);
    }

    const valid = await queue.add("push.receipts", { ticketIds: [], tokensByTicket: {} });
    expect(await valid.waitUntilFinished(events, 10_000)).toEqual({ checked: 0, removed: 0 });
  });
});
