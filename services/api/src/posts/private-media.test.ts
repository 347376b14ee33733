import { media, posts } from "@playpal/db";
import { createS3Storage } from "@playpal/platform";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { type FakeS3, startFakeS3 } from "#test/fake-s3.ts";
import { createUser, multipart, PNG_1PX, type TestUser } from "#test/social-factories.ts";
import { alignPostMediaVisibility } from "./service.ts";
import type { PostView } from "./views.ts";

let author: TestUser;
const ctx = useTestApp({ PUBLIC_URL: "http://files.test" });
beforeAll(async () => {
  author = await createUser(ctx.app);
});

/** A post with one image, as `POST /posts` answers it (its media not screened yet: `pending`). */
async function postWithPendingImage(visibility: string): Promise<PostView> {
  const form = await multipart({ body: "a photo", type: "photos", visibility }, [
    { name: "a.png", type: "image/png", data: PNG_1PX },
  ]);
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/posts",
    headers: { ...author.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as PostView;
}

/**
 * A post with one image its media worker finished (here the row is made `ready` and its objects aligned
 * as the worker leaves them: these tests are about the URLs, the worker's own tests about processing).
 */
async function postWithImage(visibility: string): Promise<PostView> {
  const created = await postWithPendingImage(visibility);
  await ctx.db.update(media).set({ status: "ready" }).where(eq(media.postId, created.id));
  await alignPostMediaVisibility(ctx.deps, created.id);
  const response = await ctx.app.inject({
    method: "GET",
    url: `/api/v1/posts/${created.id}`,
    headers: author.headers,
  });
  return response.json() as PostView;
}

/** GET of a presented URL through the API (local mode serves `/api/v1/files/*`). */
const load = (url: string) => ctx.app.inject({ method: "GET", url: url.replace("http://files.test", "") });
const withoutQuery = (url: string) => url.split("?")[0] as string;

describe("media of non-public posts", () => {
  it("serves a media not screened yet to its author alone, through a signed URL of the private original", async () => {
    const post = await postWithPendingImage("public");
    const url = post.media[0]?.url as string;
    expect(post.media[0]?.status).toBe("pending");
    expect(url).toContain("signature=");
    expect((await load(url)).statusCode).toBe(200);
    // The original is not public before screening, and nobody else is handed a URL of it.
    expect((await load(withoutQuery(url))).statusCode).toBe(404);
    const other = await createUser(ctx.app);
    const seen = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/posts/${post.id}`,
      headers: other.headers,
    });
    expect((seen.json() as PostView).media[0]).toMatchObject({
      status: "pending",
      url: "",
      thumbnailUrl: null,
    });
  });

  it("serves a public post's media at its stable public URL, cached briefly (it can be withdrawn)", async () => {
    const post = await postWithImage("public");
    const url = post.media[0]?.url as string;
    expect(url).not.toContain("signature=");
    const file = await load(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["cache-control"]).toBe("public, max-age=300");
  });

  for (const visibility of ["private", "followers"]) {
    it(`serves a ${visibility} post's media only through a short-lived signed URL`, async () => {
      const post = await postWithImage(visibility);
      const url = post.media[0]?.url as string;
      expect(url).toMatch(/[?&]expires=\d+&signature=[0-9a-f]{64}$/);
      const file = await load(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers["cache-control"]).toMatch(/^private, max-age=(3[0-5]\d\d|3600)$/);

      // The bare URL, a tampered signature and an expired one are all refused.
      expect((await load(withoutQuery(url))).statusCode).toBe(404);
      const tampered = url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === "0" ? "1" : "0"}`);
      expect((await load(tampered)).statusCode).toBe(404);
      const expired = url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 10}`);
      expect((await load(expired)).statusCode).toBe(404);
    });
  }

  it("keeps an upload attached to a private post through the presigned flow private", async () => {
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/posts",
      headers: author.headers,
      payload: { body: "later photo", visibility: "private" },
    });
    const postId = (created.json() as PostView).id;
    const presigned = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/media/upload/url",
      headers: author.headers,
      payload: { mimeType: "image/png" },
    });
    const { url, key, headers } = presigned.json() as {
      url: string;
      key: string;
      headers: Record<string, string>;
    };
    const put = await ctx.app.inject({
      method: "PUT",
      url: url.replace("http://files.test", ""),
      headers,
      payload: PNG_1PX,
    });
    expect(put.statusCode).toBe(200);
    const complete = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/media/upload/complete",
      headers: author.headers,
      payload: { key, postId, mimeType: "image/png", width: 1, height: 1 },
    });
    expect(complete.statusCode).toBe(200);
    expect((await load(`/api/v1/files/${key}`)).statusCode).toBe(404);
    const fetched = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/posts/${postId}`,
      headers: author.headers,
    });
    const signed = (fetched.json() as PostView).media[0]?.url as string;
    expect((await load(signed)).statusCode).toBe(200);
  });

  it("re-signs after a visibility change: public URLs stop working when a post goes private, and back", async () => {
    const post = await postWithImage("public");
    const publicUrl = post.media[0]?.url as string;
    await ctx.db.update(posts).set({ visibility: "private" }).where(eq(posts.id, post.id));
    await alignPostMediaVisibility(ctx.deps, post.id);
    expect((await load(publicUrl)).statusCode).toBe(404);
    const again = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/posts/${post.id}`,
      headers: author.headers,
    });
    const signed = (again.json() as PostView).media[0]?.url as string;
    expect(signed).toContain("signature=");
    expect((await load(signed)).statusCode).toBe(200);

    await ctx.db.update(posts).set({ visibility: "public" }).where(eq(posts.id, post.id));
    await alignPostMediaVisibility(ctx.deps, post.id);
    expect((await load(publicUrl)).statusCode).toBe(200);
  });

  it("signs whatever the media row stores, a key or a URL of this storage (a worker's variant)", async () => {
    const post = await postWithImage("private");
    const [row] = await ctx.db.select().from(media).where(eq(media.postId, post.id));
    const key = row?.storageKey as string;
    // A worker that stored the variant as a public URL instead of a key.
    await ctx.db
      .update(media)
      .set({ storageKey: ctx.deps.storage.publicUrl(key), thumbnailKey: key })
      .where(eq(media.postId, post.id));
    const fetched = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/posts/${post.id}`,
      headers: author.headers,
    });
    const [item] = (fetched.json() as PostView).media;
    for (const url of [item?.url, item?.thumbnailUrl] as string[]) {
      expect(withoutQuery(url)).toBe(ctx.deps.storage.publicUrl(key));
      expect((await load(url)).statusCode).toBe(200);
    }
  });
});

describe("media of non-public posts on S3", () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it("presigns a GET of the object, readable from the bucket, and sets the private ACL back", async () => {
    const storage = createS3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: "us-east-1",
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
      objectAcl: "public-read",
    });
    await storage.put("uploads/u1/p.png", PNG_1PX, "image/png", { public: true });
    await storage.makePrivate("uploads/u1/p.png");
    expect(s3.aclOf("uploads/u1/p.png")).toBe("private");
    const url = await storage.signedUrl("uploads/u1/p.png", 3600);
    expect(url).toMatch(/X-Amz-Expires=3600/);
    expect(url).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_1PX);
    expect(storage.keyOf(storage.publicUrl("uploads/u1/p.png"))).toBe("uploads/u1/p.png");
    expect(storage.keyOf(url)).toBe("uploads/u1/p.png");
    expect(storage.keyOf("https://elsewhere.example/x.png")).toBeNull();
  });
});
