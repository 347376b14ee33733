import { UnrecoverableError } from "bullmq";
import type { Deps } from "../deps.ts";
import { findMedia, type MediaRow } from "../media/queries.ts";
import { finishProcessing } from "../media/status.ts";
import { makeImageVariants } from "./image-variants.ts";
import { postIsPublic } from "./post-visibility.ts";
import { screenImage, screeningSide } from "./screening.ts";
import { withDownloadedObject } from "./temp-file.ts";
import { variantKeys } from "./variant-keys.ts";

/**
 * An image: decoded once into its WebP `display` and `thumb` variants and the classifier's input, screened
 * (screening.ts), the variants written beside it (public-read only for a public post that the verdict does
 * not hide), the row made `ready` with the display variant's size and the verdict, then the original
 * deleted (it carries the metadata). Every step may run again after a crash: the variant keys are fixed,
 * `ready` (and with it the verdict's report) is written once, and deleting an object twice is harmless.
 */
export async function processImage(deps: Deps, row: MediaRow): Promise<"ready"> {
  const keys = variantKeys(row.ownerId, row.id);
  const isPublic = await postIsPublic(deps, row);
  const made = await withDownloadedObject(deps.storage, row.storageKey, async (file) => {
    const { display, thumb, screen } = await makeImageVariants(
      file,
      deps.config.MEDIA_MAX_IMAGE_PIXELS,
      screeningSide(deps) ?? undefined,
    );
    const screened = await screenImage(deps, screen);
    const options = { public: isPublic && screened?.verdict !== "hidden" };
    await deps.storage.put(keys.display, display.data, "image/webp", options);
    await deps.storage.put(keys.thumb, thumb.data, "image/webp", options);
    return { display, screened };
  });
  if (!made) throw new UnrecoverableError("The uploaded file is missing");
  const { display, screened } = made.result;
  const finished = await finishProcessing(
    deps,
    row.id,
    {
      displayKey: keys.display,
      thumbnailKey: keys.thumb,
      variants: [keys.display, keys.thumb],
      width: display.width,
      height: display.height,
      sizeBytes: display.data.length,
    },
    screened,
  );
  if (!finished) await deleteIfMediaGone(deps, row.id, [keys.display, keys.thumb]);
  await deps.storage.delete(row.storageKey);
  return "ready";
}

/**
 * The post was deleted while its media was being processed: the rows are gone and so was the list
 * of files to delete with them, so the variants just written are deleted here.
 */
export async function deleteIfMediaGone(deps: Deps, mediaId: string, keys: string[]): Promise<void> {
  if (await findMedia(deps.db, mediaId)) return;
  for (const key of keys) await deps.storage.delete(key);
}

/** A `ready` image whose original survived (a crash between `ready` and the delete): delete it now. */
export async function deleteProcessedOriginal(deps: Deps, row: MediaRow): Promise<void> {
  if (row.kind === "image" && row.status === "ready" && row.displayKey) {
    await deps.storage.delete(row.storageKey);
  }
}
