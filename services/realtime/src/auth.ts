import type { Database } from "@playpal/db";
import { users } from "@playpal/db";
import {
  type Config,
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
    const [row] = await db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, userId));
    return row?.v ?? null;
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

/**
 * Counts a user's accepted handshakes in Redis, shared by every instance; false once the window's
 * allowance is spent. Each connect makes this service call the API for the user (channel list, and the
 * followers told of presence changes) with the secret that exempts it from the API's rate limit, so an
 * unlimited connect/disconnect loop would be unlimited API and database work. Mobile clients that
 * reconnect on every network change stay far below the allowance. When Redis cannot answer, handshakes
 * are let through (availability over limiting, as in the API).
 */
export function createHandshakeLimiter(redis: Redis, logger: Logger) {
  return async (userId: string): Promise<boolean> => {
    const key = `handshakes:${userId}`;
    try {
      const results = await redis.multi().incr(key).expire(key, HANDSHAKE_WINDOW_SECONDS, "NX").exec();
      const [error, count] = results?.[0] ?? [null, 0];
      if (error) throw error;
      return Number(count) <= HANDSHAKES_PER_WINDOW;
    } catch (error) {
      logger.warn({ err: (error as Error).message }, "handshake limit unavailable; not limiting");
      return true;
    }
  };
}
export type HandshakeLimiter = ReturnType<typeof createHandshakeLimiter>;

/**
 * Socket.IO middleware: a missing, invalid, expired or revoked token refuses the connection at once,
 * and so does a user past the handshake allowance (`RATE_LIMITED`).
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
      if (limit && !(await limit(claims.userId))) {
        return next(new HandshakeError("Too many connections; retry in a minute", "RATE_LIMITED"));
      }
      const data = socket.data as SocketData;
      data.userId = claims.userId;
      data.token = token;
      next();
    } catch (error) {
      logger.error({ err: (error as Error).message }, "socket authentication failed");
      next(new HandshakeError("Authentication unavailable", "UPSTREAM_UNAVAILABLE"));
    }
  };
}
