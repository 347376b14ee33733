/**
 * Automatic reports: what screening (the media worker's classifier, API.md "Sensitive media") files
 * about a media it found sensitive, in the transaction that makes the media `ready`. They have no human
 * reporter (`reporterId` null, `automatic` true): they never count toward the trusted-reporter hide nor
 * against the author until a moderator confirms them (queries.ts `countsAgainstSubject`).
 */
import type { Executor } from "@playpal/db";
import type { Config } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import type { DomainEvents } from "../events/bus.ts";
import { findMediaByIds } from "../media/queries.ts";
import { type MediaSigning, mediaUrlsOf } from "../posts/media-urls.ts";
import { appendAudit } from "./audit.ts";
import * as q from "./queries.ts";

/** The reason of every automatic report. */
export const SENSITIVE_MEDIA_REASON = "sensitive_media";
/** The audit log's actor for what screening decided. */
export const SCREENING_ACTOR = "screening";

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

/**
 * `media.flagged`, in the writer's transaction: the automatic report (one per media), the post
 * `flagged` (or `hidden` for an explicit media) and the audit entry of that decision. A media screened
 * twice (a job run again after a crash) files nothing more.
 */
export async function fileAutomaticReport(
  tx: Executor,
  event: DomainEvents["media.flagged"],
  config: Pick<Config, "MEDIA_SENSITIVE_THRESHOLD" | "MEDIA_HIDE_THRESHOLD">,
): Promise<void> {
  const report = await q.insertAutomaticReport(tx, {
    postId: event.postId,
    mediaId: event.mediaId,
    reason: SENSITIVE_MEDIA_REASON,
    scores: event.screening,
  });
  if (!report) return;
  const hide = event.verdict === "hidden";
  await q.applyScreeningStatus(tx, event.postId, hide ? "hidden" : "flagged");
  const { Porn, Hentai, Sexy } = event.screening.scores;
  await appendAudit(tx, {
    action: hide ? "hide" : "flag",
    actor: SCREENING_ACTOR,
    reportId: report.id,
    targetType: "post",
    targetId: event.postId,
    subjectUserId: event.ownerId,
    note: hide
      ? `A media scored ${percent(Porn + Hentai)} explicit (MEDIA_HIDE_THRESHOLD ${percent(config.MEDIA_HIDE_THRESHOLD)}): sensitive and hidden pending review`
      : `A media scored ${percent(Porn + Hentai + Sexy)} sensitive (MEDIA_SENSITIVE_THRESHOLD ${percent(config.MEDIA_SENSITIVE_THRESHOLD)}): marked sensitive pending review`,
    details: {
      mediaId: event.mediaId,
      model: event.screening.model,
      scores: event.screening.scores,
      thresholds: { sensitive: config.MEDIA_SENSITIVE_THRESHOLD, hide: config.MEDIA_HIDE_THRESHOLD },
    },
  });
}

/** What a moderator looks at for one automatic report: the media screened, and a URL to see it. */
export interface ScreenedMedia {
  mediaId: string;
  kind: "image" | "video";
  status: "pending" | "processing" | "ready" | "failed";
  /** Still flagged (a dismissal clears it). */
  sensitive: boolean;
  /**
   * A short-lived signed URL of what was screened (a photo's display variant, a video's poster), or null
   * when there is nothing to show (the media or its files are gone).
   */
  imageUrl: string | null;
}

/**
 * The media of these reports' automatic ones, by media id, each with a URL a moderator can open whatever
 * the post's visibility or status: signed as its author would load it (for an hour), or as `signing`
 * says (the console's few minutes).
 */
export async function screenedMediaOf(
  deps: Pick<Deps, "db" | "storage">,
  reports: readonly q.ReportRow[],
  signing: MediaSigning = {},
): Promise<Map<string, ScreenedMedia>> {
  const ids = reports.flatMap((r) => (r.automatic && r.mediaId ? [r.mediaId] : []));
  const rows = ids.length ? await findMediaByIds(deps.db, ids) : [];
  const shown = await Promise.all(
    rows.map(async (row): Promise<[string, ScreenedMedia]> => {
      const urls = await mediaUrlsOf(deps.storage, row, "private", row.ownerId, signing);
      const imageUrl = (row.kind === "image" ? urls.url : urls.thumbnailUrl) || null;
      return [
        row.id,
        { mediaId: row.id, kind: row.kind, status: row.status, sensitive: row.sensitive, imageUrl },
      ];
    }),
  );
  return new Map(shown);
}
