import {
  type Cursor,
  type Executor,
  keyset,
  type Page,
  preparedPerDatabase,
  toPage,
  users,
} from "@playpal/db";
import { and, eq, getTableColumns, ilike, or, sql } from "drizzle-orm";
import { type AccountStatusFilter, accountStatusIs, visibleFollowCounts } from "./visibility.ts";

export type UserRow = typeof users.$inferSelect;
export type UserUpdate = Partial<Pick<UserRow, "displayName" | "firstName" | "lastName" | "bio">>;

/**
 * Every column of a users row, its follow counters as everyone sees them (`visibleFollowCounts`: hidden
 * accounts left out), for a select or a `returning` whose row is shown (GET /user/me, the profile).
 */
export const userRowColumns = () => ({ ...getTableColumns(users), ...visibleFollowCounts() });

/** The user's row (`userRowColumns`). */
export async function findUser(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userRowColumns()).from(users).where(eq(users.id, userId));
  return row;
}

/** The updated row, or undefined when the user is gone. */
export async function updateUser(
  db: Executor,
  userId: string,
  values: UserUpdate | { username: string; onboarded: true },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning(userRowColumns());
  return row;
}

/**
 * The columns of a user summary, the one shape in which an author, actor or sender is read: select
 * them in a join (`.select({ ..., sender: userSummaryColumns })`) or load them by id below. The view is
 * `presentUserSummary` (users/views.ts).
 */
export const userSummaryColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  avatarKey: users.avatarKey,
};
export interface UserSummaryRow {
  id: string;
  username: string | null;
  displayName: string;
  avatarKey: string | null;
}

/** Loader: the summaries of many users in one query, by id (missing users are absent). */
/** Prepared once per database: it runs on every post, comment and notification list (hydration). */
const summariesByIds = preparedPerDatabase<UserSummaryRow[], { ids: string[] }>(
  "user_summaries",
  (db, value) =>
    db
      .select(userSummaryColumns)
      .from(users)
      .where(sql`${users.id} = any(${value("ids")}::text[])`),
);

export async function loadUserSummaries(db: Executor, ids: string[]): Promise<Map<string, UserSummaryRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await summariesByIds(db, { ids: unique });
  return new Map(rows.map((r) => [r.id, r]));
}

/** One user's summary, or null when the user does not exist. */
export async function findUserSummary(db: Executor, userId: string): Promise<UserSummaryRow | null> {
  const [row] = await db.select(userSummaryColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

// ---- the operators' side (the console's Users page) ------------------------------------------------

export const accountCardColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  displayName: users.displayName,
  createdAt: users.createdAt,
  suspendedUntil: users.suspendedUntil,
  deactivatedAt: users.deactivatedAt,
  purgedAt: users.purgedAt,
};
export interface AccountCard {
  id: string;
  username: string | null;
  email: string;
  displayName: string;
  createdAt: Date;
  suspendedUntil: Date | null;
  deactivatedAt: Date | null;
  purgedAt: Date | null;
}

/**
 * Accounts by id, or by the start of their username or email (case-insensitive), in one state or any;
 * newest first, keyset on (createdAt, id).
 */
export async function searchAccounts(
  db: Executor,
  filter: { q?: string; status?: AccountStatusFilter },
  page: { limit: number; cursor?: Cursor | null },
): Promise<Page<AccountCard>> {
  const conditions = [];
  if (filter.q) {
    const like = `${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(eq(users.id, filter.q), ilike(users.username, like), ilike(users.email, like)));
  }
  if (filter.status) conditions.push(accountStatusIs(filter.status));
  const k = keyset(users.createdAt, users.id, page);
  const rows = await db
    .select(accountCardColumns)
    .from(users)
    .where(and(...conditions, k.after))
    .orderBy(...k.orderBy)
    .limit(k.take);
  return toPage(rows, page.limit, (u) => u);
}

/** Sign-ups per UTC day since `since` (days with none are absent). */
export async function signupsPerDay(db: Executor, since: Date): Promise<{ day: string; value: number }[]> {
  const day = sql<string>`to_char((${users.createdAt} at time zone 'utc')::date, 'YYYY-MM-DD')`;
  return db
    .select({ day, value: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.createdAt} >= ${since.toISOString()}::timestamptz`)
    .groupBy(day);
}
