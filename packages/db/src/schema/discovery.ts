import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, real, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, ts, updatedAt } from "./columns.ts";

/**
 * The games catalog, seeded by a migration from `packages/db/data/games.json` (see
 * `scripts/games-seed-sql.ts`). Ids are cuid-shaped and derived from the slug, so a seed re-generated
 * later keeps every id. Trigram indexes on `lower(name)` and `slug` live in the custom migration (they
 * need the `pg_trgm` extension).
 */
export const games = pgTable(
  "games",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** Object-storage key of the cover image (`games/covers/<slug>.jpg`), served like avatars. */
    coverKey: text("cover_key"),
    genres: text("genres").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("games_slug_key").on(t.slug), index("games_name_idx").on(sql`lower(${t.name})`, t.id)],
);

/**
 * Per-game figures refreshed by the `discovery.refresh-rollups` job (never counted on a request):
 * public posts in all, and public posts and their engagement over the last 7 days (trending games).
 */
export const gameStats = pgTable(
  "game_stats",
  {
    gameId: text("game_id")
      .primaryKey()
      .references(() => games.id, { onDelete: "cascade" }),
    postCount: integer("post_count").notNull().default(0),
    posts7d: integer("posts_7d").notNull().default(0),
    engagement7d: bigint("engagement_7d", { mode: "number" }).notNull().default(0),
    score: real("score").notNull().default(0),
    refreshedAt: updatedAt(),
  },
  (t) => [index("game_stats_score_idx").on(t.score.desc(), t.gameId)],
);

/**
 * Impressions and watch time of recent public clips, summed from `post_impressions` by the rollup job,
 * so trending clips read one row per candidate instead of aggregating every viewer's row per request.
 */
export const postEngagement = pgTable("post_engagement", {
  postId: text("post_id").primaryKey(),
  impressions: bigint("impressions", { mode: "number" }).notNull().default(0),
  watchMs: bigint("watch_ms", { mode: "number" }).notNull().default(0),
  refreshedAt: updatedAt(),
});

/** Followers gained over the last 7 days (follows still standing), refreshed by the rollup job. */
export const userGrowth = pgTable(
  "user_growth",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    gained7d: integer("gained_7d").notNull().default(0),
    refreshedAt: updatedAt(),
  },
  (t) => [index("user_growth_gained_idx").on(t.gained7d.desc(), t.userId)],
);

/** Sponsored placements, managed with `npm run sponsors -- add|end|list`. */
export const sponsors = pgTable(
  "sponsors",
  {
    id: id(),
    name: text("name").notNull(),
    imageUrl: text("image_url").notNull(),
    linkUrl: text("link_url").notNull(),
    placement: text("placement").notNull(),
    startsAt: ts("starts_at").notNull().defaultNow(),
    endsAt: ts("ends_at"),
    createdAt: createdAt(),
  },
  (t) => [index("sponsors_placement_idx").on(t.placement, t.startsAt)],
);

/** A user's profile links, in `position` order (at most 10, replaced as a whole). */
export const profileLinks = pgTable(
  "profile_links",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("profile_links_user_position_key").on(t.userId, t.position)],
);
