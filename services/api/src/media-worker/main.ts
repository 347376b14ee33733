/**
 * The media worker: the API package's second entry point (`npm run start:media-worker`, the image role
 * `media-worker`, `dist/media-worker/main.js`). The same domains and wiring as the API (`main.ts`), run
 * as the consumer of the `media` queue with a small HTTP server (`/health`, `/metrics`) instead of the
 * routes: one service list, two ways to run it.
 */
import { checkStoresOrExit, installShutdown, loadConfigOrExit } from "@playpal/platform";
import { startDispatcher } from "../events/outbox.ts";
import { buildMediaWorkerHttp } from "./http-server.ts";
import { createMediaWorker, createMediaWorkerDeps, keepMediaSweep } from "./worker.ts";

const config = loadConfigOrExit();
await checkStoresOrExit(config, "media-worker", { postgres: true, redis: true });
const deps = createMediaWorkerDeps(config);
const worker = createMediaWorker(deps);
const http = await buildMediaWorkerHttp({
  config,
  logger: deps.logger,
  worker,
  db: deps.db,
  redis: deps.redis,
});
const sweep = keepMediaSweep(deps);
// The media worker delivers again undelivered domain events too (events/outbox.ts): one service list.
const dispatcher = startDispatcher(deps);
// Running jobs finish (bounded by the deadline; a job cut off is recovered by another replica once its
// lock expires), then the connections close.
installShutdown({
  logger: deps.logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  steps: [
    { name: "event dispatcher", close: () => dispatcher.stop() },
    { name: "job schedulers", close: async () => sweep.stop() },
    { name: "media worker", close: () => worker.close() },
    { name: "connections", close: () => deps.close() },
    { name: "http", close: () => http.close() },
  ],
});
await http.app.listen({ port: config.MEDIA_WORKER_PORT, host: config.HOST });
deps.logger.info("media worker started");
