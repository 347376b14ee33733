import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { readMultipart } from "../http/multipart.ts";
import { authedErrors, errorSchema } from "../http/schemas.ts";
import { assetSchema, assetUploadBody, submitBody, verificationStatusSchema } from "./schema.ts";
import * as verification from "./service.ts";

const tags = ["identity verification"];

export const verificationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    "/verification-asset",
    {
      config: { operation: { operationId: "uploadVerificationAsset", codes: ["FILE_REQUIRED"] } },
      schema: {
        tags,
        summary: "Uploads one identity document (ID front, ID back or selfie); stored privately",
        consumes: ["multipart/form-data"],
        body: assetUploadBody,
        response: { 201: assetSchema, 413: errorSchema, ...authedErrors },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, verification.assetForm(deps, request.userId));
      const asset = await verification.recordAsset(deps, request.userId, {
        kind: fields.kind,
        file: files[0]?.result,
      });
      return reply.status(201).send(asset);
    },
  );

  app.post(
    "/verify-identity",
    {
      config: {
        operation: {
          operationId: "submitIdentityVerification",
          codes: ["ALREADY_VERIFIED", "DOCUMENTS_MISSING", "ASSET_NOT_FOUND"],
        },
      },
      schema: {
        tags,
        summary: "Submits the uploaded documents for review; the status becomes pending",
        body: submitBody,
        response: { 200: verificationStatusSchema, ...authedErrors },
      },
    },
    async (request) => verification.submit(deps, request.userId, request.body ?? {}),
  );

  app.get(
    "/verify-identity",
    {
      config: { operation: { operationId: "getIdentityVerification" } },
      schema: {
        tags,
        summary: "The caller's verification status: none, pending, approved or rejected",
        response: { 200: verificationStatusSchema, ...authedErrors },
      },
    },
    async (request) => verification.getStatus(deps, request.userId),
  );
};
