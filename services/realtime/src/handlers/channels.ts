import { roomNames } from "@playpal/contracts";
import type { Logger } from "@playpal/platform";
import type { Socket } from "socket.io";
import type { ApiClient } from "../api-client.ts";
import type { SocketData } from "../auth.ts";

/**
 * Waits before asking again for a channel list the API could not give: 4 attempts over about 3.5 s,
 * enough to ride out an API restart or a brief overload without every connect during a longer outage
 * turning into a stream of calls.
 */
const RETRY_DELAYS_MS = [500, 1000, 2000];

/**
 * Joins the socket to `channel:<id>` for each channel the API lists for its user. Asked again (with
 * backoff) when the API cannot answer: a socket left out of its channel rooms misses their events
 * until it reconnects, which a healthy client may not do for hours. Later membership changes move the
 * socket through the admin routes, so only this initial list needs the retries. Stops as soon as the
 * socket is gone; logs each failure and never throws.
 */
export async function joinChannelRooms(
  socket: Socket,
  deps: { api: ApiClient; logger: Logger },
): Promise<void> {
  const { userId } = socket.data as SocketData;
  for (let attempt = 1; socket.connected; attempt++) {
    const result = await deps.api.channelsOf(userId);
    if (result.ok) {
      if (socket.connected && result.channelIds.length > 0) {
        void socket.join(result.channelIds.map(roomNames.channel));
      }
      return;
    }
    // `retryInMs: null` marks the last attempt: the socket stays out of its channel rooms until it
    // reconnects (or a membership change moves it in).
    const retryInMs = RETRY_DELAYS_MS[attempt - 1] ?? null;
    deps.logger.warn(
      { userId, socketId: socket.id, attempt, retryInMs, err: result.error },
      "channel list unavailable",
    );
    if (retryInMs === null || !(await pauseWhileConnected(socket, retryInMs))) return;
  }
}

/** Resolves true after `ms`, or false as soon as the socket disconnects (no point asking then). */
function pauseWhileConnected(socket: Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const onDisconnect = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      socket.off("disconnect", onDisconnect);
      resolve(true);
    }, ms);
    socket.once("disconnect", onDisconnect);
  });
}
