import { follows, users } from "@playpal/db";
import { and, eq, isNotNull, type SQLWrapper, sql } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import { hydratePosts } from "../posts/hydrate.ts";
import type { PostView } from "../posts/views.ts";
import { blockedEitherWay, viewerFollows } from "../profiles/graph.ts";
import { onReadReplica } from "../read-routing.ts";
import { userIsVisible } from "../users/visibility.ts";
import { listGames } from "./games.ts";
import type { SearchType } from "./schema.ts";
import { searchPosts, searchUsers } from "./search.ts";
import { loadUserCards, trendingClips, trendingGames, userCardRows } from "./trending.ts";
import { type GameView, presentUserCard, type UserCardView } from "./views.ts";

export interface SearchResult {
  users: UserCardView[];
  clips: PostView[];
  games: GameView[];
}

/** `GET /search`: the kinds asked for, each ranked by relevance, run together; the others empty. */
export function search(
  deps: Deps,
  viewerId: string,
  query: { q: string; type: SearchType; limit: number },
): Promise<SearchResult> {
  return onReadReplica(deps, viewerId, (routed) => searchOn(routed, viewerId, query));
}

async function searchOn(
  deps: Deps,
  viewerId: string,
  query: { q: string; type: SearchType; limit: number },
): Promise<SearchResult> {
  const wants = (kind: SearchType) => query.type === "all" || query.type === kind;
  const [users, clips, games] = await Promise.all([
    wants("users") ? searchUserCardsOn(deps, viewerId, query.q, query.limit) : [],
    wants("clips")
      ? searchPosts(deps.db, viewerId, query.q, query.limit).then((rows) =>
          hydratePosts(deps, viewerId, rows),
        )
      : [],
    wants("games") ? listGames(deps, { q: query.q, limit: query.limit }).then((page) => page.items) : [],
  ]);
  return { users, clips, games };
}

/** `GET /search/users` (and the users of `/search`). */
export function searchUserCards(
  deps: Deps,
  viewerId: string,
  q: string,
  limit: number,
): Promise<UserCardView[]> {
  return onReadReplica(deps, viewerId, (routed) => searchUserCardsOn(routed, viewerId, q, limit));
}

async function searchUserCardsOn(
  deps: Deps,
  viewerId: string,
  q: string,
  limit: number,
): Promise<UserCardView[]> {
  const rows = await searchUsers(deps.db, viewerId, q, limit);
  return rows.map((r) => presentUserCard(r, deps.storage));
}

/** What discover shows of live creators and suggestions. */
export const DISCOVER_LIVE = 10;
export const DISCOVER_SUGGESTIONS = 20;
export const DISCOVER_CLIPS = 10;
export const DISCOVER_GAMES = 10;
/** Friends of friends are read from the caller's newest 200 follows and each one's newest 100. */
const FOF_FOLLOWS = 200;
const FOF_PER_FOLLOW = 100;

/**
 * An account the caller may be suggested: visible (not deactivated or suspended), not the caller, not
 * followed yet, no block either way.
 */
const suggestible = (viewerId: string, id: SQLWrapper) => sql`${id} <> ${viewerId}
  and ${userIsVisible(id)}
  and not ${viewerFollows(viewerId, id)}
  and not ${blockedEitherWay(id, viewerId)}`;

/** Live creators the caller does not follow yet, most followed first (`users_live_idx`). */
export function liveQuery(deps: Pick<Deps, "db">, viewerId: string, limit: number) {
  return userCardRows(deps.db, viewerId)
    .where(and(eq(users.isLive, true), isNotNull(users.username), suggestible(viewerId, users.id)))
    .orderBy(sql`${users.followersCount} desc nulls last`, users.id)
    .limit(limit);
}

/**
 * Friends of friends: accounts followed by the accounts the caller follows, ranked by how many of them
 * follow it (then by followers); bounded reads from `follows_follower_created_idx`.
 */
export function friendsOfFriendsQuery(viewerId: string, limit: number) {
  return sql`
    with mine as (
      select following_id from ${follows} where follower_id = ${viewerId}
      order by created_at desc nulls last limit ${FOF_FOLLOWS}
    ),
    overlap as (
      select theirs.following_id as id, count(*) as n
      from mine
      cross join lateral (
        select f.following_id from ${follows} f where f.follower_id = mine.following_id
        order by f.created_at desc nulls last limit ${FOF_PER_FOLLOW}
      ) as theirs
      group by theirs.following_id
    )
    select u.id from overlap
    join ${users} u on u.id = overlap.id
    where u.username is not null and ${suggestible(viewerId, sql`u.id`)}
    order by overlap.n desc, u.followers_count desc, u.id
    limit ${limit}`;
}

/** The most followed accounts the caller may be suggested (`users_followers_idx` in order). */
export function popularQuery(deps: Pick<Deps, "db">, viewerId: string, limit: number) {
  return deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.username), suggestible(viewerId, users.id)))
    .orderBy(sql`${users.followersCount} desc nulls last`, users.id)
    .limit(limit);
}

/**
 * `GET /discover` in one round trip: live creators, then suggestions (friends of friends, filled up
 * with popular accounts), trending clips of the day and trending games, all run together. Nobody is
 * shown twice; never the caller, an account they follow, or one in a block with them.
 */
export function discover(deps: Deps, viewerId: string) {
  return onReadReplica(deps, viewerId, (routed) => discoverOn(routed, viewerId));
}

async function discoverOn(deps: Deps, viewerId: string) {
  const [live, fof, popular, trendingClipsList, games] = await Promise.all([
    liveQuery(deps, viewerId, DISCOVER_LIVE),
    deps.db.execute<{ id: string }>(friendsOfFriendsQuery(viewerId, DISCOVER_SUGGESTIONS)),
    popularQuery(deps, viewerId, DISCOVER_SUGGESTIONS + DISCOVER_LIVE),
    trendingClips(deps, viewerId, "24h", DISCOVER_CLIPS),
    trendingGames(deps, DISCOVER_GAMES),
  ]);
  const shown = new Set(live.map((u) => u.id));
  const suggestedIds: string[] = [];
  for (const id of [...fof.rows.map((r) => r.id), ...popular.map((r) => r.id)]) {
    if (suggestedIds.length === DISCOVER_SUGGESTIONS) break;
    if (shown.has(id)) continue;
    shown.add(id);
    suggestedIds.push(id);
  }
  return {
    live: live.map((row) => presentUserCard(row, deps.storage)),
    suggestedUsers: await loadUserCards(deps, viewerId, suggestedIds),
    trendingClips: trendingClipsList,
    games,
  };
}
