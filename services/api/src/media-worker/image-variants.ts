import type { RgbImage } from "@playpal/platform";
import { UnrecoverableError } from "bullmq";
import sharp, { type Metadata, type SharpOptions } from "sharp";

export const DISPLAY_MAX_SIDE = 2048;
export const THUMB_MAX_SIDE = 480;

export interface Variant {
  data: Buffer;
  width: number;
  height: number;
}

/** Formats this sharp build decodes (no HEIC here: libvips is built without libheif's HEVC decoder). */
const DECODABLE = new Set(["jpeg", "png", "webp", "gif", "avif", "tiff"]);

/** Decoded pixels (8 bits a channel, 1 to 4 channels) and how sharp should read them back. */
interface Pixels {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * The classifier's input from decoded pixels: a `side` x `side` square of RGB (stretched, as nsfwjs's own
 * resize does; transparency flattened on white, greyscale made RGB).
 */
export async function screeningInput(pixels: Pixels, side: number): Promise<RgbImage> {
  const { data, info } = await sharp(pixels.data, { raw: pixels.raw })
    .flatten({ background: "#ffffff" })
    .resize(side, side, { fit: "fill" })
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Decodes an image file (or buffer) once: orientation applied, at most `maxSide` on its longest side. */
export async function decodeImage(
  input: string | Buffer,
  maxSide: number,
  options: SharpOptions,
): Promise<Pixels> {
  const { data, info } = await sharp(input, options)
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/** A WebP of decoded pixels, scaled down to `maxSide` when they are larger. */
export async function encodeWebp(pixels: Pixels, maxSide: number, quality: number): Promise<Variant> {
  const { data, info } = await sharp(pixels.data, { raw: pixels.raw })
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The `display` and `thumb` WebP variants of an image file, and (when `screenSide` is given) the
 * classifier's input: the original is decoded once, EXIF orientation applied and its longest side
 * scaled down to the display limit (never up); the three are made from those pixels, so screening
 * costs a 224 px resize, not a second decode. No metadata at all is written (EXIF, GPS, XMP and ICC
 * are all dropped). Images over `maxPixels` are refused before they are decoded (decompression bombs),
 * and sharp itself enforces the same limit while decoding. Anything that cannot be decoded throws an
 * UnrecoverableError with a message for the author: retrying cannot help.
 */
export async function makeImageVariants(
  file: string,
  maxPixels: number,
  screenSide?: number,
): Promise<{ display: Variant; thumb: Variant; screen: RgbImage | null }> {
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
  try {
    const pixels = await decodeImage(file, DISPLAY_MAX_SIDE, {
      limitInputPixels: maxPixels,
      failOn: "error",
    });
    const [display, thumb, screen] = await Promise.all([
      encodeWebp(pixels, DISPLAY_MAX_SIDE, 82),
      encodeWebp(pixels, THUMB_MAX_SIDE, 75),
      screenSide ? screeningInput(pixels, screenSide) : null,
    ]);
    return { display, thumb, screen };
  } catch (error) {
    throw new UnrecoverableError(`The image could not be decoded: ${(error as Error).message}`);
  }
}
