/**
 * Who may do what in the console: one table, and one `allows(role, permission)` read by every route
 * (`permission` in its config), by the navigation and by every page that shows or hides an action.
 * docs/console.md shows the same matrix.
 */
import { OPERATOR_ROLES, type OperatorRole } from "@playpal/api";

export type Role = OperatorRole;
export const ROLES: readonly Role[] = OPERATOR_ROLES;

export const PERMISSIONS = {
  "overview.view": ["moderator", "verifier", "finance", "admin"],
  "reports.view": ["moderator", "admin"],
  "reports.resolve": ["moderator", "admin"],
  "verifications.view": ["verifier", "admin"],
  "verifications.review": ["verifier", "admin"],
  "users.view": ["moderator", "finance", "admin"],
  "users.suspend": ["moderator", "admin"],
  "payouts.view": ["finance", "admin"],
  "payouts.retry": ["finance", "admin"],
  "ledger.verify": ["finance", "admin"],
  "jobs.view": ["moderator", "verifier", "finance", "admin"],
  "jobs.manage": ["admin"],
  "operators.view": ["admin"],
  "operators.sessions": ["admin"],
  "audit.view": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function allows(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
