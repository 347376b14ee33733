import type { Database } from "@playpal/db";
import {
  bearerToken,
  type Config,
  type Logger,
  metricsPlugin,
  observeDatabasePool,
  observeRedis,
  type Redis,
  requestContextPlugin,
  requestIdOptions,
  secretMatches,
} from "@playpal/platform";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";

export interface PayoutDeps {
  config: Config;
  logger: Logger;
  db: Database;
  redis: Redis;
}

/** The payout service's HTTP surface: health and the bearer-protected admin routes. */
export async function buildPayoutServer(deps: PayoutDeps): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: deps.logger as FastifyBaseLogger, ...requestIdOptions });
  // Observability: x-request-id, reqId in log lines, GET /metrics (pool, Redis latency).
  await app.register(requestContextPlugin);
  await app.register(metricsPlugin, { service: "payout", token: deps.config.METRICS_TOKEN });
  observeDatabasePool("payout", deps.db.$client);
  observeRedis(deps.redis, "payout");

  app.get("/health", async () => {
    const [redis, db] = await Promise.all([
      deps.redis.ping().then(
        (r) => r === "PONG",
        () => false,
      ),
      deps.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
    ]);
    return { ok: redis && db, redis, db };
  });

  await app.register(
    async (admin) => {
      admin.addHook("onRequest", async (request, reply) => {
        if (!secretMatches(bearerToken(request.headers.authorization), deps.config.ADMIN_SECRET)) {
          return reply.status(401).send({ message: "Invalid admin credentials", code: "UNAUTHORIZED" });
        }
      });
      // Calculation, transfers and retries arrive with the commerce and payout issue.
      const notYet = async (
        _request: unknown,
        reply: { status(code: number): { send(body: unknown): unknown } },
      ) => reply.status(501).send({ message: "Payouts are not implemented yet", code: "NOT_IMPLEMENTED" });
      admin.get("/status", notYet);
      admin.get("/preview", notYet);
      admin.post("/calculate", notYet);
      admin.post("/retry", notYet);
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
