import { realtimeApiPaths, roomNames } from "@playpal/contracts";
import type { Logger } from "@playpal/platform";
import type { Socket } from "socket.io";
import type { ApiClient } from "../api-client.ts";
import { registerJoinable } from "./joinable.ts";
import type { SocketLimits } from "./rate-limit.ts";

/** `dm:join` / `dm:leave` / `dm:typing:start|stop` -> `dm:typing`. */
export function registerDmHandlers(
  socket: Socket,
  deps: { api: ApiClient; logger: Logger; limits: SocketLimits },
): void {
  registerJoinable(
    socket,
    {
      idField: "conversationId",
      join: "dm:join",
      leave: "dm:leave",
      typingStart: "dm:typing:start",
      typingStop: "dm:typing:stop",
      typingEvent: "dm:typing",
      roomName: roomNames.dm,
      authzPath: realtimeApiPaths.dmAuthz,
    },
    deps,
  );
}
