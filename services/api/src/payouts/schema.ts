import { z } from "zod";
import { cursorQuery, cursorSchema, isoDate, limitQuery } from "../http/schemas.ts";

export const payoutSchema = z
  .object({
    id: z.string(),
    period: z.string().describe("The calendar month (UTC) the payout pays, `YYYY-MM`"),
    amountCents: z.number().int().describe("Integer cents"),
    currency: z.string().describe("ISO 4217, lowercase (PAYOUT_CURRENCY)"),
    status: z
      .enum(["pending", "paid", "failed", "blocked"])
      .describe(
        "`pending` (calculated on the 25th, transferred on the 1st) -> `paid` | `failed`; a `failed` one goes back to `pending` when an operator retries it; `blocked` when the creator had no approved identity verification or no connected payout account (its earnings stay available for the next period)",
      ),
    failureReason: z.string().nullable().describe("The payment provider's message when `failed`"),
    blockedReason: z.string().nullable().describe("Why a `blocked` payout is blocked"),
    paidAt: isoDate.nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "Payout" });

export const payoutPageSchema = z
  .object({ items: z.array(payoutSchema), nextCursor: cursorSchema.nullable() })
  .meta({ id: "PayoutPage" });

export const payoutsQuery = z.object({ limit: limitQuery(), cursor: cursorQuery.optional() });

export const accountLinkSchema = z
  .object({
    url: z
      .string()
      .describe(
        "Stripe Connect onboarding link (single use, expires after a few minutes: ask again for a new one); in local mode the return URL, the account already connected",
      ),
  })
  .meta({ id: "PayoutAccountLink" });

/** What every Stripe event handled here must carry once its signature verified (the rest is Stripe's). */
export const stripeEventEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export const webhookAckSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean().describe("True when this event id was already processed: nothing changed"),
});
