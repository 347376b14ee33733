import { comments, type Executor, moderationAuditLog, posts, reports, users } from "@playpal/db";
import { and, asc, desc, eq, sql } from "drizzle-orm";

export type ReportRow = typeof reports.$inferSelect;
export type TargetType = ReportRow["targetType"];

/** The open queue: one row per reported target, the longest-waiting first, with its report count. */
export async function openTargets(db: Executor, limit: number) {
  return db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reports: sql<number>`count(*)::int`,
      firstReportId: sql<string>`(array_agg(${reports.id} order by ${reports.createdAt}, ${reports.id}))[1]`,
      firstReportedAt: sql<Date>`min(${reports.createdAt})`.mapWith(reports.createdAt),
      reasons: sql<
        string[]
      >`(array_agg(${reports.reason} order by ${reports.createdAt}, ${reports.id}))[1:3]`,
    })
    .from(reports)
    .where(eq(reports.status, "open"))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(sql`min(${reports.createdAt})`, reports.targetId)
    .limit(limit);
}

export async function findReport(db: Executor, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}

/** Every report of a target, oldest first. */
export async function reportsOfTarget(db: Executor, targetType: TargetType, targetId: string) {
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)))
    .orderBy(asc(reports.createdAt), asc(reports.id));
}

/** Resolves the target's open reports; returns them (empty when another moderator resolved them first). */
export async function resolveOpenReports(
  tx: Executor,
  targetType: TargetType,
  targetId: string,
  status: "dismissed" | "removed" | "suspended",
): Promise<ReportRow[]> {
  return tx
    .update(reports)
    .set({ status, resolvedAt: new Date() })
    .where(
      and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, "open")),
    )
    .returning();
}

/** What a report points at: the content (with its author and post) or the user; undefined when gone. */
export async function findTarget(db: Executor, targetType: TargetType, targetId: string) {
  if (targetType === "post") {
    const [row] = await db
      .select({
        authorId: posts.authorId,
        postId: posts.id,
        body: posts.body,
        status: posts.moderationStatus,
      })
      .from(posts)
      .where(eq(posts.id, targetId));
    return row;
  }
  if (targetType === "comment") {
    const [row] = await db
      .select({
        authorId: comments.authorId,
        postId: comments.postId,
        body: comments.body,
        status: comments.moderationStatus,
      })
      .from(comments)
      .where(eq(comments.id, targetId));
    return row;
  }
  const [row] = await db
    .select({
      authorId: users.id,
      postId: sql<null>`null`,
      body: users.displayName,
      status: sql<string>`'none'`,
    })
    .from(users)
    .where(eq(users.id, targetId));
  return row;
}

/** Puts hidden content back (a dismissal): true when it was hidden. */
export async function unhide(
  tx: Executor,
  targetType: "post" | "comment",
  targetId: string,
): Promise<boolean> {
  const table = targetType === "post" ? posts : comments;
  const rows = await tx
    .update(table)
    .set({ moderationStatus: "none" })
    .where(and(eq(table.id, targetId), eq(table.moderationStatus, "hidden")))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function auditOfTarget(db: Executor, targetType: TargetType, targetId: string) {
  return db
    .select()
    .from(moderationAuditLog)
    .where(and(eq(moderationAuditLog.targetType, targetType), eq(moderationAuditLog.targetId, targetId)))
    .orderBy(desc(moderationAuditLog.createdAt));
}
