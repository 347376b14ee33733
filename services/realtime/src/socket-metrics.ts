import { clientPayloads } from "@playpal/contracts";
import { socketConnections, socketEvents } from "@playpal/platform";
import type { Socket } from "socket.io";

const CLIENT_EVENTS = new Set(Object.keys(clientPayloads));

/**
 * Counts a socket on `/metrics` while it is connected, and each event it receives or is sent. Inbound
 * names outside the contract count as `other`: a client cannot grow the label set. Outbound names are
 * ours (the contract's server events).
 */
export function countSocket(socket: Socket): void {
  socketConnections.inc();
  socket.once("disconnect", () => socketConnections.dec());
  socket.onAny((event: string) => {
    socketEvents.inc({ direction: "in", event: CLIENT_EVENTS.has(event) ? event : "other" });
  });
  socket.onAnyOutgoing((event: string) => {
    socketEvents.inc({ direction: "out", event });
  });
}
