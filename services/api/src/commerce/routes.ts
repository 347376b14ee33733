import { bearerToken, secretMatches } from "@playpal/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { authedErrors, errorSchema, publicErrors } from "../http/schemas.ts";
import { handleRevenueCatEvent } from "./revenuecat.ts";
import { pageQuery, revenueCatBody, revenueCatReply, walletSchema, walletTransactionPage } from "./schema.ts";
import { getWallet, listWalletTransactions } from "./wallet.ts";

const walletTags = ["wallet"];

/**
 * `POST /webhooks/revenuecat` (public; RevenueCat's bearer secret). The secret is checked in constant
 * time before the body is even parsed; a wrong or missing one answers 401 and changes nothing.
 */
export const commerceWebhookRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook("onRequest", async (request, reply) => {
    const secret = deps.config.REVENUECAT_WEBHOOK_SECRET;
    if (!secret) {
      deps.logger.error("RevenueCat webhook called but REVENUECAT_WEBHOOK_SECRET is not set");
      // Nothing can be verified, so nothing is accepted (401, not 5xx: the caller cannot fix it by retrying).
      return reply
        .status(401)
        .send({ message: "Purchases are not configured on this server", code: "REVENUECAT_NOT_CONFIGURED" });
    }
    if (!secretMatches(bearerToken(request.headers.authorization) ?? "", secret)) {
      return reply.status(401).send({ message: "Invalid webhook authorization", code: "UNAUTHORIZED" });
    }
  });
  app.post(
    "/webhooks/revenuecat",
    {
      schema: {
        tags: ["webhooks"],
        summary: "RevenueCat events: coin pack purchases credit Play Coins, refunds claw them back",
        description:
          "Authenticated by `Authorization: Bearer <REVENUECAT_WEBHOOK_SECRET>` (401 otherwise, and 401 " +
          "`REVENUECAT_NOT_CONFIGURED` while the secret is not set). `INITIAL_PURCHASE` and `NON_RENEWING_PURCHASE` of a product in " +
          "`COIN_PACKS` credit its coins to `app_user_id`, once per event `id` (redeliveries answer " +
          "`duplicate`). `CANCELLATION` and `REFUND` of a credited transaction take the credited coins back, " +
          "the wallet going down to zero, never below (the rest is booked as the platform's loss), once per " +
          "store transaction. `TEST`, other event types, unknown products and unknown users are acknowledged " +
          "with 200 `ignored` and logged, so RevenueCat does not retry them.",
        security: [{ revenuecat: [] }],
        body: revenueCatBody,
        response: { 200: revenueCatReply, 401: errorSchema, ...publicErrors },
      },
    },
    async (request) => ({
      ok: true as const,
      outcome: await handleRevenueCatEvent(deps, request.body.event),
    }),
  );
};

export const commerceRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/wallet",
    {
      schema: {
        tags: walletTags,
        summary: "The caller's Play Coins and earnings",
        response: { 200: walletSchema, ...authedErrors },
      },
    },
    async (request) => getWallet(deps.db, request.userId),
  );

  app.get(
    "/wallet/transactions",
    {
      schema: {
        tags: walletTags,
        summary: "The caller's coin and earnings movements, newest first",
        description:
          "One item per ledger entry that changed the caller's coins or earnings not yet paid out: coin " +
          "purchases and refunds, what the caller paid (coins < 0) or earned (cents > 0), with the other user " +
          "as `counterparty` and the object (`subscription`, `product_purchase`, `session`, `store_transaction`, " +
          "`payout`). Moves between the caller's own earnings (held -> available, a payout started) are not " +
          "listed; a payout is listed when paid. Keyset cursor `{ id, createdAt }`.",
        querystring: pageQuery,
        response: { 200: walletTransactionPage, ...authedErrors },
      },
    },
    async (request) => listWalletTransactions(deps, request.userId, request.query),
  );
};
