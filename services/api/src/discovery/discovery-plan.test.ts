import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { type PlanNode, planOf } from "#test/plans.ts";
import { seed } from "../../../../scripts/seed.ts";
import { gamePostsQuery } from "./games.ts";
import { refreshRollups } from "./rollups.ts";
import { searchPostsQuery, searchUsersQuery } from "./search.ts";
import { friendsOfFriendsQuery, liveQuery, popularQuery } from "./service.ts";
import { rankClipsQuery, rankGamesQuery, rankUsersQuery } from "./trending.ts";

/**
 * Search and trending statements on the bench seed's shape (20k users as in `npm run bench`, 100k
 * follows, 100k posts over a year, of which 10% clips; impressions on recent clips; a game on a tenth
 * of the posts), rollups refreshed: every read goes through its index, never a sequential scan of
 * users or posts.
 */
let viewer: string;
let tag: string;
/** A seeded user's username (`<word><word><n>_1234`), searched by prefix and with a typo. */
let target: string;
const dialect = new PgDialect();

const scansOf = (plan: PlanNode[], relation: string) => plan.filter((n) => n["Relation Name"] === relation);
const indexesUsed = (plan: PlanNode[]) => plan.map((n) => n["Index Name"]).filter(Boolean);
const seqScanOf = (plan: PlanNode[], relation: string) =>
  plan.some((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === relation);

/** Parts of realistic handles and names: the seed's own (`s<tag>_<n>`, all alike) say nothing of trigrams. */
const WORDS = [
  "shadow",
  "pixel",
  "ninja",
  "storm",
  "wolf",
  "raven",
  "ghost",
  "blaze",
  "frost",
  "viper",
  "nova",
  "titan",
  "rogue",
  "lunar",
  "cyber",
  "drake",
  "echo",
  "fury",
  "hawk",
  "jade",
  "karma",
  "lotus",
  "mystic",
  "nitro",
  "onyx",
  "phantom",
  "quake",
  "rebel",
  "sonic",
  "zephyr",
  "ember",
  "glitch",
];
const NAMES = [
  "Alex",
  "Sam",
  "Jordan",
  "Taylor",
  "Morgan",
  "Casey",
  "Riley",
  "Jamie",
  "Avery",
  "Quinn",
  "Luna",
  "Kai",
  "Mia",
  "Leo",
  "Nora",
  "Eli",
  "Zoe",
  "Ivan",
  "Maya",
  "Omar",
  "Lena",
  "Hugo",
  "Iris",
  "Theo",
];

const ctx = useTestApp();
beforeAll(async () => {
  const result = await seed(ctx.db.$client, { users: 20_000, follows: 100_000, posts: 100_000 });
  tag = result.tag;
  viewer = `s${tag}u7`;
  await ctx.db.execute(sql`
    update users set
      username = w[1 + h % 32] || w[1 + (h / 32) % 32] || (h / 1024) % 1000 || '_' || split_part(id, 'u', 2),
      display_name = n[1 + (h / 7) % 24] || ' ' || initcap(w[1 + (h / 13) % 32])
    from (select id as uid, abs(hashtext('user' || split_part(id, 'u', 2))) as h, ${`{${WORDS.join(",")}}`}::text[] as w, ${`{${NAMES.join(",")}}`}::text[] as n from users) x
    where users.id = x.uid`);
  target = (
    await ctx.db.execute<{ username: string }>(sql`select username from users where id = ${`s${tag}u1234`}`)
  ).rows[0]?.username as string;
  // Impressions on recent public clips and games on a tenth of the posts, set-based.
  await ctx.db.execute(sql`
    insert into post_impressions (user_id, post_id, view_duration_ms, video_watch_ms, impressions)
    select ${viewer}, id, 1000, (random() * 600000)::int, 1 from posts
    where type = 'clip' and visibility = 'public' and created_at > now() - interval '7 days'`);
  await ctx.db.execute(sql`
    update posts set game_id = (select id from games order by id offset (abs(hashtext(posts.id)) % 400) limit 1)
    where abs(hashtext(id)) % 10 = 0`);
  // One game far busier than the rest (about 4,000 posts), as popular titles are: its first page must
  // walk the game's index in order and stop. With ~25 posts per game the planner's choice between that
  // walk and a bitmap scan plus a sort would turn on ANALYZE's sample, and the test with it.
  await ctx.db.execute(sql`
    update posts set game_id = (select id from games order by id limit 1)
    where abs(hashtext(id)) % 25 = 1`);
  await refreshRollups(ctx.db);
  await ctx.db.execute(sql`analyze`);
}, 180_000);

describe("search plans at the bench seed's scale", () => {
  it("finds users by prefix through the trigram indexes, no scan of users", async () => {
    const query = searchUsersQuery(ctx.db, viewer, target.slice(0, -3), 20).toSQL();
    const plan = await planOf(ctx.db, query, { analyze: true });
    expect(seqScanOf(plan, "users")).toBe(false);
    expect(indexesUsed(plan)).toEqual(expect.arrayContaining(["users_username_trgm_idx"]));
  });

  it("finds users with a typo through the trigram indexes, no scan of users", async () => {
    // One letter dropped from the middle of the handle.
    const typo = target.slice(0, 4) + target.slice(5);
    const plan = await planOf(ctx.db, searchUsersQuery(ctx.db, viewer, typo, 20).toSQL(), { analyze: true });
    const top = await searchUsersQuery(ctx.db, viewer, typo, 20);
    expect(top[0]?.username).toBe(target);
    expect(seqScanOf(plan, "users")).toBe(false);
    expect(indexesUsed(plan)).toEqual(
      expect.arrayContaining(["users_username_trgm_idx", "users_display_name_trgm_idx"]),
    );
  });

  it("finds posts through the full-text index, no scan of posts", async () => {
    const [row] = (
      await ctx.db.execute<{ word: string }>(sql`select split_part(body, ' ', 4) as word from posts limit 1`)
    ).rows;
    const query = searchPostsQuery(ctx.db, viewer, (row?.word ?? "").slice(0, 10), 20)?.toSQL();
    if (!query) throw new Error("no query");
    const plan = await planOf(ctx.db, query, { analyze: true });
    expect(seqScanOf(plan, "posts")).toBe(false);
    expect(indexesUsed(plan)).toContain("posts_body_fts_idx");
    const fts = plan.find((n) => n["Index Name"] === "posts_body_fts_idx");
    expect(fts?.["Actual Rows"]).toBeLessThan(10);
  });
});

describe("a game's posts at the bench seed's scale", () => {
  it("walks posts_game_created_idx in order for the busiest game, first page and deep", async () => {
    const [busiest] = (
      await ctx.db.execute<{ game_id: string }>(
        sql`select game_id from posts where game_id is not null group by 1 order by count(*) desc limit 1`,
      )
    ).rows;
    const gameId = busiest?.game_id as string;
    for (const cursor of [undefined, { id: "zzzz", createdAt: new Date(Date.now() - 200 * 86_400_000) }]) {
      const plan = await planOf(
        ctx.db,
        gamePostsQuery(ctx.db, viewer, gameId, { limit: 20, cursor }).toSQL(),
      );
      expect(scansOf(plan, "posts").map((n) => [n["Node Type"], n["Index Name"]])).toEqual([
        ["Index Scan", "posts_game_created_idx"],
      ]);
    }
  });
});

describe("trending plans at the bench seed's scale", () => {
  it.each(["24h", "7d"] as const)(
    "ranks the %s clips from posts_public_clips_created_idx, reading only the window",
    async (window) => {
      const plan = await planOf(ctx.db, dialect.sqlToQuery(rankClipsQuery(window)), { analyze: true });
      expect(seqScanOf(plan, "posts")).toBe(false);
      const index = plan.filter((n) => n["Index Name"] === "posts_public_clips_created_idx");
      expect(index).toHaveLength(1);
      expect(plan.filter((n) => n["Index Name"]?.startsWith("posts_") && n !== index[0])).toEqual([]);
      // A week of public clips out of 100k posts over a year: about 150 entries, not the table.
      expect(index[0]?.["Actual Rows"]).toBeLessThan(1000);
      expect(seqScanOf(plan, "post_impressions")).toBe(false);
    },
  );

  it("ranks users from the user_growth rollup in index order, users by primary key", async () => {
    const plan = await planOf(ctx.db, dialect.sqlToQuery(rankUsersQuery()), { analyze: true });
    expect(seqScanOf(plan, "users")).toBe(false);
    expect(indexesUsed(plan)).toEqual(expect.arrayContaining(["user_growth_gained_idx", "users_pkey"]));
  });

  it("ranks games from the game_stats rollup", async () => {
    const plan = await planOf(ctx.db, dialect.sqlToQuery(rankGamesQuery()), { analyze: true });
    expect(seqScanOf(plan, "posts")).toBe(false);
    expect(scansOf(plan, "game_stats").length).toBe(1);
  });
});

describe("discover plans at the bench seed's scale", () => {
  it("reads friends of friends from follows_follower_created_idx, never scanning follows or users", async () => {
    const [heavy] = (
      await ctx.db.execute<{ id: string }>(sql`select id from users order by following_count desc limit 1`)
    ).rows;
    const plan = await planOf(ctx.db, dialect.sqlToQuery(friendsOfFriendsQuery(heavy?.id as string, 20)), {
      analyze: true,
    });
    expect(seqScanOf(plan, "follows")).toBe(false);
    expect(seqScanOf(plan, "users")).toBe(false);
    expect(indexesUsed(plan)).toContain("follows_follower_created_idx");
  });

  it("walks users_followers_idx for popular accounts and users_live_idx for live ones", async () => {
    const popular = await planOf(ctx.db, popularQuery(ctx.deps, viewer, 30).toSQL(), { analyze: true });
    expect(seqScanOf(popular, "users")).toBe(false);
    expect(indexesUsed(popular)).toContain("users_followers_idx");
    const live = await planOf(ctx.db, liveQuery(ctx.deps, viewer, 10).toSQL());
    expect(seqScanOf(live, "users")).toBe(false);
    expect(indexesUsed(live)).toContain("users_live_idx");
  });
});
