/**
 * Jobs: bull-board over the API's queues, behind the console's login. `/jobs` is read-only, for every
 * role; `/jobs/manage` (retry, clean, promote, pause, resume...) is the admin's, and every action of it
 * is audited with its answer (it writes nothing in PostgreSQL, so the entry follows it). bull-board's
 * own actions are JSON requests of its page, not forms: they are accepted only from the console's own
 * origin (the cookie is SameSite=Strict as well).
 */
import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { FastifyAdapter } from "@bull-board/fastify";
import { type AuditAction, recordAction } from "@playpal/api";
import type { Queue } from "bullmq";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { actorOf, type ConsoleContext } from "../context.ts";
import type { Permission } from "../roles.ts";

const VERBS: Record<string, AuditAction> = {
  retry: "job_retry",
  clean: "job_clean",
  promote: "job_promote",
  pause: "job_pause",
  resume: "job_resume",
};

/**
 * What a board request does, for the audit log: the action (`job_<verb>`, or `job_change` for the
 * rest: add, edit, empty, obliterate, schedulers, limits), the queue (`*`: all of them) and the rest.
 */
export function boardAction(
  routeUrl: string,
  params: Record<string, string | undefined>,
): { action: AuditAction; queue: string; details: Record<string, unknown> } {
  const path = routeUrl.replace(/^.*?\/api\//, "");
  const named = path.split("/").filter((s) => s && !s.startsWith(":") && s !== "queues");
  const verb = named.at(-1) ?? path;
  const action = VERBS[verb] ?? "job_change";
  return {
    action,
    queue: params.queueName ?? "*",
    details: {
      operation: named.join(" ") || verb,
      ...(params.jobId ? { jobId: params.jobId } : {}),
      ...(params.queueStatus ? { state: params.queueStatus } : {}),
      ...(params.schedulerId ? { scheduler: params.schedulerId } : {}),
    },
  };
}

async function mountBoard(
  app: FastifyInstance,
  ctx: ConsoleContext,
  queues: Queue[],
  options: { basePath: string; permission: Permission; readOnly: boolean },
) {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(options.basePath);
  createBullBoard({
    queues: queues.map(
      (q) => new BullMQAdapter(q, { readOnlyMode: options.readOnly, allowRetries: !options.readOnly }),
    ),
    serverAdapter,
    options: { uiConfig: { boardTitle: options.readOnly ? "Jobs (read-only)" : "Jobs (admin)" } },
  });
  await app.register(
    async (board) => {
      // Every route of the board needs the permission; its state-changing calls, the console's origin.
      board.addHook("onRoute", (route) => {
        route.config = {
          ...(route.config as object),
          permission: options.permission,
          csrf: "same-origin",
        } as typeof route.config;
      });
      if (!options.readOnly) {
        // Past the login, the role and the origin (the console's hooks ran first): audit what it did.
        const acting = new WeakSet<FastifyRequest>();
        board.addHook("preHandler", async (request) => {
          if (request.method !== "GET" && request.method !== "HEAD") acting.add(request);
        });
        board.addHook("onSend", async (request, reply, payload) => {
          if (!acting.has(request)) return payload;
          const { action, queue, details } = boardAction(
            request.routeOptions.url ?? request.url,
            request.params as Record<string, string | undefined>,
          );
          const status = reply.statusCode;
          await recordAction(
            ctx.deps,
            {
              action,
              targetType: "queue",
              targetId: queue,
              outcome: status < 400 ? "done" : status < 500 ? "refused" : "failed",
              details: { ...details, status },
            },
            actorOf(request),
          );
          return payload;
        });
      }
      await board.register(serverAdapter.registerPlugin());
    },
    { prefix: options.basePath },
  );
}

export async function registerJobs(app: FastifyInstance, ctx: ConsoleContext) {
  const queues = [...new Set(Object.values(ctx.deps.queues))] as unknown as Queue[];
  await mountBoard(app, ctx, queues, {
    basePath: "/jobs/manage",
    permission: "jobs.manage",
    readOnly: false,
  });
  await mountBoard(app, ctx, queues, { basePath: "/jobs", permission: "jobs.view", readOnly: true });
}
