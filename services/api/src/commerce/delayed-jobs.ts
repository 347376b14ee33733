import type { JobsOptions } from "bullmq";
import type { Deps } from "../deps.ts";
import { bookedSessionsStartingBetween } from "./queries.ts";

/**
 * The commerce domain's own delayed jobs: a subscription's expiry, a session's reminder and end. What
 * else follows a commerce write (notifications, realtime re-checks, the product push) follows its domain
 * event (`subscription.started`, `session.booked`...). Each runs after its transaction committed and
 * never fails the request that caused it (a queue outage is logged); the jobs check the state they act
 * on when they run.
 */

const REMINDER_LEAD_MS = 15 * 60_000;
const jobOptions = (jobId: string, delayMs: number): JobsOptions => ({
  jobId,
  delay: Math.max(0, Math.round(delayMs)),
  attempts: 5,
  backoff: { type: "exponential", delay: 5000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
});

/** Job ids (BullMQ refuses ":" in custom ids). */
export const jobIds = {
  subscriptionExpiry: (subscriptionId: string, expiresAt: Date) =>
    `subscription-expiry-${subscriptionId}-${expiresAt.getTime()}`,
  sessionReminder: (sessionId: string) => `session-reminder-${sessionId}`,
  sessionEnd: (sessionId: string) => `session-end-${sessionId}`,
};

async function safely(
  deps: Deps,
  what: string,
  context: Record<string, unknown>,
  work: () => Promise<unknown>,
) {
  try {
    await work();
  } catch (error) {
    deps.logger.error({ ...context, err: (error as Error).message }, `${what} failed`);
  }
}

/** A subscription was paid (started or extended): its expiry job at the period's end. */
export async function scheduleSubscriptionExpiry(
  deps: Deps,
  s: { subscriptionId: string; expiresAt: Date },
): Promise<void> {
  await safely(deps, "subscription expiry job", { subscriptionId: s.subscriptionId }, () =>
    deps.queues.background.add(
      "commerce.subscription-expiry",
      { subscriptionId: s.subscriptionId },
      jobOptions(
        jobIds.subscriptionExpiry(s.subscriptionId, s.expiresAt),
        s.expiresAt.getTime() - Date.now(),
      ),
    ),
  );
}

/** A session was booked: the reminder (15 minutes before the start) and the end-of-session jobs. */
export async function scheduleSessionJobs(
  deps: Deps,
  s: { id: string; startsAt: Date; endsAt: Date },
): Promise<void> {
  const now = Date.now();
  await safely(deps, "session jobs", { sessionId: s.id }, async () => {
    await deps.queues.background.add(
      "commerce.session-reminder",
      { sessionId: s.id },
      jobOptions(jobIds.sessionReminder(s.id), s.startsAt.getTime() - REMINDER_LEAD_MS - now),
    );
    await deps.queues.background.add(
      "commerce.session-end",
      { sessionId: s.id },
      jobOptions(jobIds.sessionEnd(s.id), s.endsAt.getTime() - now),
    );
  });
}

/**
 * The sweep's part for reminders lost with Redis's data: every booked session starting within the
 * reminder's lead gets its reminder job again under the same id, which adds nothing while the job
 * still exists (delayed, due, or kept after it ran); a lost one runs at once, and the reminder itself
 * notifies each party once per session whatever runs it. Returns how many sessions were looked at.
 */
export async function requeueDueReminders(deps: Deps, now: Date): Promise<number> {
  const due = await bookedSessionsStartingBetween(
    deps.db,
    now,
    new Date(now.getTime() + REMINDER_LEAD_MS),
    200,
  );
  for (const sessionId of due) {
    await deps.queues.background.add(
      "commerce.session-reminder",
      { sessionId },
      jobOptions(jobIds.sessionReminder(sessionId), 0),
    );
  }
  return due.length;
}

/** A session was cancelled: its reminder and end jobs go. */
export async function unscheduleSessionJobs(deps: Deps, sessionId: string): Promise<void> {
  await safely(deps, "session job removal", { sessionId }, async () => {
    await deps.queues.background.remove(jobIds.sessionReminder(sessionId));
    await deps.queues.background.remove(jobIds.sessionEnd(sessionId));
  });
}
