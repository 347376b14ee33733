import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const SOURCES = ["services/*/src/**", "packages/*/src/**", "test/**"];
/** The unit tier's files: no PostgreSQL, no Redis, no network, no child process (test/unit-tier-guard.ts). */
const UNIT = "*.unit.test.ts";

export default defineConfig({
  // Test files import the shared helpers as `#test/context.ts` (tsconfig.json "paths" for TypeScript).
  resolve: { alias: { "#test": path.join(import.meta.dirname, "test") } },
  test: {
    reporters: ["default", "./test/summary-reporter.ts"],
    // Vitest's default leaves a core free: one worker on a 2-core machine. The integration files mostly
    // wait on PostgreSQL, Redis, sockets and child processes, so two run well side by side there. Set
    // here for both tiers: vitest refuses projects of one run with different maxWorkers.
    maxWorkers: Math.max(2, availableParallelism()),
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
    // `npm test` runs both tiers, `npm run test:unit` only the first (vitest --project unit).
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: SOURCES.map((dir) => `${dir}/${UNIT}`),
          setupFiles: ["test/unit-tier-guard.ts"],
          pool: "threads",
          // Pure files share one module graph per worker: the platform barrel is loaded once, not 26 times.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: SOURCES.map((dir) => `${dir}/*.test.ts`),
          exclude: SOURCES.map((dir) => `${dir}/${UNIT}`),
          // One migrated template database per run, cloned per file (test/global-setup.ts).
          globalSetup: ["test/global-setup.ts"],
          pool: "forks",
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // Eventual conditions (an outbox drained, a socket gone from a room) settle within a second
          // alone, but two files side by side on two cores can take several: vitest's 1 s default
          // flaked there.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
