import { type Cursor, follows, posts } from "@playpal/db";
import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#test/database.ts";
import { seed } from "../../../../scripts/seed.ts";
import { blockedEitherWay } from "../profiles/graph.ts";
import { type FeedWindow, homeFeedQuery } from "./queries.ts";

/**
 * The bounded two-phase home feed query must return exactly the rows of the plain shape it replaced
 * (every followed author's newest limit + 1 posts, then the newest limit + 1 of those), for every
 * window: first pages, cursors, refreshSince, exclusions, ties on created_at, blocks either way and
 * private posts. `referenceHomeFeedQuery` is that plain shape, kept here as the oracle.
 */
function referenceHomeFeedQuery(viewerId: string, w: FeedWindow): SQL {
  const conditions: SQL[] = [];
  if (w.cursor)
    conditions.push(
      sql`(${posts.createdAt}, ${posts.id}) < (${w.cursor.createdAt.toISOString()}::timestamptz, ${w.cursor.id})`,
    );
  if (w.refreshSince)
    conditions.push(
      sql`(${posts.createdAt}, ${posts.id}) > (${w.refreshSince.createdAt.toISOString()}::timestamptz, ${w.refreshSince.id})`,
    );
  if (w.excludePostIds?.length)
    conditions.push(
      sql`${posts.id} not in (${sql.join(
        w.excludePostIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const windowSql = conditions.length ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`
    select feed.* from (
      select ${follows.followingId} as author_id from ${follows}
      where ${follows.followerId} = ${viewerId} and not ${blockedEitherWay(follows.followingId, viewerId)}
      union all
      select ${viewerId}::text
    ) as authors
    cross join lateral (
      select * from ${posts}
      where ${posts.authorId} = authors.author_id
        and (${posts.authorId} = ${viewerId} or ${posts.visibility} <> 'private')
        ${windowSql}
      order by ${posts.createdAt} desc nulls last, ${posts.id} desc nulls last
      limit ${w.limit + 1}
    ) as feed
    order by feed.created_at desc nulls last, feed.id desc nulls last
    limit ${w.limit + 1}`;
}

let viewers: Record<string, string>;

async function ids(query: SQL): Promise<string[]> {
  return (await ctx.db.execute<{ id: string }>(query)).rows.map((r) => r.id);
}
async function keyOf(postId: string): Promise<Cursor> {
  const [row] = (
    await ctx.db.execute<{ id: string; created_at: string }>(
      sql`select id, created_at::text from posts where id = ${postId}`,
    )
  ).rows;
  return { id: row?.id as string, createdAt: new Date(row?.created_at as string) };
}
async function expectSame(viewer: string, w: FeedWindow): Promise<string[]> {
  const expected = await ids(referenceHomeFeedQuery(viewer, w));
  expect(await ids(homeFeedQuery(viewer, w)), JSON.stringify(w)).toEqual(expected);
  return expected;
}

const ctx = useTestDatabase();
beforeAll(async () => {
  await seed(ctx.db.$client, { users: 400, follows: 12_000, posts: 30_000 });
  // Ties: a third of the posts share their hour with others, within and across authors.
  await ctx.db.execute(
    sql`update posts set created_at = date_trunc('hour', created_at) where random() < 0.33`,
  );
  const pick = async (order: string) =>
    (await ctx.db.execute<{ id: string }>(sql.raw(`select id from users order by ${order} limit 1`))).rows[0]
      ?.id as string;
  viewers = {
    heavy: await pick("following_count desc, id"),
    typical: await pick("abs(following_count - 30), id"),
    lonely: await pick("following_count, id"),
    prolific: (
      await ctx.db.execute<{ author_id: string }>(
        sql`select author_id from posts group by author_id order by count(*) desc, author_id limit 1`,
      )
    ).rows[0]?.author_id as string,
  };
  // Blocks either way between the heavy viewer and some of the accounts it still follows (the feed's
  // anti-join must hide them whichever side blocked), and private posts of the viewer itself.
  await ctx.db.execute(sql`
    insert into blocks (blocker_id, blocked_id)
    select case when n % 2 = 0 then ${viewers.heavy} else following_id end,
           case when n % 2 = 0 then following_id else ${viewers.heavy} end
    from (select following_id, row_number() over (order by following_id) as n from follows
          where follower_id = ${viewers.heavy}) as f
    where n % 7 = 0`);
  await ctx.db.execute(
    sql`update posts set visibility = 'private' where author_id = ${viewers.heavy} and random() < 0.5`,
  );
}, 120_000);

describe("bounded home feed query", () => {
  it.each(["heavy", "typical", "lonely", "prolific"])(
    "returns the reference rows for %s viewer on first pages, deep cursors, refreshSince and exclusions",
    async (who) => {
      const viewer = viewers[who] as string;
      for (const limit of [1, 5, 20, 50]) {
        const first = await expectSame(viewer, { limit });
        // Excluding the newest posts, a mid-page cursor, the same cursor with exclusions.
        await expectSame(viewer, { limit, excludePostIds: first.slice(0, 3) });
        const mid = first[Math.floor(first.length / 2)];
        if (mid) {
          const cursor = await keyOf(mid);
          const second = await expectSame(viewer, { limit, cursor });
          await expectSame(viewer, { limit, cursor, excludePostIds: [...first, ...second.slice(0, 2)] });
          // refreshSince alone and inside a cursor window.
          const last = first.at(-1);
          if (last) {
            const since = await keyOf(last);
            await expectSame(viewer, { limit, refreshSince: since });
            await expectSame(viewer, { limit, refreshSince: since, cursor: await keyOf(first[1] ?? mid) });
          }
        }
        for (const daysBack of [1, 30, 200, 400]) {
          const at = new Date(Date.now() - daysBack * 86_400_000);
          await expectSame(viewer, { limit, cursor: { createdAt: at, id: "zzzz" } });
          await expectSame(viewer, { limit, cursor: { createdAt: at, id: "" } });
          await expectSame(viewer, { limit, refreshSince: { createdAt: at, id: "" } });
        }
      }
    },
    60_000,
  );

  it("pages the whole feed of a viewer identically, cursor by cursor, across timestamp ties", async () => {
    // A page smaller than the number of followed authors, so every page is bounded.
    const viewer = viewers.typical as string;
    const limit = 9;
    let cursor: Cursor | undefined;
    let pages = 0;
    let seen = 0;
    do {
      const rows = await expectSame(viewer, { limit, cursor });
      const last = rows.length > limit ? rows[limit - 1] : undefined;
      cursor = last ? await keyOf(last) : undefined;
      seen += Math.min(rows.length, limit);
      pages += 1;
    } while (cursor && pages < 1000);
    expect(cursor).toBeUndefined();
    const [total] = (
      await ctx.db.execute<{ n: number }>(sql`
        select count(*)::int as n from posts
        where author_id = ${viewer}
           or (visibility <> 'private'
               and author_id in (select following_id from follows where follower_id = ${viewer})
               and not ${blockedEitherWay(posts.authorId, viewer)})`)
    ).rows;
    expect(seen).toBe(total?.n);
    expect(seen).toBeGreaterThan(limit * 20);
  }, 60_000);
});
