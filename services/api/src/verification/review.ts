/**
 * The operator's side of identity verification (no HTTP surface: SPEC.md and API.md define none):
 * list what waits for review, fetch the submitted documents, approve or reject. `scripts/verification.ts`
 * is the command line over it.
 */
import { mkdir, open } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import {
  type AuditActor,
  appendAudit,
  type Cursor,
  type Executor,
  identityVerifications,
  keyset,
  type Page,
  toPage,
  users,
  verificationAssets,
} from "@playpal/db";
import { appError, badRequest, conflict, notFound } from "@playpal/platform";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import { type DomainEvents, publish, publishInTransaction } from "../events/bus.ts";
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

const pendingColumns = {
  userId: identityVerifications.userId,
  username: users.username,
  displayName: users.displayName,
  email: users.email,
  submittedAt: identityVerifications.submittedAt,
  idFrontAssetId: identityVerifications.idFrontAssetId,
  idBackAssetId: identityVerifications.idBackAssetId,
  selfieAssetId: identityVerifications.selfieAssetId,
};

interface PendingRow {
  userId: string;
  username: string | null;
  displayName: string;
  email: string;
  submittedAt: Date;
  idFrontAssetId: string | null;
  idBackAssetId: string | null;
  selfieAssetId: string | null;
}

function presentPending({
  idFrontAssetId,
  idBackAssetId,
  selfieAssetId,
  ...rest
}: PendingRow): PendingVerification {
  return {
    ...rest,
    documents: documentIds({ idFrontAssetId, idBackAssetId, selfieAssetId }).map(([kind]) => kind),
  };
}

const isPending = eq(identityVerifications.status, "pending");

/** Pending verifications, the longest-waiting first. */
export async function listPending(
  deps: Pick<Deps, "db">,
  options: { limit: number },
): Promise<PendingVerification[]> {
  const rows = await deps.db
    .select(pendingColumns)
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .where(isPending)
    .orderBy(asc(identityVerifications.submittedAt), asc(identityVerifications.userId))
    .limit(options.limit);
  return rows.map(presentPending);
}

/**
 * One page of the review queue, the longest-waiting first, keyset on (submittedAt, userId) along
 * `identity_verifications_pending_idx`.
 */
export async function pendingPage(
  deps: Pick<Deps, "db">,
  page: { limit: number; cursor?: Cursor | null },
): Promise<Page<PendingVerification>> {
  const k = keyset(identityVerifications.submittedAt, identityVerifications.userId, page, {
    order: "oldest",
  });
  const rows = await deps.db
    .select(pendingColumns)
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .where(and(isPending, k.after))
    .orderBy(...k.orderBy)
    .limit(k.take);
  const { items, nextCursor } = toPage(rows, page.limit, (r) => ({ id: r.userId, createdAt: r.submittedAt }));
  return { items: items.map(presentPending), nextCursor };
}

/** How many submissions wait, counted up to `cap + 1` (a count that stops there stays cheap). */
export async function countPending(deps: Pick<Deps, "db">, cap: number): Promise<number> {
  const inner = deps.db
    .select({ one: sql`1` })
    .from(identityVerifications)
    .where(isPending)
    .limit(cap + 1);
  const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(inner.as("capped"));
  return row?.n ?? 0;
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

/** The submission's documents in order, each with its storage key (null when it is missing from the table). */
async function documentKeys(
  db: Executor,
  submission: VerificationRow,
): Promise<{ kind: AssetKind; key: string | null }[]> {
  const wanted = documentIds(submission);
  if (wanted.length === 0) return [];
  const assets = await db
    .select({ id: verificationAssets.id, storageKey: verificationAssets.storageKey })
    .from(verificationAssets)
    .where(
      and(
        eq(verificationAssets.userId, submission.userId),
        inArray(
          verificationAssets.id,
          wanted.map(([, id]) => id),
        ),
      ),
    );
  const keys = new Map(assets.map((a) => [a.id, a.storageKey]));
  return wanted.map(([kind, id]) => ({ kind, key: keys.get(id) ?? null }));
}

export interface SubmissionDetail {
  userId: string;
  username: string | null;
  displayName: string;
  email: string;
  status: Decision | "pending";
  submittedAt: Date;
  reviewedAt: Date | null;
  rejectionReason: string | null;
  /** Each document through a signed URL valid `signedSeconds` (null: missing from storage's table). */
  documents: { kind: AssetKind; url: string | null }[];
}

/** One submission for a reviewer to look at: the user, its state, its documents through short-lived signed URLs. */
export async function showSubmission(
  deps: Pick<Deps, "db" | "storage">,
  userId: string,
  options: { signedSeconds: number },
): Promise<SubmissionDetail> {
  const submission = await findSubmission(deps.db, userId);
  const [[user], documents] = await Promise.all([
    deps.db
      .select({ username: users.username, displayName: users.displayName, email: users.email })
      .from(users)
      .where(eq(users.id, userId)),
    documentKeys(deps.db, submission),
  ]);
  return {
    userId,
    username: user?.username ?? null,
    displayName: user?.displayName ?? "",
    email: user?.email ?? "",
    status: submission.status,
    submittedAt: submission.submittedAt,
    reviewedAt: submission.reviewedAt,
    rejectionReason: submission.rejectionReason,
    documents: await Promise.all(
      documents.map(async ({ kind, key }) => ({
        kind,
        url: key ? await deps.storage.signedUrl(key, options.signedSeconds) : null,
      })),
    ),
  };
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
  const documents = await documentKeys(deps.db, submission);

  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  for (const { kind, key } of documents) {
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
 * gets NOT_PENDING. The decision and its audit entry (`approve` / `reject` by `actor`) commit together.
 */
export async function review(
  deps: Deps,
  userId: string,
  input: { decision: Decision; reason?: string | null; actor: AuditActor },
): Promise<ReviewResult> {
  const reason = input.reason?.trim() || null;
  if (input.decision === "rejected" && (!reason || reason.length > MAX_REASON_LENGTH)) {
    throw badRequest(`A rejection needs a reason of 1 to ${MAX_REASON_LENGTH} characters`, "REASON_REQUIRED");
  }
  if (input.decision === "approved" && reason) {
    throw badRequest("Only a rejection carries a reason", "REASON_NOT_ALLOWED");
  }

  const reviewedAt = new Date();
  const reviewed: DomainEvents["verification.reviewed"] = { userId, decision: input.decision, reason };
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(identityVerifications)
      .set({ status: input.decision, reviewedAt, rejectionReason: reason })
      .where(and(eq(identityVerifications.userId, userId), isPending))
      .returning();
    if (updated) {
      await appendAudit(tx, {
        action: input.decision === "approved" ? "approve" : "reject",
        actor: input.actor,
        targetType: "user",
        targetId: userId,
        subjectUserId: userId,
        note: reason,
        details: { kind: "verification", submittedAt: updated.submittedAt.toISOString() },
      });
      // The user's SYSTEM notice commits with the decision (events/outbox.ts).
      await publishInTransaction(deps, tx, "verification.reviewed", reviewed);
    }
    return updated;
  });
  if (!row) {
    const current = await findSubmission(deps.db, userId);
    throw conflict(
      `The verification of user ${userId} is ${current.status}; only a pending one can be reviewed`,
      "NOT_PENDING",
    );
  }

  // The notifications consumer awaits the delivery, so a command-line caller that closes its
  // connections right after does not cut it off.
  await publish(deps, "verification.reviewed", reviewed);
  return {
    userId,
    status: input.decision,
    submittedAt: row.submittedAt,
    reviewedAt,
    rejectionReason: reason,
  };
}
