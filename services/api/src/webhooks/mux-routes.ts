import { AppError } from "@playpal/platform";
import type { FastifyPluginAsync } from "fastify";
import type { Deps } from "../deps.ts";
import { errorSchema } from "../http/schemas.ts";
import { countWebhookDeliveries } from "../http/webhook-metrics.ts";
import { muxEventSchema, webhookAckSchema } from "./mux-schema.ts";
import { handleMuxEvent } from "./mux-service.ts";
import { verifyMuxSignature } from "./mux-signature.ts";

const unauthorized = () => new AppError(401, "INVALID_SIGNATURE", "Invalid or missing mux-signature");

/**
 * `POST /webhooks/mux`, in a plugin of its own: JSON bodies are kept raw here (a re-serialised body
 * would not verify), the signature is checked before the body is even parsed, and only then is the
 * event validated and handled. Not rate limited per address: every delivery comes from Mux's few
 * addresses, and a forged one costs one HMAC.
 */
export const muxWebhookRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  countWebhookDeliveries(app, "mux");
  // Every body is kept raw, whatever its declared type: a request that is not a signed Mux event is
  // refused for its signature (401), not for its content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    "/webhooks/mux",
    {
      config: {
        operation: {
          operationId: "muxWebhook",
          auth: "mux",
          unlimited: true,
          codes: ["INVALID_SIGNATURE", "INVALID_BODY"],
        },
        rateLimit: false,
      },
      schema: {
        tags: ["webhooks"],
        summary: "Mux video events (live-stream state, asset ready / errored); verified by `mux-signature`",
        description:
          "The raw body must carry a valid `mux-signature` header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of " +
          '"<t>.<raw body>"` with MUX_WEBHOOK_SECRET), at most 5 minutes old; otherwise 401 and nothing ' +
          "changes (also while MUX_WEBHOOK_SECRET is not configured). Each event `id` is processed once: a " +
          "redelivery answers 200 with `duplicate: true`. `video.live_stream.active` sets the owner live, " +
          "`.idle` / `.disconnected` clear it (an event older than the last one applied is ignored); the six " +
          "other live-stream events and unknown types are acknowledged and ignored. `video.asset.ready` / " +
          "`.errored` finish the video media matched by asset id, else passthrough (our media id). A signed " +
          "body that is not a Mux event is 400.",
        response: { 200: webhookAckSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const secret = deps.config.MUX_WEBHOOK_SECRET;
      const raw = Buffer.isBuffer(request.body) ? request.body : null;
      if (!secret) {
        deps.logger.error("mux webhook refused: MUX_WEBHOOK_SECRET is not configured");
        throw unauthorized();
      }
      if (!raw || !verifyMuxSignature(raw, request.headers["mux-signature"], secret, deps.clock.now())) {
        throw unauthorized();
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new AppError(400, "INVALID_BODY", "The body is not JSON");
      }
      const event = muxEventSchema.safeParse(json);
      if (!event.success) throw new AppError(400, "INVALID_BODY", "The body is not a Mux event");
      return handleMuxEvent(deps, event.data);
    },
  );
};
