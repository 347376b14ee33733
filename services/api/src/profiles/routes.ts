import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { readMultipart } from "../http/multipart.ts";
import { IMAGE_CODES, type OperationEntry } from "../http/operations.ts";
import { authedErrors, errorSchema } from "../http/schemas.ts";
import { meSchema } from "../users/schema.ts";
import {
  blockStateSchema,
  followStateSchema,
  imageUploadBody,
  preferencesPatch,
  preferencesSchema,
  profileSchema,
  userIdParams,
  userListQuery,
  userListSchema,
} from "./schema.ts";
import * as profiles from "./service.ts";

const tags = ["profiles"];
const IMAGE_OPERATIONS: Record<"avatar" | "banner", OperationEntry> = {
  avatar: { operationId: "uploadAvatar", codes: IMAGE_CODES },
  banner: { operationId: "uploadBanner", codes: IMAGE_CODES },
};
const FOLLOW_LIST_OPERATIONS: Record<"followers" | "following", OperationEntry> = {
  followers: { operationId: "listFollowers", codes: ["USER_NOT_FOUND"] },
  following: { operationId: "listFollowing", codes: ["USER_NOT_FOUND"] },
};
const notFoundErrors = { ...authedErrors, 404: errorSchema } as const;

/**
 * Public profiles, the follow and block graph, notification preferences, avatar and banner. The static
 * paths (`/user/notification-preferences`, `/user/avatar`, `/user/banner`) win over `/user/:userId` in
 * find-my-way's routing, whatever the registration order.
 */
export const profilesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/user/notification-preferences",
    {
      config: { operation: { operationId: "getNotificationPreferences" } },
      schema: {
        tags,
        summary: "The caller's notification preferences (all twelve keys; SPEC.md defaults until changed)",
        response: { 200: preferencesSchema, ...authedErrors },
      },
    },
    async (request) => profiles.getPreferences(deps.db, request.userId),
  );

  app.put(
    "/user/notification-preferences",
    {
      config: {
        operation: {
          operationId: "updateNotificationPreferences",
          example: { likes: false, emailMarketing: true },
        },
      },
      schema: {
        tags,
        summary: "Changes any subset of the twelve preference keys; unknown keys are refused",
        body: preferencesPatch,
        response: { 200: preferencesSchema, ...authedErrors },
      },
    },
    async (request) => profiles.updatePreferences(deps, request.userId, request.body),
  );

  for (const kind of ["avatar", "banner"] as const) {
    const { width, height } = profiles.PROFILE_IMAGES[kind];
    app.post(
      `/user/${kind}`,
      {
        config: { operation: IMAGE_OPERATIONS[kind] },
        schema: {
          tags,
          summary: `Replaces the caller's ${kind}: one image in the field \`file\` (JPEG, PNG, WebP, GIF or HEIC, at most MAX_IMAGE_BYTES, 10 MB by default), re-encoded to a ${width}x${height} WebP`,
          consumes: ["multipart/form-data"],
          body: imageUploadBody,
          response: { 200: meSchema, 413: errorSchema, ...authedErrors },
        },
      },
      async (request) => {
        const { files } = await readMultipart(request, profiles.profileImageForm(deps, kind));
        return profiles.setProfileImage(deps, request.userId, kind, files[0]?.result);
      },
    );
  }

  app.get(
    "/user/:userId",
    {
      config: { operation: { operationId: "getProfile", codes: ["USER_NOT_FOUND"] } },
      schema: {
        tags,
        summary: "A user's public profile (404 when the user does not exist or has blocked the caller)",
        params: userIdParams,
        response: { 200: profileSchema, ...notFoundErrors },
      },
    },
    async (request) => profiles.getProfile(deps, request.userId, request.params.userId),
  );

  app.post(
    "/user/:userId/follow",
    {
      config: {
        operation: {
          operationId: "followUser",
          codes: ["USER_NOT_FOUND", "CANNOT_FOLLOW_SELF", "BLOCKED"],
        },
      },
      schema: {
        tags,
        summary: "Follows the user (idempotent); notifies NEW_FOLLOWER on a new follow",
        description:
          "400 for oneself, 403 BLOCKED while the caller blocks the user, 404 when the user does not exist or blocks the caller.",
        params: userIdParams,
        response: { 200: followStateSchema, 403: errorSchema, ...notFoundErrors },
      },
    },
    async (request) => profiles.follow(deps, request.userId, request.params.userId),
  );

  app.delete(
    "/user/:userId/follow",
    {
      config: {
        operation: {
          operationId: "unfollowUser",
          codes: ["USER_NOT_FOUND", "CANNOT_FOLLOW_SELF"],
        },
      },
      schema: {
        tags,
        summary: "Unfollows the user (idempotent)",
        description:
          "As on Instagram, unfollowing takes back the NEW_FOLLOWER notification the follow sent (no event; " +
          "the next list or unread count no longer includes it). A later follow notifies again.",
        params: userIdParams,
        response: { 200: followStateSchema, ...notFoundErrors },
      },
    },
    async (request) => profiles.unfollow(deps, request.userId, request.params.userId),
  );

  for (const direction of ["followers", "following"] as const) {
    app.get(
      `/user/:userId/${direction}`,
      {
        config: { operation: FOLLOW_LIST_OPERATIONS[direction] },
        schema: {
          tags,
          summary:
            direction === "followers"
              ? "Who follows the user, most recent follow first"
              : "Whom the user follows, most recent follow first",
          description:
            "Keyset pagination: pass the previous page's `nextCursor` as `cursor` (bracket notation or JSON). Users in a block with the caller are left out.",
          params: userIdParams,
          querystring: userListQuery,
          response: { 200: userListSchema, ...notFoundErrors },
        },
      },
      async (request) =>
        profiles.listFollows(deps, request.userId, request.params.userId, direction, request.query),
    );
  }

  app.post(
    "/user/:userId/block",
    {
      config: { operation: { operationId: "blockUser", codes: ["USER_NOT_FOUND", "CANNOT_BLOCK_SELF"] } },
      schema: {
        tags,
        summary: "Blocks the user (idempotent): removes follows both ways and hides each side from the other",
        description:
          "The NEW_FOLLOWER notifications of the removed follows are deleted, as on unfollow. Each side also stops being a member of the other's channels (`channel:member:left` is emitted), since joining across a block is refused.",
        params: userIdParams,
        response: { 200: blockStateSchema, ...notFoundErrors },
      },
    },
    async (request) => profiles.block(deps, request.userId, request.params.userId),
  );

  app.delete(
    "/user/:userId/block",
    {
      config: {
        operation: {
          operationId: "unblockUser",
          codes: ["USER_NOT_FOUND", "CANNOT_BLOCK_SELF"],
        },
      },
      schema: {
        tags,
        summary: "Unblocks the user (idempotent); removed follows are not restored",
        params: userIdParams,
        response: { 200: blockStateSchema, ...notFoundErrors },
      },
    },
    async (request) => profiles.unblock(deps, request.userId, request.params.userId),
  );
};
