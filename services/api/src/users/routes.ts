import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { sendSerialized } from "../http/encoded.ts";
import { authedErrors } from "../http/schemas.ts";
import { meCacheReadKeys } from "./me-cache.ts";
import { meSchema, onboardingBody, patchMeBody } from "./schema.ts";
import * as usersService from "./service.ts";

const tags = ["users"];

export const usersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/user/me",
    {
      // The cached body is read in the authentication round trip (http/auth.ts), for this token version.
      config: {
        operation: { operationId: "getMe" },
        prefetch: (token) => meCacheReadKeys(token.userId, token.tokenVersion),
      },
      schema: { tags, summary: "The caller's own account", response: { 200: meSchema, ...authedErrors } },
    },
    // The JSON its serializer made, stored once and sent as is on later reads (users/me-cache.ts);
    // compressed, or not, by @fastify/compress exactly as the serializer's output would be.
    async (request, reply) =>
      sendSerialized(
        reply,
        await usersService.getMeJson(
          deps,
          request.userId,
          request.tokenVersion,
          (view) => String(reply.serialize(view)),
          request.prefetched,
        ),
      ),
  );

  app.patch(
    "/user/me",
    {
      config: {
        operation: { operationId: "updateMe", example: { display_name: "Ada", bio: "Speedrunner" } },
      },
      schema: {
        tags,
        summary: "Updates the caller's names and bio",
        body: patchMeBody,
        response: { 200: meSchema, ...authedErrors },
      },
    },
    async (request) => usersService.updateMe(deps, request.userId, request.body),
  );

  app.post(
    "/user/onboarding",
    {
      config: {
        operation: {
          operationId: "completeOnboarding",
          codes: ["USERNAME_TAKEN", "USERNAME_OFFENSIVE"],
          example: { username: "clutch_king" },
        },
      },
      schema: {
        tags,
        summary:
          "Chooses the username (3-20 of [a-z0-9_], unique, not offensive) and marks the user onboarded",
        body: onboardingBody,
        response: { 200: meSchema, ...authedErrors },
      },
    },
    async (request) => usersService.completeOnboarding(deps, request.userId, request.body.username),
  );
};
