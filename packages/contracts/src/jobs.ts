import { z } from "zod";

/** Job names of every BullMQ queue with their payload types, in one registry. */
export const QUEUES = {
  media: "media",
  notifications: "notifications",
  discovery: "discovery",
} as const;

const id = z.string().min(1);

/**
 * The payload of each job, checked by the consumer before it runs the job: a malformed job (queued by
 * another version, or by hand) fails at once instead of failing deep in its processor on every retry.
 */
export const mediaJobSchemas = {
  "media.process": z.object({ mediaId: id, postId: id, userId: id, storageKey: id, mimeType: id }),
} as const;

export const notificationJobSchemas = {
  "push.receipts": z.object({ ticketIds: z.array(id), tokensByTicket: z.record(z.string(), z.string()) }),
  "fanout.channel-room-created": z.object({ channelId: id, roomId: id, actorId: id }),
} as const;

/** Repeatable maintenance of the discovery domain (no payload: each run recomputes everything). */
export const discoveryJobSchemas = {
  "discovery.refresh-rollups": z.object({}),
} as const;

export type MediaJobs = { [N in keyof typeof mediaJobSchemas]: z.infer<(typeof mediaJobSchemas)[N]> };
export type NotificationJobs = {
  [N in keyof typeof notificationJobSchemas]: z.infer<(typeof notificationJobSchemas)[N]>;
};

export type DiscoveryJobs = {
  [N in keyof typeof discoveryJobSchemas]: z.infer<(typeof discoveryJobSchemas)[N]>;
};

export type MediaJobName = keyof MediaJobs;
export type DiscoveryJobName = keyof DiscoveryJobs;
export type NotificationJobName = keyof NotificationJobs;
