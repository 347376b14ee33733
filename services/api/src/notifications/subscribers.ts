import type { Executor } from "@playpal/db";
import type { Deps } from "../deps.ts";
import type { DomainEvents, FollowEdge, Subscriber } from "../events/bus.ts";
import { excerpt, mentionedRecipients } from "../posts/mentions.ts";
import { clearAllNotificationCaches, clearNotificationCaches } from "./cache.ts";
import { enqueueLiveStartedFanout } from "./live-started-fanout.ts";
import {
  forgetSources,
  forgetTargets,
  type NotificationSource,
  notify,
  notifyMany,
  type SourceType,
} from "./notify.ts";
import { enqueueProductListedFanout } from "./product-listed-fanout.ts";
import { enqueueRoomCreatedFanout } from "./room-created-fanout.ts";

/** The NEW_FOLLOWER source of a follow edge (ids never contain ":"); ending the follow removes it. */
export const followSourceId = (edge: FollowEdge) => `${edge.followerId}:${edge.followingId}`;

/** Longest DIRECT_MESSAGE preview (the notification's second line). */
const PREVIEW_LENGTH = 140;

/** The SYSTEM notification that tells a user the review of their identity verification. */
const VERIFICATION_TITLES = {
  approved: "Your identity is verified",
  rejected: "Your identity verification was not approved",
} as const;

/** What a report was about, as its SYSTEM notices name it. */
const REPORTED_KIND = { post: "post", comment: "comment", user: "account" } as const;

/** The SYSTEM notice to every reporter of a target once an operator resolved its reports. */
const REPORTER_OUTCOME = {
  dismiss: (kind: string) =>
    `We reviewed the ${kind} you reported and found that it does not break our rules`,
  remove: (kind: string) => `We removed the ${kind} you reported`,
  suspend: (kind: string) => `We suspended the account behind the ${kind} you reported`,
} as const;

/**
 * The SYSTEM notices of a resolved report: to the subject when their content was removed or their
 * account suspended (with the operator's note), then the outcome to every reporter. Awaits delivery
 * (notifyMany), so the operator's command that closes its connections right after cuts nothing off.
 */
async function notifyReportResolved(
  deps: Deps,
  e: DomainEvents["report.resolved"],
  eventId: string,
): Promise<void> {
  const kind = REPORTED_KIND[e.targetType];
  if (e.action === "remove" && e.subjectUserId && e.targetType !== "user") {
    await notifyMany(deps, {
      eventId,
      recipientIds: [e.subjectUserId],
      actorId: null,
      type: "SYSTEM",
      title: `Your ${kind} was removed`,
      body: e.note,
    });
  }
  if (e.action === "suspend" && e.subjectUserId && e.suspendedUntil) {
    await notifyMany(deps, {
      eventId,
      recipientIds: [e.subjectUserId],
      actorId: null,
      type: "SYSTEM",
      title: `Your account is suspended until ${e.suspendedUntil.toISOString().slice(0, 10)}`,
      body: e.note,
    });
  }
  await notifyMany(deps, {
    eventId,
    recipientIds: e.reporterIds,
    actorId: null,
    type: "SYSTEM",
    title: "Update on your report",
    body: REPORTER_OUTCOME[e.action](kind),
  });
}

/**
 * MENTION to every existing user named in `text` who may see the post, once each, never to the actor
 * nor to anyone blocked with the actor. A post author mentioned in a comment gets both COMMENT and
 * MENTION: they are different events and the preferences gate them separately.
 */
async function notifyMentions(
  deps: Deps,
  input: { actorId: string; postId: string; text: string; source?: NotificationSource; eventId: string },
): Promise<void> {
  const recipients = await mentionedRecipients(deps, input);
  for (const recipientId of recipients) {
    await notify(deps, {
      eventId: input.eventId,
      recipientId,
      actorId: input.actorId,
      type: "MENTION",
      targetType: "post",
      targetId: input.postId,
      body: excerpt(input.text),
      source: input.source ?? null,
    });
  }
}

/**
 * The recipients whose notifications an `inTransaction` handler removed, by event object, for the
 * `afterCommit` handler of the same event to clear their cached pages and counts once the removal is
 * committed: a clear inside the transaction would let a concurrent read cache the rows still visible
 * before the commit under the new generation. The writer passes the same event object to
 * `publishInTransaction` and `publish` (events/bus.ts); a rolled-back write is never published and its
 * entry goes with the event.
 */
const removedInTransaction = new WeakMap<object, string[]>();

async function forgetInTransaction(
  event: object,
  tx: Executor,
  sources: Partial<Record<SourceType, string[]>>,
): Promise<void> {
  removedInTransaction.set(event, await forgetSources({ db: tx }, sources));
}

function clearForgotten(deps: Deps, event: object): Promise<void> {
  const recipients = removedInTransaction.get(event);
  removedInTransaction.delete(event);
  // Delivered again by the outbox's dispatcher (another process, or after a crash): who lost a
  // notification is not known any more, so every cached list is cleared (rare, and always correct).
  if (!recipients) return clearAllNotificationCaches(deps);
  return clearNotificationCaches(deps, recipients);
}

/** Removes notifications outside a transaction (the writer's is committed) and clears their recipients. */
async function forgetNow(deps: Deps, sources: Partial<Record<SourceType, string[]>>): Promise<void> {
  await clearNotificationCaches(deps, await forgetSources(deps, sources));
}

/**
 * The notifications consumer. Notifications are stored before the writer answers (awaited) and
 * delivered (realtime + push) in the background by `notify`. What undoes a notification's cause
 * removes it: in the writer's transaction where the writer did so, so it cannot outlive the cause.
 * Every change to a user's notifications clears that user's cached pages and count (cache.ts) after it
 * is committed; what changes many users' lists at once (an actor hidden or shown again) clears all.
 */
export const notificationsSubscriber: Subscriber = {
  consumer: "notifications",
  afterCommit: {
    // A post's mentions go with the post (its target), so they carry no source.
    "post.created": (e, deps, meta) =>
      notifyMentions(deps, { actorId: e.authorId, postId: e.postId, text: e.body, eventId: meta.eventId }),
    // Their notifications would only lead to a 404 and keep showing an excerpt of what is gone: one
    // delete for the whole batch, each recipient's cache cleared once.
    "post.deleted": (e, deps) => forgetTargets(deps, "post", e.postIds),
    "reaction.added": async (e, deps, meta) => {
      if (!e.recipientId) return;
      await notify(deps, {
        eventId: meta.eventId,
        recipientId: e.recipientId,
        actorId: e.userId,
        type: e.target === "post" ? "LIKE_POST" : "LIKE_COMMENT",
        targetType: "post",
        targetId: e.postId,
        // The row's id: a repeated reaction returns this same row and notifies nothing new.
        source: { type: "reaction", id: e.reactionId },
      });
    },
    "comment.created": async (e, deps, meta) => {
      const source = { type: "comment", id: e.commentId } as const;
      await notify(deps, {
        eventId: meta.eventId,
        recipientId: e.postAuthorId,
        actorId: e.authorId,
        type: "COMMENT",
        targetType: "post",
        targetId: e.postId,
        body: excerpt(e.body),
        source,
      });
      await notifyMentions(deps, {
        actorId: e.authorId,
        postId: e.postId,
        text: e.body,
        source,
        eventId: meta.eventId,
      });
    },
    "follow.created": (e, deps, meta) =>
      notify(deps, {
        eventId: meta.eventId,
        recipientId: e.followingId,
        actorId: e.followerId,
        type: "NEW_FOLLOWER",
        targetType: "profile",
        targetId: e.followerId,
        source: { type: "follow", id: followSourceId(e) },
      }),
    // Like an unlike, an unfollow takes back "X started following you". Also when no edge was left: a
    // repeated unfollow retries a removal that failed the first time.
    "follow.removed": (e, deps) => forgetNow(deps, { follow: [followSourceId(e)] }),
    "message.sent": (e, deps, meta) =>
      notify(deps, {
        eventId: meta.eventId,
        recipientId: e.recipientId,
        actorId: e.senderId,
        type: "DIRECT_MESSAGE",
        targetType: "conversation",
        targetId: e.conversationId,
        body: e.body.length > PREVIEW_LENGTH ? `${e.body.slice(0, PREVIEW_LENGTH - 1)}…` : e.body,
        source: { type: "message", id: e.messageId },
      }),
    // The recipient's DIRECT_MESSAGE would keep showing the retracted text as its preview; a repeated
    // delete forgets again, so it also retries a removal that failed the first time.
    "message.deleted": (e, deps) => forgetNow(deps, { message: [e.messageId] }),
    // Members are notified by a queued fan-out; a queue failure is logged by the enqueue.
    "room.created": (e, deps) =>
      enqueueRoomCreatedFanout(deps, { channelId: e.channelId, roomId: e.room.id, actorId: e.actorId }),
    // Awaits the realtime emit and the push (notifyMany), so a command-line reviewer that closes its
    // connections right after does not cut the delivery off.
    "verification.reviewed": (e, deps, meta) =>
      notifyMany(deps, {
        eventId: meta.eventId,
        recipientIds: [e.userId],
        actorId: null,
        type: "SYSTEM",
        title: VERIFICATION_TITLES[e.decision],
        body: e.reason,
      }),
    "subscription.started": (e, deps, meta) =>
      notify(deps, {
        eventId: meta.eventId,
        recipientId: e.creatorId,
        actorId: e.subscriberId,
        type: "NEW_SUBSCRIBER",
        targetType: "profile",
        targetId: e.subscriberId,
      }),
    // A push to the creator's followers (no stored notification), by a queued fan-out.
    "product.listed": (e, deps) => enqueueProductListedFanout(deps, e),
    "session.booked": (e, deps, meta) =>
      notify(deps, {
        eventId: meta.eventId,
        recipientId: e.playpalId,
        actorId: e.purchaserId,
        type: "SESSION_BOOKED",
        targetType: "session",
        targetId: e.sessionId,
      }),
    "session.cancelled": (e, deps, meta) =>
      notify(deps, {
        eventId: meta.eventId,
        recipientId: e.otherPartyId,
        actorId: e.cancelledBy,
        type: "SESSION_CANCELLED",
        targetType: "session",
        targetId: e.sessionId,
      }),
    // A push to the followers (no stored notification), by a queued fan-out, once per claim.
    "livestream.started": async (e, deps) => {
      if (e.pushClaimedAt) await enqueueLiveStartedFanout(deps, { ...e, pushClaimedAt: e.pushClaimedAt });
    },
    "report.resolved": (e, deps, meta) => notifyReportResolved(deps, e, meta.eventId),
    // Screening hid the author's post pending review: they are told why their post left others' feeds.
    "media.flagged": (e, deps, meta) =>
      e.verdict === "hidden"
        ? notifyMany(deps, {
            eventId: meta.eventId,
            recipientIds: [e.ownerId],
            actorId: null,
            type: "SYSTEM",
            targetType: "post",
            targetId: e.postId,
            // Once per post, however many of its files were hidden (or a job run twice).
            oncePerTarget: true,
            title: "Your post is hidden pending review",
            body: "Our automatic check found that a photo or video in it may be explicit. Only you can see it until a moderator has reviewed it.",
          })
        : undefined,
    // Awaits delivery (notifyMany): the export job's run ends once the user was told.
    "export.ready": (e, deps, meta) =>
      notifyMany(deps, {
        eventId: meta.eventId,
        recipientIds: [e.userId],
        actorId: null,
        type: "SYSTEM",
        title: "Your data export is ready",
        body: `Download it from the app within ${deps.config.EXPORT_RETENTION_HOURS} hours`,
      }),
    // The removals of the `inTransaction` handlers below, committed: their recipients' caches go.
    "reaction.removed": (e, deps) => clearForgotten(deps, e),
    "comment.deleted": (e, deps) => clearForgotten(deps, e),
    "block.created": (e, deps) => clearForgotten(deps, e),
    // The actor's notifications leave (or come back to) every recipient's list: recipients are not
    // looked up, every cached list becomes a miss.
    "account.deactivated": (_e, deps) => clearAllNotificationCaches(deps),
    "account.restored": (_e, deps) => clearAllNotificationCaches(deps),
    "account.suspended": (_e, deps) => clearAllNotificationCaches(deps),
    // The purge deleted every notification the user sent or received.
    "account.purged": (_e, deps) => clearAllNotificationCaches(deps),
  },
  inTransaction: {
    // One transaction with the removal, so "X reacted to your post" cannot outlive the reaction.
    "reaction.removed": (e, tx) => forgetInTransaction(e, tx, { reaction: [e.reactionId] }),
    // The comment's COMMENT and MENTION, and the LIKE_COMMENT of the reactions that went with it.
    "comment.deleted": (e, tx) =>
      forgetInTransaction(e, tx, { comment: [e.commentId], reaction: e.reactionIds }),
    // The follows the block ended no longer exist: their NEW_FOLLOWER go like on unfollow.
    "block.created": (e, tx) => forgetInTransaction(e, tx, { follow: e.endedFollows.map(followSourceId) }),
  },
};
