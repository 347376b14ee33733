import type { Subscriber } from "../events/bus.ts";
import { mediaProcessJobOptions } from "../queue.ts";

/**
 * The media queue's consumer: one `media.process` job per file of a new post (jobId = media id, so a
 * retry never queues twice). A failed enqueue is logged: the post exists and its media stays `pending`
 * for a re-enqueue sweep.
 */
export const mediaSubscriber: Subscriber = {
  consumer: "media",
  afterCommit: {
    "post.created": (e, deps) =>
      Promise.all(
        e.media.map((job) =>
          deps.queues.media.add("media.process", job, mediaProcessJobOptions(job.mediaId)).catch((error) => {
            deps.logger.error(
              { err: (error as Error).message, mediaId: job.mediaId },
              "media job enqueue failed",
            );
          }),
        ),
      ),
  },
};
