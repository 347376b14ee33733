import { ensureDatabase, runMigrations } from "@playpal/db";
import { checkStoresOrExit, installShutdown, keepJobSchedulers, loadConfigOrExit } from "@playpal/platform";
import { buildApp } from "./app.ts";
import { commerceSweepJob } from "./commerce/sweep.ts";
import { startDiscoveryWorker } from "./discovery/worker.ts";
import { startDispatcher } from "./events/outbox.ts";
import { fanoutSweepJob } from "./feeds/timeline-jobs.ts";
import { createBackgroundWorker, drainFormerNotificationsQueue } from "./jobs-worker.ts";
import { SUBSCRIBERS } from "./subscribers.ts";
import { accountsSweepJob, createAccountsWorker } from "./trust/worker.ts";
import { wireDeps } from "./wire-deps.ts";

const config = loadConfigOrExit();
await checkStoresOrExit(config, "api", {
  postgres: true,
  redis: true,
  createsDatabase: config.MIGRATE_ON_START,
});

if (config.MIGRATE_ON_START) {
  await ensureDatabase(config.DATABASE_URL);
  await runMigrations(config.DATABASE_URL);
}
const deps = wireDeps(config, SUBSCRIBERS);
const app = await buildApp(deps);
const backgroundWorker = createBackgroundWorker(deps);
const formerNotificationsWorker = drainFormerNotificationsQueue(deps);
const discoveryWorker = startDiscoveryWorker(deps);
const accountsWorker = createAccountsWorker(deps);
// Delivers again the domain events a crash or a failing consumer left undelivered (events/outbox.ts).
const dispatcher = startDispatcher(deps);
// The API's recurring jobs live only in Redis: registered now (or once Redis answers), and again
// whenever Redis comes back without them (docs/operations.md "When Redis loses its data").
const schedulers = keepJobSchedulers(
  [commerceSweepJob(deps), fanoutSweepJob(deps), accountsSweepJob(deps), discoveryWorker.rollups],
  {
    connections: [deps.queues.background.connection, discoveryWorker.connection],
    logger: deps.logger,
    checkEveryMs: config.JOB_SCHEDULER_CHECK_MS,
  },
);
// Stop taking requests and drain those in flight (new ones on kept-alive connections: 503 with
// Connection: close, for a quarter of the shutdown budget, at most 2 s), then let running jobs
// finish, then the connections.
installShutdown({
  logger: deps.logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  steps: [
    { name: "http drain", close: () => app.drain(Math.min(2000, config.SHUTDOWN_TIMEOUT_MS / 4)) },
    { name: "http", close: () => app.close() },
    { name: "event dispatcher", close: () => dispatcher.stop() },
    { name: "job schedulers", close: async () => schedulers.stop() },
    { name: "background worker", close: () => backgroundWorker.close() },
    { name: "former notifications queue worker", close: () => formerNotificationsWorker.close() },
    { name: "discovery worker", close: () => discoveryWorker.close() },
    { name: "accounts worker", close: () => accountsWorker.close() },
    { name: "connections", close: () => deps.close() },
  ],
});
await app.listen({ port: config.PORT, host: config.HOST });
