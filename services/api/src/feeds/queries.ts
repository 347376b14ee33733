import {
  type Cursor,
  type Database,
  type Executor,
  follows,
  keyset,
  newerThan,
  posts,
  preparedStatement,
  type ReactionKind,
  reactions,
  users,
} from "@playpal/db";
import {
  and,
  eq,
  getTableColumns,
  inArray,
  notInArray,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { KnownHydration } from "../posts/hydrate.ts";
import type { PostRow } from "../posts/queries.ts";
import { postVisibleTo } from "../posts/visibility.ts";
import { blockedEitherWay, viewerFollows } from "../profiles/graph.ts";
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
  const window = windowConditions(w);
  return homeFeedSkeleton({
    viewer: viewerId,
    take: feedKeyset(w).take,
    windowSql: window.length ? sql`and ${sql.join(window, sql` and `)}` : sql``,
    pulledOnly: false,
  });
}

/** The viewer's id, page size and window of the skeleton: values, or placeholders of a prepared statement. */
interface SkeletonParts {
  viewer: string | Placeholder;
  take: number | Placeholder;
  /** `and ...` conditions on `posts` (or nothing). */
  windowSql: SQL;
  /** Only the viewer and the followed accounts merged at read time (timeline.ts). */
  pulledOnly: boolean;
}

function homeFeedSkeleton({ viewer, take, windowSql, pulledOnly }: SkeletonParts): SQL {
  const visible = sql`(${posts.authorId} = ${viewer} or (${posts.visibility} <> 'private' and ${posts.moderationStatus} <> 'hidden'))`;
  const newest = sql`${posts.createdAt} desc nulls last, ${posts.id} desc nulls last`;
  // A hashed set of the few pulled accounts (`users_timeline_pull_idx`), not a probe per followed one.
  const pulled = pulledOnly
    ? sql`and ${follows.followingId} in (select ${users.id} from ${users} where ${users.timelinePull})`
    : sql``;
  return sql`
    with heads as (
      select authors.author_id, head.created_at, head.id
      from (
        select ${follows.followingId} as author_id from ${follows}
        where ${follows.followerId} = ${viewer} ${pulled}
          and not ${blockedEitherWay(follows.followingId, viewer)} and ${userIsVisible(follows.followingId)}
        union all
        select ${viewer}::text
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

/** A timeline entry: a post id and its `created_at` in epoch milliseconds (the sorted set's score). */
export interface TimelineEntry {
  id: string;
  at: number;
}

/** `created_at` as epoch milliseconds, exact (the column has millisecond precision). */
const epochMs = (column: SQLWrapper) => sql`(extract(epoch from ${column}) * 1000)::bigint::text`;

/** Whether the author's posts are merged into home feeds at read time (too many followers to fan out). */
const isPulledAuthor = (authorId: SQLWrapper) =>
  sql`exists (select 1 from ${users} as "pulled_author" where "pulled_author"."id" = ${authorId} and "pulled_author"."timeline_pull")`;

/** The values of the timeline page statement, by placeholder name. */
const P = {
  viewer: sql.placeholder("viewer"),
  candidates: sql.placeholder("candidates"),
  take: sql.placeholder("take"),
  cursorAt: sql.placeholder("cursorAt"),
  cursorId: sql.placeholder("cursorId"),
  sinceAt: sql.placeholder("sinceAt"),
  sinceId: sql.placeholder("sinceId"),
  excluded: sql.placeholder("excluded"),
};

/**
 * The window of every page in one text: an absent cursor is `('infinity', '')`, an absent refreshSince
 * `('-infinity', '')`, no exclusions an empty array. Both bounds stay row comparisons, so they remain
 * index conditions (a seek to the cursor) in the generic plan too.
 */
const FIXED_WINDOW = sql`
  and (${posts.createdAt}, ${posts.id}) < (coalesce(${P.cursorAt}::timestamptz, 'infinity'), coalesce(${P.cursorId}::text, ''))
  and (${posts.createdAt}, ${posts.id}) > (coalesce(${P.sinceAt}::timestamptz, '-infinity'), coalesce(${P.sinceId}::text, ''))
  and ${posts.id} <> all(${P.excluded}::text[])`;

/**
 * One home feed page from a timeline's candidates (timeline.ts): the candidate posts that the viewer
 * may still see (their author is still followed, not blocked either way, visible, and fanned out; the
 * post is not private or hidden and is inside the window), plus the posts of the authors merged at read
 * time and the viewer's own (the two-phase query over those authors only), newest `limit + 1` of both.
 * Every rule of the SQL form is applied again here, so a stale candidate (unfollowed, blocked, deleted,
 * hidden, its author suspended) is never shown; a missing one is the caller's check (`timeline.ts`).
 *
 * One text for every page (placeholders, `FIXED_WINDOW`), run as a prepared statement: building and
 * planning it cost more than running it. The candidates are `materialized` so that they are read first
 * by primary key and everything else is checked per candidate, also in the generic plan, which cannot
 * know that the viewer follows 1,000 accounts and would otherwise start from their follows.
 */
export function timelinePageQuery(): SQL {
  return sql`
    with candidate as materialized (
      select * from ${posts}
      where ${posts.id} = any(${P.candidates}::text[])
        and ${posts.authorId} <> ${P.viewer}
        and ${posts.visibility} <> 'private' and ${posts.moderationStatus} <> 'hidden'
        ${FIXED_WINDOW}
    ),
    fanned as (
      select * from candidate as ${posts}
      where ${viewerFollows(P.viewer, posts.authorId)}
        and not ${isPulledAuthor(posts.authorId)}
        and not ${blockedEitherWay(posts.authorId, P.viewer)}
        and ${userIsVisible(posts.authorId)}
    ),
    pulled as (${homeFeedSkeleton({ viewer: P.viewer, take: P.take, windowSql: FIXED_WINDOW, pulledOnly: true })}),
    page as (
      select merged.* from (select * from fanned union all select * from pulled) as merged
      order by merged.created_at desc nulls last, merged.id desc nulls last
      limit ${P.take}
    )
    select page.*,
      author.username as hydr_author_username, author.display_name as hydr_author_display_name,
      author.avatar_key as hydr_author_avatar_key,
      array(
        select ${reactions.kind}::text from ${reactions}
        where ${reactions.userId} = ${P.viewer} and ${reactions.postId} = page.id
        order by ${reactions.createdAt}, ${reactions.id}
      ) as hydr_my_reactions
    from page left join ${users} as author on author.id = page.author_id
    order by page.created_at desc nulls last, page.id desc nulls last`;
}

const runTimelinePage = preparedStatement<Record<string, unknown>>("feeds_timeline_page", timelinePageQuery);

export async function timelinePage(
  db: Database,
  viewerId: string,
  w: FeedWindow,
  candidateIds: readonly string[],
): Promise<{ rows: PostRow[]; known: KnownHydration }> {
  const raw = await runTimelinePage(db, {
    viewer: viewerId,
    candidates: [...candidateIds],
    take: feedKeyset(w).take,
    cursorAt: w.cursor?.createdAt.toISOString() ?? null,
    cursorId: w.cursor?.id ?? null,
    sinceAt: w.refreshSince?.createdAt.toISOString() ?? null,
    sinceId: w.refreshSince?.id ?? null,
    excluded: w.excludePostIds ?? [],
  });
  const known: KnownHydration = { authors: new Map(), myReactions: new Map() };
  const rows = raw.map((r) => {
    const row = toPostRow(r);
    if (r.hydr_author_display_name !== null && r.hydr_author_display_name !== undefined) {
      known.authors.set(row.authorId, {
        id: row.authorId,
        username: (r.hydr_author_username as string | null) ?? null,
        displayName: r.hydr_author_display_name as string,
        avatarKey: (r.hydr_author_avatar_key as string | null) ?? null,
      });
    }
    known.myReactions.set(row.id, r.hydr_my_reactions as ReactionKind[]);
    return row;
  });
  return { rows, known };
}

/**
 * The newest `size` posts that fan-out would have pushed onto the viewer's timeline: the non-private
 * posts of the accounts they follow whose posts are fanned out (blocks, hidden posts and suspended
 * authors are the read's filters, as for fanned-out entries). The same two-phase shape as the feed.
 */
export async function timelineSeed(db: Executor, viewerId: string, size: number): Promise<TimelineEntry[]> {
  const newest = sql`${posts.createdAt} desc nulls last, ${posts.id} desc nulls last`;
  const result = await db.execute<{ id: string; at: string }>(sql`
    with heads as (
      select follows.following_id as author_id, head.created_at, head.id
      from ${follows} as follows
      cross join lateral (
        select ${posts.createdAt}, ${posts.id} from ${posts}
        where ${posts.authorId} = follows.following_id and ${posts.visibility} <> 'private'
        order by ${newest}
        limit 1
      ) as head
      where follows.follower_id = ${viewerId} and not ${isPulledAuthor(sql`follows.following_id`)}
    ),
    top as (
      select newest.*, row_number() over (order by newest.created_at desc nulls last, newest.id desc nulls last) as rank
      from (select * from heads order by created_at desc nulls last, id desc nulls last limit ${size}) as newest
    ),
    bound as (
      select coalesce(kth.created_at, '-infinity'::timestamptz) as created_at, coalesce(kth.id, '') as id
      from (select 1) as one left join top as kth on kth.rank = ${size}
    )
    select entry.id, ${epochMs(sql`entry.created_at`)} as at from top
    cross join bound
    cross join lateral (
      select ${posts.id}, ${posts.createdAt} from ${posts}
      where ${posts.authorId} = top.author_id and ${posts.visibility} <> 'private'
        and (${posts.createdAt}, ${posts.id}) >= (bound.created_at, bound.id)
      order by ${newest}
      limit ${size} - top.rank + 1
    ) as entry
    order by entry.created_at desc nulls last, entry.id desc nulls last
    limit ${size}`);
  return result.rows.map((r) => ({ id: r.id, at: Number(r.at) }));
}

/**
 * An author's non-private posts at or above `floor` (newest first, at most `limit`), merged into a new
 * follower's timeline; none for an author merged at read time.
 */
export async function authorTimelineEntries(
  db: Executor,
  authorId: string,
  floor: TimelineEntry | null,
  limit: number,
): Promise<TimelineEntry[]> {
  const rows = await db.execute<{ id: string; at: string }>(sql`
    select ${posts.id}, ${epochMs(posts.createdAt)} as at
    from ${posts}
    where ${posts.authorId} = ${authorId} and ${posts.visibility} <> 'private'
      and not ${isPulledAuthor(sql`${authorId}::text`)}
      ${floor ? sql`and (${posts.createdAt}, ${posts.id}) >= (to_timestamp(${floor.at}::double precision / 1000), ${floor.id})` : sql``}
    order by ${posts.createdAt} desc nulls last, ${posts.id} desc nulls last
    limit ${limit}`);
  return rows.rows.map((r) => ({ id: r.id, at: Number(r.at) }));
}

/** The post's timeline entry and author, when it is one fan-out pushes (not private). */
export async function fanoutSubject(
  db: Executor,
  postId: string,
): Promise<{ entry: TimelineEntry; authorId: string; followersCount: number; pulled: boolean } | null> {
  const rows = await db.execute<{
    id: string;
    at: string;
    author_id: string;
    followers_count: number;
    pulled: boolean;
  }>(sql`
    select ${posts.id}, ${epochMs(posts.createdAt)} as at, ${posts.authorId} as author_id,
      ${users.followersCount} as followers_count, ${users.timelinePull} as pulled
    from ${posts} join ${users} on ${users.id} = ${posts.authorId}
    where ${posts.id} = ${postId} and ${posts.visibility} <> 'private'`);
  const row = rows.rows[0];
  return row
    ? {
        entry: { id: row.id, at: Number(row.at) },
        authorId: row.author_id,
        followersCount: row.followers_count,
        pulled: row.pulled,
      }
    : null;
}

/** Where a page of followers ended: the last follow's `created_at` (as text, exact) and follower id. */
export interface FollowerKey {
  at: string;
  id: string;
}

/**
 * One keyset page of an author's follower ids (`follows_following_idx`), for the fan-out: plain text
 * rows, no Date parsing or row mapping (a page is 1,000 rows per post created).
 */
export async function followerIdsPage(
  db: Database,
  authorId: string,
  limit: number,
  after: FollowerKey | null,
): Promise<{ ids: string[]; next: FollowerKey | null }> {
  const result = await db.$client.query<{ id: string; at: string }>({
    name: "feeds_follower_ids_page",
    // The index's own order (created_at desc nulls last, follower_id asc), so the page is read from it.
    text: `select follower_id as id, created_at::text as at from follows
      where following_id = $1
        and created_at <= coalesce($2::timestamptz, 'infinity')
        and (created_at < coalesce($2::timestamptz, 'infinity') or follower_id > coalesce($3::text, ''))
      order by created_at desc nulls last, follower_id asc limit $4`,
    values: [authorId, after?.at ?? null, after?.id ?? null, limit],
  });
  const last = result.rows.at(-1);
  return {
    ids: result.rows.map((r) => r.id),
    next: result.rows.length === limit && last ? { at: last.at, id: last.id } : null,
  };
}

/** From now on the author's posts are merged at read time (for good: never unset). */
export async function markPulledAuthor(db: Executor, authorId: string): Promise<void> {
  await db.update(users).set({ timelinePull: true }).where(eq(users.id, authorId));
}

/** Whether `followerId` follows `followingId` now. */
export async function isFollowing(db: Executor, followerId: string, followingId: string): Promise<boolean> {
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
  return rows.length > 0;
}

/** Which of `postIds` the author wrote (to take an unfollowed author's entries off a timeline). */
export async function postIdsByAuthor(
  db: Executor,
  authorId: string,
  postIds: readonly string[],
): Promise<string[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.authorId, authorId), inArray(posts.id, [...postIds])));
  return rows.map((r) => r.id);
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
