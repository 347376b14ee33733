import { PRESENCE_AUDIENCE_BATCH_MAX, PRESENCE_AUDIENCE_BATCH_PAGE_MAX, roomNames } from "@playpal/contracts";
import type { Logger } from "@playpal/platform";
import type { Server } from "socket.io";
import type { ApiClient } from "./api-client.ts";
import type { PendingAnnouncement, Presence } from "./presence.ts";

/** Follower ids one batch asks the API for at most (the first pages of all its users together). */
const BATCH_AUDIENCE_IDS = 20_000;
/** Smallest first page per user: most users have fewer followers, and the rest continue page by page. */
const MIN_FIRST_PAGE = 200;
/**
 * Waits before a batch the API could not answer is due again, by consecutive failures of this
 * announcer: a storm against an API that is down costs a call per batch per wait, not a call per user.
 */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 5000];

export interface PresenceAnnouncerOptions {
  io: Server;
  api: ApiClient;
  presence: Presence;
  logger: Logger;
  /** How long a claimed batch stays this announcer's; past it (a crash, a lost Redis) another takes it. */
  leaseMs?: number;
  /** How often the outbox is looked at without a kick: retries come due, leases of dead instances end. */
  pollMs?: number;
}

/**
 * Tells followers of presence changes queued in the Redis outbox by `presence.ts`, on every instance:
 * it takes up to PRESENCE_AUDIENCE_BATCH_MAX due users at once (leased, so instances never take the
 * same user together), asks the API for the first page of all their followers in one call, emits
 * `presence:update` to those followers' `user:` rooms, continues the longer audiences page by page,
 * and settles them. What the API could not answer stays queued and is retried after a backoff. One
 * batch at a time per instance: in a storm of connects the changes queued while a call is out form
 * the next batch, so a reconnect storm costs the API a call per batch instead of one per user.
 *
 * The realtime service still holds no business logic: the audience is the API's answer, asked at
 * announcement time (a follow, unfollow or block made meanwhile is reflected).
 */
export function createPresenceAnnouncer(options: PresenceAnnouncerOptions) {
  const { io, api, presence, logger } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  let failures = 0;
  let running: Promise<void> | null = null;
  let kicked = false;
  let closed = false;

  const emit = (update: PendingAnnouncement, followerIds: string[]) => {
    if (followerIds.length === 0) return;
    io.to(followerIds.map(roomNames.user)).emit("presence:update", {
      userId: update.userId,
      status: update.status,
      lastSeen: update.lastSeen,
    });
  };

  /** Takes one batch and announces it; false when there was nothing due or the API could not answer. */
  async function announceBatch(): Promise<boolean> {
    const batch = await presence.claimAnnouncements(PRESENCE_AUDIENCE_BATCH_MAX, leaseMs);
    if (batch.length === 0) return false;
    const limit = Math.min(
      PRESENCE_AUDIENCE_BATCH_PAGE_MAX,
      Math.max(MIN_FIRST_PAGE, Math.floor(BATCH_AUDIENCE_IDS / batch.length)),
    );
    const answer = await api.presenceAudiences(
      batch.map((b) => b.userId),
      limit,
    );
    if (!answer.ok) {
      const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] as number;
      failures += 1;
      logger.warn(
        { users: batch.length, retryInMs: delay, err: answer.error },
        "presence audience unavailable; announcements kept for a retry",
      );
      await presence.retryAnnouncements(batch, delay);
      return false;
    }
    failures = 0;
    const done: PendingAnnouncement[] = [];
    const longer: { update: PendingAnnouncement; cursor: string }[] = [];
    for (const update of batch) {
      const first = answer.audiences.get(update.userId) ?? { userIds: [], nextCursor: null };
      emit(update, first.userIds);
      if (first.nextCursor) longer.push({ update, cursor: first.nextCursor });
      else done.push(update);
    }
    await presence.settleAnnouncements(done);
    // Large audiences after the batch's first pages: one user's thousand pages never hold the others.
    const unfinished: PendingAnnouncement[] = [];
    for (const { update, cursor: start } of longer) {
      let cursor: string | null = start;
      while (cursor) {
        const page = await api.followersPage(update.userId, cursor);
        if (!page.ok) {
          // Taken again later from its first page: followers already told hear it twice, which
          // clients treat as the idempotent repeat it is; none goes untold.
          logger.warn({ userId: update.userId, err: page.error }, "presence audience page unavailable");
          unfinished.push(update);
          break;
        }
        emit(update, page.userIds);
        cursor = page.nextCursor;
      }
      if (!cursor) await presence.settleAnnouncements([update]);
    }
    await presence.retryAnnouncements(unfinished, RETRY_DELAYS_MS[0] as number);
    return true;
  }

  async function drain(): Promise<void> {
    try {
      while (kicked && !closed) {
        kicked = false;
        while (!closed && (await announceBatch())) {}
      }
    } catch (error) {
      // Redis could not be read or written: what was claimed comes back when its lease ends.
      logger.warn({ err: (error as Error).message }, "presence announcements failed");
    } finally {
      running = null;
    }
  }

  /**
   * Announces what is due now; while a drain runs, it goes on once more for what was queued since
   * (between the drain's last look and its end there is no await, so no kick is missed).
   */
  function kick(): Promise<void> {
    if (closed) return Promise.resolve();
    kicked = true;
    running ??= drain();
    return running;
  }

  const poll = setInterval(() => void kick(), options.pollMs ?? 1000);
  poll.unref();

  return {
    /** Something was queued (by this instance): announce it now rather than at the next poll. */
    kick,
    /** Stops taking batches and waits for the one in flight; what is left stays queued for others. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(poll);
      await running;
    },
  };
}
export type PresenceAnnouncer = ReturnType<typeof createPresenceAnnouncer>;
