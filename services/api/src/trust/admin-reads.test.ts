import { media, moderationAuditLog, posts, users } from "@playpal/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { makeImage } from "#test/multipart.ts";
import { FLAGGED_SCORES, screenedPhoto } from "#test/screened-media.ts";
import { createPost, createUser, type TestUser } from "#test/social-factories.ts";
import { CONSOLE_SIGNED_URL_SECONDS, reportDetail, reportQueue, userDossier } from "./admin-reads.ts";
import { resolveReport, suspendAccount } from "./moderation.ts";

const ctx = useTestApp();

async function report(reporter: { headers: Record<string, string> }, targetType: string, targetId: string) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/reports",
    headers: reporter.headers,
    payload: { targetType, targetId, reason: "spam" },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

describe("the operators' read model", () => {
  it("shows a reported post's media as users see them: the display variant, a provider's poster, nothing of a failed one", async () => {
    const author = await createUser(ctx.app);
    const reporter = await createUser(ctx.app);
    const post = await createPost(ctx.app, author, { body: "three files" });
    const key = (name: string) => `media/${author.id}/m-${name}`;
    await ctx.deps.storage.put(key("display.webp"), await makeImage(16, 16, "webp"), "image/webp");
    await ctx.db.insert(media).values([
      {
        postId: post.id,
        ownerId: author.id,
        position: 0,
        kind: "image",
        status: "ready",
        mimeType: "image/png",
        storageKey: key("original.png"),
        displayKey: key("display.webp"),
      },
      {
        postId: post.id,
        ownerId: author.id,
        position: 1,
        kind: "video",
        status: "ready",
        mimeType: "video/mp4",
        storageKey: key("clip.mp4"),
        playbackId: "playback123",
      },
      {
        postId: post.id,
        ownerId: author.id,
        position: 2,
        kind: "image",
        status: "failed",
        mimeType: "image/png",
        storageKey: key("broken.png"),
      },
    ]);
    const detail = await reportDetail(ctx.deps, await report(reporter, "post", post.id));
    expect(detail.media.map((m) => [m.kind, m.status, m.imageUrl !== null, m.posterUrl])).toEqual([
      ["image", "ready", true, null],
      ["video", "ready", false, "https://image.mux.com/playback123/thumbnail.webp"],
      ["image", "failed", false, null],
    ]);
    // The display variant, never the original, signed for the console's few minutes (a public post too).
    const url = new URL(detail.media[0]?.imageUrl as string);
    expect(url.pathname).toContain("m-display.webp");
    const expires = Number(url.searchParams.get("expires"));
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(CONSOLE_SIGNED_URL_SECONDS * 1000);
    expect(detail.reports).toEqual([
      expect.objectContaining({ reason: "spam", reporter: { id: reporter.id, username: reporter.username } }),
    ]);
    expect(detail.author).toMatchObject({ id: author.id, status: "active" });
    expect(detail.post).toMatchObject({ id: post.id, body: "three files", moderationStatus: "none" });
  });

  it("reads a user's dossier: their state by the visibility rule, the reports of their account and their posts", async () => {
    const user = await createUser(ctx.app);
    const reporter = await createUser(ctx.app);
    const post = await createPost(ctx.app, user, { body: "reported" });
    await report(reporter, "post", post.id);
    await report(reporter, "user", user.id);
    await suspendAccount(ctx.deps, user.id, { note: "spam", days: 2, actor: "cli:test" });
    const dossier = await userDossier(ctx.deps, user.id);
    expect(dossier.user).toMatchObject({ id: user.id, status: "suspended" });
    expect(dossier.wallet).toEqual({ coins: 0, pendingEarningsCents: 0, availableEarningsCents: 0 });
    expect(dossier.reports.map((r) => r.targetType).sort()).toEqual(["post", "user"]);
    expect(dossier.actions.map((a) => a.action)).toEqual(["suspend"]);
    // A deactivated account is that, whatever its suspension.
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
    expect((await userDossier(ctx.deps, user.id)).user.status).toBe("deactivated");
    await expect(userDossier(ctx.deps, "nobody")).rejects.toMatchObject({ code: "USER_NOT_FOUND" });
  });

  it("signs a hidden post's media too (its objects are private while hidden)", async () => {
    const author = await createUser(ctx.app);
    const reporter = await createUser(ctx.app);
    const post = await createPost(ctx.app, author, { body: "hidden" });
    const reportId = await report(reporter, "post", post.id);
    await ctx.db.update(posts).set({ moderationStatus: "hidden" }).where(eq(posts.id, post.id));
    await ctx.db.insert(media).values({
      postId: post.id,
      ownerId: author.id,
      kind: "image",
      status: "pending",
      mimeType: "image/png",
      storageKey: `media/${author.id}/pending.png`,
    });
    const detail = await reportDetail(ctx.deps, reportId);
    expect(detail.media[0]?.imageUrl).toMatch(/signature=/);
    expect(detail.post?.moderationStatus).toBe("hidden");
  });
});

describe("automatic reports in the operators' read model", () => {
  const operator = { actor: "operator:op1", actorName: "mod-ana", actorRole: "moderator" };

  async function flaggedPost(author: TestUser, verdict: "sensitive" | "hidden", body = "screened") {
    const post = await createPost(ctx.app, author, { body });
    const screened = await screenedPhoto(ctx, { id: post.id, authorId: author.id }, verdict);
    return { postId: post.id, ...screened };
  }

  const queueItem = async (postId: string) =>
    (await reportQueue(ctx.deps, { targetType: "post" }, { limit: 100 })).items.find(
      (i) => i.targetId === postId,
    );

  it("marks a screened post automatic in the queue, and its report carries the scores and the screened image, signed for the console while the post is hidden", async () => {
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    const { postId, mediaId, displayKey } = await flaggedPost(author, "hidden");
    const human = await createPost(ctx.app, author, { body: "reported by a person" });
    await report(viewer, "post", human.id);

    const item = await queueItem(postId);
    expect(item).toMatchObject({ reports: 1, automatic: 1, reasons: ["sensitive_media"] });
    expect(await queueItem(human.id)).toMatchObject({ reports: 1, automatic: 0 });

    const detail = await reportDetail(ctx.deps, item?.firstReportId as string);
    expect(detail.post).toMatchObject({ id: postId, moderationStatus: "hidden" });
    expect(detail.reports).toEqual([
      expect.objectContaining({
        reason: "sensitive_media",
        status: "open",
        reporter: null,
        automatic: true,
        scores: FLAGGED_SCORES,
        media: expect.objectContaining({ mediaId, kind: "image", status: "ready", sensitive: true }),
      }),
    ]);
    const url = new URL(detail.reports[0]?.media?.imageUrl as string);
    expect(url.pathname).toContain(displayKey);
    expect(Number(url.searchParams.get("expires")) * 1000 - Date.now()).toBeLessThanOrEqual(
      CONSOLE_SIGNED_URL_SECONDS * 1000,
    );
    // The moderator loads it; the public URL of the hidden post's file serves nothing.
    const served = await ctx.app.inject({ method: "GET", url: url.pathname + url.search });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const hiddenFrom = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/posts/${postId}`,
      headers: viewer.headers,
    });
    expect(hiddenFrom.statusCode).toBe(404);
    // A person's report has none of that.
    const humanDetail = await reportDetail(ctx.deps, (await queueItem(human.id))?.firstReportId as string);
    expect(humanDetail.reports[0]).toMatchObject({ automatic: false, scores: null, media: null });
  });

  it("keeps an open or dismissed automatic report out of the author's dossier, and counts one a moderator confirmed", async () => {
    const author = await createUser(ctx.app);
    const reporter = await createUser(ctx.app);
    const dismissedOne = await flaggedPost(author, "hidden", "a game level");
    const removedOne = await flaggedPost(author, "sensitive", "explicit after all");
    const confirmedOne = await flaggedPost(author, "sensitive", "explicit again");
    const other = await createPost(ctx.app, author, { body: "spam" });
    const humanId = await report(reporter, "post", other.id);

    let dossier = await userDossier(ctx.deps, author.id);
    expect(dossier.reports.map((r) => r.id)).toEqual([humanId]);
    expect(dossier.reportsCount).toBe(1);

    const dismissId = (await queueItem(dismissedOne.postId))?.firstReportId as string;
    await resolveReport(ctx.deps, dismissId, { action: "dismiss", note: "a robot", actor: operator });
    const removeId = (await queueItem(removedOne.postId))?.firstReportId as string;
    await resolveReport(ctx.deps, removeId, { action: "remove", note: "explicit", actor: operator });

    dossier = await userDossier(ctx.deps, author.id);
    expect(dossier.reportsCount).toBe(1);
    // Suspending the author confirms it: now it counts, marked automatic.
    const suspendId = (await queueItem(confirmedOne.postId))?.firstReportId as string;
    await resolveReport(ctx.deps, suspendId, { action: "suspend", note: "again", actor: operator });
    dossier = await userDossier(ctx.deps, author.id);
    expect(dossier.reportsCount).toBe(2);
    // Newest first: the person's report was filed after the screening.
    expect(dossier.reports.map((r) => [r.id, r.automatic, r.status])).toEqual([
      [humanId, false, "open"],
      [suspendId, true, "suspended"],
    ]);
    // The removed post is gone, and with it the join to its author (as for a person's report of a
    // removed post): the audit log keeps the confirmation, naming the operator and their role.
    const removal = await ctx.db
      .select()
      .from(moderationAuditLog)
      .where(and(eq(moderationAuditLog.reportId, removeId), eq(moderationAuditLog.action, "remove")));
    expect(removal).toEqual([
      expect.objectContaining({
        actor: "operator:op1",
        actorName: "mod-ana",
        actorRole: "moderator",
        subjectUserId: author.id,
      }),
    ]);
    const dismissal = (await reportDetail(ctx.deps, dismissId)).reports[0];
    expect(dismissal).toMatchObject({ status: "dismissed", media: { sensitive: false } });
  });
});
