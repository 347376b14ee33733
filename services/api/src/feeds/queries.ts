import { type Cursor, type Executor, follows, keyset, newerThan, posts, users } from "@playpal/db";
import { and, eq, getTableColumns, notInArray, type SQL, sql } from "drizzle-orm";
import type { PostRow } from "../posts/queries.ts";
import { postVisibleTo } from "../posts/visibility.ts";
import { blockedEitherWay } from "../profiles/graph.ts";
import { userIsVisible, userRowVisible } from "../users/visibility.ts";

export interface FeedWindow {
  limit: number;
  cursor?: Cursor;
  refreshSince?: Cursor;
  excludePostIds?: string[];
}

/** The keyset of a feed page (`keyset`: the seek, the order, `limit + 1` rows). */
const feedKeyset = (w: FeedWindow) => keyset(posts.createdAt, posts.id, w);

/** The keyset window and exclusions of one page, as conditions on `posts`. */
function windowConditions(w: FeedWindow): SQL[] {
  const conditions: SQL[] = [];
  const { after } = feedKeyset(w);
  if (after) conditions.push(after);
  if (w.refreshSince) conditions.push(newerThan(posts.createdAt, posts.id, w.refreshSince));
  if (w.excludePostIds?.length) conditions.push(notInArray(posts.id, w.excludePostIds));
  return conditions;
}

const COLUMNS = Object.entries(getTableColumns(posts));
/** A raw `posts` row (snake_case driver values) in drizzle's shape, mapped by each column as drizzle would. */
function toPostRow(raw: Record<string, unknown>): PostRow {
  return Object.fromEntries(
    COLUMNS.map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as PostRow;
}

/**
 * The home feed skeleton in one statement, in two phases over the viewer's authors (the accounts they
 * follow, minus blocks either way, and the viewer themselves), both read from
 * `posts_author_created_idx` (author_id, created_at desc, id desc):
 *
 * 1. `heads`: each author's newest visible post inside the window, one index entry per author.
 * 2. `top`: the newest limit + 1 heads, ranked 1..limit + 1. T, the last of them (`bound`), has at least
 *    limit + 1 posts >= it (the heads), so every post of the page is >= T. With fewer heads than that
 *    there is no bound (`-infinity`). Authors outside `top` have no post >= T and are not read again.
 * 3. Each author of `top` is read from its head down to T, and at most limit + 2 - rank entries: the
 *    rank - 1 heads above it are newer than all of its posts, so it can fill no more of the page.
 *    The newest limit + 1 of those rows are the page.
 *
 * The work is one index probe per followed author plus a few entries near the top of the page, instead
 * of (authors followed) x (page size); same rows as reading limit + 1 posts of every author and keeping
 * the newest (`feed-equivalence.test.ts` compares both). The per-author limit is an expression, so the
 * planner costs the ordered index scan as stopping early and keeps it (with a constant limit and the
 * two-sided range it would pick a bitmap scan of the whole range plus a sort on deep cursors).
 * `desc nulls last` matches the index's order (see `newestFirst`) and the bounds are row comparisons,
 * so they are index conditions. Posts of followed authors are visible unless private (following is
 * what `followers` asks for).
 */
export function homeFeedQuery(viewerId: string, w: FeedWindow): SQL {
  const { take } = feedKeyset(w);
  const window = windowConditions(w);
  const windowSql = window.length ? sql`and ${sql.join(window, sql` and `)}` : sql``;
  const visible = sql`(${posts.authorId} = ${viewerId} or (${posts.visibility} <> 'private' and ${posts.moderationStatus} <> 'hidden'))`;
  const newest = sql`${posts.createdAt} desc nulls last, ${posts.id} desc nulls last`;
  return sql`
    with heads as (
      select authors.author_id, head.created_at, head.id
      from (
        select ${follows.followingId} as author_id from ${follows}
        where ${follows.followerId} = ${viewerId} and not ${blockedEitherWay(follows.followingId, viewerId)}
          and ${userIsVisible(follows.followingId)}
        union all
        select ${viewerId}::text
      ) as authors
      cross join lateral (
        select ${posts.createdAt}, ${posts.id} from ${posts}
        where ${posts.authorId} = authors.author_id and ${visible} ${windowSql}
        order by ${newest}
        limit 1
      ) as head
    ),
    top as (
      select newest.*, row_number() over (order by newest.created_at desc nulls last, newest.id desc nulls last) as rank
      from (
        select heads.author_id, heads.created_at, heads.id from heads
        order by heads.created_at desc nulls last, heads.id desc nulls last
        limit ${take}
      ) as newest
    ),
    bound as (
      select coalesce(kth.created_at, '-infinity'::timestamptz) as created_at, coalesce(kth.id, '') as id
      from (select 1) as one
      left join top as kth on kth.rank = ${take}
    )
    select feed.* from top
    cross join bound
    cross join lateral (
      select * from ${posts}
      where ${posts.authorId} = top.author_id and ${visible} ${windowSql}
        and (${posts.createdAt}, ${posts.id}) >= (bound.created_at, bound.id)
      order by ${newest}
      limit ${take} - top.rank + 1
    ) as feed
    order by feed.created_at desc nulls last, feed.id desc nulls last
    limit ${take}`;
}

export async function homeFeed(db: Executor, viewerId: string, w: FeedWindow): Promise<PostRow[]> {
  const result = await db.execute<Record<string, unknown>>(homeFeedQuery(viewerId, w));
  return result.rows.map(toPostRow);
}

/** One author's posts the viewer may see, newest first, from `posts_author_created_idx`. */
export function userFeedQuery(db: Executor, viewerId: string, authorId: string, w: FeedWindow) {
  return db
    .select()
    .from(posts)
    .where(and(eq(posts.authorId, authorId), postVisibleTo(viewerId), ...windowConditions(w)))
    .orderBy(...feedKeyset(w).orderBy)
    .limit(feedKeyset(w).take);
}

export async function userFeed(
  db: Executor,
  viewerId: string,
  authorId: string,
  w: FeedWindow,
): Promise<PostRow[]> {
  return userFeedQuery(db, viewerId, authorId, w);
}

/**
 * True when the user exists, neither they nor the viewer blocked the other, and (for another viewer)
 * the user is not deactivated or suspended.
 */
export async function authorVisibleTo(db: Executor, viewerId: string, authorId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, authorId),
        sql`not ${blockedEitherWay(users.id, viewerId)}`,
        authorId === viewerId ? undefined : userRowVisible(),
      ),
    );
  return rows.length > 0;
}
