import { channelUserSchema, roomMessageSchema, roomSchema, roomVisibilitySchema } from "@playpal/contracts";
import { z } from "zod";
import { multipartBody } from "../http/multipart.ts";
import { cursorQuery, cursorSchema, idSchema, isoDate, limitQuery } from "../http/schemas.ts";

export const CHANNEL_NAME_MAX = 80;
export const CHANNEL_DESCRIPTION_MAX = 1000;
export const ROOM_MESSAGE_MAX = 2000;

const channelName = z.string().trim().min(1).max(CHANNEL_NAME_MAX);
const channelDescription = z.string().trim().max(CHANNEL_DESCRIPTION_MAX);

/** Text fields of `POST /channels` (the banner is the `banner` file part). */
export const createChannelFields = z.object({
  name: channelName,
  description: channelDescription.optional(),
});
/** Text fields of `PUT /channels/:channelId`: each given field replaces the stored one; an empty description clears it. */
export const updateChannelFields = z.object({
  name: channelName.optional(),
  description: channelDescription.optional(),
});

export const createChannelBody = multipartBody(
  { name: channelName, description: channelDescription.optional() },
  { banner: "Banner image (JPEG, PNG, WebP or GIF), re-encoded to WebP 1500x500; required" },
);
export const updateChannelBody = multipartBody(
  { name: channelName.optional(), description: channelDescription.optional() },
  { banner: { description: "New banner image (optional); replaces the current one", required: false } },
);

export const channelSchema = z
  .object({
    id: z.string(),
    ownerId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    bannerUrl: z.string().nullable(),
    memberCount: z.number().int(),
    /** The caller's role in the channel, null when not a member. */
    viewerRole: z.enum(["owner", "member"]).nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "Channel" });

export const memberSchema = z
  .object({ user: channelUserSchema, role: z.enum(["owner", "member"]), joinedAt: isoDate })
  .meta({ id: "ChannelMember" });

export const memberPage = z.object({ items: z.array(memberSchema), nextCursor: cursorSchema.nullable() });

export const myChannelsSchema = z
  .object({ channelIds: z.array(z.string()) })
  .meta({ id: "MyChannels", description: "Ids of every channel the caller belongs to (owner or member)" });

// Rooms and room messages travel over sockets too: their schemas live in `@playpal/contracts`.
export { roomMessageSchema, roomSchema, roomVisibilitySchema };

/** Visibilities a channel owner may choose; `private` rooms belong to booked sessions only. */
const channelRoomVisibility = z.enum(["public", "members", "vip"]);

export const roomPage = z.object({ items: z.array(roomSchema), nextCursor: cursorSchema.nullable() });

export const createRoomBody = z.object({
  name: z.string().trim().min(1).max(CHANNEL_NAME_MAX),
  visibility: channelRoomVisibility.default("members"),
});

export const updateRoomBody = z
  .object({ name: z.string().trim().min(1).max(CHANNEL_NAME_MAX), visibility: channelRoomVisibility })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: "nothing to change" });

export const roomMessagePage = z.object({
  items: z.array(roomMessageSchema),
  nextCursor: cursorSchema.nullable(),
});

export const roomMessageBody = z.object({ body: z.string().trim().min(1).max(ROOM_MESSAGE_MAX) });

export const voiceTokenSchema = z
  .object({
    token: z.string(),
    url: z.string(),
    roomName: z.string(),
    expiresIn: z.literal(3600),
  })
  .meta({ id: "VoiceToken" });

export const pageQuery = z.object({ cursor: cursorQuery.optional(), limit: limitQuery(50, 30) });
export const channelParams = z.object({ channelId: idSchema });
export const roomParams = z.object({ roomId: idSchema });
export const roomMessageParams = z.object({ roomId: idSchema, messageId: idSchema });
