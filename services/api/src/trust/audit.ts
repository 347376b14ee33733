/**
 * The audit log: written by `appendAudit` (packages/db/src/audit.ts, in each action's transaction),
 * read here for the console's Audit log page (Mastodon's `/admin/action_logs`): newest first, filtered
 * by actor, action, target and time, keyset-paged along the indexes of migration 0018.
 */
import {
  type AuditActor,
  appendAudit,
  auditActions,
  auditTargetTypes,
  type Cursor,
  keyset,
  moderationAuditLog,
  type Page,
  toPage,
} from "@playpal/db";
import { and, eq, gte, lt } from "drizzle-orm";
import type { Deps } from "../deps.ts";

export { type AuditActor, type AuditEntry, appendAudit } from "@playpal/db";

export type AuditAction = (typeof auditActions)[number];
export type AuditTargetType = (typeof auditTargetTypes)[number];
export const AUDIT_ACTIONS: readonly AuditAction[] = auditActions;
export const AUDIT_TARGET_TYPES: readonly AuditTargetType[] = auditTargetTypes;
export type AuditRow = typeof moderationAuditLog.$inferSelect;

export interface AuditLogFilter {
  /** Exactly this actor (`operator:<id>`, `cli:alice`, `bearer:10.0.0.5`, `system`). */
  actor?: string;
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  /** From this time (inclusive) to that one (exclusive). */
  from?: Date;
  to?: Date;
}

/** One page of the audit log, newest first. */
export async function listAuditLog(
  deps: Pick<Deps, "db">,
  filter: AuditLogFilter,
  page: { limit: number; cursor?: Cursor | null },
): Promise<Page<AuditRow>> {
  const k = keyset(moderationAuditLog.createdAt, moderationAuditLog.id, page);
  const t = moderationAuditLog;
  const rows = await deps.db
    .select()
    .from(t)
    .where(
      and(
        filter.actor !== undefined ? eq(t.actor, filter.actor) : undefined,
        filter.action !== undefined ? eq(t.action, filter.action) : undefined,
        filter.targetType !== undefined ? eq(t.targetType, filter.targetType) : undefined,
        filter.targetId !== undefined ? eq(t.targetId, filter.targetId) : undefined,
        filter.from ? gte(t.createdAt, filter.from) : undefined,
        filter.to ? lt(t.createdAt, filter.to) : undefined,
        k.after,
      ),
    )
    .orderBy(...k.orderBy)
    .limit(k.take);
  return toPage(rows, page.limit, (r) => r);
}

/** Records an action that writes nothing in PostgreSQL (a jobs board action, a ledger check) after it ran. */
export function recordAction(
  deps: Pick<Deps, "db">,
  entry: Omit<Parameters<typeof appendAudit>[1], "actor">,
  actor: AuditActor,
): Promise<void> {
  return appendAudit(deps.db, { ...entry, actor });
}
