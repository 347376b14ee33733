import { type Executor, games } from "@playpal/db";
import { eq, or } from "drizzle-orm";

/**
 * The one thing other domains ask the games catalog: which catalog game an id (or slug) names, or
 * null. Posts call it to refuse a `gameId` that names no game. A domain of its own below posts (the
 * catalog's routes and rankings live in discovery, above posts), so that posts never import discovery.
 */
export async function resolveGameId(db: Executor, idOrSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(or(eq(games.id, idOrSlug), eq(games.slug, idOrSlug.toLowerCase())))
    .limit(1);
  return row?.id ?? null;
}
