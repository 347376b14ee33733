import { createQueueConnection } from "@playpal/platform";
import { QueueEvents, type Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { drainFormerNotificationsQueue } from "./jobs-worker.ts";

// The queue `background` was called `notifications` until this release: what a running deployment left
// in it (and what replicas of the previous release add during the rolling deploy) still runs.
let events: QueueEvents;
const ctx = useTestApp();
beforeAll(async () => {
  events = new QueueEvents("notifications", {
    connection: createQueueConnection(ctx.config.REDIS_URL),
    prefix: `${ctx.config.REDIS_PREFIX}:bull`,
  });
  await events.waitUntilReady();
});
afterAll(async () => {
  await events?.close();
});

describe("the former notifications queue", () => {
  it("runs its waiting and delayed jobs on the background queue's handlers, and stops its schedules", async () => {
    const former = ctx.deps.queues.formerNotifications;
    // As the previous release left it: a sweep's schedule, a waiting job, a delayed one now due.
    await former.upsertJobScheduler(
      "commerce-sweep",
      { every: 300_000 },
      { name: "commerce.sweep", data: {} },
    );
    const waiting = await former.add("push.receipts", { ticketIds: [], tokensByTicket: {} });
    const delayed = await former.add("commerce.session-end", { sessionId: "gone" }, { delay: 200 });
    const malformed = await former.add("push.receipts", { ticketIds: "x" } as never, { attempts: 3 });

    const worker: Worker = drainFormerNotificationsQueue(ctx.deps);
    try {
      expect(await waiting.waitUntilFinished(events, 10_000)).toEqual({ checked: 0, removed: 0 });
      expect(await delayed.waitUntilFinished(events, 10_000)).toEqual({ released: 0 });
      await expect(malformed.waitUntilFinished(events, 10_000)).rejects.toThrow(/invalid payload/);
      await expect.poll(() => former.getJobSchedulers(), { timeout: 5000 }).toEqual([]);
    } finally {
      await worker.close();
    }
  });
});
