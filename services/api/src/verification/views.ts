import type { verificationAssets } from "@playpal/db";
import type { z } from "zod";
import type { VerificationRow } from "./queries.ts";
import type { assetSchema, verificationStatusSchema } from "./schema.ts";

/** Wire objects are named `<Thing>View`; the functions that build them `present<Thing>` (as posts/views.ts). */
export type AssetView = z.infer<typeof assetSchema>;
export type VerificationStatusView = z.infer<typeof verificationStatusSchema>;

/** A stored identity document as its owner sees it (never its key or URL). */
export function presentAsset(row: typeof verificationAssets.$inferSelect): AssetView {
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's verification; `none` before any submission. */
export function presentVerificationStatus(row: VerificationRow | undefined): VerificationStatusView {
  if (!row) return { status: "none", submittedAt: null, reviewedAt: null, rejectionReason: null };
  return {
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}
