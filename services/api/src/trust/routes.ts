import { AppError } from "@playpal/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { authedErrors, errorSchema } from "../http/schemas.ts";
import { deleteAccount } from "./deletion.ts";
import { getExport, requestExport } from "./export.ts";
import {
  deleteAccountBody,
  deletionScheduledSchema,
  exportCreatedSchema,
  exportParams,
  exportSchema,
} from "./schema.ts";
import { presentDeletionScheduled, presentExport } from "./views.ts";

const tags = ["trust and safety"];
const notFoundErrors = { ...authedErrors, 404: errorSchema } as const;

export const trustRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.delete(
    "/user/me",
    {
      config: { operation: { operationId: "deleteMe", codes: ["WRONG_PASSWORD"] } },
      schema: {
        tags,
        summary: "Deletes the caller's account: deactivated at once, purged after ACCOUNT_PURGE_DAYS",
        description:
          "JSON `{ password }`. A wrong password is 400 `WRONG_PASSWORD` and changes nothing. Otherwise every token is revoked (the next request with any of them is 401, live sockets are dropped), the profile and content are hidden from everyone (404, as if the account did not exist), and the account is purged at `purgeAt` (default 30 days): posts, media, comments, reactions, follows, blocks, notifications, push tokens, sessions and verification documents deleted; direct messages stay for the other participant with the sender shown as `Deleted user`; future booked sessions are cancelled with the refund rule; ledger entries, payouts and purchases stay as financial records (docs/data-retention.md). Unpaid earnings of at least PAYOUT_MINIMUM_CENTS are paid out first: the purge waits for a payout, and `waitsForPayout` says so (null when nothing holds the purge). Logging in with the right password before `purgeAt` restores the account (`POST /authenticate` answers `restored: true`). A suspended user cannot delete (their token is refused with 403 `ACCOUNT_SUSPENDED`). 503 `UNAVAILABLE` when the job queue cannot be reached: nothing changed.",
        body: deleteAccountBody,
        response: { 202: deletionScheduledSchema, 403: errorSchema, 503: errorSchema, ...authedErrors },
      },
    },
    async (request, reply) => {
      const scheduled = await deleteAccount(deps, request.userId, request.body.password);
      return reply.status(202).send(presentDeletionScheduled(scheduled));
    },
  );

  app.post(
    "/user/me/export",
    {
      config: { operation: { operationId: "requestDataExport", codes: ["TOO_MANY_EXPORTS"] } },
      schema: {
        tags,
        summary: "Asks for a ZIP of the caller's data (JSON files and media); built in the background",
        description:
          "202 `{ exportId }`; poll `GET /user/me/export/:exportId`. The ZIP holds profile.json, posts.json, comments.json, reactions.json, following.json, followers.json, blocks.json, messages.json (messages the caller sent), notifications.json, wallet-transactions.json (the items of GET /wallet/transactions: every coin or earnings movement) and the caller's media (media/<postId>/..., profile/...). One export per 24 hours (a failed one does not count): another is 429 `TOO_MANY_EXPORTS` with `Retry-After`. The user gets a SYSTEM notification when it is ready.",
        response: { 202: exportCreatedSchema, 503: errorSchema, ...authedErrors },
      },
    },
    async (request, reply) => {
      const result = await requestExport(deps, request.userId);
      if ("refusedUntil" in result) {
        const seconds = Math.max(1, Math.ceil((result.refusedUntil.getTime() - Date.now()) / 1000));
        reply.header("retry-after", String(seconds));
        throw new AppError(
          429,
          "TOO_MANY_EXPORTS",
          `One data export per 24 hours; the next is possible after ${result.refusedUntil.toISOString()}`,
        );
      }
      return reply.status(202).send(result);
    },
  );

  app.get(
    "/user/me/export/:exportId",
    {
      config: { operation: { operationId: "getDataExport", codes: ["NOT_FOUND"] } },
      schema: {
        tags,
        summary: "The state of one of the caller's data exports, with a short-lived download URL once ready",
        description:
          "`url` is a fresh signed URL on every call while the export is ready (valid EXPORT_URL_TTL_SECONDS, default 15 minutes). Another user's export, an unknown id and an expired export (deleted EXPORT_RETENTION_HOURS, default 72, after it was ready) are 404.",
        params: exportParams,
        response: { 200: exportSchema, ...notFoundErrors },
      },
    },
    async (request) => {
      return presentExport(await getExport(deps, request.userId, request.params.exportId));
    },
  );
};
