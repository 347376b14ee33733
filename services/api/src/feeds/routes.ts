import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { pageRequest, pickEncoding, sendEncoded } from "../http/encoded.ts";
import { authedErrors, errorSchema } from "../http/schemas.ts";
import { FEED_CACHE_TTL_SECONDS, feedCacheReadKeys } from "./cache.ts";
import { feedPageSchema, feedQuery, userFeedParams } from "./schema.ts";
import * as feeds from "./service.ts";

const tags = ["feeds"];
const caching =
  `Cached ${FEED_CACHE_TTL_SECONDS} s per caller and parameters; the caller's own new posts appear at once, ` +
  `other authors' within ${FEED_CACHE_TTL_SECONDS} s. ` +
  "Sent brotli- or gzip-encoded as `accept-encoding` asks (identity otherwise), with `vary: accept-encoding`.";

/**
 * The cache read of the page a request asks for, prefetched in the authentication round trip
 * (`config.prefetch`, http/auth.ts) from the raw query and params, parsed here with the routes' own
 * schemas; invalid input prefetches nothing (the validator answers 400). The handler's read compares
 * these keys with those of the validated query and falls back to its own read when they differ.
 */
function prefetchPage(scope: (request: FastifyRequest) => string | null) {
  return (token: { userId: string }, request: FastifyRequest): string[] | null => {
    const query = feedQuery.safeParse(request.query);
    const at = query.success ? scope(request) : null;
    return query.success && at !== null
      ? feedCacheReadKeys(
          token.userId,
          feeds.feedCacheKey(at, query.data),
          pickEncoding(request.headers["accept-encoding"]),
        )
      : null;
  };
}
const homeScope = () => "home";
const userScope = (request: FastifyRequest) => {
  const params = userFeedParams.safeParse(request.params);
  return params.success ? `user:${params.data.userId}` : null;
};

export const feedsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/feed",
    {
      // The handler sends bytes encoded once when cached (http/encoded.ts): never compressed again.
      compress: false,
      config: { operation: { operationId: "getHomeFeed" }, prefetch: prefetchPage(homeScope) },
      schema: {
        tags,
        summary: "Home feed: the caller's posts and posts of accounts they follow, newest first",
        description: `Keyset-paginated with \`cursor\`; \`refreshSince\` returns only newer posts. ${caching}`,
        querystring: feedQuery,
        response: { 200: feedPageSchema, ...authedErrors },
      },
    },
    async (request, reply) =>
      sendEncoded(
        reply,
        await feeds.homeFeed(deps, request.userId, request.query, pageRequest(request, reply)),
      ),
  );

  app.get(
    "/user/:userId/feed",
    {
      // The handler sends bytes encoded once when cached (http/encoded.ts): never compressed again.
      compress: false,
      config: {
        operation: { operationId: "getUserFeed", codes: ["USER_NOT_FOUND"] },
        prefetch: prefetchPage(userScope),
      },
      schema: {
        tags,
        summary: "One user's posts that the caller may see, newest first",
        description: `404 when the user does not exist or either user blocked the other. ${caching}`,
        params: userFeedParams,
        querystring: feedQuery,
        response: { 200: feedPageSchema, 404: errorSchema, ...authedErrors },
      },
    },
    async (request, reply) =>
      sendEncoded(
        reply,
        await feeds.userFeed(
          deps,
          request.userId,
          request.params.userId,
          request.query,
          pageRequest(request, reply),
        ),
      ),
  );
};
