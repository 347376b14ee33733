import type { Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, registerUser, type TestContext } from "../../../test/context.ts";
import type { FakeS3 } from "../../../test/fake-s3.ts";
import {
  mediaRow,
  postWithFile,
  readObject,
  s3Env,
  startFakeS3,
  startMediaWorker,
  waitForMediaStatus,
} from "../../../test/media-worker.ts";
import { makeImage } from "../../../test/multipart.ts";
import { killIfRunning, type ServiceProcess, startProcess } from "../../../test/service-process.ts";

describe("media worker: a worker killed mid-job", () => {
  let s3: FakeS3;
  let ctx: TestContext;
  let child: ServiceProcess | undefined;
  let worker: Worker | undefined;
  beforeAll(async () => {
    s3 = await startFakeS3();
    ctx = await createTestContext(s3Env(s3));
  });
  afterAll(async () => {
    killIfRunning(child);
    await worker?.close();
    await ctx?.close();
    await s3?.close();
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
    const env = Object.fromEntries(
      Object.entries(ctx.config).map(([k, v]) => [
        k,
        typeof v === "object" ? JSON.stringify(v) : String(v ?? ""),
      ]),
    );
    child = startProcess("test/media-worker-stalling.ts", { ...env, LOG_LEVEL: "warn" });
    await child.waitForLog((line) => line.msg === "stalling");
    const halfway = await mediaRow(ctx, mediaId);
    expect(halfway.status).toBe("processing");
    const displayKey = `media/${user.id}/${mediaId}/display.webp`;
    const firstDisplay = await readObject(ctx, displayKey);
    child.child.kill("SIGKILL");
    await child.exited;

    worker = await startMediaWorker(ctx, { lockDuration: 1000, stalledInterval: 300 });
    const row = await waitForMediaStatus(ctx, mediaId, ["ready", "failed"], 20_000);
    expect(row.status).toBe("ready");
    expect(row.displayKey).toBe(displayKey);
    expect(row.variants).toEqual([displayKey, `media/${user.id}/${mediaId}/thumb.webp`]);
    expect((await readObject(ctx, displayKey)).equals(firstDisplay)).toBe(true);
    expect(await ctx.deps.storage.head(row.thumbnailKey!)).not.toBeNull();
    expect(await ctx.deps.storage.head(row.storageKey)).toBeNull();
    await expect
      .poll(async () => (await ctx.deps.queues.media.getJob(mediaId))?.getState())
      .toBe("completed");
    expect((await ctx.deps.queues.media.getJob(mediaId))?.returnvalue).toEqual({ status: "ready" });
  });
});
