import { media, posts } from "@playpal/db";
import type { Redis } from "@playpal/platform";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { makeImage, multipart } from "#test/multipart.ts";
import { type RedisServer, startRedisServer } from "#test/redis-server.ts";

// A Redis server of this file's own, so that it can go down, come back or freeze.
let redis: RedisServer;

/** Resolves once `client` reports `status` (at once if it already does). */
function reaches(client: Redis, status: "ready" | "reconnecting"): Promise<void> {
  if (client.status === status) return Promise.resolve();
  return new Promise((resolve) => client.once(status, () => resolve()));
}

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.close();
});
const ctx = useTestApp(() => ({ REDIS_URL: redis.url }));
beforeAll(async () => {
  ctx.deps.redis.on("error", () => {});
  await ctx.deps.queues.media.getJobCounts();
});
afterAll(async () => {
  redis?.thaw();
  await redis?.start().catch(() => {});
});

/** Redis gone, and both the API's client and the queue's connection have seen it go. */
async function goDown() {
  const seen = Promise.all([
    reaches(ctx.deps.redis, "reconnecting"),
    new Promise((resolve) => ctx.deps.queues.media.once("error", resolve)),
  ]);
  await redis.crash();
  await seen;
}

/** Redis back, and both connections using it again. */
async function comeBack() {
  await redis.start();
  await reaches(ctx.deps.redis, "ready");
  for (;;) {
    try {
      await ctx.deps.queues.media.getJobCounts();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const postWithImage = async (token: string) => {
  const form = multipart({ body: "while redis is down" }, [
    { field: "media", filename: "a.png", contentType: "image/png", data: await makeImage(32, 32) },
  ]);
  return ctx.app.inject({
    method: "POST",
    url: "/api/v1/posts",
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};

/** A user's image uploaded through the presigned flow, and the call that completes it on a post. */
async function uploadedImage() {
  const user = await registerUser(ctx.app);
  const [post] = await ctx.db
    .insert(posts)
    .values({ authorId: user.id, body: "p", type: "photos" })
    .returning();
  const presign = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/media/upload/url",
    headers: bearer(user.token),
    payload: { mimeType: "image/png" },
  });
  const { key, url } = presign.json() as { key: string; url: string };
  const target = new URL(url);
  const put = await ctx.app.inject({
    method: "PUT",
    url: `${target.pathname}${target.search}`,
    headers: { "content-type": "image/png" },
    payload: await makeImage(40, 30),
  });
  expect(put.statusCode).toBe(200);
  const complete = () =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/media/upload/complete",
      headers: bearer(user.token),
      payload: { key, postId: post?.id, mimeType: "image/png", width: 40, height: 30 },
    });
  return { key, complete };
}

describe("readiness", () => {
  it("GET /ready answers 503 naming Redis while it is down or frozen, 200 once it answers; /health stays 200", async () => {
    const ready = () => ctx.app.inject({ method: "GET", url: "/ready" });
    expect((await ready()).json()).toEqual({ ready: true, db: true, redis: true });

    await goDown();
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ ready: false, db: true, redis: false });
    expect((await ctx.app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    await comeBack();
    expect((await ready()).statusCode).toBe(200);

    redis.freeze();
    try {
      expect((await ready()).json()).toEqual({ ready: false, db: true, redis: false });
    } finally {
      redis.thaw();
    }
    await expect.poll(async () => (await ready()).statusCode).toBe(200);
  });
});

describe("when the queue's Redis goes down", () => {
  it("POST /posts with media answers 503 at once and writes nothing; it works again once Redis is back", async () => {
    const user = await registerUser(ctx.app);
    await goDown();

    const refused = await postWithImage(user.token);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: expect.any(String), code: "UNAVAILABLE" });
    expect(await ctx.db.select().from(posts).where(eq(posts.authorId, user.id))).toEqual([]);

    await comeBack();
    const created = await postWithImage(user.token);
    expect(created.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(media).where(eq(media.ownerId, user.id));
    expect((await ctx.deps.queues.media.getJob(row?.id as string))?.name).toBe("media.process");
  });

  it("POST /media/upload/complete answers 503, and the same call succeeds and queues the job after Redis is back", async () => {
    const { key, complete } = await uploadedImage();

    await goDown();
    const refused = await complete();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: expect.any(String), code: "UNAVAILABLE" });

    await comeBack();
    expect((await complete()).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(media).where(eq(media.storageKey, key));
    expect((await ctx.deps.queues.media.getJob(row?.id as string))?.name).toBe("media.process");
  });
});

describe("when Redis hangs (connections open, nothing answered: frozen server, dropped packets)", () => {
  it("authenticated reads still answer: rate limit skipped, token version and feed from the database", async () => {
    const user = await registerUser(ctx.app);
    redis.freeze();
    try {
      const me = await ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: bearer(user.token) });
      expect(me.statusCode).toBe(200);
      const feed = await ctx.app.inject({ method: "GET", url: "/api/v1/feed", headers: bearer(user.token) });
      expect(feed.statusCode).toBe(200);
    } finally {
      redis.thaw();
    }
  });

  it("POST /media/upload/complete answers 503 when the queue does not answer", async () => {
    const { complete } = await uploadedImage();
    redis.freeze();
    try {
      const response = await complete();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: expect.any(String), code: "UNAVAILABLE" });
    } finally {
      redis.thaw();
    }
  });
});
