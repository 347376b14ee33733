import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { sampleValue } from "#test/metrics.ts";
import { webhookOutcome } from "./webhook-metrics.ts";

const METRICS_TOKEN = "metrics-token-for-the-webhook-test";

describe("webhook_deliveries_total", () => {
  it("names each delivery's outcome from its status and acknowledgement", () => {
    expect(webhookOutcome(401, "{}")).toBe("unauthorized");
    expect(webhookOutcome(400, "{}")).toBe("invalid");
    expect(webhookOutcome(500, "{}")).toBe("failed");
    expect(webhookOutcome(200, '{"received":true,"duplicate":true}')).toBe("duplicate");
    expect(webhookOutcome(200, '{"ok":true,"outcome":"ignored"}')).toBe("ignored");
    expect(webhookOutcome(200, '{"received":true,"duplicate":false}')).toBe("processed");
  });

  describe("on the running API", () => {
    const ctx = useTestApp({
      METRICS_TOKEN,
      MUX_WEBHOOK_SECRET: "mux-webhook-secret",
      REVENUECAT_WEBHOOK_SECRET: "revenuecat-webhook-secret",
      STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
    });

    const scrape = async () =>
      (
        await ctx.app.inject({
          method: "GET",
          url: "/metrics",
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).body;

    it("counts forged deliveries per provider as unauthorized", async () => {
      const post = (url: string, headers: Record<string, string>) =>
        ctx.app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/json", ...headers },
          payload: "{}",
        });
      expect((await post("/api/v1/webhooks/mux", { "mux-signature": "t=1,v1=00" })).statusCode).toBe(401);
      expect((await post("/api/v1/webhooks/revenuecat", { authorization: "Bearer wrong" })).statusCode).toBe(
        401,
      );
      expect((await post("/api/v1/webhooks/stripe", { "stripe-signature": "t=1,v1=00" })).statusCode).toBe(
        401,
      );
      const text = await scrape();
      for (const provider of ["mux", "revenuecat", "stripe"]) {
        expect(
          sampleValue(text, "webhook_deliveries_total", { provider, outcome: "unauthorized" }),
          provider,
        ).toBeGreaterThanOrEqual(1);
      }
    });
  });
});
