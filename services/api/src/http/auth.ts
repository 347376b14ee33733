import { bearerToken, unauthorized } from "@playpal/platform";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../deps.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The authenticated user's id; set by `requireAuth` on every protected route. */
    userId: string;
  }
}

export const TOKEN_COOKIE = "token";

/** The `token` cookie is checked first, then `Authorization: Bearer`. */
export function readToken(request: FastifyRequest): string | null {
  const cookie = request.cookies?.[TOKEN_COOKIE];
  if (cookie) return cookie;
  return bearerToken(request.headers.authorization);
}

export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest("userId", "");
}

/** Registers an onRequest hook on this scope: 401 unless the token is valid and not revoked. */
export function requireAuth(app: FastifyInstance, deps: Pick<Deps, "authenticate">): void {
  app.addHook("onRequest", async (request) => {
    const token = readToken(request);
    if (!token) throw unauthorized("Authentication required");
    const claims = await deps.authenticate(token);
    if (!claims) throw unauthorized("Invalid or expired token");
    request.userId = claims.userId;
  });
}
