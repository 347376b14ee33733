import type { RecurringJob } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { claimStaleFanouts, deleteFanoutPending } from "./outbox.ts";
import * as q from "./queries.ts";
import { beginTimeline, fanOutToTimelines, finishTimeline, timelineTtlSeconds } from "./timeline-store.ts";

/**
 * What fills the home timelines (timeline-store.ts), off the request path: the fan-out job of a new post
 * and the outbox's sweep that queues it again, the rebuild of a cold timeline. Each is idempotent.
 */
type TimelineDeps = Pick<Deps, "db" | "redis" | "config" | "logger" | "queues">;

/** Queues the rebuild of a cold timeline (one job per user at a time). Never throws. */
export async function requestRebuild(deps: TimelineDeps, userId: string): Promise<void> {
  try {
    await deps.queues.background.add(
      "feeds.rebuild",
      { userId },
      {
        jobId: `tl-rebuild-${userId}`,
        attempts: 3,
        backoff: { type: "exponential", delay: 1000 },
        removeOnComplete: true,
        removeOnFail: 1000,
      },
    );
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message, userId }, "timeline rebuild not queued");
  }
}

/** How long a timeline may stay "being built" before it expires and the next read queues a new build. */
const BUILDING_TTL_SECONDS = 600;

/**
 * The rebuild job: marks the timeline as being built (fan-out adds to it from then on), reads the
 * newest FEED_TIMELINE_SIZE entries from PostgreSQL, then adds them and sets the floor to the oldest of
 * them when the seed was cut by the size. A post committed after the seed was read was fanned out into
 * the timeline being built, so nothing falls between the two.
 */
export async function rebuildTimeline(deps: TimelineDeps, userId: string): Promise<{ entries: number }> {
  const token = `${process.pid}:${Date.now()}:${Math.random().toString(36).slice(2)}`;
  const size = deps.config.FEED_TIMELINE_SIZE;
  // A build that dies half way (a crashed worker) leaves a timeline that expires soon, not one that
  // answers "being built" (hence the SQL form) for its whole lifetime.
  await beginTimeline(deps.redis, userId, BUILDING_TTL_SECONDS, token);
  const seed = await q.timelineSeed(deps.db, userId, size);
  await finishTimeline(deps.redis, userId, {
    token,
    size,
    floor: seed.length >= size ? (seed.at(-1) ?? null) : null,
    ttlSeconds: timelineTtlSeconds(deps.config),
    seed,
  });
  return { entries: seed.length };
}

/**
 * Followers looked up per batch of the fan-out job, and pushed to in one script call (most have no
 * timeline: only active readers keep one, and the script skips the others in Redis).
 */
export const FANOUT_BATCH = 1000;

/**
 * The fan-out job of a new post: its id onto the timeline of every follower that has one (a cold
 * timeline is rebuilt from PostgreSQL on its next read instead). An author over
 * FEED_FANOUT_MAX_FOLLOWERS followers is marked to be merged at read time and is not fanned out.
 * Idempotent: a retried job adds the same members again.
 */
export async function fanOutPost(
  deps: TimelineDeps,
  postId: string,
  batch = FANOUT_BATCH,
): Promise<{ timelines: number }> {
  const subject = await q.fanoutSubject(deps.db, postId);
  if (!subject || subject.pulled) return done(deps, postId, 0);
  if (subject.followersCount > deps.config.FEED_FANOUT_MAX_FOLLOWERS) {
    await q.markPulledAuthor(deps.db, subject.authorId);
    return done(deps, postId, 0);
  }
  const size = deps.config.FEED_TIMELINE_SIZE;
  let after: q.FollowerKey | null = null;
  let timelines = 0;
  for (;;) {
    const page = await q.followerIdsPage(deps.db, subject.authorId, batch, after);
    if (page.ids.length > 0) {
      timelines += await fanOutToTimelines(deps.redis, size, subject.entry, page.ids);
    }
    if (!page.next) break;
    after = page.next;
  }
  return done(deps, postId, timelines);
}

/** The end of a post's fan-out: its outbox row goes (a failure before this leaves it to the sweep). */
async function done(deps: TimelineDeps, postId: string, timelines: number): Promise<{ timelines: number }> {
  await deleteFanoutPending(deps.db, postId);
  return { timelines };
}

/**
 * Queues a post's fan-out job. `jobId` defaults to one per post (a second `post.created` delivery is a
 * no-op); the sweep gives each of its attempts its own, since BullMQ ignores an id it still holds (a
 * failed job). Never throws: a post whose job is not queued keeps its outbox row, and the sweep queues
 * it a minute later.
 */
export async function queueFanout(
  deps: TimelineDeps,
  postId: string,
  jobId = `fanout-${postId}`,
): Promise<void> {
  try {
    await deps.queues.background.add(
      "feeds.fanout",
      { postId },
      {
        jobId,
        attempts: 6,
        backoff: { type: "exponential", delay: 1000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    );
  } catch (error) {
    deps.logger.error(
      { err: (error as Error).message, postId },
      "post fan-out not queued; the sweep queues it again",
    );
  }
}

/** How often the fan-out sweep runs, and how long a queued fan-out may take before it queues it again. */
export const FANOUT_SWEEP_EVERY_MS = 60_000;

/**
 * The safety net of the fan-out jobs (the transactional outbox, outbox.ts): queues again the fan-out of
 * every post whose job was queued over a minute ago and has not finished (never queued because Redis
 * failed at that instant, lost with the process or a Redis flush, or failed every attempt). A fan-out
 * run twice adds the same entries: nothing changes.
 */
export async function sweepFanouts(deps: TimelineDeps, now = new Date()): Promise<{ queued: number }> {
  const before = new Date(now.getTime() - FANOUT_SWEEP_EVERY_MS);
  const ids = await claimStaleFanouts(deps.db, before, now, 500);
  for (const postId of ids) await queueFanout(deps, postId, `fanout-${postId}-${now.getTime()}`);
  return { queued: ids.length };
}

/** The fan-out sweep's recurring job (on the `background` queue), kept registered by the API (main.ts). */
export function fanoutSweepJob(deps: TimelineDeps): RecurringJob {
  return {
    queue: deps.queues.background,
    schedulerId: "feeds-fanout-sweep",
    name: "feeds.sweep",
    everyMs: FANOUT_SWEEP_EVERY_MS,
  };
}
