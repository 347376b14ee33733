import type { notificationJobSchemas } from "@playpal/contracts";
import type { JobGroup } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { handleSessionEnd } from "./sessions.ts";
import { handleSubscriptionExpiry } from "./subscriptions.ts";
import { sweepCommerce } from "./sweep.ts";

/** The commerce domain's jobs: its delayed jobs (delayed-jobs.ts queues them) and their sweep. */
export function commerceJobs(deps: Deps): JobGroup<typeof notificationJobSchemas> {
  return {
    owner: "commerce",
    handlers: {
      "commerce.subscription-expiry": (job) => handleSubscriptionExpiry(deps, job.data.subscriptionId),
      "commerce.session-end": (job) => handleSessionEnd(deps, job.data.sessionId),
      "commerce.sweep": () => sweepCommerce(deps),
    },
  };
}
