import { createDatabase } from "@playpal/db";
import { createLogger, createRedis, loadConfigOrExit } from "@playpal/platform";
import { buildPayoutServer } from "./server.ts";

const config = loadConfigOrExit();
const logger = createLogger(config, "payout");
const db = createDatabase(config.DATABASE_URL, { max: 3 });
const redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX);
const app = await buildPayoutServer({ config, logger, db, redis });
await app.listen({ port: config.PAYOUT_PORT, host: config.HOST });

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    logger.info({ signal }, "shutting down");
    await app.close();
    redis.disconnect();
    await db.$client.end();
    process.exit(0);
  });
}
