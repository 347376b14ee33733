import { randomBytes } from "node:crypto";
import { createDatabase, type Database } from "@playpal/db";
import { type Config, createLogger, createRedis, loadConfig, type Redis } from "@playpal/platform";
import { createPayoutRunner, type PayoutRunner } from "../services/payout/src/runner.ts";
import { createTestDatabase } from "./context.ts";
import { TEST_REDIS_URL } from "./servers.ts";

export interface PayoutHarness {
  config: Config;
  db: Database;
  /** A payout replica of its own: its own database pool and Redis connection. */
  replica(overrides?: { redisUrl?: string }): { runner: PayoutRunner; redis: Redis; db: Database };
  close(): Promise<void>;
}

/** A database of its own (payout runs read every creator) and payout replicas against it and Redis. */
export async function createPayoutHarness(env: Record<string, string> = {}): Promise<PayoutHarness> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `t${randomBytes(5).toString("hex")}`,
    ADMIN_SECRET: "payout-admin-secret-for-tests",
    PAYOUT_LOCK_TTL_MS: "3000",
    ...env,
  });
  const db = createDatabase(config.DATABASE_URL, { max: 3 });
  const closers: (() => Promise<void> | void)[] = [];
  return {
    config,
    db,
    replica(overrides = {}) {
      const logger = createLogger(config, "payout");
      const replicaDb = createDatabase(config.DATABASE_URL, { max: 3 });
      const redis = createRedis(overrides.redisUrl ?? config, config.REDIS_PREFIX, {
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      redis.on("error", () => {});
      closers.push(
        () => redis.disconnect(),
        () => replicaDb.$client.end(),
      );
      return { runner: createPayoutRunner({ config, logger, db: replicaDb, redis }), redis, db: replicaDb };
    },
    async close() {
      for (const close of closers) await close();
      await db.$client.end();
      await database.drop();
    },
  };
}
