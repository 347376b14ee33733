import { z } from "zod";

/** The six live-stream events SPEC.md acknowledges without acting on them. */
export const LIVE_STREAM_NOOP_EVENTS = [
  "video.live_stream.connected",
  "video.live_stream.recording",
  "video.live_stream.updated",
  "video.live_stream.enabled",
  "video.live_stream.disabled",
  "video.live_stream.warning",
] as const;

/**
 * The envelope of every Mux webhook event: what we read of it. Fields we do not use are kept out of the
 * type but allowed in the body (Mux adds fields without notice).
 */
export const muxEventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created_at: z.iso.datetime({ offset: true }).optional(),
  data: z
    .looseObject({
      id: z.string().min(1).max(255).optional(),
      passthrough: z.string().max(255).optional().nullable(),
    })
    .optional(),
});
export type MuxEvent = z.infer<typeof muxEventSchema>;

/** `video.asset.ready` / `.errored` data. */
export const muxAssetSchema = z.looseObject({
  id: z.string().min(1),
  passthrough: z.string().optional().nullable(),
  duration: z.number().nonnegative().optional(),
  playback_ids: z.array(z.looseObject({ id: z.string().min(1), policy: z.string().optional() })).optional(),
  tracks: z
    .array(
      z.looseObject({
        type: z.string().optional(),
        max_width: z.number().int().positive().optional(),
        max_height: z.number().int().positive().optional(),
      }),
    )
    .optional(),
  errors: z.looseObject({ type: z.string().optional(), messages: z.array(z.string()).optional() }).optional(),
});
export type MuxAsset = z.infer<typeof muxAssetSchema>;

export const webhookAckSchema = z
  .object({
    received: z.literal(true),
    duplicate: z.boolean().describe("True when this event id was already processed; nothing was done again"),
  })
  .meta({ id: "WebhookAck" });
