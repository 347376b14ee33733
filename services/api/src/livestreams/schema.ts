import { userSummarySchema } from "@playpal/contracts";
import { z } from "zod";
import { cursorQuery, cursorSchema, idSchema, isoDate, limitQuery } from "../http/schemas.ts";

/** A chat message's length once trimmed. */
export const MESSAGE_BODY_MAX = 500;

export const streamStatusSchema = z
  .enum(["idle", "active"])
  .describe("`active` while the provider reports the stream live, else `idle` (provider webhooks)");

export const credentialsSchema = z
  .object({
    id: z.string().describe("The LiveStream id, used by /livestreams/:id/messages"),
    providerStreamId: z.string().describe("The video provider's stream id"),
    streamKey: z.string().describe("Secret: whoever holds it can broadcast as the caller"),
    videoPlaybackId: z.string().describe("Public playback id"),
    status: streamStatusSchema,
    rtmpUrl: z.string().describe("RTMP(S) ingest URL; the broadcaster appends the stream key"),
    playbackUrl: z.string().describe("HLS playback URL"),
  })
  .meta({ id: "LiveStreamCredentials" });

export const streamKeySchema = z
  .object({ streamKey: z.string().describe("The new stream key; the old one stops working") })
  .meta({ id: "LiveStreamKey" });

export const streamParams = z.object({ id: idSchema });

export const messagesQuery = z.object({ limit: limitQuery(), cursor: cursorQuery.optional() });

export const createMessageBody = z.object({ body: z.string().trim().min(1).max(MESSAGE_BODY_MAX) });

export const senderSchema = userSummarySchema.meta({ id: "LiveStreamMessageSender" });

export const messageSchema = z
  .object({
    id: z.string(),
    liveStreamId: z.string(),
    body: z.string(),
    createdAt: isoDate,
    sender: senderSchema,
  })
  .meta({ id: "LiveStreamMessage" });

export const messagePageSchema = z
  .object({ items: z.array(messageSchema), nextCursor: cursorSchema.nullable() })
  .meta({ id: "LiveStreamMessagePage" });

export const liveNowQuery = z.object({
  limit: limitQuery(),
  cursor: z.string().max(300).optional().describe("`nextCursor` of the previous page (opaque)"),
});

export const liveUserSchema = userSummarySchema
  .extend({
    isLive: z.boolean(),
    activeLiveStreamId: z.string().describe("The LiveStream id (its chat: /livestreams/:id/messages)"),
    playbackUrl: z.string().describe("HLS playback URL"),
    liveSince: isoDate.describe("When this broadcast started"),
    isFollowing: z.boolean(),
  })
  .meta({ id: "LiveUser" });

export const liveNowPageSchema = z
  .object({
    items: z.array(liveUserSchema),
    nextCursor: z.string().nullable().describe("Opaque; pass it back as `cursor`; null on the last page"),
  })
  .meta({ id: "LiveUserPage" });
