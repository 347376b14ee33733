/** The console package's surface for the entry point and tests. */
export { createPayoutClient, type PayoutClient, type RetryOutcome } from "./payout-client.ts";
export { allows, PERMISSIONS, type Permission, ROLES, type Role } from "./roles.ts";
export { buildConsole, type ConsoleOptions } from "./server.ts";
