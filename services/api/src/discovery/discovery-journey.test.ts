import { expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { createPost, createUser } from "#test/social-factories.ts";
import { refreshRollups } from "./rollups.ts";

const ctx = useTestApp();
const call = ctx.call;

/** The "done when", through the HTTP API only (plus one run of the rollup job). */
it("a new user finds a creator despite a typo, browses trending, opens a game and gets a discover page", async () => {
  const creator = await createUser(ctx.app, "streamqueen");
  const fans = await Promise.all([createUser(ctx.app), createUser(ctx.app), createUser(ctx.app)]);
  for (const fan of fans)
    expect((await call("POST", `/user/${creator.id}/follow`, fan)).statusCode).toBe(200);
  const clip = await createPost(ctx.app, creator, {
    type: "clip",
    body: "Victory royale clutch",
    gameId: "fortnite",
  });
  const hidden = await createPost(ctx.app, creator, {
    type: "clip",
    body: "fans only",
    visibility: "followers",
  });
  for (const fan of fans) await call("POST", "/reactions", fan, { postId: clip.id, kind: "like" });
  await refreshRollups(ctx.db);

  const newcomer = await createUser(ctx.app);
  const found = await call("GET", "/search/users?q=streamqeen", newcomer);
  expect(found.json()[0]).toMatchObject({ id: creator.id, username: "streamqueen", isFollowing: false });

  const clips = (await call("GET", "/trending/clips", newcomer)).json();
  expect(clips.success).toBe(true);
  expect(clips.data.clips.map((p: { id: string }) => p.id)).toEqual([clip.id]);
  const trendingUsers = (await call("GET", "/trending/users", newcomer)).json().data.users;
  expect(trendingUsers[0]).toMatchObject({ id: creator.id, followersCount: 3 });
  const trendingGames = (await call("GET", "/trending/games", newcomer)).json().data.games;
  expect(trendingGames[0]).toMatchObject({ slug: "fortnite", postCount: 1 });

  const game = (await call("GET", "/games?q=fortnte", newcomer)).json().items[0];
  expect(game.name).toBe("Fortnite");
  const posts = (await call("GET", `/games/${game.id}/posts`, newcomer)).json();
  expect(posts.items.map((p: { id: string }) => p.id)).toEqual([clip.id]);

  const page = (await call("GET", "/discover", newcomer)).json();
  expect(page.suggestedUsers[0]).toMatchObject({ id: creator.id });
  expect(page.trendingClips.map((p: { id: string }) => p.id)).not.toContain(hidden.id);
  expect(page.games[0]).toMatchObject({ slug: "fortnite" });

  // Following the suggestion takes the creator out of the suggestions.
  await call("POST", `/user/${creator.id}/follow`, newcomer);
  const after = (await call("GET", "/discover", newcomer)).json();
  expect(after.suggestedUsers.map((u: { id: string }) => u.id)).not.toContain(creator.id);
});
