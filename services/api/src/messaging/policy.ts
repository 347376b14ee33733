import { allow, type Decision, refuse } from "../http/policy.ts";

/** API.md "Users and profiles": a block either way refuses DMs (opening, sending, editing). */
export function writePolicy(facts: { blocked: boolean }): Decision<"BLOCKED"> {
  return facts.blocked ? refuse("BLOCKED") : allow;
}

/**
 * Reading or writing in a conversation: only its two participants; anyone else learns nothing about the
 * id (HIDDEN, answered like an unknown conversation).
 */
export function participantPolicy(facts: { participantIds: string[] }, viewerId: string): Decision<"HIDDEN"> {
  const isParticipant = facts.participantIds.includes(viewerId);
  const hasOther = facts.participantIds.some((id) => id !== viewerId);
  return isParticipant && hasOther ? allow : refuse("HIDDEN");
}

/**
 * A deactivated or suspended participant receives nothing (API.md "Trust and safety": as if the account
 * did not exist): sending or editing in the thread is refused. The thread itself stays readable.
 */
export function recipientPolicy(facts: { recipientExists: boolean }): Decision<"RECIPIENT_GONE"> {
  return facts.recipientExists ? allow : refuse("RECIPIENT_GONE");
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
