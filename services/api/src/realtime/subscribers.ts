import type { Subscriber } from "../events/bus.ts";

/**
 * The realtime consumer: each event the clients hear live, forwarded to the realtime service. Every
 * emit is fire-and-forget (the emitter logs failures and times out on its own): a slow or absent
 * realtime service never holds a request. Notification emits belong to the notifications consumer.
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
    // Sockets already in the pair's DM room were let in before the block: the realtime service asks
    // the API again for both users' rooms.
    "block.created": (e, deps) => {
      void deps.realtime.recheckAccess(e.blockerId);
      void deps.realtime.recheckAccess(e.blockedId);
    },
  },
};
