/**
 * The PostgreSQL error behind a failed query: Drizzle wraps driver errors (DrizzleQueryError), so the
 * SQLSTATE `code` and `constraint` live on `cause`.
 */
export function pgError(error: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === "string" ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}

/** True when the error is a unique violation, optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error);
  return pg?.code === "23505" && (constraint === undefined || pg.constraint === constraint);
}

/** Network failures of the connection to the database (or another dependency) rather than of the query. */
const CONNECTION_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
/**
 * node-postgres' own messages for a connection that could not be made or was lost (the last: a query,
 * such as a transaction's rollback, on a client whose connection was lost).
 */
const CONNECTION_MESSAGES =
  /timeout exceeded when trying to connect|connection terminated|encountered a connection error and is not queryable/i;

/**
 * True when a query failed because the database could not be reached, not because of the query: a
 * refused or timed-out connection, a connection lost mid-query, a server shutting down, starting up or
 * out of connections (SQLSTATE class 08, 57P01-57P03, 53300). Such a request may succeed if retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgError(error)?.code;
  if (code && (code.startsWith("08") || /^57P0[123]$/.test(code) || code === "53300")) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const errno = (current as { code?: unknown }).code;
    if (typeof errno === "string" && CONNECTION_ERRNOS.has(errno)) return true;
    if (CONNECTION_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
