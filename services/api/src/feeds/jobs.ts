import type { notificationJobSchemas } from "@playpal/contracts";
import type { JobGroup } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { fanOutPost, rebuildTimeline, sweepFanouts } from "./timeline.ts";

/** The feeds domain's jobs: home-timeline fan-outs, rebuilds and the outbox sweep. */
export function feedsJobs(deps: Deps): JobGroup<typeof notificationJobSchemas> {
  return {
    owner: "feeds",
    handlers: {
      "feeds.fanout": (job) => fanOutPost(deps, job.data.postId),
      "feeds.rebuild": (job) => rebuildTimeline(deps, job.data.userId),
      "feeds.sweep": () => sweepFanouts(deps),
    },
  };
}
