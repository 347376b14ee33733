import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["services/*/src/**/*.test.ts", "packages/*/src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    reporters: ["default", "./test/summary-reporter.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
