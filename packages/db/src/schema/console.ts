import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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
    /** Bumped by a revocation, a new grant or an enrolment: every session signed before it ends. */
    sessionVersion: text("session_version").notNull().default("1"),
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
