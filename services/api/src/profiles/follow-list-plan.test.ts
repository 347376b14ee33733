import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#test/database.ts";
import { planOf } from "#test/plans.ts";
import { followEdgesQuery } from "./queries.ts";

/**
 * The follower and following lists of a user with 20k edges each way: PostgreSQL must walk the
 * direction's follows index in ORDER BY order and stop after one page (no sort of every edge), on the
 * first page and deep with a cursor.
 */

const ctx = useTestDatabase();
beforeAll(async () => {
  await ctx.db.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, display_name)
    select 'u' || g, 'u' || g || '@plan.test', 'x', 'P', 'L', 'Plan ' || g from generate_series(1, 20001) g`);
  await ctx.db.execute(sql`
    insert into follows (follower_id, following_id, created_at)
    select 'u' || g, 'u1', now() - g * interval '1 second' from generate_series(2, 20001) g
    union all
    select 'u1', 'u' || g, now() - g * interval '1 second' from generate_series(2, 20001) g`);
  await ctx.db.execute(sql`analyze users; analyze follows`);
}, 60_000);

describe("follower and following list plans on 20k edges", () => {
  const deep = { id: "u15000", createdAt: new Date(Date.now() - 15_000_000) };
  it.each([
    ["followers", "follows_following_idx", undefined],
    ["followers", "follows_following_idx", deep],
    ["following", "follows_follower_created_idx", undefined],
    ["following", "follows_follower_created_idx", deep],
  ] as const)(
    "%s walk %s in order without sorting every edge (cursor: %o)",
    async (direction, index, cursor) => {
      const plan = await planOf(
        ctx.db,
        followEdgesQuery(ctx.db, { viewerId: "u2", userId: "u1", direction, limit: 21, cursor }).toSQL(),
      );
      expect(plan.filter((n) => n["Node Type"].includes("Sort"))).toEqual([]);
      // The listed edges (alias `follows`), not the viewer's own follow looked up per listed user.
      const onFollows = plan.filter((n) => n["Relation Name"] === "follows" && n.Alias === "follows");
      expect(onFollows.map((n) => [n["Node Type"], n["Index Name"]])).toEqual([
        [expect.stringMatching(/^Index (Only )?Scan$/), index],
      ]);
    },
  );
});
