import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { readMultipart } from "../http/multipart.ts";
import { IMAGE_CODES } from "../http/operations.ts";
import { authedErrors, errorSchema, okSchema } from "../http/schemas.ts";
import * as rooms from "./rooms.ts";
import {
  channelParams,
  channelSchema,
  createChannelBody,
  createChannelFields,
  createRoomBody,
  memberPage,
  myChannelsSchema,
  pageQuery,
  roomMessageBody,
  roomMessagePage,
  roomMessageParams,
  roomMessageSchema,
  roomPage,
  roomParams,
  roomSchema,
  updateChannelBody,
  updateChannelFields,
  updateRoomBody,
  voiceTokenSchema,
} from "./schema.ts";
import * as channels from "./service.ts";

const tags = ["channels"];
const roomTags = ["channel rooms and voice"];
const errors = { ...authedErrors, 404: errorSchema } as const;
const ownerErrors = { ...errors, 403: errorSchema } as const;

export const channelsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // ---- channels ------------------------------------------------------------------------------------
  app.post(
    "/channels",
    {
      config: { operation: { operationId: "createChannel", codes: IMAGE_CODES } },
      schema: {
        tags,
        summary:
          "Creates a channel (multipart: name, description?, banner); the caller is its owner and first member",
        consumes: ["multipart/form-data"],
        body: createChannelBody,
        response: { 201: channelSchema, 413: errorSchema, ...authedErrors },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, channels.channelForm(deps, createChannelFields));
      const input = { values: form.fields, banner: form.files[0]?.result ?? null };
      return reply.status(201).send(await channels.createChannel(deps, request.userId, input));
    },
  );

  app.get(
    "/channels/mine",
    {
      config: { operation: { operationId: "listMyChannels" } },
      schema: {
        tags,
        summary:
          "Ids of the channels the caller belongs to (the realtime service joins channel:<id> for each)",
        response: { 200: myChannelsSchema, ...authedErrors },
      },
    },
    async (request) => channels.myChannelIds(deps, request.userId),
  );

  app.get(
    "/channels/:channelId",
    {
      config: { operation: { operationId: "getChannel", codes: ["NOT_FOUND"] } },
      schema: {
        tags,
        summary: "A channel, with the caller's role in it",
        params: channelParams,
        response: { 200: channelSchema, ...errors },
      },
    },
    async (request) => channels.getChannel(deps, request.userId, request.params.channelId),
  );

  app.put(
    "/channels/:channelId",
    {
      config: {
        operation: {
          operationId: "updateChannel",
          codes: ["NOT_FOUND", "NOT_OWNER", "INVALID_IMAGE"],
        },
      },
      schema: {
        tags,
        summary: "Updates a channel (owner only; multipart: each field sent replaces the stored one)",
        consumes: ["multipart/form-data"],
        params: channelParams,
        body: updateChannelBody,
        response: { 200: channelSchema, 413: errorSchema, ...ownerErrors },
      },
    },
    async (request) => {
      // Authorized before the form is read, so a stranger's banner is never re-encoded.
      await channels.requireOwnedChannel(deps, request.params.channelId, request.userId);
      const form = await readMultipart(request, channels.channelForm(deps, updateChannelFields));
      const input = { values: form.fields, banner: form.files[0]?.result ?? null };
      return channels.updateChannel(deps, request.userId, request.params.channelId, input);
    },
  );

  app.post(
    "/channels/:channelId/join",
    {
      config: { operation: { operationId: "joinChannel", codes: ["NOT_FOUND", "BLOCKED"] } },
      schema: {
        tags,
        summary: "Joins the channel (idempotent); emits channel:member:joined",
        params: channelParams,
        response: { 200: channelSchema, ...ownerErrors },
      },
    },
    async (request) => channels.joinChannel(deps, request.userId, request.params.channelId),
  );

  app.post(
    "/channels/:channelId/leave",
    {
      config: {
        operation: {
          operationId: "leaveChannel",
          codes: ["NOT_FOUND", "OWNER_CANNOT_LEAVE"],
        },
      },
      schema: {
        tags,
        summary: "Leaves the channel (idempotent; the owner cannot leave: 400); emits channel:member:left",
        params: channelParams,
        response: { 200: channelSchema, ...errors },
      },
    },
    async (request) => channels.leaveChannel(deps, request.userId, request.params.channelId),
  );

  app.get(
    "/channels/:channelId/members",
    {
      config: { operation: { operationId: "listChannelMembers", codes: ["NOT_FOUND"] } },
      schema: {
        tags,
        summary: "Members of the channel, most recently joined first (cursor)",
        params: channelParams,
        querystring: pageQuery,
        response: { 200: memberPage, ...errors },
      },
    },
    async (request) => channels.listMembers(deps, request.userId, request.params.channelId, request.query),
  );

  // ---- rooms ---------------------------------------------------------------------------------------
  app.post(
    "/channels/:channelId/rooms",
    {
      config: {
        operation: {
          operationId: "createRoom",
          codes: ["NOT_FOUND", "NOT_OWNER"],
          example: { name: "Ranked grind", visibility: "members" },
        },
      },
      schema: {
        tags: roomTags,
        summary:
          "Opens a room in the channel (owner only; visibility public, members (default) or vip); emits channel:room:created and notifies members",
        params: channelParams,
        body: createRoomBody,
        response: { 201: roomSchema, ...ownerErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await rooms.createRoom(deps, request.userId, request.params.channelId, request.body)),
  );

  app.get(
    "/channels/:channelId/rooms",
    {
      config: { operation: { operationId: "listRooms", codes: ["NOT_FOUND"] } },
      schema: {
        tags: roomTags,
        summary: "Rooms of the channel, newest first (cursor)",
        params: channelParams,
        querystring: pageQuery,
        response: { 200: roomPage, ...errors },
      },
    },
    async (request) => rooms.listRooms(deps, request.userId, request.params.channelId, request.query),
  );

  app.get(
    "/rooms/:roomId",
    {
      config: { operation: { operationId: "getRoom", codes: ["NOT_FOUND", "ROOM_ACCESS_DENIED"] } },
      schema: {
        tags: roomTags,
        summary: "A room, to whoever its visibility rule lets in",
        description:
          "SPEC.md's rule: public to anyone, members to the channel's owner and members, vip to the owner and " +
          "members with an active subscription to the owner, private (a booked session's room) to the " +
          "session's two parties only. 404 for an unknown room, 403 `ROOM_ACCESS_DENIED` when the rule refuses.",
        params: roomParams,
        response: { 200: roomSchema, ...errors, 403: errorSchema },
      },
    },
    async (request) => rooms.getRoom(deps, request.userId, request.params.roomId),
  );

  app.patch(
    "/rooms/:roomId",
    {
      config: { operation: { operationId: "updateRoom", codes: ["NOT_FOUND", "NOT_OWNER"] } },
      schema: {
        tags: roomTags,
        summary: "Renames a room or changes its visibility (channel owner only); emits channel:room:updated",
        params: roomParams,
        body: updateRoomBody,
        response: { 200: roomSchema, ...ownerErrors },
      },
    },
    async (request) => rooms.updateRoom(deps, request.userId, request.params.roomId, request.body),
  );

  app.get(
    "/rooms/:roomId/messages",
    {
      config: {
        operation: {
          operationId: "listRoomMessages",
          codes: ["NOT_FOUND", "ROOM_ACCESS_DENIED"],
        },
      },
      schema: {
        tags: roomTags,
        summary: "Room chat history, newest first (cursor); requires room access",
        params: roomParams,
        querystring: pageQuery,
        response: { 200: roomMessagePage, ...ownerErrors },
      },
    },
    async (request) => rooms.listRoomMessages(deps, request.userId, request.params.roomId, request.query),
  );

  app.post(
    "/rooms/:roomId/messages",
    {
      config: {
        operation: {
          operationId: "sendRoomMessage",
          codes: ["NOT_FOUND", "ROOM_ACCESS_DENIED"],
          example: { body: "Starting in 5" },
        },
      },
      schema: {
        tags: roomTags,
        summary: "Posts a chat message in the room (requires room access); emits room:message:new",
        params: roomParams,
        body: roomMessageBody,
        response: { 201: roomMessageSchema, ...ownerErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await rooms.sendRoomMessage(deps, request.userId, request.params.roomId, request.body.body)),
  );

  app.patch(
    "/rooms/:roomId/messages/:messageId",
    {
      config: {
        operation: {
          operationId: "editRoomMessage",
          codes: ["NOT_FOUND", "ROOM_ACCESS_DENIED", "NOT_SENDER", "MESSAGE_DELETED"],
        },
      },
      schema: {
        tags: roomTags,
        summary:
          "Edits one's own room chat message (sender only, room access required; a deleted message: 400); emits room:message:edited",
        params: roomMessageParams,
        body: roomMessageBody,
        response: { 200: roomMessageSchema, ...ownerErrors },
      },
    },
    async (request) =>
      rooms.editRoomMessage(
        deps,
        request.userId,
        request.params.roomId,
        request.params.messageId,
        request.body.body,
      ),
  );

  app.delete(
    "/rooms/:roomId/messages/:messageId",
    {
      config: {
        operation: {
          operationId: "deleteRoomMessage",
          codes: ["NOT_FOUND", "ROOM_ACCESS_DENIED", "NOT_SENDER"],
        },
      },
      schema: {
        tags: roomTags,
        summary:
          "Deletes one's own room chat message (soft delete, a tombstone stays in the history; sender only); emits room:message:deleted",
        params: roomMessageParams,
        response: { 200: roomMessageSchema, ...ownerErrors },
      },
    },
    async (request) =>
      rooms.deleteRoomMessage(deps, request.userId, request.params.roomId, request.params.messageId),
  );

  app.post(
    "/rooms/:roomId/voice-token",
    {
      config: {
        operation: {
          operationId: "createVoiceToken",
          codes: ["NOT_FOUND", "ROOM_ACCESS_DENIED", "CONFERENCE_UNAVAILABLE"],
        },
      },
      schema: {
        tags: roomTags,
        summary:
          "A 1-hour conference token for this room (publish and subscribe), when the room's visibility rule lets the caller in",
        params: roomParams,
        response: { 200: voiceTokenSchema, 503: errorSchema, ...ownerErrors },
      },
    },
    async (request) => rooms.issueVoiceToken(deps, request.userId, request.params.roomId),
  );

  app.get(
    "/room/:roomId/authz",
    {
      config: {
        operation: {
          operationId: "authorizeRoomJoin",
          codes: ["ROOM_ACCESS_DENIED", "NOT_FOUND"],
        },
      },
      schema: {
        tags: ["interservice"],
        summary:
          "Realtime join check for room:<roomId> with the user's JWT (same rule as the voice token): 200 allowed, 403 refused, 404 unknown id",
        params: roomParams,
        response: { 200: okSchema, ...ownerErrors },
      },
    },
    async (request) => {
      await rooms.authorizeRoomJoin(deps, request.userId, request.params.roomId);
      return { ok: true as const };
    },
  );
};
