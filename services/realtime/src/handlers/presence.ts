import type { Logger } from "@playpal/platform";
import type { Socket } from "socket.io";
import type { SocketData } from "../auth.ts";
import type { Presence } from "../presence.ts";
import type { PresenceAnnouncer } from "../presence-announcer.ts";

interface PresenceDeps {
  presence: Presence;
  announcer: PresenceAnnouncer;
  logger: Logger;
  /** Tracks background work so that `close()` can wait for it. */
  track: (work: Promise<unknown>) => void;
}

/**
 * Marks the user online on connect and offline when its last socket (on any instance) goes: the
 * transition is queued in Redis with its announcement, which the announcer sends (now, or after a retry
 * when the API cannot name the followers). `ping` answers `{ ts }` (server time, ms).
 */
export function registerPresenceHandlers(socket: Socket, deps: PresenceDeps): void {
  const { userId } = socket.data as SocketData;

  deps.track(
    (async () => {
      try {
        if (await deps.presence.connect(userId, socket.id)) void deps.announcer.kick();
      } catch (error) {
        // Not recorded (Redis failed): the sweep's refresh records the socket and queues the user.
        deps.logger.warn({ userId, err: (error as Error).message }, "presence update failed");
      }
    })(),
  );

  socket.on("disconnect", () => {
    deps.track(
      (async () => {
        try {
          const { offline } = await deps.presence.disconnect(userId, socket.id);
          if (offline) void deps.announcer.kick();
        } catch (error) {
          // The entry expires and the reaper announces the user offline, a TTL later.
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
