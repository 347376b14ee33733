import { channelMembershipsResponse, REALTIME_ADMIN_HEADER } from "@playpal/contracts";
import { secretMatches, unauthorized } from "@playpal/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { errorSchema, internalUserIdsBody, publicErrors } from "../http/schemas.ts";
import { channelMemberships } from "./service.ts";

/**
 * Internal: the channel rooms of the sockets the realtime service has just accepted, many users per
 * call (a storm of handshakes costs a call per batch, not one per socket). Proven by the internal
 * channel's secret: the service checked each socket's token itself.
 */
export const channelsInternalRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook("onRequest", async (request) => {
    if (!secretMatches(request.headers[REALTIME_ADMIN_HEADER], deps.config.REALTIME_ADMIN_TOKEN)) {
      throw unauthorized("Internal route: X-Realtime-Admin-Token required");
    }
  });

  // A POST only for its body (up to a hundred ids): it reads, changes nothing, and may be repeated.
  app.post(
    "/internal/channels/memberships",
    {
      config: {
        operation: {
          operationId: "listChannelMemberships",
          auth: "realtime",
          codes: ["UNAUTHORIZED"],
          example: { userIds: ["clx1user0000000000000000", "clx2user0000000000000000"] },
        },
      },
      schema: {
        tags: ["realtime"],
        summary:
          "The channel ids of each of up to 100 users (the realtime service joins channel:<id> for each of their sockets); for the realtime service (X-Realtime-Admin-Token)",
        body: internalUserIdsBody,
        response: {
          200: channelMembershipsResponse.meta({ id: "ChannelMemberships" }),
          401: errorSchema,
          ...publicErrors,
        },
      },
    },
    async (request) => channelMemberships(deps, request.body.userIds),
  );
};
