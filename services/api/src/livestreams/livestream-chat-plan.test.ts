import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#test/database.ts";
import { planOf } from "#test/plans.ts";
import { messagePageQuery } from "./queries.ts";

/**
 * A stream with 20k chat messages: a page must walk `live_stream_messages_stream_idx` in ORDER BY order
 * and stop after one page (no sort of the whole chat), on the first page and deep with a cursor.
 */

const ctx = useTestDatabase();
beforeAll(async () => {
  await ctx.db.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, display_name)
    select 'u' || g, 'u' || g || '@plan.test', 'x', 'P', 'L', 'Plan ' || g from generate_series(1, 200) g`);
  await ctx.db.execute(sql`
    insert into live_streams (id, user_id, provider_stream_id, stream_key, playback_id)
    select 's' || g, 'u' || g, 'p' || g, 'k' || g, 'b' || g from generate_series(1, 200) g`);
  await ctx.db.execute(sql`
    insert into live_stream_messages (id, live_stream_id, user_id, body, created_at)
    select 'm' || g, 's' || (1 + g % 2), 'u' || (1 + g % 200), 'hi', now() - g * interval '1 second'
    from generate_series(1, 40000) g`);
  await ctx.db.execute(sql`analyze users; analyze live_streams; analyze live_stream_messages`);
}, 60_000);

describe("live stream chat page plan on 20k messages", () => {
  const deep = { id: "m30000", createdAt: new Date(Date.now() - 30_000_000) };
  it.each([[undefined], [deep]] as const)(
    "walks live_stream_messages_stream_idx in order without sorting the chat (cursor: %o)",
    async (cursor) => {
      const plan = await planOf(ctx.db, messagePageQuery(ctx.db, "u3", "s1", { limit: 21, cursor }).toSQL());
      expect(plan.filter((n) => n["Node Type"].includes("Sort"))).toEqual([]);
      const onMessages = plan.filter((n) => n["Relation Name"] === "live_stream_messages");
      expect(onMessages.map((n) => [n["Node Type"], n["Index Name"]])).toEqual([
        [expect.stringMatching(/^Index (Only )?Scan$/), "live_stream_messages_stream_idx"],
      ]);
    },
  );
});
