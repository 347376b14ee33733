/**
 * The API's public surface for other processes of the repository (scripts, jobs): build the
 * dependencies once, then call services with plain values. Scripts import from `@playpal/api`, never
 * paths into `src/`.
 */
export { buildApp } from "./app.ts";
export { createDeps, type Deps } from "./deps.ts";
export { addSponsor, endSponsor, listSponsors, sponsorInput } from "./discovery/sponsors.ts";
export { type Announcement, announceToAll } from "./notifications/announce.ts";
export { TARGET_TYPES, type TargetType } from "./notifications/notify.ts";
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
