import type { Storage } from "@playpal/platform";
import type { z } from "zod";
import { presentUserSummary } from "../users/views.ts";
import type * as q from "./queries.ts";
import type { conversationSchema, messageSchema } from "./schema.ts";

/** Wire objects are named `<Thing>View`; the functions that build them `present<Thing>` (as posts/views.ts). */
export type MessageView = z.infer<typeof messageSchema>;
export type ConversationView = z.infer<typeof conversationSchema>;

/** A direct message; a deleted one keeps its place without its body. */
export function presentMessage(row: q.MessageRow): MessageView {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    body: row.deletedAt ? null : row.body,
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentConversation(row: q.ConversationListRow, storage: Storage): ConversationView {
  return {
    id: row.id,
    otherParticipant: presentUserSummary(storage, {
      id: row.other_id,
      username: row.other_username,
      displayName: row.other_display_name,
      avatarKey: row.other_avatar_key,
    }),
    lastMessage:
      row.lm_id && row.lm_sender_id && row.lm_created_at
        ? presentMessage({
            id: row.lm_id,
            conversationId: row.id,
            senderId: row.lm_sender_id,
            body: row.lm_body ?? "",
            editedAt: row.lm_edited_at,
            deletedAt: row.lm_deleted_at,
            createdAt: row.lm_created_at,
          })
        : null,
    unreadCount: Number(row.unread_count),
    lastReadAt: row.last_read_at?.toISOString() ?? null,
    lastReadMessageId: row.last_read_message_id,
    lastActivityAt: row.activity_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}
