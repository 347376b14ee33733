import { clientPayloads } from "@playpal/contracts";
import { runWithRequestId, socketConnections, socketEvents } from "@playpal/platform";
import type { Socket } from "socket.io";

const CLIENT_EVENTS = new Set(Object.keys(clientPayloads));

/**
 * What `/metrics` and the logs see of a socket:
 * - it counts as connected until it disconnects, and each event it receives or is sent is counted
 *   (inbound names outside the contract as `other`, so a client cannot grow the label set);
 * - each event it sends is handled as a request of its own, `<socketId>:<n>`: the handler's log lines
 *   and its calls to the API (join authorization) carry that id, so the API's log lines of a socket
 *   action are found from the socket id.
 */
export function observeSocket(socket: Socket): void {
  socketConnections.inc();
  socket.once("disconnect", () => socketConnections.dec());
  socket.onAny((event: string) => {
    socketEvents.inc({ direction: "in", event: CLIENT_EVENTS.has(event) ? event : "other" });
  });
  socket.onAnyOutgoing((event: string) => {
    socketEvents.inc({ direction: "out", event });
  });
  let sequence = 0;
  socket.use((_packet, next) => {
    sequence += 1;
    // Socket.IO dispatches the event (on the next tick) from inside `next`: the handler runs in it.
    runWithRequestId(`${socket.id}:${sequence}`, () => next());
  });
}
