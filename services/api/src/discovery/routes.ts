import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { feedPageSchema } from "../feeds/schema.ts";
import { authedErrors, errorSchema } from "../http/schemas.ts";
import { getUserLinks, replaceLinks } from "../profiles/links.ts";
import { userIdParams } from "../profiles/schema.ts";
import { getGame, listGamePosts, listGames } from "./games.ts";
import {
  discoverSchema,
  gamePageSchema,
  gameParams,
  gamePostsQuery,
  gameSchema,
  gamesQuery,
  LINK_TITLE_MAX,
  LINK_URL_MAX,
  linksSchema,
  MAX_LINKS,
  putLinksBody,
  searchQuery,
  searchResultSchema,
  searchUsersQuery,
  sponsorSchema,
  sponsorsQuery,
  trendingClipsQuery,
  trendingClipsSchema,
  trendingGamesSchema,
  trendingListQuery,
  trendingUsersSchema,
  userCardSchema,
} from "./schema.ts";
import {
  DISCOVER_CLIPS,
  DISCOVER_GAMES,
  DISCOVER_LIVE,
  DISCOVER_SUGGESTIONS,
  discover,
  search,
  searchUserCards,
} from "./service.ts";
import { activeSponsors } from "./sponsors.ts";
import {
  CACHE_NOTE,
  CLIP_FORMULA,
  GAME_FORMULA,
  trendingClips,
  trendingGames,
  trendingUsers,
  USER_FORMULA,
} from "./trending.ts";

const notFoundErrors = { ...authedErrors, 404: errorSchema } as const;

export const discoveryRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ["games"];
  app.get(
    "/games",
    {
      config: { operation: { operationId: "listGames" } },
      schema: {
        tags,
        summary: "The games catalog, A to Z, or the games matching `q` by relevance",
        description:
          "Without `q`: every game by name. With `q` (1-100 characters after trimming): exact name first, then " +
          "names starting with it, names with a word starting with it, names containing it, then similar names " +
          '(typos: "fortnte" finds Fortnite). Keyset-paginated: pass `nextCursor` back as `cursor` ' +
          "(bracket notation or JSON). `coverUrl` is null until the operator has stored the cover image.",
        querystring: gamesQuery,
        response: { 200: gamePageSchema, ...authedErrors },
      },
    },
    async (request) => listGames(deps, request.query),
  );

  app.get(
    "/games/:gameId",
    {
      config: { operation: { operationId: "getGame", codes: ["GAME_NOT_FOUND"] } },
      schema: {
        tags,
        summary: "One game of the catalog, by id or slug",
        description: "`postCount` counts public posts and is refreshed every 5 minutes.",
        params: gameParams,
        response: { 200: gameSchema, ...notFoundErrors },
      },
    },
    async (request) => getGame(deps, request.params.gameId),
  );

  app.get(
    "/games/:gameId/posts",
    {
      config: { operation: { operationId: "listGamePosts", codes: ["GAME_NOT_FOUND"] } },
      schema: {
        tags,
        summary: "A game's posts that the caller may see, newest first, keyset-paginated",
        description: "Visibility and blocks as everywhere (API.md). 404 for an unknown game.",
        params: gameParams,
        querystring: gamePostsQuery,
        response: { 200: feedPageSchema, ...notFoundErrors },
      },
    },
    async (request) => listGamePosts(deps, request.userId, request.params.gameId, request.query),
  );

  const searchNote =
    "`q` is 1-100 characters after trimming (else 400). Users match by username or display name, by prefix, " +
    "anywhere in the name, or with typos (trigram similarity); ranked exact username, then prefixes, then " +
    "similar names, accounts the caller follows boosted, then by followers. Never an account in a block " +
    "with the caller (either way), never one without a username yet.";
  app.get(
    "/search",
    {
      config: { operation: { operationId: "search" } },
      schema: {
        tags: ["search"],
        summary: "Searches users, posts and games at once; `{ success, data: { users, clips, games } }`",
        description:
          `${searchNote} \`clips\`: posts of every type whose text holds every word of \`q\` (each as a prefix), ` +
          "that the caller may see (visibility and blocks), ranked by text relevance with followed authors " +
          "boosted, then newest. `games`: as `GET /games?q=`. `type` limits the search to one kind (the others " +
          "come back empty); `limit` applies to each kind.",
        querystring: searchQuery,
        response: { 200: searchResultSchema, ...authedErrors },
      },
    },
    async (request) => ({ success: true as const, data: await search(deps, request.userId, request.query) }),
  );

  app.get(
    "/search/users",
    {
      config: { operation: { operationId: "searchUsers" } },
      schema: {
        tags: ["search"],
        summary: "Searches users by username or display name; a bare array (SPEC.md)",
        description: searchNote,
        querystring: searchUsersQuery,
        response: { 200: z.array(userCardSchema), ...authedErrors },
      },
    },
    async (request) => searchUserCards(deps, request.userId, request.query.q, request.query.limit),
  );

  app.get(
    "/trending/clips",
    {
      config: { operation: { operationId: "listTrendingClips" } },
      schema: {
        tags: ["trending"],
        summary: "Trending clips over the last 24 hours or 7 days; `{ success, data: { clips } }`",
        description: `Ranking: ${CLIP_FORMULA}. ${CACHE_NOTE}`,
        querystring: trendingClipsQuery,
        response: { 200: trendingClipsSchema, ...authedErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { clips: await trendingClips(deps, request.userId, request.query.window, request.query.limit) },
    }),
  );

  app.get(
    "/trending/users",
    {
      config: { operation: { operationId: "listTrendingUsers" } },
      schema: {
        tags: ["trending"],
        summary: "Accounts gaining followers fastest; `{ success, data: { users } }`",
        description: `Ranking: ${USER_FORMULA}. ${CACHE_NOTE}`,
        querystring: trendingListQuery,
        response: { 200: trendingUsersSchema, ...authedErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { users: await trendingUsers(deps, request.userId, request.query.limit) },
    }),
  );

  app.get(
    "/trending/games",
    {
      config: { operation: { operationId: "listTrendingGames" } },
      schema: {
        tags: ["trending"],
        summary: "Games with the most public activity this week; `{ success, data: { games } }`",
        description: `Ranking: ${GAME_FORMULA}. ${CACHE_NOTE}`,
        querystring: trendingListQuery,
        response: { 200: trendingGamesSchema, ...authedErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { games: await trendingGames(deps, request.query.limit) },
    }),
  );

  app.get(
    "/discover",
    {
      config: { operation: { operationId: "discover" } },
      schema: {
        tags: ["discover"],
        summary:
          "The discover page in one round trip: live creators, people to follow, trending clips and games",
        description:
          `\`live\`: up to ${DISCOVER_LIVE} creators live now, most followed first. \`suggestedUsers\`: up to ` +
          `${DISCOVER_SUGGESTIONS} accounts, friends of friends first (followed by the most accounts the caller ` +
          "follows), then the most followed accounts. Neither list ever holds the caller, an account the caller " +
          "already follows (live ones they follow are at `GET /livestreams/live`), one in a block with the caller " +
          `either way, or anyone twice. \`trendingClips\`: the first ${DISCOVER_CLIPS} of \`GET /trending/clips\`; ` +
          `\`games\`: the first ${DISCOVER_GAMES} of \`GET /trending/games\`.`,
        response: { 200: discoverSchema, ...authedErrors },
      },
    },
    async (request) => discover(deps, request.userId),
  );

  app.get(
    "/sponsors",
    {
      config: { operation: { operationId: "listSponsors" } },
      schema: {
        tags: ["sponsors"],
        summary: "Sponsored placements running now; a bare array",
        description:
          "Placements that have started and not ended, of one `placement` or of all, by placement then newest " +
          "first. Placements are managed by the operator (`npm run sponsors -- add|end|list`).",
        querystring: sponsorsQuery,
        response: { 200: z.array(sponsorSchema), ...authedErrors },
      },
    },
    async (request) => activeSponsors(deps.db, request.query.placement),
  );

  app.get(
    "/user/:userId/links",
    {
      config: { operation: { operationId: "listLinks", codes: ["USER_NOT_FOUND"] } },
      schema: {
        tags: ["profiles"],
        summary: "A user's profile links, in order; a bare array",
        description: "404 when the user does not exist or has blocked the caller (as the profile).",
        params: userIdParams,
        response: { 200: linksSchema, ...notFoundErrors },
      },
    },
    async (request) => getUserLinks(deps, request.userId, request.params.userId),
  );

  app.put(
    "/user/me/links",
    {
      config: {
        operation: {
          operationId: "replaceMyLinks",
          example: { links: [{ title: "Twitch", url: "https://twitch.tv/clutch_king" }] },
        },
      },
      schema: {
        tags: ["profiles"],
        summary: "Replaces the caller's profile links with the list given, in its order",
        description:
          `At most ${MAX_LINKS} links; each \`title\` 1-${LINK_TITLE_MAX} characters, each \`url\` an absolute ` +
          `http or https URL of at most ${LINK_URL_MAX} characters (anything else is 400). An empty list removes ` +
          "them all. Answers the new list; the public profile (`GET /user/:userId`) carries it as `links`.",
        body: putLinksBody,
        response: { 200: linksSchema, ...authedErrors },
      },
    },
    async (request) => replaceLinks(deps, request.userId, request.body.links),
  );
};
