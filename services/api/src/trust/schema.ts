import { z } from "zod";
import { isoDate } from "../http/schemas.ts";

export const deleteAccountBody = z.object({ password: z.string().min(1).max(1024) });

export const deletionScheduledSchema = z
  .object({
    deletionScheduledAt: isoDate,
    purgeAt: isoDate.describe("When the account is purged unless the user logs in before"),
  })
  .meta({ id: "DeletionScheduled" });
