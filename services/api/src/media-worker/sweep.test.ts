import { media, pendingUploads } from "@playpal/db";
import type { Worker } from "bullmq";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registerUser, useTestApp } from "#test/context.ts";
import { mediaRow, postWithFile, startMediaWorker, waitForMediaStatus } from "#test/media-worker.ts";
import { makeImage } from "#test/multipart.ts";
import { MP4_HEAD } from "#test/social-factories.ts";
import { deleteAbandonedUploads, requeueStalePending } from "./sweep.ts";
import { keepMediaSweep, SWEEP_SCHEDULER_ID } from "./worker.ts";

const ctx = useTestApp({ MEDIA_SWEEP_INTERVAL_MS: "1000" });
const call = ctx.call;

const photo = async () => ({
  data: await makeImage(50, 40, "png"),
  contentType: "image/png",
  filename: "p.png",
});

/** A pending media whose job was lost (Redis dropped after the post was written), uploaded `minutesAgo`. */
async function orphanedPendingMedia(user: { token: string }, minutesAgo: number) {
  const { mediaId } = await postWithFile(ctx, user, await photo());
  await (await ctx.deps.queues.media.getJob(mediaId))?.remove();
  await ctx.db
    .update(media)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(media.id, mediaId));
  return mediaId;
}

describe("media sweep: pending media without a job", () => {
  it("re-queues media left pending past the grace period, and leaves fresh or queued ones alone", async () => {
    const user = await registerUser(ctx.app);
    const stale = await orphanedPendingMedia(user, 10);
    const fresh = await orphanedPendingMedia(user, 0);
    const { mediaId: queued } = await postWithFile(ctx, user, await photo());
    await ctx.db
      .update(media)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(media.id, queued));
    const queuedJob = await ctx.deps.queues.media.getJob(queued);

    const count = await requeueStalePending(ctx.deps, new Date(Date.now() - 5 * 60_000));
    expect(count).toBe(1);
    const job = await ctx.deps.queues.media.getJob(stale);
    expect(job?.data).toMatchObject({ mediaId: stale, userId: user.id });
    expect(job?.opts.priority).toBeGreaterThan(0);
    expect(await ctx.deps.queues.media.getJob(fresh)).toBeUndefined();
    expect((await ctx.deps.queues.media.getJob(queued))?.timestamp).toBe(queuedJob?.timestamp);
    // Run again: the job just queued is waiting, nothing is added twice.
    expect(await requeueStalePending(ctx.deps, new Date(Date.now() - 5 * 60_000))).toBe(0);
  });

  it("re-queues a media left processing without a job (its worker and its job both gone), not one handed to the video provider", async () => {
    const user = await registerUser(ctx.app);
    const halfway = await orphanedPendingMedia(user, 10);
    const handedOff = await orphanedPendingMedia(user, 10);
    await ctx.db.update(media).set({ status: "processing" }).where(eq(media.id, halfway));
    await ctx.db
      .update(media)
      .set({ status: "processing", providerAssetId: "asset_waiting_for_its_webhook" })
      .where(eq(media.id, handedOff));

    expect(await requeueStalePending(ctx.deps, new Date(Date.now() - 5 * 60_000))).toBe(1);
    expect((await ctx.deps.queues.media.getJob(halfway))?.data).toMatchObject({ mediaId: halfway });
    expect(await ctx.deps.queues.media.getJob(handedOff)).toBeUndefined();
  });

  it("re-queues the poster screening of a video ready to play whose screening job was never queued", async () => {
    const user = await registerUser(ctx.app);
    const { mediaId } = await postWithFile(
      ctx,
      user,
      { data: MP4_HEAD, contentType: "video/mp4", filename: "c.mp4" },
      "clip",
    );
    await (await ctx.deps.queues.media.getJob(mediaId))?.remove();
    // The provider's webhook recorded the playback (screening pending), then Redis failed the enqueue.
    await ctx.db
      .update(media)
      .set({
        status: "processing",
        providerAssetId: "asset-lost",
        playbackId: "play-lost",
        updatedAt: sql`now() - interval '10 minutes'`,
      })
      .where(eq(media.id, mediaId));
    expect(await requeueStalePending(ctx.deps, new Date(Date.now() - 5 * 60_000))).toBe(1);
    const job = await ctx.deps.queues.media.getJob(`poster-${mediaId}`);
    expect(job?.data).toMatchObject({ mediaId, userId: user.id });
    expect(await requeueStalePending(ctx.deps, new Date(Date.now() - 5 * 60_000))).toBe(0);
  });

  it("runs as a repeatable job: an orphaned upload becomes ready without anyone re-posting it", async () => {
    const user = await registerUser(ctx.app);
    const mediaId = await orphanedPendingMedia(user, 10);
    const worker: Worker = await startMediaWorker(ctx);
    // Every replica keeps the sweep registered: still one schedule.
    const replicas = [keepMediaSweep(ctx.deps), keepMediaSweep(ctx.deps)];
    try {
      await Promise.all(replicas.map((replica) => replica.registered));
      const schedulers = await ctx.deps.queues.media.getJobSchedulers();
      expect(schedulers.filter((s) => s.key === SWEEP_SCHEDULER_ID)).toHaveLength(1);
      expect((await waitForMediaStatus(ctx, mediaId, ["ready", "failed"])).status).toBe("ready");
    } finally {
      for (const replica of replicas) replica.stop();
      await ctx.deps.queues.media.removeJobScheduler(SWEEP_SCHEDULER_ID);
      await worker.close();
    }
  });
});

describe("media sweep: abandoned presigned uploads", () => {
  async function presignAndPut(user: { token: string }) {
    const presigned = (await call("POST", "/media/upload/url", user, { mimeType: "image/png" })).json() as {
      key: string;
      url: string;
    };
    const url = new URL(presigned.url);
    const put = await ctx.app.inject({
      method: "PUT",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "image/png" },
      payload: await makeImage(20, 20, "png"),
    });
    expect(put.statusCode).toBeLessThan(300);
    return presigned.key;
  }
  const backdate = (key: string, hours: number) =>
    ctx.db
      .update(pendingUploads)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(pendingUploads.storageKey, key));
  const tracked = async (key: string) =>
    (await ctx.db.select().from(pendingUploads).where(eq(pendingUploads.storageKey, key))).length > 0;

  it("deletes objects uploaded to keys never completed within a day, and nothing else", async () => {
    const user = await registerUser(ctx.app);
    const abandoned = await presignAndPut(user);
    const recent = await presignAndPut(user);
    const completed = await presignAndPut(user);
    const post = (await call("POST", "/posts", user, { body: "later" })).json() as { id: string };
    const complete = await call("POST", "/media/upload/complete", user, {
      key: completed,
      postId: post.id,
      mimeType: "image/png",
      width: 20,
      height: 20,
    });
    expect(complete.statusCode).toBe(200);
    expect(await tracked(completed)).toBe(false);
    await backdate(abandoned, 25);
    await backdate(recent, 2);

    expect(await deleteAbandonedUploads(ctx.deps, new Date(Date.now() - 24 * 3600_000))).toBe(1);
    expect(await ctx.deps.storage.head(abandoned)).toBeNull();
    expect(await tracked(abandoned)).toBe(false);
    expect(await ctx.deps.storage.head(recent)).not.toBeNull();
    expect(await tracked(recent)).toBe(true);
    const row = await ctx.db.select().from(media).where(eq(media.storageKey, completed));
    expect(row).toHaveLength(1);
    expect(await ctx.deps.storage.head(completed)).not.toBeNull();
    expect((await mediaRow(ctx, row[0]!.id)).status).toBe("pending");
  });

  it("forgets a key completed after all without deleting its object (a completion racing the sweep)", async () => {
    const user = await registerUser(ctx.app);
    const key = await presignAndPut(user);
    const post = (await call("POST", "/posts", user, { body: "x" })).json() as { id: string };
    await call("POST", "/media/upload/complete", user, {
      key,
      postId: post.id,
      mimeType: "image/png",
      width: 20,
      height: 20,
    });
    // The bookkeeping row survived (say the completion's cleanup failed): the media row protects the object.
    await ctx.db.insert(pendingUploads).values({ storageKey: key, userId: user.id }).onConflictDoNothing();
    await backdate(key, 30);
    expect(await deleteAbandonedUploads(ctx.deps, new Date(Date.now() - 24 * 3600_000))).toBe(0);
    expect(await ctx.deps.storage.head(key)).not.toBeNull();
    expect(await tracked(key)).toBe(false);
  });
});
