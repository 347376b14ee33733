import type { Executor, NotificationType } from "@playpal/db";
import type { Deps } from "../deps.ts";
import { blockedAmong } from "../profiles/graph.ts";
import { clearNotificationCaches } from "./cache.ts";
import { sendPushes } from "./push.ts";
import * as q from "./queries.ts";
import { presentNotification } from "./views.ts";

/** Deep-link targets of SPEC.md and the navigation param each becomes. */
const PARAM = {
  post: "postId",
  profile: "userId",
  conversation: "conversationId",
  session: "sessionId",
  channel: "channelId",
  room: "roomId",
} as const;
export type TargetType = keyof typeof PARAM;
export const TARGET_TYPES = Object.keys(PARAM) as TargetType[];

/** The deep-link object: identical in the stored row, the realtime event and the push payload. */
export function deepLink(targetType: TargetType, targetId: string): Record<string, string> {
  return { screen: targetType, [PARAM[targetType]]: targetId };
}

/** Where a notification without a target (a SYSTEM announcement) opens: the notification list. */
export const NOTIFICATIONS_SCREEN = { screen: "notifications" } as const;

/**
 * What caused a notification, when it can be undone: deleting the comment or the message, removing the
 * reaction, ending the follow removes the notifications it caused (`forgetSources`). Never on the wire.
 */
export type SourceType = "comment" | "reaction" | "message" | "follow";
export interface NotificationSource {
  type: SourceType;
  id: string;
}

export interface NotifyInput {
  recipientId: string;
  /** Null for platform notifications (SYSTEM). */
  actorId: string | null;
  type: NotificationType;
  /** The deep-link target; only SYSTEM announcements may go without one. */
  targetType?: TargetType | null;
  targetId?: string | null;
  /** Optional second line (a comment excerpt, a message preview...). */
  body?: string | null;
  /** Overrides the type's title (announcements carry their own). */
  title?: string;
  /** What caused it, when undoing that must remove the notification. */
  source?: NotificationSource | null;
  /**
   * The domain event delivering it (`EventMeta.eventId`): delivery is at least once, and a second
   * delivery stores (and pushes, and emits) nothing, by the unique key (event, recipient, type).
   */
  eventId?: string | null;
}

const TITLES: Record<NotificationType, (actor: string) => string> = {
  LIKE_POST: (a) => `${a} reacted to your post`,
  LIKE_COMMENT: (a) => `${a} reacted to your comment`,
  COMMENT: (a) => `${a} commented on your post`,
  NEW_FOLLOWER: (a) => `${a} started following you`,
  MENTION: (a) => `${a} mentioned you`,
  DIRECT_MESSAGE: (a) => `${a} sent you a message`,
  SESSION_BOOKED: (a) => `${a} booked a session with you`,
  SESSION_CANCELLED: (a) => `${a} cancelled a session`,
  SESSION_REMINDER: () => "Your session starts in 15 minutes",
  CHANNEL_ROOM_CREATED: (a) => `${a} opened a new room`,
  NEW_SUBSCRIBER: (a) => `${a} subscribed to you`,
  SYSTEM: () => "PlayPal",
};

export type NotificationRow = q.NotificationRow;

/** The row to insert for one recipient; the title uses the actor's display_name. */
export function buildNotification(input: NotifyInput, actorName: string): q.NewNotification {
  const target = input.targetType && input.targetId ? { type: input.targetType, id: input.targetId } : null;
  return {
    recipientId: input.recipientId,
    actorId: input.actorId,
    type: input.type,
    title: input.title ?? TITLES[input.type](actorName),
    body: input.body ?? null,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    sourceType: input.source?.type ?? null,
    sourceId: input.source?.id ?? null,
    eventId: input.eventId ?? null,
    data: target ? deepLink(target.type, target.id) : { ...NOTIFICATIONS_SCREEN },
  };
}

/**
 * After the rows are stored: `notification:new` to each recipient and the pushes. Never rejects; the
 * returned promise settles when both are done (`notify` does not wait for it, a batch sender may, for
 * backpressure).
 */
export async function deliver(deps: Deps, rows: NotificationRow[], actor: q.ActorRow | null): Promise<void> {
  await Promise.all([
    // A fan-out's rows in one realtime call per batch (`/emit/batch`), not one call per recipient.
    deps.realtime.emitMany(
      rows.map((row) => ({
        route: "/emit/notification/new" as const,
        body: { userId: row.recipientId, notification: presentNotification(row, actor, deps.storage) },
      })),
    ),
    sendPushes(deps, rows),
  ]);
}

/**
 * Persists the notification (awaited) and clears the recipient's cached pages and count, then emits `notification:new` to `user:<recipientId>` and sends
 * the push, both fire-and-forget: neither can fail or slow the triggering request. Never notifies
 * oneself, and never across a block in either direction. Returns the stored row, or null when nothing
 * was created.
 */
export async function notify(deps: Deps, input: NotifyInput): Promise<NotificationRow | null> {
  if (input.actorId !== null && input.actorId === input.recipientId) return null;
  let actor: q.ActorRow | null = null;
  if (input.actorId) {
    // An actor who is gone blocks nobody: the notification goes, from "Someone", as before.
    const found = await q.findActorAndBlock(deps.db, input.actorId, input.recipientId);
    if (found?.blocked) return null;
    actor = found?.actor ?? null;
  }
  const [row] = await q.insertNotifications(deps.db, [
    buildNotification(input, actor?.displayName ?? "Someone"),
  ]);
  if (!row) return null;
  // Before `notification:new`: a client that refetches its count on the event sees the new one.
  await clearNotificationCaches(deps, [row.recipientId]);
  deliver(deps, [row], actor).catch((error: Error) =>
    deps.logger.error({ err: error.message, notificationId: row.id }, "notification delivery failed"),
  );
  return row;
}

/**
 * The same notification to many recipients (a fan-out batch): self and anyone in a block with the actor
 * are skipped, the actor is read once, the rows go in with one insert, and delivery is awaited so a
 * caller looping over batches has backpressure. With `oncePerTarget`, recipients who already have this
 * type of notification for the target are skipped too, so a job run again (retried, or picked up after
 * a stall) notifies nobody twice. Returns how many were stored.
 */
export async function notifyMany(
  deps: Deps,
  input: Omit<NotifyInput, "recipientId"> & { recipientIds: string[]; oncePerTarget?: boolean },
): Promise<number> {
  const { recipientIds, oncePerTarget, ...shared } = input;
  let recipients = recipientIds.filter((id) => id !== shared.actorId);
  if (oncePerTarget && shared.targetType && shared.targetId) {
    const done = await q.recipientsAlreadyNotified(deps.db, {
      type: shared.type,
      targetType: shared.targetType,
      targetId: shared.targetId,
      recipientIds: recipients,
    });
    recipients = recipients.filter((id) => !done.has(id));
  }
  let actor: q.ActorRow | null = null;
  if (shared.actorId) {
    const [blocked, found] = await Promise.all([
      blockedAmong(deps.db, shared.actorId, recipients),
      q.findActor(deps.db, shared.actorId),
    ]);
    recipients = recipients.filter((id) => !blocked.has(id));
    actor = found;
  }
  if (recipients.length === 0) return 0;
  const actorName = actor?.displayName ?? "Someone";
  const rows = await q.insertNotifications(
    deps.db,
    recipients.map((recipientId) => buildNotification({ ...shared, recipientId }, actorName)),
  );
  await clearNotificationCaches(
    deps,
    rows.map((r) => r.recipientId),
  );
  await deliver(deps, rows, actor);
  return rows.length;
}

/**
 * Called when a deep-link target is deleted (a post, say): its notifications would only lead to a 404
 * and keep showing an excerpt of what is gone, so they are removed, and their recipients' caches
 * cleared. `forgetTargets` of one target.
 */
export function forgetTarget(
  deps: Pick<Deps, "db" | "redis" | "logger">,
  targetType: TargetType,
  targetId: string,
): Promise<void> {
  return forgetTargets(deps, targetType, [targetId]);
}

/**
 * `forgetTarget` of many targets of one type at once (a batch of posts deleted): one DELETE on
 * `notifications_target_idx` for all of them, then each recipient's cache cleared once.
 */
export async function forgetTargets(
  deps: Pick<Deps, "db" | "redis" | "logger">,
  targetType: TargetType,
  targetIds: readonly string[],
): Promise<void> {
  if (targetIds.length === 0) return;
  await clearNotificationCaches(deps, await q.deleteNotificationsForTargets(deps.db, targetType, targetIds));
}

/**
 * Called when what caused notifications is undone (a comment or a message deleted, a reaction removed, a
 * follow ended): "X liked your post" must not outlive the like. One DELETE on `notifications_source_idx`
 * for all the given sources; no event is emitted, the list and the unread count reflect it on the next
 * read. Returns the recipients of the removed notifications: the caller clears their caches
 * (`clearNotificationCaches`) once the delete is committed, which inside a writer's transaction is
 * after it.
 */
export async function forgetSources(
  deps: { db: Executor },
  sources: Partial<Record<SourceType, string[]>>,
): Promise<string[]> {
  return q.deleteNotificationsForSources(deps.db, sources);
}
