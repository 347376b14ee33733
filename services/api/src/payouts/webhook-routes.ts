import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { errorSchema } from "../http/schemas.ts";
import { countWebhookDeliveries } from "../http/webhook-metrics.ts";
import { createStripeWebhookVerifier } from "./provider.ts";
import { webhookAckSchema } from "./schema.ts";
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
      schema: {
        tags: ["webhooks"],
        summary: "Stripe events: transfer reversals and failures, connected account updates",
        description:
          "Verified with the `stripe-signature` header over the raw body (STRIPE_WEBHOOK_SECRET, 5-minute tolerance); a missing or bad signature, or no secret configured, is 401 `INVALID_SIGNATURE` (as for the Mux webhook) and changes nothing. Each event id is processed once. `transfer.reversed` (full) and `transfer.failed` set the payout `failed` and post a reversing ledger entry; `account.updated` marks the creator's account connected once it can receive transfers; other events are acknowledged.",
        headers: z.object({ "stripe-signature": z.string().optional() }).passthrough(),
        body: z.unknown().describe("The raw Stripe event (JSON)"),
        response: { 200: webhookAckSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = verify(raw, request.headers["stripe-signature"]);
      if (!event) {
        return reply
          .status(401)
          .send({ message: "Invalid or missing Stripe signature", code: "INVALID_SIGNATURE" });
      }
      const { duplicate } = await handleStripeEvent(deps, event);
      return { received: true as const, duplicate };
    },
  );
};
