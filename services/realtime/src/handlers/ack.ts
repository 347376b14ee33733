import { type Ack, type ClientEventName, clientPayloads } from "@playpal/contracts";
import type { Logger } from "@playpal/platform";
import type { Socket } from "socket.io";
import type { z } from "zod";

type Payload<E extends ClientEventName> = z.infer<(typeof clientPayloads)[E]>;

/**
 * Registers a client event whose payload is validated with the contract's zod schema. The reply is
 * always one of the two ack shapes; a malformed payload or a failing handler is refused in the ack
 * and never reaches the process; an event over the socket's budget (`bucket`) is refused with
 * `RATE_LIMITED` before anything else. A client that sends no ack callback simply gets none.
 */
export function onClientEvent<E extends ClientEventName>(
  socket: Socket,
  event: E,
  deps: { logger: Logger; bucket: { take(): boolean } },
  handler: (payload: Payload<E>) => Promise<Ack>,
): void {
  const { logger, bucket } = deps;
  socket.on(event as string, async (...args: unknown[]) => {
    const last = args.at(-1);
    const ack = typeof last === "function" ? (last as (reply: Ack) => void) : undefined;
    if (!bucket.take()) {
      ack?.({ ok: false, error: `Too many ${event} events; slow down`, code: "RATE_LIMITED" });
      return;
    }
    const parsed = clientPayloads[event].safeParse(ack ? args.slice(0, -1)[0] : args[0]);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => i.path.join(".") || "payload").join(", ");
      ack?.({ ok: false, error: `Invalid ${event} payload: ${fields}`, code: "BAD_PAYLOAD" });
      return;
    }
    let reply: Ack;
    try {
      reply = await handler(parsed.data as Payload<E>);
    } catch (error) {
      logger.error({ event, err: (error as Error).message }, "socket handler failed");
      reply = { ok: false, error: "Internal error" };
    }
    ack?.(reply);
  });
}

const knownEvents = new Set<string>(Object.keys(clientPayloads));

/**
 * An event the contract does not declare still gets an ack when the client asked for one (else its
 * `emitWithAck` would hang until its own timeout): `{ ok: false, code: "UNKNOWN_EVENT" }`.
 */
export function ackUnknownEvents(socket: Socket): void {
  socket.onAny((event: unknown, ...args: unknown[]) => {
    if (typeof event === "string" && knownEvents.has(event)) return;
    const ack = args.at(-1);
    if (typeof ack !== "function") return;
    const name = String(event).slice(0, 64);
    (ack as (reply: Ack) => void)({ ok: false, error: `Unknown event ${name}`, code: "UNKNOWN_EVENT" });
  });
}
