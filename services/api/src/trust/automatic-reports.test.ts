import { userInfo } from "node:os";
/**
 * An automatic report through `npm run admin -- reports` (in-process, test/reports-cli.ts): what the
 * command prints of it and what dismiss and remove do. The report is filed through the worker's own
 * last step (test/screened-media.ts); screening.test.ts runs the real model.
 */
import { moderationAuditLog, reports } from "@playpal/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { reportsCli } from "#test/reports-cli.ts";
import { screenedPhoto } from "#test/screened-media.ts";
import { createPost, createUser, type TestUser } from "#test/social-factories.ts";

const ctx = useTestApp();

async function flagged(author: TestUser, verdict: "sensitive" | "hidden") {
  const post = await createPost(ctx.app, author, { body: "screened" });
  const screened = await screenedPhoto(ctx, { id: post.id, authorId: author.id }, verdict);
  const [report] = await ctx.db
    .select()
    .from(reports)
    .where(and(eq(reports.targetId, post.id), eq(reports.automatic, true)));
  return { postId: post.id, ...screened, reportId: report?.id as string };
}

const postStatus = async (postId: string, user: TestUser) =>
  (await ctx.app.inject({ method: "GET", url: `/api/v1/posts/${postId}`, headers: user.headers })).statusCode;

const auditOf = (postId: string, action: "dismiss" | "remove") =>
  ctx.db
    .select()
    .from(moderationAuditLog)
    .where(and(eq(moderationAuditLog.targetId, postId), eq(moderationAuditLog.action, action)));

describe("reports show and resolve of an automatic report", () => {
  it("shows the media id, its state, the scores largest first and an image URL that loads", async () => {
    const author = await createUser(ctx.app);
    const { postId, mediaId, displayKey, reportId } = await flagged(author, "hidden");
    const list = await reportsCli(ctx.deps, "list");
    expect(list.out).toMatch(new RegExp(`${reportId}\\s+post\\s+${postId}\\s+1\\s+1 \\(screening\\)`));
    const shown = await reportsCli(ctx.deps, "show", reportId);
    expect(shown.code, shown.err).toBe(0);
    expect(shown.out).toContain(`by automatic (screening)`);
    expect(shown.out).toContain(`media   ${mediaId} (image, ready, sensitive)`);
    expect(shown.out).toContain(
      "scores  Porn 41.2%, Sexy 35.5%, Neutral 11.8%, Hentai 9.4%, Drawing 2.1% (MobileNetV2)",
    );
    const url = new URL(/image\s+(\S+)/.exec(shown.out)?.[1] as string);
    expect(url.pathname).toContain(displayKey);
    expect(url.searchParams.get("signature")).toMatch(/^[\w-]{16,}$/);
    expect(Number(url.searchParams.get("expires"))).toBeGreaterThan(Date.now() / 1000);
    const served = await ctx.app.inject({ method: "GET", url: url.pathname + url.search });
    expect(served.statusCode).toBe(200);
  });

  it("dismiss brings the hidden post back and clears the flag; remove deletes the post; both audited", async () => {
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    const kept = await flagged(author, "hidden");
    const removed = await flagged(author, "sensitive");
    expect(await postStatus(kept.postId, viewer)).toBe(404);

    const dismiss = await reportsCli(
      ctx.deps,
      "resolve",
      kept.reportId,
      "--action",
      "dismiss",
      "--note",
      "a game level",
      "--actor",
      "ana",
    );
    expect(dismiss.code, dismiss.err).toBe(0);
    expect(await postStatus(kept.postId, viewer)).toBe(200);
    expect((await reportsCli(ctx.deps, "show", kept.reportId)).out).toContain(
      `media   ${kept.mediaId} (image, ready, flag cleared)`,
    );
    expect(await auditOf(kept.postId, "dismiss")).toEqual([
      expect.objectContaining({
        actor: `cli:${userInfo().username}`,
        actorName: "ana",
        reportId: kept.reportId,
        details: expect.objectContaining({
          automaticReportIds: [kept.reportId],
          unflaggedMediaIds: [kept.mediaId],
        }),
      }),
    ]);

    const remove = await reportsCli(
      ctx.deps,
      "resolve",
      removed.reportId,
      "--action",
      "remove",
      "--note",
      "explicit",
      "--actor",
      "ana",
    );
    expect(remove.code, remove.err).toBe(0);
    expect(await postStatus(removed.postId, author)).toBe(404);
    expect(await auditOf(removed.postId, "remove")).toEqual([
      expect.objectContaining({
        actor: `cli:${userInfo().username}`,
        actorName: "ana",
        reportId: removed.reportId,
        subjectUserId: author.id,
      }),
    ]);
    // The report stays on record, resolved; the media went with the post.
    const shown = await reportsCli(ctx.deps, "show", removed.reportId);
    expect(shown.out).toContain("(removed) by automatic (screening)");
    expect(shown.out).toContain(`media   ${removed.mediaId} (gone)`);
  });
});
