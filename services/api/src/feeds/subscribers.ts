import type { Subscriber } from "../events/bus.ts";
import { clearAllFeedCaches, clearFeedCache } from "./cache.ts";

/**
 * The feed cache's consumer: which user's cached pages a write makes stale (SPEC.md clears only the
 * writer's own cache; others' pages expire by TTL). Awaited, so the writer's next read sees its write.
 */
export const feedsSubscriber: Subscriber = {
  consumer: "feeds",
  afterCommit: {
    "post.created": (e, deps) => clearFeedCache(deps, e.authorId),
    "post.deleted": (e, deps) => clearFeedCache(deps, e.authorId),
    // The reactor's cached pages carry their `myReactions`.
    "reaction.added": (e, deps) => clearFeedCache(deps, e.userId),
    "reaction.removed": (e, deps) => clearFeedCache(deps, e.userId),
    "follow.created": (e, deps) => clearFeedCache(deps, e.followerId),
    "follow.removed": (e, deps) => (e.existed ? clearFeedCache(deps, e.followerId) : undefined),
    // Each side's cached home feed may hold the other's posts.
    "block.created": (e, deps) =>
      Promise.all([clearFeedCache(deps, e.blockerId), clearFeedCache(deps, e.blockedId)]),
    // The owner's pages show the post's media.
    "media.attached": (e, deps) => clearFeedCache(deps, e.ownerId),
    "media.status.changed": (e, deps) => clearFeedCache(deps, e.ownerId),
    // Content that must leave (or come back to) every viewer's feed now, not after the TTL.
    "account.deactivated": (_e, deps) => clearAllFeedCaches(deps),
    "account.restored": (_e, deps) => clearAllFeedCaches(deps),
    "account.suspended": (_e, deps) => clearAllFeedCaches(deps),
    "content.moderated": (_e, deps) => clearAllFeedCaches(deps),
  },
};
