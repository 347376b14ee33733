import type { AdminRouteBody, MediaItem, MediaJobs } from "@playpal/contracts";
import type { MediaScreening, ReactionKind } from "@playpal/db";

/*
 * The API's domain events: one typed map, imported by the writers (through events/bus.ts's `publish`)
 * and by each consumer's subscribers.ts. A leaf: it imports only packages, so `deps.ts` may name it.
 */

/** A follow edge: `followerId` follows `followingId`. */
export interface FollowEdge {
  followerId: string;
  followingId: string;
}

/**
 * What happened in a domain, by name: the writer publishes it, each consumer (feed cache,
 * notifications, realtime emits, queues, channels) decides what to do with it. Payloads carry ids and,
 * where a realtime event forwards it, the wire object already built by the writer.
 */
export interface DomainEvents {
  "post.created": {
    postId: string;
    authorId: string;
    body: string;
    /** One processing job each (the media rows written with the post, `pending`). */
    media: MediaJobs["media.process"][];
  };
  /** Posts of one author deleted (one, or a batch of the account purge) with their cascades. */
  "post.deleted": { postIds: string[]; authorId: string };
  "reaction.added": {
    reactionId: string;
    userId: string;
    target: "post" | "comment";
    kind: ReactionKind;
    /** The post reacted to, or the post of the comment reacted to. */
    postId: string;
    /** The target's author when they should hear of it (null when the post is hidden from them). */
    recipientId: string | null;
  };
  "reaction.removed": { reactionId: string; userId: string };
  "comment.created": {
    commentId: string;
    postId: string;
    postAuthorId: string;
    authorId: string;
    body: string;
  };
  /** `reactionIds`: the reactions to the comment, gone with it. */
  "comment.deleted": { commentId: string; postId: string; reactionIds: string[] };
  "follow.created": FollowEdge;
  /** Published on every accepted unfollow; `existed` is false when there was no edge left to remove. */
  "follow.removed": FollowEdge & { existed: boolean };
  /** `endedFollows`: the follows (either way) the block removed. */
  "block.created": { blockerId: string; blockedId: string; endedFollows: FollowEdge[] };
  "message.sent": AdminRouteBody<"/emit/dm/message/new"> & {
    messageId: string;
    senderId: string;
    recipientId: string;
    body: string;
  };
  "message.edited": AdminRouteBody<"/emit/dm/message/edited">;
  /** `again`: the message was already a tombstone (a repeated delete: nothing is emitted again). */
  "message.deleted": { conversationId: string; messageId: string; deletedAt: string; again: boolean };
  "message.read": AdminRouteBody<"/emit/dm/read">;
  "channel.member.joined": { channelId: string; userId: string };
  "channel.member.left": { channelId: string; userId: string };
  "room.created": AdminRouteBody<"/emit/channel/room/created"> & { actorId: string };
  "room.updated": AdminRouteBody<"/emit/channel/room/updated">;
  "room.message.sent": AdminRouteBody<"/emit/room/message/new">;
  "room.message.edited": AdminRouteBody<"/emit/room/message/edited">;
  "room.message.deleted": AdminRouteBody<"/emit/room/message/deleted">;
  /** An upload completed and attached to its post (the media's processing job is queued). */
  "media.attached": { mediaId: string; postId: string; ownerId: string };
  /** A media's status changed (processing, ready, failed: worker or provider webhook); `media` as its author sees it. */
  "media.status.changed": { ownerId: string; postId: string; media: MediaItem };
  /**
   * Screening found a media sensitive (`sensitive`: its post flagged) or explicit (`hidden`: its post also
   * hidden pending review), in the transaction that made the media `ready` (the automatic report and the
   * post's status commit with it) and again after the commit (caches, media access, the author told).
   */
  "media.flagged": {
    mediaId: string;
    postId: string;
    ownerId: string;
    verdict: "sensitive" | "hidden";
    screening: MediaScreening;
  };
  /**
   * Columns of these users' rows that their own account (GET /user/me) shows changed, by a writer
   * outside the users domain and not through a follow or block (which have their own events): a
   * profile image, the live state, the follow counters a purge adjusts.
   */
  "user.changed": { userIds: string[] };
  /** DELETE /user/me: hidden from everyone at once (tokens already revoked), purged at `purgeAt`. */
  "account.deactivated": { userId: string; purgeAt: Date };
  /** A login within the grace period cancelled the deletion. */
  "account.restored": { userId: string };
  /** Every row and object of the account is gone or pseudonymized (the purge job finished). */
  "account.purged": { userId: string };
  /** A moderator suspended the user until `until` (tokens revoked; content hidden meanwhile). */
  "account.suspended": { userId: string; until: Date };
  /**
   * Content left everyone's view by moderation: hidden at the report threshold (pending review), or
   * removed by a moderator (then `post.deleted` / `comment.deleted` follow too).
   */
  "content.moderated": {
    targetType: "post" | "comment";
    targetId: string;
    authorId: string;
    action: "hide" | "remove" | "restore";
  };
  "verification.reviewed": { userId: string; decision: "approved" | "rejected"; reason: string | null };
  /**
   * Every token of the user older than `tokenVersion` stopped working (a password change, a logout
   * everywhere, a deactivation, a suspension): the user's sockets opened with one must close too.
   */
  "account.tokens.revoked": { userId: string; tokenVersion: number };
  /** A fan paid a creator's subscription for the first time or after it lapsed (not an extension). */
  "subscription.started": { subscriptionId: string; subscriberId: string; creatorId: string };
  /** A subscription's paid period ended without an extension: the subscriber loses what it gave (vip rooms). */
  "subscription.lapsed": { subscriberId: string };
  /** A creator listed a product. */
  "product.listed": { productId: string; creatorId: string };
  /** A fan booked a session with a playpal (coins held, room made). */
  "session.booked": {
    sessionId: string;
    playpalId: string;
    purchaserId: string;
    startsAt: Date;
    endsAt: Date;
  };
  /** A booked session was cancelled by `cancelledBy` (null: the account purge of a party). */
  "session.cancelled": { sessionId: string; cancelledBy: string | null; otherPartyId: string };
  /**
   * A user's live stream went live (provider webhook). `pushClaimedAt`: the followers may be pushed
   * (at most one claim per stream an hour), else null.
   */
  "livestream.started": { userId: string; liveStreamId: string; pushClaimedAt: Date | null };
  /** A user's live stream stopped being live. */
  "livestream.ended": { userId: string; liveStreamId: string };
  /**
   * An operator resolved every open report of a target with one action (trust/moderation.ts), after
   * acting on it: `subjectUserId` is the target's author (or the reported user), `suspendedUntil` set
   * for a suspension, `note` the operator's reason shown to the subject.
   */
  "report.resolved": {
    action: "dismiss" | "remove" | "suspend";
    targetType: "post" | "comment" | "user";
    subjectUserId: string | null;
    reporterIds: string[];
    note: string;
    suspendedUntil: Date | null;
  };
  /** A user's data export is stored and may be downloaded until its expiry. */
  "export.ready": { userId: string; exportId: string };
}
export type EventName = keyof DomainEvents;
