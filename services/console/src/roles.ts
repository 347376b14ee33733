/**
 * Who may do what in the console: one table, read by every route (`permission` in its config) and by
 * the navigation. docs/console.md shows the same matrix.
 */
import { operatorRoles } from "@playpal/db";

export type Role = (typeof operatorRoles)[number];
export const ROLES: readonly Role[] = operatorRoles;

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
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function allows(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
