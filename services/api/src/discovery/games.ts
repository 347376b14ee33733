import {
  type Cursor,
  type Executor,
  gameStats,
  games,
  newestFirst,
  olderThan,
  posts,
  toPage,
  type WireCursor,
} from "@playpal/db";
import { notFound } from "@playpal/platform";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import { hydratePosts } from "../posts/hydrate.ts";
import type { PostView } from "../posts/views.ts";
import { postVisibleTo } from "../posts/visibility.ts";
import type { GameCursor } from "./schema.ts";
import { gameMatch } from "./search.ts";
import { type GameView, presentGame } from "./views.ts";

const gameColumns = {
  id: games.id,
  slug: games.slug,
  name: games.name,
  coverKey: games.coverKey,
  genres: games.genres,
  postCount: sql<number>`coalesce(${gameStats.postCount}, 0)`.mapWith(Number),
};
/** Games with their rollup figures, by id, in the order given (unknown ids dropped). */
export async function gamesByIds(deps: Pick<Deps, "db" | "storage">, ids: string[]): Promise<GameView[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select(gameColumns)
    .from(games)
    .leftJoin(gameStats, eq(gameStats.gameId, games.id))
    .where(inArray(games.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentGame(row, deps.storage)] : [];
  });
}

/**
 * `GET /games`: the catalog A to Z, or with `q` the games matching it by relevance (exact name, then
 * name prefix, then a word of the name, then anywhere in it, then similar names: "fortnte" finds
 * Fortnite). Keyset-paginated on (rank, lower(name), id); the cursor is the last row's.
 */
export async function listGames(
  deps: Pick<Deps, "db" | "storage">,
  query: { q?: string; limit: number; cursor?: GameCursor },
): Promise<{ items: GameView[]; nextCursor: GameCursor | null }> {
  const match = query.q ? gameMatch(query.q) : null;
  const rank: SQL<number> = match ? match.rank : sql<number>`0::int`;
  const lowerName = sql<string>`lower(${games.name})`;
  const { cursor } = query;
  const rows = await deps.db
    .select({ ...gameColumns, rank: sql<number>`${rank}`.mapWith(Number), sortName: lowerName })
    .from(games)
    .leftJoin(gameStats, eq(gameStats.gameId, games.id))
    .where(
      and(
        match?.where,
        cursor
          ? sql`(${rank}, ${lowerName}, ${games.id}) > (${cursor.rank}, ${cursor.name}, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(sql`${rank}`, lowerName, games.id)
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((r) => presentGame(r, deps.storage)),
    nextCursor:
      rows.length > query.limit && last ? { rank: last.rank, name: last.sortName, id: last.id } : null,
  };
}

async function findGame(db: Executor, idOrSlug: string) {
  const [row] = await db
    .select(gameColumns)
    .from(games)
    .leftJoin(gameStats, eq(gameStats.gameId, games.id))
    .where(or(eq(games.id, idOrSlug), eq(games.slug, idOrSlug.toLowerCase())))
    .limit(1);
  return row;
}

const gameNotFound = () => notFound("Game not found", "GAME_NOT_FOUND");

/** `GET /games/:gameId` by id or slug. */
export async function getGame(deps: Pick<Deps, "db" | "storage">, idOrSlug: string): Promise<GameView> {
  const row = await findGame(deps.db, idOrSlug);
  if (!row) throw gameNotFound();
  return presentGame(row, deps.storage);
}

/** One game's posts the viewer may see, newest first, from `posts_game_created_idx`. */
export function gamePostsQuery(
  db: Executor,
  viewerId: string,
  gameId: string,
  w: { limit: number; cursor?: Cursor },
) {
  return db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.gameId, gameId),
        postVisibleTo(viewerId),
        w.cursor ? olderThan(posts.createdAt, posts.id, w.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(posts.createdAt, posts.id))
    .limit(w.limit + 1);
}

/** `GET /games/:gameId/posts`: keyset-paginated like every feed; 404 for an unknown game. */
export async function listGamePosts(
  deps: Deps,
  viewerId: string,
  idOrSlug: string,
  w: { limit: number; cursor?: Cursor },
): Promise<{ items: PostView[]; nextCursor: WireCursor | null }> {
  const game = await findGame(deps.db, idOrSlug);
  if (!game) throw gameNotFound();
  const page = toPage(await gamePostsQuery(deps.db, viewerId, game.id, w), w.limit, (r) => r);
  return { items: await hydratePosts(deps, viewerId, page.items), nextCursor: page.nextCursor };
}
