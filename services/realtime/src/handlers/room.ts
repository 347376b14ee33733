import { realtimeApiPaths, roomNames } from "@playpal/contracts";
import type { Logger } from "@playpal/platform";
import type { Socket } from "socket.io";
import type { ApiClient } from "../api-client.ts";
import { registerJoinable } from "./joinable.ts";
import type { SocketLimits } from "./rate-limit.ts";

/** `room:join` / `room:leave` / `room:typing:start|stop` -> `room:typing` (channel rooms). */
export function registerRoomHandlers(
  socket: Socket,
  deps: { api: ApiClient; logger: Logger; limits: SocketLimits },
): void {
  registerJoinable(
    socket,
    {
      idField: "roomId",
      join: "room:join",
      leave: "room:leave",
      typingStart: "room:typing:start",
      typingStop: "room:typing:stop",
      typingEvent: "room:typing",
      roomName: roomNames.room,
      authzPath: realtimeApiPaths.roomAuthz,
    },
    deps,
  );
}
