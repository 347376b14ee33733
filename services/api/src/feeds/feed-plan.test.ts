import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#test/database.ts";
import { planOf } from "#test/plans.ts";
import { seed } from "../../../../scripts/seed.ts";
import { homeFeedQuery, userFeedQuery } from "./queries.ts";

/**
 * The home and user feed queries on a seeded, skewed data set (2k users, 40k follows, 200k posts, plus
 * one user following the 1,200 most active authors): PostgreSQL must read posts through
 * `posts_author_created_idx` in index order (stopping after a page), never scan the posts table, and
 * read about one index entry per followed author for the home feed. See docs/feed-query.md for the
 * figures at 1M posts.
 */
let viewers: { heavy: string; typical: string; popular: string };
let dense: string;
const DENSE_FOLLOWS = 1200;

const dialect = new PgDialect();
const toQuery = (q: ReturnType<typeof homeFeedQuery>) => dialect.sqlToQuery(q);

const ctx = useTestDatabase();
beforeAll(async () => {
  const result = await seed(ctx.db.$client, { users: 2000, follows: 40_000, posts: 200_000 });
  expect(result).toMatchObject({ users: 2000, follows: 40_000, posts: 200_000 });
  const pick = async (order: string) =>
    (await ctx.db.execute<{ id: string }>(sql.raw(`select id from users order by ${order} limit 1`))).rows[0]
      ?.id as string;
  viewers = {
    heavy: await pick("following_count desc"),
    typical: await pick("abs(following_count - 20), id"),
    popular: await pick("followers_count desc"),
  };
  // A user who follows the 1,200 most active authors (every one with far more than a page of posts):
  // the plain per-author shape would read followees x (limit + 1), about 25k index entries, for one page.
  dense = await pick("following_count, id");
  await ctx.db.execute(sql`
    insert into follows (follower_id, following_id)
    select ${dense}, author_id from posts where author_id <> ${dense}
    group by author_id order by count(*) desc limit ${DENSE_FOLLOWS}
    on conflict do nothing`);
  await ctx.db.execute(sql`analyze follows`);
}, 120_000);

describe("feed query plans on 200k posts", () => {
  const cursor = { id: "zzzz", createdAt: new Date(Date.now() - 90 * 86_400_000) };

  it.each([
    ["the most-following user, first page", "heavy", undefined],
    ["a typical user, first page", "typical", undefined],
    ["a typical user, 90 days back", "typical", cursor],
    [
      "a typical user, 300 days back",
      "typical",
      { id: "zzzz", createdAt: new Date(Date.now() - 300 * 86_400_000) },
    ],
    ["the most-followed user", "popular", cursor],
  ] as const)(
    "home feed for %s walks posts_author_created_idx in order, no scan of posts",
    async (_n, who, c) => {
      const plan = await planOf(
        ctx.db,
        toQuery(homeFeedQuery(viewers[who], { limit: 20, cursor: c, excludePostIds: ["x"] })),
      );
      const onPosts = plan.filter((n) => n["Relation Name"] === "posts");
      expect(onPosts.length).toBeGreaterThan(0);
      for (const node of onPosts) {
        expect(node["Node Type"]).toMatch(/^Index (Only )?Scan$/);
        expect(node["Index Name"]).toBe("posts_author_created_idx");
      }
      expect(plan.some((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "posts")).toBe(false);
    },
  );

  it.each([
    ["first page", undefined],
    ["90 days back", cursor],
    ["300 days back", { id: "zzzz", createdAt: new Date(Date.now() - 300 * 86_400_000) }],
  ] as const)(
    "home feed of a user following 1,200 active authors reads about one index entry per author (%s)",
    async (_n, c) => {
      const limit = 20;
      const take = limit + 1;
      const plan = await planOf(
        ctx.db,
        toQuery(homeFeedQuery(dense, { limit, cursor: c, excludePostIds: ["x"] })),
        { analyze: true },
      );
      const onPosts = plan.filter((n) => n["Relation Name"] === "posts");
      expect(plan.some((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "posts")).toBe(false);
      for (const node of onPosts) {
        expect(node["Node Type"]).toMatch(/^Index (Only )?Scan$/);
        expect(node["Index Name"]).toBe("posts_author_created_idx");
      }
      // Index entries read on posts: rows returned plus rows dropped by the visibility filter, summed
      // over every loop ("Actual Rows" is a rounded per-loop average). One per author to find each
      // author's newest post, then a few near the top of the page: ~1.2k here, where the plain
      // per-author shape reads followees x (limit + 1), about 25k.
      const read = onPosts.reduce(
        (sum, n) =>
          sum + ((n["Actual Rows"] ?? 0) + (n["Rows Removed by Filter"] ?? 0)) * (n["Actual Loops"] ?? 1),
        0,
      );
      const authors = DENSE_FOLLOWS + 1;
      expect(read).toBeGreaterThanOrEqual(take);
      expect(read).toBeLessThan(authors + 5 * take);
      expect(read * 10).toBeLessThan(authors * take);
    },
  );

  it("user feed walks posts_author_created_idx in order for the most prolific author", async () => {
    const [author] = (
      await ctx.db.execute<{ author_id: string }>(
        sql`select author_id from posts group by author_id order by count(*) desc limit 1`,
      )
    ).rows;
    const plan = await planOf(
      ctx.db,
      userFeedQuery(ctx.db, viewers.typical, author?.author_id as string, { limit: 20 }).toSQL(),
    );
    const onPosts = plan.filter((n) => n["Relation Name"] === "posts");
    expect(onPosts.map((n) => [n["Node Type"], n["Index Name"]])).toEqual([
      ["Index Scan", "posts_author_created_idx"],
    ]);
  });
});
