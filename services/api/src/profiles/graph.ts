import { blocks, type Executor, follows, keyset, paginate, toPage } from "@playpal/db";
import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * Read side of the social graph, shared by every domain that applies visibility or block rules. The
 * block rule lives here alone: a block in either direction, as an SQL condition for lists
 * (`blockedEitherWay`) and as reads for one pair or a batch.
 */

/** A viewer: a user id (bound as a parameter) or a column holding one (for set-based checks). */
export type Viewer = string | SQLWrapper;

/** Either user blocked the other; `a` and `b` are ids or columns. */
export function blockedEitherWay(a: Viewer, b: Viewer): SQL {
  return sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;
}
/**
 * `viewer` follows `user` (ids or columns), as an SQL condition: one probe of the follows primary key.
 * The one form of the rule for every list that ranks, filters or flags by it.
 */
export function viewerFollows(viewer: Viewer, user: Viewer): SQL {
  return sql`exists (select 1 from ${follows} where ${follows.followerId} = ${viewer} and ${follows.followingId} = ${user})`;
}

export async function isFollowing(db: Executor, followerId: string, followingId: string): Promise<boolean> {
  const rows = await db
    .select({ x: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .limit(1);
  return rows.length > 0;
}

/** The block rows between two users, as `{ aBlocksB, bBlocksA }` (one primary-key lookup each way). */
export async function blockState(
  db: Executor,
  a: string,
  b: string,
): Promise<{ aBlocksB: boolean; bBlocksA: boolean }> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    );
  return { aBlocksB: rows.some((r) => r.blockerId === a), bBlocksA: rows.some((r) => r.blockerId === b) };
}

/** Of `others`, those in a block with `userId` in either direction: one query for a whole batch. */
export async function blockedAmong(db: Executor, userId: string, others: string[]): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, userId), inArray(blocks.blockedId, others)),
        and(eq(blocks.blockedId, userId), inArray(blocks.blockerId, others)),
      ),
    );
  return new Set(rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId)));
}

/** True when either user blocked the other. */
export async function isBlockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const state = await blockState(db, a, b);
  return state.aBlocksB || state.bBlocksA;
}

/**
 * One page of a user's follower ids, newest follow first, keyset on (createdAt, followerId) along
 * `follows_following_idx`. Returns up to `limit` ids and the cursor of the last one when more exist.
 */
export async function listFollowerIdsPage(
  db: Executor,
  userId: string,
  limit: number,
  after: { createdAt: Date; id: string } | null,
): Promise<{ ids: string[]; next: { createdAt: Date; id: string } | null }> {
  const page = await paginate(
    { limit, cursor: after },
    { createdAt: follows.createdAt, id: follows.followerId },
    (k) =>
      db
        .select({ id: follows.followerId, createdAt: follows.createdAt })
        .from(follows)
        .where(and(eq(follows.followingId, userId), k.after))
        .orderBy(...k.orderBy)
        .limit(k.take),
    (r) => r,
  );
  const last = page.items.at(-1);
  return { ids: page.items.map((r) => r.id), next: page.nextCursor && last ? last : null };
}

/**
 * The first page of the followers of each of `userIds` in one query (a lateral top-N per user along
 * `follows_following_idx`, the order and cursor of `listFollowerIdsPage`, which continues where a page
 * with `next` stops). Every distinct requested user has an entry; an unknown one has no followers.
 */
export async function listFollowerIdsFirstPages(
  db: Executor,
  userIds: string[],
  limit: number,
): Promise<Map<string, { ids: string[]; next: { createdAt: Date; id: string } | null }>> {
  const pages = new Map<string, { ids: string[]; next: { createdAt: Date; id: string } | null }>();
  for (const userId of userIds) pages.set(userId, { ids: [], next: null });
  if (pages.size === 0) return pages;
  const k = keyset(follows.createdAt, follows.followerId, { limit });
  const result = await db.execute<{ user_id: string; follower_id: string; created_at: string | Date }>(sql`
    select u.id as user_id, p.follower_id, p.created_at
    from unnest(${sql.param([...pages.keys()])}::text[]) as u(id)
    cross join lateral (
      select ${follows.followerId}, ${follows.createdAt} from ${follows}
      where ${follows.followingId} = u.id
      order by ${sql.join(k.orderBy, sql`, `)}
      limit ${k.take}
    ) as p
    order by u.id, p.created_at desc, p.follower_id desc`);
  const rows = new Map<string, { id: string; createdAt: Date }[]>();
  for (const row of result.rows) {
    const list = rows.get(row.user_id) ?? [];
    list.push({ id: row.follower_id, createdAt: new Date(row.created_at) });
    rows.set(row.user_id, list);
  }
  for (const [userId, list] of rows) {
    const page = toPage(list, limit, (r) => r);
    const last = page.items.at(-1);
    pages.set(userId, { ids: page.items.map((r) => r.id), next: page.nextCursor && last ? last : null });
  }
  return pages;
}
