import { createDeps, type Deps } from "@playpal/api";
import { type Config, createLogger } from "@playpal/platform";

/**
 * The ports the media worker uses: the API's own wiring (database, Redis, storage, video provider,
 * realtime emitter, media queue), so a media is stored, served and announced exactly as the API does.
 */
export type WorkerDeps = Deps;

export function createWorkerDeps(config: Config): WorkerDeps {
  return createDeps(config, { logger: createLogger(config, "media-worker") });
}
