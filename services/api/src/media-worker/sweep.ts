import type { Deps } from "../deps.ts";
import {
  forgetPendingUpload,
  listAbandonedUploads,
  listStalePending,
  listUnscreenedPosters,
} from "../media/queries.ts";
import { processJobData } from "../media/service.ts";
import { mediaProcessJobOptions, posterScreeningJobOptions } from "../queue.ts";

/** Presigned upload keys not completed within this are abandoned: their objects are deleted. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;
/** Rows looked at per kind per run; the next run picks up the rest. */
export const SWEEP_BATCH = 500;
/**
 * Re-queued jobs yield to fresh uploads (BullMQ runs jobs without a priority first): an author waiting
 * for their new photo is not stuck behind a backlog.
 */
export const REQUEUE_PRIORITY = 10;

/**
 * Media `pending` for longer than the grace period (MEDIA_PENDING_GRACE_MS) without a live job are
 * queued again: a job lost with Redis's data, a post made while Redis dropped between the check and the
 * enqueue, or a job that finished without processing (an older worker only acknowledged jobs). So are
 * media left `processing` without a live job or a provider asset (a worker killed mid-job while Redis
 * lost the job), and provider-hosted videos ready to play whose poster was not screened within it. A
 * job still waiting, delayed or running is left alone; processing is idempotent, so a re-queue racing
 * its original job changes nothing.
 */
export async function requeueStalePending(deps: Deps, before: Date): Promise<number> {
  const [pending, posters] = await Promise.all([
    listStalePending(deps.db, before, SWEEP_BATCH),
    listUnscreenedPosters(deps.db, before, SWEEP_BATCH),
  ]);
  let queued = 0;
  for (const [row, options] of [
    ...pending.map((r) => [r, mediaProcessJobOptions(r.id)] as const),
    // A provider-hosted video ready to play whose poster screening job was never queued or was lost.
    ...posters.map((r) => [r, posterScreeningJobOptions(r.id)] as const),
  ]) {
    const job = await deps.queues.media.getJob(options.jobId as string);
    if (job) {
      const state = await job.getState();
      if (state !== "completed" && state !== "failed" && state !== "unknown") continue;
      await job.remove();
    }
    await deps.queues.media.add("media.process", processJobData(row), {
      ...options,
      priority: REQUEUE_PRIORITY,
    });
    queued += 1;
  }
  return queued;
}

/**
 * Presigned uploads handed out before `before` and never completed: the object (if the client ever
 * PUT one) is deleted, then its bookkeeping row. Completed ones only lose the row.
 */
export async function deleteAbandonedUploads(deps: Deps, before: Date): Promise<number> {
  let deleted = 0;
  for (const upload of await listAbandonedUploads(deps.db, before, SWEEP_BATCH)) {
    if (!upload.completed) {
      await deps.storage.delete(upload.storageKey);
      deleted += 1;
    }
    await forgetPendingUpload(deps.db, upload.storageKey);
  }
  return deleted;
}

/** `media.sweep`, run by a BullMQ job scheduler on every replica's shared schedule (one run at a time). */
export function mediaSweepProcessor(deps: Deps) {
  return async () => {
    const now = Date.now();
    const requeued = await requeueStalePending(deps, new Date(now - deps.config.MEDIA_PENDING_GRACE_MS));
    const abandonedUploadsDeleted = await deleteAbandonedUploads(deps, new Date(now - ABANDONED_UPLOAD_MS));
    if (requeued + abandonedUploadsDeleted > 0) {
      deps.logger.info({ requeued, abandonedUploadsDeleted }, "media sweep");
    }
    return { requeued, abandonedUploadsDeleted };
  };
}
