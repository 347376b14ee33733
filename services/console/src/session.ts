/**
 * The console's session: a signed cookie (HMAC, @fastify/cookie) holding the session id, the operator,
 * the operator's session version, the login stage and the time of the last request. No server state:
 * the version is compared with the operator's row on every request (a revocation, a new grant or an
 * enrolment ends every older session), the idle timeout with the clock, and the cookie is signed again
 * with the new time on each answer.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

export const SESSION_COOKIE = "pp_console";

export interface Session {
  /** Random per login stage: the CSRF token derives from it. */
  sid: string;
  operatorId: string;
  version: string;
  /** `password`: the password was right, the TOTP code is next; `full`: logged in. */
  stage: "password" | "full";
  /** Time of the last request, in ms. */
  seen: number;
}

export interface SessionOptions {
  secret: string;
  secure: boolean;
  idleMs: number;
}

export function newSession(operatorId: string, version: string, stage: Session["stage"]): Session {
  return { sid: randomBytes(18).toString("base64url"), operatorId, version, stage, seen: Date.now() };
}

export function readSession(request: FastifyRequest, options: SessionOptions): Session | "expired" | null {
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return null;
  const unsigned = request.unsignCookie(cookie);
  if (!unsigned.valid || unsigned.value === null) return null;
  let session: Session;
  try {
    session = JSON.parse(Buffer.from(unsigned.value, "base64url").toString("utf8")) as Session;
  } catch {
    return null;
  }
  if (typeof session.sid !== "string" || typeof session.operatorId !== "string") return null;
  if (typeof session.seen !== "number" || Date.now() - session.seen > options.idleMs) return "expired";
  return session;
}

export function writeSession(reply: FastifyReply, session: Session, options: SessionOptions): void {
  const value = Buffer.from(JSON.stringify({ ...session, seen: Date.now() })).toString("base64url");
  reply.setCookie(SESSION_COOKIE, value, {
    signed: true,
    httpOnly: true,
    secure: options.secure,
    sameSite: "strict",
    path: "/",
    maxAge: Math.ceil(options.idleMs / 1000),
  });
}

export function clearSession(reply: FastifyReply, options: SessionOptions): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    secure: options.secure,
    sameSite: "strict",
  });
}

/** The session's CSRF token: an HMAC of its id, so it changes with every login stage. */
export function csrfToken(session: Session, secret: string): string {
  return createHmac("sha256", secret).update(`csrf:${session.sid}`).digest("base64url");
}

export function csrfMatches(session: Session, secret: string, token: unknown): boolean {
  if (typeof token !== "string") return false;
  const expected = Buffer.from(csrfToken(session, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
