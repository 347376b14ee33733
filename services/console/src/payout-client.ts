/**
 * The payout service's admin routes as the console calls them (bearer ADMIN_SECRET): the payout
 * service owns the transfers, their lock and Stripe, so a retry from the console runs exactly as
 * `npm run payout -- retry` or the schedule does. The operator who asked goes along (`onBehalfOf`):
 * the payout service audits the retry in its own transaction, in their name.
 */
import type { AuditActor } from "@playpal/api";
import type { Config } from "@playpal/platform";

export interface RetryOutcome {
  ok: boolean;
  status: number;
  body: Record<string, unknown>;
  /** False when the payout service could not be reached (nothing was done, nor audited there). */
  reached: boolean;
}

export interface PayoutClient {
  retry(period: string, onBehalfOf: AuditActor): Promise<RetryOutcome>;
}

export function createPayoutClient(config: Pick<Config, "PAYOUT_URL" | "ADMIN_SECRET">): PayoutClient {
  return {
    async retry(period, onBehalfOf) {
      try {
        const response = await fetch(new URL("/admin/payout/retry", config.PAYOUT_URL), {
          method: "POST",
          headers: { authorization: `Bearer ${config.ADMIN_SECRET}`, "content-type": "application/json" },
          body: JSON.stringify({
            period,
            onBehalfOf: {
              actor: onBehalfOf.actor,
              actorName: onBehalfOf.actorName,
              actorRole: onBehalfOf.actorRole,
            },
          }),
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        return { ok: response.ok, status: response.status, body, reached: true };
      } catch (error) {
        return {
          ok: false,
          status: 502,
          body: { message: `payout service unreachable: ${(error as Error).message}` },
          reached: false,
        };
      }
    },
  };
}
