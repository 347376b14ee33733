import { Readable } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import { AppError, badRequest } from "@playpal/platform";
import type { FastifyRequest } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";
import { validationBody } from "./errors.ts";

const multipartSchemas = new WeakSet<object>();

/** A file field of a multipart body: a plain description means one required file. */
export type FileField = string | { description: string; required?: boolean; repeatable?: boolean };

/**
 * The OpenAPI extension that carries a multipart route's JSON alternative to `http/openapi.ts`, which
 * makes it the `application/json` request body (Fastify's swagger plugin gives every content type the
 * one body schema).
 */
export const JSON_ALTERNATIVE = "x-json-alternative";

/**
 * Declares a multipart body for the OpenAPI document. Fastify does not parse multipart bodies, so the
 * route's validator skips it; the handler reads the parts with `readMultipart` and validates the text
 * fields against `fields`. `json`, when the route also takes JSON, is that body's validator: the document
 * shows it as the `application/json` variant.
 */
export function multipartBody(
  fields: Record<string, ZodType>,
  files: Record<string, FileField>,
  json?: ZodType,
) {
  const shape: Record<string, ZodType> = { ...fields };
  for (const [name, field] of Object.entries(files)) {
    const {
      description,
      required = true,
      repeatable = false,
    } = typeof field === "string" ? { description: field } : field;
    const file = z.string().meta({ format: "binary", contentMediaType: "application/octet-stream" });
    const part = repeatable ? z.array(file).meta({ description }) : file.meta({ description });
    shape[name] = required ? part : part.optional();
  }
  const schema = json
    ? z
        .object(shape)
        .meta({ [JSON_ALTERNATIVE]: z.toJSONSchema(json, { io: "input", target: "draft-2020-12" }) })
    : z.object(shape);
  multipartSchemas.add(schema);
  return schema;
}

/**
 * The zod validator, except for bodies declared with `multipartBody`. A query string takes only the
 * parameters its route declares: a key of another name (`?id=..&createdAt=..` for a `cursor`, a
 * misspelt `unreadonly`) is 400 naming it, never silently ignored (a client whose serialization differs
 * from the document learns so on its first call instead of paging page one for ever).
 */
export const appValidatorCompiler: typeof validatorCompiler = (route) => {
  if (route.httpPart === "body" && multipartSchemas.has(route.schema as object)) {
    // Passed through untouched: undefined for multipart, the parsed JSON when a route also accepts JSON.
    return (data) => ({ value: data });
  }
  if (route.httpPart === "querystring" && route.schema instanceof z.ZodObject) {
    return validatorCompiler({ ...route, schema: route.schema.strict() });
  }
  return validatorCompiler(route);
};

export interface ReceivedFile<T> {
  field: string;
  filename: string;
  mimeType: string;
  result: T;
}

/**
 * How a route reads one multipart form: the text fields' schema, what to do with each file as it
 * arrives (store it, re-encode it) and how to undo that. A domain exports its form (`postForm`,
 * `channelForm`...) beside the service that takes the result as plain values.
 */
export interface MultipartForm<S extends ZodType, T> {
  fields: S;
  onFile: (part: MultipartFile) => Promise<T>;
  cleanup?: (results: T[]) => Promise<void>;
  maxFileBytes?: number;
  maxFiles?: number;
}

/**
 * Streams each file part to `onFile` as it arrives (never buffering the whole request), collects text
 * fields, and validates them. On any failure the files already handled are passed to `cleanup`.
 */
export async function readMultipart<S extends ZodType, T>(
  request: FastifyRequest,
  options: MultipartForm<S, T>,
): Promise<{ fields: z.infer<S>; files: ReceivedFile<T>[] }> {
  if (!request.isMultipart()) throw badRequest("Expected a multipart/form-data body", "NOT_MULTIPART");
  const raw: Record<string, string> = {};
  const files: ReceivedFile<T>[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxFileBytes, files: options.maxFiles },
    })) {
      if (part.type === "file") {
        const result = await options.onFile(part);
        if (part.file.truncated) throw new AppError(413, "FILE_TOO_LARGE", "File is too large");
        files.push({ field: part.fieldname, filename: part.filename, mimeType: part.mimetype, result });
      } else if (typeof part.value === "string") {
        raw[part.fieldname] = part.value;
      }
    }
    const parsed = options.fields.safeParse(raw);
    if (!parsed.success) {
      const body = validationBody(
        parsed.error.issues.map((i) => ({ path: i.path.join("/"), message: i.message })),
      );
      throw new AppError(400, "VALIDATION_FAILED", body.message, { errors: body.errors });
    }
    return { fields: parsed.data, files };
  } catch (error) {
    await options.cleanup?.(files.map((f) => f.result)).catch(() => {});
    throw mapMultipartError(error);
  }
}

function mapMultipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError(413, "FILE_TOO_LARGE", "File is too large");
  if (code === "FST_FILES_LIMIT") return badRequest("Too many files", "TOO_MANY_FILES");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
    return badRequest("Too many fields", "TOO_MANY_FIELDS");
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE")
    return badRequest("Expected a multipart/form-data body", "NOT_MULTIPART");
  return error;
}

const IMAGE_SIGNATURES: { mime: string; test: (b: Buffer) => boolean }[] = [
  { mime: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: "image/png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: "image/webp",
    test: (b) => b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP",
  },
  { mime: "image/gif", test: (b) => b.toString("latin1", 0, 4) === "GIF8" },
  {
    mime: "image/heic",
    test: (b) =>
      b.toString("latin1", 4, 8) === "ftyp" &&
      /^(heic|heix|mif1|msf1|heim|heis|avif)$/.test(b.toString("latin1", 8, 12)),
  },
];

/** The image type the bytes really are (by signature), or null when they are not an image we accept. */
export function sniffImageType(head: Buffer): string | null {
  return IMAGE_SIGNATURES.find((s) => s.test(head))?.mime ?? null;
}

/**
 * Reads at least `bytes` bytes from the front of a stream (fewer if it ends first) and returns them with
 * a stream that still yields every byte, so the type can be sniffed before the upload is stored.
 */
export async function peekStream(
  stream: AsyncIterable<Buffer>,
  bytes: number,
): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    if (head.length > 0) yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, stream: Readable.from(all(), { objectMode: false }) };
}
