import { follows, users } from "@playpal/db";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * THE rule of whether a user and everything they wrote is visible to others: not deactivated (a
 * deletion pending or done) and not suspended now. Every query that lists other users or their
 * content applies it, through one of the two forms below; discovery, commerce and any new list must
 * too. Indexes are not needed: it is a primary-key probe per row (or a filter on a joined users row).
 */
const ACTIVE = (deactivatedAt: SQLWrapper, suspendedUntil: SQLWrapper) =>
  sql`(${deactivatedAt} is null and (${suspendedUntil} is null or ${suspendedUntil} <= now()))`;

/**
 * For a query that has the `users` row of the user at hand (joined or selected from), or an alias of
 * `users` named `as` (`from users u`).
 */
export function userRowVisible(as?: string): SQL {
  if (as === undefined) return ACTIVE(users.deactivatedAt, users.suspendedUntil);
  const row = sql.identifier(as);
  return ACTIVE(
    sql`${row}.${sql.identifier("deactivated_at")}`,
    sql`${row}.${sql.identifier("suspended_until")}`,
  );
}

/** For a user id (a bound value or a column such as `posts.author_id`): one probe of `users`' key. */
export function userIsVisible(userId: string | SQLWrapper): SQL {
  return sql`exists (select 1 from ${users} as "visible_user" where "visible_user"."id" = ${userId} and ${userRowVisible("visible_user")})`;
}

/** An account's state as an operator sees it: the rule above, and why an account is not visible. */
export type AccountStatus = "active" | "suspended" | "deactivated" | "purged";
/** The states an operator's search filters by (a purged account is deactivated too). */
export const ACCOUNT_STATUSES = ["active", "suspended", "deactivated"] as const;
export type AccountStatusFilter = (typeof ACCOUNT_STATUSES)[number];

/** The rule as a value, for one account's page (the precedence of `accountStatusIs`). */
export function accountStatus(
  user: { suspendedUntil: Date | null; deactivatedAt: Date | null; purgedAt: Date | null },
  now: Date = new Date(),
): AccountStatus {
  if (user.purgedAt) return "purged";
  if (user.deactivatedAt) return "deactivated";
  if (user.suspendedUntil && user.suspendedUntil > now) return "suspended";
  return "active";
}

/** The accounts in one state (`users` at hand): `active` is the visible rule itself. */
export function accountStatusIs(status: AccountStatusFilter): SQL {
  if (status === "active") return userRowVisible();
  if (status === "deactivated") return sql`${users.deactivatedAt} is not null`;
  return sql`(${users.deactivatedAt} is null and ${users.suspendedUntil} > now())`;
}

/**
 * The ids of the users the rule hides now, as a subquery: a scan of the partial `users_hidden_idx`
 * (accounts ever deactivated or suspended, a small set), which PostgreSQL hashes once per statement.
 * For a count that must leave out hidden users' rows without visiting each row's user: `x not in
 * (hiddenUserIds())` (the ids are a primary key, never null).
 */
export function hiddenUserIds(): SQL {
  return sql`select "hidden_user"."id" from ${users} as "hidden_user" where "hidden_user"."deactivated_at" is not null or "hidden_user"."suspended_until" > now()`;
}

/**
 * A user's follow counters as everyone sees them: the stored counters (kept by every follow, unfollow
 * and block) minus the edges with accounts the rule hides now (deactivated or suspended), so an account
 * is not counted while it does not exist for others, and is again once restored or its suspension ends,
 * with no counter to rewrite. Two probes of the follows primary key per hidden account at most.
 * `userId`: the users row's id column (or an alias's).
 */
export function visibleFollowCounts(
  userId: SQLWrapper = users.id,
  stored: { followers: SQLWrapper; following: SQLWrapper } = {
    followers: users.followersCount,
    following: users.followingCount,
  },
) {
  return {
    followersCount: sql<number>`(${stored.followers} - (select count(*) from ${follows} as "hidden_follow" where "hidden_follow"."following_id" = ${userId} and "hidden_follow"."follower_id" in (${hiddenUserIds()})))::int`,
    followingCount: sql<number>`(${stored.following} - (select count(*) from ${follows} as "hidden_follow" where "hidden_follow"."follower_id" = ${userId} and "hidden_follow"."following_id" in (${hiddenUserIds()})))::int`,
  };
}

/** What is shown in place of a deleted (or deactivated) user who must stay referenced: a DM's sender. */
export const DELETED_USER = {
  username: null,
  display_name: "Deleted user",
  avatarUrl: null,
} as const;
