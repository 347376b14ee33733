import { blocks, type Executor, profileLinks, users } from "@playpal/db";
import { notFound } from "@playpal/platform";
import { asc, eq, sql } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import { enforce } from "../http/policy.ts";
import { userRowVisible } from "../users/visibility.ts";
import { seeUserPolicy } from "./policy.ts";
import type { LinkView } from "./views.ts";

/** A user's links in order (the public profile carries them too). */
export async function listLinks(db: Executor, userId: string): Promise<LinkView[]> {
  return db
    .select({ id: profileLinks.id, title: profileLinks.title, url: profileLinks.url })
    .from(profileLinks)
    .where(eq(profileLinks.userId, userId))
    .orderBy(asc(profileLinks.position));
}

/**
 * `GET /user/:userId/links`: like the profile, 404 when the user does not exist, is deactivated or
 * suspended, or has blocked the caller (a block is never revealed).
 */
export async function getUserLinks(deps: Pick<Deps, "db">, viewerId: string, userId: string) {
  const [user] = await deps.db
    .select({
      visible: sql<boolean>`${userRowVisible()}`,
      blocksViewer: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("User not found", "USER_NOT_FOUND");
  enforce(seeUserPolicy({ userId, ...user }, viewerId), {
    HIDDEN: () => notFound("User not found", "USER_NOT_FOUND"),
  });
  return listLinks(deps.db, userId);
}

/**
 * `PUT /user/me/links`: replaces the caller's links with the given list, in its order, in one
 * transaction; the caller's row is locked first so two concurrent replacements serialise.
 */
export async function replaceLinks(
  deps: Pick<Deps, "db">,
  userId: string,
  links: { title: string; url: string }[],
): Promise<LinkView[]> {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
    await tx.delete(profileLinks).where(eq(profileLinks.userId, userId));
    if (links.length > 0) {
      await tx.insert(profileLinks).values(links.map((link, position) => ({ userId, position, ...link })));
    }
    return listLinks(tx, userId);
  });
}
