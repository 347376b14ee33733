import type { MediaJobs } from "@playpal/contracts";
import { type Job, UnrecoverableError } from "bullmq";
import type { Deps } from "../deps.ts";
import { findMedia } from "../media/queries.ts";
import { failProcessing, startProcessing } from "../media/status.ts";
import { deleteProcessedOriginal, processImage } from "./image-processing.ts";
import { SCREENING_FAILED_MESSAGE, ScreeningError, screeningFailures } from "./screening.ts";
import { processVideo } from "./video-processing.ts";

/** Shown to the author when processing kept failing for reasons of ours (storage, provider down). */
export const GAVE_UP_MESSAGE = "Processing failed after several attempts; please upload the file again";

/**
 * `media.process`: `pending` -> `processing` -> `ready` | `failed`, at least once and idempotent.
 * - A media already finished (a job run again after a crash, or re-queued) changes nothing more; a
 *   media that no longer exists (its post was deleted) is skipped.
 * - A file that cannot be processed (corrupt, not an image, too many pixels) fails at once, without
 *   retries (UnrecoverableError), with a message for the author. Other errors (storage or the video
 *   provider unreachable, the classifier failing to load or on this file) are retried with the job's
 *   backoff, the media staying `processing`; the last attempt's failure sets `failed` (a screening
 *   failure with SCREENING_FAILED_MESSAGE, counted on /metrics): nothing unscreened is ever published.
 */
export function mediaProcessProcessor(deps: Deps) {
  return async (job: Job<MediaJobs["media.process"]>) => {
    const { mediaId } = job.data;
    const current = await findMedia(deps.db, mediaId);
    if (!current) return { status: "gone" };
    if (current.status === "ready" || current.status === "failed") {
      await deleteProcessedOriginal(deps, current);
      return { status: current.status };
    }
    try {
      const row = (await startProcessing(deps, mediaId)) ?? current;
      const status = row.kind === "image" ? await processImage(deps, row) : await processVideo(deps, row);
      return { status };
    } catch (error) {
      const unrecoverable = error instanceof UnrecoverableError;
      const screening = error instanceof ScreeningError;
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (screening) screeningFailures.inc({ final: String(lastAttempt) });
      if (unrecoverable || lastAttempt) {
        const message = unrecoverable
          ? (error as Error).message
          : screening
            ? SCREENING_FAILED_MESSAGE
            : GAVE_UP_MESSAGE;
        await failProcessing(deps, mediaId, message);
      }
      deps.logger.warn(
        { mediaId, attempt: job.attemptsMade + 1, err: (error as Error).message },
        unrecoverable
          ? "media rejected"
          : screening
            ? "media screening attempt failed"
            : "media processing attempt failed",
      );
      throw error;
    }
  };
}
