import { REALTIME_ADMIN_HEADER, tokenVersionResponse } from "@playpal/contracts";
import { notFound, secretMatches, unauthorized } from "@playpal/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { errorSchema, idSchema, publicErrors } from "../http/schemas.ts";

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
};
