import { randomBytes } from "node:crypto";
import { type Config, createStripeClient } from "@playpal/platform";
import Stripe from "stripe";
import type { PayoutAccountProvider } from "../deps.ts";

export function createStripeAccountProvider(stripe: Stripe, config: Config): PayoutAccountProvider {
  const ready = (account: Stripe.Account) =>
    account.details_submitted === true && account.payouts_enabled === true;
  return {
    mode: "stripe",
    async createAccount(user) {
      const account = await stripe.accounts.create(
        {
          type: "express",
          email: user.email,
          capabilities: { transfers: { requested: true } },
          metadata: { userId: user.id },
        },
        { idempotencyKey: `connect_account_${user.id}` },
      );
      return { id: account.id, connected: ready(account) };
    },
    async isConnected(accountId) {
      return ready(await stripe.accounts.retrieve(accountId));
    },
    async onboardingUrl(accountId) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: "account_onboarding",
        return_url: config.PAYOUT_CONNECT_RETURN_URL,
        refresh_url: config.PAYOUT_CONNECT_REFRESH_URL,
      });
      return link.url;
    },
  };
}

/** Local mode (no STRIPE_SECRET_KEY): the account is connected at once; the link is the return URL. */
export function createLocalAccountProvider(config: Config): PayoutAccountProvider {
  return {
    mode: "local",
    async createAccount() {
      return { id: `local_acct_${randomBytes(10).toString("hex")}`, connected: true };
    },
    async isConnected() {
      return true;
    },
    async onboardingUrl(accountId) {
      const url = new URL(config.PAYOUT_CONNECT_RETURN_URL);
      url.searchParams.set("account", accountId);
      url.searchParams.set("mode", "local");
      return url.toString();
    },
  };
}

/** Stripe's replay window, applied both ways (as Mux's): a signature dated further from now is refused. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `t=` of a `stripe-signature` header (unix seconds), or null when absent or malformed. */
function signatureTimestamp(header: string): number | null {
  const t = header
    .split(",")
    .map((part) => part.trim().split("=", 2))
    .find(([name]) => name === "t")?.[1];
  return t && /^\d{1,12}$/.test(t) ? Number(t) : null;
}

/**
 * Verifies a Stripe webhook's `stripe-signature` over the raw body with the SDK (HMAC-SHA256) and
 * answers the event, or null when the signature (or the secret) is missing or wrong, or dated more than
 * five minutes from now either way: the SDK refuses only old timestamps, and a signature dated in the
 * future would stay replayable until then.
 */
export function createStripeWebhookVerifier(secret: string | undefined) {
  // The SDK's webhook helper needs no API key of ours: it never calls Stripe.
  const webhooks = new Stripe("sk_webhook_verification_only").webhooks;
  return (rawBody: Buffer, signature: string | undefined, nowMs: number): Stripe.Event | null => {
    if (!secret || !signature || signature.length > 4096) return null;
    const timestamp = signatureTimestamp(signature);
    if (timestamp === null || Math.abs(nowMs / 1000 - timestamp) > STRIPE_SIGNATURE_TOLERANCE_SECONDS) {
      return null;
    }
    try {
      // The SDK judges the age by the same clock (`receivedAt`), not by its own Date.now().
      return webhooks.constructEvent(
        rawBody,
        signature,
        secret,
        STRIPE_SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        nowMs,
      );
    } catch {
      return null;
    }
  };
}

export function createPayoutAccountProvider(config: Config): PayoutAccountProvider {
  return config.STRIPE_SECRET_KEY
    ? createStripeAccountProvider(
        createStripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE),
        config,
      )
    : createLocalAccountProvider(config);
}
