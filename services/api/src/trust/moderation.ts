/**
 * The operator's side of reports (no HTTP surface: API.md defines the queue as a command,
 * `npm run admin -- reports ...`): list the queue, show one report, resolve it. Resolving acts on the
 * reported target as a whole: every open report of it is resolved together and every reporter told.
 */
import type { AuditActor } from "@playpal/db";
import { badRequest, conflict, notFound } from "@playpal/platform";
import { revokeTokensWith } from "../accounts/service.ts";
import type { Deps } from "../deps.ts";
import { publish } from "../events/bus.ts";
import { clearSensitive } from "../media/queries.ts";
import { eraseComment } from "../posts/comments.ts";
import type { MediaSigning } from "../posts/media-urls.ts";
import { erasePost } from "../posts/service.ts";
import { appendAudit } from "./audit.ts";
import { screenedMediaOf } from "./automatic-reports.ts";
import * as q from "./queries.ts";

export type ModerationAction = "dismiss" | "remove" | "suspend";
export const MODERATION_ACTIONS: readonly ModerationAction[] = ["dismiss", "remove", "suspend"];
export const DEFAULT_SUSPENSION_DAYS = 7;
export const MAX_SUSPENSION_DAYS = 3650;
export const MAX_NOTE_LENGTH = 1000;

export async function listQueue(deps: Pick<Deps, "db">, options: { limit: number }) {
  return q.openTargets(deps.db, options.limit);
}

/**
 * One report with its target, every report of that target and the target's audit trail. Automatic
 * reports (screening's: `automatic`, no `reporterId`, the classifier's `scores`) come with the media they
 * are about and a signed URL of its image (`screenedMedia`, by media id; `signing` as in `screenedMediaOf`).
 */
export async function showReport(
  deps: Pick<Deps, "db" | "storage">,
  reportId: string,
  options: { signing?: MediaSigning } = {},
) {
  const report = await q.findReport(deps.db, reportId);
  if (!report) throw notFound(`No report with id ${reportId}`, "REPORT_NOT_FOUND");
  const [target, all, audit] = await Promise.all([
    q.findTarget(deps.db, report.targetType, report.targetId),
    q.reportsOfTarget(deps.db, report.targetType, report.targetId),
    q.auditOfTarget(deps.db, report.targetType, report.targetId),
  ]);
  const screenedMedia = await screenedMediaOf(deps, all, options.signing);
  return { report, target: target ?? null, reports: all, audit, screenedMedia };
}

export interface ResolveInput {
  action: ModerationAction;
  note: string;
  /** Who acts, for the audit log: the console's operator, or the name `--actor` gave the command. */
  actor: string | AuditActor;
  /** Suspension length (suspend only); default DEFAULT_SUSPENSION_DAYS. */
  days?: number;
}

export interface ResolveResult {
  action: ModerationAction;
  targetType: q.TargetType;
  targetId: string;
  subjectUserId: string | null;
  reportsResolved: number;
  suspendedUntil: Date | null;
}

const KIND: Record<q.TargetType, string> = { post: "post", comment: "comment", user: "account" };

/**
 * Resolves the open reports of the report's target with one action, writes the audit log entry in the
 * same transaction, then acts and notifies (SYSTEM):
 * - dismiss: nothing to act on; content hidden at the threshold or by screening comes back, and the
 *   flag of its media that screening found sensitive is cleared (the author's own mark stays).
 * - remove (a post or comment): deleted for everyone, with its media; the author is told why (`note`).
 * - suspend: the author (or the reported user) is suspended for `days`: tokens revoked, logins and
 *   tokens refused with 403 ACCOUNT_SUSPENDED, content hidden; the user is told until when.
 * Every reporter of the target gets the outcome. A report already resolved is 409 NOT_OPEN, so two
 * operators acting on the same target never both act.
 */
export async function resolveReport(
  deps: Deps,
  reportId: string,
  input: ResolveInput,
): Promise<ResolveResult> {
  const note = input.note.trim();
  if (!note || note.length > MAX_NOTE_LENGTH) {
    throw badRequest(`A note of 1 to ${MAX_NOTE_LENGTH} characters is required`, "NOTE_REQUIRED");
  }
  if (input.days !== undefined && input.action !== "suspend") {
    throw badRequest("Only a suspension takes a number of days", "DAYS_NOT_ALLOWED");
  }
  const days = input.days ?? DEFAULT_SUSPENSION_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > MAX_SUSPENSION_DAYS) {
    throw badRequest(`Days must be 1..${MAX_SUSPENSION_DAYS}`, "INVALID_DAYS");
  }
  const report = await q.findReport(deps.db, reportId);
  if (!report) throw notFound(`No report with id ${reportId}`, "REPORT_NOT_FOUND");
  const { targetType, targetId } = report;
  if (input.action === "remove" && targetType === "user") {
    throw badRequest("An account cannot be removed; suspend it", "CANNOT_REMOVE_USER");
  }
  const target = await q.findTarget(deps.db, targetType, targetId);
  if (!target && input.action !== "dismiss") {
    throw conflict(`The reported ${KIND[targetType]} no longer exists; dismiss the report`, "TARGET_GONE");
  }
  const subjectUserId = target?.authorId ?? null;
  const suspendedUntil = input.action === "suspend" ? new Date(Date.now() + days * 86_400_000) : null;
  const status = ({ dismiss: "dismissed", remove: "removed", suspend: "suspended" } as const)[input.action];

  const { resolved, unhidden, unflagged } = await deps.db.transaction(async (tx) => {
    const resolved = await q.resolveOpenReports(tx, targetType, targetId, status);
    if (!resolved.some((r) => r.id === reportId)) {
      throw conflict(
        `Report ${reportId} is ${report.status === "open" ? "already resolved" : report.status}`,
        "NOT_OPEN",
      );
    }
    const dismissed = input.action === "dismiss" && targetType !== "user";
    const unhidden = dismissed ? await q.unhide(tx, targetType, targetId) : false;
    // Screening's verdict overruled: its flag goes from the media, the scores stay on record.
    const unflagged =
      dismissed && targetType === "post" && resolved.some((r) => r.automatic)
        ? await clearSensitive(tx, targetId)
        : [];
    await appendAudit(tx, {
      action: input.action,
      actor: input.actor,
      reportId,
      targetType,
      targetId,
      subjectUserId,
      note,
      details: {
        reportIds: resolved.map((r) => r.id),
        ...(resolved.some((r) => r.automatic)
          ? { automaticReportIds: resolved.filter((r) => r.automatic).map((r) => r.id) }
          : {}),
        ...(unflagged.length > 0 ? { unflaggedMediaIds: unflagged } : {}),
        ...(suspendedUntil ? { suspendedUntil: suspendedUntil.toISOString(), days } : {}),
        ...(target?.postId && targetType === "comment" ? { postId: target.postId } : {}),
      },
    });
    return { resolved, unhidden, unflagged };
  });

  // Back for everyone (and no longer `sensitive` through screening): caches and media access follow.
  if ((unhidden || unflagged.length > 0) && targetType !== "user" && subjectUserId) {
    await publish(deps, "content.moderated", {
      targetType,
      targetId,
      authorId: subjectUserId,
      action: "restore",
    });
  }
  if (input.action === "remove" && target && subjectUserId && targetType !== "user") {
    if (targetType === "post") await erasePost(deps, targetId, subjectUserId);
    else if (target.postId) await eraseComment(deps, target.postId, targetId);
    await publish(deps, "content.moderated", {
      targetType,
      targetId,
      authorId: subjectUserId,
      action: "remove",
    });
  }
  if (input.action === "suspend" && subjectUserId && suspendedUntil) {
    await revokeTokensWith(deps, subjectUserId, { suspendedUntil });
    await publish(deps, "account.suspended", { userId: subjectUserId, until: suspendedUntil });
  }
  // The subject (of a removal or a suspension) and every reporter are told (notifications consumer).
  await publish(deps, "report.resolved", {
    action: input.action,
    targetType,
    subjectUserId,
    // Automatic reports have no reporter to tell.
    reporterIds: [...new Set(resolved.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))],
    note,
    suspendedUntil,
  });
  return {
    action: input.action,
    targetType,
    targetId,
    subjectUserId,
    reportsResolved: resolved.length,
    suspendedUntil,
  };
}

export interface AccountActionInput {
  note: string;
  /** Who acts, for the audit log. */
  actor: string | AuditActor;
  /** Suspension length (suspend only); default DEFAULT_SUSPENSION_DAYS. */
  days?: number;
}

function requireNote(note: string): string {
  const trimmed = note.trim();
  if (!trimmed || trimmed.length > MAX_NOTE_LENGTH) {
    throw badRequest(`A note of 1 to ${MAX_NOTE_LENGTH} characters is required`, "NOTE_REQUIRED");
  }
  return trimmed;
}

async function subjectOf(deps: Pick<Deps, "db">, userId: string) {
  const target = await q.findTarget(deps.db, "user", userId);
  if (!target) throw notFound(`No user with id ${userId}`, "USER_NOT_FOUND");
  return target;
}

/**
 * Suspends an account outside the report queue (the console's Users page), exactly as a report's
 * `suspend` does to its subject: audit entry, tokens revoked, logins refused until the end, content
 * hidden from others.
 */
export async function suspendAccount(
  deps: Deps,
  userId: string,
  input: AccountActionInput,
): Promise<{ userId: string; suspendedUntil: Date }> {
  const note = requireNote(input.note);
  const days = input.days ?? DEFAULT_SUSPENSION_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > MAX_SUSPENSION_DAYS) {
    throw badRequest(`Days must be 1..${MAX_SUSPENSION_DAYS}`, "INVALID_DAYS");
  }
  await subjectOf(deps, userId);
  const suspendedUntil = new Date(Date.now() + days * 86_400_000);
  // The suspension and its audit entry commit together.
  const version = await revokeTokensWith(deps, userId, { suspendedUntil }, (tx) =>
    appendAudit(tx, {
      action: "suspend",
      actor: input.actor,
      targetType: "user",
      targetId: userId,
      subjectUserId: userId,
      note,
      details: { suspendedUntil: suspendedUntil.toISOString(), days },
    }),
  );
  if (version === null) throw notFound(`No user with id ${userId}`, "USER_NOT_FOUND");
  await publish(deps, "account.suspended", { userId, until: suspendedUntil });
  return { userId, suspendedUntil };
}

/**
 * Ends a suspension now: the suspension's end is set to the present (so every check that compares it
 * with the clock lets the account in again), the tokens of the suspension are revoked (the user logs in
 * again), and the consumers of `account.suspended` put the content back (caches, media access at once).
 */
export async function liftSuspension(
  deps: Deps,
  userId: string,
  input: Omit<AccountActionInput, "days">,
): Promise<{ userId: string; liftedAt: Date }> {
  const note = requireNote(input.note);
  await subjectOf(deps, userId);
  const liftedAt = new Date();
  const version = await revokeTokensWith(deps, userId, { suspendedUntil: liftedAt }, (tx) =>
    appendAudit(tx, {
      action: "lift",
      actor: input.actor,
      targetType: "user",
      targetId: userId,
      subjectUserId: userId,
      note,
      details: {},
    }),
  );
  if (version === null) throw notFound(`No user with id ${userId}`, "USER_NOT_FOUND");
  await publish(deps, "account.suspended", { userId, until: liftedAt });
  return { userId, liftedAt };
}
