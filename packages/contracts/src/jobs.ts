import { z } from "zod";

/** Job names of every BullMQ queue with their payload types, in one registry. */
export const QUEUES = {
  media: "media",
  notifications: "notifications",
  accounts: "accounts",
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

/** Trust and safety: account purges, data exports, and the hourly sweep that catches up on both. */
export const accountJobSchemas = {
  "account.purge": z.object({ userId: id }),
  "export.build": z.object({ exportId: id, userId: id }),
  "accounts.sweep": z.object({}),
} as const;

export type MediaJobs = { [N in keyof typeof mediaJobSchemas]: z.infer<(typeof mediaJobSchemas)[N]> };
export type NotificationJobs = {
  [N in keyof typeof notificationJobSchemas]: z.infer<(typeof notificationJobSchemas)[N]>;
};

export type AccountJobs = { [N in keyof typeof accountJobSchemas]: z.infer<(typeof accountJobSchemas)[N]> };
export type AccountJobName = keyof AccountJobs;
export type MediaJobName = keyof MediaJobs;
export type NotificationJobName = keyof NotificationJobs;
