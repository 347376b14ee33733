import { metricsRegistry } from "@playpal/platform";
import { Gauge } from "prom-client";
import type { Deps } from "../deps.ts";
import { fanoutOutboxState } from "./outbox.ts";

let db: Deps["db"] | null = null;

/** The outbox now, or null (not observed here, or the read failed: the series is absent this scrape). */
const readOutbox = () => (db ? fanoutOutboxState(db).catch(() => null) : Promise.resolve(null));

/**
 * The fan-out outbox on `/metrics` (docs/operations.md): how many posts are not yet on their followers'
 * timelines, and how old the oldest of them is. A few for a few seconds is normal (jobs in flight); a
 * count that grows or an age over a few minutes means the fan-out jobs are failing or not running, and
 * warm timelines are missing those posts until the sweep's retries succeed.
 */
function outboxGauge(
  name: string,
  help: string,
  value: (state: { pending: number; oldestSeconds: number }) => number,
): void {
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    async collect() {
      const state = await readOutbox();
      if (state) this.set(value(state));
    },
  });
}
outboxGauge(
  "playpal_feeds_fanout_pending_posts",
  "Posts whose home-timeline fan-out is not done yet (the feed_fanout_pending outbox)",
  (state) => state.pending,
);
outboxGauge(
  "playpal_feeds_fanout_oldest_pending_seconds",
  "Age of the oldest post whose home-timeline fan-out is not done yet (0 when none)",
  (state) => state.oldestSeconds,
);

/** Reports the API's fan-out outbox at every scrape (called once by the app). */
export function observeFanoutOutbox(deps: Pick<Deps, "db">): void {
  db = deps.db;
}
