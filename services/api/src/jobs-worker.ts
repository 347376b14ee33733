import {
  type NotificationJobName,
  type NotificationJobs,
  notificationJobSchemas,
  QUEUES,
} from "@playpal/contracts";
import { createQueueConnection, observeWorker, withJobContext } from "@playpal/platform";
import { type Job, UnrecoverableError, Worker } from "bullmq";
import { handleSessionEnd } from "./commerce/sessions.ts";
import { handleSubscriptionExpiry } from "./commerce/subscriptions.ts";
import { sweepCommerce } from "./commerce/sweep.ts";
import type { Deps } from "./deps.ts";
import { fanOutPost, rebuildTimeline, sweepFanouts } from "./feeds/timeline.ts";
import { liveStartedProcessor } from "./notifications/live-started-fanout.ts";
import { productListedProcessor } from "./notifications/product-listed-fanout.ts";
import { checkPushReceipts } from "./notifications/push.ts";
import { roomCreatedProcessor } from "./notifications/room-created-fanout.ts";
import { handleSessionReminder } from "./notifications/session-reminder.ts";

type Handler<N extends NotificationJobName> = (job: Job<NotificationJobs[N]>) => Promise<unknown>;
type Registry = { [N in NotificationJobName]: Handler<N> };

/** One handler per job of the notifications queue; a missing one is a compile error. */
function createHandlers(deps: Deps): Registry {
  return {
    "push.receipts": (job) => checkPushReceipts(deps, job.data),
    "fanout.channel-room-created": roomCreatedProcessor(deps),
    "commerce.subscription-expiry": (job) => handleSubscriptionExpiry(deps, job.data.subscriptionId),
    "commerce.session-reminder": (job) => handleSessionReminder(deps, job.data.sessionId),
    "commerce.session-end": (job) => handleSessionEnd(deps, job.data.sessionId),
    "fanout.product-listed": productListedProcessor(deps),
    "commerce.sweep": () => sweepCommerce(deps),
    "fanout.live-started": liveStartedProcessor(deps),
    "feeds.fanout": (job) => fanOutPost(deps, job.data.postId),
    "feeds.rebuild": (job) => rebuildTimeline(deps, job.data.userId),
    "feeds.sweep": () => sweepFanouts(deps),
  };
}

/**
 * The consumer of the `notifications` queue, at the composition root because its jobs come from every
 * domain (notification fan-outs, commerce expiries, reminders and sweeps): a domain never imports it. It
 * runs inside the API process (started by main.ts); tests start it themselves.
 */
export function createNotificationsWorker(deps: Deps, options: { concurrency?: number } = {}): Worker {
  const handlers = createHandlers(deps);
  const connection = createQueueConnection(deps.config.REDIS_URL);
  const worker = new Worker(
    QUEUES.notifications,
    // In the request context of the request that queued the job: its log lines carry that reqId.
    withJobContext(async (job: Job) => {
      const name = job.name as NotificationJobName;
      const handler = handlers[name] as Handler<NotificationJobName> | undefined;
      if (!handler) throw new Error(`no handler for notifications job "${job.name}"`);
      // A malformed payload fails at once, with no retry: retrying cannot fix it.
      const payload = notificationJobSchemas[name].safeParse(job.data);
      if (!payload.success) {
        throw new UnrecoverableError(
          `invalid payload for notifications job "${job.name}": ${payload.error.message}`,
        );
      }
      job.data = payload.data;
      return handler(job as Job<NotificationJobs[NotificationJobName]>);
    }),
    { connection, prefix: `${deps.config.REDIS_PREFIX}:bull`, concurrency: options.concurrency ?? 4 },
  );
  worker.on("failed", (job, error) =>
    deps.logger.error({ jobId: job?.id, name: job?.name, err: error.message }, "notifications job failed"),
  );
  worker.on("error", (error) => deps.logger.error({ err: error.message }, "notifications worker error"));
  worker.on("closed", () => connection.disconnect());
  observeWorker(worker);
  return worker;
}
