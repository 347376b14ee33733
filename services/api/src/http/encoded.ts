import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Prefetched } from "./auth.ts";

export type BodyEncoding = "br" | "gzip" | "identity";

/**
 * A response body in one content encoding, as a cache entry keeps it and a hit writes it: no parse, no
 * response validation, no compression per request. The bytes are exactly what the route's serializer
 * produced from its response schema (encoded when `encoding` is not identity), so a hit and a miss are
 * byte-identical. `encoding` is the body's own: identity also when the request accepted gzip or br but
 * the body was too small to be worth encoding.
 */
export interface EncodedBody {
  encoding: BodyEncoding;
  bytes: Buffer;
}

/**
 * Responses smaller than this are sent uncompressed (app.ts registers @fastify/compress with it): for a
 * badge count or an empty page, the gzip framing is larger than what it saves.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * The body in the one encoding the request asked for. Brotli at quality 5: on a 15 KB feed page it
 * compresses within a millisecond and smaller than gzip -6 (quality 11, the library default, takes tens
 * of milliseconds per page and would dominate a miss). With `minBytes`, a body shorter than that stays
 * identity, as @fastify/compress sends it under its threshold.
 */
export function encodeBody(
  json: string,
  encoding: BodyEncoding,
  options: { minBytes?: number } = {},
): EncodedBody {
  const raw = Buffer.from(json, "utf8");
  if (encoding === "identity" || (options.minBytes !== undefined && raw.length < options.minBytes))
    return { encoding: "identity", bytes: raw };
  if (encoding === "gzip") return { encoding, bytes: gzipSync(raw) };
  return {
    encoding,
    bytes: brotliCompressSync(raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }),
  };
}

/** The entry's encoding byte, in `packEntry`'s format. */
const ENCODINGS: readonly BodyEncoding[] = ["identity", "gzip", "br"];

/**
 * Binary cache entry: `[tag length u8][tag][encoding u8][body]`, the encoding an index into
 * `ENCODINGS`. The tag is the cache generation the page was loaded under.
 */
export function packEntry(tag: string, body: EncodedBody): Buffer {
  const tagBytes = Buffer.from(tag, "utf8");
  if (tagBytes.length > 255) throw new Error("cache entry tag longer than 255 bytes");
  const out = Buffer.allocUnsafe(2 + tagBytes.length + body.bytes.length);
  let at = out.writeUInt8(tagBytes.length, 0);
  at += tagBytes.copy(out, at);
  at = out.writeUInt8(ENCODINGS.indexOf(body.encoding), at);
  body.bytes.copy(out, at);
  return out;
}

/**
 * The entry's tag and body, or null when it is not a well-formed entry (an older format, a torn write).
 * The body is a view of `entry`, not a copy.
 */
export function unpackEntry(entry: Buffer): { tag: string; body: EncodedBody } | null {
  if (entry.length < 2) return null;
  const tagLength = entry[0] as number;
  const encoding = ENCODINGS[entry[1 + tagLength] as number];
  if (encoding === undefined || entry.length < 2 + tagLength) return null;
  return {
    tag: entry.toString("latin1", 1, 1 + tagLength),
    body: { encoding, bytes: entry.subarray(2 + tagLength) },
  };
}

/**
 * The encoding to send for an `accept-encoding` header (RFC 9110 12.5.3): the highest q-value among br,
 * gzip (also `x-gzip`) and identity, `*` standing for any not named; ties prefer br, then gzip. Identity
 * is the answer when nothing else is acceptable (it is never refused: a 406 would break clients).
 */
export function pickEncoding(header: string | undefined): BodyEncoding {
  if (!header) return "identity";
  // A cached read picks twice (prefetch and handler), and clients send the same few headers.
  if (header === lastPick.header) return lastPick.encoding;
  const encoding = parseAcceptEncoding(header);
  lastPick = { header, encoding };
  return encoding;
}

let lastPick: { header: string; encoding: BodyEncoding } = { header: "", encoding: "identity" };

function parseAcceptEncoding(header: string): BodyEncoding {
  const q: Record<string, number> = {};
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.trim().split(";");
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const [k, v] = p.trim().split("=");
      if (k?.trim().toLowerCase() === "q") {
        const n = Number(v);
        weight = Number.isFinite(n) ? n : 0;
      }
    }
    q[name === "x-gzip" ? "gzip" : name] = weight;
  }
  const weightOf = (name: string) => q[name] ?? q["*"] ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

/**
 * Sends an encoded body with the headers a cache hit and a miss both carry: the JSON content type, its
 * `content-encoding` (none for identity) and `vary: accept-encoding`. Routes using it are registered
 * with `compress: false`, so @fastify/compress never touches these bytes.
 */
export function sendEncoded(reply: FastifyReply, body: EncodedBody) {
  reply.header("content-type", "application/json; charset=utf-8").header("vary", "accept-encoding");
  if (body.encoding !== "identity") reply.header("content-encoding", body.encoding);
  return reply.send(body.bytes);
}

/**
 * Sends JSON the route's own serializer produced earlier (a cached body), with the content type Fastify
 * gives that serializer's output: the response is what the route would have sent, and the route's
 * onSend hooks (compression) treat it the same way.
 */
export function sendSerialized(reply: FastifyReply, json: Buffer) {
  return reply.header("content-type", "application/json; charset=utf-8").send(json);
}

/**
 * What a cached route's handler passes to its service for one request: the encoding the request
 * accepts (the cache entry read and, on a miss, the only encoding made), the route's response
 * serializer (a page becomes the exact wire JSON once, when it is cached), and what the authentication
 * round trip prefetched (used only when its keys are the read's own).
 */
export interface PageRequest<T> {
  encoding: BodyEncoding;
  serialize(body: T): string;
  prefetched: Prefetched | null;
}

export function pageRequest<T>(request: FastifyRequest, reply: FastifyReply): PageRequest<T> {
  return {
    encoding: pickEncoding(request.headers["accept-encoding"]),
    serialize: (body) => String(reply.serialize(body)),
    prefetched: request.prefetched,
  };
}
