import { comments, follows, media, notifications, postImpressions, posts, reports } from "@playpal/db";
import type { LocalStorage } from "@playpal/platform";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import {
  block,
  createPost,
  createUser,
  follow,
  MP4_HEAD,
  multipart,
  PNG_1PX,
  type TestUser,
} from "#test/social-factories.ts";
import { gameIdFor } from "../../../../scripts/games-seed.ts";
import { readThroughFeed } from "../feeds/cache.ts";
import { erasePosts } from "./service.ts";

beforeAll(async () => {
  // The races below send a few hundred requests; rate limiting has its own tests.
});
const ctx = useTestApp(() => ({
  MAX_UPLOAD_BYTES: "4096",
  MAX_FILES_PER_POST: "3",
  RATE_LIMIT_MAX: "100000",
}));

type Method = "GET" | "POST" | "DELETE";
const call = (method: Method, url: string, user: TestUser, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, payload: payload as object });

const notificationsOf = (userId: string) =>
  ctx.db.select().from(notifications).where(eq(notifications.recipientId, userId));

async function postMultipart(
  user: TestUser,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1],
) {
  const body = await multipart(fields, files);
  return ctx.app.inject({
    method: "POST",
    url: "/api/v1/posts",
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

describe("POST /posts (multipart)", () => {
  it("streams each file to storage, writes pending media, queues one job per file and answers the Post", async () => {
    const alice = await createUser(ctx.app);
    // A cached feed page of the author, which the new post must clear.
    await readThroughFeed(ctx.deps, alice.id, "probe", async () => "{}");
    expect(await ctx.deps.redis.exists(`feed:{${alice.id}}:probe:identity`)).toBe(1);

    const response = await postMultipart(
      alice,
      {
        body: "GG @nobody_here",
        type: "photos",
        visibility: "followers",
        commentable: "false",
        gameId: "valorant",
      },
      [
        { name: "a.png", type: "image/png", data: PNG_1PX },
        { name: "b.mp4", type: "video/mp4", data: MP4_HEAD },
      ],
    );
    expect(response.statusCode).toBe(201);
    const post = response.json();
    expect(Object.keys(post).sort()).toEqual(
      [
        "id",
        "authorId",
        "author",
        "body",
        "type",
        "visibility",
        "commentable",
        "gameId",
        "media",
        "reactionCounts",
        "myReactions",
        "commentCount",
        "createdAt",
        "sensitive",
        "moderationStatus",
      ].sort(),
    );
    expect(post).toMatchObject({
      sensitive: false,
      // The author's own view: nobody else is told.
      moderationStatus: "none",
      authorId: alice.id,
      author: { id: alice.id, username: alice.username, display_name: expect.any(String), avatarUrl: null },
      body: "GG @nobody_here",
      type: "photos",
      visibility: "followers",
      commentable: false,
      gameId: gameIdFor("valorant"),
      reactionCounts: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, angry: 0 },
      myReactions: [],
      commentCount: 0,
    });
    expect(post.media).toHaveLength(2);
    expect(post.media[0]).toEqual({
      id: expect.any(String),
      status: "pending",
      mimeType: "image/png",
      url: expect.stringContaining(`/files/uploads/${alice.id}/images/`),
      thumbnailUrl: null,
      width: null,
      height: null,
      duration: null,
      errorMessage: null,
      sensitive: false,
    });
    expect(post.media[1]).toMatchObject({ status: "pending", mimeType: "video/mp4" });

    const rows = await ctx.db.select().from(media).where(eq(media.postId, post.id)).orderBy(media.position);
    const year = new Date().getUTCFullYear();
    expect(rows.map((r) => r.storageKey)).toEqual([
      expect.stringMatching(new RegExp(`^uploads/${alice.id}/images/${year}/[0-9a-f-]{36}\\.png$`)),
      expect.stringMatching(new RegExp(`^uploads/${alice.id}/videos/${year}/[0-9a-f-]{36}\\.mp4$`)),
    ]);
    expect(rows.map((r) => [r.kind, r.status, r.ownerId])).toEqual([
      ["image", "pending", alice.id],
      ["video", "pending", alice.id],
    ]);
    const storage = ctx.deps.storage as LocalStorage;
    for (const row of rows) {
      expect(await storage.head(row.storageKey)).toMatchObject({ contentType: row.mimeType });
      // A followers post: its objects stay private, served by signed URL (private-media.test.ts).
      expect(await storage.isPublic(row.storageKey)).toBe(false);
      const job = await ctx.deps.queues.media.getJob(row.id);
      expect(job?.name).toBe("media.process");
      expect(job?.data).toEqual({
        mediaId: row.id,
        postId: post.id,
        userId: alice.id,
        storageKey: row.storageKey,
        mimeType: row.mimeType,
        // The id of the request that queued it, for the worker's log lines.
        requestId: expect.any(String),
      });
    }
    expect(await ctx.deps.redis.exists(`feed:{${alice.id}}:probe:identity`)).toBe(0);
  });

  it("applies the defaults: type text, visibility public, commentable true, no game", async () => {
    const bob = await createUser(ctx.app);
    const response = await postMultipart(bob, { body: "hello" }, []);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: "text",
      visibility: "public",
      commentable: true,
      gameId: null,
      media: [],
    });
  });

  it("also accepts a JSON text post", async () => {
    const bob = await createUser(ctx.app);
    const response = await call("POST", "/posts", bob, { body: "json post", commentable: false });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ body: "json post", commentable: false, type: "text" });
  });

  it.each([
    ["a missing body", {}],
    ["an empty body", { body: "   " }],
    ["a body over 5000 characters", { body: "x".repeat(5001) }],
    ["an unknown type", { body: "x", type: "video" }],
    ["an unknown visibility", { body: "x", visibility: "friends" }],
    ["a non-boolean commentable", { body: "x", commentable: "maybe" }],
  ])("refuses %s with 400", async (_name, fields) => {
    const carol = await createUser(ctx.app);
    const response = await postMultipart(carol, fields as Record<string, string>, [
      { name: "a.png", type: "image/png", data: PNG_1PX },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), code: "VALIDATION_FAILED" });
    // The file already streamed to storage is removed again and no post exists.
    expect(await ctx.db.select().from(posts).where(eq(posts.authorId, carol.id))).toEqual([]);
    expect(await ctx.db.select().from(media).where(eq(media.ownerId, carol.id))).toEqual([]);
  });

  it("refuses bad JSON posts with 400", async () => {
    const carol = await createUser(ctx.app);
    for (const payload of [
      {},
      { body: "" },
      { body: "x", commentable: "yes" },
      { body: "x", extra: 1 },
      [],
    ]) {
      const response = await call("POST", "/posts", carol, payload);
      expect(response.statusCode).toBe(400);
    }
  });

  it("refuses disallowed types, bytes that are not what they claim and files outside `media`", async () => {
    const dave = await createUser(ctx.app);
    const cases = [
      { name: "a.txt", type: "text/plain", data: Buffer.from("hello") },
      { name: "a.png", type: "image/png", data: Buffer.from("<html>not an image</html>") },
      { name: "a.mp4", type: "video/mp4", data: Buffer.from("definitely not a video at all") },
      { name: "a.svg", type: "image/svg+xml", data: Buffer.from("<svg/>") },
      { field: "file", name: "a.png", type: "image/png", data: PNG_1PX },
    ];
    for (const file of cases) {
      const response = await postMultipart(dave, { body: "x" }, [
        { name: "ok.png", type: "image/png", data: PNG_1PX },
        file,
      ]);
      expect(response.statusCode, file.name).toBe(400);
    }
    expect(await ctx.db.select().from(posts).where(eq(posts.authorId, dave.id))).toEqual([]);
    const storage = ctx.deps.storage as LocalStorage;
    const { readdir } = await import("node:fs/promises");
    const dir = storage.objectPath(`uploads/${dave.id}`);
    const left = await readdir(dir, { recursive: true }).catch(() => []);
    expect(left.filter((f) => /\.(png|mp4|txt|svg)$/.test(String(f)))).toEqual([]);
  });

  it("answers 400 to a body cut off in the middle of a file and keeps none of its files", async () => {
    const fay = await createUser(ctx.app);
    const body = await multipart({ body: "x" }, [
      { name: "a.png", type: "image/png", data: PNG_1PX },
      { name: "b.png", type: "image/png", data: Buffer.concat([PNG_1PX, Buffer.alloc(2000, 7)]) },
    ]);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/posts",
      headers: { ...fay.headers, ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 1000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("MALFORMED_MULTIPART");
    expect(await ctx.db.select().from(posts).where(eq(posts.authorId, fay.id))).toEqual([]);
    const storage = ctx.deps.storage as LocalStorage;
    const { readdir } = await import("node:fs/promises");
    const left = await readdir(storage.objectPath(`uploads/${fay.id}`), { recursive: true }).catch(() => []);
    expect(left.filter((f) => /\.png/.test(String(f)))).toEqual([]);
  });

  it("refuses more than MAX_FILES_PER_POST files with 400 and a file over MAX_UPLOAD_BYTES with 413", async () => {
    const erin = await createUser(ctx.app);
    const four = Array.from({ length: 4 }, (_, i) => ({
      name: `${i}.png`,
      type: "image/png",
      data: PNG_1PX,
    }));
    const tooMany = await postMultipart(erin, { body: "x" }, four);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe("TOO_MANY_FILES");

    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5000)]);
    const tooBig = await postMultipart(erin, { body: "x" }, [
      { name: "big.png", type: "image/png", data: big },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(await ctx.db.select().from(posts).where(eq(posts.authorId, erin.id))).toEqual([]);
  });

  it("sends MENTION for @usernames in a post body to users who can see it", async () => {
    const author = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const stranger = await createUser(ctx.app);
    await follow(ctx, fan, author);
    await createPost(ctx.app, author, {
      body: `hi @${fan.username.toUpperCase()} and @${stranger.username}`,
      visibility: "followers",
    });
    expect((await notificationsOf(fan.id)).map((n) => n.type)).toEqual(["MENTION"]);
    expect(await notificationsOf(stranger.id)).toEqual([]);
  });
});

describe("GET /posts/:id visibility", () => {
  let author: TestUser;
  let follower: TestUser;
  let stranger: TestUser;
  let blocker: TestUser;
  let blockedByAuthor: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    author = await createUser(ctx.app);
    follower = await createUser(ctx.app);
    stranger = await createUser(ctx.app);
    blocker = await createUser(ctx.app);
    blockedByAuthor = await createUser(ctx.app);
    await follow(ctx, follower, author);
    await follow(ctx, blocker, author);
    await block(ctx, blocker, author);
    await block(ctx, author, blockedByAuthor);
    for (const visibility of ["public", "followers", "private"]) {
      ids[visibility] = (await createPost(ctx.app, author, { visibility })).id;
    }
  });

  it.each([
    ["the author", "author", ["public", "followers", "private"]],
    ["a follower", "follower", ["public", "followers"]],
    ["a stranger", "stranger", ["public"]],
    ["someone who blocked the author", "blocker", []],
    ["someone the author blocked", "blockedByAuthor", []],
  ])("shows %s exactly the posts the rules allow, 404 for the rest", async (_who, key, visible) => {
    const viewer = { author, follower, stranger, blocker, blockedByAuthor }[key] as TestUser;
    for (const [visibility, id] of Object.entries(ids)) {
      const response = await call("GET", `/posts/${id}`, viewer);
      expect(response.statusCode, `${key} ${visibility}`).toBe(visible.includes(visibility) ? 200 : 404);
      if (response.statusCode === 404) expect(response.body).not.toContain(author.id);
    }
  });

  it("answers 404 for an unknown post and 400 for a malformed id", async () => {
    expect((await call("GET", "/posts/doesnotexist", stranger)).statusCode).toBe(404);
    expect((await call("GET", "/posts/bad%20id!", stranger)).statusCode).toBe(400);
  });

  it("requires authentication", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/v1/posts/${ids.public}` });
    expect(response.statusCode).toBe(401);
  });
});

describe("DELETE /posts/:id", () => {
  it("lets only the author delete: others get 403 (visible) or 404 (hidden); comments go with it", async () => {
    const author = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const open = await createPost(ctx.app, author);
    const hidden = await createPost(ctx.app, author, { visibility: "private" });
    await call("POST", `/posts/${open.id}/comments`, other, { body: "nice" });

    expect((await call("DELETE", `/posts/${open.id}`, other)).statusCode).toBe(403);
    expect((await call("DELETE", `/posts/${hidden.id}`, other)).statusCode).toBe(404);
    expect((await call("DELETE", "/posts/nope", author)).statusCode).toBe(404);
    await readThroughFeed(ctx.deps, author.id, "probe", async () => "{}");
    expect(await ctx.deps.redis.exists(`feed:{${author.id}}:probe:identity`)).toBe(1);

    expect((await call("DELETE", `/posts/${open.id}`, author)).statusCode).toBe(204);
    expect((await call("GET", `/posts/${open.id}`, author)).statusCode).toBe(404);
    expect(await ctx.db.select().from(comments).where(eq(comments.postId, open.id))).toEqual([]);
    expect(await ctx.deps.redis.exists(`feed:{${author.id}}:probe:identity`)).toBe(0);
  });

  it("removes the notifications that link to a deleted post", async () => {
    const author = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    await call("POST", `/posts/${post.id}/comments`, fan, { body: "first!" });
    await call("POST", "/reactions", fan, { postId: post.id, kind: "like" });
    const linked = () =>
      ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.targetType, "post"), eq(notifications.targetId, post.id)));
    expect((await linked()).map((n) => n.type).sort()).toEqual(["COMMENT", "LIKE_POST"]);
    expect((await call("DELETE", `/posts/${post.id}`, author)).statusCode).toBe(204);
    expect(await linked()).toEqual([]);
  });

  it("removes the stored media files of a deleted post", async () => {
    const author = await createUser(ctx.app);
    const created = await postMultipart(author, { body: "pic" }, [
      { name: "a.png", type: "image/png", data: PNG_1PX },
    ]);
    const post = created.json();
    const [row] = await ctx.db.select().from(media).where(eq(media.postId, post.id));
    expect(await ctx.deps.storage.head(row?.storageKey as string)).not.toBeNull();
    expect((await call("DELETE", `/posts/${post.id}`, author)).statusCode).toBe(204);
    expect(await ctx.deps.storage.head(row?.storageKey as string)).toBeNull();
  });
});

describe("erasePosts", () => {
  it("erases a batch of one author's posts at once: rows, media objects, the notifications leading to them, the feed cache", async () => {
    const author = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const withMedia = async (body: string) => {
      const created = await postMultipart(author, { body }, [
        { name: "a.png", type: "image/png", data: PNG_1PX },
      ]);
      expect(created.statusCode).toBe(201);
      return created.json().id as string;
    };
    const [first, second, kept] = [await withMedia("one"), await withMedia("two"), await withMedia("kept")];
    for (const postId of [first, second, kept]) {
      expect((await call("POST", `/posts/${postId}/comments`, fan, { body: "nice" })).statusCode).toBe(201);
    }
    const keysOf = async (postId: string) =>
      (await ctx.db.select().from(media).where(eq(media.postId, postId))).map((m) => m.storageKey);
    const erasedKeys = [...(await keysOf(first)), ...(await keysOf(second))];
    expect(erasedKeys.length).toBe(2);
    for (const key of erasedKeys) expect(await ctx.deps.storage.head(key)).not.toBeNull();
    const targets = async () =>
      (await notificationsOf(author.id)).filter((n) => n.targetType === "post").map((n) => n.targetId);
    expect((await targets()).sort()).toEqual([first, second, kept].sort());
    await readThroughFeed(ctx.deps, author.id, "probe", async () => "{}");

    // A repeated id is erased once.
    await erasePosts(ctx.deps, [second, first, second], author.id);

    const left = await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, author.id));
    expect(left.map((p) => p.id)).toEqual([kept]);
    expect(await ctx.db.select().from(comments).where(eq(comments.postId, first))).toEqual([]);
    for (const key of erasedKeys) expect(await ctx.deps.storage.head(key)).toBeNull();
    expect(await ctx.deps.storage.head((await keysOf(kept))[0] as string)).not.toBeNull();
    expect(await targets()).toEqual([kept]);
    expect(await ctx.deps.redis.exists(`feed:{${author.id}}:probe:identity`)).toBe(0);
    // Idempotent: posts already gone (and no posts at all) delete nothing and do not fail.
    await erasePosts(ctx.deps, [first, second], author.id);
    await erasePosts(ctx.deps, [], author.id);
    expect(await targets()).toEqual([kept]);
  });
});

describe("comments", () => {
  it("creates a comment, bumps commentCount, notifies COMMENT and MENTION once per distinct user", async () => {
    const author = await createUser(ctx.app);
    const commenter = await createUser(ctx.app);
    const mentioned = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);

    const body = `@${mentioned.username} @${mentioned.username.toUpperCase()} @${commenter.username} @${author.username} @ghost_user mail@${mentioned.username}.com`;
    const response = await call("POST", `/posts/${post.id}/comments`, commenter, { body });
    expect(response.statusCode).toBe(201);
    const comment = response.json();
    expect(comment).toEqual({
      id: expect.any(String),
      postId: post.id,
      authorId: commenter.id,
      author: {
        id: commenter.id,
        username: commenter.username,
        display_name: expect.any(String),
        avatarUrl: null,
      },
      body,
      reactionCounts: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, angry: 0 },
      myReactions: [],
      createdAt: expect.any(String),
    });
    expect((await call("GET", `/posts/${post.id}`, author)).json().commentCount).toBe(1);

    const toAuthor = await notificationsOf(author.id);
    expect(toAuthor.map((n) => n.type).sort()).toEqual(["COMMENT", "MENTION"]);
    expect(toAuthor[0]).toMatchObject({ actorId: commenter.id, targetType: "post", targetId: post.id });
    expect(toAuthor.find((n) => n.type === "COMMENT")?.data).toEqual({ screen: "post", postId: post.id });
    expect((await notificationsOf(mentioned.id)).map((n) => n.type)).toEqual(["MENTION"]);
    expect(await notificationsOf(commenter.id)).toEqual([]);
  });

  it("does not notify the author of their own comment", async () => {
    const author = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    expect(
      (await call("POST", `/posts/${post.id}/comments`, author, { body: `me @${author.username}` }))
        .statusCode,
    ).toBe(201);
    expect(await notificationsOf(author.id)).toEqual([]);
  });

  it("does not send MENTION to a user who cannot see the post", async () => {
    const author = await createUser(ctx.app);
    const outsider = await createUser(ctx.app);
    const post = await createPost(ctx.app, author, { visibility: "private" });
    await call("POST", `/posts/${post.id}/comments`, author, { body: `psst @${outsider.username}` });
    expect(await notificationsOf(outsider.id)).toEqual([]);
  });

  it("refuses comments with 403 when comments are off or either user blocked the other, 404 when hidden", async () => {
    const author = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const closed = await createPost(ctx.app, author, { commentable: false });
    const hidden = await createPost(ctx.app, author, { visibility: "followers" });
    const open = await createPost(ctx.app, author);

    expect((await call("POST", `/posts/${closed.id}/comments`, other, { body: "hi" })).statusCode).toBe(403);
    expect((await call("POST", `/posts/${hidden.id}/comments`, other, { body: "hi" })).statusCode).toBe(404);
    expect((await call("POST", "/posts/nope/comments", other, { body: "hi" })).statusCode).toBe(404);

    const blocked = await createUser(ctx.app);
    await block(ctx, author, blocked);
    expect((await call("POST", `/posts/${open.id}/comments`, blocked, { body: "hi" })).statusCode).toBe(403);
    const blocking = await createUser(ctx.app);
    await block(ctx, blocking, author);
    expect((await call("POST", `/posts/${open.id}/comments`, blocking, { body: "hi" })).statusCode).toBe(403);
    expect((await call("GET", `/posts/${open.id}`, author)).json().commentCount).toBe(0);
  });

  it("answers 404, not the 403 of a block, for a blocked user's comment on a post they could not see anyway", async () => {
    const author = await createUser(ctx.app);
    const blocked = await createUser(ctx.app);
    const secret = await createPost(ctx.app, author, { visibility: "private" });
    const forFollowers = await createPost(ctx.app, author, { visibility: "followers" });
    await block(ctx, author, blocked);
    for (const post of [secret, forFollowers]) {
      const response = await call("POST", `/posts/${post.id}/comments`, blocked, { body: "hi" });
      expect(response.statusCode).toBe(404);
    }
  });

  it("refuses bad comment bodies with 400", async () => {
    const author = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    for (const payload of [{}, { body: "" }, { body: "  " }, { body: 5 }, { body: "x".repeat(2001) }]) {
      expect((await call("POST", `/posts/${post.id}/comments`, author, payload)).statusCode).toBe(400);
    }
  });

  it("pages comments newest first without duplicates and hides them from users who cannot see the post", async () => {
    const author = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const post = await createPost(ctx.app, author, { visibility: "followers" });
    for (let i = 0; i < 5; i++) await call("POST", `/posts/${post.id}/comments`, author, { body: `c${i}` });

    const seen: string[] = [];
    let cursor: { id: string; createdAt: string } | null = null;
    do {
      const query: string = cursor
        ? `&cursor[id]=${cursor.id}&cursor[createdAt]=${encodeURIComponent(cursor.createdAt)}`
        : "";
      const page = (await call("GET", `/posts/${post.id}/comments?limit=2${query}`, author)).json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((c: { body: string }) => c.body));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["c4", "c3", "c2", "c1", "c0"]);

    expect((await call("GET", `/posts/${post.id}/comments`, other)).statusCode).toBe(404);
    expect((await call("GET", `/posts/${post.id}/comments?limit=abc`, author)).statusCode).toBe(400);
    expect((await call("GET", `/posts/${post.id}/comments?cursor=notjson`, author)).statusCode).toBe(400);
    expect(
      (await call("GET", `/posts/${post.id}/comments?cursor[id]=x&cursor[createdAt]=yesterday`, author))
        .statusCode,
    ).toBe(400);
  });

  it("hides comments of users blocked either way from the list", async () => {
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    const troll = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    await call("POST", `/posts/${post.id}/comments`, troll, { body: "troll" });
    await call("POST", `/posts/${post.id}/comments`, author, { body: "fine" });
    await block(ctx, viewer, troll);
    const page = (await call("GET", `/posts/${post.id}/comments`, viewer)).json();
    expect(page.items.map((c: { body: string }) => c.body)).toEqual(["fine"]);
  });

  it("lets the comment's author and the post's author delete a comment, nobody else; the count follows", async () => {
    const author = await createUser(ctx.app);
    const commenter = await createUser(ctx.app);
    const third = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    const c1 = (await call("POST", `/posts/${post.id}/comments`, commenter, { body: "one" })).json();
    const c2 = (await call("POST", `/posts/${post.id}/comments`, commenter, { body: "two" })).json();
    const other = await createPost(ctx.app, author);

    expect((await call("DELETE", `/posts/${post.id}/comments/${c1.id}`, third)).statusCode).toBe(403);
    expect((await call("DELETE", `/posts/${other.id}/comments/${c1.id}`, commenter)).statusCode).toBe(404);
    expect((await call("DELETE", `/posts/${post.id}/comments/${c1.id}`, commenter)).statusCode).toBe(204);
    expect((await call("DELETE", `/posts/${post.id}/comments/${c1.id}`, commenter)).statusCode).toBe(404);
    expect((await call("DELETE", `/posts/${post.id}/comments/${c2.id}`, author)).statusCode).toBe(204);
    expect((await call("GET", `/posts/${post.id}`, author)).json().commentCount).toBe(0);
  });
});

describe("reactions", () => {
  it("creates a reaction once (201, then 200 with the same row), counts it and notifies LIKE_POST once", async () => {
    const author = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);

    const first = await call("POST", "/reactions", fan, { postId: post.id, kind: "love" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      userId: fan.id,
      postId: post.id,
      commentId: null,
      kind: "love",
      createdAt: expect.any(String),
    });
    const again = await call("POST", "/reactions", fan, { postId: post.id, kind: "love" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await call("POST", "/reactions", fan, { postId: post.id, kind: "like" })).statusCode).toBe(201);

    const seen = (await call("GET", `/posts/${post.id}`, fan)).json();
    expect(seen.reactionCounts).toEqual({ like: 1, love: 1, haha: 0, wow: 0, sad: 0, angry: 0 });
    expect(seen.myReactions.sort()).toEqual(["like", "love"]);
    expect((await call("GET", `/posts/${post.id}`, author)).json().myReactions).toEqual([]);
    const notes = await notificationsOf(author.id);
    expect(notes.map((n) => n.type)).toEqual(["LIKE_POST", "LIKE_POST"]);
    expect(notes[0]).toMatchObject({ actorId: fan.id, targetType: "post", targetId: post.id });

    await call("POST", "/reactions", author, { postId: post.id, kind: "wow" });
    expect(await notificationsOf(author.id)).toHaveLength(2);
  });

  it("counts concurrent identical reactions once", async () => {
    const author = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call("POST", "/reactions", fan, { postId: post.id, kind: "haha" })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect((await call("GET", `/posts/${post.id}`, fan)).json().reactionCounts.haha).toBe(1);
  });

  it("reacts to a comment: counter on the comment, LIKE_COMMENT to its author", async () => {
    const author = await createUser(ctx.app);
    const commenter = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    const comment = (await call("POST", `/posts/${post.id}/comments`, commenter, { body: "first" })).json();

    const response = await call("POST", "/reactions", fan, { commentId: comment.id, kind: "like" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ postId: null, commentId: comment.id });
    const page = (await call("GET", `/posts/${post.id}/comments`, fan)).json();
    expect(page.items[0]).toMatchObject({ reactionCounts: { like: 1 }, myReactions: ["like"] });
    expect((await notificationsOf(commenter.id)).map((n) => [n.type, n.targetType, n.targetId])).toEqual([
      ["LIKE_COMMENT", "post", post.id],
    ]);
  });

  it("does not send LIKE_COMMENT to a comment's author who can no longer see the post", async () => {
    const author = await createUser(ctx.app);
    const leaver = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    await follow(ctx, leaver, author);
    await follow(ctx, fan, author);
    const post = await createPost(ctx.app, author, { visibility: "followers" });
    const comment = (await call("POST", `/posts/${post.id}/comments`, leaver, { body: "hi" })).json();
    await ctx.db
      .delete(follows)
      .where(and(eq(follows.followerId, leaver.id), eq(follows.followingId, author.id)));

    expect((await call("POST", "/reactions", fan, { commentId: comment.id, kind: "like" })).statusCode).toBe(
      201,
    );
    expect(await notificationsOf(leaver.id)).toEqual([]);
  });

  it("answers 404 for hidden or missing targets and 400 for bad payloads", async () => {
    const author = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const hidden = await createPost(ctx.app, author, { visibility: "private" });
    const open = await createPost(ctx.app, author);
    const hiddenComment = (
      await call("POST", `/posts/${hidden.id}/comments`, author, { body: "secret" })
    ).json();

    expect((await call("POST", "/reactions", other, { postId: hidden.id, kind: "like" })).statusCode).toBe(
      404,
    );
    expect(
      (await call("POST", "/reactions", other, { commentId: hiddenComment.id, kind: "like" })).statusCode,
    ).toBe(404);
    expect((await call("POST", "/reactions", other, { postId: "missing", kind: "like" })).statusCode).toBe(
      404,
    );
    for (const payload of [
      { kind: "like" },
      { postId: open.id, commentId: hiddenComment.id, kind: "like" },
      { postId: open.id, kind: "dislike" },
      { postId: open.id },
      { postId: 12, kind: "like" },
      {},
    ]) {
      expect((await call("POST", "/reactions", other, payload)).statusCode).toBe(400);
    }
    expect((await call("GET", `/posts/${hidden.id}`, author)).json().reactionCounts.like).toBe(0);
  });

  it("lets only the owner delete a reaction; the counter drops", async () => {
    const author = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    const reaction = (await call("POST", "/reactions", fan, { postId: post.id, kind: "sad" })).json();

    expect((await call("DELETE", `/reactions/${reaction.id}`, author)).statusCode).toBe(404);
    expect((await call("DELETE", `/reactions/${reaction.id}`, fan)).statusCode).toBe(204);
    expect((await call("DELETE", `/reactions/${reaction.id}`, fan)).statusCode).toBe(404);
    expect((await call("DELETE", "/reactions/bad%20id", fan)).statusCode).toBe(400);
    const seen = (await call("GET", `/posts/${post.id}`, fan)).json();
    expect(seen.reactionCounts.sad).toBe(0);
    expect(seen.myReactions).toEqual([]);
  });
});

describe("writes racing a delete", () => {
  it("answers 2xx or 404, never 500, when reactions, comments and impressions race the deletion of their target", async () => {
    const author = await createUser(ctx.app);
    const fans = await Promise.all(Array.from({ length: 4 }, () => createUser(ctx.app)));
    const statuses = new Set<number>();
    for (let round = 0; round < 6; round++) {
      const post = await createPost(ctx.app, author);
      const comment = (await call("POST", `/posts/${post.id}/comments`, author, { body: "c" })).json();
      const mine = await Promise.all(
        fans.map((fan) => call("POST", "/reactions", fan, { commentId: comment.id, kind: "wow" })),
      );
      const results = await Promise.all([
        ...fans.flatMap((fan, i) => [
          call("POST", "/reactions", fan, { postId: post.id, kind: "like" }),
          call("POST", "/reactions", fan, { commentId: comment.id, kind: "love" }),
          call("POST", `/posts/${post.id}/comments`, fan, { body: "x" }),
          call("POST", `/posts/${post.id}/impression`, fan, { viewDurationMs: 5 }),
          call("DELETE", `/reactions/${mine[i]?.json().id}`, fan),
        ]),
        call("DELETE", `/posts/${post.id}/comments/${comment.id}`, author),
        call("DELETE", `/posts/${post.id}`, author),
      ]);
      for (const r of results) statuses.add(r.statusCode);
    }
    expect([...statuses].filter((s) => ![200, 201, 204, 404].includes(s))).toEqual([]);
  });
});

describe("POST /posts/:postId/impression", () => {
  const impression = (userId: string, postId: string) =>
    ctx.db
      .select()
      .from(postImpressions)
      .where(and(eq(postImpressions.userId, userId), eq(postImpressions.postId, postId)));

  it("accumulates into one row; video time only counts for clips", async () => {
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    const text = await createPost(ctx.app, author);
    const clip = await createPost(ctx.app, author, { type: "clip" });

    for (const post of [text, clip]) {
      for (const body of [
        { viewDurationMs: 1000, videoWatchMs: 400 },
        { viewDurationMs: 500, videoWatchMs: 100 },
      ]) {
        const response = await call("POST", `/posts/${post.id}/impression`, viewer, body);
        expect(response.statusCode).toBe(204);
        expect(response.body).toBe("");
      }
    }
    expect(await impression(viewer.id, text.id)).toEqual([
      expect.objectContaining({ viewDurationMs: 1500, videoWatchMs: 0, impressions: 2 }),
    ]);
    expect(await impression(viewer.id, clip.id)).toEqual([
      expect.objectContaining({ viewDurationMs: 1500, videoWatchMs: 500, impressions: 2 }),
    ]);
  });

  it("caps absurd durations instead of overflowing", async () => {
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    const clip = await createPost(ctx.app, author, { type: "clip" });
    for (let i = 0; i < 3; i++) {
      const body = { viewDurationMs: 9_000_000_000_000, videoWatchMs: 9_000_000_000_000 };
      expect((await call("POST", `/posts/${clip.id}/impression`, viewer, body)).statusCode).toBe(204);
    }
    const [row] = await impression(viewer.id, clip.id);
    expect(row?.viewDurationMs).toBe(3 * 6 * 60 * 60 * 1000);
  });

  it("answers 404 for a hidden post and 400 for bad numbers", async () => {
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    const hidden = await createPost(ctx.app, author, { visibility: "followers" });
    const open = await createPost(ctx.app, author);
    expect(
      (await call("POST", `/posts/${hidden.id}/impression`, viewer, { viewDurationMs: 1, videoWatchMs: 0 }))
        .statusCode,
    ).toBe(404);
    expect(await impression(viewer.id, hidden.id)).toEqual([]);
    for (const payload of [
      { viewDurationMs: -1, videoWatchMs: 0 },
      { viewDurationMs: 1.5, videoWatchMs: 0 },
      { viewDurationMs: "10", videoWatchMs: 0 },
      { viewDurationMs: 1, videoWatchMs: null },
    ]) {
      expect((await call("POST", `/posts/${open.id}/impression`, viewer, payload)).statusCode).toBe(400);
    }
  });
});

describe("POST /reports", () => {
  it("files reports on visible posts, comments and existing users; 404 for hidden or missing targets", async () => {
    const author = await createUser(ctx.app);
    const reporter = await createUser(ctx.app);
    const open = await createPost(ctx.app, author);
    const hidden = await createPost(ctx.app, author, { visibility: "private" });
    const comment = (await call("POST", `/posts/${open.id}/comments`, author, { body: "spam" })).json();
    const hiddenComment = (await call("POST", `/posts/${hidden.id}/comments`, author, { body: "x" })).json();

    const ok = [
      { targetType: "post", targetId: open.id, reason: "spam" },
      { targetType: "comment", targetId: comment.id, reason: "rude" },
      { targetType: "user", targetId: author.id, reason: "impersonation" },
    ];
    for (const payload of ok) {
      const response = await call("POST", "/reports", reporter, payload);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        id: expect.any(String),
        reporterId: reporter.id,
        status: "open",
        ...payload,
      });
    }
    expect(await ctx.db.select().from(reports).where(eq(reports.reporterId, reporter.id))).toHaveLength(3);

    for (const payload of [
      { targetType: "post", targetId: hidden.id, reason: "x" },
      { targetType: "comment", targetId: hiddenComment.id, reason: "x" },
      { targetType: "user", targetId: "nobody", reason: "x" },
    ]) {
      expect((await call("POST", "/reports", reporter, payload)).statusCode).toBe(404);
    }
    for (const payload of [
      { targetType: "game", targetId: open.id, reason: "x" },
      { targetType: "post", targetId: open.id, reason: "" },
      { targetType: "post", reason: "x" },
      { targetType: "user", targetId: reporter.id, reason: "me" },
    ]) {
      expect((await call("POST", "/reports", reporter, payload)).statusCode).toBe(400);
    }
  });
});

describe("OpenAPI", () => {
  it("documents every posts route with its schemas", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/openapi.json" })).json();
    expect(doc.paths["/api/v1/posts"].post.description).toContain("4096 bytes");
    for (const path of [
      "/api/v1/posts/{id}",
      "/api/v1/posts/{id}/comments",
      "/api/v1/posts/{id}/comments/{commentId}",
      "/api/v1/posts/{postId}/impression",
      "/api/v1/reactions",
      "/api/v1/reactions/{id}",
      "/api/v1/reports",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
