import type { AdminRouteBody, MediaJobs } from "@playpal/contracts";
import type { Executor, ReactionKind } from "@playpal/db";
import type { Deps } from "../deps.ts";
import type { MediaView } from "../posts/views.ts";

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
  "post.deleted": { postId: string; authorId: string };
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
  "media.status.changed": { ownerId: string; postId: string; media: MediaView };
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
}
export type EventName = keyof DomainEvents;

/** After the writer's commit; a failure is logged and never reaches the writer or other consumers. */
export type AfterCommit<N extends EventName> = (event: DomainEvents[N], deps: Deps) => unknown;
/**
 * Inside the writer's transaction, for what must not outlive the write (a notification of a removed
 * reaction): a failure rolls the write back, as if the writer had done it inline.
 */
export type InTransaction<N extends EventName> = (
  event: DomainEvents[N],
  tx: Executor,
  deps: Deps,
) => Promise<unknown>;

/** One consumer's subscriptions, declared in one file of its own (e.g. feeds/subscribers.ts). */
export interface Subscriber {
  /** For logs: "feeds", "notifications", "realtime"... */
  consumer: string;
  afterCommit?: { [N in EventName]?: AfterCommit<N> };
  inTransaction?: { [N in EventName]?: InTransaction<N> };
}

/** The subscribers of the process, in delivery order (services/api/src/subscribers.ts). */
export interface EventBus {
  subscribers: readonly Subscriber[];
}

export function createEventBus(subscribers: readonly Subscriber[]): EventBus {
  return { subscribers };
}

/**
 * Tells every consumer, one after the other in registration order, that `name` happened; call it after
 * the transaction has committed. Each handler is awaited (a consumer that must not hold the request,
 * like a realtime emit, does not await its own work), and a failing handler is logged and skipped.
 * The handlers get the `deps` passed here, so a caller's overrides reach them.
 */
export async function publish<N extends EventName>(
  deps: Deps,
  name: N,
  event: DomainEvents[N],
): Promise<void> {
  for (const subscriber of deps.events.subscribers) {
    const handler = subscriber.afterCommit?.[name] as AfterCommit<N> | undefined;
    if (!handler) continue;
    try {
      await handler(event, deps);
    } catch (error) {
      deps.logger.error(
        { err: (error as Error).message, event: name, consumer: subscriber.consumer },
        "event handler failed",
      );
    }
  }
}

/**
 * Runs the `inTransaction` handlers of `name` inside the writer's transaction `tx`, in registration
 * order; a failure propagates (and rolls the transaction back). `publish` still follows the commit,
 * with the same event object: a consumer may carry what its `inTransaction` handler learned to its
 * `afterCommit` handler by that object (the notifications consumer: whose cache to clear).
 */
export async function publishInTransaction<N extends EventName>(
  deps: Deps,
  tx: Executor,
  name: N,
  event: DomainEvents[N],
): Promise<void> {
  for (const subscriber of deps.events.subscribers) {
    const handler = subscriber.inTransaction?.[name] as InTransaction<N> | undefined;
    if (handler) await handler(event, tx, deps);
  }
}
