import { type AuditActor, appendAudit, bearerActor, type Database, type ReadRouter } from "@playpal/db";
import {
  bearerToken,
  type Config,
  checkReadiness,
  type Logger,
  metricsPlugin,
  observeDatabasePool,
  observeReadRouting,
  observeRedis,
  type Redis,
  requestContextPlugin,
  requestIdOptions,
  secretMatches,
  slowClientTimeouts,
} from "@playpal/platform";
import { sql } from "drizzle-orm";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import type { LockOutcome } from "./lock.ts";
import { isPeriod, isUnfinished, type Period, previousPeriod } from "./period.ts";
import { createPayoutRunner, type PayoutRunner } from "./runner.ts";
import { periodStatus } from "./status.ts";

export interface PayoutDeps {
  config: Config;
  logger: Logger;
  db: Database;
  /** Read replicas (the preview's): on /metrics when given. */
  reads?: ReadRouter;
  redis: Redis;
  /** Defaults to the runner built from config (Stripe Connect, or the local mode). */
  runner?: PayoutRunner;
  /** The clock that says which months have ended and which transfers are due (tests fix it). */
  now?: () => Date;
}

class BadPeriod extends Error {}

/** A period from a query or body: `YYYY-MM` of a month that has ended (UTC) at `now`, or absent. */
function readPeriod(value: unknown, options: { required: boolean; now: Date }): Period | undefined {
  const { now } = options;
  if (value === undefined || value === null || value === "") {
    if (options.required) throw new BadPeriod("period is required (YYYY-MM)");
    return undefined;
  }
  if (typeof value !== "string" || !isPeriod(value)) throw new BadPeriod("period must be written YYYY-MM");
  if (isUnfinished(value, now)) throw new BadPeriod(`period ${value} has not ended yet (UTC)`);
  return value;
}

const bodyField = (body: unknown, field: string): unknown =>
  body && typeof body === "object" ? (body as Record<string, unknown>)[field] : undefined;

const OPERATOR_ACTOR = /^operator:[A-Za-z0-9_-]{1,64}$/;
const shortText = (value: unknown) => (typeof value === "string" && value.length <= 100 ? value : null);

/**
 * Who asks, for the audit log: the bearer's caller by its address (`bearer:<address>`), or, when the
 * caller is the console, the operator it names in `onBehalfOf` (the bearer vouches for it: whoever
 * holds ADMIN_SECRET may run these anyway), with the bearer's address as the source.
 */
function auditActorOf(request: FastifyRequest): AuditActor {
  const onBehalfOf = bodyField(request.body, "onBehalfOf");
  const actor = bodyField(onBehalfOf, "actor");
  if (typeof actor === "string" && OPERATOR_ACTOR.test(actor)) {
    return {
      actor,
      actorName: shortText(bodyField(onBehalfOf, "actorName")),
      actorRole: shortText(bodyField(onBehalfOf, "actorRole")),
      sourceAddress: request.ip,
    };
  }
  return bearerActor(request.ip);
}

/**
 * A run that did not happen (or stopped): 409 while another run holds the lock or took it over,
 * 503 while Redis is unreachable. A run that happened was audited in its transaction; one refused is
 * audited here, `refused`, with why.
 */
async function sendOutcome<T>(
  deps: PayoutDeps,
  reply: FastifyReply,
  outcome: LockOutcome<T>,
  audit: { action: "calculate" | "retry"; actor: AuditActor; period: string },
) {
  if (outcome.ran) return reply.send(outcome.result);
  await appendAudit(deps.db, {
    action: audit.action,
    actor: audit.actor,
    targetType: "payout_period",
    targetId: audit.period,
    outcome: "refused",
    details: { reason: outcome.reason, message: outcome.message },
  }).catch((error: unknown) => deps.logger.error({ err: error }, "payout refusal not audited"));
  return outcome.reason === "redis_unavailable"
    ? reply.status(503).send({ message: outcome.message, code: "REDIS_UNAVAILABLE" })
    : reply.status(409).send({ message: outcome.message, code: "PAYOUT_RUN_BUSY" });
}

/** The payout service's HTTP surface: health and the bearer-protected admin routes. */
export async function buildPayoutServer(deps: PayoutDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    // The API's deadlines: a trickled body or headers cannot hold a connection open.
    ...slowClientTimeouts(deps.config),
    ...requestIdOptions,
  });
  // Observability: x-request-id, reqId in log lines, GET /metrics (pool, Redis latency).
  await app.register(requestContextPlugin);
  await app.register(metricsPlugin, { service: "payout", token: deps.config.METRICS_TOKEN });
  observeDatabasePool("payout", deps.db.$client);
  if (deps.reads) observeReadRouting("payout", deps.reads);
  observeRedis(deps.redis, "payout");
  const runner = deps.runner ?? createPayoutRunner(deps);
  const now = deps.now ?? (() => new Date());

  // Liveness and readiness at once (API.md's shape): 503 while PostgreSQL or Redis does not answer
  // within 1 s (a hung one is false, not a hang), since no run can start then.
  app.get("/health", async (_request, reply) => {
    const { ready, redis, db } = await checkReadiness({
      redis: () => deps.redis.ping(),
      db: () => deps.db.execute(sql`select 1`),
    });
    return reply.status(ready ? 200 : 503).send({ ok: ready, redis, db });
  });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof BadPeriod) {
      return reply.status(400).send({ message: error.message, code: "VALIDATION_ERROR" });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: (error as Error).message, code: "BAD_REQUEST" });
    }
    deps.logger.error({ err: error }, "payout admin request failed");
    return reply.status(500).send({ message: "Internal server error", code: "INTERNAL" });
  });

  await app.register(
    async (admin) => {
      admin.addHook("onRequest", async (request, reply) => {
        if (!secretMatches(bearerToken(request.headers.authorization), deps.config.ADMIN_SECRET)) {
          return reply.status(401).send({ message: "Invalid admin credentials", code: "UNAUTHORIZED" });
        }
      });
      // An empty body is fine on the POST routes (the period defaults).
      admin.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
        if (body === "") return done(null, {});
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error("the body is not valid JSON"), { statusCode: 400 }));
        }
      });

      admin.get("/status", async (request) => {
        const period = readPeriod(bodyField(request.query, "period"), { required: true, now: now() });
        return periodStatus(deps.db, period as Period);
      });
      admin.get("/preview", async (request) => {
        const at = now();
        const period = readPeriod(bodyField(request.query, "period"), { required: false, now: at });
        return runner.preview(period ?? previousPeriod(at), at);
      });
      // Both are audited: in the run's transaction when it ran, `refused` when it could not.
      admin.post("/calculate", async (request, reply) => {
        const at = now();
        const period = readPeriod(bodyField(request.body, "period"), { required: false, now: at });
        const actor = auditActorOf(request);
        const outcome = await runner.calculate(period ?? previousPeriod(at), at, actor);
        return sendOutcome(deps, reply, outcome, {
          action: "calculate",
          actor,
          period: period ?? previousPeriod(at),
        });
      });
      admin.post("/retry", async (request, reply) => {
        const at = now();
        const period = readPeriod(bodyField(request.body, "period"), { required: false, now: at });
        const actor = auditActorOf(request);
        const outcome = await runner.retry({ period }, at, actor);
        return sendOutcome(deps, reply, outcome, { action: "retry", actor, period: period ?? "all" });
      });
    },
    { prefix: "/admin/payout" },
  );

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url} not found`, code: "NOT_FOUND" });
  });
  return app;
}
