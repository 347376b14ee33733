import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { pageRequest, pickEncoding, sendEncoded } from "../http/encoded.ts";
import { authedErrors, errorSchema, okSchema } from "../http/schemas.ts";
import {
  COUNT_CACHE_KEY,
  listCacheKey,
  NOTIFICATION_CACHE_TTL_SECONDS,
  notificationCacheReadKeys,
} from "./cache.ts";
import {
  deletePushTokenBody,
  listQuery,
  notificationPage,
  notificationParams,
  pushTokenBody,
  unreadCountSchema,
} from "./schema.ts";
import * as notifications from "./service.ts";

const tags = ["notifications"];
const caching =
  `Cached ${NOTIFICATION_CACHE_TTL_SECONDS} s per caller (and parameters); a new notification for the caller, ` +
  "marking read, and a removed notification show on the next read; a change to an actor's username, " +
  `display name or avatar, or the end of an actor's suspension, within ${NOTIFICATION_CACHE_TTL_SECONDS} s. ` +
  "Sent brotli- or gzip-encoded as `accept-encoding` asks (identity otherwise, and under 1 KB), with " +
  "`vary: accept-encoding`.";

/**
 * The cache read of the page a request asks for, prefetched in the authentication round trip
 * (`config.prefetch`, http/auth.ts) from the raw query, parsed with the route's own schema; invalid
 * input prefetches nothing (the validator answers 400), and the handler's read compares these keys with
 * those of the validated query.
 */
const prefetchList = (token: { userId: string }, request: FastifyRequest): string[] | null => {
  const query = listQuery.safeParse(request.query);
  return query.success
    ? notificationCacheReadKeys(
        token.userId,
        listCacheKey(query.data),
        pickEncoding(request.headers["accept-encoding"]),
      )
    : null;
};
const prefetchCount = (token: { userId: string }, request: FastifyRequest): string[] =>
  notificationCacheReadKeys(token.userId, COUNT_CACHE_KEY, pickEncoding(request.headers["accept-encoding"]));

export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/notifications",
    {
      // The handler sends bytes encoded once when cached (http/encoded.ts): never compressed again.
      compress: false,
      config: { operation: { operationId: "listNotifications" }, prefetch: prefetchList },
      schema: {
        tags,
        summary: "The caller's notifications, newest first (compound cursor; `unreadOnly=true` for unread)",
        description: caching,
        querystring: listQuery,
        response: { 200: notificationPage, ...authedErrors },
      },
    },
    async (request, reply) =>
      sendEncoded(
        reply,
        await notifications.listNotifications(
          deps,
          request.userId,
          request.query,
          pageRequest(request, reply),
        ),
      ),
  );

  app.get(
    "/notifications/unread-count",
    {
      // The handler sends bytes cached with the caller's pages (http/encoded.ts): never compressed again.
      compress: false,
      config: { operation: { operationId: "getUnreadNotificationCount" }, prefetch: prefetchCount },
      schema: {
        tags,
        summary: "Badge count: the caller's unread notifications",
        description: caching,
        response: { 200: unreadCountSchema, ...authedErrors },
      },
    },
    async (request, reply) =>
      sendEncoded(reply, await notifications.unreadCount(deps, request.userId, pageRequest(request, reply))),
  );

  app.post(
    "/notifications/read-all",
    {
      config: { operation: { operationId: "markAllNotificationsRead" } },
      schema: {
        tags,
        summary: "Marks all of the caller's notifications read",
        response: { 200: okSchema, ...authedErrors },
      },
    },
    async (request) => notifications.markAllRead(deps, request.userId),
  );

  app.post(
    "/notifications/:id/read",
    {
      config: { operation: { operationId: "markNotificationRead", codes: ["NOTIFICATION_NOT_FOUND"] } },
      schema: {
        tags,
        summary: "Marks one of the caller's notifications read (404 for an unknown id or someone else's)",
        params: notificationParams,
        response: { 200: okSchema, 404: errorSchema, ...authedErrors },
      },
    },
    async (request) => notifications.markRead(deps, request.userId, request.params.id),
  );

  app.post(
    "/user/push-token",
    {
      config: {
        operation: {
          operationId: "registerPushToken",
          codes: ["INVALID_PUSH_TOKEN"],
          example: { token: "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]" },
        },
      },
      schema: {
        tags,
        summary:
          "Registers an Expo push token for the caller's device (a token registered by another account moves to the caller)",
        body: pushTokenBody,
        response: { 200: okSchema, ...authedErrors },
      },
    },
    async (request) => notifications.registerPushToken(deps, request.userId, request.body.token),
  );

  app.delete(
    "/user/push-token",
    {
      config: {
        operation: {
          operationId: "removePushTokens",
          optionalBody: true,
          example: { token: "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]" },
        },
      },
      schema: {
        tags,
        summary:
          "Removes the given push token of the caller, or all of the caller's tokens when sent without a body",
        body: deletePushTokenBody,
        response: { 200: okSchema, ...authedErrors },
      },
    },
    async (request) => notifications.removePushTokens(deps, request.userId, request.body?.token),
  );
};
