import { roomNames } from "@playpal/contracts";
import type { Logger } from "@playpal/platform";
import type { Server, Socket } from "socket.io";
import type { ApiClient } from "../api-client.ts";
import type { SocketData } from "../auth.ts";
import type { Presence } from "../presence.ts";

interface PresenceDeps {
  api: ApiClient;
  presence: Presence;
  logger: Logger;
  /** Tracks background work so that `close()` can wait for it. */
  track: (work: Promise<unknown>) => void;
}

/** Sends `presence:update` to the `user:` room of each of the user's followers (asked of the API). */
export async function announcePresence(
  io: Server,
  deps: Pick<PresenceDeps, "api">,
  update: { userId: string; status: "online" | "offline"; lastSeen: string },
): Promise<void> {
  for await (const followerIds of deps.api.followers(update.userId)) {
    io.to(followerIds.map(roomNames.user)).emit("presence:update", update);
  }
}

/**
 * Marks the user online on connect and offline when its last socket (on any instance) goes; `ping`
 * answers `{ ts }` (server time, ms).
 */
export function registerPresenceHandlers(io: Server, socket: Socket, deps: PresenceDeps): void {
  const { userId } = socket.data as SocketData;

  deps.track(
    (async () => {
      try {
        if (await deps.presence.connect(userId, socket.id)) {
          await announcePresence(io, deps, { userId, status: "online", lastSeen: new Date().toISOString() });
        }
      } catch (error) {
        deps.logger.warn({ userId, err: (error as Error).message }, "presence update failed");
      }
    })(),
  );

  socket.on("disconnect", () => {
    deps.track(
      (async () => {
        try {
          const { offline, lastSeen } = await deps.presence.disconnect(userId, socket.id);
          if (offline) await announcePresence(io, deps, { userId, status: "offline", lastSeen });
        } catch (error) {
          deps.logger.warn({ userId, err: (error as Error).message }, "presence update failed");
        }
      })(),
    );
  });

  // No presence write here: the instance's sweep refreshes every connected socket, and Socket.IO's
  // own heartbeat drops dead ones; a refresh per ping let any client turn pings into Redis writes.
  socket.on("ping", (...args: unknown[]) => {
    const ack = args.at(-1);
    if (typeof ack === "function") ack({ ts: Date.now() });
  });
}
