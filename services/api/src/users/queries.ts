import { type Executor, preparedPerDatabase, users } from "@playpal/db";
import { eq, sql } from "drizzle-orm";

export type UserRow = typeof users.$inferSelect;
export type UserUpdate = Partial<Pick<UserRow, "displayName" | "firstName" | "lastName" | "bio">>;

export async function findUser(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The updated row, or undefined when the user is gone. */
export async function updateUser(
  db: Executor,
  userId: string,
  values: UserUpdate | { username: string; onboarded: true },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

/**
 * The columns of a user summary, the one shape in which an author, actor or sender is read: select
 * them in a join (`.select({ ..., sender: userSummaryColumns })`) or load them by id below. The view is
 * `presentUserSummary` (users/summary.ts).
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
