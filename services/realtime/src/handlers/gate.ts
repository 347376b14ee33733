import { type Ack, clientPayloads } from "@playpal/contracts";
import type { Logger } from "@playpal/platform";
import type { Socket } from "socket.io";
import { truncatePayload } from "../event-log.ts";
import { tokenBucket } from "./rate-limit.ts";

/** What one socket may send in all, every event counted (`ping` and unknown names included). */
export const SOCKET_EVENT_BURST = 60;
export const SOCKET_EVENTS_PER_SECOND = 20;

const knownEvents = new Set<string>(Object.keys(clientPayloads));

/**
 * Refusals counted per reason and event (unknown names under one key, so a client cannot grow the
 * map): `totals` since start, and a periodic summary line instead of a log line per refusal.
 */
export function createRefusalCounter() {
  const totals = new Map<string, number>();
  let sinceReport = new Map<string, number>();
  return {
    totals,
    count(reason: "RATE_LIMITED" | "UNKNOWN_EVENT", event: string) {
      const key = `${reason}:${knownEvents.has(event) ? event : "(unknown)"}`;
      totals.set(key, (totals.get(key) ?? 0) + 1);
      sinceReport.set(key, (sinceReport.get(key) ?? 0) + 1);
    },
    /** Logs one line with the refusals since the last report, if any. */
    report(logger: Logger) {
      if (sinceReport.size === 0) return;
      logger.warn({ refused: Object.fromEntries(sinceReport) }, "socket events refused");
      sinceReport = new Map();
    },
  };
}
export type RefusalCounter = ReturnType<typeof createRefusalCounter>;

/**
 * The first thing every inbound event meets (Socket.IO middleware, before any handler): the
 * socket's overall budget, refused with `RATE_LIMITED` in the ack and counted, never logged one by
 * one; then, when SOCKET_EVENT_LOGGING is on, the log line of an accepted event; then an event the
 * contract does not declare is answered `UNKNOWN_EVENT` (when the client asked for an ack, else its
 * `emitWithAck` would hang) and counted.
 */
export function gateClientEvents(
  socket: Socket,
  deps: { logger: Logger; refusals: RefusalCounter; logEvents: boolean; userId: string },
): void {
  const budget = tokenBucket(SOCKET_EVENT_BURST, SOCKET_EVENTS_PER_SECOND);
  socket.use((packet, next) => {
    const [event, ...args] = packet as unknown[];
    const name = typeof event === "string" ? event : String(event);
    const last = args.at(-1);
    const ack = typeof last === "function" ? (last as (reply: Ack) => void) : undefined;
    if (!budget.take()) {
      deps.refusals.count("RATE_LIMITED", name);
      ack?.({ ok: false, error: "Too many events; slow down", code: "RATE_LIMITED" });
      return;
    }
    if (deps.logEvents) {
      deps.logger.info(
        {
          dir: "in",
          event: name.slice(0, 64),
          userId: deps.userId,
          socketId: socket.id,
          payload: truncatePayload(args),
        },
        "socket event",
      );
    }
    if (!knownEvents.has(name)) {
      deps.refusals.count("UNKNOWN_EVENT", name);
      ack?.({ ok: false, error: `Unknown event ${name.slice(0, 64)}`, code: "UNKNOWN_EVENT" });
      return;
    }
    next();
  });
}
