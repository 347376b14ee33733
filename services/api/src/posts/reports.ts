import { AppError, badRequest, createAllowance, isRedisDown, notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { publish } from "../events/bus.ts";
import * as q from "./queries.ts";

type Target = { targetType: "post" | "comment" | "user"; targetId: string };

/** The reports allowance, made once per Redis client and limit (RateLimiterRedis defines a script on it). */
const allowances = new WeakMap<Deps["redis"], Map<number, ReturnType<typeof createAllowance>>>();
function reportAllowance(deps: Deps) {
  let byLimit = allowances.get(deps.redis);
  if (!byLimit) {
    byLimit = new Map();
    allowances.set(deps.redis, byLimit);
  }
  const points = deps.config.REPORTS_PER_HOUR;
  let made = byLimit.get(points);
  if (!made) {
    made = createAllowance(deps.redis, { name: "reports", points, windowSeconds: 3600 });
    byLimit.set(points, made);
  }
  return made;
}

/** Spends one of the reporter's hourly reports; Redis unreachable: not limited (as for other limits). */
async function takeReportAllowance(deps: Deps, reporterId: string): Promise<void> {
  if (isRedisDown(deps.redis)) return;
  let allowed = true;
  try {
    allowed = await reportAllowance(deps).take(reporterId);
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message }, "report allowance unavailable; not limiting");
  }
  if (!allowed) {
    throw new AppError(
      429,
      "TOO_MANY_REPORTS",
      `At most ${deps.config.REPORTS_PER_HOUR} reports an hour; try again later`,
    );
  }
}

/** The target's author (a post's or comment's), after checking the reporter may see it; else 404. */
async function targetAuthor(deps: Deps, reporterId: string, input: Target): Promise<string> {
  if (input.targetType === "post") {
    const post = await q.findVisiblePost(deps.db, reporterId, input.targetId);
    if (!post) throw notFound("Post not found");
    return post.authorId;
  }
  if (input.targetType === "comment") {
    const found = await q.findVisibleComment(deps.db, reporterId, input.targetId);
    if (!found) throw notFound("Comment not found");
    return found.comment.authorId;
  }
  if (!(await q.userExists(deps.db, input.targetId))) throw notFound("User not found");
  return input.targetId;
}

/** A report as its reporter sees it (every report here was filed by `reporterId`: never an automatic one). */
const present = (row: q.ReportRow, reporterId: string) => ({
  id: row.id,
  reporterId,
  targetType: row.targetType,
  targetId: row.targetId,
  reason: row.reason,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Files a report on a post or comment the reporter may see, or on any existing user (a user who
 * blocked the reporter can still be reported). Anything else is 404; reporting oneself or one's own
 * content is 400 SELF_REPORT. One report per reporter and target: a repeat answers the existing report
 * (`created: false`) and costs nothing; new reports are limited per reporter (REPORTS_PER_HOUR, 429
 * TOO_MANY_REPORTS). A post or comment reported by REPORT_HIDE_THRESHOLD distinct trusted users (old
 * enough, onboarded, active, in good standing, under their daily cap of hides: `q.hideAtThreshold`) is
 * hidden from everyone but its author until a moderator resolves its reports; other reports only queue.
 */
export async function createReport(
  deps: Deps,
  reporterId: string,
  input: Target & { reason: string },
): Promise<{ report: ReturnType<typeof present>; created: boolean }> {
  const authorId = await targetAuthor(deps, reporterId, input);
  if (authorId === reporterId) {
    throw badRequest(
      input.targetType === "user" ? "You cannot report yourself" : "You cannot report your own content",
      "SELF_REPORT",
    );
  }
  const existing = await q.findReport(deps.db, reporterId, input.targetType, input.targetId);
  if (existing) return { report: present(existing, reporterId), created: false };
  await takeReportAllowance(deps, reporterId);
  const row = await q.insertReport(deps.db, { reporterId, ...input });
  if (!row) {
    // A concurrent request of the same reporter inserted it first.
    const raced = await q.findReport(deps.db, reporterId, input.targetType, input.targetId);
    if (!raced) throw notFound("Report not found");
    return { report: present(raced, reporterId), created: false };
  }
  if (input.targetType !== "user") {
    const { targetType, targetId } = input;
    const rule = {
      threshold: deps.config.REPORT_HIDE_THRESHOLD,
      minAccountAgeSeconds: deps.config.REPORT_TRUST_MIN_AGE_SECONDS,
      hidesPerReporterPerDay: deps.config.REPORT_HIDES_PER_REPORTER_PER_DAY,
    };
    if (await q.hideAtThreshold(deps.db, targetType, targetId, rule)) {
      await publish(deps, "content.moderated", { targetType, targetId, authorId, action: "hide" });
    }
  }
  return { report: present(row, reporterId), created: true };
}
