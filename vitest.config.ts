import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["services/*/src/**/*.test.ts", "packages/*/src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    reporters: ["default", "./test/summary-reporter.ts"],
    pool: "forks",
    // Vitest's default leaves a core free: one worker on a 2-core machine. The files mostly wait on
    // PostgreSQL, Redis, sockets and child processes, so two run well side by side there.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Eventual conditions (an outbox drained, a socket gone from a room) settle within a second alone,
    // but two files side by side on two cores can take several: vitest's 1 s default flaked there.
    expect: { poll: { timeout: 5_000 } },
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
