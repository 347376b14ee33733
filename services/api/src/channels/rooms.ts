import type { Cursor, Executor } from "@playpal/db";
import { AppError, badRequest, CONFERENCE_TOKEN_TTL_SECONDS, forbidden, notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { publish, publishInTransaction } from "../events/bus.ts";
import { enforce } from "../http/policy.ts";
import { changeRoomMessagePolicy, manageChannelPolicy } from "./policy.ts";
import * as q from "./queries.ts";
import { canEnterRoom, requireRoomAccess } from "./room-access.ts";
import { requireChannel, requireOwnedChannel } from "./service.ts";
import { presentRoom, presentRoomMessage, type RoomMessageView, type RoomView } from "./views.ts";

/** `GET /rooms/:roomId`: the room, to whoever its visibility rule lets in (404 unknown, 403 refused). */
export async function getRoom(deps: Deps, userId: string, roomId: string): Promise<RoomView> {
  return presentRoom(await requireRoomAccess(deps.db, userId, roomId));
}

/**
 * Creates the private room of a booked session inside the booking's transaction (the commerce domain
 * calls this; the room access rule lets only the session's two parties in).
 */
export async function createSessionRoom(db: Executor, sessionId: string, name: string): Promise<RoomView> {
  return presentRoom(await q.insertSessionRoom(db, { sessionId, name }));
}

/** Rooms by id, presented (for a list of sessions and their private rooms). */
export async function loadRooms(db: Executor, ids: string[]): Promise<Map<string, RoomView>> {
  const rows = await q.findRoomsByIds(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, presentRoom(r)]));
}

/**
 * `POST /channels/:channelId/rooms` (owner only): the room is announced live to the channel and its
 * members are notified by a queued fan-out.
 */
export async function createRoom(
  deps: Deps,
  userId: string,
  channelId: string,
  input: { name: string; visibility: "public" | "members" | "vip" },
): Promise<RoomView> {
  await requireOwnedChannel(deps, channelId, userId);
  // The room and its event (the members' fan-out) commit together (events/outbox.ts).
  const event = await deps.db.transaction(async (tx) => {
    const created = {
      channelId,
      room: presentRoom(await q.insertRoom(tx, { channelId, ...input })),
      actorId: userId,
    };
    await publishInTransaction(deps, tx, "room.created", created);
    return created;
  });
  await publish(deps, "room.created", event);
  return event.room;
}

/** `PATCH /rooms/:roomId` (channel owner only); emits the changed fields as `patch`. */
export async function updateRoom(
  deps: Deps,
  userId: string,
  roomId: string,
  patch: { name?: string; visibility?: "public" | "members" | "vip" },
): Promise<RoomView> {
  const found = await q.findRoomWithOwner(deps.db, roomId);
  if (!found) throw notFound("Room not found");
  const { room, ownerId } = found;
  enforce(manageChannelPolicy({ ownerId: room.channelId ? ownerId : null }, userId), {
    NOT_OWNER: () => forbidden("Only the channel owner can change this room", "NOT_OWNER"),
  });
  const updated = await q.updateRoom(deps.db, roomId, patch);
  if (!updated) throw notFound("Room not found");
  await publish(deps, "room.updated", {
    // The policy allows only the owner of the room's channel: a room without one was refused.
    channelId: room.channelId as string,
    roomId,
    patch: { ...patch },
  });
  return presentRoom(updated);
}

export async function listRooms(
  deps: Deps,
  userId: string,
  channelId: string,
  page: { limit: number; cursor?: Cursor },
) {
  await requireChannel(deps, channelId, userId);
  const { items, nextCursor } = await q.listRooms(deps.db, channelId, page);
  return { items: items.map(presentRoom), nextCursor };
}

export async function listRoomMessages(
  deps: Deps,
  userId: string,
  roomId: string,
  page: { limit: number; cursor?: Cursor },
) {
  await requireRoomAccess(deps.db, userId, roomId);
  const { items, nextCursor } = await q.listRoomMessages(deps.db, roomId, page);
  return { items: items.map((r) => presentRoomMessage(r.message, r, deps.storage)), nextCursor };
}

export async function sendRoomMessage(
  deps: Deps,
  userId: string,
  roomId: string,
  body: string,
): Promise<RoomMessageView> {
  await requireRoomAccess(deps.db, userId, roomId);
  const sender = await q.findUserSummary(deps.db, userId);
  if (!sender) throw notFound("User not found", "USER_NOT_FOUND");
  const message = presentRoomMessage(
    await q.insertRoomMessage(deps.db, { roomId, senderId: userId, body }),
    sender,
    deps.storage,
  );
  await publish(deps, "room.message.sent", { roomId, message });
  return message;
}

/**
 * The caller's own message in a room they may enter. Like a DM's non-participant, someone the room
 * does not let in (or an unknown room or message) gets 404 and learns nothing about its messages;
 * someone inside the room who is not the sender gets 403.
 */
async function requireOwnRoomMessage(deps: Deps, userId: string, roomId: string, messageId: string) {
  const access = await canEnterRoom(deps.db, userId, roomId);
  const found = access?.allowed ? await q.findRoomMessage(deps.db, roomId, messageId) : null;
  const decision = changeRoomMessagePolicy(
    { mayEnter: access?.allowed ?? false, senderId: found?.message.senderId ?? null },
    userId,
  );
  enforce(decision, {
    HIDDEN: () => notFound("Message not found"),
    NOT_SENDER: () => forbidden("Only the sender can change a message", "NOT_SENDER"),
  });
  return found as NonNullable<typeof found>;
}

/** `PATCH /rooms/:roomId/messages/:messageId` (sender only); emits `room:message:edited`. */
export async function editRoomMessage(
  deps: Deps,
  userId: string,
  roomId: string,
  messageId: string,
  body: string,
): Promise<RoomMessageView> {
  const found = await requireOwnRoomMessage(deps, userId, roomId, messageId);
  // As for DMs: a deleted message cannot be given new text (deleted between the read and the write too).
  const row = found.message.deletedAt
    ? null
    : await q.editRoomMessage(deps.db, messageId, { body, editedAt: new Date() });
  if (!row?.editedAt) throw badRequest("A deleted message cannot be edited", "MESSAGE_DELETED");
  await publish(deps, "room.message.edited", {
    roomId,
    messageId,
    body: row.body,
    editedAt: row.editedAt.toISOString(),
  });
  return presentRoomMessage(row, found, deps.storage);
}

/**
 * `DELETE /rooms/:roomId/messages/:messageId` (sender only): soft delete, the history keeps a
 * tombstone. Deleting twice answers the same tombstone and emits `room:message:deleted` once.
 */
export async function deleteRoomMessage(
  deps: Deps,
  userId: string,
  roomId: string,
  messageId: string,
): Promise<RoomMessageView> {
  const found = await requireOwnRoomMessage(deps, userId, roomId, messageId);
  if (found.message.deletedAt) return presentRoomMessage(found.message, found, deps.storage);
  const row = await q.softDeleteRoomMessage(deps.db, messageId, new Date());
  if (!row?.deletedAt) {
    // A concurrent delete won: answer its tombstone; it emitted the event.
    const current = await q.findRoomMessage(deps.db, roomId, messageId);
    if (!current) throw notFound("Message not found");
    return presentRoomMessage(current.message, current, deps.storage);
  }
  await publish(deps, "room.message.deleted", {
    roomId,
    messageId,
    deletedAt: row.deletedAt.toISOString(),
  });
  return presentRoomMessage(row, found, deps.storage);
}

/** The conference room of a channel room: its id, so one room maps to exactly one voice room. */
export const conferenceRoomName = (roomId: string) => `room_${roomId}`;

/**
 * `POST /rooms/:roomId/voice-token`: the caller must pass the room access rule; the conference room is
 * created first when a server is configured, then a 1-hour token for that room alone is minted.
 */
export async function issueVoiceToken(deps: Deps, userId: string, roomId: string) {
  const room = await requireRoomAccess(deps.db, userId, roomId);
  const user = await q.findUserSummary(deps.db, userId);
  if (!user) throw notFound("User not found", "USER_NOT_FOUND");
  const roomName = conferenceRoomName(room.id);
  try {
    await deps.conference.ensureRoom(roomName);
  } catch (error) {
    deps.logger.error({ err: (error as Error).message, roomName }, "conference room creation failed");
    throw new AppError(503, "CONFERENCE_UNAVAILABLE", "The voice server is unavailable, try again shortly");
  }
  const token = await deps.conference.mintToken({
    roomName,
    identity: userId,
    displayName: user.displayName,
  });
  return { token, url: deps.conference.url, roomName, expiresIn: CONFERENCE_TOKEN_TTL_SECONDS as 3600 };
}

/** `GET /room/:roomId/authz`: the realtime join check, the same rule as the voice token. */
export async function authorizeRoomJoin(deps: Deps, userId: string, roomId: string): Promise<void> {
  await requireRoomAccess(deps.db, userId, roomId);
}
