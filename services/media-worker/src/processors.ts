import { type MediaJobName, type MediaJobs, mediaJobSchemas } from "@playpal/contracts";
import { type Job, UnrecoverableError } from "bullmq";
import type { WorkerDeps } from "./deps.ts";
import { mediaProcessProcessor } from "./process-media.ts";
import { mediaSweepProcessor } from "./sweep.ts";

export type Processor<N extends MediaJobName> = (job: Job<MediaJobs[N]>) => Promise<unknown>;
export type ProcessorRegistry = { [N in MediaJobName]: Processor<N> };

/**
 * One processor per job name of the media queue, each in its own file. The registry type makes a
 * missing handler a compile error; `dispatch` also refuses unknown names at run time (jobs queued by a
 * newer API version).
 */
export function createProcessors(deps: WorkerDeps): ProcessorRegistry {
  return {
    "media.process": mediaProcessProcessor(deps),
    "media.sweep": mediaSweepProcessor(deps),
  };
}

/**
 * Runs the job's processor on its validated payload. A malformed payload fails the job at once with
 * no retry (`UnrecoverableError`): retrying cannot fix it.
 */
export function dispatch(registry: ProcessorRegistry) {
  return async (job: Job) => {
    const name = job.name as MediaJobName;
    const processor = registry[name] as Processor<MediaJobName> | undefined;
    if (!processor) throw new Error(`no processor for media job "${job.name}"`);
    const payload = mediaJobSchemas[name].safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(`invalid payload for media job "${job.name}": ${payload.error.message}`);
    }
    job.data = payload.data;
    return processor(job as Job<MediaJobs[MediaJobName]>);
  };
}
