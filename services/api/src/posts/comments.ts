import type { Cursor } from "@playpal/db";
import { forbidden, notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { type DomainEvents, publish, publishInTransaction } from "../events/bus.ts";
import { enforce } from "../http/policy.ts";
import { isBlockedEitherWay } from "../profiles/graph.ts";
import { type CommentView, hydrateComments } from "./hydrate.ts";
import { commentPolicy, deleteCommentPolicy } from "./policy.ts";
import * as q from "./queries.ts";
import { loadVisiblePost } from "./service.ts";

/** A page of a visible post's comments, newest first, minus comments of users blocked either way. */
export async function listComments(
  deps: Deps,
  viewerId: string,
  postId: string,
  options: { limit: number; cursor?: Cursor },
) {
  await loadVisiblePost(deps, viewerId, postId);
  const page = await q.listComments(deps.db, viewerId, postId, options);
  return { items: await hydrateComments(deps, viewerId, page.items), nextCursor: page.nextCursor };
}

/**
 * Comments on a post: 404 when the post is missing or hidden from the caller, 403 when the post's author
 * and the caller blocked each other or the post is not commentable. The comment and the post's
 * `comment_count` are written in one transaction; COMMENT goes to the post author, MENTION to each
 * distinct mentioned user who may see the post.
 */
export async function createComment(
  deps: Deps,
  userId: string,
  postId: string,
  body: string,
): Promise<CommentView> {
  const post = await q.findPost(deps.db, postId);
  if (!post) throw notFound("Post not found");
  const blocked = await isBlockedEitherWay(deps.db, userId, post.authorId);
  const visible = !blocked && (await q.findVisiblePost(deps.db, userId, postId)) !== undefined;
  enforce(commentPolicy({ post, blocked, visible }), {
    HIDDEN: () => notFound("Post not found"),
    BLOCKED: () => forbidden("You cannot comment on this post", "BLOCKED"),
    NOT_COMMENTABLE: () => forbidden("Comments are turned off for this post", "NOT_COMMENTABLE"),
  });

  // The comment and its event (the outbox row) commit together: a crash after the commit still
  // notifies (events/outbox.ts).
  let event: DomainEvents["comment.created"] | null = null;
  const row = await q.insertComment(deps.db, { postId, authorId: userId, body }, async (tx, inserted) => {
    event = { commentId: inserted.id, postId, postAuthorId: post.authorId, authorId: userId, body };
    await publishInTransaction(deps, tx, "comment.created", event);
  });
  if (!row || !event) throw notFound("Post not found");
  await publish(deps, "comment.created", event);
  const [dto] = await hydrateComments(deps, userId, [row]);
  return dto as CommentView;
}

/**
 * The comment's author or the post's author deletes a comment; the post's counter drops in the same
 * transaction. The notifications it caused (COMMENT, MENTION) go with it, and so do the LIKE_COMMENT
 * notifications of the reactions that went with the comment.
 */
export async function deleteComment(deps: Deps, userId: string, postId: string, commentId: string) {
  const post = await loadVisiblePost(deps, userId, postId);
  const comment = await q.findComment(deps.db, commentId);
  if (!comment || comment.postId !== postId) throw notFound("Comment not found");
  enforce(deleteCommentPolicy({ commentAuthorId: comment.authorId, postAuthorId: post.authorId }, userId), {
    NOT_AUTHOR: () => forbidden("Only the comment's author or the post's author can delete it"),
  });
  if (!(await eraseComment(deps, postId, commentId))) throw notFound("Comment not found");
}

/**
 * Deletes a comment for everyone, whoever asks (its author or the post's above; a moderator's removal,
 * an account purge); false when it was already gone. One transaction: a retried delete would find no
 * comment and could not clean up after a removal that failed half-way.
 */
export async function eraseComment(deps: Deps, postId: string, commentId: string): Promise<boolean> {
  const deleted = await deps.db.transaction(async (tx) => {
    const removed = await q.deleteComment(tx, postId, commentId);
    if (!removed) return null;
    const event = { commentId, postId, reactionIds: removed.reactionIds };
    await publishInTransaction(deps, tx, "comment.deleted", event);
    return event;
  });
  if (!deleted) return false;
  await publish(deps, "comment.deleted", deleted);
  return true;
}
