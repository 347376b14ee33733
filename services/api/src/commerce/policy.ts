import { allow, type Decision, refuse } from "../http/policy.ts";

/**
 * The commerce rules. Facts come from `parties.ts` (the other user's visibility and the block rows
 * between the two) or from the row itself. Seeing another user's offers is profiles/policy.ts's
 * `seeUserPolicy`.
 */
export interface CounterpartyFacts {
  otherId: string;
  /** The other user exists and is visible (not deactivated or suspended: users/visibility.ts). */
  visible: boolean;
  /** The other user blocked the viewer. */
  blocksViewer: boolean;
  /** The viewer blocked the other user. */
  blockedByViewer: boolean;
}

/**
 * Paying another user (subscribe, buy, book), as for follows (profiles/policy.ts): never oneself (SELF);
 * the other user must be visible and must not have blocked the viewer (HIDDEN); a viewer who blocked
 * them is refused until they unblock (BLOCKED).
 */
export function payCounterpartyPolicy(
  facts: CounterpartyFacts,
  viewerId: string,
): Decision<"SELF" | "HIDDEN" | "BLOCKED"> {
  if (facts.otherId === viewerId) return refuse("SELF");
  if (!facts.visible || facts.blocksViewer) return refuse("HIDDEN");
  if (facts.blockedByViewer) return refuse("BLOCKED");
  return allow;
}

/** A session exists only for its two parties (HIDDEN: others get 404). */
export function sessionPartyPolicy(
  session: { playpalId: string; purchaserId: string },
  viewerId: string,
): Decision<"HIDDEN"> {
  return session.playpalId === viewerId || session.purchaserId === viewerId ? allow : refuse("HIDDEN");
}
