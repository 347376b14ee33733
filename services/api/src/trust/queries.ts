import {
  type Cursor,
  comments,
  type Executor,
  keyset,
  type MediaScreening,
  moderationAuditLog,
  type Page,
  posts,
  reports,
  toPage,
  users,
} from "@playpal/db";
import { and, asc, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";

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

/**
 * The report that stands for its target in the queue: the target's oldest open one. A row comparison
 * against the target's other open reports (`reports_target_idx`), so the queue can walk the open
 * reports in their index order (`reports_open_idx`) and keep one per target.
 */
const firstOpenOfItsTarget = sql`not exists (
  select 1 from ${reports} as earlier
  where earlier.status = 'open' and earlier.target_type = ${reports.targetType}
    and earlier.target_id = ${reports.targetId}
    and (earlier.created_at, earlier.id) < (${reports.createdAt}, ${reports.id}))`;

const openOf = (targetType?: TargetType) =>
  and(
    eq(reports.status, "open"),
    targetType ? eq(reports.targetType, targetType) : undefined,
    firstOpenOfItsTarget,
  );

export interface OpenTarget {
  /** The target's oldest open report: the queue's row, and its keyset. */
  firstReportId: string;
  firstReportedAt: Date;
  targetType: TargetType;
  targetId: string;
  /** Its open reports, how many of them are automatic (screening's), and the reasons of the first three. */
  reports: number;
  automatic: number;
  reasons: string[];
}

/**
 * One page of the open queue, one row per reported target, the longest-waiting first: keyset on the
 * first open report's (createdAt, id), in SQL, so a filter or a deep page loses nothing.
 */
export async function openTargetsPage(
  db: Executor,
  filter: { targetType?: TargetType },
  page: { limit: number; cursor?: Cursor | null },
): Promise<Page<OpenTarget>> {
  const k = keyset(reports.createdAt, reports.id, page, { order: "oldest" });
  const sameTarget = sql`o.target_type = ${reports.targetType} and o.target_id = ${reports.targetId} and o.status = 'open'`;
  const rows = await db
    .select({
      firstReportId: reports.id,
      firstReportedAt: reports.createdAt,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reports: sql<number>`(select count(*)::int from ${reports} o where ${sameTarget})`,
      automatic: sql<number>`(select count(*)::int from ${reports} o where ${sameTarget} and o.automatic)`,
      reasons: sql<
        string[]
      >`array(select o.reason from ${reports} o where ${sameTarget} order by o.created_at, o.id limit 3)`,
    })
    .from(reports)
    .where(and(openOf(filter.targetType), k.after))
    .orderBy(...k.orderBy)
    .limit(k.take);
  return toPage(rows, page.limit, (r) => ({ id: r.firstReportId, createdAt: r.firstReportedAt }));
}

/** How many targets wait (of one type, or all), counted up to `cap + 1`. */
export async function openTargetCount(db: Executor, filter: { targetType?: TargetType }, cap: number) {
  const inner = db
    .select({ one: sql`1` })
    .from(reports)
    .where(openOf(filter.targetType))
    .limit(cap + 1);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner.as("capped"));
  return row?.n ?? 0;
}

/**
 * The reports against a user that count (`countsAgainstSubject`: a human's, or an automatic one a
 * moderator confirmed): of their account, their posts and their comments, one select per kind
 * (`reports_target_idx` through the user's posts and comments).
 */
function reportsAgainstBy(db: Executor, userId: string) {
  const columns = getTableColumns(reports);
  const counted = countsAgainstSubject();
  return [
    db
      .select(columns)
      .from(reports)
      .where(and(eq(reports.targetType, "user"), eq(reports.targetId, userId), counted)),
    db
      .select(columns)
      .from(posts)
      .innerJoin(reports, and(eq(reports.targetType, "post"), eq(reports.targetId, posts.id)))
      .where(and(eq(posts.authorId, userId), counted)),
    db
      .select(columns)
      .from(comments)
      .innerJoin(reports, and(eq(reports.targetType, "comment"), eq(reports.targetId, comments.id)))
      .where(and(eq(comments.authorId, userId), counted)),
  ] as const;
}

/** The reports that count against a user (see `reportsAgainstBy`), the newest first. */
export async function reportsAgainst(db: Executor, userId: string, limit: number): Promise<ReportRow[]> {
  const [ofAccount, ofPosts, ofComments] = reportsAgainstBy(db, userId);
  return unionAll(ofAccount, ofPosts, ofComments).orderBy(sql`created_at desc`, sql`id desc`).limit(limit);
}

/** How many reports count against a user, counted up to `cap + 1`. */
export async function reportsAgainstCount(db: Executor, userId: string, cap: number): Promise<number> {
  const [ofAccount, ofPosts, ofComments] = reportsAgainstBy(db, userId);
  const capped = unionAll(ofAccount, ofPosts, ofComments)
    .limit(cap + 1)
    .as("capped");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

/** The actions that fell on a user, the newest first. */
export function auditOfSubject(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(moderationAuditLog)
    .where(eq(moderationAuditLog.subjectUserId, userId))
    .orderBy(desc(moderationAuditLog.createdAt), desc(moderationAuditLog.id))
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
