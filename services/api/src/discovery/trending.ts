import { type Executor, posts, users } from "@playpal/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import { hydratePosts } from "../posts/hydrate.ts";
import type { PostView } from "../posts/views.ts";
import { postVisibleTo } from "../posts/visibility.ts";
import { blockedEitherWay, viewerFollows } from "../profiles/graph.ts";
import { userRowVisible, visibleFollowCounts } from "../users/visibility.ts";
import { gamesByIds } from "./games.ts";
import type { TrendingWindow } from "./schema.ts";
import { readShared, TRENDING_TTL_SECONDS } from "./shared-cache.ts";
import { type GameView, presentUserCard, type UserCardView } from "./views.ts";

/** How many ranked ids each cached list keeps: room for blocks to drop some and still fill a page. */
export const TRENDING_DEPTH = 100;

const WINDOW_SQL: Record<TrendingWindow, string> = { "24h": "24 hours", "7d": "7 days" };

export const CLIP_FORMULA =
  "score = engagement / (age_hours + 2)^1.5, engagement = reactions + 2 x comments + 0.1 x impressions + " +
  "minutes of video watched; over the public clips (`type: clip`) posted inside the window, newest first on ties";
export const USER_FORMULA =
  "followers gained over the last 7 days that still follow, most first (ties: id); onboarded accounts only";
export const GAME_FORMULA =
  "score = 2 x public posts of the last 7 days + their engagement (reactions + 2 x comments), highest first";
export const CACHE_NOTE =
  `The ranking is computed in SQL (figures from rollup tables refreshed every 5 minutes) and cached ` +
  `${TRENDING_TTL_SECONDS / 60} minutes in Redis, one entry for everyone: at expiry one request recomputes ` +
  "while the others get the previous list. Per-caller fields and blocks (either way) are applied after " +
  "the cache, and only posts that are public now ever appear.";

/** The ranking statements (exported for the plan test); each returns at most `TRENDING_DEPTH` ids. */
export function rankClipsQuery(window: TrendingWindow) {
  return sql`
    select p.id from ${posts} p
    left join post_engagement e on e.post_id = p.id
    where p.visibility = 'public' and p.type = 'clip'
      and p.created_at > now() - ${WINDOW_SQL[window]}::interval
    order by (p.like_count + p.love_count + p.haha_count + p.wow_count + p.sad_count + p.angry_count
              + 2 * p.comment_count + 0.1 * coalesce(e.impressions, 0) + coalesce(e.watch_ms, 0) / 60000.0)
             / power(extract(epoch from now() - p.created_at) / 3600 + 2, 1.5) desc,
             p.created_at desc, p.id desc
    limit ${TRENDING_DEPTH}`;
}

export function rankUsersQuery() {
  return sql`
    select g.user_id as id from user_growth g
    join ${users} u on u.id = g.user_id
    where g.gained_7d > 0 and u.username is not null
    order by g.gained_7d desc nulls last, g.user_id
    limit ${TRENDING_DEPTH}`;
}

export function rankGamesQuery() {
  return sql`
    select game_id as id from game_stats
    where score > 0
    order by score desc nulls last, game_id
    limit ${TRENDING_DEPTH}`;
}

/** Recomputes per list since the process started (the stampede test reads it; also logged). */
const recomputes = new Map<string, number>();
export const recomputeCount = (list: string) => recomputes.get(list) ?? 0;

async function rankedIds(
  deps: Pick<Deps, "db" | "reads" | "redis" | "logger">,
  list: string,
  query: ReturnType<typeof sql>,
) {
  return readShared(deps, `trending:${list}`, async () => {
    recomputes.set(list, recomputeCount(list) + 1);
    const started = Date.now();
    // A recompute reads every recent post or game: a replica's work (the same for every viewer).
    const result = await deps.reads.run(undefined, (db) => db.execute<{ id: string }>(query));
    deps.logger.debug({ list, ms: Date.now() - started }, "trending list recomputed");
    return result.rows.map((r) => r.id);
  });
}

/** Keeps the order of `ids`, dropping those `rows` lack. */
function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Trending clips for one viewer: cached ranking, then public-now and block filters, then hydration. */
export async function trendingClips(
  deps: Deps,
  viewerId: string,
  window: TrendingWindow,
  limit: number,
): Promise<PostView[]> {
  const ids = await rankedIds(deps, `clips:${window}`, rankClipsQuery(window));
  if (ids.length === 0) return [];
  // Public now, and visible to this viewer by the posts domain's own rule (blocks either way, and any
  // rule it gains later), whatever the cached ranking says.
  const rows = await deps.db
    .select()
    .from(posts)
    .where(and(inArray(posts.id, ids), eq(posts.visibility, "public"), postVisibleTo(viewerId)));
  return hydratePosts(deps, viewerId, inOrder(ids, rows).slice(0, limit));
}

/** User cards of `ids` in that order, for one viewer: anyone in a block with the viewer (either way) dropped. */
export async function loadUserCards(
  deps: Pick<Deps, "db" | "storage">,
  viewerId: string,
  ids: string[],
): Promise<UserCardView[]> {
  if (ids.length === 0) return [];
  const rows = await userCardRows(deps.db, viewerId).where(
    and(inArray(users.id, ids), userRowVisible(), sql`not ${blockedEitherWay(users.id, viewerId)}`),
  );
  return inOrder(ids, rows).map((r) => presentUserCard(r, deps.storage));
}

export function userCardRows(db: Executor, viewerId: string) {
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      avatarKey: users.avatarKey,
      followersCount: visibleFollowCounts().followersCount,
      isLive: users.isLive,
      isFollowing: sql<boolean>`${viewerFollows(viewerId, users.id)}`,
    })
    .from(users)
    .$dynamic();
}

export async function trendingUsers(deps: Deps, viewerId: string, limit: number): Promise<UserCardView[]> {
  const ids = await rankedIds(deps, "users", rankUsersQuery());
  return (await loadUserCards(deps, viewerId, ids)).slice(0, limit);
}

export async function trendingGames(deps: Deps, limit: number): Promise<GameView[]> {
  const ids = await rankedIds(deps, "games", rankGamesQuery());
  return gamesByIds(deps, ids.slice(0, limit));
}
