import { users } from "@playpal/db";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { block, createPost, createUser, follow, type TestUser } from "#test/social-factories.ts";
import { refreshRollups } from "./rollups.ts";
import { expireShared } from "./shared-cache.ts";

const ids = (items: { id: string }[]) => items.map((i) => i.id);
/** Seven fresh users (tests take the first few by destructuring). */
type Seven = [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
const users_ = async (n: number) =>
  (await Promise.all(Array.from({ length: n }, () => createUser(ctx.app)))) as unknown as Seven;

const ctx = useTestApp();
const call = ctx.call;

async function goLive(...who: TestUser[]) {
  await ctx.db
    .update(users)
    .set({ isLive: true })
    .where(
      inArray(
        users.id,
        who.map((u) => u.id),
      ),
    );
}

async function discoverAs(user: TestUser) {
  const response = await call("GET", "/discover", user);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    live: { id: string }[];
    suggestedUsers: { id: string; isFollowing: boolean }[];
    trendingClips: { id: string }[];
    games: { id: string }[];
  };
}

describe("GET /discover", () => {
  it("refuses anonymous callers", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/discover" })).statusCode).toBe(401);
  });

  it("answers the four lists in one response", async () => {
    const [viewer] = await users_(1);
    const body = await discoverAs(viewer);
    expect(Object.keys(body).sort()).toEqual(["games", "live", "suggestedUsers", "trendingClips"]);
  });

  it("shows live creators, most followed first, never the caller, followed or blocked ones", async () => {
    const [viewer, big, small, followed, blocker, blocked] = await users_(6);
    await ctx.db.update(users).set({ followersCount: 500 }).where(eq(users.id, big.id));
    await follow(ctx, viewer, followed);
    await block(ctx, blocker, viewer);
    await block(ctx, viewer, blocked);
    await goLive(viewer, big, small, followed, blocker, blocked);
    const { live, suggestedUsers } = await discoverAs(viewer);
    expect(ids(live)).toEqual([big.id, small.id]);
    expect(live[0]).toMatchObject({ isLive: true, isFollowing: false });
    // Nobody twice: live creators are not suggested again.
    expect(ids(suggestedUsers)).not.toContain(big.id);
    await ctx.db.update(users).set({ isLive: false });
  });

  it("suggests friends of friends by overlap, then popular accounts; never the caller, followed or blocked", async () => {
    const [viewer, a, b, both, onlyA, blockedFof, popular] = await users_(7);
    await follow(ctx, viewer, a);
    await follow(ctx, viewer, b);
    for (const friend of [a, b]) {
      await follow(ctx, friend, both);
      await follow(ctx, friend, blockedFof);
    }
    await follow(ctx, a, onlyA);
    // Friends of the caller's friends that the caller follows already, or is, are never suggested.
    await follow(ctx, a, b);
    await follow(ctx, a, viewer);
    await block(ctx, viewer, blockedFof);
    await ctx.db.update(users).set({ followersCount: 10_000 }).where(eq(users.id, popular.id));

    const { suggestedUsers } = await discoverAs(viewer);
    const suggested = ids(suggestedUsers);
    expect(suggested.slice(0, 3)).toEqual([both.id, onlyA.id, popular.id]);
    for (const never of [viewer.id, a.id, b.id, blockedFof.id]) expect(suggested).not.toContain(never);
    expect(suggestedUsers.every((u) => u.isFollowing === false)).toBe(true);
    expect(new Set(suggested).size).toBe(suggested.length);

    // A popular account that blocked the caller is never suggested either.
    await block(ctx, popular, viewer);
    expect(ids((await discoverAs(viewer)).suggestedUsers)).not.toContain(popular.id);
  });

  it("never shows deactivated or suspended accounts: live, suggestions, trending clips, trending users", async () => {
    const [viewer, friend, gone, suspended, visible] = await users_(5);
    await follow(ctx, viewer, friend);
    for (const who of [gone, suspended, visible]) await follow(ctx, friend, who);
    await goLive(gone, suspended, visible);
    const clips = [];
    for (const who of [gone, suspended, visible])
      clips.push(await createPost(ctx.app, who, { type: "clip" }));
    await refreshRollups(ctx.db);
    await expireShared(ctx.deps.redis, "trending:clips:24h");
    const before = await discoverAs(viewer);
    expect(ids(before.live)).toEqual(expect.arrayContaining([gone.id, suspended.id, visible.id]));
    expect(ids(before.trendingClips)).toEqual(expect.arrayContaining(clips.map((c) => c.id)));

    // Hidden after the lists were cached: the cache is shared, visibility applies per request.
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    await ctx.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, suspended.id));
    const after = await discoverAs(viewer);
    const hidden = [gone.id, suspended.id];
    expect(ids(after.live)).toContain(visible.id);
    expect(ids(after.suggestedUsers)).not.toContain(visible.id); // live already: nobody twice
    for (const list of [after.live, after.suggestedUsers, after.trendingClips])
      for (const id of hidden) expect(ids(list)).not.toContain(id);
    expect(ids(after.trendingClips)).toContain(clips[2]!.id);
    expect(ids(after.trendingClips)).not.toContain(clips[0]!.id);
    const trendingUsers = (await call("GET", "/trending/users", viewer)).json().data.users as {
      id: string;
    }[];
    for (const id of hidden) expect(ids(trendingUsers)).not.toContain(id);
    const live = (await call("GET", "/livestreams/live", viewer)).json().items as { id: string }[];
    for (const id of hidden) expect(ids(live)).not.toContain(id);
    await ctx.db.update(users).set({ isLive: false });
  });

  it("carries trending clips (public ones only, none from blocked authors) and trending games", async () => {
    const [viewer, author, blockedAuthor] = await users_(3);
    await follow(ctx, viewer, author);
    const open = await createPost(ctx.app, author, { type: "clip", gameId: "rocket-league" });
    const forFollowers = await createPost(ctx.app, author, { type: "clip", visibility: "followers" });
    const mine = await createPost(ctx.app, author, { type: "clip", visibility: "private" });
    const byBlocked = await createPost(ctx.app, blockedAuthor, { type: "clip" });
    await block(ctx, blockedAuthor, viewer);
    await refreshRollups(ctx.db);
    await expireShared(ctx.deps.redis, "trending:clips:24h");
    await expireShared(ctx.deps.redis, "trending:games");

    const body = await discoverAs(viewer);
    expect(ids(body.trendingClips)).toContain(open.id);
    for (const hidden of [forFollowers.id, mine.id, byBlocked.id])
      expect(ids(body.trendingClips)).not.toContain(hidden);
    expect(body.games.map((g) => (g as { slug?: string }).slug)).toContain("rocket-league");
  });
});
