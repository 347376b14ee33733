import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { authedErrors, errorSchema, okSchema } from "../http/schemas.ts";
import { uploadCompleteBody, uploadUrlBody, uploadUrlSchema } from "./schema.ts";
import * as media from "./service.ts";

const tags = ["media"];

/** The presigned upload flow of SPEC.md: get a URL, PUT the bytes to it, then complete. */
export const mediaRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    "/media/upload/url",
    {
      config: { operation: { operationId: "createUploadUrl", example: { mimeType: "image/jpeg" } } },
      schema: {
        tags,
        summary: "Step 1: a presigned PUT URL (valid 300 s) for one image or video",
        description:
          "Allowed types: image/jpeg, image/png, image/webp, image/gif, image/heic, video/mp4, video/quicktime, video/webm. " +
          "PUT the bytes to `url` with every header of `headers` (`content-type`, and `if-none-match: *`, which makes the URL single-use: a second PUT answers 412 once the object exists), then call /media/upload/complete.",
        body: uploadUrlBody,
        response: { 200: uploadUrlSchema, ...authedErrors },
      },
    },
    async (request) => media.createUploadUrl(deps, request.userId, request.body.mimeType),
  );

  app.post(
    "/media/upload/complete",
    {
      config: {
        operation: {
          operationId: "completeUpload",
          codes: [
            "NOT_FOUND",
            "BAD_UPLOAD_KEY",
            "MIME_TYPE_MISMATCH",
            "UPLOAD_MISSING",
            "EMPTY_UPLOAD",
            "NOT_YOUR_UPLOAD",
            "UPLOAD_ALREADY_USED",
            "FILE_TOO_LARGE",
            "TOO_MANY_FILES",
            "UNSUPPORTED_MEDIA_TYPE",
            "FORBIDDEN",
          ],
          example: {
            key: "uploads/cm0user00000000000000001/images/2026/0b6f9c1e-7d2a-4c39-9a53-2f8e6d1b4a70.jpg",
            postId: "cm0post00000000000000001",
            mimeType: "image/jpeg",
            width: 1920,
            height: 1080,
          },
        },
      },
      schema: {
        tags,
        summary:
          "Step 3: attaches the uploaded object to one of the caller's posts and queues its processing",
        description:
          "403 for a key of another user, 404 for a post that is not the caller's, 400 when nothing (or not the " +
          "declared type) was uploaded, 413 above the upload size limit, 409 when the key already belongs to " +
          "another post. Repeating a successful call is harmless (200). The object's first bytes must be the " +
          "declared image type, or a container of the declared video type (MP4/QuickTime, WebM), as for " +
          "multipart uploads: anything else (HTML, scripts...) is deleted and refused with 400 " +
          "`UNSUPPORTED_MEDIA_TYPE`. `width` and `height` are at most 16384, and an image's width x height at " +
          "most `MEDIA_MAX_IMAGE_PIXELS` (default 100000000), else 400 `VALIDATION_FAILED`.",
        body: uploadCompleteBody,
        response: {
          200: okSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          413: errorSchema,
          ...authedErrors,
        },
      },
    },
    async (request) => media.completeUpload(deps, request.userId, request.body),
  );
};
