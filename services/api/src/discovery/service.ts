import type { Deps } from "../deps.ts";
import { hydratePosts, type PostDto } from "../posts/hydrate.ts";
import { listGames } from "./games.ts";
import type { GameDto, SearchType, UserCard } from "./schema.ts";
import { searchPosts, searchUsers } from "./search.ts";
import { presentUserCard } from "./trending.ts";

export interface SearchResult {
  users: UserCard[];
  clips: PostDto[];
  games: GameDto[];
}

/** `GET /search`: the kinds asked for, each ranked by relevance, run together; the others empty. */
export async function search(
  deps: Deps,
  viewerId: string,
  query: { q: string; type: SearchType; limit: number },
): Promise<SearchResult> {
  const wants = (kind: SearchType) => query.type === "all" || query.type === kind;
  const [users, clips, games] = await Promise.all([
    wants("users") ? searchUserCards(deps, viewerId, query.q, query.limit) : [],
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
export async function searchUserCards(
  deps: Deps,
  viewerId: string,
  q: string,
  limit: number,
): Promise<UserCard[]> {
  const rows = await searchUsers(deps.db, viewerId, q, limit);
  return rows.map((r) => presentUserCard(deps, r));
}
