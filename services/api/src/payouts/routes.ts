import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { authedErrors, errorSchema } from "../http/schemas.ts";
import { accountLinkSchema, payoutPageSchema, payoutsQuery } from "./schema.ts";
import * as payouts from "./service.ts";

const tags = ["payouts"];

export const payoutsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/payouts",
    {
      config: { operation: { operationId: "listPayouts" } },
      schema: {
        tags,
        summary: "The caller's own payouts, newest first, keyset-paginated",
        description:
          "One payout per calendar month (UTC) in which the caller's available earnings reached PAYOUT_MINIMUM_CENTS (default 1000). Calculated on the 25th for the previous month, transferred on the 1st.",
        querystring: payoutsQuery,
        response: { 200: payoutPageSchema, ...authedErrors },
      },
    },
    async (request) => payouts.listPayouts(deps, request.userId, request.query),
  );

  app.post(
    "/payouts/account",
    {
      config: { operation: { operationId: "createPayoutAccountLink", codes: ["PAYMENT_PROVIDER_ERROR"] } },
      schema: {
        tags,
        summary: "A Stripe Connect onboarding link for the caller's payout account",
        description:
          "Creates the caller's connected account on first use (one per user) and answers a fresh onboarding link (Stripe account links are single use and expire within minutes: call again for a new one). The account is marked connected once Stripe reports it can receive transfers (on the next call or the `account.updated` webhook). Local mode (no STRIPE_SECRET_KEY): the account is connected at once and the URL is PAYOUT_CONNECT_RETURN_URL. 502 when Stripe refuses.",
        response: { 200: accountLinkSchema, 502: errorSchema, ...authedErrors },
      },
    },
    async (request) => payouts.connectPayoutAccount(deps, request.userId),
  );
};
