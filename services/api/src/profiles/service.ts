import type { Executor } from "@playpal/db";
import { newId } from "@playpal/db";
import { badRequest, forbidden, notFound } from "@playpal/platform";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { publish, publishInTransaction } from "../events/bus.ts";
import { reencodeImagePart } from "../http/image-upload.ts";
import type { MultipartForm } from "../http/multipart.ts";
import { enforce } from "../http/policy.ts";
import { type MeView, presentMe } from "../users/views.ts";
import { blockState } from "./graph.ts";
import { listLinks } from "./links.ts";
import { followPolicy, otherUserPolicy, type PairFacts, seeUserPolicy, unfollowPolicy } from "./policy.ts";
import * as q from "./queries.ts";
import { DEFAULT_PREFERENCES, type Preferences } from "./schema.ts";
import { type ProfileView, presentListedUser, presentProfile, type UserListView } from "./views.ts";

const userNotFound = () => notFound("User not found", "USER_NOT_FOUND");

/** The guard of reading a user (profile, follow lists): 404 unless the viewer may see them (policy.ts). */
function requireSeen<T extends { user: { id: string }; visible: boolean; blocksViewer: boolean }>(
  row: T | undefined,
  viewerId: string,
): asserts row is T {
  if (!row) throw userNotFound();
  enforce(
    seeUserPolicy({ userId: row.user.id, visible: row.visible, blocksViewer: row.blocksViewer }, viewerId),
    {
      HIDDEN: userNotFound,
    },
  );
}

export async function getProfile(deps: Deps, viewerId: string, userId: string): Promise<ProfileView> {
  const [row, links] = await Promise.all([
    q.findProfileRow(deps.db, viewerId, userId),
    listLinks(deps.db, userId),
  ]);
  requireSeen(row, viewerId);
  return presentProfile(row, links, deps.storage);
}

/** Inside a graph transaction: locks both users (404 for a target not there) and reads the pair's blocks. */
async function lockPair(tx: Executor, callerId: string, targetId: string): Promise<PairFacts> {
  const existing = await q.lockUsers(tx, callerId, targetId);
  if (!existing.has(targetId)) throw userNotFound();
  const state = await blockState(tx, callerId, targetId);
  return { viewerBlocksTarget: state.aBlocksB, targetBlocksViewer: state.bBlocksA };
}

/** Follow, unfollow, block and unblock answer 400 `code` for oneself. */
function refuseSelf(
  callerId: string,
  targetId: string,
  message: string,
  code: "CANNOT_FOLLOW_SELF" | "CANNOT_BLOCK_SELF",
) {
  enforce(otherUserPolicy(targetId, callerId), { SELF: () => badRequest(message, code) });
}

export async function follow(deps: Deps, callerId: string, targetId: string): Promise<{ following: true }> {
  refuseSelf(callerId, targetId, "You cannot follow yourself", "CANNOT_FOLLOW_SELF");
  const created = await deps.db.transaction(async (tx) => {
    enforce(followPolicy(await lockPair(tx, callerId, targetId)), {
      HIDDEN: userNotFound,
      BLOCKED: () => forbidden("Unblock this user before following them", "BLOCKED"),
    });
    const inserted = await q.insertFollow(tx, callerId, targetId);
    if (!inserted) return null;
    await q.adjustFollowCounters(tx, { followerId: callerId, followingId: targetId }, 1);
    const event = { followerId: callerId, followingId: targetId };
    await publishInTransaction(deps, tx, "follow.created", event);
    return event;
  });
  // The follow is committed; a failed notification is retried by the event outbox, never the client's error.
  if (created) await publish(deps, "follow.created", created);
  return { following: true };
}

export async function unfollow(
  deps: Deps,
  callerId: string,
  targetId: string,
): Promise<{ following: false }> {
  refuseSelf(callerId, targetId, "You cannot unfollow yourself", "CANNOT_FOLLOW_SELF");
  const removed = await deps.db.transaction(async (tx) => {
    enforce(unfollowPolicy(await lockPair(tx, callerId, targetId)), { HIDDEN: userNotFound });
    const deleted = await q.deleteFollows(tx, [{ followerId: callerId, followingId: targetId }]);
    for (const edge of deleted) await q.adjustFollowCounters(tx, edge, -1);
    // Recorded also when no edge was left: a repeated unfollow retries the clean-up that failed before.
    const event = { followerId: callerId, followingId: targetId, existed: deleted.length > 0 };
    await publishInTransaction(deps, tx, "follow.removed", event);
    return event;
  });
  await publish(deps, "follow.removed", removed);
  return { following: false };
}

/**
 * Blocks the target and removes the follows in both directions, fixing all four counters; both users'
 * live sockets then lose the DM rooms the block now refuses.
 */
export async function block(deps: Deps, callerId: string, targetId: string): Promise<{ blocked: true }> {
  refuseSelf(callerId, targetId, "You cannot block yourself", "CANNOT_BLOCK_SELF");
  const event = await deps.db.transaction(async (tx) => {
    await lockPair(tx, callerId, targetId);
    await q.insertBlock(tx, callerId, targetId);
    const deleted = await q.deleteFollows(tx, [
      { followerId: callerId, followingId: targetId },
      { followerId: targetId, followingId: callerId },
    ]);
    for (const edge of deleted) await q.adjustFollowCounters(tx, edge, -1);
    const blocked = { blockerId: callerId, blockedId: targetId, endedFollows: deleted };
    // What the ended follows caused (NEW_FOLLOWER) goes in the same transaction: a repeated block
    // finds no follow left to clean up after.
    await publishInTransaction(deps, tx, "block.created", blocked);
    return blocked;
  });
  // Consumers: each leaves the other's channels, the realtime service re-checks both users' rooms,
  // both feed caches are cleared.
  await publish(deps, "block.created", event);
  return { blocked: true };
}

/** Removes the caller's block; follows removed by the block are not restored. */
export async function unblock(deps: Deps, callerId: string, targetId: string): Promise<{ blocked: false }> {
  refuseSelf(callerId, targetId, "You cannot unblock yourself", "CANNOT_BLOCK_SELF");
  await deps.db.transaction(async (tx) => {
    await lockPair(tx, callerId, targetId);
    await q.deleteBlock(tx, callerId, targetId);
  });
  return { blocked: false };
}

export async function listFollows(
  deps: Deps,
  viewerId: string,
  userId: string,
  direction: "followers" | "following",
  page: { limit: number; cursor?: { id: string; createdAt: Date } },
): Promise<UserListView> {
  const target = await q.findProfileRow(deps.db, viewerId, userId);
  requireSeen(target, viewerId);
  const { items, nextCursor } = await q.listFollowEdges(deps.db, { viewerId, userId, direction, ...page });
  return {
    items: items.map((r) => presentListedUser(r, deps.storage)),
    nextCursor,
  };
}

/**
 * The user's notification preferences: all twelve keys, SPEC.md's defaults until the user changes one
 * (the row is created on the first change). Used by the push pipeline to gate pushes.
 */
export async function getPreferences(db: Executor, userId: string): Promise<Preferences> {
  return (await q.findPreferences(db, userId)) ?? { ...DEFAULT_PREFERENCES };
}

export async function updatePreferences(
  deps: Deps,
  userId: string,
  patch: Partial<Preferences>,
): Promise<Preferences> {
  return q.upsertPreferences(deps.db, userId, patch);
}

/** How avatars and banners are normalised: re-encoded to WebP at a fixed size, metadata stripped. */
export const PROFILE_IMAGES = {
  avatar: { column: "avatarKey", folder: "avatars", width: 512, height: 512 },
  banner: { column: "bannerKey", folder: "banners", width: 1500, height: 500 },
} as const;
export type ProfileImageKind = keyof typeof PROFILE_IMAGES;

/**
 * How the route reads `POST /user/avatar` and `POST /user/banner`: one image in the field `file`
 * (sniffed by its bytes, at most MAX_IMAGE_BYTES), re-encoded to the kind's WebP size as it arrives.
 */
export function profileImageForm(deps: Deps, kind: ProfileImageKind): MultipartForm<z.ZodObject, Buffer> {
  const spec = PROFILE_IMAGES[kind];
  return {
    fields: z.object({}),
    maxFileBytes: deps.config.MAX_IMAGE_BYTES,
    maxFiles: 1,
    onFile: (part) => reencodeImagePart(part, { field: "file", width: spec.width, height: spec.height }),
  };
}

/**
 * Stores the re-encoded image (`profileImageForm`; undefined when no file was sent: 400) publicly; the
 * user row points at the new key and the previous object is deleted.
 */
export async function setProfileImage(
  deps: Deps,
  userId: string,
  kind: ProfileImageKind,
  image: Buffer | undefined,
): Promise<MeView> {
  const spec = PROFILE_IMAGES[kind];
  if (!image) throw badRequest("A `file` part is required", "FILE_REQUIRED");

  const key = `${spec.folder}/${userId}/${newId()}.webp`;
  await deps.storage.put(key, image, "image/webp", { public: true });
  let replaced: Awaited<ReturnType<typeof q.replaceImageKey>>;
  try {
    replaced = await deps.db.transaction((tx) => q.replaceImageKey(tx, userId, spec.column, key));
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
  if (!replaced) {
    await deps.storage.delete(key).catch(() => {});
    throw userNotFound();
  }
  // The caller's cached account shows the image.
  await publish(deps, "user.changed", { userIds: [userId] });
  if (replaced.previousKey && replaced.previousKey !== key) {
    await deps.storage.delete(replaced.previousKey).catch((error: unknown) => {
      deps.logger.warn({ err: error, key: replaced?.previousKey }, "could not delete the replaced image");
    });
  }
  return presentMe(replaced.user, deps.storage);
}
