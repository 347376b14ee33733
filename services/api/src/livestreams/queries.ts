import {
  type Cursor,
  type Executor,
  keyset,
  liveStreamMessages,
  liveStreams,
  newestFirst,
  olderThan,
  type PageRequest,
  users,
} from "@playpal/db";
import { and, eq, sql } from "drizzle-orm";
import { blockedEitherWay, viewerFollows } from "../profiles/graph.ts";
import { userSummaryColumns } from "../users/queries.ts";
import { userIsVisible, userRowVisible } from "../users/visibility.ts";

export type StreamRow = typeof liveStreams.$inferSelect;

export async function findStreamByUser(db: Executor, userId: string): Promise<StreamRow | undefined> {
  const [row] = await db.select().from(liveStreams).where(eq(liveStreams.userId, userId));
  return row;
}

/**
 * The stream's owner, or undefined when there is no such stream or its owner is hidden (deactivated or
 * suspended: their stream does not exist for others, API.md "Trust and safety").
 */
export async function findStreamOwner(db: Executor, id: string): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: liveStreams.userId })
    .from(liveStreams)
    .where(and(eq(liveStreams.id, id), userIsVisible(liveStreams.userId)));
  return row;
}

/**
 * Inserts the user's stream unless they already have one (`live_streams_user_key`); true when this
 * insert won.
 */
export async function insertStreamIfAbsent(
  db: Executor,
  values: typeof liveStreams.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(liveStreams)
    .values(values)
    .onConflictDoNothing({ target: liveStreams.userId })
    .returning({ id: liveStreams.id });
  return rows.length > 0;
}

/** The user's stream, row-locked until the transaction ends (serialises key resets). */
export async function lockStreamByUser(tx: Executor, userId: string): Promise<StreamRow | undefined> {
  const [row] = await tx.select().from(liveStreams).where(eq(liveStreams.userId, userId)).for("update");
  return row;
}

export async function setStreamKey(db: Executor, id: string, streamKey: string): Promise<void> {
  await db.update(liveStreams).set({ streamKey }).where(eq(liveStreams.id, id));
}

const senderColumns = userSummaryColumns;

export type MessageRow = {
  id: string;
  liveStreamId: string;
  body: string;
  createdAt: Date;
  sender: { id: string; username: string | null; displayName: string; avatarKey: string | null };
};

/**
 * One page (`limit + 1` rows: `keyset`) of a stream's messages with their senders, newest first, keyset on
 * (createdAt, id) along `live_stream_messages_stream_idx`; messages of senders in a block with the
 * viewer (either way) are left out. One query (the builder, so its plan can be checked).
 */
export function messagePageQuery(db: Executor, viewerId: string, liveStreamId: string, options: PageRequest) {
  const m = liveStreamMessages;
  const k = keyset(m.createdAt, m.id, options);
  return db
    .select({
      id: m.id,
      liveStreamId: m.liveStreamId,
      body: m.body,
      createdAt: m.createdAt,
      sender: senderColumns,
    })
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .where(
      and(
        eq(m.liveStreamId, liveStreamId),
        sql`(${m.userId} = ${viewerId} or not ${blockedEitherWay(m.userId, viewerId)})`,
        // A deactivated or suspended sender's messages are hidden with the rest of their content.
        userRowVisible(),
        k.after,
      ),
    )
    .orderBy(...k.orderBy)
    .limit(k.take);
}

export async function listMessages(
  db: Executor,
  viewerId: string,
  liveStreamId: string,
  options: { limit: number; cursor?: Cursor },
): Promise<MessageRow[]> {
  return messagePageQuery(db, viewerId, liveStreamId, options);
}

/** Stores a message and returns it with its sender (one statement: insert in a CTE, joined to users). */
export async function insertMessage(
  db: Executor,
  values: { liveStreamId: string; userId: string; body: string },
): Promise<MessageRow> {
  const inserted = db.$with("inserted").as(
    db.insert(liveStreamMessages).values(values).returning({
      id: liveStreamMessages.id,
      liveStreamId: liveStreamMessages.liveStreamId,
      userId: liveStreamMessages.userId,
      body: liveStreamMessages.body,
      createdAt: liveStreamMessages.createdAt,
    }),
  );
  const [row] = await db
    .with(inserted)
    .select({
      id: inserted.id,
      liveStreamId: inserted.liveStreamId,
      body: inserted.body,
      createdAt: inserted.createdAt,
      sender: senderColumns,
    })
    .from(inserted)
    .innerJoin(users, eq(users.id, inserted.userId));
  if (!row) throw new Error("insert returned nothing");
  return row;
}

/**
 * The stream a provider event is about, locked for the change: by the provider's stream id, else by
 * the passthrough we created it with (our LiveStream id).
 */
export async function lockStreamForEvent(
  db: Executor,
  providerStreamId: string,
  passthrough: string | undefined,
): Promise<StreamRow | undefined> {
  const [byProvider] = await db
    .select()
    .from(liveStreams)
    .where(eq(liveStreams.providerStreamId, providerStreamId))
    .for("update");
  if (byProvider || !passthrough) return byProvider;
  const [byId] = await db.select().from(liveStreams).where(eq(liveStreams.id, passthrough)).for("update");
  return byId;
}

/**
 * Writes a stream's state and its owner's denormalised live flag (SPEC.md "Livestream"): active sets
 * `isLive` and `activeLiveStreamId`, idle clears both. `wentLiveAt` is when the current broadcast
 * started (kept while it stays active), `statusEventAt` the provider time of this event.
 */
export async function writeLiveState(
  db: Executor,
  stream: StreamRow,
  active: boolean,
  eventAt: Date,
): Promise<StreamRow> {
  const [row] = await db
    .update(liveStreams)
    .set({
      status: active ? "active" : "idle",
      wentLiveAt: active ? (stream.status === "active" ? (stream.wentLiveAt ?? eventAt) : eventAt) : null,
      statusEventAt: eventAt,
    })
    .where(eq(liveStreams.id, stream.id))
    .returning();
  await db
    .update(users)
    .set({ isLive: active, activeLiveStreamId: active ? stream.id : null })
    .where(eq(users.id, stream.userId));
  if (!row) throw new Error("live stream vanished under its lock");
  return row;
}

/**
 * Claims the stream's going-live push: sets `livePushAt` to now unless followers were already pushed
 * about this stream within the hour. The claimed time, or null when throttled.
 */
export async function claimLivePush(db: Executor, liveStreamId: string): Promise<Date | null> {
  const [row] = await db
    .update(liveStreams)
    .set({ livePushAt: sql`now()` })
    .where(
      and(
        eq(liveStreams.id, liveStreamId),
        sql`(${liveStreams.livePushAt} is null or ${liveStreams.livePushAt} <= now() - interval '1 hour')`,
      ),
    )
    .returning({ at: liveStreams.livePushAt });
  return row?.at ?? null;
}

/** What the going-live push says about its creator, and whether they are still live. */
export async function findLiveOwner(db: Executor, userId: string) {
  const [row] = await db
    .select({
      displayName: users.displayName,
      username: users.username,
      isLive: users.isLive,
      activeLiveStreamId: users.activeLiveStreamId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export interface LiveUserRow {
  id: string;
  username: string | null;
  displayName: string;
  avatarKey: string | null;
  liveStreamId: string;
  playbackId: string;
  wentLiveAt: Date;
}

/**
 * Users live now (their stream `active` and `activeLiveStreamId` on it), newest broadcast first along
 * `live_streams_live_idx`, keyset on (wentLiveAt, stream id): either only those the viewer follows or
 * only those they do not; never the viewer, nor anyone in a block with them.
 */
export async function listLiveUsers(
  db: Executor,
  viewerId: string,
  options: { followed: boolean; limit: number; after: { at: Date; id: string } | null },
): Promise<LiveUserRow[]> {
  return (await liveUsersQuery(db, viewerId, options)) as LiveUserRow[];
}

/** The query of `listLiveUsers` (the builder, so its plan can be checked). */
export function liveUsersQuery(
  db: Executor,
  viewerId: string,
  options: { followed: boolean; limit: number; after: { at: Date; id: string } | null },
) {
  const followed = viewerFollows(viewerId, users.id);
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      avatarKey: users.avatarKey,
      liveStreamId: liveStreams.id,
      playbackId: liveStreams.playbackId,
      wentLiveAt: liveStreams.wentLiveAt,
    })
    .from(liveStreams)
    .innerJoin(users, eq(users.id, liveStreams.userId))
    .where(
      and(
        eq(liveStreams.status, "active"),
        sql`${liveStreams.wentLiveAt} is not null`,
        eq(users.isLive, true),
        eq(users.activeLiveStreamId, liveStreams.id),
        sql`${users.id} <> ${viewerId}`,
        userRowVisible(),
        options.followed ? followed : sql`not ${followed}`,
        sql`not ${blockedEitherWay(users.id, viewerId)}`,
        options.after
          ? olderThan(liveStreams.wentLiveAt, liveStreams.id, {
              createdAt: options.after.at,
              id: options.after.id,
            })
          : undefined,
      ),
    )
    .orderBy(...newestFirst(liveStreams.wentLiveAt, liveStreams.id))
    .limit(options.limit);
}
