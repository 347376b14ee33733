import { type Cursor, toPage, type WireCursor } from "@playpal/db";
import { badRequest, notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import type { Prefetched } from "../http/auth.ts";
import type { EncodedBody } from "../http/encoded.ts";
import { COUNT_CACHE_KEY, clearNotificationCaches, listCacheKey, readThroughNotifications } from "./cache.ts";
import { type NotificationView, presentNotification } from "./present.ts";
import * as q from "./queries.ts";

export interface NotificationPage {
  items: NotificationView[];
  nextCursor: WireCursor | null;
}

/** The route's response serializer: a body becomes the exact wire JSON once, when it is cached. */
export type Serialize<T> = (body: T) => string;

/** One page of the caller's notifications as encoded bytes, cached per user and parameters (cache.ts). */
export async function listNotifications(
  deps: Deps,
  userId: string,
  query: { limit: number; cursor?: Cursor; unreadOnly: boolean },
  serialize: Serialize<NotificationPage>,
  prefetched?: Prefetched | null,
): Promise<EncodedBody> {
  return readThroughNotifications(
    deps,
    userId,
    listCacheKey(query),
    async () => {
      const rows = await q.listNotifications(deps.db, userId, query);
      const { items, nextCursor } = toPage(rows, query.limit, (r) => r.notification);
      return serialize({
        items: items.map((r) => presentNotification(r.notification, r.actor, deps.storage)),
        nextCursor,
      });
    },
    prefetched,
  );
}

/** The caller's unread count as encoded bytes, cached with their pages (cleared by the same writes). */
export async function unreadCount(
  deps: Deps,
  userId: string,
  serialize: Serialize<{ count: number }>,
  prefetched?: Prefetched | null,
): Promise<EncodedBody> {
  return readThroughNotifications(
    deps,
    userId,
    COUNT_CACHE_KEY,
    async () => serialize({ count: await q.countUnread(deps.db, userId) }),
    prefetched,
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
