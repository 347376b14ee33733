import { badRequest, notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import * as q from "./queries.ts";

/**
 * Files a report on a post or comment the reporter may see, or on any existing user other than
 * themselves (a user who blocked the reporter can still be reported). Anything else is 404.
 */
export async function createReport(
  deps: Deps,
  reporterId: string,
  input: { targetType: "post" | "comment" | "user"; targetId: string; reason: string },
) {
  if (input.targetType === "post") {
    if (!(await q.findVisiblePost(deps.db, reporterId, input.targetId))) throw notFound("Post not found");
  } else if (input.targetType === "comment") {
    if (!(await q.findVisibleComment(deps.db, reporterId, input.targetId)))
      throw notFound("Comment not found");
  } else {
    if (input.targetId === reporterId) throw badRequest("You cannot report yourself", "SELF_REPORT");
    if (!(await q.userExists(deps.db, input.targetId))) throw notFound("User not found", "USER_NOT_FOUND");
  }
  const row = await q.insertReport(deps.db, { reporterId, ...input });
  return {
    id: row.id,
    reporterId: row.reporterId,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
