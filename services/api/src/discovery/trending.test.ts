import { QUEUES } from "@playpal/contracts";
import { follows, posts, userGrowth } from "@playpal/db";
import { keepJobSchedulers } from "@playpal/platform";
import { Queue } from "bullmq";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { block, createPost, createUser, follow, insertPost, type TestUser } from "#test/social-factories.ts";
import { gameIdFor } from "../../../../scripts/games-seed.ts";
import { refreshRollups } from "./rollups.ts";
import { expireShared, readShared } from "./shared-cache.ts";
import { recomputeCount } from "./trending.ts";
import { startDiscoveryWorker } from "./worker.ts";

const ids = (items: { id: string }[]) => items.map((i) => i.id);

const ctx = useTestApp();
const call = ctx.call;

/** Every trending entry dropped: each test starts from a cold cache over its own data. */
async function coldCache() {
  for (const list of ["clips:24h", "clips:7d", "users", "games"])
    await expireShared(ctx.deps.redis, `trending:${list}`);
}
beforeEach(coldCache);

const clips = async (user: TestUser, window = "24h") => {
  const response = await call("GET", `/trending/clips?window=${window}`, user);
  expect(response.statusCode).toBe(200);
  return response.json().data.clips as { id: string; myReactions: string[] }[];
};

describe("trending: the contract", () => {
  it("refuses anonymous callers", async () => {
    for (const url of ["/trending/clips", "/trending/users", "/trending/games"]) {
      expect((await ctx.app.inject({ method: "GET", url: `/api/v1${url}` })).statusCode).toBe(401);
    }
  });

  it("answers each list in the { success, data } envelope", async () => {
    const user = await createUser(ctx.app);
    expect((await call("GET", "/trending/clips", user)).json()).toEqual({
      success: true,
      data: { clips: expect.any(Array) },
    });
    expect((await call("GET", "/trending/users", user)).json()).toEqual({
      success: true,
      data: { users: expect.any(Array) },
    });
    expect((await call("GET", "/trending/games", user)).json()).toEqual({
      success: true,
      data: { games: expect.any(Array) },
    });
    expect((await call("GET", "/trending/clips?window=30d", user)).statusCode).toBe(400);
  });
});

describe("trending clips", () => {
  it("ranks public clips of the window by engagement; never text posts, followers-only or private ones", async () => {
    const [author, fan1, fan2, fan3] = await Promise.all([
      createUser(ctx.app),
      createUser(ctx.app),
      createUser(ctx.app),
      createUser(ctx.app),
    ]);
    for (const fan of [fan1, fan2, fan3]) await follow(ctx, fan, author);
    const quiet = await createPost(ctx.app, author, { type: "clip", body: "quiet clip" });
    const loved = await createPost(ctx.app, author, { type: "clip", body: "loved clip" });
    const watched = await createPost(ctx.app, author, { type: "clip", body: "watched clip" });
    const followersOnly = await createPost(ctx.app, author, { type: "clip", visibility: "followers" });
    const privateClip = await createPost(ctx.app, author, { type: "clip", visibility: "private" });
    const text = await createPost(ctx.app, author, { body: "a text post" });
    const lastWeek = await insertPost(ctx, author, {
      type: "clip",
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    for (const fan of [fan1, fan2, fan3]) {
      for (const target of [loved, followersOnly, privateClip, text]) {
        await call("POST", "/reactions", fan, { postId: target.id, kind: "like" });
      }
      await call("POST", `/posts/${loved.id}/comments`, fan, { body: "wow" });
    }
    // Eight minutes of video watched in two impressions.
    await call("POST", `/posts/${watched.id}/impression`, fan1, {
      viewDurationMs: 1000,
      videoWatchMs: 5 * 60_000,
    });
    await call("POST", `/posts/${watched.id}/impression`, fan2, {
      viewDurationMs: 1000,
      videoWatchMs: 3 * 60_000,
    });
    await refreshRollups(ctx.db);

    const day = await clips(fan1);
    // loved: 3 + 6 = 9; watched: 8 minutes + 0.2 impressions = 8.2; quiet: 0.
    expect(ids(day)).toEqual([loved.id, watched.id, quiet.id]);
    expect(day[0]?.myReactions).toEqual(["like"]);
    expect((await clips(author))[0]?.myReactions).toEqual([]);

    const week = ids(await clips(fan1, "7d"));
    expect(week).toContain(lastWeek.id);
    for (const hidden of [followersOnly.id, privateClip.id, text.id]) expect(week).not.toContain(hidden);
  });

  it("applies blocks after the shared cache, per viewer", async () => {
    const [author, blocker, other] = await Promise.all([
      createUser(ctx.app),
      createUser(ctx.app),
      createUser(ctx.app),
    ]);
    const clip = await createPost(ctx.app, author, { type: "clip" });
    await block(ctx, blocker, author);
    expect(ids(await clips(other))).toContain(clip.id);
    expect(ids(await clips(blocker))).not.toContain(clip.id);
    expect(ids(await clips(other))).toContain(clip.id);
  });

  it("serves the cached ranking inside 5 minutes, but never a post that stopped being public", async () => {
    const author = await createUser(ctx.app);
    const first = await createPost(ctx.app, author, { type: "clip" });
    const viewer = await createUser(ctx.app);
    expect(ids(await clips(viewer))).toContain(first.id);
    const second = await createPost(ctx.app, author, { type: "clip" });
    expect(ids(await clips(viewer))).not.toContain(second.id);

    await ctx.db.update(posts).set({ visibility: "followers" }).where(eq(posts.id, first.id));
    expect(ids(await clips(viewer))).not.toContain(first.id);

    // At expiry the next request recomputes.
    await expireShared(ctx.deps.redis, "trending:clips:24h", { keepValue: true });
    expect(ids(await clips(viewer))).toContain(second.id);
  });

  it("recomputes exactly once when 50 requests arrive together at expiry; the others get the previous list", async () => {
    const author = await createUser(ctx.app);
    const viewer = await createUser(ctx.app);
    const before = await createPost(ctx.app, author, { type: "clip" });
    expect(ids(await clips(viewer, "7d"))).toContain(before.id);
    const added = await createPost(ctx.app, author, { type: "clip" });
    await expireShared(ctx.deps.redis, "trending:clips:7d", { keepValue: true });

    const recomputesBefore = recomputeCount("clips:7d");
    const responses = await Promise.all(Array.from({ length: 50 }, () => clips(viewer, "7d")));
    expect(recomputeCount("clips:7d") - recomputesBefore).toBe(1);
    const withNew = responses.filter((list) => ids(list).includes(added.id)).length;
    expect(withNew).toBeLessThanOrEqual(1);
    expect(responses.every((list) => ids(list).includes(before.id))).toBe(true);
    // And the new value is what everyone gets afterwards, with no further recompute.
    expect(ids(await clips(viewer, "7d"))).toContain(added.id);
    expect(recomputeCount("clips:7d") - recomputesBefore).toBe(1);
  });

  it("computes once when 50 requests find nothing cached at all: the others wait for that value", async () => {
    let loads = 0;
    const key = `cold-${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        readShared(ctx.deps, key, async () => {
          loads += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
          return ["computed"];
        }),
      ),
    );
    expect(loads).toBe(1);
    expect(results.every((r) => r[0] === "computed")).toBe(true);
  });
});

describe("trending users and games", () => {
  it("ranks users by followers gained over 7 days, with isFollowing and blocks per viewer", async () => {
    const [rising, steady, viewer, blocker] = await Promise.all([
      createUser(ctx.app),
      createUser(ctx.app),
      createUser(ctx.app),
      createUser(ctx.app),
    ]);
    const fans = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx.app)));
    for (const fan of fans.slice(0, 5)) await follow(ctx, fan, rising);
    await follow(ctx, fans[5] as TestUser, steady);
    // Old follows do not count as growth.
    const old = new Date(Date.now() - 10 * 86_400_000);
    for (const fan of fans) {
      await ctx.db.insert(follows).values({ followerId: fan.id, followingId: viewer.id, createdAt: old });
    }
    await follow(ctx, viewer, steady);
    await block(ctx, blocker, rising);
    await refreshRollups(ctx.db);

    const response = await call("GET", "/trending/users", viewer);
    const users = response.json().data.users as { id: string; isFollowing: boolean }[];
    // rising gained 5, steady 2 (other tests' accounts sit in between); viewer's follows are 10 days old.
    expect(users[0]?.id).toBe(rising.id);
    expect(ids(users)).toContain(steady.id);
    expect(ids(users)).not.toContain(viewer.id);
    expect(users.find((u) => u.id === steady.id)).toMatchObject({
      isFollowing: true,
      followersCount: expect.any(Number),
    });
    const asBlocker = (await call("GET", "/trending/users", blocker)).json().data.users;
    expect(ids(asBlocker)).not.toContain(rising.id);
  });

  it("ranks games by this week's public posts and their engagement", async () => {
    const [author, fan] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
    const valorant = gameIdFor("valorant");
    const tetris = gameIdFor("tetris-effect");
    const chess = gameIdFor("chesscom");
    await createPost(ctx.app, author, { gameId: tetris });
    const hot = await createPost(ctx.app, author, { gameId: valorant });
    await call("POST", "/reactions", fan, { postId: hot.id, kind: "love" });
    await call("POST", `/posts/${hot.id}/comments`, fan, { body: "gg" });
    for (let i = 0; i < 5; i += 1)
      await createPost(ctx.app, author, { gameId: chess, visibility: "private" });
    await refreshRollups(ctx.db);
    const games = (await call("GET", "/trending/games", fan)).json().data.games as {
      id: string;
      postCount: number;
    }[];
    expect(ids(games)).toEqual([valorant, tetris]);
    expect(games[0]).toMatchObject({ slug: "valorant", postCount: 1 });
  });
});

describe("the rollup job", () => {
  it("is scheduled as a repeatable BullMQ job whose runs refresh the rollups", async () => {
    const [star, fan] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
    await follow(ctx, fan, star);
    const discovery = startDiscoveryWorker(ctx.deps, { everyMs: 200 });
    const schedulers = keepJobSchedulers([discovery.rollups], {
      connections: [discovery.connection],
      logger: ctx.deps.logger,
      checkEveryMs: 60_000,
    });
    try {
      await schedulers.registered;
      const queue = new Queue(QUEUES.discovery, {
        connection: { url: ctx.config.REDIS_URL },
        prefix: `${ctx.config.REDIS_PREFIX}:bull`,
      });
      const registered = await queue.getJobSchedulers();
      await queue.close();
      expect(registered.map((s) => [s.key, s.every])).toEqual([["discovery.refresh-rollups", 200]]);
      let rows: unknown[] = [];
      for (let i = 0; i < 50 && rows.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        rows = await ctx.db.select().from(userGrowth).where(eq(userGrowth.userId, star.id));
      }
      expect(rows).toEqual([expect.objectContaining({ userId: star.id, gained7d: 1 })]);
    } finally {
      schedulers.stop();
      await discovery.close();
    }
  });
});
