import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, ts, updatedAt } from "./columns.ts";

export const operatorRoles = ["moderator", "verifier", "finance", "admin"] as const;

/**
 * The operators of the web console (services/console, docs/console.md): separate from users, granted and
 * revoked from the command line (`npm run admin -- operators ...`). A password and a TOTP second factor,
 * enrolled at the first login (`totpSecret` set, `totpEnrolledAt` null until the first code is checked).
 * A revoked operator keeps its row (the audit log names it) and can no longer log in.
 */
export const consoleOperators = pgTable(
  "console_operators",
  {
    id: id(),
    username: text("username").notNull(),
    role: text("role", { enum: operatorRoles }).notNull(),
    passwordHash: text("password_hash").notNull(),
    totpSecret: text("totp_secret"),
    totpEnrolledAt: ts("totp_enrolled_at"),
    /**
     * The 30 s step of the last TOTP code accepted: a code is good only for a later step, compared and
     * set in one UPDATE, so a code seen over a shoulder cannot be used again (not even after Redis lost
     * its data). Null until the first code; reset with the secret.
     */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** When the username was last locked by too many failed logins; told at the next login, then cleared. */
    loginLockedAt: ts("login_locked_at"),
    lastLoginAt: ts("last_login_at"),
    revokedAt: ts("revoked_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("console_operators_username_key").on(sql`lower(${t.username})`),
    index("console_operators_active_idx").on(t.role).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * The console's sessions, held on the server (@fastify/session's store): the cookie carries only the
 * signed session id, and the row is keyed by its SHA-256, so a copy of this table opens nothing. A
 * logout deletes the row, so a cookie kept from before answers the login page; a revocation, a new
 * grant, an enrolment or an admin deletes an operator's rows. `expiresAt` is the earlier of the
 * idle deadline and the absolute one (`loginAt` + CONSOLE_SESSION_HOURS): past it the row is not
 * loaded, and logins delete such rows.
 */
export const consoleSessions = pgTable(
  "console_sessions",
  {
    /** SHA-256 (hex) of the session id the cookie carries. */
    id: text("id").primaryKey(),
    /** Null before the password is checked (a session that only holds a notice). */
    operatorId: text("operator_id").references(() => consoleOperators.id, { onDelete: "cascade" }),
    /** `password`: the password was right, the TOTP code is next; `full`: logged in. */
    stage: text("stage", { enum: ["anonymous", "password", "full"] }).notNull(),
    /** What the session holds besides: the CSRF secret, notices (@fastify/flash). */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** When the second factor was accepted: the start of the absolute lifetime. */
    loginAt: ts("login_at"),
    seenAt: ts("seen_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    address: text("address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    index("console_sessions_operator_idx").on(t.operatorId, t.createdAt),
    index("console_sessions_expiry_idx").on(t.expiresAt),
  ],
);
