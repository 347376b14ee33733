import type { BackgroundJobs } from "@playpal/contracts";
import type { Deps } from "../deps.ts";
import { findLiveOwner } from "../livestreams/queries.ts";
import { listFollowerIdsPage } from "../profiles/graph.ts";
import { sendPlainPushes } from "./push.ts";

export const LIVE_STARTED_JOB = "fanout.live-started" as const;
type LiveStarted = BackgroundJobs[typeof LIVE_STARTED_JOB];

/** Followers looked up and pushed per batch. */
export const LIVE_FANOUT_BATCH = 500;

/**
 * On `livestream.started` whose hourly push claim was won: the followers' push, queued off the request
 * path, one job per claim (a repeated enqueue of the same claim adds nothing). Never throws: the state is
 * already stored.
 */
export async function enqueueLiveStartedFanout(
  deps: Deps,
  started: { userId: string; liveStreamId: string; pushClaimedAt: Date },
): Promise<void> {
  try {
    await deps.queues.background.add(
      LIVE_STARTED_JOB,
      { userId: started.userId, liveStreamId: started.liveStreamId },
      {
        jobId: `live-started-${started.liveStreamId}-${started.pushClaimedAt.getTime()}`,
        attempts: 5,
        backoff: { type: "exponential", delay: 2000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    );
  } catch (error) {
    deps.logger.error({ err: (error as Error).message, userId: started.userId }, "live push not queued");
    // The event outbox delivers the event again, with backoff (the job id makes a repeat harmless).
    throw error;
  }
}

/**
 * The job: pushes "<name> is live" to every follower whose `pushEnabled` and `liveStreams` preferences
 * are on (there is no in-app notification for it), a keyset page of followers at a time; a retried
 * job resumes after the last page done. Nothing is sent once the stream has ended meanwhile.
 */
export function liveStartedProcessor(deps: Deps) {
  return async (job: {
    data: LiveStarted;
    progress: unknown;
    updateProgress(value: object): Promise<void>;
  }) => {
    const owner = await findLiveOwner(deps.db, job.data.userId);
    if (!owner?.isLive || owner.activeLiveStreamId !== job.data.liveStreamId) return { pushed: 0 };
    const recorded = job.progress as { at?: string; id?: string } | number | undefined;
    let after =
      typeof recorded === "object" && recorded?.at && recorded.id
        ? { createdAt: new Date(recorded.at), id: recorded.id }
        : null;
    let pushed = 0;
    const message = {
      title: `${owner.displayName} is live`,
      body: "Tap to watch now",
      data: { screen: "profile", userId: job.data.userId, liveStreamId: job.data.liveStreamId },
    };
    for (;;) {
      const page = await listFollowerIdsPage(deps.db, job.data.userId, LIVE_FANOUT_BATCH, after);
      pushed += await sendPlainPushes(deps, page.ids, message, "liveStreams");
      if (!page.next) break;
      after = page.next;
      await job.updateProgress({ at: after.createdAt.toISOString(), id: after.id });
    }
    return { pushed };
  };
}
