import type { Subscriber } from "../events/bus.ts";
import { appendAudit } from "./audit.ts";
import { fileAutomaticReport } from "./automatic-reports.ts";

/**
 * Trust and safety's consumer: a media screening found sensitive files its automatic report (with the
 * post's status and the audit entry) in the transaction that makes it `ready`; the report threshold's
 * automatic hide goes into the audit log.
 */
export const trustSubscriber: Subscriber = {
  consumer: "trust",
  inTransaction: {
    "media.flagged": (e, tx, deps) => fileAutomaticReport(tx, e, deps.config),
  },
  afterCommit: {
    "content.moderated": (e, deps) =>
      e.action === "hide"
        ? appendAudit(deps.db, {
            action: "hide",
            actor: "system",
            targetType: e.targetType,
            targetId: e.targetId,
            subjectUserId: e.authorId,
            note: `Reported by ${deps.config.REPORT_HIDE_THRESHOLD} or more trusted users; hidden pending review`,
          })
        : undefined,
  },
};
