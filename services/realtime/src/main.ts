import { checkStoresOrExit, createLogger, installShutdown, loadConfigOrExit } from "@playpal/platform";
import { createRealtimeServer } from "./server.ts";

const config = loadConfigOrExit();
// No database here: token versions come from Redis, else the API.
await checkStoresOrExit(config, "realtime", { redis: true });
const logger = createLogger(config, "realtime");
const server = createRealtimeServer({ config, logger });
installShutdown({
  logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  steps: [{ name: "realtime server", close: () => server.close() }],
});
await server.listen(config.REALTIME_PORT, config.HOST);
