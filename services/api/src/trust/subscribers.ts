import type { Subscriber } from "../events/bus.ts";
import { appendAudit } from "./audit.ts";

/** Trust and safety's consumer: the report threshold's automatic hide goes into the audit log. */
export const trustSubscriber: Subscriber = {
  consumer: "trust",
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
