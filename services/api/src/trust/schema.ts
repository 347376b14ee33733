import { z } from "zod";
import { idSchema, isoDate } from "../http/schemas.ts";

export const deleteAccountBody = z.object({ password: z.string().min(1).max(1024) });

export const deletionScheduledSchema = z
  .object({
    deletionScheduledAt: isoDate,
    purgeAt: isoDate.describe("When the account is purged unless the user logs in before"),
    waitsForPayout: z
      .object({
        unpaidEarningsCents: z
          .number()
          .int()
          .describe("Earnings not paid out yet: held, available or in transit"),
        minimumCents: z.number().int().describe("PAYOUT_MINIMUM_CENTS"),
      })
      .nullable()
      .describe(
        "Set when the caller's unpaid earnings reach the payout minimum: the purge waits at `purgeAt` until a payout has paid them out (so it can come later than `purgeAt`); null when nothing holds it. Earnings under the minimum cannot be paid out and stay in the ledger.",
      ),
  })
  .meta({ id: "DeletionScheduled" });

export const exportCreatedSchema = z.object({ exportId: z.string() }).meta({ id: "ExportCreated" });
export const exportParams = z.object({ exportId: idSchema });
export const exportSchema = z
  .object({
    status: z.enum(["pending", "ready", "failed"]),
    url: z
      .string()
      .nullable()
      .describe(
        "While ready: a signed download URL of the ZIP, valid for EXPORT_URL_TTL_SECONDS (ask again for a fresh one)",
      ),
    expiresAt: isoDate.nullable().describe("When the ZIP is deleted (set once ready)"),
  })
  .meta({ id: "DataExport" });
