import { authSessions, type Executor, liveStreams, users } from "@playpal/db";
import { and, desc, eq, sql } from "drizzle-orm";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function usernameExists(db: Executor, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

export async function insertAuthSession(
  db: Executor,
  session: { userId: string; deviceName: string | null; ipAddress: string; userAgent: string | null },
): Promise<void> {
  await db.insert(authSessions).values(session);
}

/** The user's sign-in sessions, the newest first (an operator's view of the account). */
export function listAuthSessions(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(desc(authSessions.createdAt), desc(authSessions.id))
    .limit(limit);
}

export async function insertLiveStream(db: Executor, stream: typeof liveStreams.$inferInsert): Promise<void> {
  await db.insert(liveStreams).values(stream);
}

/**
 * Increments tokenVersion (optionally setting a new password hash and `extra` columns) and deactivates every AuthSession.
 * Returns the new version (with the user's suspension, for the token cache), or null when the user is gone or its version is no longer `expectedVersion`.
 */
export async function revokeAllTokens(
  db: Executor,
  userId: string,
  passwordHash?: string,
  expectedVersion?: number,
  extra: Partial<typeof users.$inferInsert> = {},
): Promise<{ version: number; suspendedUntil: Date | null } | null> {
  const [row] = await db
    .update(users)
    .set({
      tokenVersion: sql`${users.tokenVersion} + 1`,
      ...(passwordHash ? { passwordHash } : {}),
      ...extra,
    })
    .where(
      expectedVersion === undefined
        ? eq(users.id, userId)
        : and(eq(users.id, userId), eq(users.tokenVersion, expectedVersion)),
    )
    .returning({ version: users.tokenVersion, suspendedUntil: users.suspendedUntil });
  if (!row) return null;
  await db.update(authSessions).set({ isActive: false }).where(eq(authSessions.userId, userId));
  return row;
}

/**
 * Clears a scheduled deletion; false when there was none or its grace period is over (the purge may
 * be running: an account past `purgeAt` is never brought back half-purged).
 */
export async function clearDeactivation(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deactivatedAt: null, purgeAt: null })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.deactivatedAt} is not null`,
        sql`${users.purgedAt} is null`,
        sql`${users.purgeAt} > now()`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}
