import { createDatabase } from "@playpal/db";
import { createLogger, createRedis, installShutdown, loadConfigOrExit } from "@playpal/platform";
import { createPayoutRunner } from "./runner.ts";
import { startPayoutSchedule } from "./schedule.ts";
import { buildPayoutServer } from "./server.ts";

const config = loadConfigOrExit();
const logger = createLogger(config, "payout");
const db = createDatabase(config.DATABASE_URL, {
  max: 3,
  onIdleError: (error) => logger.warn({ err: error.message }, "idle database connection lost"),
});
const redis = createRedis(config, config.REDIS_PREFIX);
redis.on("error", (error) => logger.warn({ err: error.message }, "redis error"));
const runner = createPayoutRunner({ config, logger, db, redis });
logger.info({ payments: runner.payments.mode }, "payout service starting");
const app = await buildPayoutServer({ config, logger, db, redis, runner });
const schedule = config.PAYOUT_SCHEDULE ? startPayoutSchedule(runner, logger) : null;
installShutdown({
  logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  steps: [
    { name: "schedule", close: async () => schedule?.stop() },
    { name: "http", close: () => app.close() },
    { name: "redis", close: () => redis.disconnect() },
    { name: "database", close: () => db.$client.end() },
  ],
});
await app.listen({ port: config.PAYOUT_PORT, host: config.HOST });
