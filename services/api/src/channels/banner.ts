import type { MultipartFile } from "@fastify/multipart";
import { reencodeImagePart } from "../http/image-upload.ts";

export const BANNER_WIDTH = 1500;
export const BANNER_HEIGHT = 500;

/** The `banner` part of a channel form, re-encoded to a 1500x500 WebP (see `reencodeImagePart`). */
export function encodeBanner(part: MultipartFile): Promise<Buffer> {
  return reencodeImagePart(part, { field: "banner", width: BANNER_WIDTH, height: BANNER_HEIGHT });
}
