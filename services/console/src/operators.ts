/**
 * Operator accounts of the console: granted, revoked and listed from the command line
 * (`npm run admin -- operators ...`), checked at login (password, then TOTP).
 */
import { randomBytes } from "node:crypto";
import { hash, verify as verifyHash } from "@node-rs/bcrypt";
import { consoleOperators, type Database } from "@playpal/db";
import { asc, eq, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify as verifyTotp } from "otplib";
import type { Role } from "./roles.ts";

export type Operator = typeof consoleOperators.$inferSelect;
export const MIN_PASSWORD_LENGTH = 12;
const USERNAME = /^[a-z0-9][a-z0-9._-]{1,39}$/i;

export class OperatorError extends Error {
  override name = "OperatorError";
}

export function findOperatorByName(db: Database, username: string): Promise<Operator | undefined> {
  return db
    .select()
    .from(consoleOperators)
    .where(sql`lower(${consoleOperators.username}) = lower(${username})`)
    .then((rows) => rows[0]);
}

export function findOperator(db: Database, id: string): Promise<Operator | undefined> {
  return db
    .select()
    .from(consoleOperators)
    .where(eq(consoleOperators.id, id))
    .then((rows) => rows[0]);
}

const nextVersion = sql`(${consoleOperators.sessionVersion}::bigint + 1)::text`;

/**
 * Grants `role` to `username`: a new operator (with `password`, or a generated one that is returned
 * once), or an existing one whose role changes (and who is let in again if revoked). A new password
 * also resets the second factor, enrolled again at the next login. Every earlier session ends.
 */
export async function grantOperator(
  db: Database,
  input: { username: string; role: Role; password?: string; bcryptCost?: number },
): Promise<{ operator: Operator; created: boolean; generatedPassword: string | null }> {
  if (!USERNAME.test(input.username)) {
    throw new OperatorError("username must be 2..40 letters, digits, '.', '_' or '-'");
  }
  if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH) {
    throw new OperatorError(`password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const existing = await findOperatorByName(db, input.username);
  const generatedPassword =
    input.password === undefined && !existing ? randomBytes(15).toString("base64url") : null;
  const password = input.password ?? generatedPassword;
  const passwordHash = password ? await hash(password, { cost: input.bcryptCost ?? 12 }) : null;
  if (!existing) {
    const [operator] = await db
      .insert(consoleOperators)
      .values({ username: input.username, role: input.role, passwordHash: passwordHash as string })
      .returning();
    return { operator: operator as Operator, created: true, generatedPassword };
  }
  const [operator] = await db
    .update(consoleOperators)
    .set({
      role: input.role,
      revokedAt: null,
      sessionVersion: nextVersion,
      ...(passwordHash ? { passwordHash, totpSecret: null, totpEnrolledAt: null } : {}),
    })
    .where(eq(consoleOperators.id, existing.id))
    .returning();
  return { operator: operator as Operator, created: false, generatedPassword: null };
}

/** Revokes an operator: no more logins, and every open session ends on its next request. */
export async function revokeOperator(db: Database, username: string): Promise<Operator> {
  const [operator] = await db
    .update(consoleOperators)
    .set({ revokedAt: new Date(), sessionVersion: nextVersion })
    .where(sql`lower(${consoleOperators.username}) = lower(${username})`)
    .returning();
  if (!operator) throw new OperatorError(`no operator named ${username}`);
  return operator;
}

export function listOperators(db: Database): Promise<Operator[]> {
  return db.select().from(consoleOperators).orderBy(asc(consoleOperators.username));
}

/** The operator when the password is theirs and they are not revoked; a revoked one never matches. */
export async function checkPassword(
  db: Database,
  username: string,
  password: string,
): Promise<Operator | null> {
  const operator = await findOperatorByName(db, username);
  // A hash compared even for an unknown name, so the answer takes as long either way.
  const matches = await verifyHash(password, operator?.passwordHash ?? DUMMY_HASH).catch(() => false);
  return operator && matches && !operator.revokedAt ? operator : null;
}
const DUMMY_HASH = "$2b$12$C6UzMDM.H6dfI/f/IKcEeO5Kf1x9nV4v8W1S5pYqG9rB2mD5t6K7e";

/** The operator's TOTP secret, made on the first login (not enrolled until a code of it is checked). */
export async function pendingTotpSecret(db: Database, operator: Operator): Promise<string> {
  if (operator.totpSecret) return operator.totpSecret;
  const secret = generateSecret();
  const [row] = await db
    .update(consoleOperators)
    .set({ totpSecret: secret })
    .where(sql`${consoleOperators.id} = ${operator.id} and ${consoleOperators.totpSecret} is null`)
    .returning({ secret: consoleOperators.totpSecret });
  if (row?.secret) return row.secret;
  return (await findOperator(db, operator.id))?.totpSecret ?? secret;
}

export const totpUri = (operator: Operator, secret: string) =>
  generateURI({ issuer: "PlayPal console", label: operator.username, secret });

/** The time step of a valid code (the previous, current or next 30 s), else null. */
export async function checkTotp(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verifyTotp({ secret, token: code, epochTolerance: 30 }).catch(() => null);
  return result?.valid ? Math.floor(Date.now() / 30_000) + result.delta : null;
}

/** The first valid code enrols the factor; every login records its time. */
export async function recordLogin(db: Database, operator: Operator): Promise<Operator> {
  const [row] = await db
    .update(consoleOperators)
    .set({
      lastLoginAt: new Date(),
      ...(operator.totpEnrolledAt ? {} : { totpEnrolledAt: new Date(), sessionVersion: nextVersion }),
    })
    .where(eq(consoleOperators.id, operator.id))
    .returning();
  return row as Operator;
}
