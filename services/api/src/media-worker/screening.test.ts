import { userInfo } from "node:os";
import { moderationAuditLog, posts, reports } from "@playpal/db";
import { createLogger, metricsRegistry } from "@playpal/platform";
import type { Worker } from "bullmq";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext, useTestApp } from "#test/context.ts";
import { type GeneratedImage, generatedImages } from "#test/generated-images.ts";
import { makeVideo, mediaRow, startMediaWorker, waitForMediaStatus } from "#test/media-worker.ts";
import { sampleValue } from "#test/metrics.ts";
import { reportsCli } from "#test/reports-cli.ts";
import {
  createTrustedReporter,
  createUser,
  follow,
  multipart,
  type TestUser,
} from "#test/social-factories.ts";
import { gameIdFor } from "../../../../scripts/games-seed.ts";
import { countsAgainstSubject } from "../trust/queries.ts";
import { SCREENING_FAILED_MESSAGE } from "./screening.ts";

/**
 * Screening with the real model (nsfwjs MobileNetV2 on the wasm backend, loaded once for the file) on
 * images sharp renders here: nothing in the repository is sensitive, so "sensitive" is reached by
 * configuring the thresholds low, exactly as an operator would.
 */
let images: GeneratedImage[];
beforeAll(async () => {
  images = await generatedImages();
});
const image = (name: string) => images.find((i) => i.name === name) as GeneratedImage;

/** The first media of a post can take the model's load: waits longer than the helper's default. */
const FIRST_JOB_MS = 60_000;

type Api = Pick<TestContext, "app" | "deps" | "db">;

async function postImage(
  ctx: Api,
  author: TestUser,
  file: GeneratedImage,
  fields: Record<string, string> = {},
): Promise<{ postId: string; mediaId: string }> {
  const form = await multipart({ body: `screened ${file.name}`, type: "photos", ...fields }, [
    { name: file.filename, type: file.contentType, data: file.data },
  ]);
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/posts",
    headers: { ...author.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  const post = response.json() as { id: string; media: { id: string }[] };
  return { postId: post.id, mediaId: post.media[0]?.id as string };
}

const get = (ctx: Api, user: TestUser, url: string) =>
  ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers: user.headers });

async function postAs(ctx: Api, user: TestUser, postId: string) {
  const response = await get(ctx, user, `/posts/${postId}`);
  return { status: response.statusCode, post: response.json() };
}

const automaticReports = (ctx: Api, postId: string) =>
  ctx.db
    .select()
    .from(reports)
    .where(and(eq(reports.targetId, postId), eq(reports.automatic, true)));

const auditOf = (ctx: Api, postId: string) =>
  ctx.db.select().from(moderationAuditLog).where(eq(moderationAuditLog.targetId, postId));

async function systemTitles(ctx: Api, user: TestUser): Promise<string[]> {
  const response = await get(ctx, user, "/notifications?limit=50");
  return (response.json().items as { type: string; title: string }[])
    .filter((n) => n.type === "SYSTEM")
    .map((n) => n.title);
}

/** GET of a URL this API's local storage made (public or signed). */
const load = (ctx: Api, url: string) =>
  ctx.app.inject({ method: "GET", url: new URL(url).pathname + new URL(url).search });

describe("screening at the default thresholds", () => {
  let worker: Worker;
  const ctx = useTestApp();
  beforeAll(async () => {
    worker = await startMediaWorker(ctx);
  });
  afterAll(async () => {
    await worker?.close();
  });

  it("lets generated photos, drawings and screenshots through: ready, not sensitive, scores stored, nothing reported", async () => {
    const author = await createUser(ctx.app);
    for (const file of images) {
      const { postId, mediaId } = await postImage(ctx, author, file);
      const row = await waitForMediaStatus(ctx, mediaId, ["ready", "failed"], FIRST_JOB_MS);
      expect(row.status, row.errorMessage ?? "").toBe("ready");
      expect(row.sensitive).toBe(false);
      expect(row.screening?.model).toBe("MobileNetV2");
      const scores = row.screening?.scores as Record<
        "Drawing" | "Hentai" | "Neutral" | "Porn" | "Sexy",
        number
      >;
      expect(Object.keys(scores).sort()).toEqual(["Drawing", "Hentai", "Neutral", "Porn", "Sexy"]);
      const total = Object.values(scores).reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(1, 3);
      expect(scores.Porn + scores.Hentai + scores.Sexy, file.name).toBeLessThan(
        ctx.config.MEDIA_SENSITIVE_THRESHOLD,
      );
      const { post } = await postAs(ctx, author, postId);
      expect(post).toMatchObject({ sensitive: false, moderationStatus: "none" });
      expect(post.media[0]).toMatchObject({ status: "ready", sensitive: false });
      expect(await automaticReports(ctx, postId)).toEqual([]);
    }
  });

  it("makes a post the author marked sensitive sensitive from its creation, on every list, multipart and JSON", async () => {
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    await follow(ctx, viewer, author);
    const marked = await postImage(ctx, author, image("photo"), { sensitive: "true" });
    const created = await get(ctx, viewer, `/posts/${marked.postId}`);
    expect(created.json()).toMatchObject({ sensitive: true });
    expect(created.json().moderationStatus).toBeUndefined();
    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/posts",
      headers: author.headers,
      payload: { body: "spoilers ahead", sensitive: true },
    });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({ sensitive: true, moderationStatus: "none" });

    const row = await waitForMediaStatus(ctx, marked.mediaId, ["ready"], FIRST_JOB_MS);
    // Screening found nothing: the media is not sensitive, the post stays so by its author's mark.
    expect(row.sensitive).toBe(false);
    const feed = await get(ctx, viewer, "/feed?limit=10");
    const inFeed = (feed.json().items as { id: string; sensitive: boolean }[]).filter((p) =>
      [marked.postId, json.json().id].includes(p.id),
    );
    expect(inFeed.map((p) => p.sensitive)).toEqual([true, true]);

    const bad = await multipart({ body: "x", sensitive: "maybe" });
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/posts",
      headers: { ...author.headers, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("VALIDATION_FAILED");
  });
});

describe("screening with MEDIA_SENSITIVE_THRESHOLD low: flagged and reported", () => {
  let worker: Worker;
  const ctx = useTestApp({
    MEDIA_SENSITIVE_THRESHOLD: "0.0001",
    MEDIA_HIDE_THRESHOLD: "1",
    REPORT_HIDE_THRESHOLD: "2",
  });
  beforeAll(async () => {
    worker = await startMediaWorker(ctx);
  });
  afterAll(async () => {
    await worker?.close();
  });

  it("marks the media and its post sensitive on every list, flags the post for its author alone, and files an automatic report with the scores", async () => {
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    await follow(ctx, viewer, author);
    const gameId = gameIdFor("valorant");
    const { postId, mediaId } = await postImage(ctx, author, image("photo"), { gameId });
    const row = await waitForMediaStatus(ctx, mediaId, ["ready", "failed"], FIRST_JOB_MS);
    expect(row).toMatchObject({ status: "ready", sensitive: true });

    const mine = await postAs(ctx, author, postId);
    expect(mine.post).toMatchObject({ sensitive: true, moderationStatus: "flagged" });
    const seen = await postAs(ctx, viewer, postId);
    expect(seen.status).toBe(200);
    expect(seen.post).toMatchObject({ sensitive: true, media: [{ sensitive: true, status: "ready" }] });
    expect(seen.post.moderationStatus).toBeUndefined();
    const lists = {
      feed: "/feed?limit=20",
      userFeed: `/user/${author.id}/feed?limit=20`,
      game: `/games/${gameId}/posts?limit=20`,
    };
    for (const [name, url] of Object.entries(lists)) {
      const items = (await get(ctx, viewer, url)).json().items as { id: string; sensitive: boolean }[];
      expect(items.find((p) => p.id === postId)?.sensitive, name).toBe(true);
    }
    const search = (await get(ctx, viewer, "/search?q=screened&type=clips")).json();
    expect(search.data.clips.find((p: { id: string }) => p.id === postId)?.sensitive).toBe(true);

    const [report] = await automaticReports(ctx, postId);
    expect(report).toMatchObject({
      automatic: true,
      reporterId: null,
      reason: "sensitive_media",
      status: "open",
      targetType: "post",
      mediaId,
      scores: row.screening,
    });
    const [flag] = await auditOf(ctx, postId);
    expect(flag).toMatchObject({ action: "flag", actor: "screening", reportId: report?.id });
    expect(flag?.details).toMatchObject({ mediaId, scores: row.screening?.scores });
    // Flagged, not hidden: nobody is told anything yet.
    expect(await systemTitles(ctx, author)).toEqual([]);

    const list = await reportsCli(ctx.deps, "list");
    expect(list.out).toMatch(new RegExp(`post\\s+${postId}\\s+1\\s+1 \\(screening\\)`));
    const shown = await reportsCli(ctx.deps, "show", report?.id as string);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain("by automatic (screening)");
    expect(shown.out).toMatch(/scores\s+\w+ \d+\.\d%, \w+ \d+\.\d%.* \(MobileNetV2\)/);
    const imageUrl = /image\s+(\S+)/.exec(shown.out)?.[1] as string;
    expect(imageUrl).toContain("signature=");
    const served = await load(ctx, imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("clears the automatic flag on dismissal, everywhere at once, keeps the scores and the author's own mark", async () => {
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    const plain = await postImage(ctx, author, image("drawing"));
    const marked = await postImage(ctx, author, image("screenshot"), { sensitive: "true" });
    for (const { mediaId } of [plain, marked])
      await waitForMediaStatus(ctx, mediaId, ["ready"], FIRST_JOB_MS);
    // The viewer's page of the author's posts is cached with the flag on.
    const before = (await get(ctx, viewer, `/user/${author.id}/feed?limit=20`)).json().items;
    expect(before.map((p: { sensitive: boolean }) => p.sensitive)).toEqual([true, true]);

    for (const { postId, mediaId } of [plain, marked]) {
      const [report] = await automaticReports(ctx, postId);
      const done = await reportsCli(
        ctx.deps,
        "resolve",
        report?.id as string,
        "--action",
        "dismiss",
        "--note",
        "a robot, not a problem",
        "--actor",
        "mod:ana",
      );
      expect(done.code, done.err).toBe(0);
      const row = await mediaRow(ctx, mediaId);
      expect(row.sensitive).toBe(false);
      expect(row.screening?.scores).toBeDefined();
      const [post] = await ctx.db.select().from(posts).where(eq(posts.id, postId));
      expect(post?.moderationStatus).toBe("none");
      const dismissal = (await auditOf(ctx, postId)).find((a) => a.action === "dismiss");
      expect(dismissal).toMatchObject({
        actor: `cli:${userInfo().username}`,
        actorName: "mod:ana",
        reportId: report?.id,
      });
      expect(dismissal?.details).toMatchObject({
        automaticReportIds: [report?.id],
        unflaggedMediaIds: [mediaId],
      });
    }
    const after = (await get(ctx, viewer, `/user/${author.id}/feed?limit=20`)).json().items as {
      id: string;
      sensitive: boolean;
      media: { sensitive: boolean }[];
    }[];
    const byId = new Map(after.map((p) => [p.id, p]));
    expect(byId.get(plain.postId)).toMatchObject({ sensitive: false, media: [{ sensitive: false }] });
    expect(byId.get(marked.postId)).toMatchObject({ sensitive: true, media: [{ sensitive: false }] });
    expect((await postAs(ctx, author, plain.postId)).post.moderationStatus).toBe("none");
  });

  it("never counts an automatic report toward the trusted-reporter hide, nor against the author before a moderator confirms it", async () => {
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    const { postId, mediaId } = await postImage(ctx, author, image("photo"));
    await waitForMediaStatus(ctx, mediaId, ["ready"], FIRST_JOB_MS);
    const against = () =>
      ctx.db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.targetId, postId), countsAgainstSubject()));

    // REPORT_HIDE_THRESHOLD is 2: the automatic report and one trusted reporter are not two.
    const first = await createTrustedReporter(ctx);
    const filed = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/reports",
      headers: first.headers,
      payload: { targetType: "post", targetId: postId, reason: "looks off" },
    });
    expect(filed.statusCode).toBe(201);
    expect((await postAs(ctx, viewer, postId)).status).toBe(200);
    expect(await against()).toHaveLength(1);
    // A second trusted reporter hides the flagged post.
    const second = await createTrustedReporter(ctx);
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/reports",
      headers: second.headers,
      payload: { targetType: "post", targetId: postId, reason: "agreed" },
    });
    expect((await postAs(ctx, viewer, postId)).status).toBe(404);
    expect((await postAs(ctx, author, postId)).post.moderationStatus).toBe("hidden");

    const [automatic] = await automaticReports(ctx, postId);
    expect(automatic?.hideCountedAt).toBeNull();
    const removed = await reportsCli(
      ctx.deps,
      "resolve",
      automatic?.id as string,
      "--action",
      "remove",
      "--note",
      "explicit after all",
    );
    expect(removed.code, removed.err).toBe(0);
    // Confirmed by a moderator: now it counts against the author, with the human reports.
    expect(await against()).toHaveLength(3);
    expect(await ctx.db.select().from(posts).where(eq(posts.id, postId))).toEqual([]);
    expect(await systemTitles(ctx, author)).toContain("Your post was removed");
    expect(await systemTitles(ctx, first)).toContain("Update on your report");
  });
});

describe("screening with MEDIA_HIDE_THRESHOLD low: hidden pending review", () => {
  let worker: Worker;
  const ctx = useTestApp({ MEDIA_SENSITIVE_THRESHOLD: "0.0001", MEDIA_HIDE_THRESHOLD: "0.0001" });
  beforeAll(async () => {
    worker = await startMediaWorker(ctx);
  });
  afterAll(async () => {
    await worker?.close();
  });

  it("hides the post from everyone but its author, keeps its files private, tells the author, and a dismissal brings it back", async () => {
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    await follow(ctx, viewer, author);
    const { postId, mediaId } = await postImage(ctx, author, image("screenshot"));
    const row = await waitForMediaStatus(ctx, mediaId, ["ready", "failed"], FIRST_JOB_MS);
    expect(row).toMatchObject({ status: "ready", sensitive: true });

    expect((await postAs(ctx, viewer, postId)).status).toBe(404);
    const feed = (await get(ctx, viewer, "/feed?limit=20")).json().items as { id: string }[];
    expect(feed.map((p) => p.id)).not.toContain(postId);
    const mine = await postAs(ctx, author, postId);
    expect(mine.post).toMatchObject({ sensitive: true, moderationStatus: "hidden" });
    // The author previews it through signed URLs; the public URL of its display variant serves nothing.
    const displayPublic = ctx.deps.storage.publicUrl(row.displayKey as string);
    expect(mine.post.media[0].url).toContain("signature=");
    expect((await load(ctx, displayPublic)).statusCode).toBe(404);
    expect(await systemTitles(ctx, author)).toEqual(["Your post is hidden pending review"]);
    const [report] = await automaticReports(ctx, postId);
    expect((await auditOf(ctx, postId)).map((a) => [a.action, a.actor])).toEqual([["hide", "screening"]]);

    const done = await reportsCli(
      ctx.deps,
      "resolve",
      report?.id as string,
      "--action",
      "dismiss",
      "--note",
      "a game level",
    );
    expect(done.code, done.err).toBe(0);
    const back = await postAs(ctx, viewer, postId);
    expect(back.status).toBe(200);
    expect(back.post).toMatchObject({ sensitive: false, media: [{ sensitive: false }] });
    expect(back.post.media[0].url).toBe(displayPublic);
    expect((await load(ctx, displayPublic)).statusCode).toBe(200);
    expect(
      (await get(ctx, viewer, "/feed?limit=20")).json().items.map((p: { id: string }) => p.id),
    ).toContain(postId);
  });

  it("screens a video's poster frame (local mode's ffmpeg frame) before the video is ready", async () => {
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    const video = await makeVideo();
    const form = await multipart({ body: "my clip", type: "clip" }, [
      { name: "clip.mp4", type: "video/mp4", data: video },
    ]);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/posts",
      headers: { ...author.headers, ...form.headers },
      payload: form.payload,
    });
    const { id: postId, media: items } = created.json() as { id: string; media: { id: string }[] };
    const row = await waitForMediaStatus(ctx, items[0]?.id as string, ["ready", "failed"], FIRST_JOB_MS);
    expect(row).toMatchObject({ status: "ready", sensitive: true });
    expect(row.screening?.scores.Neutral).toBeGreaterThan(0);
    expect((await postAs(ctx, viewer, postId)).status).toBe(404);
    // The original (what local mode plays) stays private too.
    expect((await load(ctx, ctx.deps.storage.publicUrl(row.storageKey))).statusCode).toBe(404);
    const [report] = await automaticReports(ctx, postId);
    const shown = await reportsCli(ctx.deps, "show", report?.id as string);
    expect(shown.out).toContain("(video, ready, sensitive)");
    const imageUrl = /image\s+(\S+)/.exec(shown.out)?.[1] as string;
    expect(new URL(imageUrl).pathname).toContain(row.thumbnailKey as string);
    expect((await load(ctx, imageUrl)).statusCode).toBe(200);
  });
});

describe("a classifier that cannot load", () => {
  let worker: Worker;
  const ctx = useTestApp({ MEDIA_SCREENING_MODEL: "/nonexistent/screening-model" });
  beforeAll(async () => {
    worker = await startMediaWorker(ctx);
  });
  afterAll(async () => {
    await worker?.close();
  });

  it("publishes nothing: the media stays processing through the retries, then fails saying screening failed, counted on /metrics", async () => {
    const finalFailures = async () =>
      sampleValue(await metricsRegistry.metrics(), "playpal_media_screening_failures_total", {
        final: "true",
      }) ?? 0;
    const countedBefore = await finalFailures();
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    // Paused: the job is queued here with a short backoff instead of the production minutes.
    await worker.pause();
    const { postId, mediaId } = await postImage(ctx, author, image("photo"));
    const job = await ctx.deps.queues.media.getJob(mediaId);
    await job?.remove();
    const attempts = 3;
    await ctx.deps.queues.media.add("media.process", job?.data, {
      jobId: mediaId,
      attempts,
      backoff: { type: "fixed", delay: 300 },
    });
    worker.resume();
    await expect
      .poll(async () => (await ctx.deps.queues.media.getJob(mediaId))?.attemptsMade)
      .toBeGreaterThan(0);
    const between = await mediaRow(ctx, mediaId);
    if (between.status !== "failed") {
      expect(between.status).toBe("processing");
      expect((await postAs(ctx, viewer, postId)).post.media[0]).toMatchObject({
        url: "",
        thumbnailUrl: null,
      });
    }
    const failed = await waitForMediaStatus(ctx, mediaId, ["failed", "ready"], FIRST_JOB_MS);
    expect(failed).toMatchObject({
      status: "failed",
      errorMessage: SCREENING_FAILED_MESSAGE,
      screening: null,
    });
    // The row is failed inside the last attempt; BullMQ counts that attempt just after.
    await expect.poll(async () => (await ctx.deps.queues.media.getJob(mediaId))?.attemptsMade).toBe(attempts);
    expect(failed.displayKey).toBeNull();
    expect(await ctx.deps.storage.head(`media/${author.id}/${mediaId}/display.webp`)).toBeNull();
    expect((await postAs(ctx, author, postId)).post.media[0]).toMatchObject({
      status: "failed",
      url: "",
      errorMessage: SCREENING_FAILED_MESSAGE,
    });
    expect(await finalFailures()).toBe(countedBefore + 1);
  });
});

describe("MEDIA_SCREENING=off", () => {
  it("says so loudly when the worker starts, and publishes media with no screening recorded", async () => {
    const lines: string[] = [];
    const ctx = await createTestContext(
      { MEDIA_SCREENING: "off" },
      {
        logger: createLogger({ LOG_LEVEL: "info", NODE_ENV: "test" }, "media-worker", {
          write: (line: string) => lines.push(line),
        }),
      },
    );
    const worker = await startMediaWorker(ctx);
    try {
      expect(ctx.deps.classifier).toBeNull();
      const warning = lines.map((l) => JSON.parse(l)).find((l) => /MEDIA_SCREENING=off/.test(l.msg));
      expect(warning).toMatchObject({ level: 50 });
      expect(sampleValue(await metricsRegistry.metrics(), "playpal_media_screening_enabled")).toBe(0);
      const author = await createUser(ctx.app);
      const { mediaId } = await postImage(ctx, author, image("drawing"));
      const row = await waitForMediaStatus(ctx, mediaId, ["ready", "failed"]);
      expect(row).toMatchObject({ status: "ready", sensitive: false, screening: null });
    } finally {
      await worker.close();
      await ctx.close();
    }
  });
});
