import type { NotificationItem } from "@playpal/contracts";
import type { Storage } from "@playpal/platform";
import { presentUserSummary } from "../users/views.ts";
import type { ActorRow, NotificationRow } from "./queries.ts";

export type { NotificationItem };
/** The API-side name of the contract's `NotificationItem` (wire types are `<Thing>View`). */
export type NotificationView = NotificationItem;

/** The wire item of API.md "Notifications": the same object in lists and in `notification:new`. */
export function presentNotification(
  row: NotificationRow,
  actor: ActorRow | null,
  storage: Storage,
): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    actor: actor ? presentUserSummary(storage, actor) : null,
    targetType: row.targetType,
    targetId: row.targetId,
    data: row.data,
    read: row.read,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
