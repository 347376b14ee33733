import { notifications } from "@playpal/db";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { registerUser, useTestApp } from "#test/context.ts";
import { type PlanNode, planOf } from "#test/plans.ts";
import { deleteNotificationsForSourcesQuery, listNotifications, unreadCountQuery } from "./queries.ts";

/**
 * The list and unread-count queries on 200k notifications (one recipient holding half, a tenth of
 * them unread): each must read its index in order and stop after a page, never scan or sort the table.
 */
let heavy: string;

const onNotifications = (plan: PlanNode[]) =>
  plan.filter((n) => n["Relation Name"] === "notifications").map((n) => [n["Node Type"], n["Index Name"]]);

const ctx = useTestApp();
beforeAll(async () => {
  const users = await Promise.all(Array.from({ length: 10 }, () => registerUser(ctx.app)));
  heavy = users[0]?.id as string;
  const ids = sql.raw(`array[${users.map((u) => `'${u.id}'`).join(",")}]`);
  await ctx.db.execute(sql`
    insert into ${notifications} (id, recipient_id, type, title, data, read, created_at)
    select 'plan' || g, (${ids})[case when g % 2 = 0 then 1 else 2 + g % 9 end], 'SYSTEM', 't',
      '{"screen":"notifications"}'::jsonb, g % 10 <> 0, now() - g * interval '1 second'
    from generate_series(1, 200000) g`);
  // 20k more users as actors of all but the announcements (every 10th): the list's visibility rule on
  // the actor must probe their key, never read the whole table.
  await ctx.db.execute(sql`
    insert into users (id, email, username, password_hash, first_name, last_name, display_name, onboarded,
                       created_at, updated_at)
    select 'planactor' || i, 'planactor' || i || '@example.com', 'planactor_' || i, 'x', 'Plan', 'Actor',
           'Plan Actor ' || i, true, now(), now()
    from generate_series(1, 20000) as i`);
  await ctx.db.execute(sql`
    update ${notifications} set actor_id = 'planactor' || (1 + substr(id, 5)::int % 20000)
    where substr(id, 5)::int % 10 <> 5`);
  // Caused by a reaction, a comment or nothing (announcements), a third each.
  await ctx.db.execute(sql`
    update ${notifications}
    set source_type = (array['reaction', 'comment'])[1 + substr(id, 5)::int % 3],
        source_id = 's' || substr(id, 5)
    where substr(id, 5)::int % 3 <> 2`);
  // A few hidden actors, as in life: suspended now, deactivated, and suspended once (visible again).
  await ctx.db.execute(sql`
    update users set suspended_until = now() + interval '1 day' where id in ('planactor1', 'planactor2')`);
  await ctx.db.execute(sql`update users set deactivated_at = now() where id = 'planactor3'`);
  await ctx.db.execute(
    sql`update users set suspended_until = now() - interval '1 day' where id = 'planactor4'`,
  );
  // As autovacuum leaves it: statistics and the visibility map (index-only scans need the latter).
  await ctx.db.execute(sql`vacuum analyze ${notifications}`);
  await ctx.db.execute(sql`vacuum analyze users`);
}, 120_000);

describe("notification query plans on 200k rows", () => {
  const cursor = { id: "plan150000", createdAt: new Date(Date.now() - 150_000_000) };

  it.each([
    ["first page", "notifications_recipient_idx", { limit: 20, unreadOnly: false }],
    ["deep page", "notifications_recipient_idx", { limit: 20, unreadOnly: false, cursor }],
    ["unread first page", "notifications_unread_idx", { limit: 20, unreadOnly: true }],
    ["unread deep page", "notifications_unread_idx", { limit: 20, unreadOnly: true, cursor }],
  ] as const)(
    "the %s walks %s in order, with no sort, probing each actor by key",
    async (_label, index, options) => {
      const plan = await planOf(ctx.db, listNotifications(ctx.db, heavy, options).toSQL());
      expect(onNotifications(plan)).toEqual([["Index Scan", index]]);
      expect(plan.some((n) => n["Node Type"] === "Sort")).toBe(false);
      // The actor's row and visibility: one primary-key probe per listed row, not a scan of users.
      const onUsers = plan
        .filter((n) => n["Relation Name"] === "users")
        .map((n) => [n["Node Type"], n["Index Name"]]);
      expect(onUsers).toEqual([["Index Scan", "users_pkey"]]);
    },
  );

  it("forgets a comment and its reactions with one DELETE probing the partial source index", async () => {
    const query = deleteNotificationsForSourcesQuery(ctx.db, {
      comment: ["s1"],
      reaction: Array.from({ length: 50 }, (_, i) => `s${3 * i}`),
    });
    const plan = await planOf(ctx.db, query?.toSQL() as { sql: string; params: unknown[] });
    expect(plan.filter((n) => n["Node Type"] === "Seq Scan")).toEqual([]);
    const indexes = plan.filter((n) => n["Index Name"]).map((n) => n["Index Name"]);
    expect(indexes.length).toBeGreaterThan(0);
    expect(new Set(indexes)).toEqual(new Set(["notifications_source_idx"]));
  });

  it("counts unread with an index-only scan of the partial unread index, hidden actors hashed once", async () => {
    const plan = await planOf(ctx.db, unreadCountQuery(ctx.db, heavy).toSQL());
    expect(onNotifications(plan)).toEqual([["Index Only Scan", "notifications_unread_idx"]]);
    // The hidden actors come from their own small partial index, never from a scan of every user.
    const onUsers = plan.filter((n) => n["Relation Name"] === "users");
    expect(onUsers.map((n) => n["Index Name"])).toEqual(["users_hidden_idx"]);
    expect(plan.some((n) => n["Node Type"] === "Seq Scan")).toBe(false);
  });
});
