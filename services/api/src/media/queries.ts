import { type Executor, equalsAny, type MediaScreening, media, pendingUploads, posts } from "@playpal/db";
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";

export type MediaRow = typeof media.$inferSelect;

/**
 * Inserts the Media row of a completed presigned upload as the post's next file, inside one transaction
 * that first locks the post row: concurrent completes for the same post queue up, so the file count
 * check and the next `position` are never computed from the same snapshot twice. Returns the new row,
 * null when a row for this storage key already exists (the key is unique), "full" when the post
 * already holds `maxFiles` files, or "no-post" when the post is gone.
 */
export async function insertUploadedMedia(
  db: Executor,
  values: {
    postId: string;
    ownerId: string;
    storageKey: string;
    mimeType: string;
    kind: "image" | "video";
    width: number;
    height: number;
  },
  maxFiles: number,
): Promise<MediaRow | null | "full" | "no-post"> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.id, values.postId))
      .for("update");
    if (!post) return "no-post"; // deleted since the caller's ownership check
    // A concurrent complete of this same key got the lock first: its row answers this call too.
    if (await findMediaByKey(tx, values.storageKey)) return null;
    const [held] = await tx.select({ n: count() }).from(media).where(eq(media.postId, values.postId));
    if ((held?.n ?? 0) >= maxFiles) return "full";
    const [row] = await tx
      .insert(media)
      .values({
        ...values,
        status: "pending",
        position: sql`(select coalesce(max(${media.position}) + 1, 0) from ${media} where ${media.postId} = ${values.postId})`,
      })
      .onConflictDoNothing({ target: media.storageKey })
      .returning();
    return row ?? null;
  });
}

export async function findMediaByKey(db: Executor, storageKey: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.storageKey, storageKey));
  return row;
}

export async function findMedia(db: Executor, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

export async function findMediaByIds(db: Executor, ids: readonly string[]): Promise<MediaRow[]> {
  return db.select().from(media).where(equalsAny(media.id, ids));
}

/**
 * Clears screening's flag on every media of a post (a moderator dismissed its automatic reports); the
 * scores stay on record. Returns the media ids cleared.
 */
export async function clearSensitive(db: Executor, postId: string): Promise<string[]> {
  const rows = await db
    .update(media)
    .set({ sensitive: false })
    .where(and(eq(media.postId, postId), eq(media.sensitive, true)))
    .returning({ id: media.id });
  return rows.map((r) => r.id);
}

/** Still waiting for processing: a status change from here is a real one. */
const unfinished = inArray(media.status, ["pending", "processing"]);

/** `pending` -> `processing`; the row when it changed, null when it was not pending. */
export async function markProcessing(db: Executor, id: string): Promise<MediaRow | null> {
  const [row] = await db
    .update(media)
    .set({ status: "processing", errorMessage: null })
    .where(and(eq(media.id, id), eq(media.status, "pending")))
    .returning();
  return row ?? null;
}

export interface ReadyValues {
  displayKey?: string | null;
  thumbnailKey?: string | null;
  variants?: string[];
  width: number | null;
  height: number | null;
  duration?: number | null;
  sizeBytes?: number | null;
  playbackId?: string | null;
  providerAssetId?: string;
  /** What screening found (absent when MEDIA_SCREENING=off). */
  sensitive?: boolean;
  screening?: MediaScreening;
}

/**
 * `pending`/`processing` -> `ready` with what processing produced; null when the media had already
 * finished (a job run twice, a webhook redelivered): one status change, never two.
 */
export async function markReady(db: Executor, id: string, values: ReadyValues): Promise<MediaRow | null> {
  const [row] = await db
    .update(media)
    .set({ ...values, status: "ready", errorMessage: null })
    .where(and(eq(media.id, id), unfinished))
    .returning();
  return row ?? null;
}

/**
 * A provider's asset is ready to play (`video.asset.ready`) while screening is on: its playback id, size
 * and duration recorded, the media still `processing` until its poster frame is screened. Null when the
 * media had already finished.
 */
export async function recordProviderReady(
  db: Executor,
  id: string,
  values: ReadyValues,
): Promise<MediaRow | null> {
  const [row] = await db
    .update(media)
    .set(values)
    .where(and(eq(media.id, id), unfinished))
    .returning();
  return row ?? null;
}

/** `pending`/`processing` -> `failed` with the reason; null when the media had already finished. */
export async function markFailed(db: Executor, id: string, errorMessage: string): Promise<MediaRow | null> {
  const [row] = await db
    .update(media)
    .set({ status: "failed", errorMessage: errorMessage.slice(0, 1000) })
    .where(and(eq(media.id, id), unfinished))
    .returning();
  return row ?? null;
}

/** Records the provider asset a video was handed to (the status is left as it is). */
export async function setProviderAsset(db: Executor, id: string, providerAssetId: string): Promise<void> {
  await db.update(media).set({ providerAssetId }).where(eq(media.id, id));
}

/**
 * The video media a provider asset event is about, locked for the change: by the provider's asset id,
 * else by the passthrough we gave it (our media id), which covers an event arriving before the worker
 * recorded the asset id.
 */
export async function lockMediaForAsset(
  db: Executor,
  assetId: string,
  passthrough: string | undefined,
): Promise<MediaRow | undefined> {
  const [byAsset] = await db.select().from(media).where(eq(media.providerAssetId, assetId)).for("update");
  if (byAsset) return byAsset;
  if (!passthrough) return undefined;
  const [byId] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, passthrough), eq(media.kind, "video")))
    .for("update");
  return byId;
}

/**
 * Media still `pending` (or `processing` with no provider asset) created before `before`, oldest first:
 * the sweep's candidates for a re-queue.
 */
export async function listStalePending(db: Executor, before: Date, limit: number): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(
      and(
        // `unfinished` matches the partial index; `processing` counts only without a provider asset: a
        // job that died with its worker and Redis's data (a video handed to Mux waits for its webhook).
        unfinished,
        or(eq(media.status, "pending"), isNull(media.providerAssetId)),
        lt(media.createdAt, before),
      ),
    )
    .orderBy(asc(media.createdAt))
    .limit(limit);
}

/**
 * Videos whose provider asset became ready before `before` and whose poster is still not screened
 * (`processing` with a playback id), oldest first: the sweep queues their screening job again.
 */
export async function listUnscreenedPosters(db: Executor, before: Date, limit: number): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.status, "processing"), isNotNull(media.playbackId), lt(media.updatedAt, before)))
    .orderBy(asc(media.updatedAt))
    .limit(limit);
}

/** Records a key handed out by `POST /media/upload/url` (see `pendingUploads`). */
export async function recordPendingUpload(db: Executor, storageKey: string, userId: string): Promise<void> {
  await db.insert(pendingUploads).values({ storageKey, userId }).onConflictDoNothing();
}

export async function forgetPendingUpload(db: Executor, storageKey: string): Promise<void> {
  await db.delete(pendingUploads).where(eq(pendingUploads.storageKey, storageKey));
}

/**
 * Upload keys handed out before `before` and never completed (no Media row holds them), oldest first.
 * Keys that were completed are returned too, flagged, so their bookkeeping row can go.
 */
export async function listAbandonedUploads(
  db: Executor,
  before: Date,
  limit: number,
): Promise<{ storageKey: string; completed: boolean }[]> {
  const rows = await db
    .select({ storageKey: pendingUploads.storageKey, mediaId: media.id })
    .from(pendingUploads)
    .leftJoin(media, eq(media.storageKey, pendingUploads.storageKey))
    .where(lt(pendingUploads.createdAt, before))
    .orderBy(asc(pendingUploads.createdAt))
    .limit(limit);
  return rows.map((r) => ({ storageKey: r.storageKey, completed: r.mediaId !== null }));
}

/**
 * One page (by media id) of a user's media rows, each with its post's visibility and moderation status,
 * for re-aligning every object of an account.
 */
export async function ownerMediaPage(db: Executor, ownerId: string, afterId: string, limit: number) {
  return db
    .select({ media, visibility: posts.visibility, moderationStatus: posts.moderationStatus })
    .from(media)
    .innerJoin(posts, eq(posts.id, media.postId))
    .where(and(eq(media.ownerId, ownerId), sql`${media.id} > ${afterId}`))
    .orderBy(asc(media.id))
    .limit(limit);
}
