import {
  type AdminEmit,
  type AdminRoute,
  type AdminRouteBody,
  accessRoutes,
  adminBodyToPayload,
  adminRoutes,
  EMIT_BATCH_ROUTE,
  emitBatchBody,
  REALTIME_ADMIN_HEADER,
  realtimeApiPaths,
  roomNames,
  type ServerEventName,
  type ServerEventPayloads,
} from "@playpal/contracts";
import { type Logger, secretMatches } from "@playpal/platform";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Server } from "socket.io";
import { z } from "zod";
import type { ApiClient } from "./api-client.ts";
import { revokedVersionRooms, type SocketData } from "./auth.ts";

/** Server-side events between instances (never to the sender): apply a move / a re-check locally. */
const MEMBERSHIP_MOVE = "membership:move";
const membershipMove = z.object({ userId: z.string(), room: z.string(), move: z.enum(["join", "leave"]) });
type MembershipMove = z.infer<typeof membershipMove>;
const ROOM_ACCESS_CHANGED = "room:access-changed";
const roomAccessChanged = z.object({ roomId: z.string() });
const USER_ACCESS_CHANGED = "user:access-changed";
const userAccessChanged = z.object({ userId: z.string() });

interface BackgroundDeps {
  api: ApiClient;
  logger: Logger;
  /** Tracks background work so that `close()` can wait for it. */
  track: (work: Promise<unknown>) => void;
}

/** The rooms a socket joins only with the API's consent (`dm:join`, `room:join`), and whom to ask. */
const guardedRooms = [
  { prefix: roomNames.room(""), authzPath: realtimeApiPaths.roomAuthz },
  { prefix: roomNames.dm(""), authzPath: realtimeApiPaths.dmAuthz },
] as const;
const ROOM_PREFIX = roomNames.room("");

/**
 * The batch route's body limit: `EMIT_BATCH_MAX` notifications with long announcement texts and signed
 * avatar URLs stay under it; the emitter also cuts its batches by size (1 MiB each).
 */
const EMIT_BATCH_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * Access to DM and channel rooms is checked when a socket joins; when it may have changed since, this
 * asks the API again, with each socket's own JWT, for the guarded rooms (`dm:<id>`, `room:<id>`) that
 * `select` picks among those held by this instance's sockets in `holders`, and takes the sockets out
 * of those it refuses (AUTHZ_DENIED; an API that cannot answer changes nothing).
 */
function recheckRooms(
  io: Server,
  deps: BackgroundDeps,
  holders: string,
  select: (room: string) => boolean,
): void {
  const work = async () => {
    for (const socket of await io.local.in(holders).fetchSockets()) {
      const { token } = socket.data as SocketData;
      for (const room of socket.rooms) {
        const guard = guardedRooms.find((g) => room.startsWith(g.prefix));
        if (!guard || !select(room)) continue;
        const result = await deps.api.authorize(guard.authzPath(room.slice(guard.prefix.length)), token);
        if (!result.ok && result.code === "AUTHZ_DENIED") socket.leave(room);
      }
    }
  };
  deps.track(
    work().catch((error: Error) => deps.logger.warn({ holders, err: error.message }, "room re-check failed")),
  );
}

/** Emits an event to the `user:` room of each of the user's followers, page by page as the API answers. */
async function announceToFollowers<E extends ServerEventName>(
  io: Server,
  api: ApiClient,
  userId: string,
  event: E,
  payload: ServerEventPayloads[E],
): Promise<void> {
  for await (const followerIds of api.followers(userId)) {
    io.to(followerIds.map(roomNames.user)).emit(event, payload as never);
  }
}

function invalidBody(reply: FastifyReply, route: string, error: z.ZodError) {
  return reply.status(400).send({
    message: `Invalid body for ${route}`,
    code: "VALIDATION_FAILED",
    errors: error.flatten(),
  });
}

/** A member who left a channel loses the channel's rooms the API no longer lets them in. */
function moveLocalSockets(io: Server, deps: BackgroundDeps, { userId, room, move }: MembershipMove): void {
  const sockets = io.local.in(roomNames.user(userId));
  if (move === "join") {
    sockets.socketsJoin(room);
    return;
  }
  sockets.socketsLeave(room);
  recheckRooms(io, deps, roomNames.user(userId), (held) => held.startsWith(ROOM_PREFIX));
}

/**
 * `POST /admin/<route>` for every route of the contract: checks the shared token, validates the body
 * and emits the event into its room; nothing else. `POST /admin/emit/batch` does the same for many
 * emits in one call (a notification fan-out). `POST /admin/access/recheck` `{ userId }` emits
 * nothing: every instance re-asks the API for the DM and channel rooms held by that user's sockets
 * (after a block). Membership changes of a channel also move the
 * member's sockets (on every instance) into or out of the channel's room, so they receive (or stop
 * receiving) its events without reconnecting; a member who left, or the sockets in a room whose
 * visibility changed, lose the channel rooms the API no longer lets them in. `POST
 * /admin/sessions/revoked` `{ userId, tokenVersion }` disconnects, on every instance, the user's
 * sockets opened with an older token.
 */
export async function adminPlugin(
  app: FastifyInstance,
  options: {
    io: Server;
    token: string;
    logger: Logger;
    api: ApiClient;
    /** Tracks background work so that `close()` can wait for it. */
    track: (work: Promise<unknown>) => void;
  },
) {
  const { io, logger } = options;

  /**
   * Moves a member's sockets into or out of a channel room: this instance's at once, the other
   * instances' through a server-side event (Redis delivers it ahead of the emit that follows). Not
   * with the adapter's cluster-wide socketsJoin/Leave: its request also comes back through Redis to
   * the instance that sent it, and an echo landing after a quick opposite move (left right after
   * joined, or the reverse) undid that move.
   */
  const moveMember = (move: MembershipMove) => {
    moveLocalSockets(io, options, move);
    io.serverSideEmit(MEMBERSHIP_MOVE, move);
  };
  io.on(MEMBERSHIP_MOVE, (payload: unknown) => {
    const parsed = membershipMove.safeParse(payload);
    if (parsed.success) moveLocalSockets(io, options, parsed.data);
  });

  /** A room's visibility changed: every instance re-checks the sockets in it. */
  const recheckRoom = (roomId: string) => {
    const room = roomNames.room(roomId);
    recheckRooms(io, options, room, (held) => held === room);
  };
  const roomAccessChangedFor = (roomId: string) => {
    recheckRoom(roomId);
    io.serverSideEmit(ROOM_ACCESS_CHANGED, { roomId });
  };
  io.on(ROOM_ACCESS_CHANGED, (payload: unknown) => {
    const parsed = roomAccessChanged.safeParse(payload);
    if (parsed.success) recheckRoom(parsed.data.roomId);
  });

  /** A user's rights changed (a block): every instance re-checks every DM and channel room of its sockets. */
  const recheckUser = (userId: string) => recheckRooms(io, options, roomNames.user(userId), () => true);
  io.on(USER_ACCESS_CHANGED, (payload: unknown) => {
    const parsed = userAccessChanged.safeParse(payload);
    if (parsed.success) recheckUser(parsed.data.userId);
  });

  app.addHook("onRequest", async (request, reply) => {
    if (!secretMatches(request.headers[REALTIME_ADMIN_HEADER], options.token)) {
      return reply.status(401).send({ message: "Invalid realtime admin token", code: "UNAUTHORIZED" });
    }
  });

  app.post("/access/recheck", async (request, reply) => {
    const parsed = accessRoutes["/access/recheck"].body.safeParse(request.body);
    if (!parsed.success) return invalidBody(reply, "/access/recheck", parsed.error);
    const { userId } = parsed.data;
    recheckUser(userId);
    io.serverSideEmit(USER_ACCESS_CHANGED, { userId });
    logger.debug({ userId }, "admin access re-check");
    return { ok: true };
  });

  // Cross-instance through the Redis adapter: every instance disconnects its own sockets in the rooms.
  app.post("/sessions/revoked", async (request, reply) => {
    const parsed = accessRoutes["/sessions/revoked"].body.safeParse(request.body);
    if (!parsed.success) return invalidBody(reply, "/sessions/revoked", parsed.error);
    const { userId, tokenVersion } = parsed.data;
    const rooms = revokedVersionRooms(userId, tokenVersion);
    if (rooms.length > 0) io.in(rooms).disconnectSockets(true);
    logger.debug({ userId, tokenVersion }, "admin sessions revoked");
    return { ok: true };
  });

  /** One emit, as its route does it: the event into its room, and the route's own moves and fan-outs. */
  const applyEmit = <R extends AdminRoute>(route: R, body: AdminRouteBody<R>) => {
    const spec = adminRoutes[route];
    const room = (spec.room as (b: AdminRouteBody<R>) => string)(body);
    if (route === "/emit/channel/member/joined") {
      const { userId } = body as AdminRouteBody<"/emit/channel/member/joined">;
      moveMember({ userId, room, move: "join" });
    }
    io.to(room).emit(spec.event, adminBodyToPayload(route, body) as never);
    if (route === "/emit/channel/room/updated") {
      const { roomId, patch } = body as AdminRouteBody<"/emit/channel/room/updated">;
      if ("visibility" in patch) roomAccessChangedFor(roomId);
    }
    if (route === "/emit/user/live") {
      const live = body as AdminRouteBody<"/emit/user/live">;
      options.track(
        announceToFollowers(io, options.api, live.userId, "user:live", live).catch((error: Error) =>
          logger.warn({ userId: live.userId, err: error.message }, "user:live fan-out failed"),
        ),
      );
    }
    if (route === "/emit/channel/member/left") {
      const { userId } = body as AdminRouteBody<"/emit/channel/member/left">;
      moveMember({ userId, room, move: "leave" });
    }
    return room;
  };

  for (const route of Object.keys(adminRoutes) as AdminRoute[]) {
    app.post(route, async (request, reply) => {
      const parsed = adminRoutes[route].body.safeParse(request.body);
      if (!parsed.success) return invalidBody(reply, route, parsed.error);
      const room = applyEmit(route, parsed.data as AdminRouteBody<AdminRoute>);
      logger.debug({ route, room }, "admin emit");
      return { ok: true };
    });
  }

  // Validated whole before anything is emitted, so a caller never has to guess which part went out.
  app.post(EMIT_BATCH_ROUTE, { bodyLimit: EMIT_BATCH_BODY_LIMIT }, async (request, reply) => {
    const parsed = emitBatchBody.safeParse(request.body);
    if (!parsed.success) return invalidBody(reply, EMIT_BATCH_ROUTE, parsed.error);
    for (const { route, body } of parsed.data.emits as AdminEmit[]) applyEmit(route, body);
    logger.debug({ route: EMIT_BATCH_ROUTE, emits: parsed.data.emits.length }, "admin emit batch");
    return { ok: true };
  });
}
