import type { RoomMessage as RoomMessageView, Room as RoomView } from "@playpal/contracts";
import type { Storage } from "@playpal/platform";
import type { z } from "zod";
import { imageUrl, presentUserSummary } from "../users/views.ts";
import type * as q from "./queries.ts";
import type { channelSchema, memberSchema } from "./schema.ts";

/** Wire objects are named `<Thing>View`; the functions that build them `present<Thing>` (as posts/views.ts). */
export type ChannelView = z.infer<typeof channelSchema>;
export type MemberView = z.infer<typeof memberSchema>;
export type { RoomMessageView, RoomView };

/** A user as a channel query joins them (the four summary columns). */
interface JoinedUser {
  username: string | null;
  displayName: string;
  avatarKey: string | null;
}

export function presentChannel(
  channel: q.ChannelRow,
  viewerRole: ChannelView["viewerRole"],
  storage: Storage,
): ChannelView {
  return {
    id: channel.id,
    ownerId: channel.ownerId,
    name: channel.name,
    description: channel.description,
    bannerUrl: imageUrl(storage, channel.bannerKey),
    memberCount: channel.memberCount,
    viewerRole,
    createdAt: channel.createdAt.toISOString(),
  };
}

/** One row of a channel's member list. */
export function presentMember(
  row: JoinedUser & { userId: string; role: MemberView["role"]; joinedAt: Date },
  storage: Storage,
): MemberView {
  return {
    user: presentUserSummary(storage, { ...row, id: row.userId }),
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export function presentRoom(room: q.RoomRow): RoomView {
  return {
    id: room.id,
    channelId: room.channelId,
    name: room.name,
    visibility: room.visibility,
    sessionId: room.sessionId,
    createdAt: room.createdAt.toISOString(),
  };
}

/** A room message with its sender; a deleted message keeps its place without its body. */
export function presentRoomMessage(
  row: q.RoomMessageRow,
  sender: JoinedUser,
  storage: Storage,
): RoomMessageView {
  return {
    id: row.id,
    roomId: row.roomId,
    senderId: row.senderId,
    sender: presentUserSummary(storage, { ...sender, id: row.senderId }),
    body: row.deletedAt ? null : row.body,
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
