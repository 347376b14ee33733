import type { BackgroundJobs } from "@playpal/contracts";
import { findProduct } from "../commerce/queries.ts";
import type { Deps } from "../deps.ts";
import { blockedAmong, listFollowerIdsPage } from "../profiles/graph.ts";
import { sendPlainPushes } from "./push.ts";

export const PRODUCT_LISTED_JOB = "fanout.product-listed" as const;
type ProductListed = BackgroundJobs[typeof PRODUCT_LISTED_JOB];

/**
 * On `product.listed`: the follower push fan-out, queued off the request path. The job id is the
 * product's, so a repeated call queues nothing more. A queue failure is logged, never raised: the
 * product is listed.
 */
export async function enqueueProductListedFanout(deps: Deps, data: ProductListed): Promise<void> {
  try {
    await deps.queues.background.add(PRODUCT_LISTED_JOB, data, {
      jobId: `product-listed-${data.productId}`,
      attempts: 5,
      backoff: { type: "exponential", delay: 5000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
  } catch (error) {
    deps.logger.error({ ...data, err: (error as Error).message }, "product fan-out failed");
    // The event outbox delivers the event again, with backoff (the job id makes a repeat harmless).
    throw error;
  }
}

/** Followers pushed per batch. */
const FANOUT_BATCH = 500;

/**
 * The `fanout.product-listed` job: a push to the creator's followers (not in a block with them) whose
 * `pushEnabled` and `shopUpdates` are on, deep-linking to the creator's profile. SPEC.md has no
 * notification type for it, so nothing is stored. A retried job resumes after its last batch.
 */
export async function fanoutProductListed(
  deps: Deps,
  data: { productId: string; creatorId: string },
  progress: {
    resumeAfter?: { createdAt: Date; id: string } | null;
    onBatchDone?: (after: { createdAt: Date; id: string }) => Promise<void>;
  } = {},
): Promise<{ pushed: number }> {
  const product = await findProduct(deps.db, data.productId);
  if (!product) return { pushed: 0 };
  const creator = await deps.db.query.users.findFirst({
    columns: { displayName: true },
    where: (u, { eq }) => eq(u.id, data.creatorId),
  });
  let after = progress.resumeAfter ?? null;
  let pushed = 0;
  for (;;) {
    const page = await listFollowerIdsPage(deps.db, data.creatorId, FANOUT_BATCH, after);
    const blocked = await blockedAmong(deps.db, data.creatorId, page.ids);
    pushed += await sendPlainPushes(
      deps,
      page.ids.filter((id) => !blocked.has(id)),
      {
        title: `${creator?.displayName ?? "A creator"} listed ${product.title.slice(0, 80)}`,
        body: `${product.priceCoins} Play Coins`,
        data: { screen: "profile", userId: data.creatorId },
      },
      "shopUpdates",
    );
    if (!page.next) break;
    after = page.next;
    await progress.onBatchDone?.(after);
  }
  return { pushed };
}

/** The BullMQ processor of `fanout.product-listed`: resumes after the last batch a retried job finished. */
export function productListedProcessor(deps: Deps) {
  return async (job: {
    data: ProductListed;
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
