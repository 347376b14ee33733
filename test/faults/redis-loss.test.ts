/**
 * Redis SIGKILLed and restarted empty (no persistence) while the media worker is paused: the photos'
 * jobs die with Redis, and so do every job scheduler. Nothing is restarted by hand.
 */
import { QUEUES } from "@playpal/contracts";
import { media } from "@playpal/db";
import { Queue } from "bullmq";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleValue } from "../metrics.ts";
import { makeImage, multipart } from "../multipart.ts";
import { type FaultPlatform, type RunningService, signUp, startFaultPlatform } from "./harness.ts";

const SWEEP_INTERVAL_MS = 5000;
const PENDING_GRACE_MS = 1000;
const PHOTOS = 6;

/** Every job scheduler of the platform, by queue: the media worker's and the API's. */
const SCHEDULERS: Record<string, string[]> = {
  [QUEUES.media]: ["media-sweep"],
  [QUEUES.background]: ["commerce-sweep", "feeds-fanout-sweep"],
  [QUEUES.accounts]: ["accounts-sweep"],
  [QUEUES.discovery]: ["discovery.refresh-rollups"],
};

let platform: FaultPlatform;
let api: RunningService;
let worker: RunningService;
let queues: Queue[] = [];

beforeAll(async () => {
  platform = await startFaultPlatform({
    env: {
      MEDIA_SWEEP_INTERVAL_MS: String(SWEEP_INTERVAL_MS),
      MEDIA_PENDING_GRACE_MS: String(PENDING_GRACE_MS),
      // The hourly check is not what brings them back here: the reconnection is.
      JOB_SCHEDULER_CHECK_MS: "3600000",
    },
  });
  [api, worker] = await Promise.all([platform.start("api"), platform.start("media-worker")]);
  queues = Object.keys(SCHEDULERS).map(
    (name) =>
      new Queue(name, {
        connection: { url: platform.redis.url },
        prefix: `${platform.env.REDIS_PREFIX}:bull`,
      }),
  );
  for (const queue of queues) queue.on("error", () => {});
}, 120_000);
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.close()));
  await platform?.close();
}, 60_000);

/** `queue: scheduler` of every scheduler in Redis now. */
async function registered(): Promise<string[]> {
  const found = await Promise.all(
    queues.map(async (queue) => (await queue.getJobSchedulers()).map((s) => `${queue.name}: ${s.key}`)),
  );
  return found.flat().sort();
}
const expected = Object.entries(SCHEDULERS)
  .flatMap(([queue, ids]) => ids.map((id) => `${queue}: ${id}`))
  .sort();

async function postPhoto(token: string): Promise<string> {
  const form = multipart({ body: "a photo", type: "photos" }, [
    { field: "media", filename: "p.png", contentType: "image/png", data: await makeImage(40, 30) },
  ]);
  const response = await fetch(`${api.url}/api/v1/posts`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    body: form.payload,
  });
  expect(response.status).toBe(201);
  const post = (await response.json()) as { media: { id: string }[] };
  return post.media[0]?.id as string;
}

describe("Redis loses its data", () => {
  it("every photo whose job died with Redis is ready within the sweep's interval, every scheduler is back, each repair counted, and no process restarted", {
    timeout: 120_000,
  }, async ({ annotate }) => {
    await expect.poll(registered, { timeout: 30_000 }).toEqual(expected);
    const user = await signUp(api.url);
    const pids = [api.process.child.pid, worker.process.child.pid];

    // The worker stalls: the photos' jobs wait in Redis.
    worker.pause();
    const mediaIds: string[] = [];
    for (let i = 0; i < PHOTOS; i++) mediaIds.push(await postPhoto(user.token));
    const statuses = () =>
      platform.db.select({ status: media.status }).from(media).where(inArray(media.id, mediaIds));
    expect((await statuses()).map((row) => row.status)).toEqual(Array(PHOTOS).fill("pending"));
    expect(await queues[0]?.getWaitingCount()).toBe(PHOTOS);
    // Older than the sweep's grace period, as photos waiting for a stalled worker would be.
    await new Promise((resolve) => setTimeout(resolve, PENDING_GRACE_MS));

    // Redis is killed and comes back empty: the jobs and the schedulers are gone (the API, running,
    // may be registering its own again already; the paused worker cannot).
    await platform.redis.crash();
    await platform.redis.start();
    expect(await queues[0]?.getJobSchedulers()).toEqual([]);
    expect(await queues[0]?.getWaitingCount()).toBe(0);

    const resumed = Date.now();
    worker.resume();
    await expect
      .poll(async () => (await statuses()).every((row) => row.status === "ready"), {
        timeout: SWEEP_INTERVAL_MS,
        interval: 100,
      })
      .toBe(true);
    const readyAfterMs = Date.now() - resumed;
    await expect.poll(registered, { timeout: 10_000 }).toEqual(expected);
    const schedulersBackAfterMs = Date.now() - resumed;

    // Each scheduler registered again is counted by the process that owns it.
    const repairs = async (service: RunningService, queue: string, scheduler: string) =>
      sampleValue(await service.metrics(), "playpal_jobs_scheduler_repairs_total", { queue, scheduler });
    expect(await repairs(worker, QUEUES.media, "media-sweep")).toBeGreaterThanOrEqual(1);
    for (const queue of [QUEUES.background, QUEUES.accounts, QUEUES.discovery]) {
      for (const scheduler of SCHEDULERS[queue] ?? []) {
        expect(await repairs(api, queue, scheduler), `${queue}: ${scheduler}`).toBeGreaterThanOrEqual(1);
      }
    }
    // Nobody restarted anything.
    expect([api.process.child.pid, worker.process.child.pid]).toEqual(pids);
    expect([api.process.child.exitCode, worker.process.child.exitCode]).toEqual([null, null]);
    await annotate(
      `${PHOTOS} photos ready ${readyAfterMs} ms after the worker resumed (sweep every ${SWEEP_INTERVAL_MS} ms); all ${expected.length} schedulers back within ${schedulersBackAfterMs} ms`,
      "fault",
    );
  });
});
