import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { authedErrors, errorSchema, okSchema } from "../http/schemas.ts";
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

export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/notifications",
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first (compound cursor; `unreadOnly=true` for unread)",
        querystring: listQuery,
        response: { 200: notificationPage, ...authedErrors },
      },
    },
    async (request) => notifications.listNotifications(deps, request.userId, request.query),
  );

  app.get(
    "/notifications/unread-count",
    {
      schema: {
        tags,
        summary: "Badge count: the caller's unread notifications",
        response: { 200: unreadCountSchema, ...authedErrors },
      },
    },
    async (request) => notifications.unreadCount(deps, request.userId),
  );

  app.post(
    "/notifications/read-all",
    {
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
