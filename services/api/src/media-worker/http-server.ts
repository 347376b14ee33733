import { QUEUES } from "@playpal/contracts";
import type { Database } from "@playpal/db";
import {
  type Config,
  checkReadiness,
  createQueueProducerConnection,
  type Logger,
  metricsPlugin,
  observeQueue,
  observeWorker,
  queuePrefix,
  type Redis,
  requestIdOptions,
  slowClientTimeouts,
} from "@playpal/platform";
import { Queue, type Worker } from "bullmq";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";

export interface MediaWorkerHttp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The media worker's small HTTP server (MEDIA_WORKER_PORT, default 4003): `GET /health` (liveness:
 * `{ ok: true }` while the worker runs, else 503 `{ ok: false }`), `GET /ready` (readiness, as the
 * API's: 200 `{ ready, db, redis }` while PostgreSQL and Redis answer within 1 s, else 503 naming which
 * does not) and `GET /metrics` (job durations and failures of this worker, the media queue's depth,
 * Node's process series). No other route.
 */
export async function buildMediaWorkerHttp(options: {
  config: Config;
  logger: Logger;
  worker: Worker;
  /** What `/ready` asks: the worker's database and Redis. */
  db: Database;
  redis: Redis;
}): Promise<MediaWorkerHttp> {
  const { config, logger, worker } = options;
  observeWorker(worker);
  // A queue handle of its own for the depth gauge (job counts only; this process adds no job).
  const connection = createQueueProducerConnection(config);
  connection.on("error", (error: Error) => logger.warn({ err: error.message }, "metrics redis error"));
  const queue = new Queue(QUEUES.media, {
    connection,
    prefix: queuePrefix(config),
    skipVersionCheck: connection.isCluster,
  });
  queue.on("error", (error) => logger.warn({ err: error.message }, "metrics queue error"));
  const stopObserving = observeQueue(queue);

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    ...slowClientTimeouts(config),
    ...requestIdOptions,
  });
  await app.register(metricsPlugin, { service: "media-worker", token: config.METRICS_TOKEN });
  app.get("/health", async (_request, reply) => {
    const ok = worker.isRunning() && !worker.closing;
    return reply.status(ok ? 200 : 503).send({ ok });
  });
  app.get("/ready", async (_request, reply) => {
    const report = await checkReadiness({
      db: () => options.db.execute(sql`select 1`),
      redis: () => options.redis.ping(),
    });
    return reply.status(report.ready ? 200 : 503).send(report);
  });
  return {
    app,
    async close() {
      stopObserving();
      await app.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
