import { type Ack, type ClientEventName, roomNames, type ServerEventName } from "@playpal/contracts";
import type { Logger } from "@playpal/platform";
import type { Socket } from "socket.io";
import type { ApiClient } from "../api-client.ts";
import type { SocketData } from "../auth.ts";
import { onClientEvent } from "./ack.ts";
import type { SocketLimits } from "./rate-limit.ts";

/** What distinguishes DM conversations from channel rooms: the events, the id field, the room name. */
export interface JoinableKind<K extends string> {
  idField: K;
  join: ClientEventName;
  leave: ClientEventName;
  typingStart: ClientEventName;
  typingStop: ClientEventName;
  typingEvent: Extract<ServerEventName, "dm:typing" | "room:typing">;
  roomName: (id: string) => string;
  authzPath: (id: string) => string;
}

/**
 * Join (authorized by the API with the user's JWT), leave, and typing relayed to the other users of
 * the room; typing is refused unless this socket joined the room.
 */
export function registerJoinable<K extends string>(
  socket: Socket,
  kind: JoinableKind<K>,
  deps: { api: ApiClient; logger: Logger; limits: SocketLimits },
): void {
  const data = socket.data as SocketData;
  const joins = { logger: deps.logger, bucket: deps.limits.joins };
  const events = { logger: deps.logger, bucket: deps.limits.events };
  const idOf = (payload: unknown) => (payload as Record<K, string>)[kind.idField];

  onClientEvent(socket, kind.join, joins, async (payload): Promise<Ack> => {
    const id = idOf(payload);
    const result = await deps.api.authorize(kind.authzPath(id), data.token);
    if (!result.ok) return result;
    if (!socket.connected) return { ok: false, error: "Disconnected" };
    await socket.join(kind.roomName(id));
    return { ok: true };
  });

  onClientEvent(socket, kind.leave, events, async (payload): Promise<Ack> => {
    await socket.leave(kind.roomName(idOf(payload)));
    return { ok: true };
  });

  const typing =
    (isTyping: boolean) =>
    async (payload: unknown): Promise<Ack> => {
      const id = idOf(payload);
      const room = kind.roomName(id);
      if (!socket.rooms.has(room)) return { ok: false, error: `Join ${room} first`, code: "NOT_JOINED" };
      const event = { [kind.idField]: id, userId: data.userId, isTyping };
      // Others only: not this socket, nor the same user's other devices.
      socket
        .to(room)
        .except(roomNames.user(data.userId))
        .emit(kind.typingEvent, event as never);
      return { ok: true };
    };
  onClientEvent(socket, kind.typingStart, events, typing(true));
  onClientEvent(socket, kind.typingStop, events, typing(false));
}
