import {
  AccountSuspendedError,
  bearerToken,
  forbidden,
  isSuspended,
  mgetBuffers,
  type TokenState,
  type UserClaims,
  unauthorized,
} from "@playpal/platform";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../deps.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The authenticated user's id; set by `requireAuth` on every protected route. */
    userId: string;
    /** The version of the request's token, which `requireAuth` found to be the user's current one. */
    tokenVersion: number;
    /**
     * What the route's `config.prefetch` read in the authentication round trip, set by `requireAuth`
     * only once the token passed (signature, version, suspension) on this request; null when the route
     * has no prefetch or the read failed (the handler then reads as usual).
     */
    prefetched: Prefetched | null;
  }
  interface FastifyContextConfig {
    /**
     * The Redis keys an authenticated route will read first (its cache entry), computed from the
     * token's claims (not yet checked against the current version) and the raw request (query and
     * params not yet validated): `requireAuth` sends
     * their MGET in the same round trip as the token-version read and the rate-limit script, and hands
     * the values to the handler as `request.prefetched` once the token is confirmed. The handler must
     * compare `prefetched.keys` with the keys it derives from the validated input and use the values
     * only when they are equal. Return null to prefetch nothing.
     */
    prefetch?: (token: UserClaims, request: FastifyRequest) => string[] | null;
  }
}

/** Values of a route's prefetched keys (`mgetBuffer`: null for a missing key), in the keys' order. */
export interface Prefetched {
  keys: string[];
  values: (Buffer | null)[];
}

export const TOKEN_COOKIE = "token";

/**
 * The request's token: `Authorization: Bearer` when present, else the `token` cookie. One request,
 * one identity: a native client's explicit header wins over a cookie a web view may also carry.
 */
export function readToken(request: FastifyRequest): { token: string; fromCookie: boolean } | null {
  const bearer = bearerToken(request.headers.authorization);
  if (bearer) return { token: bearer, fromCookie: false };
  const cookie = request.cookies?.[TOKEN_COOKIE];
  return cookie ? { token: cookie, fromCookie: true } : null;
}

export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest("userId", "");
  app.decorateRequest("tokenVersion", -1);
  app.decorateRequest("prefetched", null);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin of a URL, or null when it is not one. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for the cookie. The browser attaches the `token` cookie to a form a
 * page of any other origin submits (URL-encoded bodies are parsed, and a form needs no CORS preflight;
 * SameSite=Lax does not stop a sibling subdomain, which is "same-site"), and it keeps the cookie a
 * login from such a form sets. So a state-changing request authenticated by the cookie, and a login or
 * registration (which set it), are refused when their `Origin` (which browsers send on every such
 * request) is not the web app's or the API's own, or when they carry no `Origin` but
 * `Sec-Fetch-Site: cross-site`. Requests without either come from native clients or tools, and a
 * bearer token cannot be attached by another page at all: both pass.
 */
export function createOriginGuard(config: Pick<Deps["config"], "WEB_ORIGIN" | "PUBLIC_URL">) {
  const allowed = new Set(
    [config.WEB_ORIGIN, config.PUBLIC_URL].map(originOf).filter((o): o is string => o !== null),
  );
  return (request: FastifyRequest): void => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    // No Origin: a native client or a tool, unless the browser says the request is cross-site.
    if (origin === undefined) {
      if (request.headers["sec-fetch-site"] !== "cross-site") return;
      throw forbidden("Cross-site request refused for cookie authentication", "CROSS_ORIGIN_REFUSED");
    }
    if (typeof origin === "string" && allowed.has(origin)) return;
    throw forbidden("Cross-origin request refused for cookie authentication", "CROSS_ORIGIN_REFUSED");
  };
}

/** What every authenticated (per-user) response says to caches unless its route says otherwise. */
export const PER_USER_CACHE_CONTROL = "private, no-store";

/**
 * Registers the authentication of this scope: 401 unless the token is valid and not revoked. Every
 * response of the scope carries `Cache-Control: private, no-store` unless its route sets its own.
 *
 * One Redis round trip before the handler (issue 13): `onRequest` verifies the signature and expiry
 * (no I/O) and sends the token-version read without awaiting it; the rate limit's script (a route-level
 * `onRequest` hook, so it runs next) is written to the same connection before that reply is read, so
 * both travel as one pipeline, in one socket write (`batchWrites`). `preParsing` (before any body is read) then compares the version: a
 * revoked token fails on its very next request on every replica, as before (the version is read from
 * the shared cache on every request, never remembered in the process).
 *
 * A route's `config.prefetch` keys are read by one MGET written right after the version read (so the
 * cache entry of a hit arrives in the same round trip): a speculative read of the token's `sub`, whose
 * values reach the handler (`request.prefetched`) only after `preParsing` has confirmed the version
 * and that the user is not suspended: a refused token's values are dropped, never seen by a handler.
 */
export function requireAuth(
  app: FastifyInstance,
  deps: Pick<Deps, "tokens" | "tokenVersions" | "config" | "redis">,
): void {
  const refuseForeignOrigin = createOriginGuard(deps.config);
  const pending = new WeakMap<
    FastifyRequest,
    {
      userId: string;
      tokenVersion: number;
      current: Promise<TokenState | null>;
      reads: Promise<Prefetched | null> | null;
    }
  >();
  app.addHook("onRequest", async (request, reply) => {
    // A per-user answer, and cookie authentication is accepted: no shared cache may store it (a route
    // that means another caching sets its own header over this one; refusals carry it too).
    reply.header("cache-control", PER_USER_CACHE_CONTROL);
    const found = readToken(request);
    if (!found) throw unauthorized("Authentication required");
    if (found.fromCookie) refuseForeignOrigin(request);
    const claims = await deps.tokens.verify(found.token);
    if (!claims) throw unauthorized("Invalid or expired token");
    batchWrites(deps.redis);
    const current = deps.tokenVersions.get(claims.userId);
    // Awaited in preParsing; a request that ends before (429) must not leave an unhandled rejection.
    current.catch(() => {});
    pending.set(request, { ...claims, current, reads: prefetch(deps.redis, request, claims) });
  });
  app.addHook("preParsing", async (request, _reply, payload) => {
    const check = pending.get(request);
    if (!check) throw unauthorized("Authentication required");
    pending.delete(request);
    const current = await check.current;
    if (current === null) throw unauthorized("Invalid or expired token");
    // As createUserAuthenticator: a suspended user's well-signed token is 403 ACCOUNT_SUSPENDED, whatever
    // its version, so the client can say why.
    if (isSuspended(current.suspendedUntil)) throw new AccountSuspendedError(current.suspendedUntil);
    if (current.version !== check.tokenVersion) throw unauthorized("Invalid or expired token");
    request.userId = check.userId;
    request.tokenVersion = check.tokenVersion;
    // Only now, with the token confirmed on this very request, may the handler see what was prefetched.
    if (check.reads) request.prefetched = await check.reads;
    return payload;
  });
}

/**
 * Sends the MGET of the route's prefetch keys for the token's claims (not yet confirmed), or nothing: no prefetch
 * declared, none for this request, or Redis not connected (no waiting behind a reconnection; the
 * handler's own read degrades as it always does). Never rejects: a failed read is null.
 */
function prefetch(
  redis: Deps["redis"],
  request: FastifyRequest,
  claims: UserClaims,
): Promise<Prefetched | null> | null {
  const keysOf = request.routeOptions.config.prefetch;
  if (!keysOf || redis.status !== "ready") return null;
  let keys: string[] | null;
  try {
    keys = keysOf(claims, request);
  } catch {
    return null;
  }
  if (!keys || keys.length === 0) return null;
  // One MGET; on a cluster one per slot (the user's keys share one, a global generation is elsewhere).
  return mgetBuffers(redis, keys).then(
    (values) => ({ keys: keys as string[], values }),
    () => null,
  );
}

const batching = new WeakSet<Deps["redis"]>();

/**
 * Holds the client's socket writes until the check phase of this turn of the event loop, so the
 * commands of every request authenticated in this turn (version read, prefetch, rate-limit script)
 * leave in one write instead of one per command (a system call each, 15% of the API's CPU on a cached
 * feed read: bench profile). ioredis' auto-pipelining defers the same way (setImmediate) but also
 * batches replies through its pipeline code, where a failing command crashed the process (deps.ts);
 * here ioredis sees ordinary commands and only the socket waits. A write is held for the rest of this
 * turn at most: an immediate always runs, and the loop does not block for I/O while one is pending.
 */
function batchWrites(redis: Deps["redis"]): void {
  const stream = redis.stream;
  if (redis.status !== "ready" || !stream || batching.has(redis)) return;
  batching.add(redis);
  stream.cork();
  setImmediate(() => {
    batching.delete(redis);
    stream.uncork();
  });
}
