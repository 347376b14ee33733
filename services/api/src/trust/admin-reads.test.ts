import { media, posts, users } from "@playpal/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { makeImage } from "#test/multipart.ts";
import { createPost, createUser } from "#test/social-factories.ts";
import { CONSOLE_SIGNED_URL_SECONDS, reportDetail, userDossier } from "./admin-reads.ts";
import { suspendAccount } from "./moderation.ts";

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
