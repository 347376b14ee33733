import { conversationParticipants, conversations, messages, users } from "@playpal/db";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#test/database.ts";
import { planOf } from "#test/plans.ts";
import { listConversationPage, listConversationsQuery } from "./queries.ts";

/**
 * The conversation list of a user with 5,000 conversations (in a table with 20,000 more between
 * other users): PostgreSQL must walk the caller's `(user_id, last_activity_at desc, conversation_id
 * desc)` index in ORDER BY order and stop after one page, joining only that page, on the first page
 * and deep with a cursor; never sort every conversation of the user.
 */
const CONVERSATIONS = 5000;
const OTHERS = 20_000;
const START = Date.parse("2026-01-01T00:00:00Z");

/** Conversation `g`'s last activity: conversation 1 is the most recent, one second apart. */
const activityOf = (g: number) => new Date(START - g * 1000);

const ctx = useTestDatabase();
beforeAll(async () => {
  // `heavy` talks with p1..p5000; p(g) also talks with p(g+1)..., filling the table around them.
  await ctx.db.execute(sql`
    insert into ${users} (id, email, password_hash, first_name, last_name, display_name)
    select id, id || '@plan.test', 'x', 'P', 'L', 'Plan ' || id
    from (select 'heavy' as id union all select 'p' || g from generate_series(1, ${OTHERS + 1}) g) ids`);
  await ctx.db.execute(sql`
    insert into ${conversations} (id, pair_key, last_message_at, created_at)
    select 'h' || g, 'heavy:p' || g,
      case when g % 3 = 0 then null else ${new Date(START).toISOString()}::timestamptz - g * interval '1 second' end,
      ${new Date(START).toISOString()}::timestamptz - g * interval '1 second' - case when g % 3 = 0 then interval '0' else interval '1 hour' end
    from generate_series(1, ${CONVERSATIONS}) g
    union all
    select 'o' || g, 'p' || g || ':p' || (g + 1), now() - g * interval '1 second', now() - interval '1 day'
    from generate_series(1, ${OTHERS}) g`);
  await ctx.db.execute(sql`
    insert into ${conversationParticipants} (conversation_id, user_id, last_activity_at)
    select c.id, u.user_id, coalesce(c.last_message_at, c.created_at)
    from ${conversations} c
    cross join lateral (
      select split_part(c.pair_key, ':', 1) as user_id union all select split_part(c.pair_key, ':', 2)
    ) u`);
  await ctx.db.execute(sql`
    insert into ${messages} (id, conversation_id, sender_id, body, created_at)
    select 'm' || c.id, c.id, split_part(c.pair_key, ':', 2), 'hello', c.last_message_at
    from ${conversations} c where c.last_message_at is not null`);
  // As autovacuum leaves it: statistics and the visibility map.
  await ctx.db.execute(
    sql`vacuum analyze ${users}, ${conversations}, ${conversationParticipants}, ${messages}`,
  );
}, 120_000);

describe("conversation list plan for a user with 5,000 conversations", () => {
  const deep = { id: "h4000", createdAt: activityOf(4000) };

  it.each([
    ["first page", undefined],
    ["deep page", deep],
  ] as const)("the %s walks the caller's activity index in order, with no sort", async (_label, cursor) => {
    const plan = await planOf(ctx.db, listConversationsQuery("heavy", { limit: 31, cursor }));
    expect(plan.filter((n) => n["Node Type"].includes("Sort"))).toEqual([]);
    const onCaller = plan.filter((n) => n.Alias === "me");
    expect(onCaller.map((n) => [n["Node Type"], n["Index Name"]])).toEqual([
      [expect.stringMatching(/^Index (Only )?Scan$/), "conversation_participants_user_activity_idx"],
    ]);
    // Each listed conversation's last message is the first entry of its messages index, not a sort.
    const lastMessage = plan.filter((n) => n.Alias === "latest");
    expect(lastMessage.map((n) => [n["Node Type"], n["Index Name"]])).toEqual([
      [expect.stringMatching(/^Index (Only )?Scan$/), "messages_conversation_idx"],
    ]);
  });

  it("pages in activity order across messaged and silent conversations, continuing exactly after the cursor", async () => {
    const { items: first, nextCursor } = await listConversationPage(ctx.db, "heavy", { limit: 3 });
    expect(nextCursor).toEqual({ id: "h3", createdAt: activityOf(3).toISOString() });
    expect(first.map((r) => r.id)).toEqual(["h1", "h2", "h3"]);
    expect(first.map((r) => r.activity_at)).toEqual([activityOf(1), activityOf(2), activityOf(3)]);
    expect(first[2]?.lm_id).toBeNull();
    const { items: after } = await listConversationPage(ctx.db, "heavy", { limit: 2, cursor: deep });
    expect(after.map((r) => [r.id, r.other_id])).toEqual([
      ["h4001", "p4001"],
      ["h4002", "p4002"],
    ]);
  });
});
