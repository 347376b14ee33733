import type { MediaJobs } from "@playpal/contracts";
import { AppError, badRequest, conflict, forbidden, notFound, type Storage } from "@playpal/platform";
import { fileTypeFromBuffer } from "file-type";
import type { Deps } from "../deps.ts";
import { publish } from "../events/bus.ts";
import { sniffImageType } from "../http/multipart.ts";
import { enforce } from "../http/policy.ts";
import { applyMediaVisibility } from "../posts/media-urls.ts";
import { findPost } from "../posts/queries.ts";
import { IMAGE_TYPES, VIDEO_TYPES } from "../posts/schema.ts";
import { uploadKey } from "../posts/upload.ts";
import { mediaProcessJobOptions, posterScreeningJobOptions } from "../queue.ts";
import { attachMediaPolicy, uploadKeyPolicy } from "./policy.ts";
import * as q from "./queries.ts";
import { PRESIGN_EXPIRES_SECONDS, UPLOAD_KEY_PATTERN, type UploadCompleteInput } from "./schema.ts";
import { presentPresignedUpload } from "./views.ts";

/**
 * Step 1 of the presigned flow: a fresh key under the caller's upload prefix and a PUT URL for it, signed
 * for the given content type, recorded as pending until completed (the object of a key not completed
 * within a day is deleted by the media sweep). With S3 the URL points at the bucket; in local mode at the API's own
 * `PUT /storage/upload/*`.
 */
export async function createUploadUrl(deps: Deps, userId: string, mimeType: string) {
  const key = uploadKey(userId, mimeType);
  const presigned = await deps.storage.presignPut(key, mimeType, PRESIGN_EXPIRES_SECONDS);
  // Remembered until completed: the media sweep deletes what was uploaded to a key never completed.
  await q.recordPendingUpload(deps.db, key, userId);
  return presentPresignedUpload(key, presigned);
}

/** Bytes read from the front of an upload to tell its type (what `file-type` needs at most). */
export const SNIFF_BYTES = 4100;

/** The first `bytes` bytes of a stored object, with one ranged GET (never the whole object). */
async function readHead(storage: Storage, key: string, bytes = SNIFF_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await storage.get(key, { start: 0, end: bytes - 1 })) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= bytes) break;
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/**
 * What the sniffed type of an upload may be for each declared video type: the containers the multipart
 * path accepts for it (ISO base media, "ftyp", for MP4 and QuickTime alike; EBML for WebM).
 */
const VIDEO_FAMILIES: Record<string, readonly string[]> = {
  "video/mp4": ["video/mp4", "video/quicktime", "video/x-m4v", "video/3gpp", "video/3gpp2"],
  "video/quicktime": ["video/quicktime", "video/mp4", "video/x-m4v", "video/3gpp", "video/3gpp2"],
  "video/webm": ["video/webm", "video/x-matroska"],
};

/**
 * Whether the object's first bytes are what was declared: an image must have that image type's
 * signature (as the multipart path checks), a video a container of its family (`file-type`). HTML,
 * scripts or anything else declared as media are refused.
 */
async function bytesMatch(head: Buffer, kind: "image" | "video", declared: string): Promise<boolean> {
  if (kind === "image") return sniffImageType(head) === declared;
  const sniffed = await fileTypeFromBuffer(head);
  return sniffed !== undefined && (VIDEO_FAMILIES[declared] ?? []).includes(sniffed.mime);
}

/**
 * Step 3: attaches an uploaded object to one of the caller's posts.
 * - The key must be one `/media/upload/url` could have given the caller (else 403), its folder and
 *   extension must match `mimeType` (else 400), and the post must be the caller's (else 404).
 * - The declared sides are at most MAX_MEDIA_SIDE (the body's schema) and an image's pixels at most
 *   MEDIA_MAX_IMAGE_PIXELS (else 400 VALIDATION_FAILED), the bounds the multipart path's worker keeps.
 * - The object must exist with the signed content type, be non-empty, at most MAX_UPLOAD_BYTES (a
 *   presigned S3 PUT cannot cap the size, so a bigger object is deleted and refused with 413), and its
 *   first bytes (one ranged GET of SNIFF_BYTES) must really be the declared image type or a container
 *   of the declared video type, else it is deleted and refused with 400 UNSUPPORTED_MEDIA_TYPE (as the
 *   multipart path refuses it).
 * - Creates the Media row `pending`, keeps the object private (it is not screened yet), queues
 *   `media.process` (jobId = media id) and clears the author's feed cache.
 * Completing the same key for the same post again is idempotent (200, no second row or job; while the
 * media is still pending it re-runs the private ACL and the enqueue, so a retry after a failure
 * finishes the work). The same key for a
 * different post is 409.
 */
export async function completeUpload(deps: Deps, userId: string, input: UploadCompleteInput) {
  const match = UPLOAD_KEY_PATTERN.exec(input.key);
  if (!match) throw badRequest("Unknown upload key", "BAD_UPLOAD_KEY");
  const [, owner, folder, , , extension] = match;
  enforce(uploadKeyPolicy({ ownerId: owner as string }, userId), {
    NOT_YOUR_UPLOAD: () => forbidden("This upload belongs to another user", "NOT_YOUR_UPLOAD"),
  });
  const kind = input.mimeType in IMAGE_TYPES ? "image" : "video";
  if (folder !== `${kind}s` || extension !== (IMAGE_TYPES[input.mimeType] ?? VIDEO_TYPES[input.mimeType])) {
    throw badRequest("mimeType does not match the upload key", "MIME_TYPE_MISMATCH");
  }
  if (kind === "image" && input.width * input.height > deps.config.MEDIA_MAX_IMAGE_PIXELS) {
    const reason = `width x height is at most ${deps.config.MEDIA_MAX_IMAGE_PIXELS} pixels`;
    throw new AppError(400, "VALIDATION_FAILED", `Invalid width: ${reason}`, {
      errors: { formErrors: [], fieldErrors: { width: [reason], height: [reason] } },
    });
  }
  const post = await findPost(deps.db, input.postId);
  if (!post) throw notFound("Post not found");
  enforce(attachMediaPolicy(post, userId), { HIDDEN: () => notFound("Post not found") });

  const existing = await q.findMediaByKey(deps.db, input.key);
  if (existing) return finish(deps, input.postId, existing);

  const object = await deps.storage.head(input.key);
  if (!object) throw badRequest("Nothing has been uploaded to this key", "UPLOAD_MISSING");
  if (object.size > deps.config.MAX_UPLOAD_BYTES) {
    await deps.storage.delete(input.key);
    throw new AppError(
      413,
      "FILE_TOO_LARGE",
      `File is too large (max ${deps.config.MAX_UPLOAD_BYTES} bytes)`,
    );
  }
  if (object.size === 0) throw badRequest("The uploaded file is empty", "EMPTY_UPLOAD");
  if (object.contentType.toLowerCase() !== input.mimeType) {
    throw badRequest("The file was uploaded with another content type", "MIME_TYPE_MISMATCH");
  }
  if (!(await bytesMatch(await readHead(deps.storage, input.key), kind, input.mimeType))) {
    // Never attachable: the URL was single-use, so nothing else will come to this key.
    await deps.storage.delete(input.key);
    throw badRequest(`The uploaded file is not a valid ${input.mimeType} ${kind}`, "UNSUPPORTED_MEDIA_TYPE");
  }
  const inserted = await q.insertUploadedMedia(
    deps.db,
    {
      postId: input.postId,
      ownerId: userId,
      storageKey: input.key,
      mimeType: input.mimeType,
      kind,
      width: input.width,
      height: input.height,
    },
    deps.config.MAX_FILES_PER_POST,
  );
  if (inserted === "no-post") throw notFound("Post not found");
  if (inserted === "full") {
    throw badRequest(`A post holds at most ${deps.config.MAX_FILES_PER_POST} files`, "TOO_MANY_FILES");
  }
  // null: a concurrent complete of the same key won; answer as its repeat.
  const row = inserted ?? (await q.findMediaByKey(deps.db, input.key));
  if (!row) throw new Error(`media row for ${input.key} vanished`);
  return finish(deps, input.postId, row);
}

async function finish(deps: Deps, postId: string, row: q.MediaRow): Promise<{ ok: true }> {
  if (row.postId !== postId) {
    throw conflict("This upload is already attached to another post", "UPLOAD_ALREADY_USED");
  }
  // Only while the original is still waiting to be processed: an image's original is deleted once
  // its variants exist, and S3 answers PutObjectAcl on a missing key with an error. Private whatever
  // the post (whatever ACL the PUT asked for): nothing is public before it is screened.
  if (row.status === "pending") {
    await applyMediaVisibility(deps.storage, [row.storageKey], "private");
    // The media id is the job id: a repeated complete finds the job already queued and adds nothing.
    await deps.queues.media.add("media.process", processJobData(row), mediaProcessJobOptions(row.id));
  }
  await publish(deps, "media.attached", { mediaId: row.id, postId, ownerId: row.ownerId });
  await q.forgetPendingUpload(deps.db, row.storageKey);
  return { ok: true };
}

/** The payload of a media's `media.process` job. */
export function processJobData(row: q.MediaRow): MediaJobs["media.process"] {
  return {
    mediaId: row.id,
    postId: row.postId,
    userId: row.ownerId,
    storageKey: row.storageKey,
    mimeType: row.mimeType,
  };
}

/**
 * Queues the screening of a provider-hosted video's poster frame, once the provider's webhook said its
 * asset is ready (the media stays `processing` until then). A failed enqueue is logged: the media sweep
 * queues it again (`listUnscreenedPosters`).
 */
export async function queuePosterScreening(deps: Deps, row: q.MediaRow): Promise<void> {
  await deps.queues.media
    .add("media.process", processJobData(row), posterScreeningJobOptions(row.id))
    .catch((error: Error) =>
      deps.logger.error({ err: error.message, mediaId: row.id }, "poster screening enqueue failed"),
    );
}
