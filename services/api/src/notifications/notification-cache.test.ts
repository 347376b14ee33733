import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { notifications, users } from "@playpal/db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { createPost, createUser, type TestUser } from "#test/social-factories.ts";
import { unreachableRedis } from "#test/unreachable-redis.ts";
import { resolveReport } from "../trust/moderation.ts";
import { purgeAccount } from "../trust/purge.ts";
import { announceToAll } from "./announce.ts";
import { clearNotificationCaches, NOTIFICATION_CACHE_TTL_SECONDS } from "./cache.ts";
import { notifyMany } from "./notify.ts";
import { listNotifications, markAllRead, unreadCount } from "./service.ts";

/**
 * The notification pages and the unread count are cached per user as encoded bytes (cache.ts). A hit
 * must be the miss's bytes, and no read after a write may show what the database no longer says: each
 * test caches the recipient's views, writes, then compares what the API serves with what it serves
 * once the cache is emptied (the database's answer) and with what the write must have changed.
 */
const ctx = useTestApp({ RATE_LIMIT_MAX: "100000" });

const call = ctx.call;
const cachedKeys = (user: { id: string }) => ctx.deps.redis.smembers(`notifkeys:{${user.id}}`);

interface Item {
  id: string;
  type: string;
  read: boolean;
  actor: { id: string; display_name: string } | null;
  body: string | null;
}
interface Page {
  items: Item[];
  nextCursor: { id: string; createdAt: string } | null;
}
interface Views {
  all: Page;
  unread: Page;
  count: number;
}

async function getJson<T>(user: TestUser, url: string): Promise<T> {
  const response = await call("GET", url, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** What the user's app shows: the first page, the first unread page and the badge count. */
async function views(user: TestUser): Promise<Views> {
  return {
    all: await getJson<Page>(user, "/notifications"),
    unread: await getJson<Page>(user, "/notifications?unreadOnly=true"),
    count: (await getJson<{ count: number }>(user, "/notifications/unread-count")).count,
  };
}

/** The same views with the user's cache emptied first: what the database says now. */
async function freshViews(user: TestUser): Promise<Views> {
  await clearNotificationCaches(ctx.deps, [user.id]);
  return views(user);
}

/** Reads every view until it is cached (three keys) and served from the cache unchanged. */
async function warm(user: TestUser): Promise<Views> {
  const first = await views(user);
  expect(await cachedKeys(user)).toHaveLength(3);
  expect(await views(user)).toEqual(first);
  return first;
}

/**
 * Caches the user's views, runs the write, and returns what the next read serves, having checked it is
 * what the database says and not what was cached before.
 */
async function afterWrite(
  user: TestUser,
  write: () => Promise<unknown>,
): Promise<{ before: Views; after: Views }> {
  const before = await warm(user);
  await write();
  const after = await views(user);
  expect(after).toEqual(await freshViews(user));
  expect(after).not.toEqual(before);
  return { before, after };
}

/** The write succeeded (any 2xx). */
async function ok(response: Promise<{ statusCode: number; body: string }>) {
  const r = await response;
  expect(Math.floor(r.statusCode / 100), `${r.statusCode} ${r.body}`).toBe(2);
  return r;
}

/** Inserts `n` notifications for the recipient directly (no cache clear: the user has no cache yet). */
async function seed(recipient: { id: string }, actor: { id: string }, n: number, read = () => false) {
  const base = Date.parse("2026-01-01T00:00:00.000Z");
  await ctx.db.insert(notifications).values(
    Array.from({ length: n }, (_, i) => ({
      recipientId: recipient.id,
      actorId: actor.id,
      type: "LIKE_POST" as const,
      title: `Someone reacted to your post number ${i}`,
      body: `an excerpt of the post, long enough to make a page worth compressing ${i}`,
      targetType: "post",
      targetId: `p${i}`,
      data: { screen: "post", postId: `p${i}` },
      read: read(),
      createdAt: new Date(base + i * 1000),
    })),
  );
}

describe("encoded notification bodies", () => {
  const decode = (encoding: string | undefined, raw: Buffer) =>
    encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;

  it("answers a hit with bytes identical to the miss, for identity, gzip and br, with the right headers", async () => {
    const user = await createUser(ctx.app);
    const actor = await createUser(ctx.app);
    await seed(user, actor, 30);
    const first = await getJson<Page>(user, "/notifications");
    const cursor = first.nextCursor as { id: string; createdAt: string };
    const cursorQuery = `cursor[id]=${cursor.id}&cursor[createdAt]=${encodeURIComponent(cursor.createdAt)}`;

    const cases = [
      { accept: undefined, encoding: undefined },
      { accept: "identity", encoding: undefined },
      { accept: "gzip, deflate", encoding: "gzip" },
      { accept: "gzip;q=1, br;q=0.5", encoding: "gzip" },
      { accept: "br, gzip", encoding: "br" },
      { accept: "deflate", encoding: undefined },
    ];
    const urls = [
      "/notifications",
      "/notifications?unreadOnly=true&limit=7",
      `/notifications?${cursorQuery}`,
      // A body under the compression threshold is sent as is, whatever is accepted.
      "/notifications/unread-count",
    ];
    const reference = new Map<string, Buffer>();
    for (const { accept, encoding } of cases) {
      for (const url of urls) {
        const small = url.endsWith("unread-count");
        await clearNotificationCaches(ctx.deps, [user.id]);
        const headers = { ...user.headers, ...(accept ? { "accept-encoding": accept } : {}) };
        const miss = await ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers });
        expect(await cachedKeys(user)).toHaveLength(1);
        const hit = await ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers });
        for (const response of [miss, hit]) {
          expect(response.statusCode, response.body).toBe(200);
          expect(response.headers["content-encoding"]).toBe(small ? undefined : encoding);
          expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
          expect(String(response.headers.vary).toLowerCase()).toContain("accept-encoding");
        }
        expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
        const json = decode(small ? undefined : encoding, hit.rawPayload);
        // Every encoding carries the same JSON.
        const seen = reference.get(url);
        if (seen) expect(json.equals(seen)).toBe(true);
        else reference.set(url, json);
      }
    }
    expect(JSON.parse(reference.get("/notifications/unread-count")?.toString() ?? "")).toEqual({ count: 30 });
    const pages = urls.slice(0, 3).map((url) => JSON.parse(reference.get(url)?.toString() ?? "") as Page);
    expect(pages.map((p) => p.items.length)).toEqual([20, 7, 10]);
    expect(pages[0]?.items[0]).toMatchObject({ type: "LIKE_POST", actor: { id: actor.id } });
    // The second page starts where the first ended.
    expect(pages[2]?.items[0]?.id).not.toBe(pages[0]?.items[19]?.id);
    expect(new Set([...pages[0]!.items, ...pages[2]!.items].map((i) => i.id)).size).toBe(30);
  });

  it("sends an empty page uncompressed, and the same bytes on a hit", async () => {
    const user = await createUser(ctx.app);
    const headers = { ...user.headers, "accept-encoding": "br, gzip" };
    const miss = await ctx.app.inject({ method: "GET", url: "/api/v1/notifications", headers });
    const hit = await ctx.app.inject({ method: "GET", url: "/api/v1/notifications", headers });
    expect(await cachedKeys(user)).toHaveLength(1);
    for (const response of [miss, hit]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.json()).toEqual({ items: [], nextCursor: null });
    }
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
  });
});

describe("a new notification shows at the next read", () => {
  it("of each kind: comment, mention, reaction, follow, SYSTEM to some, announcement to all", async () => {
    const me = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const post = await createPost(ctx.app, me);
    const newest = (v: Views) => v.all.items[0];

    const writes: [string, () => Promise<unknown>][] = [
      ["COMMENT", () => ok(call("POST", `/posts/${post.id}/comments`, fan, { body: "nice" }))],
      ["MENTION", () => ok(call("POST", "/posts", fan, { body: `look @${me.username}` }))],
      ["LIKE_POST", () => ok(call("POST", "/reactions", fan, { postId: post.id, kind: "like" }))],
      ["NEW_FOLLOWER", () => ok(call("POST", `/user/${me.id}/follow`, fan))],
      [
        "SYSTEM",
        () => notifyMany(ctx.deps, { recipientIds: [me.id], actorId: null, type: "SYSTEM", title: "Hi" }),
      ],
      ["SYSTEM", () => announceToAll(ctx.deps, { title: "Maintenance tonight" }, { batchSize: 2 })],
    ];
    for (const [type, write] of writes) {
      const { before, after } = await afterWrite(me, write);
      expect(newest(after)).toMatchObject({ type, read: false });
      expect(after.count).toBe(before.count + 1);
      expect(after.unread.items).toHaveLength(before.unread.items.length + 1);
    }
    expect(newest(await views(me))).toMatchObject({ title: "Maintenance tonight", actor: null });
  });
});

describe("reads and removals show at the next read", () => {
  it("marking one read and marking all read change the pages and the count", async () => {
    const me = await createUser(ctx.app);
    const actor = await createUser(ctx.app);
    await seed(me, actor, 5);
    const target = (await views(me)).all.items[2] as Item;

    const one = await afterWrite(me, () => ok(call("POST", `/notifications/${target.id}/read`, me)));
    expect(one.after.count).toBe(4);
    expect(one.after.all.items.find((i) => i.id === target.id)?.read).toBe(true);
    expect(one.after.unread.items.map((i) => i.id)).not.toContain(target.id);

    const all = await afterWrite(me, () => ok(call("POST", "/notifications/read-all", me)));
    expect(all.after.count).toBe(0);
    expect(all.after.unread.items).toEqual([]);
    expect(all.after.all.items.every((i) => i.read)).toBe(true);
  });

  it("an undone cause takes its notification away: unreact, comment deleted, unfollow, block, post deleted", async () => {
    const me = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const post = await createPost(ctx.app, me);
    const reaction = (await ok(call("POST", "/reactions", fan, { postId: post.id, kind: "like" }))).body;
    const reactionId = JSON.parse(reaction).id as string;
    const commentId = JSON.parse(
      (await ok(call("POST", `/posts/${post.id}/comments`, fan, { body: "hey" }))).body,
    ).id as string;
    await ok(call("POST", `/user/${me.id}/follow`, fan));
    const types = (v: Views) => v.all.items.map((i) => i.type);
    expect(types(await views(me))).toEqual(["NEW_FOLLOWER", "COMMENT", "LIKE_POST"]);

    // In the writer's transaction (the clear follows the commit).
    const unreact = await afterWrite(me, () => ok(call("DELETE", `/reactions/${reactionId}`, fan)));
    expect(types(unreact.after)).toEqual(["NEW_FOLLOWER", "COMMENT"]);
    const uncomment = await afterWrite(me, () =>
      ok(call("DELETE", `/posts/${post.id}/comments/${commentId}`, fan)),
    );
    expect(types(uncomment.after)).toEqual(["NEW_FOLLOWER"]);
    // After the writer's commit.
    const unfollow = await afterWrite(me, () => ok(call("DELETE", `/user/${me.id}/follow`, fan)));
    expect(unfollow.after).toMatchObject({ count: 0, all: { items: [] } });

    await ok(call("POST", `/user/${me.id}/follow`, fan));
    const blocked = await afterWrite(me, () => ok(call("POST", `/user/${fan.id}/block`, me)));
    expect(blocked.after.count).toBe(0);

    // A deleted post takes every notification that leads to it, whoever received them.
    const other = await createUser(ctx.app);
    const theirs = await createPost(ctx.app, other);
    await ok(call("POST", "/posts", other, { body: `for @${me.username}` }));
    await ok(call("POST", `/posts/${theirs.id}/comments`, other, { body: `see @${me.username}` }));
    expect(types(await views(me))).toEqual(["MENTION", "MENTION"]);
    const deleted = await afterWrite(me, () => ok(call("DELETE", `/posts/${theirs.id}`, other)));
    expect(types(deleted.after)).toEqual(["MENTION"]);
  });
});

describe("actors", () => {
  const emailOf = async (user: { id: string }) =>
    (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]
      ?.email as string;

  it("an actor's deactivation and suspension hide their notifications (list and count) at the next read; a restore shows them", async () => {
    const me = await createUser(ctx.app);
    const leaving = await createUser(ctx.app);
    const offender = await createUser(ctx.app);
    const reporter = await createUser(ctx.app);
    const post = await createPost(ctx.app, me);
    await ok(call("POST", `/posts/${post.id}/comments`, leaving, { body: "bye" }));
    await ok(call("POST", `/posts/${post.id}/comments`, offender, { body: "rude" }));
    const actors = (v: Views) => v.all.items.map((i) => i.actor?.id);
    const before = await views(me);
    expect(actors(before)).toEqual([offender.id, leaving.id]);
    expect(before.count).toBe(2);

    const gone = await afterWrite(me, () =>
      ok(call("DELETE", "/user/me", leaving, { password: "correct horse battery" })),
    );
    expect(actors(gone.after)).toEqual([offender.id]);
    // The badge counts what the list shows.
    expect(gone.after.count).toBe(1);

    const back = await afterWrite(me, async () => {
      const login = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/authenticate",
        payload: { email: await emailOf(leaving), password: "correct horse battery" },
      });
      expect(login.json()).toMatchObject({ restored: true });
    });
    expect(actors(back.after)).toEqual([offender.id, leaving.id]);
    expect(back.after.count).toBe(2);

    const report = JSON.parse(
      (
        await ok(
          call("POST", "/reports", reporter, { targetType: "user", targetId: offender.id, reason: "spam" }),
        )
      ).body,
    ) as { id: string };
    const suspended = await afterWrite(me, () =>
      resolveReport(ctx.deps, report.id, { action: "suspend", note: "abuse", actor: "test", days: 1 }),
    );
    expect(actors(suspended.after)).toEqual([leaving.id]);
    expect(suspended.after.count).toBe(1);
  });

  it("an actor's deactivation hides their notifications from the count at once; the purge deletes them", async () => {
    const me = await createUser(ctx.app);
    const leaving = await createUser(ctx.app);
    await seed(me, leaving, 2);
    expect(await views(me)).toMatchObject({ count: 2 });
    await ok(call("DELETE", "/user/me", leaving, { password: "correct horse battery" }));
    // Hidden from the list and the count since the deactivation (the rows stay until the purge).
    expect(await views(me)).toMatchObject({ all: { items: [] }, count: 0 });
    const rowsOf = async () =>
      (await ctx.db.select().from(notifications).where(eq(notifications.actorId, leaving.id))).length;
    expect(await rowsOf()).toBe(2);
    await ctx.db.execute(
      sql`update users set purge_at = now() - interval '1 second' where id = ${leaving.id}`,
    );
    expect(await purgeAccount(ctx.deps, leaving.id)).toBe("purged");
    expect(await rowsOf()).toBe(0);
    const after = await views(me);
    expect(after).toMatchObject({ all: { items: [] }, count: 0 });
    expect(after).toEqual(await freshViews(me));
  });

  it("an actor's new display name shows when the entry expires, within the documented TTL", async () => {
    const me = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    await ok(call("POST", `/user/${me.id}/follow`, fan));
    const before = await warm(me);
    for (const key of await cachedKeys(me)) {
      const ttl = await ctx.deps.redis.ttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(NOTIFICATION_CACHE_TTL_SECONDS);
    }
    await ok(call("PATCH", "/user/me", fan, { display_name: "Renamed Fan" }));
    // No write to the recipient's notifications: the cached page stands (documented on the route)...
    expect(await views(me)).toEqual(before);
    // ...until it expires.
    for (const key of await cachedKeys(me)) await ctx.deps.redis.del(key);
    expect((await views(me)).all.items[0]?.actor?.display_name).toBe("Renamed Fan");
  });
});

describe("cache keys", () => {
  it("never serves one user's cached pages or count to another", async () => {
    const alice = await createUser(ctx.app);
    const bob = await createUser(ctx.app);
    const actor = await createUser(ctx.app);
    await seed(alice, actor, 3);
    await seed(bob, actor, 1, () => true);
    const hers = await warm(alice);
    const his = await views(bob);
    expect(his).toEqual(await freshViews(bob));
    expect(his.count).toBe(0);
    expect(hers.count).toBe(3);
    const hisIds = his.all.items.map((i) => i.id);
    expect(hisIds).toHaveLength(1);
    expect(hers.all.items.map((i) => i.id)).not.toContain(hisIds[0]);
    expect(await cachedKeys(bob)).toHaveLength(3);
    // A write to Bob's notifications leaves Alice's cache alone.
    await ok(call("POST", "/notifications/read-all", bob));
    expect(await cachedKeys(alice)).toHaveLength(3);
    expect(await cachedKeys(bob)).toHaveLength(0);
  });

  it("keys cursor pages, limits and unreadOnly apart", async () => {
    const me = await createUser(ctx.app);
    const actor = await createUser(ctx.app);
    let n = 0;
    await seed(me, actor, 9, () => n++ % 3 === 0);
    const first = await getJson<Page>(me, "/notifications?limit=3");
    const c = first.nextCursor as { id: string; createdAt: string };
    const urls = [
      "/notifications?limit=3",
      `/notifications?limit=3&cursor[id]=${c.id}&cursor[createdAt]=${encodeURIComponent(c.createdAt)}`,
      `/notifications?limit=3&unreadOnly=true&cursor=${encodeURIComponent(JSON.stringify(c))}`,
      "/notifications?limit=3&unreadOnly=true",
      "/notifications?limit=4",
    ];
    const served = [];
    for (const url of urls) served.push(await getJson<Page>(me, url));
    expect(await cachedKeys(me)).toHaveLength(urls.length);
    // Each hit is its own page, as the database answers it.
    await clearNotificationCaches(ctx.deps, [me.id]);
    for (const [i, url] of urls.entries()) expect(await getJson<Page>(me, url)).toEqual(served[i]);
    const ids = served.map((p) => p.items.map((i) => i.id).join());
    expect(new Set(ids).size).toBe(urls.length);
    expect(served[2]?.items.every((i) => !i.read)).toBe(true);
    expect(served[1]?.items.map((i) => i.id)).not.toContain(first.items[0]?.id);
  });
});

describe("Redis outage", () => {
  it("serves pages and the count from the database and still marks read when Redis fails", async () => {
    const me = await createUser(ctx.app);
    const actor = await createUser(ctx.app);
    await seed(me, actor, 2);
    const down = unreachableRedis();
    try {
      const deps = { ...ctx.deps, redis: down };
      const out = { encoding: "identity" as const, serialize: JSON.stringify, prefetched: null };
      const page = await listNotifications(deps, me.id, { limit: 20, unreadOnly: false }, out);
      expect((JSON.parse(page.bytes.toString()) as Page).items).toHaveLength(2);
      const count = await unreadCount(deps, me.id, out);
      expect(JSON.parse(count.bytes.toString())).toEqual({ count: 2 });
      await expect(markAllRead(deps, me.id)).resolves.toEqual({ ok: true });
      expect(JSON.parse((await unreadCount(deps, me.id, out)).bytes.toString())).toEqual({
        count: 0,
      });
    } finally {
      down.disconnect();
    }
  });
});
