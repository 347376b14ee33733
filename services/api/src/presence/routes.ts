import { REALTIME_ADMIN_HEADER } from "@playpal/contracts";
import { secretMatches, unauthorized } from "@playpal/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { errorSchema, publicErrors } from "../http/schemas.ts";
import {
  audienceParams,
  audienceQuery,
  audienceResponse,
  audiencesBody,
  audiencesResponse,
} from "./schema.ts";
import { listPresenceAudience, listPresenceAudiences } from "./service.ts";

const tags = ["realtime"];

/**
 * Internal: served to the realtime service, which proves itself with the internal channel's secret
 * (no user token: it asks when a user's sockets are gone, also after that user's token was revoked).
 */
export const presenceRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook("onRequest", async (request) => {
    if (!secretMatches(request.headers[REALTIME_ADMIN_HEADER], deps.config.REALTIME_ADMIN_TOKEN)) {
      throw unauthorized("Internal route: X-Realtime-Admin-Token required");
    }
  });

  app.get(
    "/internal/presence/:userId/audience",
    {
      config: {
        operation: {
          operationId: "getPresenceAudience",
          auth: "realtime",
          codes: ["UNAUTHORIZED"],
        },
      },
      schema: {
        tags,
        summary:
          "Ids of the users told when a user goes online or offline (its followers), a page at a time; for the realtime service (X-Realtime-Admin-Token)",
        params: audienceParams,
        querystring: audienceQuery,
        response: { 200: audienceResponse, 401: errorSchema, ...publicErrors },
      },
    },
    async (request) => listPresenceAudience(deps, request.params.userId, request.query),
  );

  // A POST only for its body (up to a hundred ids): it reads, changes nothing, and may be repeated.
  app.post(
    "/internal/presence/audiences",
    {
      config: {
        operation: {
          operationId: "listPresenceAudiences",
          auth: "realtime",
          codes: ["UNAUTHORIZED"],
          example: { userIds: ["clx1user0000000000000000", "clx2user0000000000000000"], limit: 200 },
        },
      },
      schema: {
        tags,
        summary:
          "The first page of the followers of each of up to 100 users, in one call (a storm of presence changes); for the realtime service (X-Realtime-Admin-Token)",
        body: audiencesBody,
        response: { 200: audiencesResponse, 401: errorSchema, ...publicErrors },
      },
    },
    async (request) => listPresenceAudiences(deps, request.body),
  );
};
