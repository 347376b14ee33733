import { UnrecoverableError } from "bullmq";
import sharp, { type Metadata } from "sharp";

export const DISPLAY_MAX_SIDE = 2048;
export const THUMB_MAX_SIDE = 480;

export interface Variant {
  data: Buffer;
  width: number;
  height: number;
}

/** Formats this sharp build decodes (no HEIC here: libvips is built without libheif's HEVC decoder). */
const DECODABLE = new Set(["jpeg", "png", "webp", "gif", "avif", "tiff"]);

/**
 * The `display` and `thumb` WebP variants of an image file: EXIF orientation applied, longest side
 * scaled down to the limit (never up), and no metadata at all (sharp writes none unless asked: EXIF,
 * GPS, XMP and ICC are all dropped). Images over `maxPixels` are refused before they are decoded
 * (decompression bombs), and sharp itself enforces the same limit while decoding. Anything that
 * cannot be decoded throws an UnrecoverableError with a message for the author: retrying cannot help.
 */
export async function makeImageVariants(
  file: string,
  maxPixels: number,
): Promise<{ display: Variant; thumb: Variant }> {
  const options = { limitInputPixels: maxPixels, failOn: "error" } as const;
  let metadata: Metadata;
  try {
    // The header only (no pixel limit here: the size is checked below with a clearer message).
    metadata = await sharp(file, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    throw new UnrecoverableError("The file is not an image that can be processed");
  }
  if (!metadata.format || !DECODABLE.has(metadata.format)) {
    throw new UnrecoverableError(`Images in the ${metadata.format ?? "unknown"} format cannot be processed`);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxPixels) {
    throw new UnrecoverableError(`The image is too large (more than ${maxPixels} pixels)`);
  }
  const variant = async (maxSide: number, quality: number): Promise<Variant> => {
    const { data, info } = await sharp(file, options)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  try {
    return { display: await variant(DISPLAY_MAX_SIDE, 82), thumb: await variant(THUMB_MAX_SIDE, 75) };
  } catch (error) {
    throw new UnrecoverableError(`The image could not be decoded: ${(error as Error).message}`);
  }
}
