import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { authedErrors, errorSchema, okSchema } from "../http/schemas.ts";
import {
  authzParams,
  conversationPage,
  conversationParams,
  conversationSchema,
  createConversationBody,
  messageBody,
  messagePage,
  messageParams,
  messageSchema,
  pageQuery,
  readBody,
  readReceiptSchema,
} from "./schema.ts";
import * as messaging from "./service.ts";

const tags = ["direct messages"];
const notFoundErrors = { ...authedErrors, 404: errorSchema } as const;

export const messagingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    "/conversations",
    {
      config: {
        operation: {
          operationId: "openConversation",
          codes: ["USER_NOT_FOUND", "SELF_CONVERSATION", "TOO_MANY_PARTICIPANTS", "BLOCKED"],
          example: { participantIds: ["cm0user00000000000000002"] },
        },
      },
      schema: {
        tags,
        summary: "Opens the 1:1 conversation with another user (200 when it already exists, 201 when new)",
        body: createConversationBody,
        response: { 200: conversationSchema, 201: conversationSchema, 403: errorSchema, ...notFoundErrors },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await messaging.openConversation(
        deps,
        request.userId,
        request.body.participantIds,
      );
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    "/conversations",
    {
      config: { operation: { operationId: "listConversations" } },
      schema: {
        tags,
        summary: "The caller's conversations, most recent activity first, with last message and unread count",
        querystring: pageQuery,
        response: { 200: conversationPage, ...authedErrors },
      },
    },
    async (request) => messaging.listConversations(deps, request.userId, request.query),
  );

  app.get(
    "/conversations/:id/messages",
    {
      config: { operation: { operationId: "listMessages", codes: ["NOT_FOUND"] } },
      schema: {
        tags,
        summary: "Message history, newest first; deleted messages are tombstones (body null, deletedAt set)",
        params: conversationParams,
        querystring: pageQuery,
        response: { 200: messagePage, ...notFoundErrors },
      },
    },
    async (request) => messaging.listMessages(deps, request.userId, request.params.id, request.query),
  );

  app.post(
    "/conversations/:id/messages",
    {
      config: {
        operation: {
          operationId: "sendMessage",
          codes: ["NOT_FOUND", "BLOCKED"],
          example: { body: "Duo queue tonight?" },
        },
      },
      schema: {
        tags,
        summary: "Sends a message; emits dm:message:new and notifies the other participant",
        description:
          "404 `USER_NOT_FOUND` when the other participant's account is deactivated (deletion pending) or " +
          "suspended: it receives nothing, as if it did not exist (the thread stays readable). 403 `BLOCKED` " +
          "in a block either way.",
        params: conversationParams,
        body: messageBody,
        response: { 201: messageSchema, 403: errorSchema, ...notFoundErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await messaging.sendMessage(deps, request.userId, request.params.id, request.body.body)),
  );

  app.patch(
    "/conversations/:id/messages/:messageId",
    {
      config: {
        operation: {
          operationId: "editMessage",
          codes: ["NOT_FOUND", "NOT_SENDER", "MESSAGE_DELETED"],
        },
      },
      schema: {
        tags,
        summary: "Edits one's own message; emits dm:message:edited",
        params: messageParams,
        body: messageBody,
        response: { 200: messageSchema, 403: errorSchema, ...notFoundErrors },
      },
    },
    async (request) =>
      messaging.editMessage(
        deps,
        request.userId,
        request.params.id,
        request.params.messageId,
        request.body.body,
      ),
  );

  app.delete(
    "/conversations/:id/messages/:messageId",
    {
      config: {
        operation: {
          operationId: "deleteMessage",
          codes: ["NOT_FOUND", "NOT_SENDER"],
        },
      },
      schema: {
        tags,
        summary: "Deletes one's own message (soft delete, a tombstone stays); emits dm:message:deleted",
        description:
          "The recipient's DIRECT_MESSAGE notification for this message is deleted too, so its preview no " +
          "longer shows the retracted text (no notification event; the next list or unread count reflects it).",
        params: messageParams,
        response: { 200: messageSchema, 403: errorSchema, ...notFoundErrors },
      },
    },
    async (request) =>
      messaging.deleteMessage(deps, request.userId, request.params.id, request.params.messageId),
  );

  app.post(
    "/conversations/:id/read",
    {
      config: { operation: { operationId: "markConversationRead", codes: ["NOT_FOUND"] } },
      schema: {
        tags,
        summary: "Moves the caller's read receipt forward to a message; emits dm:read",
        params: conversationParams,
        body: readBody,
        response: { 200: readReceiptSchema, ...notFoundErrors },
      },
    },
    async (request) =>
      messaging.markRead(deps, request.userId, request.params.id, request.body.lastReadMessageId),
  );

  app.get(
    "/dm/:conversationId/authz",
    {
      config: { operation: { operationId: "authorizeDmJoin", codes: ["AUTHZ_DENIED", "NOT_FOUND"] } },
      schema: {
        tags: ["interservice"],
        summary:
          "Realtime join check for dm:<conversationId> with the user's JWT: 200 allowed, 403 refused, 404 unknown id",
        params: authzParams,
        response: { 200: okSchema, 403: errorSchema, ...notFoundErrors },
      },
    },
    async (request) => {
      await messaging.authorizeDmJoin(deps, request.userId, request.params.conversationId);
      return { ok: true as const };
    },
  );
};
