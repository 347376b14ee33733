import type { Executor } from "@playpal/db";
import { forbidden, notFound } from "@playpal/platform";
import { loadRoomAccessFacts, type RoomAccessFacts, type RoomRow } from "./queries.ts";

/**
 * SPEC.md "Voice room access", the one rule behind the voice token, the realtime join check
 * (`GET /room/:roomId/authz`) and room chat:
 * - public: anyone authenticated;
 * - members: the channel owner or a ChannelMember;
 * - vip: the channel owner, or a member holding an active CreatorSubscription to the owner
 *   (`expiresAt` null or in the future);
 * - private: only the `playpalId` and `purchaserId` of the session attached to the room.
 */
export function roomAccessAllows(facts: RoomAccessFacts, userId: string): boolean {
  const isOwner = facts.ownerId !== null && facts.ownerId === userId;
  switch (facts.room.visibility) {
    case "public":
      return true;
    case "members":
      return isOwner || facts.isMember;
    case "vip":
      return isOwner || (facts.isMember && facts.hasActiveSubscription);
    case "private":
      return userId === facts.sessionPlaypalId || userId === facts.sessionPurchaserId;
    default:
      return false;
  }
}

/** The room and whether the user may enter it; null when the room does not exist. */
export async function canEnterRoom(
  db: Executor,
  userId: string,
  roomId: string,
  now = new Date(),
): Promise<{ room: RoomRow; allowed: boolean } | null> {
  const facts = await loadRoomAccessFacts(db, roomId, userId, now);
  if (!facts) return null;
  return { room: facts.room, allowed: roomAccessAllows(facts, userId) };
}

/** `canEnterRoom` as a guard: 404 for an unknown room, 403 when the rule refuses. */
export async function requireRoomAccess(db: Executor, userId: string, roomId: string): Promise<RoomRow> {
  const access = await canEnterRoom(db, userId, roomId);
  if (!access) throw notFound("Room not found");
  if (!access.allowed) throw forbidden("You cannot enter this room", "ROOM_ACCESS_DENIED");
  return access.room;
}
