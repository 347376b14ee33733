/** The console package's surface for scripts (the operators command) and tests. */
export {
  checkTotp,
  grantOperator,
  listOperators,
  MIN_PASSWORD_LENGTH,
  type Operator,
  OperatorError,
  revokeOperator,
} from "./operators.ts";
export { createPayoutClient, type PayoutClient, type RetryOutcome } from "./payout-client.ts";
export { allows, PERMISSIONS, type Permission, ROLES, type Role } from "./roles.ts";
export { buildConsole, type ConsoleOptions } from "./server.ts";
