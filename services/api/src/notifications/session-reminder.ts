import { findSession } from "../commerce/queries.ts";
import type { Deps } from "../deps.ts";
import { notifyMany } from "./notify.ts";

/**
 * The `commerce.session-reminder` job (queued by commerce at booking, 15 minutes before the start,
 * and removed when the session is cancelled): SESSION_REMINDER to both parties of a session still
 * booked and not started; once per party and session even when the job runs again.
 */
export async function handleSessionReminder(deps: Deps, sessionId: string, now = new Date()) {
  const session = await findSession(deps.db, sessionId);
  if (session?.status !== "booked" || session.startsAt <= now) return { notified: 0 };
  const notified = await notifyMany(deps, {
    recipientIds: [session.playpalId, session.purchaserId],
    actorId: null,
    type: "SESSION_REMINDER",
    targetType: "session",
    targetId: sessionId,
    oncePerTarget: true,
  });
  return { notified };
}
