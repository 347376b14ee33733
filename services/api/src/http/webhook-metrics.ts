import { webhookOutcomes } from "@playpal/platform";
import type { FastifyInstance } from "fastify";

export type WebhookProvider = "mux" | "revenuecat" | "stripe";

/** What one delivery came to, from its status and the acknowledgement the route sent. */
export function webhookOutcome(statusCode: number, payload: unknown): string {
  if (statusCode === 401 || statusCode === 403) return "unauthorized";
  if (statusCode >= 500) return "failed";
  if (statusCode >= 400) return "invalid";
  const body = typeof payload === "string" ? payload : "";
  if (/"duplicate"\s*:\s*true/.test(body)) return "duplicate";
  const outcome = /"outcome"\s*:\s*"(duplicate|ignored)"/.exec(body)?.[1];
  return outcome ?? "processed";
}

/**
 * Counts every delivery of the webhook routes of `app` (one encapsulated plugin per provider) in
 * `webhook_deliveries_total{provider,outcome}`: an operator sees forged, failing or ignored deliveries
 * on the dashboard without reading logs.
 */
export function countWebhookDeliveries(app: FastifyInstance, provider: WebhookProvider): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    webhookOutcomes.inc({ provider, outcome: webhookOutcome(reply.statusCode, payload) });
    return payload;
  });
}
