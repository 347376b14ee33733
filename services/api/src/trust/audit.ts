import { type Executor, moderationAuditLog } from "@playpal/db";

export type AuditEntry = typeof moderationAuditLog.$inferInsert;

/**
 * Appends one moderation action to the audit log. The table refuses UPDATE, DELETE and TRUNCATE (a
 * trigger of migration 0009): what was done, by whom and why stays on record.
 */
export async function appendAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(moderationAuditLog).values(entry);
}
