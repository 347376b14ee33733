import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** The webhook secret and coin packs the commerce tests configure. */
export const REVENUECAT_SECRET = "test-revenuecat-secret-0123456789";
export const TEST_COIN_PACKS = { coins_1: 1, coins_10: 10, coins_100: 100, coins_500: 550 } as const;
export const commerceEnv = {
  REVENUECAT_WEBHOOK_SECRET: REVENUECAT_SECRET,
  COIN_PACKS: JSON.stringify(TEST_COIN_PACKS),
  COIN_VALUE_CENTS: "1",
  PLATFORM_FEE_BPS: "2000",
  RATE_LIMIT_MAX: "100000",
};

/** The user's wallet as `GET /wallet` answers it: coins and earnings in cents. */
export async function wallet(app: FastifyInstance, user: { token: string }) {
  return (
    await app.inject({
      method: "GET",
      url: "/api/v1/wallet",
      headers: { authorization: `Bearer ${user.token}` },
    })
  ).json();
}

/** A RevenueCat webhook body in the provider's real shape (fields as RevenueCat sends them). */
export function revenueCatEvent(event: {
  type: string;
  app_user_id: string;
  product_id?: string;
  id?: string;
  transaction_id?: string;
  [key: string]: unknown;
}) {
  const now = Date.now();
  return {
    api_version: "1.0",
    event: {
      id: randomUUID().toUpperCase(),
      event_timestamp_ms: now,
      app_id: "app1234567890",
      aliases: [event.app_user_id],
      original_app_user_id: event.app_user_id,
      product_id: "coins_100",
      period_type: "NORMAL",
      purchased_at_ms: now,
      expiration_at_ms: null,
      environment: "SANDBOX",
      entitlement_ids: null,
      presented_offering_id: null,
      transaction_id: `${now}${Math.floor(Math.random() * 1e6)}`,
      original_transaction_id: `${now}`,
      is_family_share: false,
      country_code: "US",
      currency: "USD",
      price: 0.99,
      price_in_purchased_currency: 0.99,
      subscriber_attributes: {},
      store: "APP_STORE",
      takehome_percentage: 0.7,
      offer_code: null,
      ...event,
    },
  };
}

/** Delivers a webhook body as RevenueCat does (bearer secret). */
export function deliverRevenueCat(app: FastifyInstance, body: unknown, secret = REVENUECAT_SECRET) {
  return app.inject({
    method: "POST",
    url: "/api/v1/webhooks/revenuecat",
    headers: { authorization: `Bearer ${secret}` },
    payload: body as object,
  });
}

/**
 * Credits `coins` to a user through real purchase events (packs of 100, 10 and 1 from TEST_COIN_PACKS).
 */
export async function giveCoins(app: FastifyInstance, userId: string, coins: number): Promise<void> {
  let left = coins;
  for (const [product, size] of [
    ["coins_100", 100],
    ["coins_10", 10],
    ["coins_1", 1],
  ] as const) {
    while (left >= size) {
      const response = await deliverRevenueCat(
        app,
        revenueCatEvent({ type: "NON_RENEWING_PURCHASE", app_user_id: userId, product_id: product }),
      );
      if (response.statusCode !== 200 || response.json().outcome !== "credited") {
        throw new Error(`giveCoins failed: ${response.statusCode} ${response.body}`);
      }
      left -= size;
    }
  }
}

/** A channel (multipart with a banner) owned by `owner`; returns its id. */
export async function createChannelFor(app: FastifyInstance, owner: { token: string }): Promise<string> {
  const { makeImage, multipart } = await import("./multipart.ts");
  const form = multipart({ name: "Creator channel" }, [
    { field: "banner", filename: "b.png", contentType: "image/png", data: await makeImage() },
  ]);
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/channels",
    headers: { authorization: `Bearer ${owner.token}`, ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 201) throw new Error(`channel failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}
