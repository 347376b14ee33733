import { index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, ts } from "./columns.ts";

export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    /** For 1:1 conversations: the two user ids sorted and joined with ":", so opening one is idempotent. */
    pairKey: text("pair_key"),
    lastMessageAt: ts("last_message_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("conversations_pair_key").on(t.pairKey)],
);

export const conversationParticipants = pgTable(
  "conversation_participants",
  {
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadAt: ts("last_read_at"),
    lastReadMessageId: text("last_read_message_id"),
    /**
     * The conversation's last message time (its creation time before any), copied onto each
     * participant so a user's conversation list is one keyset walk of the index below. Written with
     * the conversation and, for both participants, in the transaction that inserts each message.
     */
    lastActivityAt: ts("last_activity_at").notNull(),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // The list's ORDER BY exactly (`newestFirst`: DESC NULLS LAST); it also serves lookups by user.
    index("conversation_participants_user_activity_idx").on(
      t.userId,
      t.lastActivityAt.desc(),
      t.conversationId.desc(),
    ),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    editedAt: ts("edited_at"),
    deletedAt: ts("deleted_at"),
    createdAt: createdAt(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.createdAt.desc(), t.id.desc())],
);

export const channels = pgTable(
  "channels",
  {
    id: id(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    bannerKey: text("banner_key"),
    memberCount: integer("member_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("channels_owner_idx").on(t.ownerId)],
);

export const channelMembers = pgTable(
  "channel_members",
  {
    channelId: text("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "member"] })
      .notNull()
      .default("member"),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.userId] }),
    index("channel_members_user_idx").on(t.userId),
    index("channel_members_channel_joined_idx").on(t.channelId, t.joinedAt.desc(), t.userId),
  ],
);

export const roomVisibilities = ["public", "members", "vip", "private"] as const;
export type RoomVisibility = (typeof roomVisibilities)[number];

export const rooms = pgTable(
  "rooms",
  {
    id: id(),
    /** Null for the private room of a booked session. */
    channelId: text("channel_id").references(() => channels.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    visibility: text("visibility", { enum: roomVisibilities }).notNull().default("members"),
    sessionId: text("session_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("rooms_channel_idx").on(t.channelId, t.createdAt.desc()),
    index("rooms_session_idx").on(t.sessionId),
  ],
);

export const roomMessages = pgTable(
  "room_messages",
  {
    id: id(),
    roomId: text("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    editedAt: ts("edited_at"),
    deletedAt: ts("deleted_at"),
    createdAt: createdAt(),
  },
  (t) => [index("room_messages_room_idx").on(t.roomId, t.createdAt.desc(), t.id.desc())],
);
