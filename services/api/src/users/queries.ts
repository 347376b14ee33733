import { type Executor, users } from "@playpal/db";
import { eq } from "drizzle-orm";

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
