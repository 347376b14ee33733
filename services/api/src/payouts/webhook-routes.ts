import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { errorSchema } from "../http/schemas.ts";
import { countWebhookDeliveries } from "../http/webhook-metrics.ts";
import { createStripeWebhookVerifier } from "./provider.ts";
import { stripeEventEnvelope, webhookAckSchema } from "./schema.ts";
import { handleStripeEvent } from "./service.ts";

/**
 * `POST /webhooks/stripe`, in a plugin of its own: JSON bodies are kept raw here (Buffer), because the
 * signature covers the exact bytes Stripe sent and a re-serialised body does not verify.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  countWebhookDeliveries(app, "stripe");
  const verify = createStripeWebhookVerifier(deps.config.STRIPE_WEBHOOK_SECRET);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    "/webhooks/stripe",
    {
      config: { operation: { operationId: "stripeWebhook", auth: "stripe", codes: ["INVALID_SIGNATURE"] } },
      schema: {
        tags: ["webhooks"],
        summary: "Stripe events: transfer reversals and failures, connected account updates",
        description:
          "Verified with the `stripe-signature` header over the raw body (STRIPE_WEBHOOK_SECRET, 5-minute tolerance either way: a signature dated more than 5 minutes in the past or the future is refused); a missing or bad signature, or no secret configured, is 401 `INVALID_SIGNATURE` (as for the Mux webhook) and changes nothing. A signed event without an `id`, a `type` or an object in `data.object` is 400 `VALIDATION_FAILED`. Each event id is processed once. `transfer.reversed` (full) and `transfer.failed` set the payout `failed` and post a reversing ledger entry; `account.updated` marks the creator's account connected once it can receive transfers; other events are acknowledged.",
        headers: z.object({ "stripe-signature": z.string().optional() }).passthrough(),
        body: z.unknown().describe("The raw Stripe event (JSON)"),
        response: { 200: webhookAckSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = verify(raw, request.headers["stripe-signature"], deps.clock.now());
      if (!event) {
        return reply
          .status(401)
          .send({ message: "Invalid or missing Stripe signature", code: "INVALID_SIGNATURE" });
      }
      // Signed is not well-formed: without an id it cannot be processed once, and every handler reads
      // `data.object`. Stripe never sends such an event; answering 400 keeps it out of the handlers.
      if (!stripeEventEnvelope.safeParse(event).success) {
        return reply.status(400).send({
          message: "A Stripe event needs an id, a type and an object in data.object",
          code: "VALIDATION_FAILED",
        });
      }
      const { duplicate } = await handleStripeEvent(deps, event);
      return { received: true as const, duplicate };
    },
  );
};
