import { type Executor, identityVerifications, verificationAssets } from "@playpal/db";
import { and, desc, eq } from "drizzle-orm";

export type AssetKind = (typeof verificationAssets.$inferSelect)["kind"];
export type VerificationRow = typeof identityVerifications.$inferSelect;

export async function insertAsset(
  db: Executor,
  asset: typeof verificationAssets.$inferInsert,
): Promise<typeof verificationAssets.$inferSelect> {
  const [row] = await db.insert(verificationAssets).values(asset).returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

/** The id of the user's asset `assetId` of that kind, or of their latest one when no id is given. */
export async function findAssetId(
  db: Executor,
  userId: string,
  kind: AssetKind,
  assetId: string | undefined,
): Promise<string | null> {
  const [row] = await db
    .select({ id: verificationAssets.id })
    .from(verificationAssets)
    .where(
      and(
        eq(verificationAssets.userId, userId),
        eq(verificationAssets.kind, kind),
        assetId ? eq(verificationAssets.id, assetId) : undefined,
      ),
    )
    .orderBy(desc(verificationAssets.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function findVerification(db: Executor, userId: string): Promise<VerificationRow | undefined> {
  const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.userId, userId));
  return row;
}

/**
 * One verification per user: a new submission replaces only a rejected one. The condition is in the
 * statement, so a submission racing a review can never turn an approval back into pending.
 */
export async function upsertVerification(
  db: Executor,
  values: typeof identityVerifications.$inferInsert,
): Promise<void> {
  await db
    .insert(identityVerifications)
    .values(values)
    .onConflictDoUpdate({
      target: identityVerifications.userId,
      set: values,
      setWhere: eq(identityVerifications.status, "rejected"),
    });
}
