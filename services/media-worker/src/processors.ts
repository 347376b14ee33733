import { type MediaJobName, type MediaJobs, mediaJobSchemas } from "@playpal/contracts";
import type { Logger } from "@playpal/platform";
import { type Job, UnrecoverableError } from "bullmq";

export type Processor<N extends MediaJobName> = (job: Job<MediaJobs[N]>, logger: Logger) => Promise<unknown>;
export type ProcessorRegistry = { [N in MediaJobName]: Processor<N> };

/**
 * One processor per job name of the media queue. The registry type makes a missing handler a compile
 * error; `dispatch` also refuses unknown names at run time (jobs queued by a newer API version).
 */
export function createProcessors(): ProcessorRegistry {
  return {
    // Image variants and video hand-off arrive with the media-worker issue; until then the job is
    // acknowledged and logged, and its media stays `pending` (SPEC.md: clients poll).
    "media.process": async (job, logger) => {
      logger.info(
        { jobId: job.id, mediaId: job.data.mediaId, mimeType: job.data.mimeType },
        "media job received",
      );
      return { status: "pending" };
    },
  };
}

/**
 * Runs the job's processor on its validated payload. A malformed payload fails the job at once with
 * no retry (`UnrecoverableError`): retrying cannot fix it.
 */
export function dispatch(registry: ProcessorRegistry, logger: Logger) {
  return async (job: Job) => {
    const name = job.name as MediaJobName;
    const processor = registry[name] as Processor<MediaJobName> | undefined;
    if (!processor) throw new Error(`no processor for media job "${job.name}"`);
    const payload = mediaJobSchemas[name].safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(`invalid payload for media job "${job.name}": ${payload.error.message}`);
    }
    job.data = payload.data;
    return processor(job as Job<MediaJobs[MediaJobName]>, logger);
  };
}
