import { media, posts } from "@playpal/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { makeImage, multipart } from "#test/multipart.ts";

const ctx = useTestApp();

/** What BullMQ will do with a failed media job, as the API queued it. */
async function retryPolicy(mediaId: string) {
  const job = await ctx.deps.queues.media.getJob(mediaId);
  return { attempts: job?.opts.attempts, backoff: job?.opts.backoff, removeOnFail: job?.opts.removeOnFail };
}

const retried = {
  attempts: expect.any(Number),
  backoff: { type: "exponential", delay: expect.any(Number) },
  removeOnFail: expect.any(Number),
};

describe("media.process jobs", () => {
  it("are retried with backoff when processing fails, from POST /posts and from upload/complete", async () => {
    const user = await registerUser(ctx.app);
    const form = multipart({ body: "retry me" }, [
      { field: "media", filename: "a.png", contentType: "image/png", data: await makeImage(16, 16) },
    ]);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/posts",
      headers: { ...bearer(user.token), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    const [fromPost] = await ctx.db.select().from(media).where(eq(media.postId, created.json().id));

    const [post] = await ctx.db
      .insert(posts)
      .values({ authorId: user.id, body: "p", type: "photos" })
      .returning();
    const presigned = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/v1/media/upload/url",
        headers: bearer(user.token),
        payload: { mimeType: "image/png" },
      })
    ).json() as { key: string; url: string };
    const target = new URL(presigned.url);
    await ctx.app.inject({
      method: "PUT",
      url: `${target.pathname}${target.search}`,
      headers: { "content-type": "image/png" },
      payload: await makeImage(16, 16),
    });
    const completed = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/media/upload/complete",
      headers: bearer(user.token),
      payload: { key: presigned.key, postId: post?.id, mimeType: "image/png", width: 16, height: 16 },
    });
    expect(completed.statusCode).toBe(200);
    const [fromUpload] = await ctx.db.select().from(media).where(eq(media.storageKey, presigned.key));

    for (const row of [fromPost, fromUpload]) {
      const policy = await retryPolicy(row?.id as string);
      expect(policy).toEqual(retried);
      expect(policy.attempts).toBeGreaterThan(1);
    }
  });
});
