import {
  type Cursor,
  type Executor,
  keyset,
  liveStreamMessages,
  liveStreams,
  type PageRequest,
  users,
} from "@playpal/db";
import { and, eq, sql } from "drizzle-orm";
import { blockedEitherWay } from "../profiles/graph.ts";
import { userRowVisible } from "../users/visibility.ts";

export type StreamRow = typeof liveStreams.$inferSelect;

export async function findStreamByUser(db: Executor, userId: string): Promise<StreamRow | undefined> {
  const [row] = await db.select().from(liveStreams).where(eq(liveStreams.userId, userId));
  return row;
}

/** The stream's owner, or undefined when there is no such stream. */
export async function findStreamOwner(db: Executor, id: string): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: liveStreams.userId })
    .from(liveStreams)
    .where(eq(liveStreams.id, id));
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

const senderColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  avatarKey: users.avatarKey,
};

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
