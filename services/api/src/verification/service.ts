import { newId } from "@playpal/db";
import { AppError, badRequest } from "@playpal/platform";
import type { z } from "zod";
import type { Deps } from "../deps.ts";
import { type MultipartForm, peekStream, sniffImageType } from "../http/multipart.ts";
import * as q from "./queries.ts";
import { assetFields } from "./schema.ts";
import { presentAsset, presentVerificationStatus, type VerificationStatusView } from "./views.ts";

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/heic": "heic",
};

/** An identity document stored by `assetForm` as it arrived. */
export interface StoredAsset {
  id: string;
  key: string;
  mimeType: string;
  size: number;
}

/**
 * How the route reads `POST /verification/assets`: the `kind` field and one image in `file`, stored
 * privately (never served to clients) as it arrives, deleted again if the request fails.
 */
export function assetForm(deps: Deps, userId: string): MultipartForm<typeof assetFields, StoredAsset> {
  return {
    fields: assetFields,
    maxFileBytes: deps.config.MAX_IMAGE_BYTES,
    maxFiles: 1,
    onFile: async (part) => {
      if (part.fieldname !== "file") throw badRequest("The file field must be named `file`", "BAD_FIELD");
      const { head, stream } = await peekStream(part.file, 16);
      const mimeType = sniffImageType(head);
      if (!mimeType)
        throw badRequest("Only JPEG, PNG, WebP, GIF or HEIC images are accepted", "UNSUPPORTED_MEDIA_TYPE");
      const id = newId();
      const key = `private/verification/${userId}/${id}.${EXTENSIONS[mimeType]}`;
      const { size } = await deps.storage.put(key, stream, mimeType);
      if (part.file.truncated) {
        await deps.storage.delete(key);
        throw new AppError(413, "FILE_TOO_LARGE", "File is too large");
      }
      return { id, key, mimeType, size };
    },
    cleanup: async (stored) => {
      await Promise.all(stored.map((s) => deps.storage.delete(s.key)));
    },
  };
}

/** Records a stored identity document (undefined when no file was sent: 400). */
export async function recordAsset(
  deps: Deps,
  userId: string,
  input: { kind: z.infer<typeof assetFields>["kind"]; file: StoredAsset | undefined },
) {
  const { kind, file } = input;
  if (!file) throw badRequest("A `file` part is required", "FILE_REQUIRED");
  const row = await q.insertAsset(deps.db, {
    id: file.id,
    userId,
    kind,
    storageKey: file.key,
    mimeType: file.mimeType,
    sizeBytes: file.size,
  });
  return presentAsset(row);
}

export async function getStatus(deps: Deps, userId: string): Promise<VerificationStatusView> {
  return presentVerificationStatus(await q.findVerification(deps.db, userId));
}

/** Submits the caller's documents for review: an ID front and a selfie are required, an ID back optional. */
export async function submit(
  deps: Deps,
  userId: string,
  chosen: { idFrontAssetId?: string; idBackAssetId?: string; selfieAssetId?: string } = {},
): Promise<VerificationStatusView> {
  const current = await getStatus(deps, userId);
  if (current.status === "approved") throw badRequest("Identity already verified", "ALREADY_VERIFIED");
  if (current.status === "pending") return current;

  const pick = async (kind: q.AssetKind, id: string | undefined) => {
    const found = await q.findAssetId(deps.db, userId, kind, id);
    if (id && !found) throw badRequest(`No ${kind} asset with that id`, "ASSET_NOT_FOUND");
    return found;
  };
  const idFrontAssetId = await pick("id_front", chosen.idFrontAssetId);
  const idBackAssetId = await pick("id_back", chosen.idBackAssetId);
  const selfieAssetId = await pick("selfie", chosen.selfieAssetId);
  const missing = [!idFrontAssetId && "id_front", !selfieAssetId && "selfie"].filter(Boolean);
  if (missing.length > 0) {
    throw badRequest(`Upload these documents first: ${missing.join(", ")}`, "DOCUMENTS_MISSING");
  }
  const values = {
    userId,
    status: "pending" as const,
    idFrontAssetId,
    idBackAssetId,
    selfieAssetId,
    submittedAt: new Date(),
    reviewedAt: null,
    rejectionReason: null,
  };
  await q.upsertVerification(deps.db, values);
  return getStatus(deps, userId);
}
