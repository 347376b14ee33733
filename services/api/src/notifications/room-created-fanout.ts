import type { BackgroundJobs } from "@playpal/contracts";
import { memberIdBatch } from "../channels/queries.ts";
import type { Deps } from "../deps.ts";
import { notifyMany } from "./notify.ts";

export const ROOM_CREATED_JOB = "fanout.channel-room-created" as const;
export type RoomCreatedFanout = BackgroundJobs[typeof ROOM_CREATED_JOB];

/** Members notified per batch: one keyset page of ids, then their notifications. */
export const FANOUT_BATCH_SIZE = 500;

/**
 * Queues the CHANNEL_ROOM_CREATED fan-out off the request path. The job id is the room's, so a
 * repeated call for the same room queues nothing more. A queue failure is logged, never raised: the
 * room exists and members still see it live through `channel:room:created`.
 */
export async function enqueueRoomCreatedFanout(deps: Deps, data: RoomCreatedFanout): Promise<void> {
  try {
    await deps.queues.background.add(ROOM_CREATED_JOB, data, {
      jobId: `room-created-${data.roomId}`,
      attempts: 5,
      backoff: { type: "exponential", delay: 2000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
  } catch (error) {
    deps.logger.error({ err: (error as Error).message, roomId: data.roomId }, "room fan-out not queued");
    // The event outbox delivers the event again, with backoff (the job id makes a repeat harmless).
    throw error;
  }
}

/**
 * The job: notifies every member except the owner, batch by batch in user-id order. `resumeAfter` and
 * `onBatchDone` let a retried job continue after the last finished batch instead of walking the first
 * members again; a member already notified for this room (a batch done but not recorded) is skipped.
 */
export async function fanoutRoomCreated(
  deps: Deps,
  data: RoomCreatedFanout,
  progress: {
    resumeAfter?: string | null;
    onBatchDone?: (lastUserId: string) => Promise<void>;
    batchSize?: number;
  } = {},
): Promise<{ notified: number }> {
  const batchSize = progress.batchSize ?? FANOUT_BATCH_SIZE;
  let after = progress.resumeAfter ?? null;
  let notified = 0;
  for (;;) {
    const ids = await memberIdBatch(deps.db, data.channelId, after, batchSize);
    if (ids.length === 0) break;
    notified += await notifyMany(deps, {
      recipientIds: ids,
      actorId: data.actorId,
      type: "CHANNEL_ROOM_CREATED",
      targetType: "room",
      targetId: data.roomId,
      // A batch notified before a crash or a failed progress update is not notified again.
      oncePerTarget: true,
    });
    after = ids.at(-1) ?? null;
    if (after) await progress.onBatchDone?.(after);
    if (ids.length < batchSize) break;
  }
  return { notified };
}

/** The BullMQ processor of `fanout.channel-room-created`: resumes from the job's recorded progress. */
export function roomCreatedProcessor(deps: Deps) {
  return async (job: {
    data: RoomCreatedFanout;
    progress: unknown;
    updateProgress(value: object): Promise<void>;
  }) => {
    const recorded = job.progress as { after?: string } | number | undefined;
    const resumeAfter = typeof recorded === "object" && recorded ? (recorded.after ?? null) : null;
    return fanoutRoomCreated(deps, job.data, {
      resumeAfter,
      onBatchDone: (after) => job.updateProgress({ after }),
    });
  };
}
