import { randomUUID } from "node:crypto";
import type { MultipartFile } from "@fastify/multipart";
import { newId } from "@playpal/db";
import { AppError, badRequest } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { peekStream, sniffImageType } from "../http/multipart.ts";
import { IMAGE_TYPES, VIDEO_TYPES } from "./schema.ts";

export interface StoredUpload {
  mediaId: string;
  key: string;
  mimeType: string;
  kind: "image" | "video";
  size: number;
}

const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const QUICKTIME_ATOMS = new Set(["moov", "mdat", "wide", "free"]);

/**
 * The video type the first bytes show: ISO base media ("ftyp" box: MP4, or QuickTime for the "qt" brand
 * or when declared so), classic QuickTime atoms, or EBML (WebM). Null for anything else.
 */
function sniffVideoType(head: Buffer, declared: string): string | null {
  const box = head.toString("latin1", 4, 8);
  if (box === "ftyp") {
    return declared === "video/quicktime" || head.toString("latin1", 8, 12) === "qt  "
      ? "video/quicktime"
      : "video/mp4";
  }
  if (QUICKTIME_ATOMS.has(box)) return "video/quicktime";
  if (head.subarray(0, 4).equals(EBML)) return "video/webm";
  return null;
}

export const ALLOWED_MEDIA_TYPES = [...Object.keys(IMAGE_TYPES), ...Object.keys(VIDEO_TYPES)];

/**
 * The storage key of a user upload, the same shape as the presigned flow:
 * `uploads/<userId>/images|videos/<year>/<uuid>.<ext>`.
 */
export function uploadKey(userId: string, mimeType: string, now = new Date()): string {
  const image = IMAGE_TYPES[mimeType];
  const ext = image ?? VIDEO_TYPES[mimeType];
  if (!ext) throw badRequest(`Unsupported media type ${mimeType}`, "UNSUPPORTED_MEDIA_TYPE");
  return `uploads/${userId}/${image ? "images" : "videos"}/${now.getUTCFullYear()}/${randomUUID()}.${ext}`;
}

/**
 * Streams one `media` part to storage (never buffered whole). The declared type must be an allowed
 * image or video type and the first bytes must match an allowed signature; the stored type is the
 * sniffed one. A file cut off at the size limit is deleted again and refused with 413.
 */
export async function storeMediaPart(deps: Deps, userId: string, part: MultipartFile): Promise<StoredUpload> {
  if (part.fieldname !== "media") {
    part.file.resume();
    throw badRequest("Files must be sent in the `media` field", "BAD_FIELD");
  }
  const declared = part.mimetype.toLowerCase();
  if (!ALLOWED_MEDIA_TYPES.includes(declared)) {
    part.file.resume();
    throw badRequest(
      `Unsupported media type ${declared}; allowed: ${ALLOWED_MEDIA_TYPES.join(", ")}`,
      "UNSUPPORTED_MEDIA_TYPE",
    );
  }
  const isImage = declared in IMAGE_TYPES;
  const { head, stream } = await peekStream(part.file, 16);
  const mimeType = isImage ? sniffImageType(head) : sniffVideoType(head, declared);
  if (!mimeType) {
    stream.resume();
    throw badRequest(`The file is not a valid ${isImage ? "image" : "video"}`, "UNSUPPORTED_MEDIA_TYPE");
  }
  const key = uploadKey(userId, mimeType);
  const { size } = await deps.storage.put(key, stream, mimeType);
  if (part.file.truncated) {
    await deps.storage.delete(key).catch(() => {});
    throw new AppError(
      413,
      "FILE_TOO_LARGE",
      `File is too large (max ${deps.config.MAX_UPLOAD_BYTES} bytes)`,
    );
  }
  return { mediaId: newId(), key, mimeType, kind: isImage ? "image" : "video", size };
}
