import type { Cursor } from "@playpal/db";
import { newId } from "@playpal/db";
import { badRequest, forbidden, notFound } from "@playpal/platform";
import type { z } from "zod";
import type { Deps } from "../deps.ts";
import { publish } from "../events/bus.ts";
import type { MultipartForm } from "../http/multipart.ts";
import { enforce } from "../http/policy.ts";
import { isBlockedEitherWay } from "../profiles/graph.ts";
import { encodeBanner } from "./banner.ts";
import { joinChannelPolicy, leaveChannelPolicy, manageChannelPolicy } from "./policy.ts";
import * as q from "./queries.ts";
import type { createChannelFields, updateChannelFields } from "./schema.ts";
import { type ChannelView, presentChannel, presentMember } from "./views.ts";

/**
 * How the route reads a channel's multipart form (`createChannelFields` or `updateChannelFields`): the
 * text fields and, when sent, the banner re-encoded to WebP.
 */
export function channelForm<S extends z.ZodType>(deps: Deps, fields: S): MultipartForm<S, Buffer> {
  return { fields, maxFileBytes: deps.config.MAX_IMAGE_BYTES, maxFiles: 1, onFile: encodeBanner };
}

/** A channel form as read: the validated fields and the re-encoded banner, or null when none was sent. */
export interface ChannelInput<T> {
  values: T;
  banner: Buffer | null;
}

async function storeBanner(deps: Deps, channelId: string, banner: Buffer): Promise<string> {
  const key = `channels/${channelId}/banner-${newId()}.webp`;
  await deps.storage.put(key, banner, "image/webp", { public: true });
  return key;
}

/** `POST /channels`: the caller becomes the owner and first member. */
export async function createChannel(
  deps: Deps,
  userId: string,
  { values, banner }: ChannelInput<z.infer<typeof createChannelFields>>,
): Promise<ChannelView> {
  if (!banner) throw badRequest("A `banner` image is required", "FILE_REQUIRED");
  const id = newId();
  const bannerKey = await storeBanner(deps, id, banner);
  try {
    const channel = await q.insertChannel(deps.db, {
      id,
      ownerId: userId,
      name: values.name,
      description: values.description || null,
      bannerKey,
    });
    return presentChannel(channel, "owner", deps.storage);
  } catch (error) {
    await deps.storage.delete(bannerKey).catch(() => {});
    throw error;
  }
}

export async function requireChannel(deps: Deps, channelId: string, userId: string) {
  const found = await q.findChannel(deps.db, channelId, userId);
  if (!found) throw notFound("Channel not found");
  return found;
}

export async function requireOwnedChannel(deps: Deps, channelId: string, userId: string) {
  const found = await requireChannel(deps, channelId, userId);
  enforce(manageChannelPolicy(found.channel, userId), {
    NOT_OWNER: () => forbidden("Only the channel owner can do this", "NOT_OWNER"),
  });
  return found;
}

/** `PUT /channels/:channelId` (owner only): each field sent replaces the stored one. */
export async function updateChannel(
  deps: Deps,
  userId: string,
  channelId: string,
  { values, banner }: ChannelInput<z.infer<typeof updateChannelFields>>,
): Promise<ChannelView> {
  const { channel } = await requireOwnedChannel(deps, channelId, userId);
  const bannerKey = banner ? await storeBanner(deps, channelId, banner) : undefined;
  const updated = await q
    .updateChannel(deps.db, channelId, {
      ...(values.name !== undefined && { name: values.name }),
      ...(values.description !== undefined && { description: values.description || null }),
      ...(bannerKey && { bannerKey }),
    })
    .catch(async (error: unknown) => {
      if (bannerKey) await deps.storage.delete(bannerKey).catch(() => {});
      throw error;
    });
  if (!updated) throw notFound("Channel not found");
  if (bannerKey && channel.bannerKey && channel.bannerKey !== bannerKey) {
    await deps.storage.delete(channel.bannerKey).catch((error: unknown) => {
      deps.logger.warn({ err: error, key: channel.bannerKey }, "could not delete the replaced banner");
    });
  }
  return presentChannel(updated, "owner", deps.storage);
}

export async function getChannel(deps: Deps, userId: string, channelId: string): Promise<ChannelView> {
  const { channel, viewerRole } = await requireChannel(deps, channelId, userId);
  return presentChannel(channel, viewerRole, deps.storage);
}

/** Joins (idempotent); refused when the owner and the caller blocked one another. */
export async function joinChannel(deps: Deps, userId: string, channelId: string): Promise<ChannelView> {
  const { channel } = await requireChannel(deps, channelId, userId);
  enforce(
    joinChannelPolicy({ blockedWithOwner: await isBlockedEitherWay(deps.db, userId, channel.ownerId) }),
    {
      BLOCKED: () => forbidden("You cannot join this channel", "BLOCKED"),
    },
  );
  if (await q.addMember(deps.db, channelId, userId)) {
    await publish(deps, "channel.member.joined", { channelId, userId });
  }
  return getChannel(deps, userId, channelId);
}

/** Leaves (idempotent); the owner cannot leave their own channel. */
export async function leaveChannel(deps: Deps, userId: string, channelId: string): Promise<ChannelView> {
  const { channel } = await requireChannel(deps, channelId, userId);
  enforce(leaveChannelPolicy(channel, userId), {
    OWNER_CANNOT_LEAVE: () => badRequest("The owner cannot leave their channel", "OWNER_CANNOT_LEAVE"),
  });
  if (await q.removeMember(deps.db, channelId, userId)) {
    await publish(deps, "channel.member.left", { channelId, userId });
  }
  return getChannel(deps, userId, channelId);
}

/**
 * A block between two users also ends the membership of each in the other's channels: joining is
 * refused across a block, so staying a member would be the same thing by the back door. Each removal
 * emits `channel:member:left`, which takes the member's sockets out of the channel and its rooms.
 */
export async function leaveEachOthersChannels(deps: Deps, a: string, b: string): Promise<void> {
  for (const { channelId, userId } of await q.membershipsInEachOthersChannels(deps.db, a, b)) {
    if (await q.removeMember(deps.db, channelId, userId)) {
      await publish(deps, "channel.member.left", { channelId, userId });
    }
  }
}

export async function listMembers(
  deps: Deps,
  userId: string,
  channelId: string,
  page: { limit: number; cursor?: Cursor },
) {
  await requireChannel(deps, channelId, userId);
  const { items, nextCursor } = await q.listMembers(deps.db, channelId, page);
  return {
    items: items.map((r) => presentMember(r, deps.storage)),
    nextCursor,
  };
}

/** The ids of every channel the caller belongs to: the realtime service joins `channel:<id>` for each. */
export async function myChannelIds(deps: Deps, userId: string): Promise<{ channelIds: string[] }> {
  return { channelIds: await q.channelIdsOf(deps.db, userId) };
}

/** `myChannelIds` of many users in one query, for the realtime service's handshakes (each user once). */
export async function channelMemberships(
  deps: Deps,
  userIds: string[],
): Promise<{ memberships: { userId: string; channelIds: string[] }[] }> {
  const distinct = [...new Set(userIds)];
  const byUser = await q.channelIdsOfMany(deps.db, distinct);
  return { memberships: distinct.map((userId) => ({ userId, channelIds: byUser.get(userId) ?? [] })) };
}
