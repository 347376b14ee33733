import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { authedErrors, errorSchema } from "../http/schemas.ts";
import { deleteAccount } from "./deletion.ts";
import { deleteAccountBody, deletionScheduledSchema } from "./schema.ts";

const tags = ["trust and safety"];

export const trustRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.delete(
    "/user/me",
    {
      schema: {
        tags,
        summary: "Deletes the caller's account: deactivated at once, purged after ACCOUNT_PURGE_DAYS",
        description:
          "JSON `{ password }`. A wrong password is 400 `WRONG_PASSWORD` and changes nothing. Otherwise every token is revoked (the next request with any of them is 401, live sockets are dropped), the profile and content are hidden from everyone (404, as if the account did not exist), and the account is purged at `purgeAt` (default 30 days): posts, media, comments, reactions, follows, blocks, notifications, push tokens, sessions and verification documents deleted; direct messages stay for the other participant with the sender shown as `Deleted user`. Logging in with the right password before `purgeAt` restores the account (`POST /authenticate` answers `restored: true`). A suspended user cannot delete (their token is refused with 403 `ACCOUNT_SUSPENDED`). 503 `UNAVAILABLE` when the job queue cannot be reached: nothing changed.",
        body: deleteAccountBody,
        response: { 202: deletionScheduledSchema, 403: errorSchema, 503: errorSchema, ...authedErrors },
      },
    },
    async (request, reply) => {
      const scheduled = await deleteAccount(deps, request.userId, request.body.password);
      return reply.status(202).send({
        deletionScheduledAt: scheduled.deletionScheduledAt.toISOString(),
        purgeAt: scheduled.purgeAt.toISOString(),
      });
    },
  );
};
