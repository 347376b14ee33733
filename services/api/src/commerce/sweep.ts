import { releaseDueEarnings } from "@playpal/ledger";
import type { RecurringJob } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { publish } from "../events/bus.ts";
import { requeueDueReminders } from "./delayed-jobs.ts";
import * as q from "./queries.ts";
import { handleSessionEnd } from "./sessions.ts";

/** How often the sweep runs; lapsed subscriptions are looked for over twice this span. */
export const SWEEP_EVERY_MS = 5 * 60_000;
const SCHEDULER_ID = "commerce-sweep";

/**
 * The safety net of the delayed commerce jobs (a job lost with a Redis outage, flush or restart without
 * its data), from PostgreSQL: completes booked sessions that have ended and releases their held
 * earnings, releases any other hold that is due, queues again the reminders of sessions starting within
 * 15 minutes, and re-checks the live sockets of subscribers whose subscription lapsed recently (the
 * expiry job's work). Everything it does is idempotent, so it overlapping with the delayed jobs
 * changes nothing.
 */
export async function sweepCommerce(deps: Deps, now = new Date()) {
  let sessions = 0;
  for (const id of await q.endedBookedSessionIds(deps.db, now, 200)) {
    await handleSessionEnd(deps, id, now);
    sessions += 1;
  }
  const reminders = await requeueDueReminders(deps, now);
  const released = await releaseDueEarnings(deps.db, now);
  const lapsed = await q.subscribersLapsedBetween(deps.db, new Date(now.getTime() - 2 * SWEEP_EVERY_MS), now);
  for (const subscriberId of lapsed) await publish(deps, "subscription.lapsed", { subscriberId });
  return { sessions, reminders, holds: released.released, rechecked: lapsed.length };
}

/** The sweep's recurring job (on the `background` queue), kept registered by the API (main.ts). */
export function commerceSweepJob(deps: Deps): RecurringJob {
  return {
    queue: deps.queues.background,
    schedulerId: SCHEDULER_ID,
    name: "commerce.sweep",
    everyMs: SWEEP_EVERY_MS,
  };
}
