/**
 * The API's public surface for other processes of the repository (scripts, jobs): build the
 * dependencies once, then call services with plain values. Scripts import from `@playpal/api`, never
 * paths into `src/`.
 */
import type { Config } from "@playpal/platform";
import type { Deps } from "./deps.ts";
import { SUBSCRIBERS } from "./subscribers.ts";
import { type DepsOverrides, wireDeps } from "./wire-deps.ts";

/** A page of a keyset list, and the cursor of its last row (packages/db/src/pagination.ts). */
export type { Cursor as ListCursor, Page as ListPage } from "@playpal/db";
export { buildApp } from "./app.ts";
export { checkLedger } from "./commerce/figures.ts";
export { addSponsor, endSponsor, listSponsors, sponsorInput } from "./discovery/sponsors.ts";
export { listUndelivered, outboxState, retryEvents, type UndeliveredRow } from "./events/outbox.ts";
export { type Announcement, announceToAll } from "./notifications/announce.ts";
export { TARGET_TYPES, type TargetType } from "./notifications/notify.ts";
export {
  claimTotpStep,
  completeOperatorLogin,
  createOperatorLogin,
  endOperatorSessions,
  ensureTotpSecret,
  findOperator,
  findOperatorByName,
  grantOperator,
  listOperatorSessions,
  listOperators,
  MIN_OPERATOR_PASSWORD_LENGTH,
  OPERATOR_ROLES,
  type Operator,
  type OperatorLogin,
  type OperatorRole,
  type OperatorSession,
  recordLoginLock,
  revokeOperator,
} from "./operators/service.ts";
export {
  destroyOperatorSession,
  loadOperatorSession,
  type OperatorSessionStage,
  type OperatorSessionState,
  operatorSessionKey,
  purgeExpiredOperatorSessions,
  saveOperatorSession,
} from "./operators/sessions.ts";
export {
  type AccountListing,
  CONSOLE_SIGNED_URL_SECONDS,
  type DayValue,
  type OverviewFigures,
  overviewFigures,
  type PayoutOverview,
  type PersonRef,
  payoutOverview,
  QUEUE_COUNT_CAP,
  type QueuedTarget,
  type ReportDetail,
  type ReportedMedia,
  reportDetail,
  reportQueue,
  searchUsers,
  type UserDossier,
  userDossier,
  verificationDetail,
  verificationQueue,
} from "./trust/admin-reads.ts";
export {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type AuditLogFilter,
  type AuditRow,
  type AuditTargetType,
  appendAudit,
  listAuditLog,
  recordAction,
} from "./trust/audit.ts";
export {
  SCREENING_ACTOR,
  type ScreenedMedia,
  SENSITIVE_MEDIA_REASON,
  screenedMediaOf,
} from "./trust/automatic-reports.ts";
export {
  DEFAULT_SUSPENSION_DAYS,
  liftSuspension,
  listQueue,
  MAX_NOTE_LENGTH,
  MAX_SUSPENSION_DAYS,
  MODERATION_ACTIONS,
  type ModerationAction,
  resolveReport,
  showReport,
  suspendAccount,
} from "./trust/moderation.ts";
export type { TargetType as ReportTargetType } from "./trust/queries.ts";
export { type CommandIo, reportsUsage, runReportsCommand } from "./trust/reports-command.ts";
export { ACCOUNT_STATUSES, type AccountStatus, type AccountStatusFilter } from "./users/visibility.ts";
export {
  type Decision as VerificationDecision,
  downloadDocuments,
  listPending,
  MAX_REASON_LENGTH,
  type PendingVerification,
  type ReviewResult,
  review,
  type SubmissionDetail,
} from "./verification/review.ts";
export type { Deps, DepsOverrides };

/** The API's ports wired from `config`, with every event consumer of the API (as main.ts wires them). */
export function createDeps(config: Config, overrides: DepsOverrides = {}): Deps {
  return wireDeps(config, SUBSCRIBERS, overrides);
}
