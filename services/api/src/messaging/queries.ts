import {
  conversationParticipants,
  conversations,
  type Executor,
  keyset,
  messages,
  newestFirst,
  newId,
  type Page,
  type PageRequest,
  paginate,
  preparedPerDatabase,
  toPage,
  users,
} from "@playpal/db";
import { and, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { blockedEitherWay } from "../profiles/graph.ts";
import { DELETED_USER, userIsVisible, userRowVisible } from "../users/visibility.ts";

export type MessageRow = typeof messages.$inferSelect;
/** The caller's own participant row in the conversation list. */
const me = alias(conversationParticipants, "me");
/** The last message of each listed conversation (read from messages_conversation_idx, in its order). */
const lastMessage = alias(messages, "latest");
export type ParticipantRow = typeof conversationParticipants.$inferSelect;

/** Both user ids sorted and joined: the unique key that makes opening a 1:1 conversation idempotent. */
export function pairKey(a: string, b: string): string {
  return [a, b].sort().join(":");
}

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), userRowVisible()))
    .limit(1);
  return rows.length > 0;
}

/**
 * Inserts the conversation and both participants in one transaction. Returns null when the pair already
 * has one (a concurrent insert waits on the unique index and then finds the row).
 */
export async function insertConversation(
  db: Executor,
  key: string,
  userIds: [string, string],
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversations)
      .values({ pairKey: key })
      .onConflictDoNothing({ target: conversations.pairKey })
      .returning({ id: conversations.id, createdAt: conversations.createdAt });
    if (!row) return null;
    await tx
      .insert(conversationParticipants)
      .values(userIds.map((userId) => ({ conversationId: row.id, userId, lastActivityAt: row.createdAt })));
    return row.id;
  });
}

export async function findConversationIdByPair(db: Executor, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.pairKey, key));
  return row?.id ?? null;
}

/** Every participant row of the conversation (empty when it does not exist). */
export async function findParticipants(db: Executor, conversationId: string): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
}

export async function conversationExists(db: Executor, conversationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return rows.length > 0;
}

export type ConversationListRow = {
  id: string;
  created_at: Date;
  activity_at: Date;
  last_read_at: Date | null;
  last_read_message_id: string | null;
  other_id: string;
  other_username: string | null;
  other_display_name: string;
  other_avatar_key: string | null;
  lm_id: string | null;
  lm_sender_id: string | null;
  lm_body: string | null;
  lm_edited_at: Date | null;
  lm_deleted_at: Date | null;
  lm_created_at: Date | null;
  unread_count: number;
};

/**
 * One page of the caller's conversations, most recent activity first, each with the other participant,
 * the last message and the unread count, in one statement. The page is a keyset walk of the caller's
 * `(user_id, last_activity_at desc, conversation_id desc)` index that stops after `limit` rows; only
 * those rows are joined (lateral join reading one row of `messages_conversation_idx` for the last
 * message, a correlated count over the same index for unread).
 */
export function listConversationsQuery(
  userId: string,
  options: PageRequest & { conversationId?: string },
): SQL {
  const k = keyset(me.lastActivityAt, me.conversationId, options);
  const conditions: SQL[] = [sql`${me.userId} = ${userId}`];
  if (options.conversationId) conditions.push(sql`${me.conversationId} = ${options.conversationId}`);
  if (k.after) conditions.push(k.after);
  return sql`
    select c.id, c.created_at, ${me.lastActivityAt} as activity_at,
      ${me.lastReadAt} as last_read_at, ${me.lastReadMessageId} as last_read_message_id,
      u.id as other_id,
      -- A deleted (deactivated or purged) participant stays in the thread as "Deleted user".
      case when u.deactivated_at is null then u.username end as other_username,
      case when u.deactivated_at is null then u.display_name else ${DELETED_USER.display_name} end as other_display_name,
      case when u.deactivated_at is null then u.avatar_key end as other_avatar_key,
      lm.id as lm_id, lm.sender_id as lm_sender_id, lm.body as lm_body, lm.edited_at as lm_edited_at,
      lm.deleted_at as lm_deleted_at, lm.created_at as lm_created_at,
      (
        select count(*)::int from messages m
        where m.conversation_id = c.id and m.sender_id <> ${userId} and m.deleted_at is null
          and (
            rm.created_at is null
            or m.created_at > rm.created_at
            or (m.created_at = rm.created_at and m.id > rm.id)
          )
      ) as unread_count
    from ${conversationParticipants} me
    join conversations c on c.id = ${me.conversationId}
    join conversation_participants other on other.conversation_id = c.id and other.user_id <> ${me.userId}
    join users u on u.id = other.user_id
    left join messages rm on rm.id = ${me.lastReadMessageId}
    left join lateral (
      select ${lastMessage.id}, ${lastMessage.senderId}, ${lastMessage.body}, ${lastMessage.editedAt},
        ${lastMessage.deletedAt}, ${lastMessage.createdAt}
      from ${messages} latest
      where ${lastMessage.conversationId} = c.id
      order by ${sql.join(newestFirst(lastMessage.createdAt, lastMessage.id), sql`, `)}
      limit 1
    ) lm on true
    where ${sql.join(conditions, sql` and `)}
    order by ${sql.join(k.orderBy, sql`, `)}
    limit ${k.take}
  `;
}

/** One page of the caller's conversations (see `listConversationsQuery`). */
export async function listConversationPage(
  db: Executor,
  userId: string,
  page: PageRequest,
): Promise<Page<ConversationListRow>> {
  const rows = await listConversationRows(db, userId, page);
  return toPage(rows, page.limit, (r) => ({ id: r.id, createdAt: r.activity_at }));
}

/** The rows of `listConversationsQuery`: up to `limit + 1` (the page and the row that says more exist). */
export async function listConversationRows(
  db: Executor,
  userId: string,
  options: PageRequest & { conversationId?: string },
): Promise<ConversationListRow[]> {
  const result = await db.execute<ConversationListRow>(listConversationsQuery(userId, options));
  return result.rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at),
    activity_at: new Date(row.activity_at),
    last_read_at: row.last_read_at ? new Date(row.last_read_at) : null,
    lm_edited_at: row.lm_edited_at ? new Date(row.lm_edited_at) : null,
    lm_deleted_at: row.lm_deleted_at ? new Date(row.lm_deleted_at) : null,
    lm_created_at: row.lm_created_at ? new Date(row.lm_created_at) : null,
  }));
}

export async function listMessages(
  db: Executor,
  conversationId: string,
  page: PageRequest,
): Promise<Page<MessageRow>> {
  return paginate(
    page,
    messages,
    (k) =>
      db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), k.after))
        .orderBy(...k.orderBy)
        .limit(k.take),
    (r) => r,
  );
}

/**
 * Inserts the message and moves the conversation's last activity, on the conversation and on both
 * participants' list key (never backwards): one statement, so one round trip and one commit, and the
 * conversation's row locks are held for that statement alone rather than across a transaction's
 * round trips (the DM send path's cost at 5,000 sockets was mostly the API's turns between them).
 * Prepared once per database, as `findSendContext`: the send path is the API's hottest write, and
 * drizzle's building of these two statements was a tenth of the API's CPU in bench:realtime.
 */
const insertMessageStatement = preparedPerDatabase<
  MessageRow[],
  { id: string; conversationId: string; senderId: string; body: string }
>("messages_insert", (db, value) => {
  const inserted = db.$with("inserted").as(
    db
      .insert(messages)
      .values({
        id: value("id") as string,
        conversationId: value("conversationId") as string,
        senderId: value("senderId") as string,
        body: value("body") as string,
      })
      .returning(),
  );
  const at = sql<Date>`(select ${inserted.createdAt} from ${inserted})`;
  const conversationMoved = db.$with("conversation_moved").as(
    db
      .update(conversations)
      .set({ lastMessageAt: at })
      .where(
        and(
          sql`${conversations.id} = (select ${inserted.conversationId} from ${inserted})`,
          or(isNull(conversations.lastMessageAt), lt(conversations.lastMessageAt, at)),
        ),
      ),
  );
  const participantsMoved = db.$with("participants_moved").as(
    db
      .update(conversationParticipants)
      .set({ lastActivityAt: at })
      .where(
        and(
          sql`${conversationParticipants.conversationId} = (select ${inserted.conversationId} from ${inserted})`,
          lt(conversationParticipants.lastActivityAt, at),
        ),
      ),
  );
  return db.with(inserted, conversationMoved, participantsMoved).select().from(inserted);
});

export async function insertMessage(
  db: Executor,
  values: { conversationId: string; senderId: string; body: string },
): Promise<MessageRow> {
  // The id named here, not drawn by the column default: drizzle renders a CTE's insert twice.
  const [row] = await insertMessageStatement(db, { id: newId(), ...values });
  if (!row) throw new Error("message insert returned nothing");
  return row;
}

const sendContextStatement = preparedPerDatabase<
  { userId: string; visible: boolean; blocked: boolean }[],
  { conversationId: string; senderId: string }
>("messages_send_context", (db, value) =>
  db
    .select({
      userId: conversationParticipants.userId,
      visible: sql<boolean>`${userIsVisible(conversationParticipants.userId)}`,
      blocked: sql<boolean>`${blockedEitherWay(value("senderId") as string, conversationParticipants.userId)}`,
    })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, value("conversationId") as string)),
);

/**
 * What sending in a conversation must know, in one round trip: its participants, and for each whether
 * the account is visible (not deactivated or suspended) and whether a block stands between it and
 * `senderId` either way. No rows: the conversation does not exist.
 */
export async function findSendContext(
  db: Executor,
  conversationId: string,
  senderId: string,
): Promise<{ userId: string; visible: boolean; blocked: boolean }[]> {
  return sendContextStatement(db, { conversationId, senderId });
}

export async function findMessage(
  db: Executor,
  conversationId: string,
  messageId: string,
): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  return row ?? null;
}

export async function updateMessage(
  db: Executor,
  messageId: string,
  values: Partial<Pick<MessageRow, "body" | "editedAt" | "deletedAt">>,
): Promise<MessageRow | null> {
  const [row] = await db.update(messages).set(values).where(eq(messages.id, messageId)).returning();
  return row ?? null;
}

/**
 * Moves the caller's read pointer to `message` unless it already points at a newer one. Returns the
 * participant row after the call and whether it moved.
 */
export async function advanceReadPointer(
  db: Executor,
  conversationId: string,
  userId: string,
  message: MessageRow,
  now: Date,
): Promise<{ row: ParticipantRow; moved: boolean }> {
  const at = message.createdAt.toISOString();
  const [moved] = await db
    .update(conversationParticipants)
    .set({ lastReadAt: now, lastReadMessageId: message.id })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
        sql`not exists (
          select 1 from ${messages} cur
          where cur.id = ${conversationParticipants.lastReadMessageId}
            and (cur.created_at > ${at}::timestamptz or (cur.created_at = ${at}::timestamptz and cur.id >= ${message.id}))
        )`,
      ),
    )
    .returning();
  if (moved) return { row: moved, moved: true };
  const [current] = await db
    .select()
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
  if (!current) throw new Error("participant vanished");
  return { row: current, moved: false };
}
