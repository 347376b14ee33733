import { z } from "zod";

/**
 * Job names of every BullMQ queue with their payload types, in one registry. `background` carries the
 * API's jobs of several domains: notification fan-outs and receipts, commerce's delayed jobs and sweep,
 * home-timeline fan-outs.
 */
export const QUEUES = {
  media: "media",
  background: "background",
  accounts: "accounts",
  discovery: "discovery",
} as const;

/**
 * Former names of renamed queues, each with the queue it became. For one release after the rename the
 * new queue's worker also consumes the former one, whose jobs (waiting, or delayed up to a paid
 * period ahead) would otherwise never run; nothing adds to it any more (docs/operations.md "Queues").
 */
export const FORMER_QUEUES = { notifications: "background" } as const satisfies Record<
  string,
  (typeof QUEUES)[keyof typeof QUEUES]
>;

const id = z.string().min(1);

/**
 * The payload of each job, checked by the consumer before it runs the job: a malformed job (queued by
 * another version, or by hand) fails at once instead of failing deep in its processor on every retry.
 */
export const mediaJobSchemas = {
  "media.process": z.object({ mediaId: id, postId: id, userId: id, storageKey: id, mimeType: id }),
  /** The repeatable sweep: re-queues media left pending with no job, deletes abandoned uploads. */
  "media.sweep": z.object({}),
} as const;

export const backgroundJobSchemas = {
  "push.receipts": z.object({ ticketIds: z.array(id), tokensByTicket: z.record(z.string(), z.string()) }),
  "fanout.channel-room-created": z.object({ channelId: id, roomId: id, actorId: id }),
  /** At a subscription's `expiresAt`: live sockets of a lapsed subscriber leave the creator's vip rooms. */
  "commerce.subscription-expiry": z.object({ subscriptionId: id }),
  /** 15 minutes before a session starts: SESSION_REMINDER to both parties (removed on cancellation). */
  "commerce.session-reminder": z.object({ sessionId: id }),
  /** At a session's end: the session is completed and its held earnings become available. */
  "commerce.session-end": z.object({ sessionId: id }),
  /**
   * Every few minutes (a job scheduler): what the delayed commerce jobs would have done if one was lost
   * (ended sessions completed and their earnings released, lapsed subscriptions re-checked).
   */
  "commerce.sweep": z.object({}),
  /** A creator listed a product: a push to followers whose `shopUpdates` preference is on. */
  "fanout.product-listed": z.object({ productId: id, creatorId: id }),
  /** The push to a creator's followers when their stream goes live (at most once per stream an hour). */
  "fanout.live-started": z.object({ userId: id, liveStreamId: id }),
  /** A new post's id pushed onto each follower's home timeline (docs/feed-query.md). */
  "feeds.fanout": z.object({ postId: id }),
  /** A cold (never built, expired or lost) home timeline rebuilt from PostgreSQL. */
  "feeds.rebuild": z.object({ userId: id }),
  /** Every minute: fan-outs not done a minute after they were queued are queued again (the outbox). */
  "feeds.sweep": z.object({}),
} as const;

/** Repeatable maintenance of the discovery domain (no payload: each run recomputes everything). */
export const discoveryJobSchemas = {
  "discovery.refresh-rollups": z.object({}),
} as const;

/** Trust and safety: account purges, data exports, and the hourly sweep that catches up on both. */
export const accountJobSchemas = {
  "account.purge": z.object({ userId: id }),
  /** An account hidden (deactivated, suspended) or shown again: its public objects follow (media/access.ts). */
  "account.media-access": z.object({ userId: id }),
  "export.build": z.object({ exportId: id, userId: id }),
  "accounts.sweep": z.object({}),
} as const;

export type MediaJobs = { [N in keyof typeof mediaJobSchemas]: z.infer<(typeof mediaJobSchemas)[N]> };
export type BackgroundJobs = {
  [N in keyof typeof backgroundJobSchemas]: z.infer<(typeof backgroundJobSchemas)[N]>;
};

export type DiscoveryJobs = {
  [N in keyof typeof discoveryJobSchemas]: z.infer<(typeof discoveryJobSchemas)[N]>;
};

export type AccountJobs = { [N in keyof typeof accountJobSchemas]: z.infer<(typeof accountJobSchemas)[N]> };
export type AccountJobName = keyof AccountJobs;
export type MediaJobName = keyof MediaJobs;
export type DiscoveryJobName = keyof DiscoveryJobs;
export type BackgroundJobName = keyof BackgroundJobs;
