import { releaseDueEarnings } from "@playpal/ledger";
import { scheduleRepeating } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { publish } from "../events/bus.ts";
import * as q from "./queries.ts";
import { handleSessionEnd } from "./sessions.ts";

/** How often the sweep runs; lapsed subscriptions are looked for over twice this span. */
export const SWEEP_EVERY_MS = 5 * 60_000;
const SCHEDULER_ID = "commerce-sweep";

/**
 * The safety net of the delayed commerce jobs (a job lost with a Redis outage or flush): completes
 * booked sessions that have ended and releases their held earnings, releases any other hold that is
 * due, and re-checks the live sockets of subscribers whose subscription lapsed recently. Everything it
 * does is idempotent, so it overlapping with the delayed jobs changes nothing.
 */
export async function sweepCommerce(deps: Deps, now = new Date()) {
  let sessions = 0;
  for (const id of await q.endedBookedSessionIds(deps.db, now, 200)) {
    await handleSessionEnd(deps, id, now);
    sessions += 1;
  }
  const released = await releaseDueEarnings(deps.db, now);
  const lapsed = await q.subscribersLapsedBetween(deps.db, new Date(now.getTime() - 2 * SWEEP_EVERY_MS), now);
  for (const subscriberId of lapsed) await publish(deps, "subscription.lapsed", { subscriberId });
  return { sessions, holds: released.released, rechecked: lapsed.length };
}

/**
 * Registers the sweep's job scheduler (idempotent; every API replica may do it at boot). While Redis
 * cannot be reached it tries again every 30 s in the background; boot never waits for it.
 */
export function scheduleCommerceSweep(deps: Deps, retryMs = 30_000): void {
  scheduleRepeating(
    deps.queues.notifications,
    deps.logger,
    { schedulerId: SCHEDULER_ID, name: "commerce.sweep", everyMs: SWEEP_EVERY_MS },
    retryMs,
  );
}
