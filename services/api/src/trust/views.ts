import type { z } from "zod";
import type { deletionScheduledSchema, exportSchema } from "./schema.ts";

/** Wire objects are named `<Thing>View`; the functions that build them `present<Thing>` (as posts/views.ts). */
export type DeletionScheduledView = z.infer<typeof deletionScheduledSchema>;
export type ExportView = z.infer<typeof exportSchema>;

/** The answer of `DELETE /user/me`: when the account was deactivated, when it is purged, what holds it. */
export function presentDeletionScheduled(scheduled: {
  deletionScheduledAt: Date;
  purgeAt: Date;
  waitsForPayout: DeletionScheduledView["waitsForPayout"];
}): DeletionScheduledView {
  return {
    deletionScheduledAt: scheduled.deletionScheduledAt.toISOString(),
    purgeAt: scheduled.purgeAt.toISOString(),
    waitsForPayout: scheduled.waitsForPayout,
  };
}

/** One data export's state, with the signed URL the service made while it is ready. */
export function presentExport(found: {
  status: ExportView["status"];
  url: string | null;
  expiresAt: Date | null;
}): ExportView {
  return { status: found.status, url: found.url, expiresAt: found.expiresAt?.toISOString() ?? null };
}
