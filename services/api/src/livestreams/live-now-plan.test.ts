import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#test/database.ts";
import { planOf } from "#test/plans.ts";
import { liveUsersQuery } from "./queries.ts";

/**
 * 20k users with a stream each, 40 of them live, the viewer following 2,000: a page of who is live
 * reads the live streams from the partial `live_streams_live_idx` (never every stream) in ORDER BY
 * order, in both groups and deep with a cursor.
 */

const ctx = useTestDatabase();
beforeAll(async () => {
  await ctx.db.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, display_name, is_live, active_live_stream_id)
    select 'u' || g, 'u' || g || '@plan.test', 'x', 'P', 'L', 'Plan ' || g, g % 500 = 0, case when g % 500 = 0 then 's' || g end
    from generate_series(1, 20000) g`);
  await ctx.db.execute(sql`
    insert into live_streams (id, user_id, provider_stream_id, stream_key, playback_id, status, went_live_at)
    select 's' || g, 'u' || g, 'p' || g, 'k' || g, 'b' || g,
      case when g % 500 = 0 then 'active' else 'idle' end,
      case when g % 500 = 0 then now() - g * interval '1 second' end
    from generate_series(1, 20000) g`);
  await ctx.db.execute(sql`
    insert into follows (follower_id, following_id) select 'u1', 'u' || g from generate_series(2, 20000, 10) g`);
  await ctx.db.execute(sql`analyze users; analyze live_streams; analyze follows`);
}, 60_000);

describe("GET /livestreams/live plan on 20k streams, 40 live", () => {
  const deep = { at: new Date(Date.now() - 10_000_000), id: "s10000" };
  it.each([
    [true, null],
    [false, null],
    [true, deep],
    [false, deep],
  ] as const)(
    "reads live_streams_live_idx, never every stream (followed: %s, cursor: %o)",
    async (followed, after) => {
      const plan = await planOf(ctx.db, liveUsersQuery(ctx.db, "u1", { followed, limit: 21, after }).toSQL());
      const onStreams = plan.filter((n) => n["Relation Name"] === "live_streams");
      expect(onStreams.map((n) => [n["Node Type"], n["Index Name"]])).toEqual([
        [expect.stringMatching(/^Index (Only )?Scan$/), "live_streams_live_idx"],
      ]);
      expect(plan.filter((n) => n["Node Type"] === "Seq Scan")).toEqual([]);
    },
  );
});
