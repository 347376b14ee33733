import { users } from "@playpal/db";
import { eq, sql } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import { applyMediaVisibility, mediaVisibilityOf } from "../posts/media-urls.ts";
import { alignMediaObjects } from "../posts/service.ts";
import { userRowVisible } from "../users/visibility.ts";
import * as q from "./queries.ts";

const PAGE = 200;

/**
 * Puts every public object of an account in line with whether the account is shown (API.md "Trust and
 * safety"): while it is deactivated or suspended, its avatar, banner and post media are private, so
 * their public URLs answer 404 (local mode) or 403 (S3) and the CDN is purged of them; once it is
 * restored or the suspension ended, what should be public is public again. Recomputed from the
 * database each time, so runs in any order, or twice, end in the right state. The `account.media-access`
 * job of the accounts queue; a big account is a few thousand storage calls.
 */
export async function alignAccountMedia(deps: Deps, userId: string): Promise<{ objects: number }> {
  const [user] = await deps.db
    .select({
      avatarKey: users.avatarKey,
      bannerKey: users.bannerKey,
      shown: sql<boolean>`${userRowVisible()}`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return { objects: 0 };
  let objects = 0;
  const profileImages = [user.avatarKey, user.bannerKey].filter((k): k is string => k !== null);
  await applyMediaVisibility(deps.storage, profileImages, user.shown ? "public" : "private");
  objects += profileImages.length;
  let after = "";
  for (;;) {
    const page = await q.ownerMediaPage(deps.db, userId, after, PAGE);
    if (page.length === 0) break;
    for (const row of page) {
      await alignMediaObjects(deps, [row.media], user.shown ? mediaVisibilityOf(row) : "private");
    }
    objects += page.length;
    after = page[page.length - 1]?.media.id ?? after;
    if (page.length < PAGE) break;
  }
  return { objects };
}

/** Queues `account.media-access` for the user, now and (a suspension) again once `until` has passed. */
export async function queueAccountMediaAccess(deps: Deps, userId: string, until?: Date): Promise<void> {
  const options = {
    attempts: 5,
    backoff: { type: "exponential", delay: 10_000 },
    removeOnComplete: true,
    removeOnFail: 1000,
  };
  // A job id per request: one already waiting may have read the account before this change.
  await deps.queues.accounts.add(
    "account.media-access",
    { userId },
    { ...options, jobId: `media-access-${userId}-${Date.now()}` },
  );
  if (until) {
    const delay = Math.max(0, until.getTime() - Date.now()) + 1000;
    await deps.queues.accounts.add(
      "account.media-access",
      { userId },
      { ...options, delay, jobId: `media-access-${userId}-at-${until.getTime()}` },
    );
  }
}
