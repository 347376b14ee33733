import type { Cursor } from "@playpal/db";
import { badRequest, forbidden, notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { type DomainEvents, publish, publishInTransaction } from "../events/bus.ts";
import { enforce } from "../http/policy.ts";
import { isBlockedEitherWay } from "../profiles/graph.ts";
import {
  changeMessagePolicy,
  dmJoinPolicy,
  participantPolicy,
  recipientPolicy,
  writePolicy,
} from "./policy.ts";
import * as q from "./queries.ts";
import { type ConversationView, type MessageView, presentConversation, presentMessage } from "./views.ts";

interface Access {
  /** The other participant's id. */
  otherId: string;
}

/**
 * The caller's access to a conversation: 404 when it does not exist or the caller is not in it (a
 * non-participant learns nothing about the id).
 */
async function requireParticipant(deps: Deps, userId: string, conversationId: string): Promise<Access> {
  const participantIds = (await q.findParticipants(deps.db, conversationId)).map((p) => p.userId);
  return participantAccess(participantIds, userId);
}

function participantAccess(participantIds: string[], userId: string): Access {
  enforce(participantPolicy({ participantIds }, userId), {
    HIDDEN: () => notFound("Conversation not found"),
  });
  return { otherId: participantIds.find((id) => id !== userId) as string };
}

/**
 * A deactivated or suspended participant receives nothing (API.md "Trust and safety": as if the account
 * did not exist): sending or editing in the thread is 404. The thread itself stays readable.
 */
async function refuseIfRecipientHidden(deps: Deps, otherId: string): Promise<void> {
  refuseHiddenRecipient(await q.userExists(deps.db, otherId));
}

function refuseHiddenRecipient(recipientExists: boolean): void {
  enforce(recipientPolicy({ recipientExists }), {
    RECIPIENT_GONE: () => notFound("User not found", "USER_NOT_FOUND"),
  });
}

/** API.md "Users and profiles": a block either way refuses DMs (opening, sending, editing). */
async function refuseIfBlocked(deps: Deps, userId: string, otherId: string): Promise<void> {
  refuseBlocked(await isBlockedEitherWay(deps.db, userId, otherId));
}

function refuseBlocked(blocked: boolean): void {
  enforce(writePolicy({ blocked }), {
    BLOCKED: () => forbidden("You cannot message this user", "BLOCKED"),
  });
}

async function getConversationView(deps: Deps, userId: string, conversationId: string) {
  const [row] = await q.listConversationRows(deps.db, userId, { limit: 1, conversationId });
  if (!row) throw notFound("Conversation not found");
  return presentConversation(row, deps.storage);
}

/** Opens (or finds) the 1:1 conversation with another user; `created` tells which. */
export async function openConversation(
  deps: Deps,
  userId: string,
  participantIds: string[],
): Promise<{ conversation: ConversationView; created: boolean }> {
  const others = [...new Set(participantIds.filter((id) => id !== userId))];
  if (others.length === 0) throw badRequest("A conversation needs another participant", "SELF_CONVERSATION");
  if (others.length > 1) throw badRequest("Only 1:1 conversations are supported", "TOO_MANY_PARTICIPANTS");
  const otherId = others[0] as string;
  if (!(await q.userExists(deps.db, otherId))) throw notFound("User not found", "USER_NOT_FOUND");
  await refuseIfBlocked(deps, userId, otherId);
  const key = q.pairKey(userId, otherId);
  const createdId = await q.insertConversation(deps.db, key, [userId, otherId]);
  const id = createdId ?? (await q.findConversationIdByPair(deps.db, key));
  if (!id) throw new Error("conversation neither inserted nor found");
  return { conversation: await getConversationView(deps, userId, id), created: createdId !== null };
}

export async function listConversations(
  deps: Deps,
  userId: string,
  page: { limit: number; cursor?: Cursor },
) {
  const { items, nextCursor } = await q.listConversationPage(deps.db, userId, page);
  return { items: items.map((r) => presentConversation(r, deps.storage)), nextCursor };
}

export async function listMessages(
  deps: Deps,
  userId: string,
  conversationId: string,
  page: { limit: number; cursor?: Cursor },
) {
  await requireParticipant(deps, userId, conversationId);
  const { items, nextCursor } = await q.listMessages(deps.db, conversationId, page);
  return { items: items.map(presentMessage), nextCursor };
}

export async function sendMessage(
  deps: Deps,
  userId: string,
  conversationId: string,
  body: string,
): Promise<MessageView> {
  // The participant, recipient and block checks of requireParticipant, refuseIfRecipientHidden and
  // refuseIfBlocked, in that order, from one read: the busiest write path of the realtime surface.
  const context = await q.findSendContext(deps.db, conversationId, userId);
  const { otherId } = participantAccess(
    context.map((p) => p.userId),
    userId,
  );
  const other = context.find((p) => p.userId === otherId);
  refuseHiddenRecipient(other?.visible === true);
  refuseBlocked(other?.blocked === true);
  // The message and its event (the outbox row) commit together: a crash after the commit still
  // notifies and emits (events/outbox.ts).
  const event = await deps.db.transaction(async (tx) => {
    const row = await q.insertMessage(tx, { conversationId, senderId: userId, body });
    const sent: DomainEvents["message.sent"] = {
      conversationId,
      message: presentMessage(row),
      messageId: row.id,
      senderId: userId,
      recipientId: otherId,
      body,
    };
    await publishInTransaction(deps, tx, "message.sent", sent);
    return sent;
  });
  await publish(deps, "message.sent", event);
  return event.message;
}

async function requireOwnMessage(deps: Deps, userId: string, conversationId: string, messageId: string) {
  const { otherId } = await requireParticipant(deps, userId, conversationId);
  const message = await q.findMessage(deps.db, conversationId, messageId);
  if (!message) throw notFound("Message not found");
  enforce(changeMessagePolicy(message, userId), {
    NOT_SENDER: () => forbidden("Only the sender can change a message", "NOT_SENDER"),
  });
  return { message, otherId };
}

export async function editMessage(
  deps: Deps,
  userId: string,
  conversationId: string,
  messageId: string,
  body: string,
): Promise<MessageView> {
  const { message, otherId } = await requireOwnMessage(deps, userId, conversationId, messageId);
  if (message.deletedAt) throw badRequest("A deleted message cannot be edited", "MESSAGE_DELETED");
  // New text is a new write; deleting (below) stays allowed so a sender can still retract.
  await refuseIfRecipientHidden(deps, otherId);
  await refuseIfBlocked(deps, userId, otherId);
  const row = await q.updateMessage(deps.db, messageId, { body, editedAt: new Date() });
  if (!row?.editedAt) throw notFound("Message not found");
  await publish(deps, "message.edited", {
    conversationId,
    messageId,
    body: row.body,
    editedAt: row.editedAt.toISOString(),
  });
  return presentMessage(row);
}

/**
 * Soft delete: the row stays as a tombstone. Deleting twice answers the same tombstone. The recipient's
 * DIRECT_MESSAGE notification goes (it would keep showing the retracted text as its preview); a repeated
 * delete forgets again, so it also retries a removal that failed the first time.
 */
export async function deleteMessage(
  deps: Deps,
  userId: string,
  conversationId: string,
  messageId: string,
): Promise<MessageView> {
  const { message } = await requireOwnMessage(deps, userId, conversationId, messageId);
  if (message.deletedAt) {
    const deletedAt = message.deletedAt.toISOString();
    await publish(deps, "message.deleted", { conversationId, messageId, deletedAt, again: true });
    return presentMessage(message);
  }
  const row = await q.updateMessage(deps.db, messageId, { deletedAt: new Date() });
  if (!row?.deletedAt) throw notFound("Message not found");
  await publish(deps, "message.deleted", {
    conversationId,
    messageId,
    deletedAt: row.deletedAt.toISOString(),
    again: false,
  });
  return presentMessage(row);
}

/** Moves the caller's read receipt forward to a message of the conversation and tells the other side. */
export async function markRead(
  deps: Deps,
  userId: string,
  conversationId: string,
  lastReadMessageId: string,
) {
  await requireParticipant(deps, userId, conversationId);
  const message = await q.findMessage(deps.db, conversationId, lastReadMessageId);
  if (!message) throw notFound("Message not found");
  const { row, moved } = await q.advanceReadPointer(deps.db, conversationId, userId, message, new Date());
  const receipt = {
    conversationId,
    userId,
    lastReadAt: (row.lastReadAt ?? new Date()).toISOString(),
    lastReadMessageId: row.lastReadMessageId,
  };
  if (moved) await publish(deps, "message.read", receipt);
  return receipt;
}

/**
 * The realtime service's join check: 404 for an unknown id, 403 for a non-participant or when either
 * participant blocked the other.
 */
export async function authorizeDmJoin(deps: Deps, userId: string, conversationId: string): Promise<void> {
  const participantIds = (await q.findParticipants(deps.db, conversationId)).map((p) => p.userId);
  const exists = participantIds.length > 0 || (await q.conversationExists(deps.db, conversationId));
  const otherId = participantIds.includes(userId) ? participantIds.find((id) => id !== userId) : undefined;
  const blocked = otherId !== undefined && (await isBlockedEitherWay(deps.db, userId, otherId));
  enforce(dmJoinPolicy({ exists, participantIds, blocked }, userId), {
    NOT_FOUND: () => notFound("Conversation not found"),
    NOT_PARTICIPANT: () => forbidden("Not a participant of this conversation", "AUTHZ_DENIED"),
    BLOCKED: () => forbidden("This conversation is blocked", "AUTHZ_DENIED"),
  });
}
