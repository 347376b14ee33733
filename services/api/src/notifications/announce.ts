import type { Deps } from "../deps.ts";
import { clearAllNotificationCaches } from "./cache.ts";
import { buildNotification, deliver, type TargetType } from "./notify.ts";
import * as q from "./queries.ts";

export interface Announcement {
  title: string;
  body?: string | null;
  targetType?: TargetType | null;
  targetId?: string | null;
}

/**
 * A SYSTEM notification to every user, a keyset batch of users at a time: one insert per batch, the
 * notification caches cleared, then the realtime emits and pushes of the batch. Returns how many notifications were stored.
 */
export async function announceToAll(
  deps: Deps,
  announcement: Announcement,
  options: { batchSize?: number; onBatch?: (done: number) => void } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 500;
  let after: string | null = null;
  let total = 0;
  for (;;) {
    const ids = await q.listUserIdsAfter(deps.db, after, batchSize);
    if (ids.length === 0) break;
    const rows = await q.insertNotifications(
      deps.db,
      ids.map((recipientId) =>
        buildNotification({ ...announcement, recipientId, actorId: null, type: "SYSTEM" }, "PlayPal"),
      ),
    );
    // Every user of the batch has a new notification: one INCR makes every cached page and count a miss.
    await clearAllNotificationCaches(deps);
    await deliver(deps, rows, null);
    total += rows.length;
    options.onBatch?.(total);
    after = ids.at(-1) ?? null;
    if (ids.length < batchSize) break;
  }
  return total;
}
