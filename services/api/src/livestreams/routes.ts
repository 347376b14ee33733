import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { authedErrors, errorSchema } from "../http/schemas.ts";
import {
  createMessageBody,
  credentialsSchema,
  liveNowPageSchema,
  liveNowQuery,
  messagePageSchema,
  messageSchema,
  messagesQuery,
  streamKeySchema,
  streamParams,
} from "./schema.ts";
import * as livestreams from "./service.ts";

const tags = ["livestreams"];

export const livestreamsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/livestreams/credentials",
    {
      config: { operation: { operationId: "getStreamCredentials" } },
      schema: {
        tags,
        summary: "The caller's own stream credentials: ingest URL and key, playback id and URL, status",
        response: { 200: credentialsSchema, ...authedErrors },
      },
    },
    async (request) => livestreams.getCredentials(deps, request.userId),
  );

  app.post(
    "/livestreams/credentials/regenerate",
    {
      config: { operation: { operationId: "regenerateStreamKey" } },
      schema: {
        tags,
        summary: "Replaces the caller's stream key at the video provider; the old key stops working",
        response: { 200: streamKeySchema, ...authedErrors },
      },
    },
    async (request) => livestreams.regenerateStreamKey(deps, request.userId),
  );

  app.get(
    "/livestreams/live",
    {
      config: { operation: { operationId: "listLiveUsers", codes: ["INVALID_CURSOR"] } },
      schema: {
        tags,
        summary: "Users live now: accounts the caller follows first, then the others, newest broadcast first",
        description:
          "Keyset-paginated with an opaque `cursor` (`nextCursor` of the previous page; a malformed one is 400). " +
          "Leaves out the caller and users in a block with the caller. A user appears while the provider reports " +
          "their stream active (`video.live_stream.active` until `.idle` / `.disconnected`).",
        querystring: liveNowQuery,
        response: { 200: liveNowPageSchema, ...authedErrors },
      },
    },
    async (request) => livestreams.listLiveNow(deps, request.userId, request.query),
  );

  app.get(
    "/livestreams/:id/messages",
    {
      config: { operation: { operationId: "listStreamMessages", codes: ["NOT_FOUND", "BLOCKED"] } },
      schema: {
        tags,
        summary: "A live stream's stored chat, newest first, keyset-paginated; 403 between blocked users",
        params: streamParams,
        querystring: messagesQuery,
        response: { 200: messagePageSchema, 403: errorSchema, 404: errorSchema, ...authedErrors },
      },
    },
    async (request) => livestreams.listMessages(deps, request.userId, request.params.id, request.query),
  );

  app.post(
    "/livestreams/:id/messages",
    {
      config: {
        operation: {
          operationId: "sendStreamMessage",
          codes: ["NOT_FOUND", "BLOCKED"],
          example: { body: "Let's go!" },
        },
      },
      schema: {
        tags,
        summary:
          "Posts a chat message (any stream status); 403 when the caller and the streamer blocked each other",
        params: streamParams,
        body: createMessageBody,
        response: { 201: messageSchema, 403: errorSchema, 404: errorSchema, ...authedErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await livestreams.postMessage(deps, request.userId, request.params.id, request.body.body)),
  );
};
