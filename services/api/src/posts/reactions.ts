import type { ReactionKind } from "@playpal/db";
import { newId } from "@playpal/db";
import { notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { publish, publishInTransaction } from "../events/bus.ts";
import * as q from "./queries.ts";
import { presentReaction, type ReactionView } from "./views.ts";

/**
 * Reacts to a visible post or comment (404 otherwise). Idempotent: the same reaction again returns the
 * existing row with `created: false`. The kind's counter moves only when a row was really inserted, in
 * the same transaction; LIKE_POST / LIKE_COMMENT goes to the target's author (never to oneself, and
 * not to a comment's author who can no longer see the post).
 */
export async function react(
  deps: Deps,
  userId: string,
  input: { postId?: string; commentId?: string; kind: ReactionKind },
): Promise<{ reaction: ReactionView; created: boolean }> {
  /** Who hears of it: the target's author, unless the post is now hidden from them. */
  let recipientId: string | null;
  let postId: string;
  if (input.postId) {
    const post = await q.findVisiblePost(deps.db, userId, input.postId);
    if (!post) throw notFound("Post not found");
    recipientId = post.authorId;
    postId = post.id;
  } else {
    const found = await q.findVisibleComment(deps.db, userId, input.commentId as string);
    if (!found) throw notFound("Comment not found");
    recipientId = found.authorSeesPost ? found.comment.authorId : null;
    postId = found.comment.postId;
  }
  const added = await q.addReaction(deps.db, {
    id: newId(),
    userId,
    postId: input.postId ?? null,
    commentId: input.commentId ?? null,
    kind: input.kind,
  });
  if (!added) throw notFound(input.postId ? "Post not found" : "Comment not found");
  const { row, created } = added;
  if (created) {
    // Not in the reaction's own statement: a crash between the two loses this LIKE notification only
    // (a repeated reaction returns the same row and notifies nothing new).
    await publish(deps, "reaction.added", {
      reactionId: row.id,
      userId,
      target: input.postId ? "post" : "comment",
      kind: input.kind,
      postId,
      recipientId,
    });
  }
  return { reaction: presentReaction(row), created };
}

/**
 * Removes one of the caller's own reactions (anyone else's, or a missing one, is 404), and the
 * LIKE_POST / LIKE_COMMENT notification it caused: an unlike takes back "X reacted to your post".
 */
export async function unreact(deps: Deps, userId: string, reactionId: string): Promise<void> {
  // One transaction, so the notification cannot outlive the reaction: a retry would be a 404.
  const event = await deps.db.transaction(async (tx) => {
    const removed = await q.removeReaction(tx, userId, reactionId);
    if (!removed) throw notFound("Reaction not found");
    const removal = { reactionId: removed.id, userId };
    await publishInTransaction(deps, tx, "reaction.removed", removal);
    return removal;
  });
  // The same event object: a consumer carries what it learned in the transaction to after the commit.
  await publish(deps, "reaction.removed", event);
}
