import { z } from "zod";
import { cursorQuery, idSchema, isoDate, limitQuery } from "../http/schemas.ts";
import { postSchema } from "../posts/schema.ts";

export const SEARCH_QUERY_MAX = 100;

/** `q`: 1-100 characters after trimming (API.md), else 400. */
export const searchText = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`);

// ---- games ---------------------------------------------------------------------------------------
export const gameSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    coverUrl: z.string().nullable(),
    genres: z.array(z.string()),
    postCount: z
      .number()
      .int()
      .describe("Public posts tagged with the game; refreshed every few minutes, not on each post"),
  })
  .meta({ id: "Game" });

const gameCursorFields = z.object({
  rank: z.coerce.number().int().min(0).max(99),
  name: z.string().max(200),
  id: idSchema,
});

/** The games list's keyset cursor: bracket notation or a JSON string, like every other cursor. */
export const gameCursorQuery = z
  .union(
    [
      gameCursorFields,
      z
        .string()
        .transform((value, ctx) => {
          try {
            return JSON.parse(value) as unknown;
          } catch {
            ctx.addIssue({ code: "custom", message: "must be a JSON object { rank, name, id }" });
            return z.NEVER;
          }
        })
        .pipe(gameCursorFields),
    ],
    { error: "must be { rank, name, id } in bracket notation or as a JSON string" },
  )
  .meta({ description: "The `nextCursor` of the previous page, as given: bracket notation or JSON" });
export type GameCursor = z.infer<typeof gameCursorFields>;

export const gameCursorSchema = z
  .object({ rank: z.number().int(), name: z.string(), id: z.string() })
  .meta({ id: "GameCursor" });

export const gamesQuery = z.object({
  q: searchText.optional(),
  limit: limitQuery(50, 20),
  cursor: gameCursorQuery.optional(),
});

export const gamePageSchema = z
  .object({ items: z.array(gameSchema), nextCursor: gameCursorSchema.nullable() })
  .meta({ id: "GamePage" });

export const gameParams = z.object({
  gameId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "must be a game id or slug"),
});

export const gamePostsQuery = z.object({
  limit: limitQuery(50, 20),
  cursor: cursorQuery.optional().describe("Page forward: posts older than this `{ id, createdAt }`"),
});

// ---- users as discovery shows them ---------------------------------------------------------------
export const userCardSchema = z
  .object({
    id: z.string(),
    username: z.string().nullable(),
    display_name: z.string(),
    avatarUrl: z.string().nullable(),
    followersCount: z.number().int(),
    isLive: z.boolean(),
    isFollowing: z.boolean().describe("The caller follows this user"),
  })
  .meta({ id: "UserCard" });

// ---- trending ------------------------------------------------------------------------------------
export const trendingWindows = ["24h", "7d"] as const;
export type TrendingWindow = (typeof trendingWindows)[number];

export const trendingClipsQuery = z.object({
  window: z.enum(trendingWindows).default("24h"),
  limit: limitQuery(50, 20),
});
export const trendingListQuery = z.object({ limit: limitQuery(50, 20) });

const envelope = <T extends z.ZodRawShape>(id: string, data: T) =>
  z.object({ success: z.literal(true), data: z.object(data) }).meta({ id });

export const trendingClipsSchema = envelope("TrendingClips", { clips: z.array(postSchema) });
export const trendingUsersSchema = envelope("TrendingUsers", { users: z.array(userCardSchema) });
export const trendingGamesSchema = envelope("TrendingGames", { games: z.array(gameSchema) });

// ---- search --------------------------------------------------------------------------------------
export const searchTypes = ["all", "users", "clips", "games"] as const;
export type SearchType = (typeof searchTypes)[number];

export const searchQuery = z.object({
  q: searchText,
  type: z.enum(searchTypes).default("all"),
  limit: limitQuery(50, 20),
});
export const searchUsersQuery = z.object({ q: searchText, limit: limitQuery(50, 20) });

export const searchResultSchema = envelope("SearchResult", {
  users: z.array(userCardSchema),
  clips: z.array(postSchema),
  games: z.array(gameSchema),
});

// ---- discover ------------------------------------------------------------------------------------
export const discoverSchema = z
  .object({
    live: z.array(userCardSchema),
    suggestedUsers: z.array(userCardSchema),
    trendingClips: z.array(postSchema),
    games: z.array(gameSchema),
  })
  .meta({ id: "Discover" });

// ---- sponsors ------------------------------------------------------------------------------------
export const sponsorSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.string(),
    linkUrl: z.string(),
    placement: z.string(),
    startsAt: isoDate,
    endsAt: isoDate.nullable(),
  })
  .meta({ id: "Sponsor" });

export const PLACEMENT_PATTERN = /^[a-z0-9][a-z0-9_-]{0,49}$/;
export const sponsorsQuery = z.object({
  placement: z
    .string()
    .trim()
    .regex(PLACEMENT_PATTERN, "must be 1-50 of [a-z0-9_-]")
    .optional()
    .describe("Only this placement (e.g. `discover`, `feed`); all placements when absent"),
});

// ---- profile links -------------------------------------------------------------------------------
export const MAX_LINKS = 10;
export const LINK_TITLE_MAX = 60;
export const LINK_URL_MAX = 2048;

/** An absolute http(s) URL with a host, at most 2048 characters; anything else is 400. */
export const httpUrl = z
  .string()
  .trim()
  .min(1)
  .max(LINK_URL_MAX)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, "must be an http or https URL");

export const linkSchema = z
  .object({ id: z.string(), title: z.string(), url: z.string() })
  .meta({ id: "Link" });
export const linksSchema = z.array(linkSchema);

export const putLinksBody = z.strictObject({
  links: z
    .array(z.strictObject({ title: z.string().trim().min(1).max(LINK_TITLE_MAX), url: httpUrl }))
    .max(MAX_LINKS, `at most ${MAX_LINKS} links`),
});
