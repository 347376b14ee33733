import {
  AccountSuspendedError,
  type Config,
  createAllowance,
  createTokenAuth,
  type Logger,
  type Redis,
  type UserAuthenticator,
} from "@playpal/platform";
import type { Socket } from "socket.io";
import type { ApiClient } from "./api-client.ts";
import type { SocketSlots } from "./presence.ts";

/** What a socket carries once its handshake is accepted. */
export interface SocketData {
  userId: string;
  /** The JWT the socket connected with; forwarded to the API for every authorization callback. */
  token: string;
  /** The token's version (`tv`): a revocation to a higher one disconnects the socket. */
  tokenVersion: number;
}

/**
 * The internal room of a user's sockets opened with token version `version` (never joinable by a
 * client: only `dm:` and `room:` are). A revocation disconnects the rooms of the older versions on
 * every instance through the adapter, leaving a socket already opened with the new token alone.
 */
export const tokenVersionRoom = (userId: string, version: number) => `tv:${userId}:${version}`;

/**
 * How many older versions a revocation disconnects by room; a socket older still (Redis lost the
 * revocations of a hundred versions) is dropped by the periodic sweep.
 */
const REVOKED_VERSIONS_SPAN = 100;

/** The rooms of the sockets a rise of the user's version to `version` ends. */
export function revokedVersionRooms(userId: string, version: number): string[] {
  const rooms: string[] = [];
  for (let v = Math.max(0, version - REVOKED_VERSIONS_SPAN); v < version; v += 1) {
    rooms.push(tokenVersionRoom(userId, v));
  }
  return rooms;
}

/**
 * Verifies user tokens exactly like the API: same signer, same Redis token-version cache (same key
 * prefix), so a revocation by `/auth/logout-all` is seen by the next handshake. On a cache miss the
 * version is asked of the API's internal route (`api.tokenVersion`, the misses of concurrent
 * handshakes in one call): this service keeps no database connection.
 */
export function createSocketAuthenticator(
  config: Config,
  redis: Redis,
  api: Pick<ApiClient, "tokenVersion">,
): UserAuthenticator {
  return createTokenAuth(config, redis, (userId) => api.tokenVersion(userId)).authenticate;
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
 * minute (a connect/disconnect loop) and MAX_SOCKETS_PER_USER open sockets, a slot reserved
 * atomically per socket (`createSocketSlots`: a burst of simultaneous handshakes cannot overshoot).
 * Mobile clients that reconnect on every network change stay far below both. Returns the refusal, or
 * null to accept. When Redis cannot answer, handshakes are let through (availability over limiting,
 * as in the API).
 */
export function createHandshakeLimiter(redis: Redis, logger: Logger, slots?: SocketSlots) {
  const handshakes = createAllowance(redis, {
    name: "handshakes",
    points: HANDSHAKES_PER_WINDOW,
    windowSeconds: HANDSHAKE_WINDOW_SECONDS,
  });
  return async (userId: string, socketId: string): Promise<HandshakeError | null> => {
    try {
      if (slots && !(await slots.reserve(userId, socketId))) {
        return new HandshakeError("Too many open connections; close one first", "TOO_MANY_CONNECTIONS");
      }
      if (!(await handshakes.take(userId))) {
        await slots?.release(userId, socketId);
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
      const refused = limit ? await limit(claims.userId, socket.id) : null;
      if (refused) return next(refused);
      const data = socket.data as SocketData;
      data.userId = claims.userId;
      data.token = token;
      data.tokenVersion = claims.tokenVersion;
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
