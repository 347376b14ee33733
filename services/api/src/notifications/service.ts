import { type Cursor, toPage, type WireCursor } from "@playpal/db";
import { badRequest, notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import type { EncodedBody, PageRequest } from "../http/encoded.ts";
import { COUNT_CACHE_KEY, clearNotificationCaches, listCacheKey, readThroughNotifications } from "./cache.ts";
import * as q from "./queries.ts";
import { type NotificationView, presentNotification } from "./views.ts";

export interface NotificationPage {
  items: NotificationView[];
  nextCursor: WireCursor | null;
}

/** One page of the caller's notifications as encoded bytes, cached per user and parameters (cache.ts). */
export async function listNotifications(
  deps: Deps,
  userId: string,
  query: { limit: number; cursor?: Cursor; unreadOnly: boolean },
  out: PageRequest<NotificationPage>,
): Promise<EncodedBody> {
  return readThroughNotifications(
    deps,
    userId,
    listCacheKey(query),
    async () => {
      const rows = await q.listNotifications(deps.db, userId, query);
      const { items, nextCursor } = toPage(rows, query.limit, (r) => r.notification);
      return out.serialize({
        items: items.map((r) => presentNotification(r.notification, r.actor, deps.storage)),
        nextCursor,
      });
    },
    out,
  );
}

/** The caller's unread count as encoded bytes, cached with their pages (cleared by the same writes). */
export async function unreadCount(
  deps: Deps,
  userId: string,
  out: PageRequest<{ count: number }>,
): Promise<EncodedBody> {
  return readThroughNotifications(
    deps,
    userId,
    COUNT_CACHE_KEY,
    async () => out.serialize({ count: await q.countUnread(deps.db, userId) }),
    out,
  );
}

/** Another user's notification is indistinguishable from an unknown id: 404. */
export async function markRead(deps: Deps, userId: string, id: string): Promise<{ ok: true }> {
  if (!(await q.markRead(deps.db, userId, id)))
    throw notFound("Notification not found", "NOTIFICATION_NOT_FOUND");
  await clearNotificationCaches(deps, [userId]);
  return { ok: true };
}

export async function markAllRead(deps: Deps, userId: string): Promise<{ ok: true }> {
  await q.markAllRead(deps.db, userId);
  await clearNotificationCaches(deps, [userId]);
  return { ok: true };
}

export async function registerPushToken(deps: Deps, userId: string, token: string): Promise<{ ok: true }> {
  if (!(await deps.push.isValidToken(token))) {
    throw badRequest("token must be an Expo push token (ExponentPushToken[...])", "INVALID_PUSH_TOKEN");
  }
  await q.upsertPushToken(deps.db, userId, token);
  return { ok: true };
}

export async function removePushTokens(deps: Deps, userId: string, token?: string): Promise<{ ok: true }> {
  if (token === undefined) await q.deleteAllPushTokens(deps.db, userId);
  else await q.deletePushToken(deps.db, userId, token);
  return { ok: true };
}
