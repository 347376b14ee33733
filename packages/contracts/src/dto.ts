/**
 * The REST objects that also travel over sockets, as zod schemas: the API answers with them and
 * documents them (the `.meta({ id })` names are the OpenAPI component names), the realtime service
 * validates the admin-route bodies carrying them, and clients can import the inferred types.
 */
import { z } from "zod";

/** An instant on the wire: ISO 8601 in UTC (`Date#toISOString`). */
export const isoDate = z.string().meta({ format: "date-time" });

// ---- users ---------------------------------------------------------------------------------------
/**
 * How another user appears inside a resource (post author, notification actor, DM peer, member...).
 * No component name of its own: each resource documents it under its own (`Author`, `ChannelUser`,
 * `ConversationParticipant`, or inline as a notification's `actor`).
 */
export const userSummarySchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  display_name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** A channel member or a room message's sender. */
export const channelUserSchema = userSummarySchema.meta({ id: "ChannelUser" });

// ---- direct messages -----------------------------------------------------------------------------
/** A direct message; a deleted one is a tombstone with `body: null` and `deletedAt` set. */
export const dmMessageSchema = z
  .object({
    id: z.string(),
    conversationId: z.string(),
    senderId: z.string(),
    body: z.string().nullable(),
    editedAt: isoDate.nullable(),
    deletedAt: isoDate.nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "DirectMessage" });
export type DmMessage = z.infer<typeof dmMessageSchema>;

// ---- channel rooms -------------------------------------------------------------------------------
export const roomVisibilitySchema = z
  .enum(["public", "members", "vip", "private"])
  .meta({ id: "RoomVisibility" });
export type RoomVisibility = z.infer<typeof roomVisibilitySchema>;

export const roomSchema = z
  .object({
    id: z.string(),
    channelId: z.string().nullable(),
    name: z.string(),
    visibility: roomVisibilitySchema,
    sessionId: z.string().nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "Room" });
export type Room = z.infer<typeof roomSchema>;

/** The fields of a room a channel owner changed (`channel:room:updated`): only those given. */
export const roomPatchSchema = roomSchema.pick({ name: true, visibility: true }).partial();
export type RoomPatch = z.infer<typeof roomPatchSchema>;

/** A room message; a deleted one is a tombstone with `body: null` and `deletedAt` set. */
export const roomMessageSchema = z
  .object({
    id: z.string(),
    roomId: z.string(),
    senderId: z.string(),
    sender: channelUserSchema,
    body: z.string().nullable(),
    editedAt: isoDate.nullable(),
    deletedAt: isoDate.nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "RoomMessage" });
export type RoomMessage = z.infer<typeof roomMessageSchema>;

// ---- notifications -------------------------------------------------------------------------------
/** Every notification `type`; the database column is constrained to the same list. */
export const notificationTypes = [
  "LIKE_POST",
  "LIKE_COMMENT",
  "COMMENT",
  "NEW_FOLLOWER",
  "MENTION",
  "DIRECT_MESSAGE",
  "SESSION_BOOKED",
  "SESSION_CANCELLED",
  "SESSION_REMINDER",
  "CHANNEL_ROOM_CREATED",
  "NEW_SUBSCRIBER",
  "SYSTEM",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The item of API.md "Notifications": the same object in lists and in `notification:new`. */
export const notificationSchema = z
  .object({
    id: z.string(),
    type: z.enum(notificationTypes),
    title: z.string(),
    body: z.string().nullable(),
    actor: userSummarySchema.nullable(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    data: z
      .record(z.string(), z.string())
      .meta({ description: "Deep link `{ screen, ...params }`; the same object is the push payload's data" }),
    read: z.boolean(),
    readAt: isoDate.nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "Notification" });
export type NotificationItem = z.infer<typeof notificationSchema>;

// ---- post media ----------------------------------------------------------------------------------
/** One media entry of a post (also what `media:processing:update` carries). */
export const mediaSchema = z
  .object({
    id: z.string(),
    status: z
      .enum(["pending", "processing", "ready", "failed"])
      .describe(
        "pending -> processing -> ready | failed (then `errorMessage` says why). Until `ready` (screened), only the post's author gets its `url`; others get an empty `url`",
      ),
    mimeType: z.string(),
    url: z.string(),
    thumbnailUrl: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    duration: z.number().nullable().describe("Seconds (videos)"),
    errorMessage: z.string().nullable().describe("Why processing failed; null unless `failed`"),
    sensitive: z
      .boolean()
      .describe(
        "Screening found it sensitive (MEDIA_SENSITIVE_THRESHOLD): clients blur it until the viewer taps it. False until screened",
      ),
  })
  .meta({ id: "Media" });
export type MediaItem = z.infer<typeof mediaSchema>;
