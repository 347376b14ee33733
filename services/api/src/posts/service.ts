import { badRequest, forbidden, notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { type DomainEvents, publish, publishInTransaction } from "../events/bus.ts";
import { resolveGameId } from "../games/catalog.ts";
import type { MultipartForm } from "../http/multipart.ts";
import { enforce } from "../http/policy.ts";
import { queueUnavailable } from "../queue.ts";
import { hydratePosts, type PostView } from "./hydrate.ts";
import { applyMediaVisibility, mediaVisibilityOf } from "./media-urls.ts";
import { deletePostPolicy } from "./policy.ts";
import * as q from "./queries.ts";
import { type CreatePostInput, createPostFields, type postVisibilities } from "./schema.ts";
import { type StoredUpload, storeMediaPart } from "./upload.ts";

/** Loads a post the viewer may see, else 404 (whether it is missing or hidden is not revealed). */
export async function loadVisiblePost(deps: Pick<Deps, "db">, viewerId: string, postId: string) {
  const row = await q.findVisiblePost(deps.db, viewerId, postId);
  if (!row) throw notFound("Post not found");
  return row;
}

export async function getPost(deps: Deps, viewerId: string, postId: string): Promise<PostView> {
  const row = await loadVisiblePost(deps, viewerId, postId);
  const [post] = await hydratePosts(deps, viewerId, [row]);
  return post as PostView;
}

/**
 * `POST /posts` as multipart, read by the route: each `media` part is streamed to storage as it arrives
 * (refused with 503 before it is stored while the media queue is down); `createPost` then takes the
 * fields and the stored files. Files already stored are deleted if anything fails before the commit.
 */
export function postForm(deps: Deps, userId: string): MultipartForm<typeof createPostFields, StoredUpload> {
  return {
    fields: createPostFields,
    maxFileBytes: deps.config.MAX_UPLOAD_BYTES,
    maxFiles: deps.config.MAX_FILES_PER_POST,
    onFile: (part) => {
      // Every file needs its processing job: refused (503) before it is stored while the queue is down.
      if (!deps.queues.media.available) {
        part.file.resume();
        throw queueUnavailable();
      }
      return storeMediaPart(deps, userId, part);
    },
    cleanup: (stored) => removeStored(deps, stored),
  };
}

async function removeStored(deps: Deps, stored: StoredUpload[]) {
  await Promise.all(stored.map((s) => deps.storage.delete(s.key).catch(() => {})));
}

/**
 * Writes the post and its media rows in one transaction (with its `post.created` in-transaction
 * consumers: the fan-out outbox row), then publishes `post.created`
 * (consumers: one `media.process` job per file, the author's feed cache cleared, the fan-out job,
 * mentions notified). Returns the post at once; media is `pending` until processed.
 */
export async function createPost(
  deps: Deps,
  userId: string,
  input: CreatePostInput,
  uploads: StoredUpload[] = [],
): Promise<PostView> {
  const { post, event } = await catalogGame(deps, input.gameId)
    .then((gameId) => writePost(deps, userId, { ...input, gameId }, uploads))
    .catch(async (error: unknown) => {
      await removeStored(deps, uploads);
      throw error;
    });

  await publish(deps, "post.created", event);

  const [dto] = await hydratePosts(deps, userId, [post]);
  return dto as PostView;
}

/**
 * The catalog id of the game a new post names (its id, or its slug for convenience), else 400
 * `UNKNOWN_GAME`. Posts written before the catalog keep whatever `gameId` they hold.
 */
async function catalogGame(deps: Pick<Deps, "db">, gameId: string | null | undefined) {
  if (gameId === undefined || gameId === null) return null;
  const id = await resolveGameId(deps.db, gameId);
  if (!id) throw badRequest("gameId does not name a game of the catalog (GET /games)", "UNKNOWN_GAME");
  return id;
}

/**
 * The post and its media rows in one transaction. The uploaded originals stay private: nothing is
 * public before the media worker screened it (API.md "Sensitive media").
 */
async function writePost(deps: Deps, userId: string, input: CreatePostInput, uploads: StoredUpload[]) {
  return deps.db.transaction(async (tx) => {
    const post = await q.insertPost(tx, {
      authorId: userId,
      body: input.body,
      type: input.type,
      visibility: input.visibility,
      commentable: input.commentable,
      gameId: input.gameId ?? null,
      markedSensitive: input.sensitive ?? false,
    });
    const mediaRows = await q.insertMedia(
      tx,
      uploads.map((u, position) => ({
        id: u.mediaId,
        postId: post.id,
        ownerId: userId,
        storageKey: u.key,
        mimeType: u.mimeType,
        kind: u.kind,
        status: "pending" as const,
        position,
      })),
    );
    const event: DomainEvents["post.created"] = {
      postId: post.id,
      authorId: userId,
      body: post.body,
      media: mediaRows.map((m) => ({
        mediaId: m.id,
        postId: post.id,
        userId,
        storageKey: m.storageKey,
        mimeType: m.mimeType,
      })),
    };
    await publishInTransaction(deps, tx, "post.created", event);
    return { post, event };
  });
}

/** The author deletes a post (comments, reactions, media rows cascade); stored files are removed after. */
export async function deletePost(deps: Deps, userId: string, postId: string): Promise<void> {
  const row = await loadVisiblePost(deps, userId, postId);
  enforce(deletePostPolicy(row, userId), {
    NOT_AUTHOR: () => forbidden("Only the author can delete this post"),
  });
  await erasePost(deps, postId, userId);
}

/**
 * Deletes a post for everyone, whoever asks (its author above; a moderator's removal), with its media
 * objects in storage: `erasePosts` of one post. Idempotent: a post already gone deletes nothing.
 */
export function erasePost(deps: Deps, postId: string, authorId: string): Promise<void> {
  return erasePosts(deps, [postId], authorId);
}

/** How many media objects a post deletion deletes at once: storage is never sent hundreds together. */
const MEDIA_DELETE_CONCURRENCY = 4;

/**
 * Deletes posts of one author (`authorId` wrote every one of them) for everyone: one transaction for
 * the batch (the rows locked in id order, their media rows read, one delete with the cascades), then
 * one `post.deleted` for the batch (consumers: the author's feed cache cleared once, every notification
 * leading to one of the posts deleted in one statement), then the media objects in storage, a few at a
 * time; a failed object delete is logged and the rest go on. Idempotent: posts already gone delete
 * nothing (the event still goes out, as it always did for one post). The account purge erases an
 * author's posts a batch at a time.
 */
export async function erasePosts(deps: Deps, postIds: readonly string[], authorId: string): Promise<void> {
  const ids = [...new Set(postIds)];
  if (ids.length === 0) return;
  const files = await q.deletePosts(deps.db, ids);
  await publish(deps, "post.deleted", { postIds: ids, authorId });
  const keys = new Set(
    files
      .flatMap((m) => [m.storageKey, m.thumbnailKey, ...(m.variants ?? [])])
      .filter((k): k is string => !!k),
  );
  await forEachAtMost(MEDIA_DELETE_CONCURRENCY, [...keys], (key) =>
    deps.storage
      .delete(key)
      .catch((error: unknown) =>
        deps.logger.warn({ err: (error as Error).message, key }, "media file delete failed"),
      ),
  );
}

/** Runs `work` on every item, at most `limit` at a time. */
async function forEachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Accumulates view and (for clips) video watch time into the viewer's one impression row; 404 if hidden. */
export async function recordImpression(
  deps: Deps,
  userId: string,
  postId: string,
  input: { viewDurationMs: number; videoWatchMs: number },
): Promise<void> {
  const recorded = await q.upsertImpression(deps.db, { userId, postId, ...input });
  if (!recorded) throw notFound("Post not found");
}

/**
 * Puts a post's objects in line with who may load them from their public URLs: anyone exactly while
 * the post is shown to everyone (public, not hidden pending review, its author neither deactivated nor
 * suspended) and the media is `ready` (screened, not failed); private otherwise, so a URL handed out while the
 * post was public stops working (and, through the storage's CDN purge, stops being cached). Presentations
 * carry public or signed URLs accordingly (`mediaObjectUrl`). After a visibility change (the post edit
 * route), a hide or restore by moderation, and for each post of an account hidden or shown again.
 */
export async function alignPostMediaVisibility(deps: Deps, postId: string): Promise<void> {
  const post = await q.findPost(deps.db, postId);
  if (!post) return;
  const [rows, authorShown] = await Promise.all([
    q.mediaByPostIds(deps.db, [postId]),
    q.authorIsVisible(deps.db, post.authorId),
  ]);
  await alignMediaObjects(deps, rows, authorShown ? mediaVisibilityOf(post) : "private");
}

/**
 * The objects of these media rows of one post public (`visibility` public) or private. Only a `ready`
 * media's may be public: one not screened yet, or whose processing failed, is always private.
 */
export async function alignMediaObjects(
  deps: Pick<Deps, "storage">,
  rows: q.MediaRow[],
  visibility: (typeof postVisibilities)[number],
): Promise<void> {
  const keysOf = (row: q.MediaRow) => [
    row.storageKey,
    row.displayKey,
    row.thumbnailKey,
    ...(row.variants ?? []),
  ];
  await Promise.all([
    applyMediaVisibility(deps.storage, rows.filter((r) => r.status === "ready").flatMap(keysOf), visibility),
    applyMediaVisibility(deps.storage, rows.filter((r) => r.status !== "ready").flatMap(keysOf), "private"),
  ]);
}
