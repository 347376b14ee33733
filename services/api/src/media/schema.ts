import { z } from "zod";
import { idSchema } from "../http/schemas.ts";
import { ALLOWED_MEDIA_TYPES } from "../posts/upload.ts";

/** Presigned upload URLs live this long (SPEC.md "Limits"). */
export const PRESIGN_EXPIRES_SECONDS = 300;

const mimeType = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ALLOWED_MEDIA_TYPES.includes(v), {
    message: `must be one of ${ALLOWED_MEDIA_TYPES.join(", ")}`,
  });

export const uploadUrlBody = z.object({ mimeType });

export const uploadUrlSchema = z
  .object({
    key: z
      .string()
      .describe("uploads/<userId>/images|videos/<year>/<uuid>.<ext>; pass it to /media/upload/complete"),
    url: z.string().describe("PUT the file bytes here"),
    expiresIn: z.number().int().describe("Seconds the URL stays valid (300)"),
    headers: z
      .record(z.string(), z.string())
      .describe("Headers the PUT must carry (the Content-Type the URL was signed for)"),
  })
  .meta({ id: "PresignedUpload" });

/** The shape `POST /media/upload/url` hands out; anything else is refused before storage is asked. */
export const UPLOAD_KEY_PATTERN =
  /^uploads\/([A-Za-z0-9_-]{1,64})\/(images|videos)\/(\d{4})\/([0-9a-f-]{36})\.([a-z0-9]{2,5})$/;

/**
 * The longest side a declared width or height may have: 16384 px (WebP's limit, above any camera's
 * photo side and 8K video's 7680). Images are further bounded by MEDIA_MAX_IMAGE_PIXELS, as the
 * multipart path's media worker bounds them (checked on completion, where the config is known).
 */
export const MAX_MEDIA_SIDE = 16_384;

const dimension = z.number().int().positive().max(MAX_MEDIA_SIDE);

export const uploadCompleteBody = z.object({
  key: z.string().regex(UPLOAD_KEY_PATTERN, "must be a key returned by /media/upload/url"),
  postId: idSchema,
  mimeType,
  width: dimension,
  height: dimension,
});
export type UploadCompleteInput = z.infer<typeof uploadCompleteBody>;
