import type { Subscriber } from "../events/bus.ts";

/**
 * The realtime consumer: each event the clients hear live, and each change of what a user's sockets may
 * hold, forwarded to the realtime service. The emitter never throws (it logs failures and times out
 * after REALTIME_EMIT_TIMEOUT_MS). Emits are fire-and-forget (`void`): a slow or absent realtime
 * service never holds a request. Three are awaited, as their writers awaited them: a token revocation
 * (its answer comes after the old sockets are gone), a live-state change (the provider's webhook) and a
 * lapsed subscription (its expiry job or sweep). Notification emits belong to the notifications consumer.
 */
export const realtimeSubscriber: Subscriber = {
  consumer: "realtime",
  afterCommit: {
    "media.status.changed": (e, deps) => {
      void deps.realtime.emit("/emit/media/processing/update", {
        userId: e.ownerId,
        postId: e.postId,
        media: e.media,
      });
    },
    "message.sent": (e, deps) => {
      void deps.realtime.emit("/emit/dm/message/new", {
        conversationId: e.conversationId,
        message: e.message,
      });
    },
    "message.edited": (e, deps) => {
      void deps.realtime.emit("/emit/dm/message/edited", e);
    },
    "message.deleted": (e, deps) => {
      if (e.again) return;
      const { conversationId, messageId, deletedAt } = e;
      void deps.realtime.emit("/emit/dm/message/deleted", { conversationId, messageId, deletedAt });
    },
    "message.read": (e, deps) => {
      void deps.realtime.emit("/emit/dm/read", e);
    },
    "channel.member.joined": (e, deps) => {
      void deps.realtime.emit("/emit/channel/member/joined", e);
    },
    // Also takes the member's sockets out of the channel and its rooms.
    "channel.member.left": (e, deps) => {
      void deps.realtime.emit("/emit/channel/member/left", e);
    },
    "room.created": (e, deps) => {
      void deps.realtime.emit("/emit/channel/room/created", { channelId: e.channelId, room: e.room });
    },
    "room.updated": (e, deps) => {
      void deps.realtime.emit("/emit/channel/room/updated", e);
    },
    "room.message.sent": (e, deps) => {
      void deps.realtime.emit("/emit/room/message/new", e);
    },
    "room.message.edited": (e, deps) => {
      void deps.realtime.emit("/emit/room/message/edited", e);
    },
    "room.message.deleted": (e, deps) => {
      void deps.realtime.emit("/emit/room/message/deleted", e);
    },
    "account.tokens.revoked": (e, deps) => deps.realtime.revokeSessions(e.userId, e.tokenVersion),
    // The user's sockets lose their DM and channel rooms at once (the access re-check; the realtime
    // sweep then disconnects them, their tokens being refused).
    "account.suspended": (e, deps) => {
      void deps.realtime.recheckAccess(e.userId);
    },
    "account.deactivated": (e, deps) => {
      void deps.realtime.recheckAccess(e.userId);
    },
    // The subscriber's live sockets are re-checked, so they leave the creator's vip rooms.
    "subscription.lapsed": (e, deps) => deps.realtime.recheckAccess(e.subscriberId),
    "livestream.started": (e, deps) =>
      deps.realtime.emit("/emit/user/live", {
        userId: e.userId,
        isLive: true,
        activeLiveStreamId: e.liveStreamId,
      }),
    "livestream.ended": (e, deps) =>
      deps.realtime.emit("/emit/user/live", { userId: e.userId, isLive: false, activeLiveStreamId: null }),
    // Sockets already in the pair's DM room were let in before the block: the realtime service asks
    // the API again for both users' rooms.
    "block.created": (e, deps) => {
      void deps.realtime.recheckAccess(e.blockerId);
      void deps.realtime.recheckAccess(e.blockedId);
    },
  },
};
