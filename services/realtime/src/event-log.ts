import type { Logger } from "@playpal/platform";
import type { Socket } from "socket.io";

const MAX_PAYLOAD_CHARS = 300;

/** A payload as a bounded string for the log (functions, i.e. ack callbacks, dropped). */
export function truncatePayload(args: unknown[]): string {
  const values = args.filter((a) => typeof a !== "function");
  let text: string;
  try {
    text = JSON.stringify(values.length === 1 ? values[0] : values) ?? "";
  } catch {
    text = "[unserializable]";
  }
  return text.length > MAX_PAYLOAD_CHARS
    ? `${text.slice(0, MAX_PAYLOAD_CHARS)}…(${text.length} chars)`
    : text;
}

/**
 * Logs every outbound event of a socket with a truncated payload (SOCKET_EVENT_LOGGING); inbound
 * events are logged by the gate (`handlers/gate.ts`), once accepted.
 */
export function logOutgoingSocketEvents(socket: Socket, logger: Logger, userId: string): void {
  socket.onAnyOutgoing((event: string, ...args: unknown[]) => {
    logger.info(
      { dir: "out", event, userId, socketId: socket.id, payload: truncatePayload(args) },
      "socket event",
    );
  });
}
