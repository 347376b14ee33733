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
