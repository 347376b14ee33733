import type { JobsOptions } from "bullmq";
import type { Deps } from "../deps.ts";
import { notify } from "../notifications/notify.ts";

/**
 * Every side effect of the commerce domain, in one place: notifications, realtime re-checks and the
 * delayed jobs. Each runs after its transaction committed and never fails the request that caused it
 * (a queue or realtime outage is logged); the jobs check the state they act on when they run.
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
  productListed: (productId: string) => `product-listed-${productId}`,
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

/** A subscription was paid: NEW_SUBSCRIBER when it started (not on an extension), and the expiry job. */
export async function subscriptionPaid(
  deps: Deps,
  s: { subscriptionId: string; subscriberId: string; creatorId: string; expiresAt: Date; started: boolean },
): Promise<void> {
  if (s.started) {
    await safely(deps, "NEW_SUBSCRIBER notification", { subscriptionId: s.subscriptionId }, () =>
      notify(deps, {
        recipientId: s.creatorId,
        actorId: s.subscriberId,
        type: "NEW_SUBSCRIBER",
        targetType: "profile",
        targetId: s.subscriberId,
      }),
    );
  }
  await safely(deps, "subscription expiry job", { subscriptionId: s.subscriptionId }, () =>
    deps.queues.notifications.add(
      "commerce.subscription-expiry",
      { subscriptionId: s.subscriptionId },
      jobOptions(
        jobIds.subscriptionExpiry(s.subscriptionId, s.expiresAt),
        s.expiresAt.getTime() - Date.now(),
      ),
    ),
  );
}

/** A subscription lapsed: the subscriber's live sockets are re-checked, so they leave vip rooms. */
export async function subscriptionLapsed(deps: Deps, subscriberId: string): Promise<void> {
  await deps.realtime.recheckAccess(subscriberId);
}

/** A creator listed a product: the follower push fan-out, off the request path. */
export async function productListed(deps: Deps, p: { productId: string; creatorId: string }): Promise<void> {
  await safely(deps, "product fan-out", p, () =>
    deps.queues.notifications.add(
      "fanout.product-listed",
      p,
      jobOptions(jobIds.productListed(p.productId), 0),
    ),
  );
}

/** A session was booked: SESSION_BOOKED to the playpal, the reminder and the end-of-session jobs. */
export async function sessionBooked(
  deps: Deps,
  s: { id: string; playpalId: string; purchaserId: string; startsAt: Date; endsAt: Date },
): Promise<void> {
  await safely(deps, "SESSION_BOOKED notification", { sessionId: s.id }, () =>
    notify(deps, {
      recipientId: s.playpalId,
      actorId: s.purchaserId,
      type: "SESSION_BOOKED",
      targetType: "session",
      targetId: s.id,
    }),
  );
  const now = Date.now();
  await safely(deps, "session jobs", { sessionId: s.id }, async () => {
    await deps.queues.notifications.add(
      "commerce.session-reminder",
      { sessionId: s.id },
      jobOptions(jobIds.sessionReminder(s.id), s.startsAt.getTime() - REMINDER_LEAD_MS - now),
    );
    await deps.queues.notifications.add(
      "commerce.session-end",
      { sessionId: s.id },
      jobOptions(jobIds.sessionEnd(s.id), s.endsAt.getTime() - now),
    );
  });
}

/** A session was cancelled: SESSION_CANCELLED to the other party; its reminder and end jobs go. */
export async function sessionCancelled(
  deps: Deps,
  s: { id: string; cancelledBy: string | null; otherPartyId: string },
): Promise<void> {
  await safely(deps, "session job removal", { sessionId: s.id }, async () => {
    await deps.queues.notifications.remove(jobIds.sessionReminder(s.id));
    await deps.queues.notifications.remove(jobIds.sessionEnd(s.id));
  });
  await safely(deps, "SESSION_CANCELLED notification", { sessionId: s.id }, () =>
    notify(deps, {
      recipientId: s.otherPartyId,
      actorId: s.cancelledBy,
      type: "SESSION_CANCELLED",
      targetType: "session",
      targetId: s.id,
    }),
  );
}
