import type { FastifyInstance } from "fastify";
import { signMuxPayload } from "../services/api/src/webhooks/mux-signature.ts";

let sequence = 0;

/** A Mux webhook event envelope with a fresh id (unless given), as Mux sends it. */
export function muxEvent(
  type: string,
  data: Record<string, unknown>,
  extra: { id?: string; created_at?: string } = {},
) {
  sequence += 1;
  return {
    type,
    id: extra.id ?? `evt_${sequence}_${Date.now()}`,
    created_at: extra.created_at ?? new Date().toISOString(),
    object: { type: type.split(".")[1], id: data.id },
    environment: { name: "Production", id: "env1" },
    data,
  };
}

/**
 * POSTs an event to `/api/v1/webhooks/mux` signed with `secret` at `nowMs` (the app's clock when the
 * test fixed it), or with the given header, or none.
 */
export function deliverMuxEvent(
  app: FastifyInstance,
  secret: string,
  body: unknown,
  signature?: string | null,
  nowMs = Date.now(),
) {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers["mux-signature"] = signature ?? signMuxPayload(raw, secret, nowMs);
  return app.inject({ method: "POST", url: "/api/v1/webhooks/mux", headers, payload: raw });
}
