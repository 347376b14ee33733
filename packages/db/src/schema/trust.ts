import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, ts } from "./columns.ts";

/**
 * What the audit log records: the moderation actions, then the console's (docs/console.md): a
 * suspension lifted, a verification approved or rejected, failed payouts retried, a ledger check run.
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
  "retry",
  "verify_ledger",
] as const;
export const auditTargetTypes = ["post", "comment", "user", "payout_period", "ledger"] as const;

/**
 * Every moderation action (dismiss, remove, suspend, the threshold's automatic hide), append-only: a
 * trigger refuses UPDATE and DELETE (migration 0009). No foreign key to users on purpose: the log
 * outlives the accounts it names (a purge leaves it, see docs/data-retention.md).
 */
export const moderationAuditLog = pgTable(
  "moderation_audit_log",
  {
    id: id(),
    action: text("action", { enum: auditActions }).notNull(),
    /**
     * Who acted: the operator's name (`--actor`, default the OS user), `system` for the report
     * threshold, `screening` for the media worker's classifier.
     */
    actor: text("actor").notNull(),
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
