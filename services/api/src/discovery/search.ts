/**
 * Search, with PostgreSQL itself: the one module that knows how matching and relevance are done, so a
 * dedicated engine (OpenSearch, Meilisearch) can replace it behind the same three functions
 * (`searchUsers`, `searchPosts`, `gameMatch`) when one PostgreSQL no longer serves (docs/search.md).
 *
 * - Usernames and display names: `pg_trgm` GIN indexes on `lower(...)` (migration 0005) answer
 *   prefixes (`like 'q%'`), substrings and typos (`%` similarity on usernames, `%>` word similarity on
 *   display names), so "shadowhuntr" finds "shadowhunter".
 * - Game names: the same on `lower(name)`; "fortnte" finds Fortnite.
 * - Post bodies: full text, `to_tsvector('simple', body)` with a GIN index; every word of the query is a
 *   prefix (`word:*`), ranked with `ts_rank`. The `simple` configuration (no stemming, no stop words)
 *   suits gamer slang, handles and several languages alike.
 * Relevance prefers exact matches, then prefixes, then similar text, and boosts accounts the viewer
 * follows. Visibility and blocks are the posts domain's SQL (`postVisibleTo`, `blockedEitherWay`).
 */
import { type Executor, games, posts, users } from "@playpal/db";
import { and, desc, type SQL, sql } from "drizzle-orm";
import type { PostRow } from "../posts/queries.ts";
import { postVisibleTo } from "../posts/visibility.ts";
import { blockedEitherWay, viewerFollows } from "../profiles/graph.ts";
import { userRowVisible, visibleFollowCounts } from "../users/visibility.ts";
import type { UserCardRow } from "./views.ts";

/** `\`, `%` and `_` taken literally inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const normal = (q: string) => q.trim().toLowerCase();

/** How a game name matches `q` and its rank (lower is better), for the catalog and `/search`. */
export function gameMatch(q: string): { where: SQL; rank: SQL<number> } {
  const text = normal(q);
  const like = escapeLike(text);
  const name = sql`lower(${games.name})`;
  return {
    where: sql`(${name} like ${`%${like}%`} or ${name} % ${text})`,
    // 0 exact, 1 prefix, 2 a word's prefix, 3 anywhere, then 4..10 by falling trigram similarity.
    rank: sql<number>`(case
      when ${name} = ${text} or ${games.slug} = ${text} then 0
      when ${name} like ${`${like}%`} then 1
      when ${name} like ${`% ${like}%`} then 2
      when ${name} like ${`%${like}%`} then 3
      else 13 - least(floor(similarity(${name}, ${text}) * 10), 9)::int end)`,
  };
}

/** Candidates per way of matching a user: enough to rank well, bounded whatever the query. */
const PREFIX_CANDIDATES = 50;
const FUZZY_CANDIDATES = 200;

export type UserHit = UserCardRow;

/** The user search statement (exported for the plan test). */
export function searchUsersQuery(db: Executor, viewerId: string, q: string, limit: number) {
  const text = normal(q);
  const like = escapeLike(text);
  const username = sql`lower(${users.username})`;
  const display = sql`lower(${users.displayName})`;
  const followed = viewerFollows(viewerId, users.id);
  // The candidates, one branch per way of matching, each answered by its own index (an OR of all four
  // in one scan costs about as much as reading the table, and the planner may pick that) and each
  // bounded: a query close to thousands of names ("player1" among "player123"...) ranks a few hundred
  // candidates, not all of them; the exact username has a branch of its own (the unique index), so it
  // is always among them. The outer query reads the candidates' own columns (aliased "users"), never
  // the table again.
  const columns = sql.raw(
    "id, username, display_name, avatar_key, followers_count, is_live, deactivated_at, suspended_until",
  );
  const score = sql`(case
      when ${username} = ${text} then 1000
      when ${username} like ${`${like}%`} then 800
      when ${display} = ${text} then 700
      when ${display} like ${`${like}%`} or ${display} like ${`% ${like}%`} then 600
      else 0 end
    + greatest(similarity(${username}, ${text}), word_similarity(${text}, ${display})) * 400
    + case when ${followed} then 150 else 0 end
    + ln(${users.followersCount} + 1) * 5)`;
  return db
    .select({
      id: sql<string>`${users.id}`,
      username: sql<string | null>`${users.username}`,
      displayName: sql<string>`${users.displayName}`,
      avatarKey: sql<string | null>`${users.avatarKey}`,
      followersCount: visibleFollowCounts().followersCount,
      isLive: sql<boolean>`${users.isLive}`,
      isFollowing: sql<boolean>`${followed}`,
    })
    .from(sql`(
        select ${columns} from users where lower(username) = ${text}
        union select ${columns} from (select ${columns} from users where lower(username) like ${`${like}%`}
                                      limit ${PREFIX_CANDIDATES}) as prefix
        union select ${columns} from (select ${columns} from users where lower(username) % ${text}
                                      limit ${FUZZY_CANDIDATES}) as fuzzy
        union select ${columns} from (select ${columns} from users where lower(display_name) like ${`%${like}%`}
                                      limit ${FUZZY_CANDIDATES}) as inside
        union select ${columns} from (select ${columns} from users where lower(display_name) %> ${text}
                                      limit ${FUZZY_CANDIDATES}) as word
      ) as "users"`)
    .where(
      and(
        sql`${users.username} is not null`,
        userRowVisible(),
        sql`not ${blockedEitherWay(users.id, viewerId)}`,
      ),
    )
    .orderBy(desc(score), users.id)
    .limit(limit);
}

/** Onboarded users matching `q` by username or display name, best first; never a blocked account. */
export async function searchUsers(
  db: Executor,
  viewerId: string,
  q: string,
  limit: number,
): Promise<UserHit[]> {
  return searchUsersQuery(db, viewerId, q, limit);
}

/** The query's words as a prefix tsquery (`gg:* & clutch:*`), or null when it has no word at all. */
export function prefixTsQuery(q: string): string | null {
  const words =
    normal(q)
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/** The post search statement (exported for the plan test); null when `q` has no word to look for. */
export function searchPostsQuery(db: Executor, viewerId: string, q: string, limit: number) {
  const tsq = prefixTsQuery(q);
  if (!tsq) return null;
  const vector = sql`to_tsvector('simple', ${posts.body})`;
  const query = sql`to_tsquery('simple', ${tsq})`;
  const followed = viewerFollows(viewerId, posts.authorId);
  const rank = sql`(ts_rank(${vector}, ${query}) + case when ${followed} then 0.5 else 0 end)`;
  return db
    .select()
    .from(posts)
    .where(and(sql`${vector} @@ ${query}`, postVisibleTo(viewerId)))
    .orderBy(desc(rank), desc(posts.createdAt), desc(posts.id))
    .limit(limit);
}

/** Posts whose body has every word of `q` (as prefixes) that the viewer may see, best first. */
export async function searchPosts(
  db: Executor,
  viewerId: string,
  q: string,
  limit: number,
): Promise<PostRow[]> {
  const query = searchPostsQuery(db, viewerId, q, limit);
  return query ? query : [];
}
