import { media } from "@playpal/db";
import { createS3Storage } from "@playpal/platform";
import type { Worker } from "bullmq";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser, type TestContext, useTestApp } from "#test/context.ts";
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
import { processImage } from "./image-processing.ts";
import { GAVE_UP_MESSAGE } from "./process-media.ts";
import { createMediaWorker } from "./worker.ts";

/** A JPEG stored sideways (EXIF orientation 6: rotate 90° clockwise to view) with GPS and XMP blocks. */
function sidewaysJpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestCam" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 30/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 17/1 40/1",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .toBuffer();
}

const png = async (width: number, height: number) => ({
  data: await makeImage(width, height, "png"),
  contentType: "image/png",
  filename: "shot.png",
});

/**
 * The worker deletes the original just after it writes `ready` (so a crash in between leaves the
 * original for the retry): wait for the deletion, bounded, instead of racing it on a loaded machine.
 */
async function originalGone(ctx: TestContext, key: string, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await ctx.deps.storage.head(key)) === null) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return ctx.deps.storage.head(key);
}

describe("media worker: images through S3", () => {
  let s3: FakeS3;
  let worker: Worker | undefined;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await s3?.close();
  });
  const ctx = useTestApp(() => ({ ...s3Env(s3), MEDIA_MAX_IMAGE_PIXELS: String(4_000_000) }));
  afterAll(async () => {
    await worker?.close();
  });

  it("processes an upload made while the worker was down once it starts", async () => {
    const user = await registerUser(ctx.app);
    const { mediaId } = await postWithFile(ctx, user, await png(64, 48));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await mediaRow(ctx, mediaId)).status).toBe("pending");
    worker = await startMediaWorker(ctx);
    const row = await waitForMediaStatus(ctx, mediaId, ["ready"]);
    expect(row.displayKey).toBe(`media/${user.id}/${mediaId}/display.webp`);
  });

  it("writes WebP display and thumb variants of a PNG, records their keys and size, deletes the original", async () => {
    const user = await registerUser(ctx.app);
    const { postId, mediaId } = await postWithFile(ctx, user, await png(3000, 1000));
    const row = await waitForMediaStatus(ctx, mediaId, ["ready", "failed"]);
    expect(row.status).toBe("ready");
    expect(row.errorMessage).toBeNull();
    const display = await sharp(await readObject(ctx, row.displayKey!)).metadata();
    const thumb = await sharp(await readObject(ctx, row.thumbnailKey!)).metadata();
    expect([display.format, display.width, display.height]).toEqual(["webp", 2048, 683]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(["webp", 480, 160]);
    expect([row.width, row.height]).toEqual([2048, 683]);
    expect(row.variants).toEqual([row.displayKey, row.thumbnailKey]);
    expect(row.sizeBytes).toBe((await ctx.deps.storage.head(row.displayKey!))?.size);
    expect(await originalGone(ctx, row.storageKey)).toBeNull();

    const post = (
      await ctx.app.inject({
        method: "GET",
        url: `/api/v1/posts/${postId}`,
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json();
    expect(post.media[0]).toMatchObject({
      id: mediaId,
      status: "ready",
      url: ctx.deps.storage.publicUrl(row.displayKey!),
      thumbnailUrl: ctx.deps.storage.publicUrl(row.thumbnailKey!),
      width: 2048,
      height: 683,
      errorMessage: null,
    });
  });

  it("applies EXIF orientation and leaves no EXIF, GPS, XMP or ICC block in the variants", async () => {
    const user = await registerUser(ctx.app);
    const original = await sidewaysJpegWithGps(600, 300);
    const before = await sharp(original).metadata();
    expect([before.orientation, Boolean(before.exif), Boolean(before.xmp)]).toEqual([6, true, true]);
    const { mediaId } = await postWithFile(ctx, user, {
      data: original,
      contentType: "image/jpeg",
      filename: "a.jpg",
    });
    const row = await waitForMediaStatus(ctx, mediaId, ["ready", "failed"]);
    expect(row.status).toBe("ready");
    for (const key of [row.displayKey!, row.thumbnailKey!]) {
      const meta = await sharp(await readObject(ctx, key)).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const display = await sharp(await readObject(ctx, row.displayKey!)).metadata();
    const thumb = await sharp(await readObject(ctx, row.thumbnailKey!)).metadata();
    expect([display.width, display.height]).toEqual([300, 600]);
    expect([thumb.width, thumb.height]).toEqual([240, 480]);
    expect(await originalGone(ctx, row.storageKey)).toBeNull();
  });

  it("never upscales a small image", async () => {
    const user = await registerUser(ctx.app);
    const { mediaId } = await postWithFile(ctx, user, await png(40, 30));
    const row = await waitForMediaStatus(ctx, mediaId, ["ready"]);
    const thumb = await sharp(await readObject(ctx, row.thumbnailKey!)).metadata();
    expect([row.width, row.height, thumb.width, thumb.height]).toEqual([40, 30, 40, 30]);
  });

  it("answers a repeated /media/upload/complete after processing with 200, without touching the deleted original", async () => {
    const user = await registerUser(ctx.app);
    const call = (url: string, payload: unknown) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${user.token}` },
        payload: payload as object,
      });
    const post = (await call("/posts", { body: "presigned" })).json() as { id: string };
    const presigned = (await call("/media/upload/url", { mimeType: "image/png" })).json() as {
      key: string;
      url: string;
      headers: Record<string, string>;
    };
    const put = await fetch(presigned.url, {
      method: "PUT",
      headers: presigned.headers,
      body: await makeImage(30, 20),
    });
    expect(put.status).toBe(200);
    const complete = { key: presigned.key, postId: post.id, mimeType: "image/png", width: 30, height: 20 };
    expect((await call("/media/upload/complete", complete)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(media).where(eq(media.storageKey, presigned.key));
    expect((await waitForMediaStatus(ctx, row!.id, ["ready", "failed"])).status).toBe("ready");
    expect(await originalGone(ctx, presigned.key)).toBeNull();
    const aclCalls = () =>
      s3.requests.filter((r) => r.query.has("acl") && r.path.endsWith(presigned.key)).length;
    const before = aclCalls();
    const again = await call("/media/upload/complete", complete);
    expect([again.statusCode, again.json()]).toEqual([200, { ok: true }]);
    expect(aclCalls()).toBe(before);
    expect((await mediaRow(ctx, row!.id)).status).toBe("ready");
  });

  it("fails a corrupt image at once with a clear message, without retries", async () => {
    const user = await registerUser(ctx.app);
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const corrupt = Buffer.concat([signature, Buffer.alloc(2000, 0x41)]);
    const { mediaId } = await postWithFile(ctx, user, {
      data: corrupt,
      contentType: "image/png",
      filename: "x.png",
    });
    const row = await waitForMediaStatus(ctx, mediaId, ["ready", "failed"]);
    expect(row.status).toBe("failed");
    expect(row.errorMessage).toMatch(/not an image that can be processed|could not be decoded/);
    await expect.poll(async () => (await ctx.deps.queues.media.getJob(mediaId))?.getState()).toBe("failed");
    expect((await ctx.deps.queues.media.getJob(mediaId))?.attemptsMade).toBe(1);
  });

  it("refuses an image above the configured pixel limit (decompression bomb)", async () => {
    const user = await registerUser(ctx.app);
    const { mediaId } = await postWithFile(ctx, user, await png(2500, 2000));
    const row = await waitForMediaStatus(ctx, mediaId, ["ready", "failed"]);
    expect(row.status).toBe("failed");
    expect(row.errorMessage).toBe("The image is too large (more than 4000000 pixels)");
  });

  it("deletes the variants it wrote when the post was deleted while they were being made", async () => {
    const user = await registerUser(ctx.app);
    await worker?.close();
    worker = undefined;
    const { mediaId } = await postWithFile(ctx, user, await png(64, 48));
    const row = await mediaRow(ctx, mediaId);
    // The row goes (its post deleted) between the job's start and its end; the original is still there.
    await ctx.db.delete(media).where(eq(media.id, mediaId));
    await processImage(ctx.deps, row);
    const keys = [`media/${user.id}/${mediaId}/display.webp`, `media/${user.id}/${mediaId}/thumb.webp`];
    for (const key of keys) expect(await ctx.deps.storage.head(key)).toBeNull();
    expect(await originalGone(ctx, row.storageKey)).toBeNull();
  });

  it("retries while storage is unreachable and marks the media failed once the attempts are spent", async () => {
    const user = await registerUser(ctx.app);
    await worker?.close();
    worker = undefined;
    const { mediaId, postId } = await postWithFile(ctx, user, await png(64, 48));
    // Jobs queued from here carry two attempts; the worker below reaches a storage server that is gone.
    const job = await ctx.deps.queues.media.getJob(mediaId);
    await job?.remove();
    await ctx.deps.queues.media.add(
      "media.process",
      {
        mediaId,
        postId,
        userId: user.id,
        storageKey: (await mediaRow(ctx, mediaId)).storageKey,
        mimeType: "image/png",
      },
      { jobId: mediaId, attempts: 2, backoff: { type: "fixed", delay: 10 } },
    );
    const unreachable = createS3Storage({
      bucket: s3.bucket,
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9",
      forcePathStyle: true,
      accessKeyId: "x",
      secretAccessKey: "x",
    });
    const broken = createMediaWorker({ ...ctx.deps, storage: unreachable }, { concurrency: 1 });
    try {
      const row = await waitForMediaStatus(ctx, mediaId, ["failed", "ready"], 20_000);
      expect(row.status).toBe("failed");
      expect(row.errorMessage).toBe(GAVE_UP_MESSAGE);
      // The row is written by the last attempt just before BullMQ records that attempt's failure.
      await expect.poll(async () => (await ctx.deps.queues.media.getJob(mediaId))?.getState()).toBe("failed");
      expect((await ctx.deps.queues.media.getJob(mediaId))?.attemptsMade).toBe(2);
    } finally {
      await broken.close();
    }
  });
});
