/**
 * The operator's side of identity verification (no HTTP surface: SPEC.md and API.md define none):
 * list what waits for review, fetch the submitted documents, approve or reject. `scripts/verification.ts`
 * is the command line over it.
 */
import { mkdir, open } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type Executor, identityVerifications, users, verificationAssets } from "@playpal/db";
import { appError, badRequest, conflict, notFound } from "@playpal/platform";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import { publish } from "../events/bus.ts";
import type { AssetKind } from "./queries.ts";

export type Decision = "approved" | "rejected";
export const MAX_REASON_LENGTH = 500;

export interface PendingVerification {
  userId: string;
  username: string | null;
  displayName: string;
  email: string;
  submittedAt: Date;
  /** The kinds of document the submission carries: id_front and selfie always, id_back when given. */
  documents: AssetKind[];
}

export interface ReviewResult {
  userId: string;
  status: Decision;
  submittedAt: Date;
  reviewedAt: Date;
  rejectionReason: string | null;
}

type VerificationRow = typeof identityVerifications.$inferSelect;

/** The submission's document ids by kind, in the order the documents are shown and written. */
function documentIds(row: Pick<VerificationRow, "idFrontAssetId" | "idBackAssetId" | "selfieAssetId">) {
  const all: [AssetKind, string | null][] = [
    ["id_front", row.idFrontAssetId],
    ["id_back", row.idBackAssetId],
    ["selfie", row.selfieAssetId],
  ];
  return all.filter((entry): entry is [AssetKind, string] => entry[1] !== null);
}

/** Pending verifications, the longest-waiting first. */
export async function listPending(
  deps: Pick<Deps, "db">,
  options: { limit: number },
): Promise<PendingVerification[]> {
  const rows = await deps.db
    .select({
      userId: identityVerifications.userId,
      username: users.username,
      displayName: users.displayName,
      email: users.email,
      submittedAt: identityVerifications.submittedAt,
      idFrontAssetId: identityVerifications.idFrontAssetId,
      idBackAssetId: identityVerifications.idBackAssetId,
      selfieAssetId: identityVerifications.selfieAssetId,
    })
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .where(eq(identityVerifications.status, "pending"))
    .orderBy(asc(identityVerifications.submittedAt), asc(identityVerifications.userId))
    .limit(options.limit);
  return rows.map(({ idFrontAssetId, idBackAssetId, selfieAssetId, ...rest }) => ({
    ...rest,
    documents: documentIds({ idFrontAssetId, idBackAssetId, selfieAssetId }).map(([kind]) => kind),
  }));
}

/** The user's verification row; a clear error when the user is unknown or never submitted. */
async function findSubmission(db: Executor, userId: string): Promise<VerificationRow> {
  const [found] = await db
    .select({ user: users.id, verification: identityVerifications })
    .from(users)
    .leftJoin(identityVerifications, eq(identityVerifications.userId, users.id))
    .where(eq(users.id, userId));
  if (!found) throw notFound(`No user with id ${userId}`, "USER_NOT_FOUND");
  if (!found.verification) {
    throw notFound(`User ${userId} has not submitted an identity verification`, "VERIFICATION_NOT_FOUND");
  }
  return found.verification;
}

/**
 * Writes the submitted documents into `outDir` as `<kind>.<ext>` (`id_front.png`, `selfie.jpg`...) and
 * returns their paths. They are identity documents: a directory this creates is 0700 and every file
 * is 0600, an existing file included, before a byte is written.
 */
export async function downloadDocuments(
  deps: Pick<Deps, "db" | "storage">,
  userId: string,
  outDir: string,
): Promise<string[]> {
  const submission = await findSubmission(deps.db, userId);
  const wanted = documentIds(submission);
  const assets = await deps.db
    .select({ id: verificationAssets.id, storageKey: verificationAssets.storageKey })
    .from(verificationAssets)
    .where(
      and(
        eq(verificationAssets.userId, userId),
        inArray(
          verificationAssets.id,
          wanted.map(([, id]) => id),
        ),
      ),
    );
  const keys = new Map(assets.map((a) => [a.id, a.storageKey]));

  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  for (const [kind, id] of wanted) {
    const key = keys.get(id);
    if (!key) throw appError("ASSET_NOT_FOUND", `The ${kind} document of user ${userId} is missing`);
    const file = path.join(outDir, `${kind}${path.extname(key) || ".bin"}`);
    const handle = await open(file, "w", 0o600);
    try {
      await handle.chmod(0o600);
    } catch (error) {
      await handle.close();
      throw error;
    }
    // The write stream closes the handle when the pipeline ends, on success or failure.
    await pipeline(await deps.storage.get(key), handle.createWriteStream());
    written.push(file);
  }
  return written;
}

/**
 * Approves or rejects a pending verification and tells the user with a SYSTEM notification (a
 * rejection carries its reason as the body; the user may then submit again). The conditional UPDATE
 * is the whole decision: of two reviewers racing on the same submission exactly one wins, the other
 * gets NOT_PENDING.
 */
export async function review(
  deps: Deps,
  userId: string,
  input: { decision: Decision; reason?: string | null },
): Promise<ReviewResult> {
  const reason = input.reason?.trim() || null;
  if (input.decision === "rejected" && (!reason || reason.length > MAX_REASON_LENGTH)) {
    throw badRequest(`A rejection needs a reason of 1 to ${MAX_REASON_LENGTH} characters`, "REASON_REQUIRED");
  }
  if (input.decision === "approved" && reason) {
    throw badRequest("Only a rejection carries a reason", "REASON_NOT_ALLOWED");
  }

  const reviewedAt = new Date();
  const [row] = await deps.db
    .update(identityVerifications)
    .set({ status: input.decision, reviewedAt, rejectionReason: reason })
    .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, "pending")))
    .returning();
  if (!row) {
    const current = await findSubmission(deps.db, userId);
    throw conflict(
      `The verification of user ${userId} is ${current.status}; only a pending one can be reviewed`,
      "NOT_PENDING",
    );
  }

  // The notifications consumer awaits the delivery, so a command-line caller that closes its
  // connections right after does not cut it off.
  await publish(deps, "verification.reviewed", { userId, decision: input.decision, reason });
  return {
    userId,
    status: input.decision,
    submittedAt: row.submittedAt,
    reviewedAt,
    rejectionReason: reason,
  };
}
