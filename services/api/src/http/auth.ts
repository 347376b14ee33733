import {
  AccountSuspendedError,
  batchWrites,
  bearerToken,
  type CachedValues,
  forbidden,
  isSuspended,
  readCached,
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
     * What the route's `config.prefetch` read during authentication, set by `requireAuth`
     * only once the token passed (signature, version, suspension) on this request; null when the route
     * has no prefetch or the read failed (the handler then reads as usual).
     */
    prefetched: Prefetched | null;
  }
  interface FastifyContextConfig {
    /**
     * The Redis keys an authenticated route will read first (its cache entry), computed from the
     * token's claims (not yet checked against the current version) and the raw request (query and
     * params not yet validated): `requireAuth` takes them from the process's client-side cache (or
     * sends their MGET with the token-version read, in one socket write), and hands the values to the
     * handler as `request.prefetched` once the token is confirmed. The handler must
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
 * No network on a hit: `onRequest` verifies the signature and expiry (no I/O), then takes the
 * user's token state and the route's `config.prefetch` keys from the process's client-side cache
 * (platform's client-side-cache.ts: held in memory, kept true by Redis's invalidations). What is not
 * held is read from Redis without awaiting, the version read and the prefetch in one socket write, and
 * `preParsing` (before any body is read) awaits it. A revoked token fails on every replica as soon as
 * Redis's invalidation of its version has arrived there (the revoking request's own replica at once),
 * and while the cache is not tracking the version is read from Redis on every request, as before.
 *
 * The prefetched values are a speculative read of the token's `sub`: they reach the handler
 * (`request.prefetched`) only after `preParsing` has confirmed the version and that the user is not
 * suspended: a refused token's values are dropped, never seen by a handler.
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
      current: TokenState | null | Promise<TokenState | null>;
      reads: Prefetched | Promise<Prefetched | null> | null;
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
    let current: TokenState | null | Promise<TokenState | null> | undefined = deps.tokenVersions.peek(
      claims.userId,
    );
    if (current === undefined) {
      batchWrites(deps.redis);
      current = deps.tokenVersions.get(claims.userId);
      // Awaited in preParsing; a request that ends before (429) must not leave an unhandled rejection.
      current.catch(() => {});
    }
    pending.set(request, { ...claims, current, reads: prefetch(deps.redis, request, claims) });
  });
  app.addHook("preParsing", async (request, _reply, payload) => {
    const check = pending.get(request);
    if (!check) throw unauthorized("Authentication required");
    pending.delete(request);
    const current = check.current instanceof Promise ? await check.current : check.current;
    if (current === null) throw unauthorized("Invalid or expired token");
    // As createUserAuthenticator: a suspended user's well-signed token is 403 ACCOUNT_SUSPENDED, whatever
    // its version, so the client can say why.
    if (isSuspended(current.suspendedUntil)) throw new AccountSuspendedError(current.suspendedUntil);
    if (current.version !== check.tokenVersion) throw unauthorized("Invalid or expired token");
    request.userId = check.userId;
    request.tokenVersion = check.tokenVersion;
    // Only now, with the token confirmed on this very request, may the handler see what was prefetched.
    if (check.reads) request.prefetched = check.reads instanceof Promise ? await check.reads : check.reads;
    return payload;
  });
}

/**
 * The values of the route's prefetch keys for the token's claims (not yet confirmed): from process
 * memory when held, else a read sent now; or nothing: no prefetch declared, none for this request, or
 * Redis not connected (no waiting behind a reconnection; the handler's own read degrades as it always
 * does). Never rejects: a failed read is null.
 */
function prefetch(
  redis: Deps["redis"],
  request: FastifyRequest,
  claims: UserClaims,
): Prefetched | Promise<Prefetched | null> | null {
  const keysOf = request.routeOptions.config.prefetch;
  if (!keysOf || redis.status !== "ready") return null;
  let keys: string[] | null;
  try {
    keys = keysOf(claims, request);
  } catch {
    return null;
  }
  if (!keys || keys.length === 0) return null;
  const found = keys;
  let values: CachedValues | Promise<CachedValues>;
  try {
    values = readCached(redis, found);
  } catch {
    return null;
  }
  if (!(values instanceof Promise)) return { keys: found, values };
  batchWrites(redis);
  // On a cluster one MGET per slot (the user's keys share one, a global generation is elsewhere).
  return values.then(
    (read) => ({ keys: found, values: read }),
    () => null,
  );
}
