import type { Subscriber } from "../events/bus.ts";
import { clearAllMeCaches, clearMeCache } from "./me-cache.ts";

/**
 * The account cache's consumer (GET /user/me, `me-cache.ts`): whose cached account a write made stale.
 * The users domain's own writes (names, bio, username) clear it inline; a revocation needs nothing
 * (the entry is keyed by token version). Awaited, so the writer's next read sees its write.
 */
export const usersSubscriber: Subscriber = {
  consumer: "users",
  afterCommit: {
    // followingCount of the follower, followersCount of the followed.
    "follow.created": (e, deps) => clearMeCache(deps, [e.followerId, e.followingId]),
    // Also when no edge was left: a repeated unfollow retries a clean-up that failed before.
    "follow.removed": (e, deps) => clearMeCache(deps, [e.followerId, e.followingId]),
    "block.created": (e, deps) =>
      clearMeCache(
        deps,
        e.endedFollows.flatMap((f) => [f.followerId, f.followingId]),
      ),
    "user.changed": (e, deps) => clearMeCache(deps, e.userIds),
    "account.purged": (e, deps) => clearMeCache(deps, [e.userId]),
    // The follow counters of everyone in the account's graph leave it out, or count it again.
    "account.deactivated": (_e, deps) => clearAllMeCaches(deps),
    "account.restored": (_e, deps) => clearAllMeCaches(deps),
    "account.suspended": (_e, deps) => clearAllMeCaches(deps),
  },
};
