import { z } from "zod";
import { multipartBody } from "../http/multipart.ts";
import { idSchema, isoDate } from "../http/schemas.ts";

export const assetKinds = ["id_front", "id_back", "selfie"] as const;

export const assetFields = z.object({ kind: z.enum(assetKinds) });
export const assetUploadBody = multipartBody(
  { kind: z.enum(assetKinds) },
  { file: "The image (JPEG, PNG, WebP, GIF or HEIC), at most MAX_IMAGE_BYTES (10 MB by default)" },
);

export const assetSchema = z
  .object({
    id: z.string(),
    kind: z.enum(assetKinds),
    mimeType: z.string(),
    sizeBytes: z.number().int(),
    createdAt: isoDate,
  })
  .meta({ id: "VerificationAsset" });

export const submitBody = z
  .object({
    idFrontAssetId: idSchema,
    idBackAssetId: idSchema,
    selfieAssetId: idSchema,
  })
  .partial()
  .describe("Asset ids to submit; each one left out defaults to the caller's latest upload of that kind")
  .nullish();

export const verificationStatusSchema = z
  .object({
    status: z.enum(["none", "pending", "approved", "rejected"]),
    submittedAt: isoDate.nullable(),
    reviewedAt: isoDate.nullable(),
    rejectionReason: z.string().nullable(),
  })
  .meta({ id: "VerificationStatus" });
