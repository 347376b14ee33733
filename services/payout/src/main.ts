import { createDatabase, createReadRouter } from "@playpal/db";
import {
  checkStoresOrExit,
  createLogger,
  createRedis,
  installShutdown,
  loadConfigOrExit,
} from "@playpal/platform";
import { createPayoutRunner } from "./runner.ts";
import { startPayoutSchedule } from "./schedule.ts";
import { buildPayoutServer } from "./server.ts";

const config = loadConfigOrExit();
await checkStoresOrExit(config, "payout", { postgres: true, redis: true });
const logger = createLogger(config, "payout");
const db = createDatabase(config.DATABASE_URL, {
  max: 3,
  onIdleError: (error) => logger.warn({ err: error.message }, "idle database connection lost"),
});
// The preview's reads (no user: no read-your-writes record to wait for).
const reads = createReadRouter(db, {
  urls: config.DATABASE_REPLICA_URLS,
  max: 2,
  timeoutMs: config.DATABASE_REPLICA_TIMEOUT_MS,
  checkIntervalMs: config.DATABASE_REPLICA_CHECK_MS,
  onStateChange: ({ replica, up, reason }) =>
    up
      ? logger.info({ replica }, "read replica back in rotation")
      : logger.warn({ replica, reason }, "read replica out of rotation"),
});
const redis = createRedis(config, config.REDIS_PREFIX);
redis.on("error", (error) => logger.warn({ err: error.message }, "redis error"));
const runner = createPayoutRunner({ config, logger, db, reads, redis });
logger.info({ payments: runner.payments.mode }, "payout service starting");
const app = await buildPayoutServer({ config, logger, db, reads, redis, runner });
const schedule = config.PAYOUT_SCHEDULE ? startPayoutSchedule(runner, logger) : null;
installShutdown({
  logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  steps: [
    { name: "schedule", close: async () => schedule?.stop() },
    { name: "http", close: () => app.close() },
    { name: "redis", close: () => redis.disconnect() },
    { name: "replicas", close: () => reads.close() },
    { name: "database", close: () => db.$client.end() },
  ],
});
await app.listen({ port: config.PAYOUT_PORT, host: config.HOST });
