import Stripe from "stripe";

/**
 * The stripe SDK (the API's Connect onboarding and the payout service's transfers share it), pointed
 * at `apiBase` (STRIPE_API_BASE: a local server speaking Stripe's protocol in tests) or at Stripe.
 * The SDK retries network failures itself (with the same idempotency key).
 */
export function createStripeClient(secretKey: string, apiBase?: string, timeoutMs = 10_000): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: timeoutMs };
  if (apiBase) {
    const url = new URL(apiBase);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === "http:" ? 80 : 443);
    options.protocol = url.protocol === "http:" ? "http" : "https";
  }
  return new Stripe(secretKey, options);
}
