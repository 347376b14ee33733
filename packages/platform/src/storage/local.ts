import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PresignedUpload, Storage, StoredObject } from "./port.ts";

interface Meta {
  contentType: string;
  public: boolean;
}

/** A key is safe when every segment is a plain name: no traversal, no absolute paths. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    !key.startsWith("/") &&
    key
      .split("/")
      .every((segment) => segment !== "" && segment !== "." && segment !== ".." && /^[\w.-]+$/.test(segment))
  );
}

/**
 * Files under `<dataDir>/objects`, with a JSON sidecar for the content type and visibility. Uploads go
 * to the API itself (`PUT <publicBaseUrl>/storage/upload/<key>?expires=..&contentType=..&signature=..`),
 * signed with HMAC-SHA256 so that only the holder of a fresh URL can write that one key.
 */
export function createLocalStorage(options: {
  dataDir: string;
  publicBaseUrl: string;
  signingSecret: string;
}): Storage & {
  verifyUploadSignature(key: string, contentType: string, expires: number, signature: string): boolean;
  verifyReadSignature(key: string, expires: number, signature: string): boolean;
  verifyDownloadSignature(key: string, expires: number, signature: string): boolean;
  isPublic(key: string): Promise<boolean>;
  objectPath(key: string): string;
} {
  const root = path.resolve(options.dataDir, "objects");
  const base = options.publicBaseUrl.replace(/\/+$/, "");
  const objectPath = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const metaPath = (key: string) => `${objectPath(key)}.meta.json`;
  const sign = (key: string, contentType: string, expires: number) =>
    createHmac("sha256", options.signingSecret).update(`${key}\n${contentType}\n${expires}`).digest("hex");

  // "read:" cannot begin an upload's signed text (a key never holds a colon): the two never collide.
  const signRead = (key: string, expires: number) =>
    createHmac("sha256", options.signingSecret).update(`read:${key}\n${expires}`).digest("hex");
  const matches = (expected: string, given: string) => {
    const a = Buffer.from(expected, "hex");
    const b = Buffer.from(given, "hex");
    return a.length === b.length && timingSafeEqual(a, b);
  };
  // "download:" can never be an upload's key (":" is not allowed in keys): the two signatures never match.
  const signDownload = (key: string, expires: number) =>
    createHmac("sha256", options.signingSecret).update(`download:\n${key}\n${expires}`).digest("hex");

  async function readMeta(key: string): Promise<Meta | null> {
    try {
      return JSON.parse(await readFile(metaPath(key), "utf8")) as Meta;
    } catch {
      return null;
    }
  }

  return {
    kind: "local",
    objectPath,
    async put(key, body, contentType, putOptions = {}) {
      const target = objectPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Unique per write: two uploads of one key in the same millisecond must not share a temp file.
      const temp = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp));
        if (putOptions.ifAbsent) {
          // link() fails with EEXIST when the target exists: of two racing writers, one wins.
          await link(temp, target);
          await rm(temp, { force: true });
        } else {
          await rename(temp, target);
        }
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      await writeFile(metaPath(key), JSON.stringify({ contentType, public: putOptions.public ?? false }));
      return { size: (await stat(target)).size };
    },
    async get(key, range) {
      await stat(objectPath(key));
      return createReadStream(objectPath(key), range ? { start: range.start, end: range.end } : undefined);
    },
    async head(key): Promise<StoredObject | null> {
      if (!isSafeKey(key)) return null;
      try {
        const info = await stat(objectPath(key));
        const meta = await readMeta(key);
        return { size: info.size, contentType: meta?.contentType ?? "application/octet-stream" };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(objectPath(key), { force: true });
      await rm(metaPath(key), { force: true });
    },
    async list(prefix) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile() && !e.name.endsWith(".meta.json") && !e.name.endsWith(".part"))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
        .filter((key) => key.startsWith(prefix));
    },
    async makePublic(key) {
      const meta = (await readMeta(key)) ?? { contentType: "application/octet-stream", public: false };
      await writeFile(metaPath(key), JSON.stringify({ ...meta, public: true }));
    },
    async makePrivate(key) {
      const meta = await readMeta(key);
      if (meta) await writeFile(metaPath(key), JSON.stringify({ ...meta, public: false }));
    },
    async signedUrl(key, expiresIn) {
      const expires = Math.floor(Date.now() / 1000) + expiresIn;
      const query = new URLSearchParams({ expires: String(expires), signature: signRead(key, expires) });
      return `${base}/files/${key}?${query}`;
    },
    verifyReadSignature(key, expires, signature) {
      if (!isSafeKey(key) || !Number.isFinite(expires) || expires < Date.now() / 1000) return false;
      return matches(signRead(key, expires), signature);
    },
    keyOf(keyOrUrl) {
      if (!/^https?:\/\//.test(keyOrUrl)) return keyOrUrl;
      const prefix = `${base}/files/`;
      if (!keyOrUrl.startsWith(prefix)) return null;
      return keyOrUrl.slice(prefix.length).split("?")[0] ?? null;
    },
    async isPublic(key) {
      return (await readMeta(key))?.public === true;
    },
    async presignPut(key, contentType, expiresIn): Promise<PresignedUpload> {
      const expires = Math.floor(Date.now() / 1000) + expiresIn;
      const query = new URLSearchParams({
        expires: String(expires),
        contentType,
        signature: sign(key, contentType, expires),
      });
      return {
        url: `${base}/storage/upload/${key}?${query}`,
        headers: { "content-type": contentType, "if-none-match": "*" },
        expiresIn,
      };
    },
    async presignGet(key, expiresIn) {
      const expires = Math.floor(Date.now() / 1000) + expiresIn;
      const query = new URLSearchParams({ expires: String(expires), signature: signDownload(key, expires) });
      return `${base}/storage/download/${key}?${query}`;
    },
    verifyDownloadSignature(key, expires, signature) {
      if (!isSafeKey(key) || !Number.isFinite(expires) || expires < Date.now() / 1000) return false;
      const expected = Buffer.from(signDownload(key, expires), "hex");
      const given = Buffer.from(signature, "hex");
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    verifyUploadSignature(key, contentType, expires, signature) {
      if (!isSafeKey(key) || !Number.isFinite(expires) || expires < Date.now() / 1000) return false;
      return matches(sign(key, contentType, expires), signature);
    },
    publicUrl(key) {
      return `${base}/files/${key}`;
    },
  };
}
export type LocalStorage = ReturnType<typeof createLocalStorage>;
