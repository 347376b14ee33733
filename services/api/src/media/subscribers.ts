import type { Subscriber } from "../events/bus.ts";
import { alignPostMediaVisibility } from "../posts/service.ts";
import { mediaProcessJobOptions } from "../queue.ts";
import { queueAccountMediaAccess } from "./access.ts";

/**
 * The media queue's consumer: one `media.process` job per file of a new post (jobId = media id, so a
 * retry never queues twice). A failed enqueue is retried by the event outbox; the media stays `pending`
 * meanwhile, and the media sweep re-enqueues it too. And who may load media from their public URLs: a post hidden or restored by
 * moderation at once, an account hidden or shown again by the `account.media-access` job.
 */
export const mediaSubscriber: Subscriber = {
  consumer: "media",
  afterCommit: {
    // Withdrawn content stops being served from its public URLs (and the CDN); restored content is again.
    "content.moderated": (e, deps) =>
      e.targetType === "post" && e.action !== "remove"
        ? alignPostMediaVisibility(deps, e.targetId)
        : undefined,
    // Screening hid the post: the media of it already public (its other files) stop being served.
    "media.flagged": (e, deps) =>
      e.verdict === "hidden" ? alignPostMediaVisibility(deps, e.postId) : undefined,
    "account.deactivated": (e, deps) => queueAccountMediaAccess(deps, e.userId),
    "account.restored": (e, deps) => queueAccountMediaAccess(deps, e.userId),
    "account.suspended": (e, deps) => queueAccountMediaAccess(deps, e.userId, e.until),
    // A failed enqueue fails the delivery: the event outbox retries it (and the media sweep re-enqueues
    // what stays pending).
    "post.created": (e, deps) =>
      Promise.all(
        e.media.map((job) =>
          deps.queues.media.add("media.process", job, mediaProcessJobOptions(job.mediaId)),
        ),
      ),
  },
};
