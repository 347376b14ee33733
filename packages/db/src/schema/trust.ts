import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, ts } from "./columns.ts";

/**
 * What the audit log records: the moderation actions, then every other privileged action of every
 * entry point (docs/console.md, "Audit log"): a suspension lifted, a verification approved or rejected,
 * a payout period calculated or its failed transfers retried, a ledger check run, an operator granted,
 * revoked or their sessions ended, a username locked by failed logins, and the jobs board's actions.
 */
export const auditActions = [
  "flag",
  "hide",
  "dismiss",
  "remove",
  "suspend",
  "lift",
  "approve",
  "reject",
  "calculate",
  "retry",
  "verify_ledger",
  "grant",
  "revoke",
  "end_sessions",
  "login_locked",
  "job_retry",
  "job_clean",
  "job_promote",
  "job_pause",
  "job_resume",
  "job_change",
  "event_retry",
] as const;
export const auditTargetTypes = [
  "post",
  "comment",
  "user",
  "payout_period",
  "ledger",
  "operator",
  "queue",
  "event",
] as const;
/** `done`; `refused` (the action was not taken: a payout run busy, a board action answered 4xx); `failed`. */
export const auditOutcomes = ["done", "refused", "failed"] as const;

/**
 * Every privileged action, append-only: a trigger refuses UPDATE and DELETE (migration 0009). No
 * foreign key to users on purpose: the log outlives the accounts it names (a purge leaves it, see
 * docs/data-retention.md). Written in the action's own transaction wherever the action writes
 * PostgreSQL (`appendAudit`, packages/db/src/audit.ts).
 */
export const moderationAuditLog = pgTable(
  "moderation_audit_log",
  {
    id: id(),
    action: text("action", { enum: auditActions }).notNull(),
    /**
     * Who acted: `operator:<operator id>` (the console), `cli:<OS user>` (`npm run admin`),
     * `bearer:<address>` (the payout service's admin routes), `system` (the threshold), `screening`
     * (the media worker's classifier), or the name given to `npm run admin -- reports --actor`.
     */
    actor: text("actor").notNull(),
    /** The operator's username and role when the action was taken (the id alone outlives a rename). */
    actorName: text("actor_name"),
    actorRole: text("actor_role"),
    /** The address the action came from (the operator's browser, the bearer's caller). */
    sourceAddress: text("source_address"),
    outcome: text("outcome", { enum: auditOutcomes }).notNull().default("done"),
    reportId: text("report_id"),
    targetType: text("target_type", { enum: auditTargetTypes }).notNull(),
    targetId: text("target_id").notNull(),
    /** The user the action fell on (the content's author, or the reported user). */
    subjectUserId: text("subject_user_id"),
    note: text("note"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("moderation_audit_log_target_idx").on(t.targetType, t.targetId, t.createdAt),
    // Users a moderator acted against: their reports never count toward the automatic hide.
    index("moderation_audit_log_actioned_subject_idx")
      .on(t.subjectUserId)
      .where(sql`${t.action} in ('remove', 'suspend')`),
    // The Audit log page: newest first, all of it or one actor's or one action's (keyset on both).
    index("moderation_audit_log_recent_idx").on(t.createdAt.desc(), t.id.desc()),
    index("moderation_audit_log_actor_idx").on(t.actor, t.createdAt.desc(), t.id.desc()),
    index("moderation_audit_log_action_idx").on(t.action, t.createdAt.desc(), t.id.desc()),
    // A user's dossier: the actions that fell on them, newest first.
    index("moderation_audit_log_subject_idx").on(t.subjectUserId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A user's data export (POST /user/me/export): a ZIP in storage until `expiresAt`. */
export const accountExports = pgTable(
  "account_exports",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "ready", "failed"] })
      .notNull()
      .default("pending"),
    storageKey: text("storage_key"),
    errorMessage: text("error_message"),
    expiresAt: ts("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_exports_user_idx").on(t.userId, t.createdAt.desc()),
    index("account_exports_expiry_idx").on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
  ],
);
