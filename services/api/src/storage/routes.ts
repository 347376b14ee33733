import { pipeline, Transform } from "node:stream";
import { AppError, forbidden, type LocalStorage, notFound } from "@playpal/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { enforce } from "../http/policy.ts";
import { errorSchema } from "../http/schemas.ts";
import { downloadPolicy, readFilePolicy, uploadPolicy } from "./policy.ts";

const tags = ["storage (local mode)"];

/**
 * Local-mode object storage served by the API itself: the presigned PUT target and public file reads.
 * Registered only when no S3 bucket is configured.
 */
export const storageRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  if (deps.storage.kind !== "local") return;
  const storage = deps.storage as LocalStorage;

  // Uploads are raw bytes of any type: hand the stream to the handler instead of parsing it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.put(
    "/storage/upload/*",
    {
      config: {
        operation: {
          operationId: "uploadToSignedUrl",
          auth: "public",
          codes: ["BAD_SIGNATURE", "FILE_TOO_LARGE"],
          atStatus: { 412: ["UPLOAD_ALREADY_USED"] },
        },
      },
      schema: {
        tags,
        security: [],
        summary: "Target of a presigned upload URL in local mode (the URL carries its own signature)",
        querystring: z.object({
          expires: z.coerce.number().int(),
          contentType: z.string().min(1),
          signature: z.string().min(1),
        }),
        response: {
          200: z.object({ ok: z.literal(true) }),
          403: errorSchema,
          412: errorSchema.describe("UPLOAD_ALREADY_USED: the URL is single-use and the object exists"),
          413: errorSchema,
          400: errorSchema,
        },
      },
    },
    async (request) => {
      const key = (request.params as { "*": string })["*"];
      const { expires, contentType, signature } = request.query;
      enforce(
        uploadPolicy({
          signatureValid: storage.verifyUploadSignature(key, contentType, expires, signature),
          contentTypeMatches: (request.headers["content-type"] ?? "").split(";")[0]?.trim() === contentType,
        }),
        {
          BAD_SIGNATURE: () => forbidden("Upload URL is invalid or expired", "BAD_SIGNATURE"),
          CONTENT_TYPE_DIFFERS: () =>
            forbidden("Content-Type differs from the one the URL was signed for", "BAD_SIGNATURE"),
        },
      );
      const limit = deps.config.MAX_UPLOAD_BYTES;
      let seen = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, callback) {
          seen += chunk.length;
          if (seen > limit) callback(new AppError(413, "FILE_TOO_LARGE", "File is too large"));
          else callback(null, chunk);
        },
      });
      // pipeline, not pipe: an error of the counter (too large) or of the request (client gone) must
      // destroy the other side and reach `put`, which then removes its partial file. With `pipe`, the
      // counter's error raised before `put` listened was an uncaught exception, and an abort left
      // `put` waiting forever on a half-written file.
      pipeline(request.raw, counter, () => {});
      // Single use, as S3's signed If-None-Match: an upload already made (and maybe attached to a
      // live post) is never overwritten through its URL.
      await storage
        .put(key, counter, contentType, { ifAbsent: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === "EEXIST") {
            throw new AppError(412, "UPLOAD_ALREADY_USED", "This upload URL was already used");
          }
          throw error;
        });
      return { ok: true as const };
    },
  );

  app.get(
    "/storage/download/*",
    {
      config: {
        operation: {
          operationId: "downloadFromSignedUrl",
          auth: "public",
          codes: ["BAD_SIGNATURE", "NOT_FOUND"],
        },
      },
      schema: {
        tags,
        security: [],
        summary:
          "Target of a signed download URL in local mode (a data export; the URL carries its signature)",
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().min(1) }),
        response: {
          200: {
            description: "The object's bytes, as an attachment",
            content: { "*/*": { schema: z.string().meta({ format: "binary" }) } },
          },
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      const { expires, signature } = request.query;
      enforce(downloadPolicy({ signatureValid: storage.verifyDownloadSignature(key, expires, signature) }), {
        BAD_SIGNATURE: () => forbidden("Download URL is invalid or expired", "BAD_SIGNATURE"),
      });
      const head = await storage.head(key);
      if (!head) throw notFound("File not found");
      reply
        .header("content-type", head.contentType)
        .header("content-length", String(head.size))
        .header("content-disposition", `attachment; filename="${key.split("/").at(-1) ?? "download"}"`)
        .header("cache-control", "private, no-store");
      return reply.send((await storage.get(key)) as never);
    },
  );

  app.get(
    "/files/*",
    {
      // Image loads of a feed page are many cheap reads: they must not spend the client's per-address
      // API budget (a CDN or S3 serves them in production anyway).
      config: {
        operation: { operationId: "getFile", auth: "public", unlimited: true, codes: ["NOT_FOUND"] },
        rateLimit: false,
      },
      schema: {
        tags,
        security: [],
        summary: "An object in local mode: public, or private with a signed URL",
        description:
          "Objects of public posts (and avatars, banners) are served to anyone with `Cache-Control: public, max-age=MEDIA_PUBLIC_MAX_AGE_SECONDS` (default 300; never immutable: withdrawn content must stop being served), and answer 404 once withdrawn (post hidden or removed, author deactivated or suspended, processing failed). Other objects (media of `private` and `followers` posts) only with the `expires` and `signature` the API put in the URL it presented (valid one hour), cached privately until then; otherwise 404.",
        querystring: z.object({
          expires: z.coerce.number().int().optional(),
          signature: z.string().max(128).optional(),
        }),
        response: {
          200: {
            description: "The object's bytes, with its stored content type",
            content: { "*/*": { schema: z.string().meta({ format: "binary" }) } },
          },
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      const { expires, signature } = request.query;
      const signed =
        expires !== undefined &&
        signature !== undefined &&
        storage.verifyReadSignature(key, expires, signature);
      const head = await storage.head(key);
      if (!head) throw notFound("File not found");
      // Whether the object is public is asked only of an unsigned read.
      enforce(readFilePolicy({ signed, isPublic: !signed && (await storage.isPublic(key)) }), {
        HIDDEN: () => notFound("File not found"),
      });
      reply.header("content-type", head.contentType).header(
        "cache-control",
        signed
          ? `private, max-age=${Math.max(0, Math.floor((expires as number) - Date.now() / 1000))}`
          : // Never immutable: a public object is withdrawn when its content is hidden or removed or
            // its author deactivated or suspended, and caches must let go of it soon after.
            `public, max-age=${deps.config.MEDIA_PUBLIC_MAX_AGE_SECONDS}`,
      );
      return reply.send((await storage.get(key)) as never);
    },
  );
};
