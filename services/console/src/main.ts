/**
 * The operators' console (docs/console.md): server-rendered pages over the API's services. Internal
 * network only: no Ingress, a NetworkPolicy, 127.0.0.1 in compose.
 */
import { createDeps } from "@playpal/api";
import { checkStoresOrExit, createLogger, installShutdown, loadConfigOrExit } from "@playpal/platform";
import { buildConsole } from "./server.ts";

const config = loadConfigOrExit();
await checkStoresOrExit(config, "console", { postgres: true, redis: true });
const logger = createLogger(config, "console");
const deps = createDeps(config, { logger });
const app = await buildConsole(deps);
installShutdown({
  logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  steps: [
    { name: "http", close: () => app.close() },
    { name: "deps", close: () => deps.close() },
  ],
});
await app.listen({ port: config.CONSOLE_PORT, host: config.HOST });
