import { isUniqueViolation } from "@playpal/db";
import { badRequest, notFound, type Storage } from "@playpal/platform";
import type { z } from "zod";
import { isOffensive, usernameExists } from "../accounts/service.ts";
import type { Deps } from "../deps.ts";
import * as q from "./queries.ts";
import type { meSchema } from "./schema.ts";
import { imageUrl } from "./summary.ts";

export type Me = z.infer<typeof meSchema>;

export function presentMe(user: q.UserRow, storage: Storage): Me {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    onboarded: user.onboarded,
    userType: user.userType,
    tokenVersion: user.tokenVersion,
    isLive: user.isLive,
    activeLiveStreamId: user.activeLiveStreamId,
    first_name: user.firstName,
    last_name: user.lastName,
    display_name: user.displayName,
    bio: user.bio,
    avatarUrl: imageUrl(storage, user.avatarKey),
    bannerUrl: imageUrl(storage, user.bannerKey),
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    createdAt: user.createdAt.toISOString(),
  };
}

function found(row: q.UserRow | undefined): q.UserRow {
  if (!row) throw notFound("User not found", "USER_NOT_FOUND");
  return row;
}

export async function getMe(deps: Deps, userId: string): Promise<Me> {
  return presentMe(found(await q.findUser(deps.db, userId)), deps.storage);
}

export async function updateMe(
  deps: Deps,
  userId: string,
  patch: { display_name?: string; first_name?: string; last_name?: string; bio?: string | null },
): Promise<Me> {
  const values: q.UserUpdate = {
    ...(patch.display_name !== undefined && { displayName: patch.display_name }),
    ...(patch.first_name !== undefined && { firstName: patch.first_name }),
    ...(patch.last_name !== undefined && { lastName: patch.last_name }),
    ...(patch.bio !== undefined && { bio: patch.bio }),
  };
  if (Object.keys(values).length === 0) return getMe(deps, userId);
  return presentMe(found(await q.updateUser(deps.db, userId, values)), deps.storage);
}

export async function completeOnboarding(deps: Deps, userId: string, username: string): Promise<Me> {
  const wanted = username.toLowerCase();
  if (isOffensive(wanted)) throw badRequest("This username is not allowed", "USERNAME_OFFENSIVE");
  const current = found(await q.findUser(deps.db, userId));
  if (current.username?.toLowerCase() !== wanted && (await usernameExists(deps, wanted))) {
    throw badRequest("This username is taken", "USERNAME_TAKEN");
  }
  try {
    const row = await q.updateUser(deps.db, userId, { username: wanted, onboarded: true });
    return presentMe(found(row), deps.storage);
  } catch (error) {
    if (isUniqueViolation(error, "users_username_lower_key")) {
      throw badRequest("This username is taken", "USERNAME_TAKEN");
    }
    throw error;
  }
}
