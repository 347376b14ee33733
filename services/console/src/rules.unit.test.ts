/**
 * The console's pure rules and views, in milliseconds and without a server: the session deadlines,
 * the TOTP step, the jobs board's audit actions, the report view (a report with no reporter, an
 * automatic one with its image and scores), the lists' links.
 */
import type { ReportDetail } from "@playpal/api";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { countText, listLink, pagerLinks } from "./pages/common.ts";
import { boardAction } from "./pages/jobs.ts";
import { queueView, reportView } from "./pages/reports.ts";
import { sessionDeadline, sessionExpiry } from "./session-store.ts";
import { newTotpSecret, totpStep } from "./totp.ts";

const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 12, 0) + minutes * 60_000);
const clock = (minutes: number) => ({
  idleMs: 30 * 60_000,
  lifetimeMs: 12 * 3_600_000,
  now: () => at(minutes),
});

describe("session deadlines", () => {
  const login = at(0).getTime();
  it("ends an idle session, and a busy one 12 hours after its login", () => {
    const busy = { stage: "full" as const, loginAt: login, seenAt: at(715).getTime() };
    expect(sessionExpiry(busy, clock(719))).toBeNull();
    expect(sessionExpiry(busy, clock(720))).toBe("lifetime");
    const idle = { stage: "full" as const, loginAt: login, seenAt: at(10).getTime() };
    expect(sessionExpiry(idle, clock(39))).toBeNull();
    expect(sessionExpiry(idle, clock(40))).toBe("idle");
  });

  it("stores the earlier deadline, and gives the password stage the idle one only", () => {
    expect(sessionDeadline({ stage: "full", loginAt: login, seenAt: at(100).getTime() }, clock(100))).toEqual(
      at(130),
    );
    expect(sessionDeadline({ stage: "full", loginAt: login, seenAt: at(700).getTime() }, clock(700))).toEqual(
      at(720),
    );
    expect(sessionDeadline({ stage: "password", seenAt: at(5).getTime() }, clock(5))).toEqual(at(35));
    // A logged-in session with no login time is ended, never kept.
    expect(sessionExpiry({ stage: "full", seenAt: at(0).getTime() }, clock(1))).toBe("lifetime");
  });
});

describe("TOTP", () => {
  it("answers the step of a code of the previous, current or next 30 s, by the clock given", async () => {
    const secret = newTotpSecret();
    const now = at(0);
    const step = Math.floor(now.getTime() / 30_000);
    const code = (offset: number) => generate({ secret, epoch: now.getTime() / 1000 + offset * 30 });
    expect(await totpStep(secret, await code(0), now)).toBe(step);
    expect(await totpStep(secret, await code(-1), now)).toBe(step - 1);
    expect(await totpStep(secret, await code(1), now)).toBe(step + 1);
    expect(await totpStep(secret, await code(2), now)).toBeNull();
    expect(await totpStep(secret, "12345", now)).toBeNull();
    expect(await totpStep(secret, "abcdef", now)).toBeNull();
  });
});

describe("the jobs board's audit actions", () => {
  it("names each action by its verb and the queue it touched", () => {
    const base = "/jobs/manage/api/queues";
    expect(boardAction(`${base}/:queueName/pause`, { queueName: "media" })).toEqual({
      action: "job_pause",
      queue: "media",
      details: { operation: "pause" },
    });
    expect(boardAction(`${base}/resume`, {})).toMatchObject({ action: "job_resume", queue: "*" });
    expect(boardAction(`${base}/:queueName/:jobId/retry`, { queueName: "background", jobId: "j1" })).toEqual({
      action: "job_retry",
      queue: "background",
      details: { operation: "retry", jobId: "j1" },
    });
    expect(
      boardAction(`${base}/:queueName/clean/:queueStatus`, { queueName: "media", queueStatus: "completed" }),
    ).toEqual({ action: "job_clean", queue: "media", details: { operation: "clean", state: "completed" } });
    expect(boardAction(`${base}/:queueName/:jobId/promote`, { queueName: "media", jobId: "j2" }).action).toBe(
      "job_promote",
    );
    // Everything else the board can do is a change, named by its path.
    expect(boardAction(`${base}/:queueName/empty`, { queueName: "media" })).toMatchObject({
      action: "job_change",
      details: { operation: "empty" },
    });
    expect(
      boardAction(`${base}/:queueName/job-schedulers/:schedulerId/run`, {
        queueName: "media",
        schedulerId: "s",
      }),
    ).toMatchObject({ action: "job_change", details: { operation: "job-schedulers run", scheduler: "s" } });
  });
});

describe("the report view", () => {
  const detail = (reporter: ReportDetail["reports"][number]["reporter"]): ReportDetail => ({
    report: { id: "r1", targetType: "post", targetId: "p1", status: "open", createdAt: at(0) },
    target: { body: "text", moderationStatus: "none", postId: "p1" },
    post: { id: "p1", body: "text", visibility: "public", moderationStatus: "none" },
    media: [{ kind: "image", status: "failed", imageUrl: null, posterUrl: null }],
    author: null,
    reports: [
      {
        id: "r1",
        reason: "spam",
        status: "open",
        createdAt: at(0),
        reporter,
        automatic: false,
        scores: null,
        media: null,
      },
    ],
    audit: [],
  });
  const viewer = (role: "moderator" | "finance") => ({ username: "op", role, csrf: "t" });

  it("shows who reported, or that no person did (an automatic report)", () => {
    expect(reportView(detail({ id: "u1", username: "ann" }), viewer("moderator")).body.value).toContain(
      '<a href="/users/u1">@ann</a>',
    );
    expect(reportView(detail(null), viewer("moderator")).body.value).toContain("automatic (no reporter)");
  });

  it("offers the resolve form only to a role that may resolve, and nothing of a failed file", () => {
    const body = reportView(detail(null), viewer("moderator")).body.value;
    expect(body).toContain('action="/reports/r1/resolve"');
    expect(body).toContain("image 1: failed, nothing to show</p>");
    expect(body).not.toContain("<img");
    expect(reportView(detail(null), viewer("finance")).body.value).not.toContain("/resolve");
  });

  it("marks an automatic report as screening's, with the screened image and the scores per class, largest first", () => {
    const automatic: ReportDetail["reports"][number] = {
      id: "r2",
      reason: "sensitive_media",
      status: "open",
      createdAt: at(1),
      reporter: null,
      automatic: true,
      scores: {
        model: "MobileNetV2",
        scores: { Drawing: 0.1, Hentai: 0.05, Neutral: 0.7, Porn: 0.0012, Sexy: 0.1488 },
      },
      media: {
        mediaId: "m1",
        kind: "image",
        status: "ready",
        sensitive: true,
        imageUrl: "http://api.test/files/media/u/m1/display.webp?expires=1&signature=s",
      },
    };
    const body = reportView({ ...detail(null), reports: [automatic] }, viewer("moderator")).body.value;
    expect(body).toContain('<span class="tag">automatic (screening)</span>');
    expect(body).toContain(
      '<img src="http://api.test/files/media/u/m1/display.webp?expires=1&amp;signature=s" alt="Screened photo of the reported post">',
    );
    expect(body).toContain("Media <code>m1</code>: image, ready; sensitive");
    const rows = [...body.matchAll(/<tr><td>(\w+)<\/td><td>([\d.]+%)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual([
      ["Neutral", "70.0%"],
      ["Sexy", "14.9%"],
      ["Drawing", "10.0%"],
      ["Hentai", "5.0%"],
      ["Porn", "0.1%"],
    ]);
    expect(body).toContain("screening's sensitive flag is cleared, the author's own mark stays");
    // Once dismissed, the media is no longer sensitive and the form is gone.
    const dismissed = reportView(
      {
        ...detail(null),
        report: { ...detail(null).report, status: "dismissed" },
        reports: [{ ...automatic, status: "dismissed", media: { ...automatic.media!, sensitive: false } }],
      },
      viewer("moderator"),
    ).body.value;
    expect(dismissed).toContain("image, ready; flag cleared");
    expect(dismissed).not.toContain("/resolve");
  });
});

describe("the report queue view", () => {
  it("marks a target's automatic reports as screening's, all or some of them", () => {
    const row = (targetId: string, reports: number, automatic: number) => ({
      firstReportId: `r-${targetId}`,
      firstReportedAt: at(0),
      targetType: "post" as const,
      targetId,
      reports,
      automatic,
      reasons: ["sensitive_media"],
    });
    const body = queueView(
      { items: [row("p1", 1, 1), row("p2", 3, 1), row("p3", 2, 0)], nextCursor: null, open: 3 },
      {},
    ).body.value;
    const cells = [...body.matchAll(/<td>(\d+)( <span class="tag">[^<]+<\/span>)?<\/td>/g)].map((m) => m[0]);
    expect(cells).toEqual([
      '<td>1 <span class="tag">automatic (screening)</span></td>',
      '<td>3 <span class="tag">1 automatic (screening)</span></td>',
      "<td>2</td>",
    ]);
  });
});

describe("list links", () => {
  it("keeps the filters, drops the empty ones, and pages after the last row", () => {
    expect(listLink("/users", { q: "ann", status: undefined })).toBe("/users?q=ann");
    expect(listLink("/audit", {})).toBe("/audit");
    const cursor = { createdAt: "2026-12-01T12:00:00.000Z", id: "x1" };
    expect(pagerLinks("/reports", { type: "post" }, { paged: true, nextCursor: cursor })).toEqual({
      first: "/reports?type=post",
      next: "/reports?type=post&after=2026-12-01T12%3A00%3A00.000Z_x1",
    });
    expect(pagerLinks("/reports", {}, { paged: false, nextCursor: null })).toEqual({
      first: null,
      next: null,
    });
    expect(countText(1000, 1000)).toBe("1000");
    expect(countText(1001, 1000)).toBe("1,000+");
  });
});
