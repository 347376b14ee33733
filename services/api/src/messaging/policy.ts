import { allow, type Decision, refuse } from "../http/policy.ts";

/** API.md "Users and profiles": a block either way refuses DMs (opening, sending, editing). */
export function writePolicy(facts: { blocked: boolean }): Decision<"BLOCKED"> {
  return facts.blocked ? refuse("BLOCKED") : allow;
}

/** Only the sender edits or deletes a message. */
export function changeMessagePolicy(message: { senderId: string }, viewerId: string): Decision<"NOT_SENDER"> {
  return message.senderId === viewerId ? allow : refuse("NOT_SENDER");
}

/**
 * The realtime join check of a DM room: an unknown conversation is NOT_FOUND; a non-participant, or a
 * participant in a block with the other, is refused.
 */
export function dmJoinPolicy(
  facts: { exists: boolean; participantIds: string[]; blocked: boolean },
  viewerId: string,
): Decision<"NOT_FOUND" | "NOT_PARTICIPANT" | "BLOCKED"> {
  if (!facts.exists) return refuse("NOT_FOUND");
  if (!facts.participantIds.includes(viewerId)) return refuse("NOT_PARTICIPANT");
  if (facts.blocked) return refuse("BLOCKED");
  return allow;
}
