import { createLogger, loadConfigOrExit } from "@playpal/platform";
import { createRealtimeServer } from "./server.ts";

const config = loadConfigOrExit();
const logger = createLogger(config, "realtime");
const server = createRealtimeServer({ config, logger });
await server.listen(config.REALTIME_PORT, config.HOST);

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    await server.close();
    process.exit(0);
  });
}
