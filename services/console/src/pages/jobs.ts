/**
 * Jobs: bull-board over the API's queues, behind the console's login. `/jobs` is read-only, for every
 * role; `/jobs/manage` (retry, remove, pause...) is the admin's. bull-board's own actions are JSON
 * requests of its page, not forms: they are accepted only from the console's own origin (the cookie
 * is SameSite=Strict as well).
 */
import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { FastifyAdapter } from "@bull-board/fastify";
import type { Queue } from "bullmq";
import type { FastifyInstance } from "fastify";
import type { Permission } from "../roles.ts";
import type { ConsoleContext } from "../server.ts";

async function mountBoard(
  app: FastifyInstance,
  queues: Queue[],
  basePath: string,
  permission: Permission,
  readOnly: boolean,
) {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(basePath);
  createBullBoard({
    queues: queues.map((q) => new BullMQAdapter(q, { readOnlyMode: readOnly, allowRetries: !readOnly })),
    serverAdapter,
    options: { uiConfig: { boardTitle: readOnly ? "Jobs (read-only)" : "Jobs (admin)" } },
  });
  await app.register(
    async (board) => {
      // Every route of the board needs the permission; its state-changing calls, the console's origin.
      board.addHook("onRoute", (route) => {
        route.config = {
          ...(route.config as object),
          permission,
          csrf: "same-origin",
        } as typeof route.config;
      });
      await board.register(serverAdapter.registerPlugin());
    },
    { prefix: basePath },
  );
}

export async function registerJobs(app: FastifyInstance, ctx: ConsoleContext) {
  const queues = [...new Set(Object.values(ctx.deps.queues))] as unknown as Queue[];
  await mountBoard(app, queues, "/jobs/manage", "jobs.manage", false);
  await mountBoard(app, queues, "/jobs", "jobs.view", true);
}
