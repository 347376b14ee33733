/**
 * The console's operator accounts (docs/console.md): granted, revoked and listed from the command line
 * (`npm run admin -- operators ...`), checked at the console's login (password, then a TOTP code whose
 * step is claimed here), their sessions listed and ended. Every change is audited in its transaction
 * and ends the sessions it must in the same one.
 */
import { randomBytes } from "node:crypto";
import { hash, verify as verifyHash } from "@node-rs/bcrypt";
import { type AuditActor, appendAudit, operatorRoles } from "@playpal/db";
import { appError } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import * as q from "./queries.ts";

export type Operator = q.OperatorRow;
export type OperatorRole = (typeof operatorRoles)[number];
export const OPERATOR_ROLES: readonly OperatorRole[] = operatorRoles;
export const MIN_OPERATOR_PASSWORD_LENGTH = 12;
const USERNAME = /^[a-z0-9][a-z0-9._-]{1,39}$/i;

const invalid = (message: string) => appError("OPERATOR_INVALID", message);
const unknown = (name: string) => appError("OPERATOR_NOT_FOUND", `no operator named ${name}`);

export function findOperator(deps: Pick<Deps, "db">, id: string): Promise<Operator | undefined> {
  return q.findOperator(deps.db, id);
}

export function findOperatorByName(deps: Pick<Deps, "db">, username: string): Promise<Operator | undefined> {
  return q.findOperatorByName(deps.db, username);
}

export function listOperators(deps: Pick<Deps, "db">): Promise<Operator[]> {
  return q.listOperators(deps.db);
}

const target = (operator: Operator) => ({ targetType: "operator" as const, targetId: operator.id });

/**
 * Grants `role` to `username`: a new operator (with `password`, or a generated one that is returned
 * once), or an existing one whose role changes (and who is let in again if revoked). A new password
 * also resets the second factor, enrolled again at the next login. Every session of an existing
 * operator ends, in the transaction of the change and of its audit entry.
 */
export async function grantOperator(
  deps: Pick<Deps, "db" | "config">,
  input: { username: string; role: OperatorRole; password?: string },
  actor: AuditActor,
): Promise<{
  operator: Operator;
  created: boolean;
  generatedPassword: string | null;
  sessionsEnded: number;
}> {
  if (!USERNAME.test(input.username)) {
    throw invalid("username must be 2..40 letters, digits, '.', '_' or '-'");
  }
  if (!OPERATOR_ROLES.includes(input.role)) throw invalid(`role must be one of ${OPERATOR_ROLES.join(", ")}`);
  if (input.password !== undefined && input.password.length < MIN_OPERATOR_PASSWORD_LENGTH) {
    throw invalid(`password must be at least ${MIN_OPERATOR_PASSWORD_LENGTH} characters`);
  }
  const existing = await q.findOperatorByName(deps.db, input.username);
  const generatedPassword =
    input.password === undefined && !existing ? randomBytes(15).toString("base64url") : null;
  const password = input.password ?? generatedPassword;
  const passwordHash = password ? await hash(password, { cost: deps.config.BCRYPT_COST }) : null;
  return deps.db.transaction(async (tx) => {
    const operator = existing
      ? await q.updateOperator(tx, existing.id, {
          role: input.role,
          revokedAt: null,
          ...(passwordHash
            ? { passwordHash, totpSecret: null, totpEnrolledAt: null, totpLastStep: null }
            : {}),
        })
      : await q.insertOperator(tx, {
          username: input.username,
          role: input.role,
          passwordHash: passwordHash as string,
        });
    const sessionsEnded = existing ? await q.deleteOperatorSessions(tx, existing.id) : 0;
    await appendAudit(tx, {
      action: "grant",
      actor,
      ...target(operator),
      details: {
        username: operator.username,
        role: operator.role,
        ...(existing ? { previousRole: existing.role, wasRevoked: existing.revokedAt !== null } : {}),
        created: !existing,
        newPassword: passwordHash !== null,
        sessionsEnded,
      },
    });
    return { operator, created: !existing, generatedPassword, sessionsEnded };
  });
}

/** Revokes an operator: no more logins, and every open session ends with the revocation. */
export async function revokeOperator(
  deps: Pick<Deps, "db">,
  username: string,
  actor: AuditActor,
): Promise<{ operator: Operator; sessionsEnded: number }> {
  const existing = await q.findOperatorByName(deps.db, username);
  if (!existing) throw unknown(username);
  return deps.db.transaction(async (tx) => {
    const operator = await q.updateOperator(tx, existing.id, { revokedAt: new Date() });
    const sessionsEnded = await q.deleteOperatorSessions(tx, operator.id);
    await appendAudit(tx, {
      action: "revoke",
      actor,
      ...target(operator),
      details: { username: operator.username, role: operator.role, sessionsEnded },
    });
    return { operator, sessionsEnded };
  });
}

export interface OperatorLogin {
  /** The operator when the password is theirs and they are not revoked; a revoked one never matches. */
  checkPassword(username: string, password: string): Promise<Operator | null>;
}

/**
 * The password check of the console's login. An unknown username is compared with a hash made here,
 * at start-up, with the configured BCRYPT_COST: the answer takes as long as for a known one (whose
 * hash has that cost too), so the timing does not tell which usernames exist.
 */
export async function createOperatorLogin(deps: Pick<Deps, "db" | "config">): Promise<OperatorLogin> {
  const dummyHash = await hash(randomBytes(18).toString("base64url"), { cost: deps.config.BCRYPT_COST });
  return {
    async checkPassword(username, password) {
      const operator = await q.findOperatorByName(deps.db, username);
      const matches = await verifyHash(password, operator?.passwordHash ?? dummyHash).catch(() => false);
      return operator && matches && !operator.revokedAt ? operator : null;
    },
  };
}

/** The operator's TOTP secret: `fresh()` stored on the first login (not enrolled until a code of it is checked). */
export async function ensureTotpSecret(
  deps: Pick<Deps, "db">,
  operator: Operator,
  fresh: () => string,
): Promise<string | null> {
  return operator.totpSecret ?? q.setTotpSecretOnce(deps.db, operator.id, fresh());
}

/**
 * Claims the step of a code that was checked: true once per step, and only for a step later than the
 * last one accepted (PostgreSQL holds it, so a Redis restart does not let a code in twice).
 */
export function claimTotpStep(deps: Pick<Deps, "db">, operatorId: string, step: number): Promise<boolean> {
  return q.claimTotpStep(deps.db, operatorId, step);
}

/**
 * A login completed (password and code): its time recorded and the lock notice cleared; the first code
 * enrols the factor, which ends any other session of the operator. Answers the lock time cleared,
 * for the notice the operator is shown; null when the operator is gone or revoked meanwhile.
 */
export async function completeOperatorLogin(
  deps: Pick<Deps, "db">,
  operatorId: string,
  now: Date,
): Promise<{ operator: Operator; lockedAt: Date | null; enrolled: boolean } | null> {
  return deps.db.transaction(async (tx) => {
    const before = await q.lockOperator(tx, operatorId);
    if (!before || before.revokedAt) return null;
    const operator = await q.updateOperator(tx, operatorId, {
      lastLoginAt: now,
      totpEnrolledAt: before.totpEnrolledAt ?? now,
      loginLockedAt: null,
    });
    const enrolled = before.totpEnrolledAt === null;
    if (enrolled) await q.deleteOperatorSessions(tx, operatorId);
    return { operator, lockedAt: before.loginLockedAt, enrolled };
  });
}

/**
 * A username locked by failed logins (the console's per-username throttle spent): the operator it
 * names, if any, is told at their next login; the lock is audited (actor `system`, from the address of
 * the attempt that spent the allowance), whether or not the name exists.
 */
export async function recordLoginLock(
  deps: Pick<Deps, "db">,
  input: { username: string; address: string; attempts: number; windowSeconds: number; at: Date },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const operatorId = await q.markLoginLocked(tx, input.username, input.at);
    await appendAudit(tx, {
      action: "login_locked",
      actor: { actor: "system", sourceAddress: input.address },
      targetType: "operator",
      targetId: operatorId ?? input.username.toLowerCase(),
      details: {
        username: input.username,
        known: operatorId !== null,
        attempts: input.attempts,
        windowSeconds: input.windowSeconds,
      },
    });
  });
}

/** The logged-in sessions alive at `now`, of every operator or of one. */
export async function listOperatorSessions(
  deps: Pick<Deps, "db">,
  options: { now: Date; username?: string },
) {
  let operatorId: string | undefined;
  if (options.username !== undefined) {
    const operator = await q.findOperatorByName(deps.db, options.username);
    if (!operator) throw unknown(options.username);
    operatorId = operator.id;
  }
  return q.liveSessions(deps.db, options.now, operatorId);
}

export type OperatorSession = Awaited<ReturnType<typeof listOperatorSessions>>[number];

/**
 * Ends an operator's sessions (every one, or the one whose id is given, as `listOperatorSessions`
 * shows it), audited in the same transaction; answers how many ended.
 */
export async function endOperatorSessions(
  deps: Pick<Deps, "db">,
  who: { username: string } | { operatorId: string },
  actor: AuditActor,
  options: { sessionId?: string } = {},
): Promise<{ operator: Operator; ended: number }> {
  const operator =
    "username" in who
      ? await q.findOperatorByName(deps.db, who.username)
      : await q.findOperator(deps.db, who.operatorId);
  if (!operator) throw unknown("username" in who ? who.username : who.operatorId);
  return deps.db.transaction(async (tx) => {
    const ended = await q.deleteOperatorSessions(tx, operator.id, { only: options.sessionId });
    await appendAudit(tx, {
      action: "end_sessions",
      actor,
      ...target(operator),
      details: {
        username: operator.username,
        ended,
        ...(options.sessionId ? { session: options.sessionId } : {}),
      },
    });
    return { operator, ended };
  });
}
