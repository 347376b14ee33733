import { allow, type Decision, refuse } from "../http/policy.ts";

/*
 * Blocks and what each side sees (API.md "Users and profiles" leaves the profile view open):
 * - When the target has blocked the caller, the target does not exist for the caller: its profile, its
 *   follower and following lists, follow and unfollow all answer 404, exactly like an unknown id, so a
 *   block is never revealed (HIDDEN). The caller can still block the target back (mutual blocks must be
 *   possible).
 * - When the caller has blocked the target, the profile is shown with `isBlocked: true` (so the client can
 *   offer "unblock"), and following the target is refused with 403 BLOCKED until the caller unblocks.
 * - Lists never show anyone who is in a block with the caller, in either direction (in SQL: graph.ts).
 * The block rows themselves are read by `profiles/graph.ts`.
 */

/**
 * Seeing a user (profile, follower lists, links, a creator's offers): one always sees oneself; anyone
 * else must be visible (not deactivated or suspended) and must not have blocked the viewer.
 */
export function seeUserPolicy(
  facts: { userId: string; visible: boolean; blocksViewer: boolean },
  viewerId: string,
): Decision<"HIDDEN"> {
  if (facts.userId === viewerId) return allow;
  return facts.visible && !facts.blocksViewer ? allow : refuse("HIDDEN");
}

/** Follow, unfollow, block and unblock take another user, never oneself. */
export function otherUserPolicy(targetId: string, viewerId: string): Decision<"SELF"> {
  return targetId === viewerId ? refuse("SELF") : allow;
}

/** The block rows between the viewer and a target, as graph.ts's `blockState` reads them. */
export interface PairFacts {
  targetBlocksViewer: boolean;
  viewerBlocksTarget: boolean;
}

/** Following: a target that blocked the viewer does not exist for them; one the viewer blocked is refused. */
export function followPolicy(pair: PairFacts): Decision<"HIDDEN" | "BLOCKED"> {
  if (pair.targetBlocksViewer) return refuse("HIDDEN");
  if (pair.viewerBlocksTarget) return refuse("BLOCKED");
  return allow;
}

/** Unfollowing: a target that blocked the viewer does not exist for them. */
export function unfollowPolicy(pair: PairFacts): Decision<"HIDDEN"> {
  return pair.targetBlocksViewer ? refuse("HIDDEN") : allow;
}
