import type { sponsors } from "@playpal/db";
import type { Storage } from "@playpal/platform";
import type { z } from "zod";
import { imageUrl } from "../users/views.ts";
import type { gameSchema, sponsorSchema, userCardSchema } from "./schema.ts";

/** Wire objects are named `<Thing>View`; the functions that build them `present<Thing>` (as posts/views.ts). */
export type GameView = z.infer<typeof gameSchema>;
export type UserCardView = z.infer<typeof userCardSchema>;
export type SponsorView = z.infer<typeof sponsorSchema>;

export type SponsorRow = typeof sponsors.$inferSelect;

/** A game with its rollup figures. */
export function presentGame(
  row: {
    id: string;
    slug: string;
    name: string;
    coverKey: string | null;
    genres: string[];
    postCount: number;
  },
  storage: Storage,
): GameView {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    coverUrl: row.coverKey ? storage.publicUrl(row.coverKey) : null,
    genres: row.genres,
    postCount: row.postCount,
  };
}

/** What a user card is made from: a search hit, a trending row, a suggestion. */
export interface UserCardRow {
  id: string;
  username: string | null;
  displayName: string;
  avatarKey: string | null;
  followersCount: number;
  isLive: boolean;
  isFollowing: boolean;
}

/** A user as discovery lists them (search, trending, live now, suggestions). */
export function presentUserCard(row: UserCardRow, storage: Storage): UserCardView {
  return {
    id: row.id,
    username: row.username,
    display_name: row.displayName,
    avatarUrl: imageUrl(storage, row.avatarKey),
    followersCount: row.followersCount,
    isLive: row.isLive,
    isFollowing: row.isFollowing,
  };
}

export function presentSponsor(row: SponsorRow): SponsorView {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    placement: row.placement,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}
