import { bearerToken, secretMatches } from "@playpal/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { PAYMENT_CODES } from "../http/operations.ts";
import { authedErrors, errorSchema, publicErrors } from "../http/schemas.ts";
import { countWebhookDeliveries } from "../http/webhook-metrics.ts";
import * as products from "./products.ts";
import { handleRevenueCatEvent } from "./revenuecat.ts";
import {
  availabilitySchema,
  availabilityWithSlotsSchema,
  bookSessionBody,
  createProductBody,
  idParams,
  pageQuery,
  productPage,
  productPurchaseSchema,
  productSchema,
  productsQuery,
  revenueCatBody,
  revenueCatReply,
  sessionPage,
  sessionSchema,
  setAvailabilityBody,
  setSubscriptionPriceBody,
  subscribeBody,
  subscriptionPage,
  subscriptionPriceSchema,
  subscriptionSchema,
  userParams,
  walletSchema,
  walletTransactionPage,
} from "./schema.ts";
import * as sessions from "./sessions.ts";
import * as subscriptions from "./subscriptions.ts";
import { getWallet, listWalletTransactions } from "./wallet.ts";

/**
 * `POST /webhooks/revenuecat` (public; RevenueCat's bearer secret). The secret is checked in constant
 * time before the body is even parsed; a wrong or missing one answers 401 and changes nothing.
 */
export const commerceWebhookRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  countWebhookDeliveries(app, "revenuecat");
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
      config: {
        operation: {
          operationId: "revenueCatWebhook",
          auth: "revenuecat",
          codes: ["REVENUECAT_NOT_CONFIGURED", "UNAUTHORIZED"],
        },
      },
      schema: {
        tags: ["webhooks"],
        summary: "RevenueCat events: coin pack purchases credit Play Coins, refunds claw them back",
        description:
          "Authenticated by `Authorization: Bearer <REVENUECAT_WEBHOOK_SECRET>` (401 otherwise, and 401 " +
          "`REVENUECAT_NOT_CONFIGURED` while the secret is not set). `INITIAL_PURCHASE` and " +
          "`NON_RENEWING_PURCHASE` of a product in `COIN_PACKS` credit its coins to `app_user_id`, once per " +
          "store transaction (`transaction_id`) whoever it names: the same event again, whatever its body, " +
          "answers `duplicate`; another event of a store transaction already credited credits nothing, is " +
          "recorded for review and answers `duplicate` (same user) or `conflict` (another user). " +
          "`CANCELLATION` and `REFUND` of a credited transaction take the credited coins back from the user " +
          "credited, the wallet going down to zero, never below (the rest is booked as the platform's loss), " +
          "once per store transaction. `TEST`, other event types, products that are not a configured pack " +
          "and unknown users are acknowledged with 200 `ignored` and logged, so RevenueCat does not retry them.",
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

const walletTags = ["wallet"];
const subscriptionTags = ["creator subscriptions"];
const productTags = ["products"];
const sessionTags = ["paid sessions"];
const notFoundErrors = { ...authedErrors, 404: errorSchema } as const;
const payingErrors = { ...authedErrors, 403: errorSchema, 404: errorSchema, 409: errorSchema } as const;

/** The optional `Idempotency-Key` of the paying routes. */
const idempotencyHeaders = z
  .object({
    "idempotency-key": z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe(
        "Optional. A retry with the same key (per caller and route) answers the first request's result and pays nothing more; " +
          "the same key with another request (another product, slot or creator) is 409 `IDEMPOTENCY_KEY_REUSED`, also while the first is in flight",
      ),
  })
  .loose();
const PAYING =
  " Insufficient coins: 400 `INSUFFICIENT_COINS`, nothing debited. The other user blocked you (or does not exist): " +
  "404; you blocked them: 403 `BLOCKED`. With an `Idempotency-Key` header a retried request answers the first result; " +
  "the key reused for another request is 409 `IDEMPOTENCY_KEY_REUSED`, also concurrently.";

export const commerceRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // ---- wallet --------------------------------------------------------------------------------------
  app.get(
    "/wallet",
    {
      config: { operation: { operationId: "getWallet" } },
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
      config: { operation: { operationId: "listWalletTransactions" } },
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

  // ---- creator subscriptions -----------------------------------------------------------------------
  app.put(
    "/user/me/subscription",
    {
      config: { operation: { operationId: "setSubscriptionPrice", example: { priceCoins: 500 } } },
      schema: {
        tags: subscriptionTags,
        summary: "Sets the caller's monthly subscription price in whole Play Coins (1 to 1,000,000)",
        body: setSubscriptionPriceBody,
        response: { 200: subscriptionPriceSchema, ...authedErrors },
      },
    },
    async (request) => subscriptions.setSubscriptionPrice(deps, request.userId, request.body.priceCoins),
  );

  app.get(
    "/user/:userId/subscription",
    {
      config: { operation: { operationId: "getSubscriptionOffer", codes: ["USER_NOT_FOUND"] } },
      schema: {
        tags: subscriptionTags,
        summary: "A creator's subscription price and whether the caller holds an active subscription",
        description:
          "`priceCoins` is null when the creator offers none; `expiresAt` is the caller's active subscription's end.",
        params: userParams,
        response: { 200: subscriptionPriceSchema, ...notFoundErrors },
      },
    },
    async (request) => subscriptions.getSubscriptionOffer(deps, request.userId, request.params.userId),
  );

  app.post(
    "/subscriptions",
    {
      config: {
        operation: {
          operationId: "subscribe",
          codes: [
            ...PAYMENT_CODES,
            "USER_NOT_FOUND",
            "BLOCKED",
            "CANNOT_SUBSCRIBE_TO_SELF",
            "SUBSCRIPTIONS_NOT_OFFERED",
            "ALREADY_SUBSCRIBED",
          ],
          example: { creatorId: "cm0user00000000000000002" },
        },
      },
      schema: {
        tags: subscriptionTags,
        summary:
          "Subscribes to a creator: debits their price, creates or extends the subscription by 30 days",
        description:
          "An active subscription is extended from its current end, a lapsed one starts now. The creator gets " +
          "the price's value minus the platform fee at once, and NEW_SUBSCRIBER when the subscription starts " +
          "(not on extensions). An active subscription opens the creator's vip rooms; at `expiresAt` live " +
          "sockets of a lapsed subscriber leave them. 400 `CANNOT_SUBSCRIBE_TO_SELF`, `SUBSCRIPTIONS_NOT_OFFERED`." +
          PAYING,
        headers: idempotencyHeaders,
        body: subscribeBody,
        response: { 201: subscriptionSchema, ...payingErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await subscriptions.subscribe(
            deps,
            request.userId,
            request.body.creatorId,
            request.headers["idempotency-key"],
          ),
        ),
  );

  app.get(
    "/subscriptions",
    {
      config: { operation: { operationId: "listSubscriptions" } },
      schema: {
        tags: subscriptionTags,
        summary: "The caller's subscriptions (active and lapsed), newest first",
        querystring: pageQuery,
        response: { 200: subscriptionPage, ...authedErrors },
      },
    },
    async (request) => subscriptions.listMySubscriptions(deps, request.userId, request.query),
  );

  // ---- products ------------------------------------------------------------------------------------
  app.post(
    "/products",
    {
      config: {
        operation: {
          operationId: "createProduct",
          example: { title: "Coaching VOD review", description: "One match, annotated", priceCoins: 250 },
        },
      },
      schema: {
        tags: productTags,
        summary: "Lists a digital product for sale in Play Coins; followers with shopUpdates get a push",
        body: createProductBody,
        response: { 201: productSchema, ...authedErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await products.createProduct(deps, request.userId, request.body)),
  );

  app.get(
    "/products",
    {
      config: { operation: { operationId: "listProducts", codes: ["USER_NOT_FOUND"] } },
      schema: {
        tags: productTags,
        summary: "A creator's products, newest first",
        querystring: productsQuery,
        response: { 200: productPage, ...notFoundErrors },
      },
    },
    async (request) => products.listProducts(deps, request.userId, request.query.creatorId, request.query),
  );

  app.post(
    "/products/:id/purchase",
    {
      config: {
        operation: {
          operationId: "purchaseProduct",
          codes: [...PAYMENT_CODES, "NOT_FOUND", "USER_NOT_FOUND", "BLOCKED", "CANNOT_BUY_OWN_PRODUCT"],
        },
      },
      schema: {
        tags: productTags,
        summary: "Buys a product: debits its price, credits the creator's earnings minus the fee",
        description: `400 \`CANNOT_BUY_OWN_PRODUCT\`. A product whose creator blocked you is 404.${PAYING}`,
        headers: idempotencyHeaders,
        params: idParams,
        response: { 201: productPurchaseSchema, ...payingErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await products.purchaseProduct(
            deps,
            request.userId,
            request.params.id,
            request.headers["idempotency-key"],
          ),
        ),
  );

  // ---- availability and sessions -------------------------------------------------------------------
  app.put(
    "/availability",
    {
      config: {
        operation: {
          operationId: "setAvailability",
          example: {
            timezone: "UTC",
            priceCoins: 300,
            sessionMinutes: 60,
            slots: [{ dayOfWeek: 6, start: "18:00", end: "22:00" }],
          },
        },
      },
      schema: {
        tags: sessionTags,
        summary: "Sets the caller's weekly availability for paid 1-on-1 sessions (UTC)",
        description:
          "Weekly windows (`dayOfWeek` 0 = Sunday, `HH:MM` UTC, a window cannot cross midnight); sessions of " +
          "`sessionMinutes` (15 to 240) start every `sessionMinutes` from each window's start while a whole " +
          "session fits. `priceCoins` per session. Existing bookings are kept.",
        body: setAvailabilityBody,
        response: { 200: availabilitySchema, ...authedErrors },
      },
    },
    async (request) => sessions.setAvailability(deps, request.userId, request.body),
  );

  app.get(
    "/user/:userId/availability",
    {
      config: {
        operation: {
          operationId: "getAvailability",
          codes: ["USER_NOT_FOUND", "NO_AVAILABILITY"],
        },
      },
      schema: {
        tags: sessionTags,
        summary: "A playpal's availability with the bookable session starts of the next 14 days",
        description: "404 `NO_AVAILABILITY` when the user offers no sessions.",
        params: userParams,
        response: { 200: availabilityWithSlotsSchema, ...notFoundErrors },
      },
    },
    async (request) => sessions.getAvailability(deps, request.userId, request.params.userId),
  );

  app.post(
    "/sessions",
    {
      config: {
        operation: {
          operationId: "bookSession",
          codes: [
            ...PAYMENT_CODES,
            "USER_NOT_FOUND",
            "BLOCKED",
            "NO_AVAILABILITY",
            "CANNOT_BOOK_SELF",
            "SLOT_IN_PAST",
            "SLOT_TOO_FAR",
            "SLOT_UNAVAILABLE",
            "SLOT_TAKEN",
          ],
          example: { playpalId: "cm0user00000000000000002", startsAt: "2026-06-06T18:00:00.000Z" },
        },
      },
      schema: {
        tags: sessionTags,
        summary: "Books a free slot: debits the price, creates the session and its private room",
        description:
          "The earning is held until the session's end. SESSION_BOOKED to the playpal; SESSION_REMINDER to both " +
          "15 minutes before the start. 409 `SLOT_TAKEN` when the slot is booked (also by a concurrent " +
          "request); 400 `SLOT_IN_PAST`, `SLOT_TOO_FAR` (over 14 days), `SLOT_UNAVAILABLE` (not an open slot, or no availability at all), " +
          `\`CANNOT_BOOK_SELF\`.${PAYING}`,
        headers: idempotencyHeaders,
        body: bookSessionBody,
        response: { 201: sessionSchema, ...payingErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sessions.bookSession(deps, request.userId, request.body, request.headers["idempotency-key"]),
        ),
  );

  app.get(
    "/sessions",
    {
      config: { operation: { operationId: "listSessions" } },
      schema: {
        tags: sessionTags,
        summary: "The caller's sessions as playpal or purchaser, newest booking first",
        querystring: pageQuery,
        response: { 200: sessionPage, ...authedErrors },
      },
    },
    async (request) => sessions.listMySessions(deps, request.userId, request.query),
  );

  app.get(
    "/sessions/:id",
    {
      config: { operation: { operationId: "getSession", codes: ["NOT_FOUND"] } },
      schema: {
        tags: sessionTags,
        summary: "One of the caller's sessions (404 for anyone but its two parties)",
        params: idParams,
        response: { 200: sessionSchema, ...notFoundErrors },
      },
    },
    async (request) => sessions.getSession(deps, request.userId, request.params.id),
  );

  app.post(
    "/sessions/:id/cancel",
    {
      config: {
        operation: {
          operationId: "cancelSession",
          codes: ["NOT_FOUND", "SESSION_NOT_BOOKED", "SESSION_STARTED", "IDEMPOTENCY_KEY_REUSED"],
        },
      },
      schema: {
        tags: sessionTags,
        summary: "Cancels a booked session before its start (either party) and refunds by the rule",
        description:
          "Full refund when the playpal cancels or the purchaser cancels 24 h or more before the start; half " +
          "the price (rounded down) when the purchaser cancels later. What the playpal keeps becomes available " +
          "at once. SESSION_CANCELLED to the other party; the reminder is withdrawn. 409 `SESSION_NOT_BOOKED` " +
          "(already cancelled or completed), `SESSION_STARTED`.",
        params: idParams,
        response: { 200: sessionSchema, ...notFoundErrors, 409: errorSchema },
      },
    },
    async (request) => sessions.cancelSession(deps, request.userId, request.params.id),
  );
};
