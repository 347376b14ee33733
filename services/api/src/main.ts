import { ensureDatabase, runMigrations } from "@playpal/db";
import { installShutdown, loadConfigOrExit } from "@playpal/platform";
import { buildApp } from "./app.ts";
import { createDeps } from "./deps.ts";
import { createNotificationsWorker } from "./notifications/worker.ts";
import { createAccountsWorker, scheduleAccountsSweep } from "./trust/worker.ts";

const config = loadConfigOrExit();

if (config.MIGRATE_ON_START) {
  await ensureDatabase(config.DATABASE_URL);
  await runMigrations(config.DATABASE_URL);
}
const deps = createDeps(config);
const app = await buildApp(deps);
const notificationsWorker = createNotificationsWorker(deps);
const accountsWorker = createAccountsWorker(deps);
await scheduleAccountsSweep(deps).catch((error: Error) =>
  deps.logger.warn(
    { err: error.message },
    "accounts sweep not scheduled (Redis unreachable); retried at next start",
  ),
);
// Stop taking requests and drain those in flight, then let running jobs finish, then the connections.
installShutdown({
  logger: deps.logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  steps: [
    { name: "http", close: () => app.close() },
    { name: "notifications worker", close: () => notificationsWorker.close() },
    { name: "accounts worker", close: () => accountsWorker.close() },
    { name: "connections", close: () => deps.close() },
  ],
});
await app.listen({ port: config.PORT, host: config.HOST });
