import { createLogger, installShutdown, loadConfigOrExit } from "@playpal/platform";
import { buildMediaWorkerHttp } from "./http-server.ts";
import { createMediaWorker } from "./worker.ts";

const config = loadConfigOrExit();
const logger = createLogger(config, "media-worker");
const worker = createMediaWorker(config, logger);
const http = await buildMediaWorkerHttp({ config, logger, worker });
// Running jobs finish (bounded by the deadline); the worker's connection closes with it.
installShutdown({
  logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  steps: [
    { name: "media worker", close: () => worker.close() },
    { name: "http", close: () => http.close() },
  ],
});
await http.app.listen({ port: config.MEDIA_WORKER_PORT, host: config.HOST });
logger.info("media worker started");
