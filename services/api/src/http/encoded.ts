import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * One response body in every encoding we serve, made once (when a page is cached) and written as is on
 * every hit: no parse, no response validation, no compression per request. `json` is exactly what the
 * route's serializer produced from its response schema, so a hit and a miss are byte-identical.
 */
export interface EncodedBody {
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * Responses smaller than this are sent uncompressed (app.ts registers @fastify/compress with it): for a
 * badge count or an empty page, the gzip framing is larger than what it saves.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const NOT_ENCODED = Buffer.alloc(0);

/**
 * Brotli at quality 5: on a 15 KB feed page it compresses within a millisecond and smaller than gzip -6
 * (quality 11, the library default, takes tens of milliseconds per page and would dominate a miss).
 * With `minBytes`, a body shorter than that gets no encodings (empty `gzip` and `br`): `sendEncoded`
 * then sends it as is, as @fastify/compress does under its threshold.
 */
export function encodeBody(json: string, options: { minBytes?: number } = {}): EncodedBody {
  const raw = Buffer.from(json, "utf8");
  if (options.minBytes !== undefined && raw.length < options.minBytes)
    return { json: raw, gzip: NOT_ENCODED, br: NOT_ENCODED };
  return {
    json: raw,
    gzip: gzipSync(raw),
    br: brotliCompressSync(raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }),
  };
}

/**
 * Binary cache entry: `[tag length u8][tag][json length u32][json][gzip length u32][gzip][br length
 * u32][br]`. The tag is the cache generation the page was loaded under.
 */
export function packEntry(tag: string, body: EncodedBody): Buffer {
  const tagBytes = Buffer.from(tag, "utf8");
  if (tagBytes.length > 255) throw new Error("cache entry tag longer than 255 bytes");
  const out = Buffer.allocUnsafe(
    1 + tagBytes.length + 12 + body.json.length + body.gzip.length + body.br.length,
  );
  let at = out.writeUInt8(tagBytes.length, 0);
  at += tagBytes.copy(out, at);
  for (const part of [body.json, body.gzip, body.br]) {
    at = out.writeUInt32BE(part.length, at);
    at += part.copy(out, at);
  }
  return out;
}

/** The entry's tag and body, or null when it is not a well-formed entry (an older format, a torn write). */
export function unpackEntry(entry: Buffer): { tag: string; body: EncodedBody } | null {
  try {
    const tagLength = entry.readUInt8(0);
    const tag = entry.toString("utf8", 1, 1 + tagLength);
    let at = 1 + tagLength;
    const parts: Buffer[] = [];
    for (let i = 0; i < 3; i++) {
      const length = entry.readUInt32BE(at);
      at += 4;
      if (at + length > entry.length) return null;
      parts.push(entry.subarray(at, at + length));
      at += length;
    }
    if (at !== entry.length) return null;
    return { tag, body: { json: parts[0]!, gzip: parts[1]!, br: parts[2]! } };
  } catch {
    return null;
  }
}

export type BodyEncoding = "br" | "gzip" | "identity";

/**
 * The encoding to send for an `accept-encoding` header (RFC 9110 12.5.3): the highest q-value among br,
 * gzip (also `x-gzip`) and identity, `*` standing for any not named; ties prefer br, then gzip. Identity
 * is the answer when nothing else is acceptable (it is never refused: a 406 would break clients).
 */
export function pickEncoding(header: string | undefined): BodyEncoding {
  if (!header) return "identity";
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
 * Sends an encoded body with the headers a cache hit and a miss both carry: the JSON content type, the
 * chosen `content-encoding` (none for identity, or when the body was too small to be encoded) and
 * `vary: accept-encoding`. Routes using it are registered with `compress: false`, so
 * @fastify/compress never touches these bytes.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  reply.header("content-type", "application/json; charset=utf-8").header("vary", "accept-encoding");
  if (encoding === "identity" || body[encoding].length === 0) return reply.send(body.json);
  return reply.header("content-encoding", encoding).send(body[encoding]);
}

/**
 * Sends JSON the route's own serializer produced earlier (a cached body), with the content type Fastify
 * gives that serializer's output: the response is what the route would have sent, and the route's
 * onSend hooks (compression) treat it the same way.
 */
export function sendSerialized(reply: FastifyReply, json: Buffer) {
  return reply.header("content-type", "application/json; charset=utf-8").send(json);
}
