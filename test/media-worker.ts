import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { media } from "@playpal/db";
import type { Worker } from "bullmq";
import { eq } from "drizzle-orm";
import { ensureFfmpegExecutable, ffmpegPath } from "../services/api/src/media-worker/ffmpeg.ts";
import { createMediaWorker, type MediaWorkerOptions } from "../services/api/src/media-worker/worker.ts";
import { bearer, type TestContext } from "./context.ts";
import { type FakeS3, startFakeS3 } from "./fake-s3.ts";
import { multipart } from "./multipart.ts";

export type MediaRow = typeof media.$inferSelect;

/** The env of a test context whose storage is the S3-compatible server. */
export function s3Env(s3: FakeS3): Record<string, string> {
  return {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
}
export { startFakeS3 };

/**
 * The real media worker on the test context's database, Redis prefix, storage and realtime emitter,
 * its screening model loaded (once per test file: the worker starts the load, this waits for it in the
 * hook, so no test's own time includes it). A model that cannot load is a test's subject: not awaited.
 */
export async function startMediaWorker(ctx: TestContext, options: MediaWorkerOptions = {}): Promise<Worker> {
  const worker = createMediaWorker(ctx.deps, { concurrency: 2, ...options });
  await worker.waitUntilReady();
  await ctx.deps.classifier?.load().catch(() => {});
  return worker;
}

/** `POST /posts` with one file in `media`; returns the post and its media id. */
export async function postWithFile(
  ctx: TestContext,
  user: { token: string },
  file: { data: Buffer; contentType: string; filename: string },
  type: "photos" | "clip" = "photos",
): Promise<{ postId: string; mediaId: string }> {
  const form = multipart({ body: "look at this", type }, [{ field: "media", ...file }]);
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/posts",
    headers: { ...bearer(user.token), ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 201) throw new Error(`post failed: ${response.statusCode} ${response.body}`);
  const post = response.json() as { id: string; media: { id: string }[] };
  const mediaId = post.media[0]?.id;
  if (!mediaId) throw new Error("post has no media");
  return { postId: post.id, mediaId };
}

export async function mediaRow(ctx: TestContext, mediaId: string): Promise<MediaRow> {
  const [row] = await ctx.db.select().from(media).where(eq(media.id, mediaId));
  if (!row) throw new Error(`no media ${mediaId}`);
  return row;
}

/** Polls the Media row until its status is one of `statuses`; throws with the last row after `timeoutMs`. */
export async function waitForMediaStatus(
  ctx: TestContext,
  mediaId: string,
  statuses: MediaRow["status"][],
  timeoutMs = 15_000,
): Promise<MediaRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await mediaRow(ctx, mediaId);
    if (statuses.includes(row.status)) return row;
    if (Date.now() > deadline) {
      throw new Error(
        `media ${mediaId} still ${row.status} (${row.errorMessage ?? ""}) after ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Reads a whole stored object (test files are small). */
export async function readObject(ctx: TestContext, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.deps.storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A real 2-second 320x240 MP4, made with the ffmpeg binary the worker uses. */
export async function makeVideo(): Promise<Buffer> {
  await ensureFfmpegExecutable();
  const dir = await mkdtemp(path.join(tmpdir(), "playpal-video-"));
  try {
    const file = path.join(dir, "clip.mp4");
    await promisify(execFile)(ffmpegPath, [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=320x240:rate=10",
      "-t",
      "2",
      "-pix_fmt",
      "yuv420p",
      "-c:v",
      "mpeg4",
      "-movflags",
      "+faststart",
      "-y",
      file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
