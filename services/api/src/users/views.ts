import type { UserSummary } from "@playpal/contracts";
import type { Storage } from "@playpal/platform";
import type { z } from "zod";
import type * as q from "./queries.ts";
import type { meSchema } from "./schema.ts";

/** Wire objects are named `<Thing>View`; the functions that build them `present<Thing>` (as posts/views.ts). */
export type { UserSummary };
export type MeView = z.infer<typeof meSchema>;

/** The public URL of a stored image, or null when there is none. */
export function imageUrl(storage: Storage, key: string | null): string | null {
  return key ? storage.publicUrl(key) : null;
}

export function presentUserSummary(
  storage: Storage,
  user: { id: string; username: string | null; displayName: string; avatarKey: string | null },
): UserSummary {
  return {
    id: user.id,
    username: user.username,
    display_name: user.displayName,
    avatarUrl: imageUrl(storage, user.avatarKey),
  };
}

/** The caller's own account (`GET /user/me` and the commands that answer it). */
export function presentMe(user: q.UserRow, storage: Storage): MeView {
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
