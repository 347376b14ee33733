import type { Database } from "@playpal/db";
import { users } from "@playpal/db";
import {
  AccountSuspendedError,
  type Config,
  createAllowance,
  createTokenSigner,
  createTokenVersionCache,
  createUserAuthenticator,
  durationToSeconds,
  type Logger,
  type Redis,
  type UserAuthenticator,
} from "@playpal/platform";
import { eq } from "drizzle-orm";
import type { Socket } from "socket.io";

/** What a socket carries once its handshake is accepted. */
export interface SocketData {
  userId: string;
  /** The JWT the socket connected with; forwarded to the API for every authorization callback. */
  token: string;
}

/**
 * Verifies user tokens exactly like the API: same signer, same Redis token-version cache (same key
 * prefix), so a revocation by `/auth/logout-all` is seen by the next handshake.
 */
export function createSocketAuthenticator(config: Config, redis: Redis, db: Database): UserAuthenticator {
  const signer = createTokenSigner(config.JWT_SECRET, durationToSeconds(config.JWT_EXPIRES_IN));
  const versions = createTokenVersionCache(redis, async (userId) => {
    const [row] = await db
      .select({ version: users.tokenVersion, suspendedUntil: users.suspendedUntil })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  });
  return createUserAuthenticator(signer, versions);
}

export class HandshakeError extends Error {
  override name = "HandshakeError";
  readonly data: { code: string };
  constructor(message: string, code: string) {
    super(message);
    this.data = { code };
  }
}

/** Accepted handshakes one user may make per window (all instances together). */
export const HANDSHAKES_PER_WINDOW = 30;
const HANDSHAKE_WINDOW_SECONDS = 60;
/** Sockets one user may hold open at once (all instances together): phones, tablets, browser tabs. */
export const MAX_SOCKETS_PER_USER = 20;

/**
 * Limits what one user's handshakes can cost, in Redis, shared by every instance. Each connect makes
 * this service call the API for the user (channel list, and the followers told of presence changes),
 * and each open socket may ask for joins at its own pace, all with the secret that exempts these calls
 * from the API's per-address rate limit. So a user gets HANDSHAKES_PER_WINDOW accepted handshakes a
 * minute (a connect/disconnect loop) and MAX_SOCKETS_PER_USER open sockets (`openSockets`, the
 * presence count; a burst of simultaneous handshakes may pass it by a few). Mobile clients that
 * reconnect on every network change stay far below both. Returns the refusal, or null to accept. When
 * Redis cannot answer, handshakes are let through (availability over limiting, as in the API).
 */
export function createHandshakeLimiter(
  redis: Redis,
  logger: Logger,
  openSockets?: (userId: string) => Promise<number>,
) {
  const handshakes = createAllowance(redis, {
    name: "handshakes",
    points: HANDSHAKES_PER_WINDOW,
    windowSeconds: HANDSHAKE_WINDOW_SECONDS,
  });
  return async (userId: string): Promise<HandshakeError | null> => {
    try {
      if (openSockets && (await openSockets(userId)) >= MAX_SOCKETS_PER_USER) {
        return new HandshakeError("Too many open connections; close one first", "TOO_MANY_CONNECTIONS");
      }
      if (!(await handshakes.take(userId))) {
        return new HandshakeError("Too many connections; retry in a minute", "RATE_LIMITED");
      }
      return null;
    } catch (error) {
      logger.warn({ err: (error as Error).message }, "handshake limit unavailable; not limiting");
      return null;
    }
  };
}
export type HandshakeLimiter = ReturnType<typeof createHandshakeLimiter>;

/**
 * Socket.IO middleware: a missing, invalid, expired or revoked token refuses the connection at once
 * (a suspended user's with `ACCOUNT_SUSPENDED`),
 * and so does a user past the handshake allowance (`RATE_LIMITED`) or the open-socket cap
 * (`TOO_MANY_CONNECTIONS`).
 */
export function authMiddleware(authenticate: UserAuthenticator, logger: Logger, limit?: HandshakeLimiter) {
  return async (socket: Socket, next: (err?: Error) => void) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== "string" || token.length === 0) {
      return next(new HandshakeError("Authentication required", "UNAUTHORIZED"));
    }
    try {
      const claims = await authenticate(token);
      if (!claims) return next(new HandshakeError("Invalid or expired token", "UNAUTHORIZED"));
      const refused = limit ? await limit(claims.userId) : null;
      if (refused) return next(refused);
      const data = socket.data as SocketData;
      data.userId = claims.userId;
      data.token = token;
      next();
    } catch (error) {
      if (error instanceof AccountSuspendedError) {
        return next(new HandshakeError(error.message, "ACCOUNT_SUSPENDED"));
      }
      logger.error({ err: (error as Error).message }, "socket authentication failed");
      next(new HandshakeError("Authentication unavailable", "UPSTREAM_UNAVAILABLE"));
    }
  };
}
