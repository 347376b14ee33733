import type { NotificationJobs } from "@playpal/contracts";
import type { Deps } from "../deps.ts";
import { fanoutProductListed } from "./products.ts";

/** The BullMQ processor of `fanout.product-listed`: resumes after the last batch a retried job finished. */
export function productListedProcessor(deps: Deps) {
  return async (job: {
    data: NotificationJobs["fanout.product-listed"];
    progress: unknown;
    updateProgress(value: object): Promise<void>;
  }) => {
    const recorded = job.progress as { createdAt?: string; id?: string } | number | undefined;
    const resumeAfter =
      typeof recorded === "object" && recorded?.createdAt && recorded.id
        ? { createdAt: new Date(recorded.createdAt), id: recorded.id }
        : null;
    return fanoutProductListed(deps, job.data, {
      resumeAfter,
      onBatchDone: (after) => job.updateProgress({ createdAt: after.createdAt.toISOString(), id: after.id }),
    });
  };
}
