import {
  type Executor,
  equalsAny,
  keyset,
  notificationPreferences,
  notifications,
  type PageRequest,
  preparedPerDatabase,
  pushTokens,
  users,
} from "@playpal/db";
import { and, count, eq, gt, inArray, or, sql } from "drizzle-orm";
import { blockedEitherWay } from "../profiles/graph.ts";
import { findUserSummary, type UserSummaryRow, userSummaryColumns } from "../users/queries.ts";
import { hiddenUserIds, userRowVisible } from "../users/visibility.ts";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** The actor of a notification: a user summary (users/queries.ts), joined or loaded by id. */
export type ActorRow = UserSummaryRow;
export { findUserSummary as findActor };

const actorAndBlockStatement = preparedPerDatabase<
  (ActorRow & { blocked: boolean })[],
  { actorId: string; recipientId: string }
>("notifications_actor_and_block", (db, value) =>
  db
    .select({
      ...userSummaryColumns,
      blocked: sql<boolean>`${blockedEitherWay(value("actorId") as string, value("recipientId") as string)}`,
    })
    .from(users)
    .where(eq(users.id, value("actorId") as string)),
);

/**
 * The actor's summary and whether a block stands between actor and recipient, in one round trip (one
 * notification's two checks, on every like, comment, follow and DM): null when the actor is gone.
 */
export async function findActorAndBlock(
  db: Executor,
  actorId: string,
  recipientId: string,
): Promise<{ actor: ActorRow; blocked: boolean } | null> {
  const [row] = await actorAndBlockStatement(db, { actorId, recipientId });
  if (!row) return null;
  const { blocked, ...actor } = row;
  return { actor, blocked };
}

const actorColumns = userSummaryColumns;

export async function insertNotifications(
  db: Executor,
  values: NewNotification[],
): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  // A repeated delivery of the same event inserts nothing and returns no row: nothing is pushed again.
  return db.insert(notifications).values(values).onConflictDoNothing().returning();
}

/**
 * Which of `recipientIds` already have a notification of `type` for this target (on
 * `notifications_target_idx`): a fan-out run again skips them.
 */
export async function recipientsAlreadyNotified(
  db: Executor,
  input: { type: NewNotification["type"]; targetType: string; targetId: string; recipientIds: string[] },
): Promise<Set<string>> {
  if (input.recipientIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ recipientId: notifications.recipientId })
    .from(notifications)
    .where(
      and(
        eq(notifications.targetType, input.targetType),
        eq(notifications.targetId, input.targetId),
        eq(notifications.type, input.type),
        inArray(notifications.recipientId, input.recipientIds),
      ),
    );
  return new Set(rows.map((r) => r.recipientId));
}

/**
 * One page (`limit + 1` rows: `keyset`), newest first, with each actor joined in the same query: walks
 * `notifications_recipient_idx`, or the partial `notifications_unread_idx` when `unreadOnly`, from the
 * cursor (see notifications-plan.test.ts). Returns the query (awaitable; `.toSQL()` for plans).
 */
export function listNotifications(
  db: Executor,
  userId: string,
  options: PageRequest & { unreadOnly: boolean },
) {
  const k = keyset(notifications.createdAt, notifications.id, options);
  return db
    .select({ notification: notifications, actor: actorColumns })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(
      and(
        eq(notifications.recipientId, userId),
        // Notifications whose actor is deactivated or suspended are not listed (no actor: always). On
        // the joined actor row: an `exists` probe under this `or` is planned as a hashed subplan that
        // scans every user on each page (12 ms at 20k users, growing with the table).
        sql`(${notifications.actorId} is null or ${userRowVisible()})`,
        options.unreadOnly ? eq(notifications.read, false) : undefined,
        k.after,
      ),
    )
    .orderBy(...k.orderBy)
    .limit(k.take);
}

/**
 * The unread count, by the list's rule: notifications whose actor is deactivated or suspended are not
 * counted (as they are not listed). An index-only scan of the partial unread index (which holds the
 * actor), so it reads that user's unread entries only, each checked against the hashed set of hidden
 * users (notifications-plan.test.ts).
 */
export function unreadCountQuery(db: Executor, userId: string) {
  return db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, userId),
        eq(notifications.read, false),
        sql`(${notifications.actorId} is null or ${notifications.actorId} not in (${hiddenUserIds()}))`,
      ),
    );
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await unreadCountQuery(db, userId);
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read (keeping the first readAt); false when it is not theirs. */
export async function markRead(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true, readAt: sql`now()` })
    .where(and(eq(notifications.recipientId, userId), eq(notifications.read, false)));
}

/** Devices kept per user: registering one more forgets the least recently registered. */
export const MAX_PUSH_TOKENS_PER_USER = 10;

/**
 * Registers a device token; a token known under another user moves to this one (device changed hands).
 * Each user keeps their MAX_PUSH_TOKENS_PER_USER most recently registered tokens, so a client that
 * re-registers a fresh token on every install cannot grow the table (or each push fan-out) forever.
 */
export async function upsertPushToken(db: Executor, userId: string, token: string): Promise<void> {
  await db
    .insert(pushTokens)
    .values({ userId, token })
    .onConflictDoUpdate({ target: pushTokens.token, set: { userId, createdAt: sql`now()` } });
  await db.execute(sql`
    delete from ${pushTokens}
    where ${pushTokens.userId} = ${userId}
      and ${pushTokens.id} not in (
        select ${pushTokens.id} from ${pushTokens}
        where ${pushTokens.userId} = ${userId}
        order by ${pushTokens.createdAt} desc, ${pushTokens.id} desc
        limit ${MAX_PUSH_TOKENS_PER_USER}
      )`);
}

export async function deletePushToken(db: Executor, userId: string, token: string): Promise<void> {
  await db.delete(pushTokens).where(and(eq(pushTokens.userId, userId), eq(pushTokens.token, token)));
}

export async function deleteAllPushTokens(db: Executor, userId: string): Promise<void> {
  await db.delete(pushTokens).where(eq(pushTokens.userId, userId));
}

/** Drops tokens the push provider reported as no longer registered, whoever holds them. */
export async function deletePushTokensByValue(db: Executor, tokens: string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.delete(pushTokens).where(inArray(pushTokens.token, tokens));
}

/**
 * The push targets of many users in one query: each stored token with its owner's preference row (null:
 * SPEC.md's defaults, `profiles.getPreferences` being the single-user read). Users without a token are
 * absent, their preferences unread: there is nothing to gate. Used to push a batch without N+1.
 */
export async function findPushTargets(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: pushTokens.userId, token: pushTokens.token, preferences: notificationPreferences })
    .from(pushTokens)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, pushTokens.userId))
    .where(inArray(pushTokens.userId, userIds));
}

/** Keyset walk over all users by id, for announcements. */
export async function listUserIdsAfter(
  db: Executor,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(afterId ? gt(users.id, afterId) : undefined)
    .orderBy(users.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Removes every notification that deep-links to one of the targets (of one type) that no longer exist:
 * one statement, the ids as one array parameter on `notifications_target_idx`. Returns the recipients
 * of the removed rows (deduplicated), whose cached pages and counts are then stale.
 */
export async function deleteNotificationsForTargets(
  db: Executor,
  targetType: string,
  targetIds: readonly string[],
): Promise<string[]> {
  if (targetIds.length === 0) return [];
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.targetType, targetType), equalsAny(notifications.targetId, targetIds)))
    .returning({ recipientId: notifications.recipientId });
  return [...new Set(rows.map((r) => r.recipientId))];
}

/**
 * Deletes the notifications caused by the given sources (`{ reaction: [id, ...], comment: [id] }`): one
 * statement, one scan of the partial `notifications_source_idx` per source type (see
 * notifications-plan.test.ts). Each type's ids go as one array parameter, however many there are.
 * Returns the query (awaitable, returning each removed row's recipient; `.toSQL()` for plans), or null
 * when there is nothing to delete.
 */
export function deleteNotificationsForSourcesQuery(db: Executor, sources: Partial<Record<string, string[]>>) {
  const clauses = Object.entries(sources)
    .filter((entry): entry is [string, string[]] => (entry[1]?.length ?? 0) > 0)
    .map(([type, ids]) => and(eq(notifications.sourceType, type), equalsAny(notifications.sourceId, ids)));
  if (clauses.length === 0) return null;
  return db
    .delete(notifications)
    .where(or(...clauses))
    .returning({ recipientId: notifications.recipientId });
}

/** Returns the recipients of the removed rows (deduplicated), whose cached pages and counts are then stale. */
export async function deleteNotificationsForSources(
  db: Executor,
  sources: Partial<Record<string, string[]>>,
): Promise<string[]> {
  const rows = (await deleteNotificationsForSourcesQuery(db, sources)) ?? [];
  return [...new Set(rows.map((r) => r.recipientId))];
}
