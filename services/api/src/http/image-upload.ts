import type { Readable } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import { AppError, badRequest } from "@playpal/platform";
import sharp from "sharp";
import { peekStream, sniffImageType } from "./multipart.ts";

/** Refuses decompression bombs: no source image may exceed this many pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Streams an image into sharp; the re-encoded output is small (bounded by the target size). */
async function reencode(input: Readable, width: number, height: number): Promise<Buffer> {
  const transformer = sharp({ limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize(width, height, { fit: "cover" })
    .webp({ quality: 85 });
  const inputFailed = new Promise<never>((_resolve, reject) => input.once("error", reject));
  inputFailed.catch(() => {});
  input.pipe(transformer);
  return Promise.race([transformer.toBuffer(), inputFailed]);
}

/**
 * One uploaded image part (avatar, banner, channel banner): the field name checked, the type judged by
 * its bytes, then streamed through sharp into a WebP of exactly `width` x `height` with metadata
 * stripped. Over the multipart size limit is a 413; anything that is not a decodable image a 400.
 */
export async function reencodeImagePart(
  part: MultipartFile,
  target: { field: string; width: number; height: number },
): Promise<Buffer> {
  if (part.fieldname !== target.field) {
    throw badRequest(`The file field must be named \`${target.field}\``, "BAD_FIELD");
  }
  const { head, stream } = await peekStream(part.file, 16);
  if (!sniffImageType(head)) {
    throw badRequest("Only JPEG, PNG, WebP, GIF or HEIC images are accepted", "UNSUPPORTED_MEDIA_TYPE");
  }
  const tooLarge = () => new AppError(413, "FILE_TOO_LARGE", "File is too large");
  let encoded: Buffer;
  try {
    encoded = await reencode(stream, target.width, target.height);
  } catch {
    if (part.file.truncated) throw tooLarge();
    throw badRequest("The image could not be decoded", "INVALID_IMAGE");
  }
  if (part.file.truncated) throw tooLarge();
  return encoded;
}
