/** Job names of every BullMQ queue with their payload types, in one registry. */
export const QUEUES = {
  media: "media",
  notifications: "notifications",
} as const;

export interface MediaJobs {
  "media.process": { mediaId: string; postId: string; userId: string; storageKey: string; mimeType: string };
}

export interface NotificationJobs {
  "push.receipts": { ticketIds: string[]; tokensByTicket: Record<string, string> };
  "fanout.channel-room-created": { channelId: string; roomId: string; actorId: string };
}

export type MediaJobName = keyof MediaJobs;
export type NotificationJobName = keyof NotificationJobs;
