/**
 * The console's sessions on the server (@fastify/session with this store over `@playpal/api`'s
 * operator sessions, rows of PostgreSQL): the cookie carries the signed session id only. A logout
 * deletes the row, so a cookie kept from before opens nothing; an admin, a revocation or a new grant
 * deletes an operator's rows. Two deadlines end a session: `CONSOLE_IDLE_MINUTES` without a request,
 * and `CONSOLE_SESSION_HOURS` after the login however busy; the row's `expiresAt` is the earlier, and a
 * row past it is deleted when its cookie comes back (the request gets an empty session that knows it
 * ended), never loaded. The request's checks (server.ts) compare the same deadlines with the clock.
 */
import type { SessionStore } from "@fastify/session";
import {
  type Deps,
  destroyOperatorSession,
  loadOperatorSession,
  type OperatorSessionState,
  saveOperatorSession,
} from "@playpal/api";
import type { Session } from "fastify";

export const SESSION_COOKIE = "pp_console";

export interface SessionClock {
  idleMs: number;
  lifetimeMs: number;
  now(): Date;
}

type Times = Pick<Session, "stage" | "loginAt" | "seenAt">;

/** Why the session ended by `now`, or null while it lives. */
export function sessionExpiry(session: Times, clock: SessionClock): "idle" | "lifetime" | null {
  const now = clock.now().getTime();
  if (
    session.stage === "full" &&
    (session.loginAt === undefined || now - session.loginAt >= clock.lifetimeMs)
  ) {
    return "lifetime";
  }
  if (session.seenAt === undefined || now - session.seenAt >= clock.idleMs) return "idle";
  return null;
}

/** The earlier of the two deadlines (only logged-in sessions have the absolute one). */
export function sessionDeadline(session: Times, clock: SessionClock): Date {
  const seen = session.seenAt ?? clock.now().getTime();
  const idle = seen + clock.idleMs;
  const lifetime = session.stage === "full" ? (session.loginAt ?? seen) + clock.lifetimeMs : idle;
  return new Date(Math.min(idle, lifetime));
}

/** What of a session is kept besides its columns: the CSRF secret, notices. */
const COLUMNS = new Set([
  "cookie",
  "operatorId",
  "stage",
  "loginAt",
  "seenAt",
  "address",
  "userAgent",
  "_stored",
]);

function toState(session: Session, clock: SessionClock): OperatorSessionState {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(JSON.parse(JSON.stringify(session)) as Record<string, unknown>)) {
    if (!COLUMNS.has(key)) data[key] = value;
  }
  return {
    operatorId: session.operatorId ?? null,
    stage: session.stage ?? "anonymous",
    data,
    loginAt: session.loginAt !== undefined ? new Date(session.loginAt) : null,
    seenAt: new Date(session.seenAt ?? clock.now().getTime()),
    expiresAt: sessionDeadline(session, clock),
    address: session.address ?? null,
    userAgent: session.userAgent?.slice(0, 300) ?? null,
  };
}

function fromState(state: OperatorSessionState): Session {
  return {
    ...state.data,
    ...(state.operatorId ? { operatorId: state.operatorId } : {}),
    ...(state.stage !== "anonymous" ? { stage: state.stage } : {}),
    ...(state.loginAt ? { loginAt: state.loginAt.getTime() } : {}),
    seenAt: state.seenAt.getTime(),
    ...(state.address ? { address: state.address } : {}),
    ...(state.userAgent ? { userAgent: state.userAgent } : {}),
    _stored: true,
  } as Session;
}

/**
 * The store. A session read from it (marked `_stored`) is saved back only while its row exists, so a
 * request that was running when the session was ended cannot bring it back; a session made by the
 * request (a login stage's `regenerate`, a first notice) is inserted.
 */
export function createSessionStore(deps: Pick<Deps, "db">, clock: SessionClock): SessionStore {
  return {
    set(sessionId, session, callback) {
      saveOperatorSession(deps, sessionId, toState(session, clock), {
        created: session._stored !== true,
      }).then(() => callback(), callback);
    },
    get(sessionId, callback) {
      loadOperatorSession(deps, sessionId, clock.now()).then(
        // An ended session comes back empty, knowing only that it ended (the login page says so).
        (state) =>
          callback(null, state === "ended" ? ({ _ended: true } as Session) : state ? fromState(state) : null),
        callback,
      );
    },
    destroy(sessionId, callback) {
      destroyOperatorSession(deps, sessionId).then(() => callback(), callback);
    },
  };
}
