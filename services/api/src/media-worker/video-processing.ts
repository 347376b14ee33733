import { UnrecoverableError } from "bullmq";
import sharp from "sharp";
import type { Deps } from "../deps.ts";
import type { MediaRow } from "../media/queries.ts";
import { setProviderAsset } from "../media/queries.ts";
import { finishProcessing } from "../media/status.ts";
import { extractFrame, probeVideo } from "./ffmpeg.ts";
import { deleteIfMediaGone } from "./image-processing.ts";
import { fetchableUrl, postIsPublic } from "./post-visibility.ts";
import { withDownloadedObject } from "./temp-file.ts";
import { variantKeys } from "./variant-keys.ts";

export const POSTER_MAX_SIDE = 1280;

/**
 * A video with a hosting provider (Mux): handed over as an asset fetched from the object's URL, with
 * our media id as `passthrough`; it stays `processing` until the provider's `video.asset.ready` or
 * `.errored` webhook finishes it. A media that already has an asset is not handed over again.
 */
async function handOff(deps: Deps, row: MediaRow): Promise<"processing"> {
  if (row.providerAssetId) return "processing";
  const asset = await deps.video.createAsset({
    url: await fetchableUrl(deps, row),
    passthrough: row.id,
  });
  if (asset) await setProviderAsset(deps.db, row.id, asset.assetId);
  return "processing";
}

/**
 * Local mode (no provider credentials): the original stays what clients play (`url`); ffprobe reads
 * its duration and size, and a WebP poster frame becomes `thumbnailUrl`; then the media is `ready`.
 * The file is streamed to a temporary file first, never read whole into memory.
 */
async function processLocally(deps: Deps, row: MediaRow): Promise<"ready"> {
  const keys = variantKeys(row.ownerId, row.id);
  const isPublic = await postIsPublic(deps, row);
  const done = await withDownloadedObject(deps.storage, row.storageKey, async (file, _dir, size) => {
    const probe = await probeVideo(file).catch(() => {
      throw new UnrecoverableError("The file is not a playable video");
    });
    const at = probe.duration ? Math.min(1, probe.duration / 2) : 0;
    const frame = await extractFrame(file, at).catch(() => {
      throw new UnrecoverableError("No frame of the video could be decoded");
    });
    const poster = await sharp(frame)
      .resize({ width: POSTER_MAX_SIDE, height: POSTER_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    await deps.storage.put(keys.poster, poster, "image/webp", { public: isPublic });
    return { probe, size };
  });
  if (!done) throw new UnrecoverableError("The uploaded file is missing");
  const { probe, size } = done.result;
  const finished = await finishProcessing(deps, row.id, {
    thumbnailKey: keys.poster,
    variants: [keys.poster],
    width: probe.width,
    height: probe.height,
    duration: probe.duration,
    sizeBytes: size,
  });
  if (!finished) await deleteIfMediaGone(deps, row.id, [keys.poster]);
  return "ready";
}

export function processVideo(deps: Deps, row: MediaRow): Promise<"processing" | "ready"> {
  return deps.video.kind === "local" ? processLocally(deps, row) : handOff(deps, row);
}
