import { createHash, timingSafeEqual } from "node:crypto";
import { createVerifier } from "fast-jwt";
import { SignJWT } from "jose";
import { clientSideCacheOf, readCached } from "./client-side-cache.ts";
import { durationToSeconds } from "./config.ts";
import { AppError } from "./errors.ts";
import { isRedisDown, type Redis } from "./redis.ts";

export interface UserClaims {
  userId: string;
  tokenVersion: number;
}

const encoder = new TextEncoder();
const MAX_CLOCK_SKEW_SECONDS = 60;

/** HS256 user tokens carrying the user id (`sub`) and the token version (`tv`). */
export function createTokenSigner(secret: string, expiresInSeconds: number) {
  const raw = encoder.encode(secret);
  const verifyToken = createHs256Verifier(raw);
  return {
    expiresInSeconds,
    async sign(claims: UserClaims): Promise<string> {
      return new SignJWT({ tv: claims.tokenVersion })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${expiresInSeconds}s`)
        .sign(raw);
    },
    /**
     * The claims of a well-signed, unexpired user token, or null. Never throws for a bad token. A token
     * must carry `exp` and an `iat` not in the future (beyond a minute of clock skew), and no `purpose`:
     * a password-reset token is never a login, even if an operator gave both secrets the same value.
     */
    async verify(token: string): Promise<UserClaims | null> {
      return verifyToken(token);
    },
  };
}

const HS256_HEADER_KEYS = new Set(["alg", "typ"]);

/**
 * A synchronous HS256 verifier from fast-jwt (the verifier behind @fastify/jwt): node's HMAC, about a
 * microsecond, instead of jose's webcrypto path, whose per-call promise and thread-pool job were the
 * largest share of the API's CPU on a cached feed read (bench CPU profile). HS256 only (so
 * `none` and every other algorithm are refused), a constant-time signature check, `exp` required and in
 * the future, `nbf` (when present) not; fast-jwt's cache keeps recently verified tokens until they
 * expire. Then our own rules: a header of `alg` and `typ` only (`crit`, `b64`, `kid`... refused), `iat`
 * not in the future beyond the clock skew, a string `sub`, a number `tv`, and no `purpose`. Never throws.
 */
export function createHs256Verifier(secret: Uint8Array): (token: string) => UserClaims | null {
  const verify = createVerifier({
    key: Buffer.from(secret),
    algorithms: ["HS256"],
    requiredClaims: ["exp", "iat", "sub"],
    complete: true,
    cache: 10_000,
  });
  return (token) => {
    let decoded: { header: Record<string, unknown>; payload: Record<string, unknown> };
    try {
      decoded = verify(token);
    } catch {
      return null;
    }
    const { header, payload } = decoded;
    if (Object.keys(header).some((k) => !HS256_HEADER_KEYS.has(k))) return null;
    const { iat, sub, tv } = payload;
    if (typeof iat !== "number" || iat > Date.now() / 1000 + MAX_CLOCK_SKEW_SECONDS) return null;
    if (typeof sub !== "string" || typeof tv !== "number") return null;
    if (payload.purpose !== undefined) return null;
    return { userId: sub, tokenVersion: tv };
  };
}

/** One-off verification with `secret` (tests; the signer keeps one verifier and its cache). */
export function verifyHs256(secret: Uint8Array, token: string): UserClaims | null {
  return createHs256Verifier(secret)(token);
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

const TOKEN_VERSION_TTL_SECONDS = 3600;
/**
 * The user id is the hash tag: on a Redis Cluster the version lives in the slot of the user's cached
 * pages (`feed:{<userId>}:...`), so the authentication read and its prefetch reach one node together.
 */
export const tokenVersionKey = (userId: string) => `tv:{${userId}}`;
/** The key family of token versions, for a client-side cache in BCAST mode. */
export const TOKEN_VERSION_KEY_FAMILY = "tv:";

/** What a token check needs to know of its user: the current version, and a suspension if any. */
export interface TokenState {
  version: number;
  /** A moderator's suspension: tokens and logins are refused (403 ACCOUNT_SUSPENDED) until then. */
  suspendedUntil: Date | null;
}

/** Cached as "<version>" or "<version>:<suspendedUntil ms>" (an older plain version reads as unsuspended). */
const encodeState = (state: TokenState) =>
  state.suspendedUntil ? `${state.version}:${state.suspendedUntil.getTime()}` : String(state.version);
function decodeState(value: string): TokenState | null {
  const [version, until] = value.split(":");
  const v = Number(version);
  if (!Number.isInteger(v)) return null;
  const ms = until === undefined ? Number.NaN : Number(until);
  return { version: v, suspendedUntil: Number.isFinite(ms) ? new Date(ms) : null };
}

/**
 * The current tokenVersion of a user (and their suspension), read through Redis so that authenticating
 * a request costs no database round trip. Writers `invalidate` before committing an increment (or a
 * suspension) and `set` the new state right after; readers fill a miss with SET NX, so a reader holding
 * a stale database value can never overwrite the state a writer just stored: a revocation is seen by
 * the very next request.
 *
 * With the client-side cache of `redis` (client-side-cache.ts, in the API), recently seen users' states
 * are held in process memory (`peek`) and kept true by Redis's invalidations: a revocation on another
 * replica drops the state here within the invalidation's delivery, and this process's own writes (the
 * DEL and SET below) drop it at once.
 *
 * When Redis is unreachable, readers ask the database (the truth, one round trip per request until
 * Redis is back) and writers refuse with 503 before changing anything: a revocation committed while
 * the cache could not be invalidated would leave the old version cached once Redis returns, and every
 * revoked token would work again until the entry expired.
 */
export function createTokenVersionCache(redis: Redis, load: (userId: string) => Promise<TokenState | null>) {
  return {
    /** The state held in process memory, if any (no I/O): undefined when `get` must be asked. */
    peek(userId: string): TokenState | undefined {
      const held = clientSideCacheOf(redis)?.peek(tokenVersionKey(userId));
      return held ? (decodeState(held.toString()) ?? undefined) : undefined;
    },
    async get(userId: string): Promise<TokenState | null> {
      // Not connected: do not queue behind reconnection attempts, the database answers at once.
      if (redis.status !== "ready") return load(userId);
      const key = tokenVersionKey(userId);
      let cached: Buffer | null | undefined;
      try {
        [cached] = await readCached(redis, [key]);
      } catch {
        return load(userId);
      }
      if (cached) {
        const state = decodeState(cached.toString());
        if (state) return state;
      }
      const state = await load(userId);
      if (state === null) return null;
      await redis.set(key, encodeState(state), "EX", TOKEN_VERSION_TTL_SECONDS, "NX").catch(() => {});
      return state;
    },
    /** Before an increment commits: drops the cached version, or throws 503 when Redis cannot be reached. */
    async invalidate(userId: string): Promise<void> {
      const unavailable = () =>
        new AppError(503, "UNAVAILABLE", "Temporarily unable to revoke sessions; try again shortly");
      if (isRedisDown(redis)) throw unavailable();
      await redis.del(tokenVersionKey(userId)).catch(() => {
        throw unavailable();
      });
    },
    /** After the change committed. A failure is ignored: the entry was invalidated, readers reload it. */
    async set(userId: string, state: TokenState): Promise<void> {
      await redis
        .set(tokenVersionKey(userId), encodeState(state), "EX", TOKEN_VERSION_TTL_SECONDS)
        .catch(() => {});
    },
  };
}
export type TokenVersionCache = ReturnType<typeof createTokenVersionCache>;

/** A suspended user's token or login: 403 with a stable code, the end of the suspension in the message. */
export class AccountSuspendedError extends AppError {
  constructor(readonly suspendedUntil: Date) {
    super(403, "ACCOUNT_SUSPENDED", `This account is suspended until ${suspendedUntil.toISOString()}`);
  }
}

/** Whether a suspension is in force now. */
export const isSuspended = (
  suspendedUntil: Date | null | undefined,
  now = new Date(),
): suspendedUntil is Date => suspendedUntil != null && suspendedUntil.getTime() > now.getTime();

/**
 * Verifies signature, expiry and the revocation version: what both the API and realtime accept. A
 * well-signed token of a suspended user throws AccountSuspendedError (403 ACCOUNT_SUSPENDED), whatever
 * its version, so the client can say why instead of asking for a login that would be refused too.
 */
export function createUserAuthenticator(signer: TokenSigner, versions: TokenVersionCache) {
  return async (token: string): Promise<UserClaims | null> => {
    const claims = await signer.verify(token);
    if (!claims) return null;
    const current = await versions.get(claims.userId);
    if (current === null) return null;
    if (isSuspended(current.suspendedUntil)) throw new AccountSuspendedError(current.suspendedUntil);
    if (current.version !== claims.tokenVersion) return null;
    return claims;
  };
}
export type UserAuthenticator = ReturnType<typeof createUserAuthenticator>;

/** The credentials of an `Authorization: Bearer <token>` header (the scheme is case-insensitive), or null. */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== "string") return null;
  return /^bearer +(\S+) *$/i.exec(header)?.[1] ?? null;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest();

/**
 * Constant-time comparison of a presented shared secret (a header value, so possibly absent or an
 * array) with the expected one; hashing first makes the lengths equal, so nothing leaks through length.
 */
export function secretMatches(presented: unknown, expected: string): boolean {
  if (typeof presented !== "string") return false;
  return timingSafeEqual(sha256(presented), sha256(expected));
}

/** Where a user's current token state is read when the Redis cache has none; null: no such user. */
export type TokenVersionSource = (userId: string) => Promise<TokenState | null>;

/**
 * The one way a process checks user tokens: the signer from `JWT_SECRET` / `JWT_EXPIRES_IN`, the
 * versions read through the shared Redis cache (same key prefix everywhere, so a revocation by one
 * process is seen by all), filled from `source` on a miss: the database in the API, the API's
 * internal routes in the realtime service (`api.tokenVersion`, batched), which keeps no database
 * connection.
 */
export function createTokenAuth(
  config: { JWT_SECRET: string; JWT_EXPIRES_IN: string },
  redis: Redis,
  source: TokenVersionSource,
) {
  const signer = createTokenSigner(config.JWT_SECRET, durationToSeconds(config.JWT_EXPIRES_IN));
  const versions = createTokenVersionCache(redis, source);
  return { signer, versions, authenticate: createUserAuthenticator(signer, versions) };
}
