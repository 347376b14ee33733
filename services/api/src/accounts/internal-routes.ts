import { REALTIME_ADMIN_HEADER, tokenVersionResponse, tokenVersionsResponse } from "@playpal/contracts";
import { notFound, secretMatches, unauthorized } from "@playpal/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { errorSchema, idSchema, internalUserIdsBody, publicErrors } from "../http/schemas.ts";

/**
 * Internal: the realtime service's fallback for token versions when the shared Redis cache has no
 * entry (it keeps no database connection). Proven by the internal channel's secret, not a user token.
 */
export const accountsInternalRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook("onRequest", async (request) => {
    if (!secretMatches(request.headers[REALTIME_ADMIN_HEADER], deps.config.REALTIME_ADMIN_TOKEN)) {
      throw unauthorized("Internal route: X-Realtime-Admin-Token required");
    }
  });

  app.get(
    "/internal/users/:userId/token-version",
    {
      config: {
        operation: {
          operationId: "getTokenVersion",
          auth: "realtime",
          codes: ["UNAUTHORIZED", "NOT_FOUND"],
        },
      },
      schema: {
        tags: ["realtime"],
        summary:
          "A user's current token version (what a valid token's `tv` must equal) and suspension; for the realtime service (X-Realtime-Admin-Token)",
        description:
          "Read through the same Redis cache as every request's authentication, filled from the database on a miss. 404 for an unknown user.",
        params: z.object({ userId: idSchema }),
        response: {
          200: tokenVersionResponse.meta({ id: "TokenVersion" }),
          401: errorSchema,
          404: errorSchema,
          ...publicErrors,
        },
      },
    },
    async (request) => {
      const state = await deps.tokenVersions.get(request.params.userId);
      if (state === null) throw notFound("No such user");
      return { tokenVersion: state.version, suspendedUntil: state.suspendedUntil?.toISOString() ?? null };
    },
  );

  // A POST only for its body (up to a hundred ids): it reads, changes nothing, and may be repeated.
  app.post(
    "/internal/users/token-versions",
    {
      config: {
        operation: {
          operationId: "listTokenVersions",
          auth: "realtime",
          codes: ["UNAUTHORIZED"],
          example: { userIds: ["clx1user0000000000000000", "clx2user0000000000000000"] },
        },
      },
      schema: {
        tags: ["realtime"],
        summary:
          "The token versions and suspensions of up to 100 users in one call (the misses of a storm of handshakes); for the realtime service (X-Realtime-Admin-Token)",
        description: "As the per-user route, read through the Redis cache; unknown users are left out.",
        body: internalUserIdsBody,
        response: {
          200: tokenVersionsResponse.meta({ id: "TokenVersions" }),
          401: errorSchema,
          ...publicErrors,
        },
      },
    },
    async (request) => {
      const userIds = [...new Set(request.body.userIds)];
      const states = await Promise.all(userIds.map((userId) => deps.tokenVersions.get(userId)));
      return {
        tokenVersions: userIds.flatMap((userId, i) => {
          const state = states[i];
          return state
            ? [
                {
                  userId,
                  tokenVersion: state.version,
                  suspendedUntil: state.suspendedUntil?.toISOString() ?? null,
                },
              ]
            : [];
        }),
      };
    },
  );
};
