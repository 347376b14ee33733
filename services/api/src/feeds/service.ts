import { createHash } from "node:crypto";
import { toPage, type WireCursor } from "@playpal/db";
import { notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import type { EncodedBody, PageRequest } from "../http/encoded.ts";
import { hydratePosts, type KnownHydration, type PostView } from "../posts/hydrate.ts";
import type { PostRow } from "../posts/queries.ts";
import { onReadReplica } from "../read-routing.ts";
import { readThroughFeed } from "./cache.ts";
import * as q from "./queries.ts";
import type { FeedQuery } from "./schema.ts";
import { readHomeFeed } from "./timeline.ts";

export interface FeedPage {
  items: PostView[];
  nextCursor: WireCursor | null;
}

/**
 * The cache key part of one request: every parameter, normalised (exclusions sorted and deduplicated)
 * and hashed so long exclusion lists stay short keys.
 */
export function feedCacheKey(scope: string, query: FeedQuery): string {
  const normal = {
    limit: query.limit,
    cursor: query.cursor ? [query.cursor.createdAt.toISOString(), query.cursor.id] : null,
    refreshSince: query.refreshSince
      ? [query.refreshSince.createdAt.toISOString(), query.refreshSince.id]
      : null,
    exclude: [...new Set(query.excludePostIds ?? [])].sort(),
  };
  return `${scope}:${digestOf(JSON.stringify(normal))}`;
}

/**
 * Digests of recent normalized parameters: every cached read derives its key twice (the prefetch and
 * the handler) and most readers ask for the same few forms, so the hash (5% of the API's CPU on a
 * cached feed read, bench profile) is made once per form. Bounded: emptied when full.
 */
const digests = new Map<string, string>();
const DIGESTS_KEPT = 1024;
function digestOf(normal: string): string {
  let digest = digests.get(normal);
  if (digest === undefined) {
    if (digests.size >= DIGESTS_KEPT) digests.clear();
    digest = createHash("sha1").update(normal).digest("base64url");
    digests.set(normal, digest);
  }
  return digest;
}

/** Skeleton (one query) -> hydrate (three queries) -> page; cached 60 s per viewer and parameters. */
async function loadPage(
  deps: Deps,
  viewerId: string,
  limit: number,
  skeleton: Promise<{ rows: PostRow[]; known?: KnownHydration }>,
): Promise<FeedPage> {
  const { rows, known } = await skeleton;
  const page = toPage(rows, limit, (r) => r);
  return { items: await hydratePosts(deps, viewerId, page.items, known), nextCursor: page.nextCursor };
}

/**
 * The caller's posts and those of accounts they follow that they may see, newest first, minus blocks;
 * read from the caller's fan-out timeline when it can answer exactly, else the SQL form (timeline.ts);
 * as encoded bytes (cached per viewer: `myReactions` is the viewer's), in the encoding `out` asks for.
 */
export async function homeFeed(
  deps: Deps,
  viewerId: string,
  query: FeedQuery,
  out: PageRequest<FeedPage>,
): Promise<EncodedBody> {
  return readThroughFeed(
    deps,
    viewerId,
    feedCacheKey("home", query),
    // Uncached: a replica's read, unless the viewer wrote recently (read-routing.ts).
    async () =>
      out.serialize(
        await onReadReplica(deps, viewerId, (routed) =>
          loadPage(routed, viewerId, query.limit, readHomeFeed(routed, viewerId, query)),
        ),
      ),
    out,
  );
}

/** One user's posts the caller may see; 404 when the user does not exist or either blocked the other. */
export async function userFeed(
  deps: Deps,
  viewerId: string,
  authorId: string,
  query: FeedQuery,
  out: PageRequest<FeedPage>,
): Promise<EncodedBody> {
  if (!(await q.authorVisibleTo(deps.db, viewerId, authorId)))
    throw notFound("User not found", "USER_NOT_FOUND");
  return readThroughFeed(
    deps,
    viewerId,
    feedCacheKey(`user:${authorId}`, query),
    async () =>
      out.serialize(
        await onReadReplica(deps, viewerId, (routed) =>
          loadPage(
            routed,
            viewerId,
            query.limit,
            q.userFeed(routed.db, viewerId, authorId, query).then((rows) => ({ rows })),
          ),
        ),
      ),
    out,
  );
}
