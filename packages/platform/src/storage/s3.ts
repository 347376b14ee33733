import { PassThrough, type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ObjectCannedACL,
  PutObjectAclCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { PresignedUpload, Storage, StoredObject } from "./port.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, s3rver...); AWS when absent. */
  endpoint?: string;
  /** Static credentials; without them the SDK's default chain (environment, instance role...) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (most S3-compatible servers). */
  forcePathStyle?: boolean;
  /**
   * The canned ACL that makes an object public ("public-read"), sent with `PutObjectAcl` by `makePublic`
   * and with the upload of objects stored public. "none" when the bucket has ACLs disabled and a bucket
   * policy (or a CDN) makes the public prefixes readable instead.
   */
  objectAcl?: string;
  /** Base URL clients load public objects from (a CDN); derived from the endpoint and bucket when absent. */
  publicUrl?: string;
  /**
   * The `Cache-Control` max-age stored with every object written through `put` (what S3 and a CDN send
   * with it): short, since a public object can be withdrawn. None when absent.
   */
  maxAgeSeconds?: number;
  /** Part size of streamed multipart uploads (min 5 MiB); bodies smaller than one part use one PutObject. */
  partSize?: number;
  /**
   * How long a request's connection may stay silent (nothing sent, nothing received) before the request
   * fails (default 30 s). The SDK has no deadline of its own: an endpoint that accepts and never answers
   * would hang the API request that called it for good. Streaming a large body keeps it busy.
   */
  requestTimeoutMs?: number;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
}

const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/** Where public objects are served from when S3_PUBLIC_URL is not set. */
function defaultPublicBase(options: S3StorageOptions): string {
  if (!options.endpoint) return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
  const endpoint = new URL(options.endpoint);
  const origin = `${endpoint.protocol}//${endpoint.host}`;
  return options.forcePathStyle
    ? `${origin}/${options.bucket}`
    : `${endpoint.protocol}//${options.bucket}.${endpoint.host}`;
}

/**
 * The Storage port over the S3 API. Objects are written private; `makePublic` (or `put` with
 * `{ public: true }`) applies the configured canned ACL. Uploads from clients go straight to the bucket
 * through presigned PUT URLs; uploads through the API are streamed with lib-storage (multipart above one
 * part), never buffered whole.
 */
export function createS3Storage(options: S3StorageOptions): Storage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where the API requires them: presigned PUT URLs must not embed a checksum of an
    // empty body, and several S3-compatible servers reject the newer flexible-checksum headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5000, socketTimeout: options.requestTimeoutMs ?? 30_000 },
  });
  const Bucket = options.bucket;
  const acl =
    options.objectAcl && options.objectAcl !== "none" ? (options.objectAcl as ObjectCannedACL) : null;
  const publicBase = (options.publicUrl ?? defaultPublicBase(options)).replace(/\/+$/, "");

  return {
    kind: "s3",
    client,
    async put(key, body, contentType, putOptions = {}) {
      let size = 0;
      let source: Buffer | Readable = body as Buffer;
      let piping: Promise<void> | null = null;
      let out: PassThrough | null = null;
      if (Buffer.isBuffer(body)) {
        size = body.length;
      } else {
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            callback(null, chunk);
          },
        });
        out = new PassThrough();
        // pipeline() forwards an error of the source (a size limit, an aborted request) to the upload,
        // and destroys the source when the upload side fails, so a request body is never left hanging.
        piping = pipeline(body, counter, out);
        piping.catch(() => {});
        source = out;
      }
      // lib-storage holds at most queueSize parts in memory; a body smaller than one part is one PutObject.
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: key,
          Body: source,
          ContentType: contentType,
          ...(options.maxAgeSeconds !== undefined
            ? { CacheControl: `max-age=${options.maxAgeSeconds}` }
            : {}),
          ...(putOptions.public && acl ? { ACL: acl } : {}),
        },
        queueSize: 2,
        partSize: options.partSize ?? 8 * 1024 * 1024,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        out?.destroy(error as Error);
        await piping?.catch(() => {});
        throw error;
      }
      await piping;
      return { size };
    },
    async get(key, range) {
      const result = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return result.Body as Readable;
    },
    async head(key): Promise<StoredObject | null> {
      try {
        const result = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: result.ContentLength ?? 0,
          contentType: result.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    async makePublic(key) {
      if (!acl) return;
      await client.send(new PutObjectAclCommand({ Bucket, Key: key, ACL: acl }));
    },
    async makePrivate(key) {
      if (!acl) return;
      await client.send(new PutObjectAclCommand({ Bucket, Key: key, ACL: "private" }));
    },
    async signedUrl(key, expiresIn) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn });
    },
    keyOf(keyOrUrl) {
      if (!/^https?:\/\//.test(keyOrUrl)) return keyOrUrl;
      const url = new URL(keyOrUrl);
      const bases = [publicBase, defaultPublicBase(options).replace(/\/+$/, "")];
      for (const base of bases) {
        const baseUrl = new URL(`${base}/`);
        if (url.origin === baseUrl.origin && url.pathname.startsWith(baseUrl.pathname)) {
          return url.pathname.slice(baseUrl.pathname.length).split("/").map(decodeURIComponent).join("/");
        }
      }
      return null;
    },
    async presignPut(key, contentType, expiresIn): Promise<PresignedUpload> {
      // Single use: `If-None-Match: *` is signed into the URL (the client must send it), so S3 refuses
      // (412) a second PUT once the object exists: an upload attached to a post cannot be overwritten.
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, IfNoneMatch: "*" }),
        { expiresIn, signableHeaders: new Set(["content-type", "if-none-match"]) },
      );
      return { url, headers: { "content-type": contentType, "if-none-match": "*" }, expiresIn };
    },
    async presignGet(key, expiresIn, filename) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: `attachment; filename="${filename.replace(/["\\]/g, "")}"`,
        }),
        { expiresIn },
      );
    },
    publicUrl(key) {
      return `${publicBase}/${encodeKey(key)}`;
    },
  };
}
