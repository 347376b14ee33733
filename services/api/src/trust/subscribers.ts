import type { Subscriber } from "../events/bus.ts";
import { appendAudit } from "./audit.ts";

/**
 * Trust and safety's consumer: the report threshold's automatic hide goes into the audit log; a
 * suspended or deactivated user's sockets lose their DM and channel rooms at once (the realtime access
 * re-check; the realtime sweep then disconnects them, their tokens being refused).
 */
export const trustSubscriber: Subscriber = {
  consumer: "trust",
  afterCommit: {
    "account.suspended": (e, deps) => void deps.realtime.recheckAccess(e.userId),
    "account.deactivated": (e, deps) => void deps.realtime.recheckAccess(e.userId),
    "content.moderated": (e, deps) =>
      e.action === "hide"
        ? appendAudit(deps.db, {
            action: "hide",
            actor: "system",
            targetType: e.targetType,
            targetId: e.targetId,
            subjectUserId: e.authorId,
            note: `Reported by ${deps.config.REPORT_HIDE_THRESHOLD} or more users; hidden pending review`,
          })
        : undefined,
  },
};
