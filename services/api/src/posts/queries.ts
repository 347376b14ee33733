import {
  comments,
  type Executor,
  equalsAny,
  media,
  moderationAuditLog,
  type Page,
  type PageRequest,
  paginate,
  postImpressions,
  posts,
  preparedPerDatabase,
  type ReactionKind,
  reactions,
  reports,
  users,
} from "@playpal/db";
import { and, eq, inArray, ne, not, sql } from "drizzle-orm";
import { blockedEitherWay } from "../profiles/graph.ts";
import { userIsVisible, userRowVisible } from "../users/visibility.ts";
import { commentVisibleTo, postVisibleTo } from "./visibility.ts";

export type PostRow = typeof posts.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;
export type ReactionRow = typeof reactions.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

/** The counter property of each reaction kind (the same names on posts and comments). */
const COUNTER = {
  like: "likeCount",
  love: "loveCount",
  haha: "hahaCount",
  wow: "wowCount",
  sad: "sadCount",
  angry: "angryCount",
} as const satisfies Record<ReactionKind, keyof PostRow & keyof CommentRow>;

// ---- posts ---------------------------------------------------------------------------------------
export async function findPost(db: Executor, postId: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, postId));
  return row;
}

/** Whether the user is shown to others (neither deactivated nor suspended now). */
export async function authorIsVisible(db: Executor, userId: string): Promise<boolean> {
  const result = await db.execute<{ shown: boolean }>(sql`select ${userIsVisible(userId)} as shown`);
  return result.rows[0]?.shown === true;
}

export async function findVisiblePost(db: Executor, viewerId: string, postId: string) {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), postVisibleTo(viewerId)));
  return row;
}

export async function insertPost(db: Executor, values: typeof posts.$inferInsert): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

export async function insertMedia(db: Executor, rows: NewMediaRow[]): Promise<MediaRow[]> {
  if (rows.length === 0) return [];
  return db.insert(media).values(rows).returning();
}

/**
 * Deletes the posts (comments, reactions, media rows and impressions cascade) in one transaction and
 * one statement; returns their media rows. The posts are locked (`for update`, in id order, so two
 * deletions of overlapping batches take their locks in the same order) before their media is read, so
 * media attached concurrently is either listed here or refused by its foreign key, never left orphaned.
 * Posts already gone are skipped.
 */
export async function deletePosts(db: Executor, postIds: readonly string[]): Promise<MediaRow[]> {
  if (postIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(equalsAny(posts.id, postIds))
      .orderBy(posts.id)
      .for("update");
    if (locked.length === 0) return [];
    const lockedIds = locked.map((r) => r.id);
    const files = await tx.select().from(media).where(equalsAny(media.postId, lockedIds));
    await tx.delete(posts).where(equalsAny(posts.id, lockedIds));
    return files;
  });
}

/*
 * Lock order. Every write below that touches a post's or a comment's counter first locks that row
 * (`for no key update`, the lock the counter update takes anyway), before inserting or deleting the
 * child row. Inserting a child first takes a key-share lock on the parent through the foreign key, and
 * upgrading it for the counter update deadlocks against a concurrent delete of the parent; a child
 * whose parent was deleted in between fails its foreign key (500). Locking first, a concurrent delete
 * either waits for the write or wins it, and the write then sees the parent gone (404).
 * Deleting posts locks the posts (in id order), then their comments (cascade); comment deletion locks
 * the post first.
 */
async function lockPost(tx: Executor, postId: string): Promise<boolean> {
  const rows = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for("no key update");
  return rows.length > 0;
}

async function lockComment(tx: Executor, commentId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.id, commentId))
    .for("no key update");
  return rows.length > 0;
}

/** Locks the reaction's target (its post or its comment); false when it is gone. */
function lockTarget(tx: Executor, target: { postId: string | null; commentId: string | null }) {
  if (target.postId) return lockPost(tx, target.postId);
  if (target.commentId) return lockComment(tx, target.commentId);
  return Promise.resolve(false);
}

// ---- hydration (one query each for a whole page) ---------------------------------------------------
/** Prepared once per database: it runs on every page of posts (hydration). */
const mediaOfPosts = preparedPerDatabase<MediaRow[], { postIds: string[] }>("media_by_posts", (db, value) =>
  db
    .select()
    .from(media)
    .where(sql`${media.postId} = any(${value("postIds")}::text[])`)
    .orderBy(media.postId, media.position, media.id),
);

export async function mediaByPostIds(db: Executor, postIds: string[]): Promise<MediaRow[]> {
  if (postIds.length === 0) return [];
  return mediaOfPosts(db, { postIds });
}

/** The viewer's reaction kinds on a page of posts or comments, oldest first, in one query. */
export async function myReactions(
  db: Executor,
  userId: string,
  target: "postId" | "commentId",
  targetIds: string[],
): Promise<{ targetId: string; kind: ReactionKind }[]> {
  if (targetIds.length === 0) return [];
  return (target === "postId" ? myPostReactions : myCommentReactions)(db, { userId, targetIds });
}

/** Prepared once per database and target column: they run on every page of posts or comments. */
const reactionsOfUser = (target: "postId" | "commentId") =>
  preparedPerDatabase<{ targetId: string; kind: ReactionKind }[], { userId: string; targetIds: string[] }>(
    `my_reactions_${target}`,
    (db, value) =>
      db
        .select({ targetId: sql<string>`${reactions[target]}`, kind: reactions.kind })
        .from(reactions)
        .where(
          and(
            sql`${reactions.userId} = ${value("userId")}`,
            sql`${reactions[target]} = any(${value("targetIds")}::text[])`,
          ),
        )
        .orderBy(reactions.createdAt, reactions.id),
  );
const myPostReactions = reactionsOfUser("postId");
const myCommentReactions = reactionsOfUser("commentId");

// ---- comments ------------------------------------------------------------------------------------
export async function listComments(
  db: Executor,
  viewerId: string,
  postId: string,
  page: PageRequest,
): Promise<Page<CommentRow>> {
  return paginate(
    page,
    comments,
    (k) =>
      db
        .select()
        .from(comments)
        .where(and(eq(comments.postId, postId), commentVisibleTo(viewerId), k.after))
        .orderBy(...k.orderBy)
        .limit(k.take),
    (r) => r,
  );
}

export async function findComment(db: Executor, commentId: string): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, commentId));
  return row;
}

/** Inserts the comment and bumps the post's counter in one transaction; null when the post is gone. */
export async function insertComment(
  db: Executor,
  values: { postId: string; authorId: string; body: string },
  /** Runs in the same transaction once the comment is in (the writer records its event there). */
  inTransaction?: (tx: Executor, row: CommentRow) => Promise<void>,
): Promise<CommentRow | null> {
  return db.transaction(async (tx) => {
    if (!(await lockPost(tx, values.postId))) return null;
    const [row] = await tx.insert(comments).values(values).returning();
    if (!row) throw new Error("insert returned nothing");
    await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} + 1` })
      .where(eq(posts.id, values.postId));
    if (inTransaction) await inTransaction(tx, row);
    return row;
  });
}

/**
 * Deletes the post's comment (its reactions cascade) and lowers the post's counter in one transaction.
 * Returns the ids of the reactions that went with it, whose notifications must go too; null when the
 * comment was already gone. The comment is locked before its reactions are read, so a reaction added
 * concurrently (it locks the comment first) is either listed or refused.
 */
export async function deleteComment(
  db: Executor,
  postId: string,
  commentId: string,
): Promise<{ reactionIds: string[] } | null> {
  return db.transaction(async (tx) => {
    if (!(await lockPost(tx, postId))) return null;
    const locked = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.id, commentId), eq(comments.postId, postId)))
      .for("update");
    if (locked.length === 0) return null;
    const gone = await tx
      .select({ id: reactions.id })
      .from(reactions)
      .where(eq(reactions.commentId, commentId));
    await tx.delete(comments).where(eq(comments.id, commentId));
    await tx
      .update(posts)
      .set({ commentCount: sql`greatest(${posts.commentCount} - 1, 0)` })
      .where(eq(posts.id, postId));
    return { reactionIds: gone.map((r) => r.id) };
  });
}

// ---- reactions -----------------------------------------------------------------------------------
/**
 * Inserts the reaction unless the same one exists (`reactions_unique_key`) and, only when a row was
 * really inserted, bumps the target's counter for that kind in the same transaction.
 * Returns the row and whether it is new; null when the target is gone.
 */
export async function addReaction(
  db: Executor,
  input: { id: string; userId: string; postId: string | null; commentId: string | null; kind: ReactionKind },
): Promise<{ row: ReactionRow; created: boolean } | null> {
  return db.transaction(async (tx) => {
    if (!(await lockTarget(tx, input))) return null;
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into ${reactions} (id, user_id, post_id, comment_id, kind)
      values (${input.id}, ${input.userId}, ${input.postId}, ${input.commentId}, ${input.kind})
      on conflict on constraint reactions_unique_key do nothing
      returning id`);
    const created = inserted.rows.length > 0;
    if (created) await bumpReactionCounter(tx, input, 1);
    const [row] = await tx
      .select()
      .from(reactions)
      .where(
        and(
          eq(reactions.userId, input.userId),
          input.postId ? eq(reactions.postId, input.postId) : sql`${reactions.postId} is null`,
          input.commentId ? eq(reactions.commentId, input.commentId) : sql`${reactions.commentId} is null`,
          eq(reactions.kind, input.kind),
        ),
      );
    if (!row) throw new Error("reaction vanished between insert and select");
    return { row, created };
  });
}

/** Deletes the caller's own reaction and lowers the counter in one transaction; null when none matched. */
export async function removeReaction(db: Executor, userId: string, reactionId: string) {
  const mine = and(eq(reactions.id, reactionId), eq(reactions.userId, userId));
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ postId: reactions.postId, commentId: reactions.commentId })
      .from(reactions)
      .where(mine);
    if (!target || !(await lockTarget(tx, target))) return null;
    const [row] = await tx.delete(reactions).where(mine).returning();
    if (!row) return null;
    await bumpReactionCounter(tx, row, -1);
    return row;
  });
}

async function bumpReactionCounter(
  tx: Executor,
  target: { postId: string | null; commentId: string | null; kind: ReactionKind },
  delta: 1 | -1,
) {
  const key = COUNTER[target.kind];
  if (target.postId) {
    await tx
      .update(posts)
      .set({ [key]: sql`greatest(${posts[key]} + ${delta}, 0)` })
      .where(eq(posts.id, target.postId));
  } else if (target.commentId) {
    await tx
      .update(comments)
      .set({ [key]: sql`greatest(${comments[key]} + ${delta}, 0)` })
      .where(eq(comments.id, target.commentId));
  }
}

/**
 * A comment the viewer may see (its post visible, no block with its author), with whether the comment's
 * own author may still see its post (a follow ended, a block came later): notifications about the
 * comment must not reach an author who would find the post hidden.
 */
export async function findVisibleComment(db: Executor, viewerId: string, commentId: string) {
  const [row] = await db
    .select({ comment: comments, authorSeesPost: sql<boolean>`${postVisibleTo(comments.authorId)}` })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.id, commentId), postVisibleTo(viewerId), commentVisibleTo(viewerId)));
  return row;
}

// ---- impressions ---------------------------------------------------------------------------------
/**
 * One statement: inserts or accumulates the (user, post) impression, only when the viewer may see the
 * post; video watch time counts only for clip posts. Sums saturate at the integer column's maximum.
 * The post row is key-share locked, so a concurrent delete makes this skip it instead of failing the
 * foreign key. Returns false when the post is missing or hidden.
 */
export async function upsertImpression(
  db: Executor,
  input: { userId: string; postId: string; viewDurationMs: number; videoWatchMs: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${postImpressions} (user_id, post_id, view_duration_ms, video_watch_ms)
    select ${input.userId}, ${posts.id}, ${input.viewDurationMs}::int,
           case when ${posts.type} = 'clip' then ${input.videoWatchMs}::int else 0 end
    from ${posts}
    where ${posts.id} = ${input.postId} and ${postVisibleTo(input.userId)}
    for key share of ${posts}
    on conflict (user_id, post_id) do update set
      view_duration_ms = least(${postImpressions.viewDurationMs}::bigint + excluded.view_duration_ms, 2147483647),
      video_watch_ms = least(${postImpressions.videoWatchMs}::bigint + excluded.video_watch_ms, 2147483647),
      impressions = least(${postImpressions.impressions}::bigint + 1, 2147483647),
      updated_at = now()
    returning 1 as ok`);
  return result.rows.length > 0;
}

// ---- mentions ------------------------------------------------------------------------------------
/**
 * The users named by `usernames` (case-insensitively) who may see the post, other than the actor and
 * anyone blocked with the actor either way: one query whatever the number of mentions.
 */
export async function mentionRecipients(
  db: Executor,
  input: { usernames: string[]; actorId: string; postId: string },
): Promise<string[]> {
  if (input.usernames.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(posts, eq(posts.id, input.postId))
    .where(
      and(
        inArray(sql`lower(${users.username})`, input.usernames),
        ne(users.id, input.actorId),
        postVisibleTo(users.id),
        not(blockedEitherWay(users.id, input.actorId)),
      ),
    );
  return rows.map((r) => r.id);
}

/** Posts written per UTC day since `since` (days with none are absent), for the operators' overview. */
export async function postsPerDay(db: Executor, since: Date): Promise<{ day: string; value: number }[]> {
  const day = sql<string>`to_char((${posts.createdAt} at time zone 'utc')::date, 'YYYY-MM-DD')`;
  return db
    .select({ day, value: sql<number>`count(*)::int` })
    .from(posts)
    .where(sql`${posts.createdAt} >= ${since.toISOString()}::timestamptz`)
    .groupBy(day);
}

// ---- reports -------------------------------------------------------------------------------------
export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

export type ReportRow = typeof reports.$inferSelect;

/** Inserts the report; null when this reporter already reported this target (the unique key). */
export async function insertReport(
  db: Executor,
  values: typeof reports.$inferInsert,
): Promise<ReportRow | null> {
  const [row] = await db
    .insert(reports)
    .values(values)
    .onConflictDoNothing({ target: [reports.reporterId, reports.targetType, reports.targetId] })
    .returning();
  return row ?? null;
}

export async function findReport(
  db: Executor,
  reporterId: string,
  targetType: ReportRow["targetType"],
  targetId: string,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, targetType),
        eq(reports.targetId, targetId),
      ),
    );
  return row;
}

/**
 * What makes a report count toward the automatic hide (API.md "Trust and safety"; the rule is written
 * out in docs/operations.md "Moderation"): `threshold` distinct trusted reporters, where a reporter is
 * trusted while their account is at least `minAccountAgeSeconds` old (REPORT_TRUST_MIN_AGE_SECONDS),
 * not suspended, deactivated or purged, onboarded (has a username), has written at least one post or
 * comment, was never the subject of a moderator's `remove` or `suspend`, and has counted toward fewer
 * than `hidesPerReporterPerDay` hides (REPORT_HIDES_PER_REPORTER_PER_DAY) in the last 24 hours.
 */
export interface HideRule {
  threshold: number;
  minAccountAgeSeconds: number;
  hidesPerReporterPerDay: number;
}

/**
 * The report row's reporter (`"reports"."reporter_id"` of the enclosing query) is trusted now. Judged
 * when the threshold is checked, not when the report was filed: a reporter suspended since no longer
 * counts.
 */
function reporterIsTrusted(rule: HideRule) {
  return sql`exists (
      select 1 from ${users} u
      where u.id = ${reports.reporterId}
        and u.created_at <= now() - make_interval(secs => ${rule.minAccountAgeSeconds})
        and u.username is not null and u.onboarded
        and ${userRowVisible("u")}
    )
    and (
      exists (select 1 from ${posts} p where p.author_id = ${reports.reporterId})
      or exists (select 1 from ${comments} c where c.author_id = ${reports.reporterId})
    )
    and not exists (
      select 1 from ${moderationAuditLog} a
      where a.subject_user_id = ${reports.reporterId} and a.action in ('remove', 'suspend')
    )
    and (
      select count(*) from ${reports} mine
      where mine.reporter_id = ${reports.reporterId} and mine.hide_counted_at > now() - interval '1 day'
    ) < ${rule.hidesPerReporterPerDay}`;
}

/**
 * Hides the post or comment once `rule.threshold` distinct trusted reporters have open reports on it
 * (the unique key makes every report a distinct reporter); the reports that tipped it are stamped
 * `hide_counted_at`, which is what the per-reporter daily cap counts. Reports of anyone else stay open
 * in the queue without hiding anything. True only for the call that hid it (a concurrent call waits on
 * the row and finds it hidden).
 */
export async function hideAtThreshold(
  db: Executor,
  targetType: "post" | "comment",
  targetId: string,
  rule: HideRule,
): Promise<boolean> {
  const table = targetType === "post" ? posts : comments;
  return db.transaction(async (tx) => {
    const counted = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.targetType, targetType),
          eq(reports.targetId, targetId),
          eq(reports.status, "open"),
          // Screening's reports have no reporter: they never count toward the hide.
          eq(reports.automatic, false),
          reporterIsTrusted(rule),
        ),
      )
      .orderBy(reports.createdAt, reports.id)
      .limit(rule.threshold);
    if (counted.length < rule.threshold) return false;
    const hidden = await tx
      .update(table)
      .set({ moderationStatus: "hidden" })
      // A post screening flagged may be hidden by reporters too.
      .where(and(eq(table.id, targetId), ne(table.moderationStatus, "hidden")))
      .returning({ id: table.id });
    if (hidden.length === 0) return false;
    await tx
      .update(reports)
      .set({ hideCountedAt: sql`now()` })
      .where(
        inArray(
          reports.id,
          counted.map((r) => r.id),
        ),
      );
    return true;
  });
}
