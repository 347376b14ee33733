import type { Readable } from "node:stream";

export interface StoredObject {
  contentType: string;
  size: number;
}

/** Bytes `start` to `end` of an object, both inclusive (HTTP `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PresignedUpload {
  url: string;
  /** Headers the client must send with the PUT (for example the content type the URL was signed for). */
  headers: Record<string, string>;
  expiresIn: number;
}

/**
 * Object storage. Keys are slash-separated paths. Objects are private until `makePublic`; private
 * objects are never served to clients.
 */
export interface Storage {
  readonly kind: "s3" | "local";
  put(
    key: string,
    body: Readable | Buffer,
    contentType: string,
    options?: { public?: boolean; ifAbsent?: boolean },
  ): Promise<{ size: number }>;
  /** The object's bytes, or only bytes `start`..`end` (inclusive, as an HTTP Range) of it. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  head(key: string): Promise<StoredObject | null>;
  /** Deletes the object; deleting a key that does not exist succeeds (a purge re-run relies on it). */
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (a folder such as `uploads/<userId>/`), in no particular order. */
  list(prefix: string): Promise<string[]>;
  makePublic(key: string): Promise<void>;
  /** Undoes `makePublic` (the object of a post that stopped being public). */
  makePrivate(key: string): Promise<void>;
  /**
   * A URL reading the object for `expiresIn` seconds whatever its visibility: an S3 presigned GET, or
   * in local mode the `/files/<key>` URL with an HMAC signature and expiry. For non-public media.
   */
  signedUrl(key: string, expiresIn: number): Promise<string>;
  /**
   * The key of an object given either its key or a URL this storage made for it (public or signed);
   * null for a URL it did not make.
   */
  keyOf(keyOrUrl: string): string | null;
  /**
   * A URL the client PUTs the bytes to, with `headers`. Single use: once the object exists, another
   * PUT is refused (S3: a signed `If-None-Match: *`, 412; local mode: 412 `UPLOAD_ALREADY_USED`).
   */
  presignPut(key: string, contentType: string, expiresIn: number): Promise<PresignedUpload>;
  /** A URL that downloads a private object for `expiresIn` seconds (a data export), as `filename`. */
  presignGet(key: string, expiresIn: number, filename: string): Promise<string>;
  /** The URL clients load a public object from. */
  publicUrl(key: string): string;
}
