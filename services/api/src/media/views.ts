import type { z } from "zod";
import type { uploadUrlSchema } from "./schema.ts";

/**
 * Wire objects are named `<Thing>View`; the functions that build them `present<Thing>` (as posts/views.ts).
 * A media row's own wire form is posts/views.ts's `presentMedia`: media are parts of posts.
 */
export type PresignedUploadView = z.infer<typeof uploadUrlSchema>;

/** Step 1 of the upload flow: the key to complete and the signed PUT that stores the file under it. */
export function presentPresignedUpload(
  key: string,
  presigned: { url: string; expiresIn: number; headers: PresignedUploadView["headers"] },
): PresignedUploadView {
  return { key, url: presigned.url, expiresIn: presigned.expiresIn, headers: presigned.headers };
}
