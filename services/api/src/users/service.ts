import { isUniqueViolation } from "@playpal/db";
import { badRequest, notFound } from "@playpal/platform";
import { isOffensive, usernameExists } from "../accounts/service.ts";
import type { Deps } from "../deps.ts";
import type { Prefetched } from "../http/auth.ts";
import { clearMeCache, readThroughMe } from "./me-cache.ts";
import * as q from "./queries.ts";
import { type MeView, presentMe } from "./views.ts";

function found(row: q.UserRow | undefined): q.UserRow {
  if (!row) throw notFound("User not found", "USER_NOT_FOUND");
  return row;
}

export async function getMe(deps: Deps, userId: string): Promise<MeView> {
  return presentMe(found(await q.findUser(deps.db, userId)), deps.storage);
}

/**
 * The caller's account as the route's serialized JSON (`serialize`: its response serializer), cached
 * per user and token version (`me-cache.ts`); `prefetched`: the cache read made in the authentication
 * round trip, if any.
 */
export async function getMeJson(
  deps: Deps,
  userId: string,
  tokenVersion: number,
  serialize: (view: MeView) => string,
  prefetched?: Prefetched | null,
): Promise<Buffer> {
  return readThroughMe(
    deps,
    userId,
    tokenVersion,
    async () => serialize(await getMe(deps, userId)),
    prefetched,
  );
}

export async function updateMe(
  deps: Deps,
  userId: string,
  patch: { display_name?: string; first_name?: string; last_name?: string; bio?: string | null },
): Promise<MeView> {
  const values: q.UserUpdate = {
    ...(patch.display_name !== undefined && { displayName: patch.display_name }),
    ...(patch.first_name !== undefined && { firstName: patch.first_name }),
    ...(patch.last_name !== undefined && { lastName: patch.last_name }),
    ...(patch.bio !== undefined && { bio: patch.bio }),
  };
  if (Object.keys(values).length === 0) return getMe(deps, userId);
  const row = found(await q.updateUser(deps.db, userId, values));
  await clearMeCache(deps, [userId]);
  return presentMe(row, deps.storage);
}

export async function completeOnboarding(deps: Deps, userId: string, username: string): Promise<MeView> {
  const wanted = username.toLowerCase();
  if (isOffensive(wanted)) throw badRequest("This username is not allowed", "USERNAME_OFFENSIVE");
  const current = found(await q.findUser(deps.db, userId));
  if (current.username?.toLowerCase() !== wanted && (await usernameExists(deps, wanted))) {
    throw badRequest("This username is taken", "USERNAME_TAKEN");
  }
  try {
    const row = found(await q.updateUser(deps.db, userId, { username: wanted, onboarded: true }));
    await clearMeCache(deps, [userId]);
    return presentMe(row, deps.storage);
  } catch (error) {
    if (isUniqueViolation(error, "users_username_lower_key")) {
      throw badRequest("This username is taken", "USERNAME_TAKEN");
    }
    throw error;
  }
}
