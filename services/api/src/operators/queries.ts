import { consoleOperators, consoleSessions, type Executor } from "@playpal/db";
import { and, asc, desc, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";

export type OperatorRow = typeof consoleOperators.$inferSelect;
export type OperatorSessionRow = typeof consoleSessions.$inferSelect;

const byName = (username: string) => sql`lower(${consoleOperators.username}) = lower(${username})`;

export async function findOperatorByName(db: Executor, username: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(consoleOperators).where(byName(username));
  return row;
}

export async function findOperator(db: Executor, id: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(consoleOperators).where(eq(consoleOperators.id, id));
  return row;
}

export function listOperators(db: Executor): Promise<OperatorRow[]> {
  return db.select().from(consoleOperators).orderBy(asc(consoleOperators.username));
}

export async function insertOperator(
  db: Executor,
  values: typeof consoleOperators.$inferInsert,
): Promise<OperatorRow> {
  const [row] = await db.insert(consoleOperators).values(values).returning();
  return row as OperatorRow;
}

export async function updateOperator(
  db: Executor,
  id: string,
  values: Partial<typeof consoleOperators.$inferInsert>,
): Promise<OperatorRow> {
  const [row] = await db.update(consoleOperators).set(values).where(eq(consoleOperators.id, id)).returning();
  return row as OperatorRow;
}

/** Stores a first TOTP secret unless one is there already; answers the one stored. */
export async function setTotpSecretOnce(db: Executor, id: string, secret: string): Promise<string | null> {
  const [row] = await db
    .update(consoleOperators)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(and(eq(consoleOperators.id, id), isNull(consoleOperators.totpSecret)))
    .returning({ secret: consoleOperators.totpSecret });
  if (row) return row.secret;
  return (await findOperator(db, id))?.totpSecret ?? null;
}

/**
 * Claims a TOTP step: set only when it is later than the last one accepted, in the one statement that
 * compares, so of two requests with the same code exactly one gets the row back.
 */
export async function claimTotpStep(db: Executor, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(consoleOperators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(consoleOperators.id, id),
        isNull(consoleOperators.revokedAt),
        or(isNull(consoleOperators.totpLastStep), lt(consoleOperators.totpLastStep, step)),
      ),
    )
    .returning({ id: consoleOperators.id });
  return rows.length === 1;
}

/** The operator's row, locked for the rest of the transaction (a login completing). */
export async function lockOperator(tx: Executor, id: string): Promise<OperatorRow | undefined> {
  const [row] = await tx.select().from(consoleOperators).where(eq(consoleOperators.id, id)).for("update");
  return row;
}

/** Marks the username locked (when it names an operator); answers the operator's id. */
export async function markLoginLocked(db: Executor, username: string, at: Date): Promise<string | null> {
  const [row] = await db
    .update(consoleOperators)
    .set({ loginLockedAt: at })
    .where(byName(username))
    .returning({ id: consoleOperators.id });
  return row?.id ?? null;
}

// ---- sessions -------------------------------------------------------------------------------------------

export async function findSession(db: Executor, key: string): Promise<OperatorSessionRow | null> {
  const [row] = await db.select().from(consoleSessions).where(eq(consoleSessions.id, key));
  return row ?? null;
}

/** A session made in this request (a login, a notice): inserted, or replaced when the id exists. */
export async function insertSession(
  db: Executor,
  values: typeof consoleSessions.$inferInsert,
): Promise<void> {
  const { id: _id, ...set } = values;
  await db.insert(consoleSessions).values(values).onConflictDoUpdate({ target: consoleSessions.id, set });
}

/**
 * A session loaded by this request: updated only while its row is there, so a request in flight when
 * the session was ended (a logout in another tab, an admin, a revocation) does not bring it back.
 */
export async function updateSession(
  db: Executor,
  key: string,
  values: Partial<typeof consoleSessions.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(consoleSessions)
    .set(values)
    .where(eq(consoleSessions.id, key))
    .returning({ id: consoleSessions.id });
  return rows.length === 1;
}

export async function deleteSession(db: Executor, key: string): Promise<void> {
  await db.delete(consoleSessions).where(eq(consoleSessions.id, key));
}

/** Ends the operator's sessions (all, or all but one); answers how many. */
export async function deleteOperatorSessions(
  db: Executor,
  operatorId: string,
  options: { only?: string; except?: string } = {},
): Promise<number> {
  const rows = await db
    .delete(consoleSessions)
    .where(
      and(
        eq(consoleSessions.operatorId, operatorId),
        options.only ? eq(consoleSessions.id, options.only) : undefined,
        options.except ? sql`${consoleSessions.id} <> ${options.except}` : undefined,
      ),
    )
    .returning({ id: consoleSessions.id });
  return rows.length;
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(consoleSessions)
    .where(lte(consoleSessions.expiresAt, now))
    .returning({ id: consoleSessions.id });
  return rows.length;
}

/** The logged-in sessions alive at `now` (of one operator, or all), with their operator. */
export function liveSessions(db: Executor, now: Date, operatorId?: string) {
  return db
    .select({
      id: consoleSessions.id,
      operatorId: consoleOperators.id,
      username: consoleOperators.username,
      role: consoleOperators.role,
      loginAt: consoleSessions.loginAt,
      seenAt: consoleSessions.seenAt,
      expiresAt: consoleSessions.expiresAt,
      address: consoleSessions.address,
      userAgent: consoleSessions.userAgent,
    })
    .from(consoleSessions)
    .innerJoin(consoleOperators, eq(consoleOperators.id, consoleSessions.operatorId))
    .where(
      and(
        eq(consoleSessions.stage, "full"),
        gt(consoleSessions.expiresAt, now),
        operatorId ? eq(consoleSessions.operatorId, operatorId) : undefined,
      ),
    )
    .orderBy(asc(consoleOperators.username), desc(consoleSessions.seenAt));
}
