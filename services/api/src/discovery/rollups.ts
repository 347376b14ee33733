import type { Database } from "@playpal/db";
import { sql } from "drizzle-orm";
import { hiddenUserIds } from "../users/visibility.ts";

/**
 * Refreshes the discovery rollup tables in one transaction, entirely in SQL (no row comes to Node):
 *
 * - `post_engagement`: impressions and video watch time of the public clips of the last 7 days, summed
 *   from `post_impressions` (one row per viewer and post). Clips older than that drop out.
 * - `user_growth`: followers gained over the last 7 days that still follow (`follows_created_idx`).
 * - `game_stats`: per catalog game, public posts in all, and over the last 7 days public posts and
 *   their engagement (reactions + 2 x comments); score = 2 x posts + engagement. Posts of accounts
 *   hidden now (deactivated or suspended, users/visibility.ts) are not counted, as they are not shown.
 *
 * Every refreshed row is stamped with the transaction's `now()`; rows not stamped are left over from
 * earlier runs and deleted. Run by the repeatable `discovery.refresh-rollups` job (every 5 minutes).
 */
export async function refreshRollups(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into post_engagement (post_id, impressions, watch_ms, updated_at)
      select i.post_id, sum(i.impressions), sum(i.video_watch_ms), now()::timestamptz(3)
      from posts p
      join post_impressions i on i.post_id = p.id
      where p.visibility = 'public' and p.type = 'clip' and p.created_at > now() - interval '7 days'
      group by i.post_id
      on conflict (post_id) do update
        set impressions = excluded.impressions, watch_ms = excluded.watch_ms, updated_at = excluded.updated_at`);
    await tx.execute(sql`delete from post_engagement where updated_at < now()::timestamptz(3)`);

    await tx.execute(sql`
      insert into user_growth (user_id, gained_7d, updated_at)
      select following_id, count(*), now()::timestamptz(3) from follows
      where created_at > now() - interval '7 days'
      group by following_id
      on conflict (user_id) do update set gained_7d = excluded.gained_7d, updated_at = excluded.updated_at`);
    await tx.execute(sql`delete from user_growth where updated_at < now()::timestamptz(3)`);

    await tx.execute(sql`
      insert into game_stats (game_id, post_count, posts_7d, engagement_7d, score, updated_at)
      select g.id, coalesce(total.n, 0), coalesce(recent.n, 0), coalesce(recent.engagement, 0),
             2 * coalesce(recent.n, 0) + coalesce(recent.engagement, 0), now()::timestamptz(3)
      from games g
      left join (
        select game_id, count(*) as n from posts
        where game_id is not null and visibility = 'public' and author_id not in (${hiddenUserIds()})
        group by game_id
      ) total on total.game_id = g.id
      left join (
        select game_id, count(*) as n,
               sum(like_count + love_count + haha_count + wow_count + sad_count + angry_count + 2 * comment_count) as engagement
        from posts
        where game_id is not null and visibility = 'public' and created_at > now() - interval '7 days'
          and author_id not in (${hiddenUserIds()})
        group by game_id
      ) recent on recent.game_id = g.id
      where total.n is not null
      on conflict (game_id) do update set post_count = excluded.post_count, posts_7d = excluded.posts_7d,
        engagement_7d = excluded.engagement_7d, score = excluded.score, updated_at = excluded.updated_at`);
    await tx.execute(sql`delete from game_stats where updated_at < now()::timestamptz(3)`);
  });
}
