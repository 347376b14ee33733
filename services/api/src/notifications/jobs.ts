import type { notificationJobSchemas } from "@playpal/contracts";
import type { JobGroup } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { liveStartedProcessor } from "./live-started-fanout.ts";
import { productListedProcessor } from "./product-listed-fanout.ts";
import { checkPushReceipts } from "./push.ts";
import { roomCreatedProcessor } from "./room-created-fanout.ts";
import { handleSessionReminder } from "./session-reminder.ts";

/**
 * The notifications domain's jobs: the fan-outs (a new room, a listed product, a stream gone live),
 * push receipts, and the session reminder commerce queues at booking.
 */
export function notificationsJobs(deps: Deps): JobGroup<typeof notificationJobSchemas> {
  return {
    owner: "notifications",
    handlers: {
      "push.receipts": (job) => checkPushReceipts(deps, job.data),
      "fanout.channel-room-created": roomCreatedProcessor(deps),
      "fanout.product-listed": productListedProcessor(deps),
      "fanout.live-started": liveStartedProcessor(deps),
      "commerce.session-reminder": (job) => handleSessionReminder(deps, job.data.sessionId),
    },
  };
}
