/**
 * The operators' read model: what the console's pages show, read through the domains that own each
 * thing (Mastodon's admin reads through the same models as its API): the report queue and a report's
 * detail with its media as users saw them (`posts/media-urls.ts`), a user's dossier (their state by
 * `users/visibility.ts`, their wallet as `GET /wallet` derives it), the verification queue and a
 * submission's documents (`verification/review.ts`), the payout periods, the overview's figures and
 * the audit log. The console imports this through `@playpal/api`, never the tables.
 *
 * Every media and document URL is signed for `CONSOLE_SIGNED_URL_SECONDS`, whatever the content's
 * visibility: nothing the console shows outlives the page by long.
 */
import type { Cursor, MediaScreening, Page } from "@playpal/db";
import { notFound } from "@playpal/platform";
import { findUserById, listAuthSessions } from "../accounts/queries.ts";
import { coinsBoughtPerDay, creatorEarningsPerDay } from "../commerce/figures.ts";
import { listSubscriptions } from "../commerce/queries.ts";
import { getWallet, listWalletTransactions } from "../commerce/wallet.ts";
import type { Deps } from "../deps.ts";
import { failedPayoutCount, periodTotals, problemPayouts } from "../payouts/queries.ts";
import { mediaUrlsOf, mediaVisibilityOf } from "../posts/media-urls.ts";
import { findPost, mediaByPostIds, postsPerDay } from "../posts/queries.ts";
import { loadUserSummaries, searchAccounts, signupsPerDay } from "../users/queries.ts";
import { type AccountStatus, type AccountStatusFilter, accountStatus } from "../users/visibility.ts";
import { countPending, pendingPage, showSubmission } from "../verification/review.ts";
import type { AuditRow } from "./audit.ts";
import type { ScreenedMedia } from "./automatic-reports.ts";
import { showReport } from "./moderation.ts";
import * as q from "./queries.ts";

/** How long a URL the console shows can be loaded. */
export const CONSOLE_SIGNED_URL_SECONDS = 300;
/** A queue's count stops here (shown as "1,000+"): counting further costs more than it tells. */
export const QUEUE_COUNT_CAP = 1000;

const signing = { always: true, seconds: CONSOLE_SIGNED_URL_SECONDS };

/** Who a row names, as the console links them. */
export interface PersonRef {
  id: string;
  username: string | null;
}

// ---- reports ------------------------------------------------------------------------------------------

export type QueuedTarget = q.OpenTarget;

/** One page of the open report queue (of one target type, or all), with how many targets wait. */
export async function reportQueue(
  deps: Pick<Deps, "db">,
  filter: { targetType?: q.TargetType },
  page: { limit: number; cursor?: Cursor | null },
): Promise<Page<QueuedTarget> & { open: number }> {
  const [rows, open] = await Promise.all([
    q.openTargetsPage(deps.db, filter, page),
    q.openTargetCount(deps.db, filter, QUEUE_COUNT_CAP),
  ]);
  return { ...rows, open };
}

export interface ReportedMedia {
  kind: "image" | "video";
  status: string;
  /** A photo: its display variant (or the original until processed). Null when there is none to show. */
  imageUrl: string | null;
  /** A video: its poster (the provider's, or the local one). */
  posterUrl: string | null;
}

export interface ReportDetail {
  report: { id: string; targetType: q.TargetType; targetId: string; status: string; createdAt: Date };
  /** The reported content (or the reported user's name) as it is now; null when it is gone. */
  target: { body: string | null; moderationStatus: string; postId: string | null } | null;
  /** The post reported, or the post of the reported comment. */
  post: { id: string; body: string; visibility: string; moderationStatus: string } | null;
  /** The photos and posters of a reported post (a comment shows its post's text only). */
  media: ReportedMedia[];
  author: (PersonRef & { displayName: string; status: AccountStatus; suspendedUntil: Date | null }) | null;
  /**
   * Every report of the target, oldest first; `reporter` null when no person filed it. An automatic one
   * (screening's) carries the classifier's `scores` and the media it screened, with a URL of what was
   * classified (a photo's display variant, a video's poster) signed for the console whatever the post's
   * visibility or status; `media` null when that media is gone.
   */
  reports: {
    id: string;
    reason: string;
    status: string;
    createdAt: Date;
    reporter: PersonRef | null;
    automatic: boolean;
    scores: MediaScreening | null;
    media: ScreenedMedia | null;
  }[];
  /** The earlier actions on the target. */
  audit: AuditRow[];
}

/** One report with its target as users saw it, its author, every report of the target and the actions on it. */
export async function reportDetail(
  deps: Pick<Deps, "db" | "storage">,
  reportId: string,
): Promise<ReportDetail> {
  const shown = await showReport(deps, reportId, { signing });
  const { report, target } = shown;
  const postId = target?.postId ?? null;
  const [post, authorRow, files, reporters] = await Promise.all([
    postId ? findPost(deps.db, postId) : undefined,
    target?.authorId ? findUserById(deps.db, target.authorId) : undefined,
    postId && report.targetType === "post" ? mediaByPostIds(deps.db, [postId]) : [],
    loadUserSummaries(
      deps.db,
      shown.reports.flatMap((r) => (r.reporterId ? [r.reporterId] : [])),
    ),
  ]);
  const visibility = post ? mediaVisibilityOf(post) : "private";
  const media = await Promise.all(
    files.map(async (m): Promise<ReportedMedia> => {
      // A moderator sees a reported file as its owner does: a signed original while it is not ready.
      const urls = await mediaUrlsOf(deps.storage, m, visibility, m.ownerId, signing);
      return {
        kind: m.kind,
        status: m.status,
        imageUrl: m.kind === "image" ? urls.url || null : null,
        posterUrl: m.kind === "video" ? urls.thumbnailUrl : null,
      };
    }),
  );
  return {
    report: {
      id: report.id,
      targetType: report.targetType,
      targetId: report.targetId,
      status: report.status,
      createdAt: report.createdAt,
    },
    target: target ? { body: target.body, moderationStatus: target.status, postId: target.postId } : null,
    post: post
      ? { id: post.id, body: post.body, visibility: post.visibility, moderationStatus: post.moderationStatus }
      : null,
    media,
    author: authorRow
      ? {
          id: authorRow.id,
          username: authorRow.username,
          displayName: authorRow.displayName,
          status: accountStatus(authorRow),
          suspendedUntil: authorRow.suspendedUntil,
        }
      : null,
    reports: shown.reports.map((r) => {
      const reporter = r.reporterId ? reporters.get(r.reporterId) : undefined;
      return {
        id: r.id,
        reason: r.reason,
        status: r.status,
        createdAt: r.createdAt,
        reporter: reporter ? { id: reporter.id, username: reporter.username } : null,
        automatic: r.automatic,
        scores: r.automatic ? r.scores : null,
        media: (r.automatic && r.mediaId ? shown.screenedMedia.get(r.mediaId) : undefined) ?? null,
      };
    }),
    audit: shown.audit,
  };
}

// ---- users ----------------------------------------------------------------------------------------------

export type AccountListing = Awaited<ReturnType<typeof searchAccounts>>["items"][number] & {
  status: AccountStatus;
};

/** Accounts by id, or by the start of their username or email, in one state or any; newest first. */
export async function searchUsers(
  deps: Pick<Deps, "db">,
  filter: { q?: string; status?: AccountStatusFilter },
  page: { limit: number; cursor?: Cursor | null },
): Promise<Page<AccountListing>> {
  const found = await searchAccounts(deps.db, filter, page);
  return { ...found, items: found.items.map((u) => ({ ...u, status: accountStatus(u) })) };
}

/** Everything an operator looks at before acting on an account. */
export async function userDossier(deps: Deps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(`No user with id ${userId}`, "USER_NOT_FOUND");
  const [wallet, transactions, subscriptions, sessions, reports, reportsCounted, actions] = await Promise.all(
    [
      getWallet(deps.db, userId),
      listWalletTransactions(deps, userId, { limit: 20 }),
      listSubscriptions(deps.db, userId, { limit: 20 }),
      listAuthSessions(deps.db, userId, 20),
      q.reportsAgainst(deps.db, userId, 20),
      q.reportsAgainstCount(deps.db, userId, QUEUE_COUNT_CAP),
      q.auditOfSubject(deps.db, userId, 20),
    ],
  );
  return {
    user: {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      email: user.email,
      createdAt: user.createdAt,
      status: accountStatus(user),
      suspendedUntil: user.suspendedUntil,
    },
    wallet,
    transactions: transactions.items,
    subscriptions: subscriptions.map((s) => ({
      creator: { id: s.creator.id, username: s.creator.username },
      expiresAt: s.subscription.expiresAt,
    })),
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt,
      deviceName: s.deviceName,
      ipAddress: s.ipAddress,
      active: s.isActive,
    })),
    /**
     * The latest 20 reports against them and how many there are (capped at QUEUE_COUNT_CAP), counted as
     * `countsAgainstSubject` says: a human's, or an automatic one (screening's) once a moderator
     * confirmed it by removing the content or suspending them.
     */
    reports: reports.map((r) => ({
      id: r.id,
      targetType: r.targetType,
      reason: r.reason,
      status: r.status,
      createdAt: r.createdAt,
      automatic: r.automatic,
    })),
    reportsCount: reportsCounted,
    actions,
  };
}

export type UserDossier = Awaited<ReturnType<typeof userDossier>>;

// ---- creator verification -------------------------------------------------------------------------------

/** One page of the review queue, the longest-waiting first, with how many wait. */
export async function verificationQueue(
  deps: Pick<Deps, "db">,
  page: { limit: number; cursor?: Cursor | null },
) {
  const [rows, pending] = await Promise.all([pendingPage(deps, page), countPending(deps, QUEUE_COUNT_CAP)]);
  return { ...rows, pending };
}

/** One submission with its documents through short-lived signed URLs. */
export function verificationDetail(deps: Pick<Deps, "db" | "storage">, userId: string) {
  return showSubmission(deps, userId, { signedSeconds: CONSOLE_SIGNED_URL_SECONDS });
}

// ---- payouts --------------------------------------------------------------------------------------------

export type PayoutStatusTotals = Partial<Record<string, { count: number; cents: number }>>;

/** The latest 24 periods' counts and amounts by status, and the blocked and failed payouts (of one period). */
export async function payoutOverview(deps: Pick<Deps, "db">, filter: { period?: string }) {
  const [totals, problems] = await Promise.all([
    periodTotals(deps.db, 24),
    problemPayouts(deps.db, filter, PROBLEMS_SHOWN),
  ]);
  const periods = new Map<string, PayoutStatusTotals>();
  for (const t of totals) {
    const byStatus = periods.get(t.period) ?? {};
    byStatus[t.status] = { count: t.count, cents: t.cents };
    periods.set(t.period, byStatus);
  }
  const creators = await loadUserSummaries(
    deps.db,
    problems.map((p) => p.creatorId),
  );
  return {
    periods: [...periods].map(([period, byStatus]) => ({ period, byStatus })),
    problems: problems.map(({ creatorId, ...p }) => ({
      ...p,
      creator: { id: creatorId, username: creators.get(creatorId)?.username ?? null },
    })),
    /** True when more problems exist than are shown. */
    moreProblems: problems.length === PROBLEMS_SHOWN,
    failedPeriods: [...new Set(problems.filter((p) => p.status === "failed").map((p) => p.period))],
  };
}
const PROBLEMS_SHOWN = 200;

export type PayoutOverview = Awaited<ReturnType<typeof payoutOverview>>;

// ---- overview -------------------------------------------------------------------------------------------

export interface DayValue {
  day: string;
  value: number;
}

/** One value per UTC day over the `days` days up to `now`, zero where the query found none. */
function everyDay(rows: DayValue[], days: number, now: Date): DayValue[] {
  const byDay = new Map(rows.map((r) => [r.day, Number(r.value)]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day, value: byDay.get(day) ?? 0 };
  });
}

/** What waits (capped counts) and, per day over `days` days, sign-ups, posts, coins bought and creator earnings. */
export async function overviewFigures(deps: Pick<Deps, "db">, options: { days: number; now?: Date }) {
  const now = options.now ?? new Date();
  const since = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (options.days - 1) * 86_400_000,
  );
  const [openReports, pendingVerifications, failedPayouts, signups, postsMade, coins, earnings] =
    await Promise.all([
      q.openTargetCount(deps.db, {}, QUEUE_COUNT_CAP),
      countPending(deps, QUEUE_COUNT_CAP),
      failedPayoutCount(deps.db),
      signupsPerDay(deps.db, since),
      postsPerDay(deps.db, since),
      coinsBoughtPerDay(deps.db, since),
      creatorEarningsPerDay(deps.db, since),
    ]);
  const days = (rows: DayValue[]) => everyDay(rows, options.days, now);
  return {
    openReports,
    pendingVerifications,
    failedPayouts,
    series: {
      signups: days(signups),
      posts: days(postsMade),
      coinsBought: days(coins),
      creatorEarningsCents: days(earnings),
    },
  };
}

export type OverviewFigures = Awaited<ReturnType<typeof overviewFigures>>;
