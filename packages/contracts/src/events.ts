/**
 * The realtime contract: every Socket.IO event name and payload exactly as the wire carries them.
 * Where SPEC.md's declared contract and the wire differ (`ping`, `lastSeen`, `lastReadMessageId`,
 * `room:typing`, `messageId`), the wire wins.
 */
import { z } from "zod";
import {
  type DmMessage,
  dmMessageSchema,
  type MediaItem,
  mediaSchema,
  type NotificationItem,
  notificationSchema,
  type Room,
  type RoomMessage,
  type RoomPatch,
  roomMessageSchema,
  roomPatchSchema,
  roomSchema,
} from "./dto.ts";

// ---- rooms ---------------------------------------------------------------------------------------
export const roomNames = {
  user: (userId: string) => `user:${userId}`,
  dm: (conversationId: string) => `dm:${conversationId}`,
  room: (roomId: string) => `room:${roomId}`,
  channel: (channelId: string) => `channel:${channelId}`,
} as const;

// ---- client -> server ----------------------------------------------------------------------------
const id = z.string().min(1).max(64);
export const clientPayloads = {
  ping: z.object({ ts: z.number() }).partial(),
  "dm:join": z.object({ conversationId: id }),
  "dm:leave": z.object({ conversationId: id }),
  "dm:typing:start": z.object({ conversationId: id }),
  "dm:typing:stop": z.object({ conversationId: id }),
  "room:join": z.object({ roomId: id }),
  "room:leave": z.object({ roomId: id }),
  "room:typing:start": z.object({ roomId: id }),
  "room:typing:stop": z.object({ roomId: id }),
} as const;
export type ClientEventName = keyof typeof clientPayloads;

export type AckError = { ok: false; error: string; code?: AckErrorCode };
export type Ack = { ok: true } | AckError;
export type AckErrorCode =
  | "AUTHZ_DENIED"
  | "UPSTREAM_UNAVAILABLE"
  | "BAD_PAYLOAD"
  | "NOT_JOINED"
  | "UNKNOWN_EVENT"
  | "RATE_LIMITED";

export interface ClientToServerEvents {
  ping: (payload: { ts?: number }, ack?: (reply: { ts: number }) => void) => void;
  "dm:join": (payload: { conversationId: string }, ack?: (reply: Ack) => void) => void;
  "dm:leave": (payload: { conversationId: string }, ack?: (reply: Ack) => void) => void;
  "dm:typing:start": (payload: { conversationId: string }, ack?: (reply: Ack) => void) => void;
  "dm:typing:stop": (payload: { conversationId: string }, ack?: (reply: Ack) => void) => void;
  "room:join": (payload: { roomId: string }, ack?: (reply: Ack) => void) => void;
  "room:leave": (payload: { roomId: string }, ack?: (reply: Ack) => void) => void;
  "room:typing:start": (payload: { roomId: string }, ack?: (reply: Ack) => void) => void;
  "room:typing:stop": (payload: { roomId: string }, ack?: (reply: Ack) => void) => void;
}

// ---- server -> client ----------------------------------------------------------------------------
export interface ServerEventPayloads {
  "presence:update": { userId: string; status: "online" | "offline"; lastSeen: string };
  "dm:message:new": { conversationId: string; message: DmMessage };
  "dm:message:edited": { conversationId: string; messageId: string; body: string; editedAt: string };
  "dm:message:deleted": { conversationId: string; messageId: string; deletedAt: string };
  "dm:read": { conversationId: string; userId: string; lastReadAt: string; lastReadMessageId: string | null };
  "dm:typing": { conversationId: string; userId: string; isTyping: boolean };
  "room:message:new": { roomId: string; message: RoomMessage };
  "room:message:edited": { roomId: string; messageId: string; body: string; editedAt: string };
  "room:message:deleted": { roomId: string; messageId: string; deletedAt: string };
  "room:typing": { roomId: string; userId: string; isTyping: boolean };
  "channel:room:created": { channelId: string; room: Room };
  "channel:room:updated": { channelId: string; roomId: string; patch: RoomPatch };
  "channel:member:joined": { channelId: string; userId: string };
  "channel:member:left": { channelId: string; userId: string };
  "notification:new": { notification: NotificationItem };
  "media:processing:update": { postId: string; media: MediaItem };
  /**
   * A user went live or stopped (provider webhooks): sent to the user's own sockets and to each of
   * their followers' `user:` rooms.
   */
  "user:live": { userId: string; isLive: boolean; activeLiveStreamId: string | null };
}
export type ServerEventName = keyof ServerEventPayloads;
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerEventPayloads[E]) => void;
};

// ---- internal admin routes (API / media worker -> realtime) ---------------------------------------
const iso = z.string().min(1);

/**
 * Each admin route, its validated body, the event it emits and the room it targets. Routes are
 * relative to `<REALTIME_URL>/admin`. The objects an event carries are checked for the fields the
 * contract names but keep any others (`.loose()`): during a rolling deploy an API newer than the
 * realtime service still gets its new fields through to clients.
 */
export const adminRoutes = {
  "/emit/dm/message/new": {
    body: z.object({ conversationId: id, message: dmMessageSchema.loose() }),
    event: "dm:message:new",
    room: (b: { conversationId: string }) => roomNames.dm(b.conversationId),
  },
  "/emit/dm/message/edited": {
    body: z.object({ conversationId: id, messageId: id, body: z.string(), editedAt: iso }),
    event: "dm:message:edited",
    room: (b: { conversationId: string }) => roomNames.dm(b.conversationId),
  },
  "/emit/dm/message/deleted": {
    body: z.object({ conversationId: id, messageId: id, deletedAt: iso }),
    event: "dm:message:deleted",
    room: (b: { conversationId: string }) => roomNames.dm(b.conversationId),
  },
  "/emit/dm/read": {
    body: z.object({ conversationId: id, userId: id, lastReadAt: iso, lastReadMessageId: id.nullable() }),
    event: "dm:read",
    room: (b: { conversationId: string }) => roomNames.dm(b.conversationId),
  },
  "/emit/room/message/new": {
    body: z.object({ roomId: id, message: roomMessageSchema.loose() }),
    event: "room:message:new",
    room: (b: { roomId: string }) => roomNames.room(b.roomId),
  },
  "/emit/room/message/edited": {
    body: z.object({ roomId: id, messageId: id, body: z.string(), editedAt: iso }),
    event: "room:message:edited",
    room: (b: { roomId: string }) => roomNames.room(b.roomId),
  },
  "/emit/room/message/deleted": {
    body: z.object({ roomId: id, messageId: id, deletedAt: iso }),
    event: "room:message:deleted",
    room: (b: { roomId: string }) => roomNames.room(b.roomId),
  },
  "/emit/channel/room/created": {
    body: z.object({ channelId: id, room: roomSchema.loose() }),
    event: "channel:room:created",
    room: (b: { channelId: string }) => roomNames.channel(b.channelId),
  },
  "/emit/channel/room/updated": {
    body: z.object({ channelId: id, roomId: id, patch: roomPatchSchema.loose() }),
    event: "channel:room:updated",
    room: (b: { channelId: string }) => roomNames.channel(b.channelId),
  },
  "/emit/channel/member/joined": {
    body: z.object({ channelId: id, userId: id }),
    event: "channel:member:joined",
    room: (b: { channelId: string }) => roomNames.channel(b.channelId),
  },
  "/emit/channel/member/left": {
    body: z.object({ channelId: id, userId: id }),
    event: "channel:member:left",
    room: (b: { channelId: string }) => roomNames.channel(b.channelId),
  },
  "/emit/notification/new": {
    body: z.object({ userId: id, notification: notificationSchema.loose() }),
    event: "notification:new",
    room: (b: { userId: string }) => roomNames.user(b.userId),
  },
  "/emit/media/processing/update": {
    body: z.object({ userId: id, postId: id, media: mediaSchema.loose() }),
    event: "media:processing:update",
    room: (b: { userId: string }) => roomNames.user(b.userId),
  },
  /**
   * Emits `user:live` to `user:<userId>` and to the `user:` room of each of the user's followers, whom
   * the realtime service asks of the API (the presence audience), in the background.
   */
  "/emit/user/live": {
    body: z.object({ userId: id, isLive: z.boolean(), activeLiveStreamId: id.nullable() }),
    event: "user:live",
    room: (b: { userId: string }) => roomNames.user(b.userId),
  },
} as const;

export type AdminRoute = keyof typeof adminRoutes;
export type AdminRouteBody<R extends AdminRoute> = z.infer<(typeof adminRoutes)[R]["body"]>;
export type AdminRouteEvent<R extends AdminRoute> = (typeof adminRoutes)[R]["event"];
export type AdminRoutePayload<R extends AdminRoute> = ServerEventPayloads[AdminRouteEvent<R>];

/** One emit of a batch: an admin route and its body. */
export type AdminEmit = { [R in AdminRoute]: { route: R; body: AdminRouteBody<R> } }[AdminRoute];

/**
 * `POST /admin/emit/batch` `{ emits: [{ route, body }, ...] }`: many emits in one call, each exactly as
 * its own route would do it, in order. The batch is validated whole first: one invalid body is a 400
 * and nothing is emitted. For fan-outs (a notification to thousands of users: one call per batch
 * instead of one per user). At most `EMIT_BATCH_MAX` emits per call.
 */
export const EMIT_BATCH_ROUTE = "/emit/batch";
export const EMIT_BATCH_MAX = 500;
const adminEmitSchemas = (Object.keys(adminRoutes) as AdminRoute[]).map((route) =>
  z.object({ route: z.literal(route), body: adminRoutes[route].body }),
);
export const emitBatchBody = z.object({
  emits: z
    .array(z.discriminatedUnion("route", adminEmitSchemas as [(typeof adminEmitSchemas)[number]]))
    .min(1)
    .max(EMIT_BATCH_MAX),
});

/** The admin routes whose body lacks part of its event's payload: `never`, or the build fails below. */
type RoutesMissingTheirPayload = {
  [R in AdminRoute]: AdminRouteBody<R> extends AdminRoutePayload<R> ? never : R;
}[AdminRoute];
true satisfies [RoutesMissingTheirPayload] extends [never] ? true : RoutesMissingTheirPayload;

/** The socket payload an admin route's body becomes (the routing key, e.g. `userId`, is dropped where the event has none). */
export function adminBodyToPayload<R extends AdminRoute>(
  route: R,
  body: AdminRouteBody<R>,
): AdminRoutePayload<R> {
  if (route === "/emit/notification/new") {
    const { notification } = body as AdminRouteBody<"/emit/notification/new">;
    return { notification } satisfies AdminRoutePayload<"/emit/notification/new"> as AdminRoutePayload<R>;
  }
  if (route === "/emit/media/processing/update") {
    const { postId, media } = body as AdminRouteBody<"/emit/media/processing/update">;
    return {
      postId,
      media,
    } satisfies AdminRoutePayload<"/emit/media/processing/update"> as AdminRoutePayload<R>;
  }
  return body as AdminRoutePayload<R>;
}

/**
 * Admin routes that emit no event but act on sockets, relative to `<REALTIME_URL>/admin` like
 * `adminRoutes`. `/access/recheck`: access to `dm:` and `room:` rooms is checked when a socket joins;
 * when the API changes a user's rights (a block), every instance asks the API again, with each
 * socket's own JWT, for every such room held by that user's sockets, and takes them out of those it
 * now refuses. `/sessions/revoked`: the user's tokenVersion rose to `tokenVersion` (logout-all, a
 * password change or reset, an account deletion): every instance disconnects at once that user's
 * sockets opened with an older version (sockets opened with the new token stay).
 */
export const accessRoutes = {
  "/access/recheck": { body: z.object({ userId: id }) },
  "/sessions/revoked": { body: z.object({ userId: id, tokenVersion: z.number().int().nonnegative() }) },
} as const;

export type AccessRoute = keyof typeof accessRoutes;
export type AccessRouteBody<R extends AccessRoute> = z.infer<(typeof accessRoutes)[R]["body"]>;

/** Header carrying the shared secret of the internal channel. */
export const REALTIME_ADMIN_HEADER = "x-realtime-admin-token";
