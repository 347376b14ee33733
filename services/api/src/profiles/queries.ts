import {
  blocks,
  type Cursor,
  type Executor,
  follows,
  keyset,
  notificationPreferences,
  type Page,
  toPage,
  users,
} from "@playpal/db";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { userRowColumns } from "../users/queries.ts";
import { userRowVisible } from "../users/visibility.ts";
import { blockedEitherWay, viewerFollows } from "./graph.ts";
import type { PreferenceKey, Preferences } from "./schema.ts";

export type UserRow = typeof users.$inferSelect;

/** One user as `viewerId` sees it, with the relations between them, in one query. */
export async function findProfileRow(db: Executor, viewerId: string, userId: string) {
  const [row] = await db
    .select({
      user: userRowColumns(),
      isFollowing: sql<boolean>`${viewerFollows(viewerId, users.id)}`,
      isBlocked: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id})`,
      blocksViewer: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId})`,
      /** False while the account is deactivated or suspended: then it is shown to nobody but itself. */
      visible: sql<boolean>`${userRowVisible()}`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Locks both user rows in id order (FOR UPDATE) and returns the ids that exist. Every graph write between
 * two users (follow, unfollow, block) takes these locks first, so concurrent writes on the same pair
 * serialise (a follow cannot slip in beside a block) and counter updates never deadlock.
 */
export async function lockUsers(tx: Executor, a: string, b: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    // A deactivated or suspended user is "not there": following or blocking them is 404.
    .where(and(inArray(users.id, [a, b]), userRowVisible()))
    .orderBy(asc(users.id))
    // NO KEY UPDATE, not UPDATE: it serializes follows and blocks of the pair just as well, and does
    // not conflict with the KEY SHARE locks that foreign-key checks take when a purchase, subscription
    // or booking row naming one of these users is inserted (which could deadlock against it).
    .for("no key update");
  return new Set(rows.map((r) => r.id));
}

/** Inserts the follow; true only when this call created it. */
export async function insertFollow(tx: Executor, followerId: string, followingId: string): Promise<boolean> {
  const rows = await tx
    .insert(follows)
    .values({ followerId, followingId })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  return rows.length > 0;
}

/** Deletes follows between the given pairs; returns the pairs that existed. */
export async function deleteFollows(
  tx: Executor,
  pairs: { followerId: string; followingId: string }[],
): Promise<{ followerId: string; followingId: string }[]> {
  if (pairs.length === 0) return [];
  return tx
    .delete(follows)
    .where(
      or(
        ...pairs.map((p) =>
          and(eq(follows.followerId, p.followerId), eq(follows.followingId, p.followingId)),
        ),
      ),
    )
    .returning({ followerId: follows.followerId, followingId: follows.followingId });
}

/** Applies one follow edge to the denormalised counters: +1 or -1 on both ends. */
export async function adjustFollowCounters(
  tx: Executor,
  edge: { followerId: string; followingId: string },
  delta: 1 | -1,
): Promise<void> {
  // The users are locked in id order by `lockUsers`, so the order of these two updates cannot deadlock.
  await tx
    .update(users)
    .set({ followingCount: sql`greatest(${users.followingCount} + ${delta}, 0)` })
    .where(eq(users.id, edge.followerId));
  await tx
    .update(users)
    .set({ followersCount: sql`greatest(${users.followersCount} + ${delta}, 0)` })
    .where(eq(users.id, edge.followingId));
}

export async function insertBlock(tx: Executor, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await tx
    .insert(blocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockerId: blocks.blockerId });
  return rows.length > 0;
}

export async function deleteBlock(db: Executor, blockerId: string, blockedId: string): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

export interface UserListRow {
  id: string;
  username: string | null;
  displayName: string;
  avatarKey: string | null;
  isFollowing: boolean;
  followedAt: Date;
}

/**
 * One page of a user's followers (`direction: "followers"`) or of the users they follow ("following"),
 * newest follow first, in one query: the listed users, whether the viewer follows each of them, and
 * without anyone in a block with the viewer. Order (follows.createdAt desc, listed user id asc) is exactly
 * the order of the `follows_following_idx` / `follows_follower_created_idx` indexes, so a page is an
 * index range scan; the cursor is the last row's `{ id: listed user id, createdAt: follow time }`.
 */
export async function listFollowEdges(db: Executor, options: FollowEdgesOptions): Promise<Page<UserListRow>> {
  return toPage(await followEdgesQuery(db, options), options.limit, (r) => ({
    id: r.id,
    createdAt: r.followedAt,
  }));
}

export interface FollowEdgesOptions {
  viewerId: string;
  userId: string;
  direction: "followers" | "following";
  limit: number;
  cursor?: Cursor;
}

/** The statement of `listFollowEdges`, unexecuted (its plan is tested). */
export function followEdgesQuery(db: Executor, options: FollowEdgesOptions) {
  const { viewerId, userId, direction, limit, cursor } = options;
  const anchor = direction === "followers" ? follows.followingId : follows.followerId;
  const listed = direction === "followers" ? follows.followerId : follows.followingId;
  const viewerEdge = alias(follows, "viewer_follows");
  const k = keyset(follows.createdAt, listed, { limit, cursor }, { idOrder: "asc" });
  return (
    db
      .select({
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        avatarKey: users.avatarKey,
        isFollowing: sql<boolean>`${viewerEdge.followerId} is not null`,
        followedAt: follows.createdAt,
      })
      .from(follows)
      .innerJoin(users, eq(users.id, listed))
      .leftJoin(viewerEdge, and(eq(viewerEdge.followerId, viewerId), eq(viewerEdge.followingId, listed)))
      .where(
        and(eq(anchor, userId), k.after, userRowVisible(), sql`not ${blockedEitherWay(viewerId, listed)}`),
      )
      // NULLS LAST on both keys, exactly as the index stores them.
      .orderBy(...k.orderBy)
      .limit(k.take)
  );
}

const PREFERENCE_COLUMNS = {
  pushEnabled: notificationPreferences.pushEnabled,
  likes: notificationPreferences.likes,
  comments: notificationPreferences.comments,
  newFollowers: notificationPreferences.newFollowers,
  mentions: notificationPreferences.mentions,
  directMessages: notificationPreferences.directMessages,
  liveStreams: notificationPreferences.liveStreams,
  shopUpdates: notificationPreferences.shopUpdates,
  sessionUpdates: notificationPreferences.sessionUpdates,
  emailMarketing: notificationPreferences.emailMarketing,
  emailUpdates: notificationPreferences.emailUpdates,
  emailSecurity: notificationPreferences.emailSecurity,
} satisfies Record<PreferenceKey, unknown>;

export async function findPreferences(db: Executor, userId: string): Promise<Preferences | undefined> {
  const [row] = await db
    .select(PREFERENCE_COLUMNS)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

/** Creates the row on first write (the columns carry SPEC.md's defaults) or updates the given keys. */
export async function upsertPreferences(
  db: Executor,
  userId: string,
  patch: Partial<Preferences>,
): Promise<Preferences> {
  const insert = db.insert(notificationPreferences).values({ userId, ...patch });
  const [row] = await (Object.keys(patch).length > 0
    ? insert.onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { ...patch, updatedAt: new Date() },
      })
    : insert.onConflictDoNothing()
  ).returning(PREFERENCE_COLUMNS);
  return row ?? ((await findPreferences(db, userId)) as Preferences);
}

/** Sets the avatar or banner key; returns the updated user and the key it replaced. */
export async function replaceImageKey(
  tx: Executor,
  userId: string,
  column: "avatarKey" | "bannerKey",
  key: string,
): Promise<{ user: UserRow; previousKey: string | null } | null> {
  const [current] = await tx
    .select({ key: users[column] })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!current) return null;
  const [user] = await tx
    .update(users)
    .set({ [column]: key })
    .where(eq(users.id, userId))
    .returning(userRowColumns());
  return user ? { user, previousKey: current.key } : null;
}
