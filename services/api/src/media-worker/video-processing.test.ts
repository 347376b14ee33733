import { createMuxVideoProvider } from "@playpal/platform";
import type { Worker } from "bullmq";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { startFakeMux } from "#test/fake-mux.ts";
import type { FakeS3 } from "#test/fake-s3.ts";
import { generatedImages } from "#test/generated-images.ts";
import {
  makeVideo,
  mediaRow,
  postWithFile,
  readObject,
  s3Env,
  startFakeS3,
  startMediaWorker,
  waitForMediaStatus,
} from "#test/media-worker.ts";
import { deliverMuxEvent, muxEvent } from "#test/mux-webhook.ts";
import { MP4_HEAD } from "#test/social-factories.ts";

const WEBHOOK_SECRET = "mux-webhook-test-secret";

describe("media worker: videos in local mode (no Mux credentials)", () => {
  let s3: FakeS3;
  let worker: Worker;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await s3?.close();
  });
  const ctx = useTestApp(() => s3Env(s3));
  beforeAll(async () => {
    worker = await startMediaWorker(ctx);
  });
  afterAll(async () => {
    await worker?.close();
  });

  it("probes the clip, writes a WebP poster, keeps the original as url and sets ready with duration and size", async () => {
    const user = await registerUser(ctx.app);
    const video = await makeVideo();
    const { postId, mediaId } = await postWithFile(
      ctx,
      user,
      { data: video, contentType: "video/mp4", filename: "clip.mp4" },
      "clip",
    );
    const row = await waitForMediaStatus(ctx, mediaId, ["ready", "failed"], 60_000);
    expect(row.status).toBe("ready");
    // Its poster frame was screened before it was ready (a test pattern: not sensitive).
    expect(row).toMatchObject({ sensitive: false, screening: { model: "MobileNetV2" } });
    expect(row.duration).toBeCloseTo(2, 1);
    expect([row.width, row.height, row.sizeBytes]).toEqual([320, 240, video.length]);
    expect(row.thumbnailKey).toBe(`media/${user.id}/${mediaId}/poster.webp`);
    const poster = await sharp(await readObject(ctx, row.thumbnailKey!)).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(["webp", 320, 240]);
    expect((await readObject(ctx, row.storageKey)).equals(video)).toBe(true);

    const post = (
      await ctx.app.inject({
        method: "GET",
        url: `/api/v1/posts/${postId}`,
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json();
    expect(post.media[0]).toMatchObject({
      status: "ready",
      mimeType: "video/mp4",
      url: ctx.deps.storage.publicUrl(row.storageKey),
      thumbnailUrl: ctx.deps.storage.publicUrl(row.thumbnailKey!),
      width: 320,
      height: 240,
    });
  });

  it("fails a file that only looks like a video, without retries", async () => {
    const user = await registerUser(ctx.app);
    const fake = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypmp42"),
      Buffer.alloc(4000, 7),
    ]);
    const { mediaId } = await postWithFile(
      ctx,
      user,
      { data: fake, contentType: "video/mp4", filename: "x.mp4" },
      "clip",
    );
    const row = await waitForMediaStatus(ctx, mediaId, ["ready", "failed"]);
    expect(row.status).toBe("failed");
    expect(row.errorMessage).toBe("The file is not a playable video");
  });
});

describe("media worker: videos handed to Mux", () => {
  let mux: Awaited<ReturnType<typeof startFakeMux>>;
  let worker: Worker;
  beforeAll(async () => {
    mux = await startFakeMux();
  });
  afterAll(async () => {
    await mux?.close();
  });
  const ctx = useTestApp(
    () => ({ MUX_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    () => ({
      video: createMuxVideoProvider({
        tokenId: "id",
        tokenSecret: "secret",
        baseURL: mux.url,
        imageBaseURL: mux.url,
      }),
    }),
  );
  beforeAll(async () => {
    worker = await startMediaWorker(ctx);
  });
  afterAll(async () => {
    await worker?.close();
  });

  it("creates a public asset from a signed URL of the private original with the media id as passthrough and waits for the webhook", async () => {
    const user = await registerUser(ctx.app);
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypmp42"),
      Buffer.alloc(100, 1),
    ]);
    const { mediaId } = await postWithFile(
      ctx,
      user,
      { data: video, contentType: "video/mp4", filename: "c.mp4" },
      "clip",
    );
    await expect
      .poll(async () => (await ctx.deps.queues.media.getJob(mediaId))?.getState())
      .toBe("completed");
    const row = await waitForMediaStatus(ctx, mediaId, ["processing"]);
    const created = mux.requests.filter((r) => r.method === "POST" && r.path === "/video/v1/assets");
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({ passthrough: mediaId, playback_policies: ["public"] });
    // The original stays private until the video is screened: Mux fetches it through a signed URL.
    const body = created[0]?.body as { inputs: [{ url: string }] };
    const input = body.inputs[0].url;
    expect(input.startsWith(`${ctx.deps.storage.publicUrl(row.storageKey)}?`)).toBe(true);
    expect(input).toContain("signature=");
    const fetched = await ctx.app.inject({
      method: "GET",
      url: new URL(input).pathname + new URL(input).search,
    });
    expect(fetched.statusCode).toBe(200);
    expect(row.providerAssetId).toBe([...mux.assets.keys()][0]);

    // The job run again (a redelivery) hands nothing over twice.
    const job = await ctx.deps.queues.media.getJob(mediaId);
    await job?.retry("completed");
    await expect
      .poll(async () => (await ctx.deps.queues.media.getJob(mediaId))?.getState())
      .toBe("completed");
    expect(mux.requests.filter((r) => r.path === "/video/v1/assets")).toHaveLength(1);
  });
  it("screens the provider's poster frame once the asset is ready, and only then sets the video ready", async () => {
    const user = await registerUser(ctx.app);
    const { postId, mediaId } = await postWithFile(
      ctx,
      user,
      { data: MP4_HEAD, contentType: "video/mp4", filename: "d.mp4" },
      "clip",
    );
    await waitForMediaStatus(ctx, mediaId, ["processing"]);
    await expect.poll(async () => (await mediaRow(ctx, mediaId)).providerAssetId).toBeTruthy();
    const assetId = (await mediaRow(ctx, mediaId)).providerAssetId as string;
    const playbackId = mux.assets.get(assetId)?.playback_ids[0]?.id as string;
    const [frame] = await generatedImages();
    mux.posters.set(playbackId, frame?.data as Buffer);
    const ready = muxEvent("video.asset.ready", {
      id: assetId,
      passthrough: mediaId,
      status: "ready",
      duration: 3.2,
      playback_ids: [{ id: playbackId, policy: "public" }],
      tracks: [{ type: "video", max_width: 1280, max_height: 720 }],
    });
    expect((await deliverMuxEvent(ctx.app, WEBHOOK_SECRET, ready)).statusCode).toBe(200);
    const row = await waitForMediaStatus(ctx, mediaId, ["ready", "failed"], 60_000);
    expect(row).toMatchObject({ status: "ready", sensitive: false, playbackId, width: 1280, duration: 3.2 });
    expect(row.screening?.model).toBe("MobileNetV2");
    // Fetched from Mux's image host already scaled to the classifier's input.
    const fetched = mux.requests.filter((r) => r.path === `/${playbackId}/thumbnail.png`);
    expect(fetched).toHaveLength(1);
    const post = (
      await ctx.app.inject({ method: "GET", url: `/api/v1/posts/${postId}`, headers: bearer(user.token) })
    ).json();
    expect(post.media[0]).toMatchObject({
      status: "ready",
      url: `https://stream.mux.com/${playbackId}.m3u8`,
      sensitive: false,
    });
  });
});
