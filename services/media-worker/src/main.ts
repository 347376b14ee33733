import { createLogger, loadConfigOrExit } from "@playpal/platform";
import { createMediaWorker } from "./worker.ts";

const config = loadConfigOrExit();
const logger = createLogger(config, "media-worker");
const worker = createMediaWorker(config, logger);
logger.info("media worker started");

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    logger.info({ signal }, "shutting down");
    await worker.close();
    process.exit(0);
  });
}
