import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { registerUser, useTestApp } from "#test/context.ts";
import type { FakeS3 } from "#test/fake-s3.ts";
import {
  mediaRow,
  postWithFile,
  readObject,
  s3Env,
  startFakeS3,
  startMediaWorker,
  waitForMediaStatus,
} from "#test/media-worker.ts";
import { makeImage } from "#test/multipart.ts";
import { freePort } from "#test/realtime.ts";
import { killIfRunning, type ServiceProcess, startProcess, startService } from "#test/service-process.ts";

describe("media worker: stopping mid-job", () => {
  let s3: FakeS3;
  let child: ServiceProcess | undefined;
  let worker: Worker | undefined;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await s3?.close();
  });
  const ctx = useTestApp(() => s3Env(s3));
  // The recovering worker's screening model, loaded here rather than inside the test's own time.
  beforeAll(() => ctx.deps.classifier?.load());
  /** The test context's configuration as environment variables for a worker process. */
  const configEnv = () =>
    Object.fromEntries(
      Object.entries(ctx.config)
        .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))
        .map(([k, v]) => [
          k,
          Array.isArray(v) ? v.join(",") : typeof v === "object" ? JSON.stringify(v) : String(v),
        ]),
    );
  afterAll(async () => {
    killIfRunning(child);
    await worker?.close();
  });

  it("has its job recovered by another worker, with the same variants and one ready row", async () => {
    const user = await registerUser(ctx.app);
    const { mediaId } = await postWithFile(
      ctx,
      user,
      await makeImage(900, 600, "png").then((data) => ({
        data,
        contentType: "image/png",
        filename: "a.png",
      })),
    );
    // Its own temporary directory: killed mid-job, the worker cannot remove the file it downloaded.
    const tmp = await mkdtemp(path.join(tmpdir(), "playpal-crash-"));
    onTestFinished(() => rm(tmp, { recursive: true, force: true }));
    child = startProcess("test/media-worker-stalling.ts", { ...configEnv(), LOG_LEVEL: "warn", TMPDIR: tmp });
    await child.waitForLog((line) => line.msg === "stalling");
    const halfway = await mediaRow(ctx, mediaId);
    expect(halfway.status).toBe("processing");
    const displayKey = `media/${user.id}/${mediaId}/display.webp`;
    const firstDisplay = await readObject(ctx, displayKey);
    child.child.kill("SIGKILL");
    await child.exited;

    // Its own lock long enough for screening's inference on a loaded machine; the stalled check often
    // enough to find the killed worker's expired lock (1 s) at once.
    worker = await startMediaWorker(ctx, { lockDuration: 10_000, stalledInterval: 300 });
    // Closed whatever happens: a worker left running would take the next test's job.
    onTestFinished(async () => {
      await worker?.close();
      worker = undefined;
    });
    const row = await waitForMediaStatus(ctx, mediaId, ["ready", "failed"], 45_000);
    expect(row.status).toBe("ready");
    expect(row.displayKey).toBe(displayKey);
    expect(row.variants).toEqual([displayKey, `media/${user.id}/${mediaId}/thumb.webp`]);
    expect((await readObject(ctx, displayKey)).equals(firstDisplay)).toBe(true);
    expect(await ctx.deps.storage.head(row.thumbnailKey!)).not.toBeNull();
    // The original goes once the ready row is committed: a moment after the status the test saw.
    await expect.poll(() => ctx.deps.storage.head(row.storageKey)).toBeNull();
    await expect
      .poll(async () => (await ctx.deps.queues.media.getJob(mediaId))?.getState())
      .toBe("completed");
    expect((await ctx.deps.queues.media.getJob(mediaId))?.returnvalue).toEqual({ status: "ready" });
    // The stalling process loads its screening model (a few seconds under tsx) before it stalls.
  }, 120_000);

  // After the recovery test: BullMQ runs one stalled-job check per queue per interval, and the entry
  // point's worker would claim the next one for its production-length interval.
  it("finishes the job it is running on SIGTERM, then exits 0 (the real entry point)", async () => {
    const user = await registerUser(ctx.app);
    const service = startService("media-worker", {
      ...configEnv(),
      MEDIA_WORKER_PORT: String(await freePort()),
      LOG_LEVEL: "info",
    });
    child = service;
    await service.waitForLog((line) => line.msg === "media worker started");
    // Its screening model is loaded at start-up; the job it is running when told to stop comes after.
    await service.waitForLog((line) => line.msg === "screening model loaded");
    const { mediaId } = await postWithFile(ctx, user, {
      data: await makeImage(3000, 2400, "png"),
      contentType: "image/png",
      filename: "big.png",
    });
    await expect
      .poll(async () => (await mediaRow(ctx, mediaId)).status, { interval: 5, timeout: 15_000 })
      .not.toBe("pending");
    service.child.kill("SIGTERM");
    expect(await service.exited).toEqual({ code: 0, signal: null });
    expect((await mediaRow(ctx, mediaId)).status).toBe("ready");
  }, 90_000);
});
