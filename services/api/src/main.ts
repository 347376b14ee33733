import { ensureDatabase, runMigrations } from "@playpal/db";
import { loadConfigOrExit } from "@playpal/platform";
import { buildApp } from "./app.ts";
import { createDeps } from "./deps.ts";
import { createNotificationsWorker } from "./notifications/worker.ts";

const config = loadConfigOrExit();

if (config.MIGRATE_ON_START) {
  await ensureDatabase(config.DATABASE_URL);
  await runMigrations(config.DATABASE_URL);
}
const deps = createDeps(config);
const app = await buildApp(deps);
const notificationsWorker = createNotificationsWorker(deps);
await app.listen({ port: config.PORT, host: config.HOST });

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await notificationsWorker.close();
    await deps.close();
    process.exit(0);
  });
}
