import type { mediaJobSchemas } from "@playpal/contracts";
import type { JobGroup } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { mediaProcessProcessor } from "./process-media.ts";
import { mediaSweepProcessor } from "./sweep.ts";

/** The jobs of the media queue, one processor per file: what the media worker process runs. */
export function mediaJobs(deps: Deps): JobGroup<typeof mediaJobSchemas> {
  return {
    owner: "media",
    handlers: {
      "media.process": mediaProcessProcessor(deps),
      "media.sweep": mediaSweepProcessor(deps),
    },
  };
}
