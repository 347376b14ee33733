import type { Storage } from "@playpal/platform";
import type { z } from "zod";
import { imageUrl } from "../users/views.ts";
import type * as q from "./queries.ts";
import type { profileSchema, userListItemSchema, userListSchema } from "./schema.ts";

/** Wire objects are named `<Thing>View`; the functions that build them `present<Thing>` (as posts/views.ts). */
export type ProfileView = z.infer<typeof profileSchema>;
export type UserListItemView = z.infer<typeof userListItemSchema>;
export type UserListView = z.infer<typeof userListSchema>;
export type LinkView = ProfileView["links"][number];

type ProfileRow = NonNullable<Awaited<ReturnType<typeof q.findProfileRow>>>;

/** A user's profile as the viewer sees it (`isFollowing`, `isBlocked` are the viewer's). */
export function presentProfile(row: ProfileRow, links: LinkView[], storage: Storage): ProfileView {
  const { user } = row;
  return {
    id: user.id,
    username: user.username,
    display_name: user.displayName,
    avatarUrl: imageUrl(storage, user.avatarKey),
    bannerUrl: imageUrl(storage, user.bannerKey),
    bio: user.bio,
    isLive: user.isLive,
    activeLiveStreamId: user.activeLiveStreamId,
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    isFollowing: row.isFollowing,
    isBlocked: row.isBlocked,
    links,
  };
}

/** One user of a follower or following list. */
export function presentListedUser(
  row: {
    id: string;
    username: string | null;
    displayName: string;
    avatarKey: string | null;
    isFollowing: boolean;
  },
  storage: Storage,
): UserListItemView {
  return {
    id: row.id,
    username: row.username,
    display_name: row.displayName,
    avatarUrl: imageUrl(storage, row.avatarKey),
    isFollowing: row.isFollowing,
  };
}
