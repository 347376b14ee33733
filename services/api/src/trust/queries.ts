import {
  comments,
  type Executor,
  type MediaScreening,
  moderationAuditLog,
  posts,
  reports,
  users,
} from "@playpal/db";
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";

export type ReportRow = typeof reports.$inferSelect;
export type TargetType = ReportRow["targetType"];

/**
 * The open queue: one row per reported target, the longest-waiting first, with its report count and how
 * many of them are automatic (screening's, with no human reporter).
 */
export async function openTargets(db: Executor, limit: number) {
  return db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reports: sql<number>`count(*)::int`,
      automatic: sql<number>`(count(*) filter (where ${reports.automatic}))::int`,
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

/**
 * Puts content back as it was before moderation (a dismissal): hidden content shown again, a post that
 * screening flagged no longer flagged. True when its status changed.
 */
export async function unhide(
  tx: Executor,
  targetType: "post" | "comment",
  targetId: string,
): Promise<boolean> {
  const table = targetType === "post" ? posts : comments;
  const rows = await tx
    .update(table)
    .set({ moderationStatus: "none" })
    .where(and(eq(table.id, targetId), inArray(table.moderationStatus, ["hidden", "flagged"])))
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

// ---- automatic reports (screening) ----------------------------------------------------------------

/** Files the automatic report of one screened media; null when it was filed already (its unique key). */
export async function insertAutomaticReport(
  tx: Executor,
  values: { postId: string; mediaId: string; reason: string; scores: MediaScreening },
): Promise<ReportRow | null> {
  const [row] = await tx
    .insert(reports)
    .values({
      reporterId: null,
      automatic: true,
      targetType: "post",
      targetId: values.postId,
      mediaId: values.mediaId,
      reason: values.reason,
      scores: values.scores,
    })
    .onConflictDoNothing({ target: reports.mediaId, where: sql`${reports.automatic}` })
    .returning();
  return row ?? null;
}

/**
 * A post's status after screening: `flagged` (from `none`), or `hidden` (from anything else). True when it
 * changed.
 */
export async function applyScreeningStatus(
  tx: Executor,
  postId: string,
  status: "flagged" | "hidden",
): Promise<boolean> {
  const rows = await tx
    .update(posts)
    .set({ moderationStatus: status })
    .where(
      and(
        eq(posts.id, postId),
        status === "flagged" ? eq(posts.moderationStatus, "none") : ne(posts.moderationStatus, "hidden"),
      ),
    )
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * The reports that count against a user in their dossier: every report of a human against them or their
 * content, and an automatic one (screening's) only once a moderator confirmed it (removed the content or
 * suspended the author). As a condition on `reports`, for the read models that list or count them.
 */
export function countsAgainstSubject(): SQL {
  return sql`(not ${reports.automatic} or ${reports.status} in ('removed', 'suspended'))`;
}
