/**
 * Where the console's sessions live (its @fastify/session store calls these): rows of
 * `console_sessions` keyed by the SHA-256 of the id the cookie carries. PostgreSQL rather than Redis,
 * so that losing Redis logs nobody out and an admin can list and end sessions with the rest of the
 * operators' state. Deadlines are the console's to compute (it owns the clock and the settings); a row
 * past `expiresAt` is never loaded.
 */
import { createHash } from "node:crypto";
import type { Deps } from "../deps.ts";
import * as q from "./queries.ts";

export type OperatorSessionStage = q.OperatorSessionRow["stage"];

export interface OperatorSessionState {
  operatorId: string | null;
  stage: OperatorSessionStage;
  /** What else the session holds (the CSRF secret, notices). */
  data: Record<string, unknown>;
  loginAt: Date | null;
  seenAt: Date;
  expiresAt: Date;
  address: string | null;
  userAgent: string | null;
}

/** The row key of a session id: its SHA-256, so the table holds nothing a cookie could be made of. */
export const operatorSessionKey = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

/**
 * The session of `sessionId` while it lives; `ended` when its row is past its deadline (the row is
 * deleted then: what an ended session held is never handed out); null when there is no such session.
 */
export async function loadOperatorSession(
  deps: Pick<Deps, "db">,
  sessionId: string,
  now: Date,
): Promise<OperatorSessionState | "ended" | null> {
  const key = operatorSessionKey(sessionId);
  const row = await q.findSession(deps.db, key);
  if (!row) return null;
  if (row.expiresAt <= now) {
    await q.deleteSession(deps.db, key);
    return "ended";
  }
  const { id: _id, createdAt: _createdAt, ...state } = row;
  return state;
}

/**
 * Saves a session: `created` (made by this request: a login stage, a first notice) inserts it; a
 * session loaded by this request is only updated, so one ended while the request ran stays ended
 * (answers false then).
 */
export async function saveOperatorSession(
  deps: Pick<Deps, "db">,
  sessionId: string,
  state: OperatorSessionState,
  options: { created: boolean },
): Promise<boolean> {
  const key = operatorSessionKey(sessionId);
  if (options.created) {
    await q.insertSession(deps.db, { id: key, ...state });
    return true;
  }
  return q.updateSession(deps.db, key, state);
}

export function destroyOperatorSession(deps: Pick<Deps, "db">, sessionId: string): Promise<void> {
  return q.deleteSession(deps.db, operatorSessionKey(sessionId));
}

/** Deletes every session past its deadline (the console does it at each login); answers how many. */
export function purgeExpiredOperatorSessions(deps: Pick<Deps, "db">, now: Date): Promise<number> {
  return q.deleteExpiredSessions(deps.db, now);
}
