/**
 * The API's public surface for other processes of the repository (scripts, jobs): build the
 * dependencies once, then call services with plain values. Scripts import from `@playpal/api`, never
 * paths into `src/`.
 */
import type { Config } from "@playpal/platform";
import type { Deps } from "./deps.ts";
import { SUBSCRIBERS } from "./subscribers.ts";
import { type DepsOverrides, wireDeps } from "./wire-deps.ts";

export { buildApp } from "./app.ts";
export { addSponsor, endSponsor, listSponsors, sponsorInput } from "./discovery/sponsors.ts";
export { type Announcement, announceToAll } from "./notifications/announce.ts";
export { TARGET_TYPES, type TargetType } from "./notifications/notify.ts";
export { type AuditEntry, appendAudit } from "./trust/audit.ts";
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
export { type CommandIo, reportsUsage, runReportsCommand } from "./trust/reports-command.ts";
export {
  type Decision as VerificationDecision,
  downloadDocuments,
  listPending,
  MAX_REASON_LENGTH,
  type PendingVerification,
  type ReviewResult,
  review,
} from "./verification/review.ts";
export type { Deps, DepsOverrides };

/** The API's ports wired from `config`, with every event consumer of the API (as main.ts wires them). */
export function createDeps(config: Config, overrides: DepsOverrides = {}): Deps {
  return wireDeps(config, SUBSCRIBERS, overrides);
}
