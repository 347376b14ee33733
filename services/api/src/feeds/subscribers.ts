import type { Subscriber } from "../events/bus.ts";
import { clearAllFeedCaches, clearFeedCache } from "./cache.ts";
import { insertFanoutPending } from "./outbox.ts";
import { mergeAuthor, unmergeAuthor } from "./timeline.ts";
import { queueFanout } from "./timeline-jobs.ts";

/**
 * The feeds' consumer (cache and timelines): which user's cached pages a write makes stale (SPEC.md clears only the
 * writer's own cache; others' pages expire by TTL). Awaited, so the writer's next read sees its write.
 */
export const feedsSubscriber: Subscriber = {
  consumer: "feeds",
  inTransaction: {
    // The fan-out outbox: the post's row commits with the post, and goes when its fan-out is done.
    "post.created": (e, tx) => insertFanoutPending(tx, e.postId),
  },
  afterCommit: {
    "post.created": (e, deps) => Promise.all([clearFeedCache(deps, e.authorId), queueFanout(deps, e.postId)]),
    // Once for the batch: every post is the author's.
    "post.deleted": (e, deps) => clearFeedCache(deps, e.authorId),
    // The reactor's cached pages carry their `myReactions`.
    "reaction.added": (e, deps) => clearFeedCache(deps, e.userId),
    "reaction.removed": (e, deps) => clearFeedCache(deps, e.userId),
    // The timeline first (awaited: the follower's next read sees the author's posts), then the cache.
    "follow.created": async (e, deps) => {
      await mergeAuthor(deps, e.followerId, e.followingId);
      await clearFeedCache(deps, e.followerId);
    },
    "follow.removed": async (e, deps) => {
      if (!e.existed) return;
      await clearFeedCache(deps, e.followerId);
      await unmergeAuthor(deps, e.followerId, e.followingId);
    },
    // Each side's cached home feed may hold the other's posts.
    "block.created": async (e, deps) => {
      await Promise.all([clearFeedCache(deps, e.blockerId), clearFeedCache(deps, e.blockedId)]);
      await Promise.all(e.endedFollows.map((f) => unmergeAuthor(deps, f.followerId, f.followingId)));
    },
    // The owner's pages show the post's media.
    "media.attached": (e, deps) => clearFeedCache(deps, e.ownerId),
    "media.status.changed": (e, deps) => clearFeedCache(deps, e.ownerId),
    // Content that must leave (or come back to) every viewer's feed now, not after the TTL.
    "account.deactivated": (_e, deps) => clearAllFeedCaches(deps),
    "account.restored": (_e, deps) => clearAllFeedCaches(deps),
    "account.suspended": (_e, deps) => clearAllFeedCaches(deps),
    "content.moderated": (_e, deps) => clearAllFeedCaches(deps),
    // The post is `sensitive` (or hidden) on every viewer's page from now on, not after the TTL.
    "media.flagged": (_e, deps) => clearAllFeedCaches(deps),
  },
};
