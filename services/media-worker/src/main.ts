import { createLogger, installShutdown, loadConfigOrExit } from "@playpal/platform";
import { createMediaWorker } from "./worker.ts";

const config = loadConfigOrExit();
const logger = createLogger(config, "media-worker");
const worker = createMediaWorker(config, logger);
// Running jobs finish (bounded by the deadline); the worker's connection closes with it.
installShutdown({
  logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  steps: [{ name: "media worker", close: () => worker.close() }],
});
logger.info("media worker started");
