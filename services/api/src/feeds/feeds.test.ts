import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { media, posts } from "@playpal/db";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { recordRedisAndCache } from "#test/redis-recorder.ts";
import { block, createPost, createUser, follow, insertPost, type TestUser } from "#test/social-factories.ts";
import { unreachableRedis } from "#test/unreachable-redis.ts";
import { revokeTokensWith } from "../accounts/service.ts";
import { clearFeedCache, feedCacheReadKeys, readThroughFeed } from "./cache.ts";
import { type FeedPage, feedCacheKey, homeFeed, userFeed } from "./service.ts";

const ctx = useTestApp();

interface Page {
  items: { id: string; body: string; authorId: string; createdAt: string; [key: string]: unknown }[];
  nextCursor: { id: string; createdAt: string } | null;
}
const get = (url: string, user: TestUser) =>
  ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers: user.headers });
async function page(url: string, user: TestUser): Promise<Page> {
  const response = await get(url, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const cursorParams = (name: string, c: { id: string; createdAt: string }) =>
  `${name}[id]=${c.id}&${name}[createdAt]=${encodeURIComponent(c.createdAt)}`;

/** Walks every page of a feed and returns the post ids in order. */
async function walk(url: string, user: TestUser, limit: number, between?: () => Promise<void>) {
  const ids: string[] = [];
  let cursor: Page["nextCursor"] = null;
  let pages = 0;
  do {
    const sep = url.includes("?") ? "&" : "?";
    const p: Page = await page(
      `${url}${sep}limit=${limit}${cursor ? `&${cursorParams("cursor", cursor)}` : ""}`,
      user,
    );
    expect(p.items.length).toBeLessThanOrEqual(limit);
    ids.push(...p.items.map((i) => i.id));
    cursor = p.nextCursor;
    pages += 1;
    if (between) await between();
  } while (cursor && pages < 100);
  return ids;
}

describe("GET /feed", () => {
  it("holds the caller's own posts and visible posts of followed accounts, newest first, minus blocks", async () => {
    const me = await createUser(ctx.app);
    const friend = await createUser(ctx.app);
    const stranger = await createUser(ctx.app);
    const blockedFriend = await createUser(ctx.app);
    const blockingFriend = await createUser(ctx.app);
    await follow(ctx, me, friend);
    await follow(ctx, me, blockedFriend);
    await follow(ctx, me, blockingFriend);
    await block(ctx, me, blockedFriend);
    await block(ctx, blockingFriend, me);

    const t0 = Date.now() - 60_000;
    const at = (i: number) => new Date(t0 + i * 1000);
    const mine = await insertPost(ctx, me, { visibility: "private", createdAt: at(1) });
    const friendPublic = await insertPost(ctx, friend, { createdAt: at(2) });
    const friendFollowers = await insertPost(ctx, friend, { visibility: "followers", createdAt: at(3) });
    await insertPost(ctx, friend, { visibility: "private", createdAt: at(4) });
    await insertPost(ctx, stranger, { createdAt: at(5) });
    await insertPost(ctx, blockedFriend, { createdAt: at(6) });
    await insertPost(ctx, blockingFriend, { createdAt: at(7) });
    await ctx.db.insert(media).values({
      postId: friendPublic.id,
      ownerId: friend.id,
      storageKey: `uploads/${friend.id}/images/2026/x.png`,
      mimeType: "image/png",
      kind: "image",
    });

    const feed = await page("/feed", me);
    expect(feed.items.map((p) => p.id)).toEqual([friendFollowers.id, friendPublic.id, mine.id]);
    expect(feed.nextCursor).toBeNull();
    expect(feed.items[1]).toMatchObject({
      authorId: friend.id,
      author: { id: friend.id, username: friend.username },
      // Not screened yet: only its author is handed a URL.
      media: [{ mimeType: "image/png", status: "pending", url: "", sensitive: false }],
      reactionCounts: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, angry: 0 },
      myReactions: [],
    });
  });

  it("never shows another user's private or followers-only posts to non-followers, in any feed", async () => {
    const author = await createUser(ctx.app);
    const outsider = await createUser(ctx.app);
    const follower = await createUser(ctx.app);
    await follow(ctx, follower, author);
    const priv = await createPost(ctx.app, author, { visibility: "private" });
    const fol = await createPost(ctx.app, author, { visibility: "followers" });
    const pub = await createPost(ctx.app, author, { visibility: "public" });

    expect((await page("/feed", outsider)).items.map((p) => p.id)).toEqual([]);
    expect((await page(`/user/${author.id}/feed`, outsider)).items.map((p) => p.id)).toEqual([pub.id]);
    expect((await page("/feed", follower)).items.map((p) => p.id)).toEqual([pub.id, fol.id]);
    expect((await page(`/user/${author.id}/feed`, follower)).items.map((p) => p.id)).toEqual([
      pub.id,
      fol.id,
    ]);
    expect((await page(`/user/${author.id}/feed`, author)).items.map((p) => p.id)).toEqual([
      pub.id,
      fol.id,
      priv.id,
    ]);
  });
});

describe("GET /user/:userId/feed", () => {
  it("answers 404 for an unknown user or when either blocked the other, 400 for a malformed id", async () => {
    const me = await createUser(ctx.app);
    const blocker = await createUser(ctx.app);
    const blockee = await createUser(ctx.app);
    await createPost(ctx.app, blocker);
    await block(ctx, blocker, me);
    await block(ctx, me, blockee);
    expect((await get(`/user/${blocker.id}/feed`, me)).statusCode).toBe(404);
    expect((await get(`/user/${blockee.id}/feed`, me)).statusCode).toBe(404);
    expect((await get("/user/nobody/feed", me)).statusCode).toBe(404);
    expect((await get("/user/bad%20id/feed", me)).statusCode).toBe(400);
  });
});

describe("paging", () => {
  it("pages without duplicates or gaps, ties broken by id, while new posts arrive between pages", async () => {
    const reader = await createUser(ctx.app);
    const a = await createUser(ctx.app);
    const b = await createUser(ctx.app);
    await follow(ctx, reader, a);
    await follow(ctx, reader, b);
    const base = Date.now() - 3_600_000;
    const expected: { id: string; createdAt: Date }[] = [];
    for (let i = 0; i < 23; i++) {
      // Every three posts share one timestamp, across both authors.
      const author = i % 2 ? a : b;
      expected.push(await insertPost(ctx, author, { createdAt: new Date(base + Math.floor(i / 3) * 1000) }));
    }
    expected.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (y.id < x.id ? -1 : 1));

    let arrivals = 0;
    const ids = await walk("/feed", reader, 5, async () => {
      arrivals += 1;
      await insertPost(ctx, a, { body: `late ${arrivals}` });
    });
    expect(ids).toEqual(expected.map((p) => p.id));

    const userIds = await walk(`/user/${a.id}/feed`, reader, 4);
    const allOfA = await ctx.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.authorId, a.id))
      .orderBy(desc(posts.createdAt), desc(posts.id));
    expect(userIds).toEqual(allOfA.map((p) => p.id));
    expect(userIds.length).toBe(11 + arrivals);
  });

  it("refreshSince returns only newer posts; with a cursor it pages inside that window", async () => {
    const reader = await createUser(ctx.app);
    const author = await createUser(ctx.app);
    await follow(ctx, reader, author);
    const base = Date.now() - 600_000;
    const old = await insertPost(ctx, author, { createdAt: new Date(base) });
    const newer = [];
    for (let i = 1; i <= 5; i++)
      newer.push(await insertPost(ctx, author, { createdAt: new Date(base + i * 1000) }));
    const since = { id: old.id, createdAt: old.createdAt.toISOString() };

    const first = await page(`/feed?limit=3&${cursorParams("refreshSince", since)}`, reader);
    expect(first.items.map((p) => p.id)).toEqual([newer[4], newer[3], newer[2]].map((p) => p?.id));
    const rest = await page(
      `/feed?limit=3&${cursorParams("refreshSince", since)}&${cursorParams("cursor", first.nextCursor as Page["nextCursor"] & object)}`,
      reader,
    );
    expect(rest.items.map((p) => p.id)).toEqual([newer[1], newer[0]].map((p) => p?.id));
    expect(rest.nextCursor).toBeNull();

    const json = encodeURIComponent(
      JSON.stringify({ id: newer[3]?.id, createdAt: newer[3]?.createdAt.toISOString() }),
    );
    const viaJson = await page(`/user/${author.id}/feed?refreshSince=${json}`, reader);
    expect(viaJson.items.map((p) => p.id)).toEqual([newer[4]?.id]);
  });

  it("omits excludePostIds given as repeated keys, bracket notation or comma-separated", async () => {
    const reader = await createUser(ctx.app);
    const rows = [];
    for (let i = 0; i < 5; i++)
      rows.push(await insertPost(ctx, reader, { createdAt: new Date(Date.now() - i * 1000) }));
    const [p0, p1, p2, p3, p4] = rows.map((p) => p.id);
    for (const query of [
      `excludePostIds=${p0}&excludePostIds=${p2}`,
      `excludePostIds[]=${p0}&excludePostIds[]=${p2}`,
      `excludePostIds[0]=${p0}&excludePostIds[1]=${p2}`,
      `excludePostIds=${p0},${p2}`,
    ]) {
      expect(
        (await page(`/feed?${query}`, reader)).items.map((p) => p.id),
        query,
      ).toEqual([p1, p3, p4]);
    }
    const many = Array.from({ length: 150 }, (_, i) => `excludePostIds=x${i}`).join("&");
    expect((await page(`/feed?${many}&excludePostIds=${p4}`, reader)).items).toHaveLength(4);
    const tooMany = Array.from({ length: 201 }, (_, i) => `x${i}`).join(",");
    expect((await get(`/feed?excludePostIds=${tooMany}`, reader)).statusCode).toBe(400);
  });

  it("clamps limit to 1..50 and refuses non-numeric limits", async () => {
    const reader = await createUser(ctx.app);
    for (let i = 0; i < 55; i++)
      await insertPost(ctx, reader, { createdAt: new Date(Date.now() - i * 1000) });
    expect((await page("/feed", reader)).items).toHaveLength(20);
    expect((await page("/feed?limit=0", reader)).items).toHaveLength(1);
    expect((await page("/feed?limit=-4", reader)).items).toHaveLength(1);
    expect((await page("/feed?limit=500", reader)).items).toHaveLength(50);
    expect((await page(`/user/${reader.id}/feed?limit=500`, reader)).items).toHaveLength(50);
    // Whole numbers beyond the safe integer range are still whole numbers: clamped, not refused.
    expect((await page("/feed?limit=99999999999999999999", reader)).items).toHaveLength(50);
    expect((await page("/feed?limit=-99999999999999999999", reader)).items).toHaveLength(1);
    expect((await get("/feed?limit=abc", reader)).statusCode).toBe(400);
    expect((await get("/feed?limit=1e400", reader)).statusCode).toBe(400);
  });

  it.each([
    "cursor=garbage",
    "cursor[id]=abc",
    "cursor[createdAt]=2026-01-01T00:00:00.000Z",
    "cursor[id]=abc&cursor[createdAt]=yesterday",
    "cursor[id][x]=1&cursor[createdAt]=2026-01-01T00:00:00.000Z",
    `cursor=${encodeURIComponent('{"id":"a"}')}`,
    "refreshSince=123",
    "excludePostIds[a][b]=c",
    "excludePostIds=bad%20id",
    "limit=1.5",
  ])("answers 400, never 500, for %s", async (query) => {
    const reader = await createUser(ctx.app);
    const response = await get(`/feed?${query}`, reader);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
    expect((await get(`/user/${reader.id}/feed?${query}`, reader)).statusCode).toBe(400);
  });
});

describe("feed cache", () => {
  it("shows the author's own new post at once; a follower's cached page lags until its TTL", async () => {
    const author = await createUser(ctx.app);
    const follower = await createUser(ctx.app);
    await follow(ctx, follower, author);
    const first = await createPost(ctx.app, author);

    expect((await page("/feed", author)).items.map((p) => p.id)).toEqual([first.id]);
    expect((await page("/feed", follower)).items.map((p) => p.id)).toEqual([first.id]);
    const followerKeys = await ctx.deps.redis.smembers(`feedkeys:{${follower.id}}`);
    expect(followerKeys).toHaveLength(1);
    const ttl = await ctx.deps.redis.ttl(followerKeys[0] as string);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);

    const second = await createPost(ctx.app, author);
    // The author's key set was cleared by the post: their next read goes to the database.
    expect(await ctx.deps.redis.smembers(`feedkeys:{${author.id}}`)).toEqual([]);
    expect((await page("/feed", author)).items.map((p) => p.id)).toEqual([second.id, first.id]);
    // The follower's page is still the cached one (SPEC.md: up to 60 s)...
    expect((await page("/feed", follower)).items.map((p) => p.id)).toEqual([first.id]);
    // ...until the entry expires (deleted here: the process's own write drops what it held too).
    await ctx.deps.redis.del(followerKeys[0] as string);
    expect((await page("/feed", follower)).items.map((p) => p.id)).toEqual([second.id, first.id]);
  });

  it("never keeps a page loaded before a clear that ran while it was loading", async () => {
    const author = await createUser(ctx.app);
    let loads = 0;
    const read = (during?: () => Promise<void>) =>
      readThroughFeed(ctx.deps, author.id, "home:race", async () => {
        loads += 1;
        const stale = JSON.stringify({ loads });
        // The author's new post clears the cache after this page was read from the database.
        await during?.();
        return stale;
      }).then((body) => JSON.parse(body.bytes.toString()));
    expect(await read(() => clearFeedCache(ctx.deps, author.id))).toEqual({ loads: 1 });
    expect(await read()).toEqual({ loads: 2 });
    expect(await read()).toEqual({ loads: 2 });
  });

  it("serves feeds from the database and clears nothing when Redis fails", async () => {
    const author = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    const down = unreachableRedis();
    try {
      const deps = { ...ctx.deps, redis: down };
      const query = { limit: 20 };
      const ids = (body: { bytes: Buffer }) =>
        (JSON.parse(body.bytes.toString()) as FeedPage).items.map((p) => p.id);
      const out = { encoding: "identity" as const, serialize: JSON.stringify, prefetched: null };
      expect(ids(await homeFeed(deps, author.id, query, out))).toEqual([post.id]);
      expect(ids(await userFeed(deps, author.id, author.id, query, out))).toEqual([post.id]);
      await expect(clearFeedCache(deps, author.id)).resolves.toBeUndefined();
    } finally {
      down.disconnect();
    }
  });

  it("keys the cache by every parameter", async () => {
    const reader = await createUser(ctx.app);
    const p1 = await insertPost(ctx, reader, { createdAt: new Date(Date.now() - 2000) });
    const p2 = await insertPost(ctx, reader, { createdAt: new Date(Date.now() - 1000) });
    expect((await page("/feed?limit=1", reader)).items.map((p) => p.id)).toEqual([p2.id]);
    expect((await page("/feed?limit=2", reader)).items.map((p) => p.id)).toEqual([p2.id, p1.id]);
    expect((await page(`/feed?excludePostIds=${p2.id}`, reader)).items.map((p) => p.id)).toEqual([p1.id]);
    expect((await page(`/user/${reader.id}/feed?limit=1`, reader)).items.map((p) => p.id)).toEqual([p2.id]);
    expect(await ctx.deps.redis.scard(`feedkeys:{${reader.id}}`)).toBe(4);
  });
});

describe("encoded page cache", () => {
  const decode = (encoding: string | undefined, raw: Buffer) =>
    encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;

  it("answers a hit with bytes identical to the miss, for identity, gzip and br, with the right headers", async () => {
    const author = await createUser(ctx.app);
    const reader = await createUser(ctx.app);
    await follow(ctx, reader, author);
    const posts = [];
    for (let i = 0; i < 25; i++)
      posts.push(await createPost(ctx.app, author, { body: `post ${i} ${"x".repeat(80)}` }));
    // The reader's own reaction: a per-viewer field the cached bytes must carry.
    const liked = posts[20]!;
    const react = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/reactions",
      headers: { ...reader.headers, "content-type": "application/json" },
      payload: { postId: liked.id, kind: "like" },
    });
    expect(react.statusCode, react.body).toBeLessThan(300);

    const cases = [
      { accept: undefined, encoding: undefined },
      { accept: "identity", encoding: undefined },
      { accept: "gzip, deflate", encoding: "gzip" },
      { accept: "gzip;q=1, br;q=0.5", encoding: "gzip" },
      { accept: "br, gzip", encoding: "br" },
      { accept: "deflate", encoding: undefined },
    ];
    let reference: Buffer | null = null;
    for (const { accept, encoding } of cases) {
      for (const url of ["/feed", `/user/${author.id}/feed`]) {
        await clearFeedCache(ctx.deps, reader.id);
        const headers = { ...reader.headers, ...(accept ? { "accept-encoding": accept } : {}) };
        const miss = await ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers });
        expect(await ctx.deps.redis.scard(`feedkeys:{${reader.id}}`)).toBe(1);
        const hit = await ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers });
        for (const response of [miss, hit]) {
          expect(response.statusCode, response.body).toBe(200);
          expect(response.headers["content-encoding"]).toBe(encoding);
          expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
          expect(String(response.headers.vary).toLowerCase()).toContain("accept-encoding");
        }
        expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
        const json = decode(encoding, hit.rawPayload);
        if (url === "/feed") {
          if (reference) expect(json.equals(reference)).toBe(true);
          reference = json;
        }
        const body = JSON.parse(json.toString()) as Page;
        expect(body.items).toHaveLength(20);
        expect(body.items.find((p) => p.id === liked.id)?.myReactions).toEqual(["like"]);
        expect(body.items.filter((p) => (p.myReactions as string[]).length > 0)).toHaveLength(1);
      }
    }
    // Another viewer's page of the same feed carries their own (empty) reactions, not the reader's.
    const other = await createUser(ctx.app);
    const theirs = await page(`/user/${author.id}/feed`, other);
    expect(theirs.items.every((p) => (p.myReactions as string[]).length === 0)).toBe(true);
  });
});

describe("page prefetched with the token check", () => {
  /** A reader whose home feed and own user feed are cached, with the bytes of each. */
  async function cachedReader() {
    const reader = await createUser(ctx.app);
    const post = await createPost(ctx.app, reader, { body: "prefetched page" });
    const urls = ["/feed", `/user/${reader.id}/feed`];
    for (const url of urls) expect((await get(url, reader)).statusCode).toBe(200);
    return { reader, post, urls };
  }

  /**
   * GETs `url` as `headers` while recording the API's Redis commands (its client's and its client-side
   * cache's: a read of what the process does not hold).
   */
  async function recorded(url: string, headers: Record<string, string>) {
    const { commands, restore } = recordRedisAndCache(ctx.deps.redis);
    try {
      const response = await ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers });
      return { response, mgets: commands().filter((c) => c.name === "mget") };
    } finally {
      restore();
    }
  }

  it("never answers a revoked token with the page prefetched for it, on either feed", async () => {
    const { reader, post, urls } = await cachedReader();
    const revoke = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout-all",
      headers: reader.headers,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    for (const url of urls) {
      const { response, mgets } = await recorded(url, reader.headers);
      // The page was taken speculatively with the version (both held in process memory, or read)...
      expect(mgets.length).toBeLessThanOrEqual(2);
      // ...and dropped: the answer is the refusal alone.
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Invalid or expired token", code: "UNAUTHORIZED" });
      expect(response.body).not.toContain(post.id);
    }
    // A token of the current version gets the same cached page.
    const current = await ctx.deps.tokenVersions.get(reader.id);
    const token = await ctx.deps.tokens.sign({ userId: reader.id, tokenVersion: current?.version ?? -1 });
    for (const url of urls) {
      const { response, mgets } = await recorded(url, { authorization: `Bearer ${token}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(mgets.length).toBeLessThanOrEqual(1);
      expect((response.json() as Page).items.map((p) => p.id)).toEqual([post.id]);
    }
  });

  it("answers a suspended user's tokens 403 ACCOUNT_SUSPENDED, never the prefetched page", async () => {
    const { reader, post, urls } = await cachedReader();
    const until = new Date(Date.now() + 86_400_000);
    const version = await revokeTokensWith(ctx.deps, reader.id, { suspendedUntil: until });
    expect(version).not.toBeNull();
    // The old token, and one of the current version (well signed, not revoked: only the suspension refuses it).
    const current = await ctx.deps.tokens.sign({ userId: reader.id, tokenVersion: version as number });
    for (const headers of [reader.headers, { authorization: `Bearer ${current}` }]) {
      for (const url of urls) {
        const { response, mgets } = await recorded(url, headers);
        // The version's read and the page's, unless held in process memory.
        expect(mgets.length).toBeLessThanOrEqual(2);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED" });
        expect(response.body).not.toContain(post.id);
      }
    }
  });

  it("answers a hit from the prefetch with the miss's bytes in every encoding, reading Redis once", async () => {
    const reader = await createUser(ctx.app);
    for (let i = 0; i < 5; i++) await createPost(ctx.app, reader, { body: `post ${i} ${"y".repeat(200)}` });
    for (const accept of [undefined, "gzip", "br"]) {
      for (const url of ["/feed?limit=3", `/user/${reader.id}/feed?limit=3`]) {
        await clearFeedCache(ctx.deps, reader.id);
        const headers = { ...reader.headers, ...(accept ? { "accept-encoding": accept } : {}) };
        const miss = await recorded(url, headers);
        const hit = await recorded(url, headers);
        expect(miss.response.statusCode, miss.response.body).toBe(200);
        expect(hit.response.statusCode, hit.response.body).toBe(200);
        // One MGET each: the miss's prefetch found no page, and its generations are the ones the page
        // is stored under; the hit reads the stored page alone (the rest is held in process memory).
        expect(miss.mgets).toHaveLength(1);
        expect(hit.mgets).toHaveLength(1);
        expect(hit.mgets[0]?.args).toHaveLength(1);
        expect(hit.response.headers["content-encoding"]).toBe(accept);
        expect(hit.response.rawPayload.equals(miss.response.rawPayload)).toBe(true);
      }
    }
  });

  it("keeps each encoding of a page as its own entry, made by the first request that asks for it", async () => {
    const reader = await createUser(ctx.app);
    for (let i = 0; i < 5; i++) await createPost(ctx.app, reader, { body: `post ${i} ${"z".repeat(300)}` });
    await clearFeedCache(ctx.deps, reader.id);
    const as = (accept: string) => recorded("/feed", { ...reader.headers, "accept-encoding": accept });
    const gzip = await as("gzip");
    expect(gzip.response.headers["content-encoding"]).toBe("gzip");
    // The MGET's first key (as sent, with the client's prefix) is the page in the encoding asked for.
    const sent = String(gzip.mgets[0]?.args[0]);
    expect(sent).toMatch(new RegExp(`:feed:\\{${reader.id}\\}:home:[^:]+:gzip$`));
    const key = (encoding: string) => sent.replace(/:gzip$/, `:${encoding}`);
    // Only the encoding asked for was made and stored: its entry is the gzip bytes and a short tag.
    const keys = async () =>
      (await ctx.deps.redis.smembers(`feedkeys:{${reader.id}}`)).map((k) => k.split(":").pop());
    expect(await keys()).toEqual(["gzip"]);
    const unprefixed = sent.slice(sent.indexOf(`feed:{${reader.id}}:`));
    const stored = (await ctx.deps.redis.getBuffer(unprefixed)) as Buffer;
    expect(stored.length - gzip.response.rawPayload.length).toBeLessThan(32);
    expect(stored.subarray(-gzip.response.rawPayload.length).equals(gzip.response.rawPayload)).toBe(true);

    // A brotli client reads its own key, misses, and stores its own entry beside the gzip one.
    const br = await as("br");
    expect(br.mgets[0]?.args[0]).toBe(key("br"));
    expect(br.response.headers["content-encoding"]).toBe("br");
    expect((await keys()).sort()).toEqual(["br", "gzip"]);
    expect(brotliDecompressSync(br.response.rawPayload).equals(gunzipSync(gzip.response.rawPayload))).toBe(
      true,
    );
    // Both are hits now, byte for byte what their misses sent.
    expect((await as("br")).response.rawPayload.equals(br.response.rawPayload)).toBe(true);
    expect((await as("gzip")).response.rawPayload.equals(gzip.response.rawPayload)).toBe(true);
    // One clear removes every encoding.
    await clearFeedCache(ctx.deps, reader.id);
    expect(await keys()).toEqual([]);
  });

  it("prefetches the page of the validated parameters, whatever form the query takes", async () => {
    const reader = await createUser(ctx.app);
    const [a, b, c] = [
      await createPost(ctx.app, reader),
      await createPost(ctx.app, reader),
      await createPost(ctx.app, reader),
    ];
    const first = await recorded(`/feed?excludePostIds=${a.id},${b.id}`, reader.headers);
    expect((first.response.json() as Page).items.map((p) => p.id)).toEqual([c.id]);
    // Bracket notation, the other order, a duplicate: the same normalised parameters, the same key.
    const other = await recorded(
      `/feed?excludePostIds[]=${b.id}&excludePostIds[]=${a.id}&excludePostIds[]=${b.id}`,
      reader.headers,
    );
    const pageKey = (read: typeof first) =>
      read.mgets.flatMap((c) => c.args).find((key) => key.includes(`:feed:{${reader.id}}:`));
    expect(pageKey(first)).toBeDefined();
    expect(pageKey(other)).toEqual(pageKey(first));
    expect(other.response.rawPayload.equals(first.response.rawPayload)).toBe(true);
    expect(await ctx.deps.redis.scard(`feedkeys:{${reader.id}}`)).toBe(1);
    // Input the validator refuses prefetches nothing and is a 400 as before.
    const bad = await recorded("/feed?cursor=not-a-cursor", reader.headers);
    expect(bad.response.statusCode).toBe(400);
    expect(bad.mgets).toEqual([]);
    const badUser = await recorded("/user/not%20an%20id/feed", reader.headers);
    expect(badUser.response.statusCode).toBe(400);
    expect(badUser.mgets).toEqual([]);
  });

  it("ignores a prefetched read made for other parameters and reads its own page", async () => {
    const reader = await createUser(ctx.app);
    const keyA = feedCacheKey("home", { limit: 1 });
    const keyB = feedCacheKey("home", { limit: 2 });
    const pageA = await readThroughFeed(ctx.deps, reader.id, keyA, async () => '{"page":"A"}');
    // What a prefetch for A reads: A's cached entry and the generations.
    const keysA = feedCacheReadKeys(reader.id, keyA, "identity");
    const prefetchedA = { keys: keysA, values: await ctx.deps.redis.mgetBuffer(...keysA) };
    expect(prefetchedA.values[0]).not.toBeNull();

    let loads = 0;
    const { commands, restore } = recordRedisAndCache(ctx.deps.redis);
    let pageB: Awaited<ReturnType<typeof readThroughFeed>>;
    let againA: Awaited<ReturnType<typeof readThroughFeed>>;
    try {
      pageB = await readThroughFeed(
        ctx.deps,
        reader.id,
        keyB,
        async () => {
          loads += 1;
          return '{"page":"B"}';
        },
        { prefetched: prefetchedA },
      );
      againA = await readThroughFeed(
        ctx.deps,
        reader.id,
        keyA,
        async () => {
          loads += 1;
          return '{"page":"A, loaded again"}';
        },
        { prefetched: prefetchedA },
      );
    } finally {
      restore();
    }
    // B is loaded and read under its own key (one MGET of B's keys), never answered with A's bytes.
    expect(pageB.bytes.toString()).toBe('{"page":"B"}');
    expect(loads).toBe(1);
    const mgets = commands().filter((c) => c.name === "mget");
    expect(mgets).toHaveLength(1);
    expect(mgets[0]?.args[0]).toMatch(new RegExp(`:feed:\\{${reader.id}\\}:${keyB}:identity$`));
    // A with A's prefetch: the prefetched entry, no Redis read.
    expect(againA.bytes.equals(pageA.bytes)).toBe(true);
  });
});

describe("query count", () => {
  it("loads a page in the same number of queries whatever its size (no N+1)", async () => {
    const reader = await createUser(ctx.app);
    const authors = [];
    for (let i = 0; i < 6; i++) {
      const author = await createUser(ctx.app);
      await follow(ctx, reader, author);
      authors.push(author);
      for (let j = 0; j < 5; j++)
        await insertPost(ctx, author, { createdAt: new Date(Date.now() - (i * 5 + j) * 1000) });
    }
    const pool = ctx.deps.db.$client;
    const original = pool.query.bind(pool);
    let count = 0;
    pool.query = ((...args: Parameters<typeof original>) => {
      count += 1;
      return original(...args);
    }) as typeof pool.query;
    try {
      const counts = [];
      for (const limit of [2, 30]) {
        count = 0;
        const p = await page(`/feed?limit=${limit}`, reader);
        expect(p.items.length).toBe(limit);
        counts.push(count);
      }
      expect(counts[0]).toBe(counts[1]);
      expect(counts[0]).toBeLessThanOrEqual(5);
    } finally {
      pool.query = original;
    }
  });
});

describe("OpenAPI", () => {
  it("documents both feeds with their query parameters", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/openapi.json" })).json();
    for (const path of ["/api/v1/feed", "/api/v1/user/{userId}/feed"]) {
      const names = doc.paths[path].get.parameters.map((p: { name: string }) => p.name);
      expect(names).toEqual(expect.arrayContaining(["limit", "cursor", "refreshSince", "excludePostIds"]));
    }
  });
});
