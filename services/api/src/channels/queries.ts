import {
  channelMembers,
  channels,
  creatorSubscriptions,
  type Executor,
  type Page,
  type PageRequest,
  paginate,
  playSessions,
  roomMessages,
  rooms,
  users,
} from "@playpal/db";
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { userSummaryColumns } from "../users/queries.ts";
import { userRowVisible } from "../users/visibility.ts";

export type ChannelRow = typeof channels.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type RoomMessageRow = typeof roomMessages.$inferSelect;
type Role = "owner" | "member";

// ---- channels --------------------------------------------------------------------------------------

/** The channel and the owner as its first member (role owner), in one transaction. */
export async function insertChannel(
  db: Executor,
  values: { id: string; ownerId: string; name: string; description: string | null; bannerKey: string | null },
): Promise<ChannelRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(channels)
      .values({ ...values, memberCount: 1 })
      .returning();
    if (!row) throw new Error("channel insert returned nothing");
    await tx.insert(channelMembers).values({ channelId: row.id, userId: values.ownerId, role: "owner" });
    return row;
  });
}

/** The channel and the caller's role in it (null when not a member). */
export async function findChannel(
  db: Executor,
  channelId: string,
  viewerId: string,
): Promise<{ channel: ChannelRow; viewerRole: Role | null } | null> {
  const [row] = await db
    .select({ channel: channels, viewerRole: channelMembers.role })
    .from(channels)
    .leftJoin(
      channelMembers,
      and(eq(channelMembers.channelId, channels.id), eq(channelMembers.userId, viewerId)),
    )
    .where(eq(channels.id, channelId));
  return row ?? null;
}

export async function updateChannel(
  db: Executor,
  channelId: string,
  values: Partial<Pick<ChannelRow, "name" | "description" | "bannerKey">>,
): Promise<ChannelRow | null> {
  if (Object.keys(values).length === 0) {
    const [row] = await db.select().from(channels).where(eq(channels.id, channelId));
    return row ?? null;
  }
  const [row] = await db.update(channels).set(values).where(eq(channels.id, channelId)).returning();
  return row ?? null;
}

/** Adds the member and bumps the counter in the same transaction; false when already a member. */
export async function addMember(db: Executor, channelId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(channelMembers)
      .values({ channelId, userId, role: "member" })
      .onConflictDoNothing()
      .returning({ userId: channelMembers.userId });
    if (inserted.length === 0) return false;
    await tx
      .update(channels)
      .set({ memberCount: sql`${channels.memberCount} + 1` })
      .where(eq(channels.id, channelId));
    return true;
  });
}

/** Removes a (non-owner) member and lowers the counter in the same transaction; false when not a member. */
export async function removeMember(db: Executor, channelId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(channelMembers)
      .where(
        and(
          eq(channelMembers.channelId, channelId),
          eq(channelMembers.userId, userId),
          eq(channelMembers.role, "member"),
        ),
      )
      .returning({ userId: channelMembers.userId });
    if (deleted.length === 0) return false;
    await tx
      .update(channels)
      .set({ memberCount: sql`greatest(${channels.memberCount} - 1, 0)` })
      .where(eq(channels.id, channelId));
    return true;
  });
}

/** The memberships each of two users holds in the other's channels (owners are never listed). */
export async function membershipsInEachOthersChannels(
  db: Executor,
  a: string,
  b: string,
): Promise<{ channelId: string; userId: string }[]> {
  return db
    .select({ channelId: channelMembers.channelId, userId: channelMembers.userId })
    .from(channelMembers)
    .innerJoin(channels, eq(channels.id, channelMembers.channelId))
    .where(
      and(
        eq(channelMembers.role, "member"),
        or(
          and(eq(channels.ownerId, a), eq(channelMembers.userId, b)),
          and(eq(channels.ownerId, b), eq(channelMembers.userId, a)),
        ),
      ),
    );
}

/** One page of members with their public profile, newest first, keyset on (joinedAt, userId). */
export async function listMembers(db: Executor, channelId: string, page: PageRequest) {
  return paginate(
    page,
    { createdAt: channelMembers.joinedAt, id: channelMembers.userId },
    (k) =>
      db
        .select({
          userId: channelMembers.userId,
          role: channelMembers.role,
          joinedAt: channelMembers.joinedAt,
          username: users.username,
          displayName: users.displayName,
          avatarKey: users.avatarKey,
        })
        .from(channelMembers)
        .innerJoin(users, eq(users.id, channelMembers.userId))
        .where(and(eq(channelMembers.channelId, channelId), userRowVisible(), k.after))
        .orderBy(...k.orderBy)
        .limit(k.take),
    (r) => ({ id: r.userId, createdAt: r.joinedAt }),
  );
}

/** A batch of member ids (owner excluded), in user id order after `afterUserId`: the fan-out's pages. */
export async function memberIdBatch(
  db: Executor,
  channelId: string,
  afterUserId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ userId: channelMembers.userId })
    .from(channelMembers)
    .where(
      and(
        eq(channelMembers.channelId, channelId),
        eq(channelMembers.role, "member"),
        afterUserId ? gt(channelMembers.userId, afterUserId) : undefined,
      ),
    )
    .orderBy(channelMembers.userId)
    .limit(limit);
  return rows.map((r) => r.userId);
}

export async function channelIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ channelId: channelMembers.channelId })
    .from(channelMembers)
    .where(eq(channelMembers.userId, userId));
  return rows.map((r) => r.channelId);
}

/** The channel ids of each of `userIds` (one query); users without any are absent. */
export async function channelIdsOfMany(db: Executor, userIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ userId: channelMembers.userId, channelId: channelMembers.channelId })
    .from(channelMembers)
    .where(inArray(channelMembers.userId, userIds));
  const byUser = new Map<string, string[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row.channelId);
    else byUser.set(row.userId, [row.channelId]);
  }
  return byUser;
}

// ---- rooms -----------------------------------------------------------------------------------------

export async function insertRoom(
  db: Executor,
  values: { channelId: string; name: string; visibility: RoomRow["visibility"] },
): Promise<RoomRow> {
  const [row] = await db.insert(rooms).values(values).returning();
  if (!row) throw new Error("room insert returned nothing");
  return row;
}

/** The private room of a booked session (no channel; only the session's two parties enter it). */
export async function insertSessionRoom(
  db: Executor,
  values: { sessionId: string; name: string },
): Promise<RoomRow> {
  const [row] = await db
    .insert(rooms)
    .values({ channelId: null, name: values.name, visibility: "private", sessionId: values.sessionId })
    .returning();
  if (!row) throw new Error("room insert returned nothing");
  return row;
}

export async function findRoomsByIds(db: Executor, ids: string[]): Promise<RoomRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(rooms).where(inArray(rooms.id, ids));
}

/** The room and the owner of its channel (null for a session room). */
export async function findRoomWithOwner(
  db: Executor,
  roomId: string,
): Promise<{ room: RoomRow; ownerId: string | null } | null> {
  const [row] = await db
    .select({ room: rooms, ownerId: channels.ownerId })
    .from(rooms)
    .leftJoin(channels, eq(channels.id, rooms.channelId))
    .where(eq(rooms.id, roomId));
  return row ?? null;
}

export async function updateRoom(
  db: Executor,
  roomId: string,
  values: Partial<Pick<RoomRow, "name" | "visibility">>,
): Promise<RoomRow | null> {
  const [row] = await db.update(rooms).set(values).where(eq(rooms.id, roomId)).returning();
  return row ?? null;
}

export async function listRooms(db: Executor, channelId: string, page: PageRequest): Promise<Page<RoomRow>> {
  return paginate(
    page,
    rooms,
    (k) =>
      db
        .select()
        .from(rooms)
        .where(and(eq(rooms.channelId, channelId), k.after))
        .orderBy(...k.orderBy)
        .limit(k.take),
    (r) => r,
  );
}

/** Everything the room access rule looks at, in one statement; null when the room does not exist. */
export interface RoomAccessFacts {
  room: RoomRow;
  ownerId: string | null;
  isMember: boolean;
  hasActiveSubscription: boolean;
  sessionPlaypalId: string | null;
  sessionPurchaserId: string | null;
}

export async function loadRoomAccessFacts(
  db: Executor,
  roomId: string,
  userId: string,
  now: Date,
): Promise<RoomAccessFacts | null> {
  const membership = alias(channelMembers, "viewer_membership");
  const [row] = await db
    .select({
      room: rooms,
      ownerId: channels.ownerId,
      memberUserId: membership.userId,
      hasActiveSubscription: sql<boolean>`exists (
        select 1 from ${creatorSubscriptions}
        where ${creatorSubscriptions.subscriberId} = ${userId}
          and ${creatorSubscriptions.creatorId} = ${channels.ownerId}
          and ${or(isNull(creatorSubscriptions.expiresAt), gt(creatorSubscriptions.expiresAt, now))}
      )`,
      sessionPlaypalId: playSessions.playpalId,
      sessionPurchaserId: playSessions.purchaserId,
    })
    .from(rooms)
    .leftJoin(channels, eq(channels.id, rooms.channelId))
    .leftJoin(membership, and(eq(membership.channelId, rooms.channelId), eq(membership.userId, userId)))
    .leftJoin(playSessions, eq(playSessions.id, rooms.sessionId))
    .where(eq(rooms.id, roomId));
  if (!row) return null;
  return {
    room: row.room,
    ownerId: row.ownerId,
    isMember: row.memberUserId !== null,
    hasActiveSubscription: row.hasActiveSubscription === true,
    sessionPlaypalId: row.sessionPlaypalId,
    sessionPurchaserId: row.sessionPurchaserId,
  };
}

// ---- room messages ---------------------------------------------------------------------------------

/** A room message with its sender's summary columns (users/queries.ts) beside it. */
const roomMessageColumns = { message: roomMessages, ...userSummaryColumns };

export async function insertRoomMessage(
  db: Executor,
  values: { roomId: string; senderId: string; body: string },
): Promise<RoomMessageRow> {
  const [row] = await db.insert(roomMessages).values(values).returning();
  if (!row) throw new Error("room message insert returned nothing");
  return row;
}

/** One message of the room with its sender's public profile; null when the id is not in that room. */
export async function findRoomMessage(db: Executor, roomId: string, messageId: string) {
  const [row] = await db
    .select(roomMessageColumns)
    .from(roomMessages)
    .innerJoin(users, eq(users.id, roomMessages.senderId))
    .where(and(eq(roomMessages.id, messageId), eq(roomMessages.roomId, roomId)));
  return row ?? null;
}

/**
 * Sets the new text of a message that is not deleted; null when it was deleted meanwhile (so an edit
 * racing a delete never writes text into a tombstone).
 */
export async function editRoomMessage(
  db: Executor,
  messageId: string,
  values: { body: string; editedAt: Date },
): Promise<RoomMessageRow | null> {
  const [row] = await db
    .update(roomMessages)
    .set(values)
    .where(and(eq(roomMessages.id, messageId), isNull(roomMessages.deletedAt)))
    .returning();
  return row ?? null;
}

/** Soft delete: stamps `deletedAt` once; null when the message was already deleted. */
export async function softDeleteRoomMessage(
  db: Executor,
  messageId: string,
  deletedAt: Date,
): Promise<RoomMessageRow | null> {
  const [row] = await db
    .update(roomMessages)
    .set({ deletedAt })
    .where(and(eq(roomMessages.id, messageId), isNull(roomMessages.deletedAt)))
    .returning();
  return row ?? null;
}

export { findUserSummary } from "../users/queries.ts";

export async function listRoomMessages(db: Executor, roomId: string, page: PageRequest) {
  return paginate(
    page,
    roomMessages,
    (k) =>
      db
        .select(roomMessageColumns)
        .from(roomMessages)
        .innerJoin(users, eq(users.id, roomMessages.senderId))
        // A deactivated or suspended sender's messages are hidden with the rest of their content.
        .where(and(eq(roomMessages.roomId, roomId), userRowVisible(), k.after))
        .orderBy(...k.orderBy)
        .limit(k.take),
    (r) => r.message,
  );
}
