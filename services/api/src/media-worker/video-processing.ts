import { UnrecoverableError } from "bullmq";
import type { Deps } from "../deps.ts";
import type { MediaRow } from "../media/queries.ts";
import { setProviderAsset } from "../media/queries.ts";
import { finishProcessing } from "../media/status.ts";
import { extractFrame, probeVideo } from "./ffmpeg.ts";
import { deleteIfMediaGone } from "./image-processing.ts";
import { decodeImage, encodeWebp, screeningInput } from "./image-variants.ts";
import { fetchableUrl, postIsPublic } from "./post-visibility.ts";
import { ScreeningError, screenImage, screeningSide } from "./screening.ts";
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
 * A provider's asset that is ready to play (its webhook recorded the playback id) but not screened yet:
 * the poster frame clients will be shown is fetched from the provider's image host, already scaled to
 * the classifier's input, screened, and only then is the media `ready` (the job the webhook queued).
 */
async function screenProviderPoster(deps: Deps, row: MediaRow, playbackId: string): Promise<"ready"> {
  const side = screeningSide(deps);
  const poster = side ? await deps.video.posterImage(playbackId, side) : null;
  if (side && !poster) throw new ScreeningError("the video provider has no poster frame to screen");
  const screen = poster && side ? await screeningInput(await decodeImage(poster, side, {}), side) : null;
  const screened = await screenImage(deps, screen);
  await finishProcessing(deps, row.id, { width: row.width, height: row.height }, screened);
  return "ready";
}

/**
 * Local mode (no provider credentials): the original stays what clients play (`url`); ffprobe reads
 * its duration and size, and one frame decoded by ffmpeg becomes the WebP poster (`thumbnailUrl`) and the
 * classifier's input; the original is made public (a public post whose poster the verdict does not hide)
 * only then, and the media is `ready`. The file is streamed to a temporary file first, never read whole
 * into memory.
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
    const side = screeningSide(deps);
    const pixels = await decodeImage(frame, POSTER_MAX_SIDE, { failOn: "error" });
    const [poster, screen] = await Promise.all([
      encodeWebp(pixels, POSTER_MAX_SIDE, 80),
      side ? screeningInput(pixels, side) : null,
    ]);
    const screened = await screenImage(deps, screen);
    const shown = isPublic && screened?.verdict !== "hidden";
    await deps.storage.put(keys.poster, poster.data, "image/webp", { public: shown });
    if (shown) await deps.storage.makePublic(row.storageKey);
    return { probe, size, screened };
  });
  if (!done) throw new UnrecoverableError("The uploaded file is missing");
  const { probe, size, screened } = done.result;
  const finished = await finishProcessing(
    deps,
    row.id,
    {
      thumbnailKey: keys.poster,
      variants: [keys.poster],
      width: probe.width,
      height: probe.height,
      duration: probe.duration,
      sizeBytes: size,
    },
    screened,
  );
  if (!finished) await deleteIfMediaGone(deps, row.id, [keys.poster]);
  return "ready";
}

export function processVideo(deps: Deps, row: MediaRow): Promise<"processing" | "ready"> {
  if (deps.video.kind === "local") return processLocally(deps, row);
  return row.playbackId ? screenProviderPoster(deps, row, row.playbackId) : handOff(deps, row);
}
