import { type Executor, feedFanoutPending, posts } from "@playpal/db";
import { eq, sql } from "drizzle-orm";

/**
 * The home timelines' fan-out outbox (`feed_fanout_pending`, docs/feed-query.md): a new post's row is
 * written in the post's transaction (feeds/subscribers.ts) and deleted when its fan-out job is done
 * (timeline-jobs.ts); the sweep queues again the fan-out of a row left over a minute, and /metrics shows
 * how many rows wait and the oldest's age (metrics.ts).
 */

/** The fan-out outbox row of a new post, written in the post's transaction (`feedFanoutPending`). */
export async function insertFanoutPending(tx: Executor, postId: string): Promise<void> {
  await tx.insert(feedFanoutPending).values({ postId }).onConflictDoNothing();
}

/** The post's fan-out is done (or has nothing to do): its outbox row goes. */
export async function deleteFanoutPending(db: Executor, postId: string): Promise<void> {
  await db.delete(feedFanoutPending).where(eq(feedFanoutPending.postId, postId));
}

/**
 * Up to `limit` posts whose fan-out was queued before `before` and is still not done, oldest first,
 * marked queued at `now` in the same statement (rows another sweep holds are skipped).
 */
export async function claimStaleFanouts(
  db: Executor,
  before: Date,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db.execute<{ post_id: string }>(sql`
    update ${feedFanoutPending} set queued_at = ${now.toISOString()}
    where ${feedFanoutPending.postId} in (
      select ${feedFanoutPending.postId} from ${feedFanoutPending}
      where ${feedFanoutPending.queuedAt} < ${before.toISOString()}
      order by ${feedFanoutPending.queuedAt}
      limit ${limit}
      for update skip locked)
    returning ${feedFanoutPending.postId} as post_id`);
  return rows.rows.map((r) => r.post_id);
}

/** The outbox at a glance: rows, and the age in seconds of the oldest row's post (0 when empty). */
export async function fanoutOutboxState(db: Executor): Promise<{ pending: number; oldestSeconds: number }> {
  const rows = await db.execute<{ pending: number; oldest: number | null }>(sql`
    select count(*)::int as pending,
      extract(epoch from now() - min(${posts.createdAt}))::float8 as oldest
    from ${feedFanoutPending} join ${posts} on ${posts.id} = ${feedFanoutPending.postId}`);
  const row = rows.rows[0];
  return { pending: row?.pending ?? 0, oldestSeconds: Math.max(0, row?.oldest ?? 0) };
}
