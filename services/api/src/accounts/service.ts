import { hash, verify } from "@node-rs/bcrypt";
import { type Executor, isUniqueViolation, newId, users } from "@playpal/db";
import {
  AccountSuspendedError,
  AppError,
  badRequest,
  createAllowance,
  isRedisDown,
  isSuspended,
  unauthorized,
} from "@playpal/platform";
import { jwtVerify, SignJWT } from "jose";
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import type { Deps } from "../deps.ts";
import { publish } from "../events/bus.ts";
import * as q from "./queries.ts";
import { assertStrongPassword, isReservedUsername } from "./validation.ts";
import { type AuthView, presentAuthUser } from "./views.ts";

export interface ClientInfo {
  deviceName: string | null;
  ipAddress: string;
  userAgent: string | null;
}

export async function createAccount(
  deps: Deps,
  input: { first_name: string; last_name: string; email: string; password: string },
  client: ClientInfo,
): Promise<AuthView> {
  assertStrongPassword(input.password, [input.email, input.first_name, input.last_name]);
  if (await q.findUserByEmail(deps.db, input.email)) {
    throw badRequest("An account with this email already exists", "EMAIL_TAKEN");
  }
  const passwordHash = await hash(input.password, { cost: deps.config.BCRYPT_COST });
  const liveStreamId = newId();
  const credentials = await deps.video.createLiveStream(liveStreamId);
  try {
    const user = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          displayName: `${input.first_name} ${input.last_name}`.trim(),
        })
        .returning();
      if (!row) throw new Error("insert returned nothing");
      await q.insertLiveStream(tx, {
        id: liveStreamId,
        userId: row.id,
        providerStreamId: credentials.providerStreamId,
        streamKey: credentials.streamKey,
        playbackId: credentials.playbackId,
        status: "idle",
      });
      await q.insertAuthSession(tx, { userId: row.id, ...client });
      return row;
    });
    return {
      user: presentAuthUser(user),
      token: await deps.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
    };
  } catch (error) {
    // The provider's stream was made for this registration only: do not leave it orphaned.
    deps.video
      .deleteLiveStream(credentials.providerStreamId)
      .catch((cleanup: Error) =>
        deps.logger.warn(
          { err: cleanup.message, providerStreamId: credentials.providerStreamId },
          "orphaned live stream not deleted",
        ),
      );
    if (isUniqueViolation(error, "users_email_lower_key")) {
      throw badRequest("An account with this email already exists", "EMAIL_TAKEN");
    }
    throw error;
  }
}

/** Compared against when the email is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

/** Failed logins for one email from one address, then for one email from all addresses, per window. */
export const FAILED_LOGINS_PER_ADDRESS = 10;
export const FAILED_LOGINS_PER_ACCOUNT = 100;
/** Reset mails one address receives per hour at most, whoever asks and from however many addresses. */
export const RESET_MAILS_PER_HOUR = 3;
const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * Password guessing is throttled per email (known or not, so the limit reveals nothing), in Redis:
 * one address gets FAILED_LOGINS_PER_ADDRESS wrong passwords per window, all addresses together
 * FAILED_LOGINS_PER_ACCOUNT. Once spent, every attempt is 429 without checking the password, so a right
 * guess is not told apart from a wrong one. An attacker on one address cannot lock the owner out (the
 * owner's address has its own allowance); only failures count, so it takes many addresses to reach the
 * account cap, and a password reset clears both. Redis unreachable: not throttled (availability, as
 * for the request rate limit).
 */
const emailKey = (email: string) => email.trim().toLowerCase();
/** The accounts domain's allowances, made once per Redis client (RateLimiterRedis defines a script on it). */
const allowancesByClient = new WeakMap<Deps["redis"], ReturnType<typeof makeAllowances>>();
function makeAllowances(redis: Deps["redis"]) {
  const window = { windowSeconds: FAILED_LOGIN_WINDOW_SECONDS };
  return {
    perAddress: createAllowance(redis, {
      name: "login-fail-addr",
      points: FAILED_LOGINS_PER_ADDRESS,
      ...window,
    }),
    perAccount: createAllowance(redis, { name: "login-fail", points: FAILED_LOGINS_PER_ACCOUNT, ...window }),
    resetMails: createAllowance(redis, {
      name: "reset-mails",
      points: RESET_MAILS_PER_HOUR,
      windowSeconds: 3600,
    }),
  };
}
function allowances(deps: Deps) {
  let made = allowancesByClient.get(deps.redis);
  if (!made) {
    made = makeAllowances(deps.redis);
    allowancesByClient.set(deps.redis, made);
  }
  return made;
}

/** Seconds the login is held back for (0: not throttled). */
async function loginThrottled(deps: Deps, email: string, ipAddress: string): Promise<number> {
  if (isRedisDown(deps.redis)) return 0;
  const { perAddress, perAccount } = allowances(deps);
  try {
    const [address, account] = await Promise.all([
      perAddress.blockedFor(`${emailKey(email)}|${ipAddress}`),
      perAccount.blockedFor(emailKey(email)),
    ]);
    return Math.max(address, account);
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message }, "failed-login counter unavailable; not throttling");
    return 0;
  }
}

async function recordFailedLogin(deps: Deps, email: string, ipAddress: string): Promise<void> {
  if (isRedisDown(deps.redis)) return;
  const { perAddress, perAccount } = allowances(deps);
  await Promise.all([
    perAddress.take(`${emailKey(email)}|${ipAddress}`),
    perAccount.take(emailKey(email)),
  ]).catch((error: Error) => deps.logger.warn({ err: error.message }, "failed login not counted"));
}

export async function authenticate(
  deps: Deps,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<AuthView> {
  const throttledFor = await loginThrottled(deps, input.email, client.ipAddress);
  if (throttledFor > 0) {
    throw new AppError(
      429,
      "TOO_MANY_FAILED_LOGINS",
      "Too many failed login attempts; try again in 15 minutes or reset your password",
      undefined,
      throttledFor,
    );
  }
  const user = await q.findUserByEmail(deps.db, input.email);
  dummyHash ??= hash("not-a-real-password", { cost: deps.config.BCRYPT_COST });
  const ok = await verify(input.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !ok || user.purgedAt) {
    await recordFailedLogin(deps, input.email, client.ipAddress);
    throw unauthorized("Invalid email or password", "INVALID_CREDENTIALS");
  }
  // A suspension outlasts a deletion request: the login that would restore the account is refused too.
  if (isSuspended(user.suspendedUntil)) throw new AccountSuspendedError(user.suspendedUntil);
  let restored = false;
  if (user.deactivatedAt) {
    // Within the grace period the right password cancels the deletion (the purge job skips the user
    // once `purgeAt` is cleared; a purge already under way holds the row lock, and this waits for it).
    restored = await restoreAccount(deps, user.id);
    if (!restored) throw unauthorized("Invalid email or password", "INVALID_CREDENTIALS");
  }
  await q.insertAuthSession(deps.db, { userId: user.id, ...client });
  return {
    user: presentAuthUser(user),
    token: await deps.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
    ...(restored ? { restored: true as const } : {}),
  };
}

/**
 * Increments tokenVersion (optionally with a new password hash, optionally only from `expectedVersion`)
 * and deactivates every session; the cached version is invalidated before the commit and the new one
 * stored before we answer; then every realtime instance disconnects the user's sockets opened with an
 * older token (awaited, bounded by REALTIME_EMIT_TIMEOUT_MS; the realtime sweep is the safety net
 * when that call fails). Null when the user is gone or no longer at `expectedVersion`.
 */
async function revokeTokens(
  deps: Deps,
  userId: string,
  passwordHash?: string,
  expectedVersion?: number,
  extra?: Partial<q.UserRow>,
  alsoInTransaction?: (tx: Executor) => Promise<void>,
): Promise<number | null> {
  await deps.tokenVersions.invalidate(userId);
  const state = await deps.db.transaction(async (tx) => {
    const revoked = await q.revokeAllTokens(tx, userId, passwordHash, expectedVersion, extra);
    if (revoked !== null && alsoInTransaction) await alsoInTransaction(tx);
    return revoked;
  });
  if (state !== null) {
    await deps.tokenVersions.set(userId, state);
    await publish(deps, "account.tokens.revoked", { userId, tokenVersion: state.version });
  }
  return state?.version ?? null;
}

/**
 * Revokes every token and session of the user while setting `changes` on the account in the same
 * statement (a deactivation, a suspension): the next request with an old token fails on every replica
 * and on the realtime handshake. `alsoInTransaction` writes what must commit with the change (the
 * moderator's audit entry). Null when the user is gone (and nothing is written).
 */
export function revokeTokensWith(
  deps: Deps,
  userId: string,
  changes: Pick<Partial<q.UserRow>, "deactivatedAt" | "purgeAt" | "suspendedUntil">,
  alsoInTransaction?: (tx: Executor) => Promise<void>,
): Promise<number | null> {
  return revokeTokens(deps, userId, undefined, undefined, changes, alsoInTransaction);
}

/**
 * Cancels a scheduled deletion: clears the deactivation unless the purge already began (`purgedAt`
 * set, or the row is gone). Subscribers of `accountRestored` bring the user's content back into caches.
 */
async function restoreAccount(deps: Deps, userId: string): Promise<boolean> {
  const restored = await q.clearDeactivation(deps.db, userId);
  if (restored) await publish(deps, "account.restored", { userId });
  return restored;
}

/** Revokes every token and session of the user. */
export async function logoutAll(deps: Deps, userId: string): Promise<number> {
  const version = await revokeTokens(deps, userId);
  if (version === null) throw unauthorized();
  return version;
}

export async function changePassword(
  deps: Deps,
  userId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<string> {
  const user = await q.findUserById(deps.db, userId);
  if (!user) throw unauthorized();
  if (!(await verify(input.currentPassword, user.passwordHash))) {
    throw badRequest("Current password is incorrect", "WRONG_PASSWORD");
  }
  assertStrongPassword(input.newPassword, [user.email, user.firstName, user.lastName]);
  const passwordHash = await hash(input.newPassword, { cost: deps.config.BCRYPT_COST });
  const version = await revokeTokens(deps, userId, passwordHash);
  if (version === null) throw unauthorized();
  return deps.tokens.sign({ userId, tokenVersion: version });
}

const RESET_PURPOSE = "password-reset";
const encoder = new TextEncoder();

/** Counts a reset mail for the user; false once the hourly allowance is spent (or Redis cannot say). */
async function takeResetMailAllowance(deps: Deps, userId: string): Promise<boolean> {
  try {
    return await allowances(deps).resetMails.take(userId);
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message }, "reset mail allowance unavailable; not sending");
    return false;
  }
}

/**
 * Always resolves the same way, whether or not the email exists. The reset token is bound to the user's
 * current tokenVersion, which every reset increments: it is single-use and also dies with logout-all.
 */
export async function forgotPassword(deps: Deps, email: string): Promise<void> {
  const user = await q.findUserByEmail(deps.db, email);
  if (!user) return;
  // Past the allowance the answer stays the same 200: nothing tells the caller the address exists.
  if (!(await takeResetMailAllowance(deps, user.id))) return;
  const token = await new SignJWT({ purpose: RESET_PURPOSE, tv: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${deps.config.RESET_TOKEN_TTL_MINUTES}m`)
    .sign(encoder.encode(deps.config.RESET_SECRET));
  const link = `${deps.config.RESET_URL}?token=${encodeURIComponent(token)}`;
  deps.mailer
    .send({
      to: user.email,
      subject: "Reset your PlayPal password",
      text: `Someone asked to reset the password of your PlayPal account.\n\nOpen this link within ${deps.config.RESET_TOKEN_TTL_MINUTES} minutes to choose a new one:\n${link}\n\nReset token: ${token}\n\nIf it was not you, ignore this mail.`,
    })
    .catch((error: Error) => deps.logger.error({ err: error.message }, "password reset mail failed"));
}

export async function resetPassword(
  deps: Deps,
  input: { token: string; password: string },
  client?: Pick<ClientInfo, "ipAddress">,
): Promise<void> {
  const invalid = () => badRequest("The reset token is invalid or has expired", "INVALID_RESET_TOKEN");
  let claims: { sub?: string; tv?: unknown; purpose?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(input.token, encoder.encode(deps.config.RESET_SECRET), {
      algorithms: ["HS256"],
    }));
  } catch {
    throw invalid();
  }
  if (claims.purpose !== RESET_PURPOSE || typeof claims.sub !== "string" || typeof claims.tv !== "number") {
    throw invalid();
  }
  const userId = claims.sub;
  const expectedVersion = claims.tv;
  assertStrongPassword(input.password);
  const passwordHash = await hash(input.password, { cost: deps.config.BCRYPT_COST });
  // The version condition makes the token single-use even when two resets race.
  const version = await revokeTokens(deps, userId, passwordHash, expectedVersion);
  if (version === null) throw invalid();
  // The owner proved control of the mailbox: guesses by others no longer hold the login back, nor do
  // the owner's own from the address resetting (others' addresses keep theirs until the window ends).
  const user = await q.findUserById(deps.db, userId);
  if (user && !isRedisDown(deps.redis)) {
    const { perAddress, perAccount } = allowances(deps);
    const cleared = [perAccount.reset(emailKey(user.email))];
    if (client) cleared.push(perAddress.reset(`${emailKey(user.email)}|${client.ipAddress}`));
    await Promise.all(cleared).catch((error: Error) =>
      deps.logger.warn({ err: error.message }, "failed-login counters not cleared"),
    );
  }
}

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

export function isOffensive(text: string): boolean {
  return matcher.hasMatch(text);
}

/** Taken, or reserved (`isReservedUsername`): either way nobody may choose it. */
export async function usernameExists(deps: Deps, username: string): Promise<boolean> {
  return isReservedUsername(username) || q.usernameExists(deps.db, username);
}
