import { allow, type Decision, refuse } from "../http/policy.ts";

/**
 * The channel rules; who may enter a room is `room-access.ts` (`roomAccessAllows`), the model these
 * follow.
 */

/** Only the owner changes a channel or its rooms (a room outside any channel has no owner). */
export function manageChannelPolicy(
  channel: { ownerId: string | null },
  viewerId: string,
): Decision<"NOT_OWNER"> {
  return channel.ownerId !== null && channel.ownerId === viewerId ? allow : refuse("NOT_OWNER");
}

/** Joining is refused when the owner and the caller blocked one another. */
export function joinChannelPolicy(facts: { blockedWithOwner: boolean }): Decision<"BLOCKED"> {
  return facts.blockedWithOwner ? refuse("BLOCKED") : allow;
}

/** The owner cannot leave their own channel. */
export function leaveChannelPolicy(
  channel: { ownerId: string },
  viewerId: string,
): Decision<"OWNER_CANNOT_LEAVE"> {
  return channel.ownerId === viewerId ? refuse("OWNER_CANNOT_LEAVE") : allow;
}

/**
 * Changing a room message: someone the room does not let in learns nothing about its messages
 * (HIDDEN, answered like an unknown message); inside the room, only the sender.
 */
export function changeRoomMessagePolicy(
  facts: { mayEnter: boolean; senderId: string | null },
  viewerId: string,
): Decision<"HIDDEN" | "NOT_SENDER"> {
  if (!facts.mayEnter || facts.senderId === null) return refuse("HIDDEN");
  return facts.senderId === viewerId ? allow : refuse("NOT_SENDER");
}
