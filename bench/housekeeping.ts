import { createQueueConnection } from "@playpal/platform";
import pg from "pg";

/** Drops a bench run's database (its connections forced closed). */
export async function dropDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** Deletes every Redis key of a bench run's prefix. */
export async function clearRedisPrefix(redisUrl: string, prefix: string) {
  const redis = createQueueConnection(redisUrl);
  try {
    const stream = redis.scanStream({ match: `${prefix}:*`, count: 1000 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

/** A clean-up step of a bench run: what it undoes, and how. */
export interface CleanupStep {
  name: string;
  run: () => Promise<unknown>;
}

/** Runs the steps last-in first-out, emptying the list; a failing step is reported and the rest still run. */
export async function runCleanups(steps: CleanupStep[]): Promise<void> {
  while (steps.length > 0) {
    const step = steps.pop() as CleanupStep;
    await step.run().catch((error: unknown) => {
      console.error(`cleanup "${step.name}" failed: ${error instanceof Error ? error.message : error}`);
    });
  }
}
