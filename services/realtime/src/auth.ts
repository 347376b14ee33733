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

/** Socket.IO middleware: a missing, invalid, expired or revoked token refuses the connection at once. */
export function authMiddleware(authenticate: UserAuthenticator, logger: Logger) {
  return async (socket: Socket, next: (err?: Error) => void) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== "string" || token.length === 0) {
      return next(new HandshakeError("Authentication required", "UNAUTHORIZED"));
    }
    try {
      const claims = await authenticate(token);
      if (!claims) return next(new HandshakeError("Invalid or expired token", "UNAUTHORIZED"));
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
