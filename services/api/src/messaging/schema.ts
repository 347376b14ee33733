import { dmMessageSchema, userSummarySchema } from "@playpal/contracts";
import { z } from "zod";
import { cursorQuery, cursorSchema, idSchema, isoDate, limitQuery } from "../http/schemas.ts";

export const MESSAGE_MAX_LENGTH = 4000;

/** The other person of a conversation, as a list row shows them. */
export const participantSchema = userSummarySchema.meta({ id: "ConversationParticipant" });

/** A direct message (defined in `@playpal/contracts`: `dm:message:new` carries it too). */
export const messageSchema = dmMessageSchema;

export const conversationSchema = z
  .object({
    id: z.string(),
    otherParticipant: participantSchema,
    lastMessage: messageSchema.nullable(),
    /** Messages of the other participant after the caller's read pointer (tombstones excluded). */
    unreadCount: z.number().int(),
    lastReadAt: isoDate.nullable(),
    lastReadMessageId: z.string().nullable(),
    /** Last message time, or creation time for a conversation without messages; the list's order key. */
    lastActivityAt: isoDate,
    createdAt: isoDate,
  })
  .meta({ id: "Conversation" });

export const conversationPage = z.object({
  items: z.array(conversationSchema),
  nextCursor: cursorSchema.nullable(),
});

export const messagePage = z.object({ items: z.array(messageSchema), nextCursor: cursorSchema.nullable() });

export const createConversationBody = z.object({
  participantIds: z
    .array(idSchema)
    .min(1)
    .max(2)
    .meta({ description: "The other user's id (the caller's own id may be included and is ignored)" }),
});

export const messageBody = z.object({ body: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH) });

export const readBody = z.object({ lastReadMessageId: idSchema });

export const readReceiptSchema = z
  .object({
    conversationId: z.string(),
    userId: z.string(),
    lastReadAt: isoDate,
    lastReadMessageId: z.string().nullable(),
  })
  .meta({ id: "ReadReceipt" });

export const pageQuery = z.object({ cursor: cursorQuery.optional(), limit: limitQuery(50, 30) });

export const conversationParams = z.object({ id: idSchema });
export const messageParams = z.object({ id: idSchema, messageId: idSchema });
export const authzParams = z.object({ conversationId: idSchema });

export type Participant = z.infer<typeof participantSchema>;
