/**
 * The console in a real headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core): an
 * operator enrols TOTP and logs in, opens a reported photo post and sees the photo, removes it (the API
 * then answers 404), approves a verification after viewing its documents, retries a failed payout,
 * opens the jobs board (under its CSP, with no violation), filters the audit log down to their own
 * removal, lists the operators' sessions, logs out, and the cookie kept from before the logout opens
 * the login page; a second operator is refused a page outside their role. Then screening (the real
 * media worker and model, its thresholds configured low on generated images): a moderator finds two
 * automatic reports marked as such in the queue, sees the screened image and its scores, dismisses one
 * (the post is back for everyone, not sensitive any more) and removes the other (gone), each audited
 * with their name and role. Screenshots of every page go to test-output/console/ (gitignored).
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { generate } from "otplib";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditRows,
  type ConsoleHarness,
  createConsoleHarness,
  createOperator,
  failedPayout,
  OPERATOR_PASSWORD,
  payoutOf,
  pendingVerification,
  reportedPhotoPost,
} from "./console-harness.ts";
import { type GeneratedImage, generatedImages } from "./generated-images.ts";
import { postWithFile, startMediaWorker, waitForMediaStatus } from "./media-worker.ts";
import { freePort } from "./realtime.ts";
import { createUser } from "./social-factories.ts";

/** What the test reads of an <img> in the page (no DOM types in this project). */
interface LoadedImage {
  complete: boolean;
  naturalWidth: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SHOTS = path.resolve("test-output/console");

let h: ConsoleHarness;
let browser: Browser;
let consoleUrl: string;
beforeAll(async () => {
  const apiPort = await freePort();
  // Screening's thresholds low (only the screening journey runs the media worker): every photo the
  // worker screens is sensitive and hidden pending review, as an explicit one would be.
  h = await createConsoleHarness({
    PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    MEDIA_SENSITIVE_THRESHOLD: "0.0001",
    MEDIA_HIDE_THRESHOLD: "0.0001",
  });
  await h.ctx.app.listen({ port: apiPort, host: "127.0.0.1" });
  consoleUrl = await h.console.listen({ port: 0, host: "127.0.0.1" });
  await mkdir(SHOTS, { recursive: true });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });

/** Logs in through the forms, enrolling TOTP from the secret the page shows. */
async function enrolAndLogIn(page: Page, username: string, prefix: string) {
  await page.goto(`${consoleUrl}/reports`);
  expect(new URL(page.url()).pathname).toBe("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(OPERATOR_PASSWORD);
  await shot(page, `${prefix}-01-login`);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(/\/login\/totp$/);
  const secret = (await page.locator("#totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await shot(page, `${prefix}-02-enrol-totp`);
  await page.getByLabel("6-digit code").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(`${consoleUrl}/`);
  expect(await page.locator("h1").textContent()).toBe("Overview");
}

describe("the console in Chromium", () => {
  it("an operator's journey: moderation, verification, payouts; another is refused outside their role", async () => {
    const { post, author, reportId } = await reportedPhotoPost(h);
    const applicant = await pendingVerification(h);
    const { creatorId, period } = await failedPayout(h);
    const admin = await createOperator(h, "admin", "ops-admin");
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();

    await enrolAndLogIn(page, admin.username, "admin");
    await shot(page, "admin-03-overview");

    // Reports: the queue, then the reported photo post as users saw it.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports" }).click();
    await page.waitForURL(/\/reports$/);
    await shot(page, "admin-04-reports");
    await page.locator(`a[href="/reports/${reportId}"]`).click();
    await page.waitForURL(new RegExp(`/reports/${reportId}$`));
    const photo = page.locator(".media img").first();
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img) => (img as unknown as LoadedImage).complete)).toBe(true);
    expect(await photo.evaluate((img) => (img as unknown as LoadedImage).naturalWidth)).toBeGreaterThan(0);
    await shot(page, "admin-05-report-detail");
    await page.getByLabel(/Remove the post/).check();
    await page.getByLabel(/^Note/).fill("Spam photo, removed");
    await page.getByRole("button", { name: "Resolve" }).click();
    await page.waitForURL(/\/reports$/);
    expect(await page.getByRole("status").textContent()).toContain(`remove post ${post.id}`);
    const gone = await fetch(`${h.ctx.config.PUBLIC_URL}/api/v1/posts/${post.id}`, {
      headers: author.headers,
    });
    expect(gone.status).toBe(404);

    // Verification: the documents inline, then approve.
    await page.getByRole("link", { name: "Verification" }).click();
    await page.waitForURL(/\/verifications$/);
    await shot(page, "admin-06-verifications");
    await page.locator(`a[href="/verifications/${applicant.id}"]`).click();
    const documents = page.locator(".media img");
    await documents.first().waitFor();
    await expect
      .poll(() =>
        documents.evaluateAll((imgs) => imgs.every((img) => (img as unknown as LoadedImage).complete)),
      )
      .toBe(true);
    const widths = await documents.evaluateAll((imgs) =>
      imgs.map((img) => (img as unknown as LoadedImage).naturalWidth),
    );
    expect(widths).toHaveLength(2);
    expect(widths.every((w) => w > 0)).toBe(true);
    await shot(page, "admin-07-verification-detail");
    await page.getByRole("button", { name: "Approve" }).click();
    await page.waitForURL(/\/verifications$/);
    expect(await page.getByRole("status").textContent()).toContain("approved");

    // Payouts: the failed one, retried.
    await page.getByRole("link", { name: "Payouts" }).click();
    await page.waitForURL(/\/payouts$/);
    await shot(page, "admin-08-payouts");
    await page.getByRole("button", { name: `Retry the failed transfers of ${period}` }).click();
    await page.waitForURL(/\/payouts\?period=/);
    expect(await page.getByRole("status").textContent()).toContain("1 paid");
    expect((await payoutOf(h, creatorId))?.status).toBe("paid");
    await shot(page, "admin-09-payout-retried");
    await page.getByRole("button", { name: "Run the ledger check" }).click();
    expect(await page.locator("#ledger-result").textContent()).toContain("ledger OK");
    await shot(page, "admin-10-ledger-check");

    // Users and jobs pages render.
    await page.getByRole("link", { name: "Users" }).click();
    await page.getByLabel(/Username, email/).fill(author.username);
    await page.getByRole("button", { name: "Search" }).click();
    await page.locator(`a[href="/users/${author.id}"]`).click();
    await page.waitForURL(new RegExp(`/users/${author.id}$`));
    await shot(page, "admin-11-user");
    // The jobs board runs its own script under the console's headers: nothing of its own is refused
    // (only the Google Fonts stylesheet it links: the console loads nothing from outside).
    const refusedByCsp: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (/Content Security Policy/i.test(text) && !text.includes("https://fonts.googleapis.com/")) {
        refusedByCsp.push(text);
      }
    });
    const jobs = await page.goto(`${consoleUrl}/jobs`);
    expect(jobs?.status()).toBe(200);
    expect(jobs?.headers()["cache-control"]).toBe("no-store");
    expect(jobs?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page.getByText("background").first().waitFor();
    await page.getByText("Loading...").waitFor({ state: "hidden" });
    await shot(page, "admin-12-jobs");
    expect(refusedByCsp).toEqual([]);

    // The audit log: every action of the journey, then only this operator's removals.
    await page.goto(`${consoleUrl}/`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit log" }).click();
    await page.waitForURL(/\/audit$/);
    const log = page.locator("#audit-log tbody tr");
    expect(await log.count()).toBeGreaterThanOrEqual(4);
    await shot(page, "admin-13-audit-log");
    await page.getByLabel("Operator").selectOption({ label: "ops-admin (admin)" });
    await page.getByLabel("Action").selectOption("remove");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/\/audit\?.*action=remove/);
    expect(await log.count()).toBe(1);
    expect(await log.first().textContent()).toContain("Spam photo, removed");
    expect(await log.first().textContent()).toContain("ops-admin (admin)");
    await shot(page, "admin-14-audit-log-filtered");

    // The operators and their sessions (this one's is marked, not offered to end).
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Operators" }).click();
    await page.waitForURL(/\/operators$/);
    expect(await page.getByText("this session").count()).toBe(1);
    await shot(page, "admin-15-operators");

    // Log out; the cookie saved before opens nothing any more.
    const before = await context.cookies();
    expect(before.map((c) => c.name)).toContain("pp_console");
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(/\/login$/);
    await context.addCookies(before);
    await page.goto(`${consoleUrl}/users`);
    expect(new URL(page.url()).pathname).toBe("/login");
    await shot(page, "admin-16-replayed-cookie");
    await context.close();

    // A verifier may not open the reports.
    const verifier = await createOperator(h, "verifier", "ops-verifier");
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const second = await other.newPage();
    await enrolAndLogIn(second, verifier.username, "verifier");
    expect(
      await second.getByRole("navigation", { name: "Main" }).getByRole("link").allTextContents(),
    ).toEqual(["Overview", "Verification", "Jobs"]);
    const refused = await second.goto(`${consoleUrl}/reports`);
    expect(refused?.status()).toBe(403);
    expect(await second.getByRole("alert").textContent()).toContain("may not open this page");
    await shot(second, "verifier-03-refused");
    await other.close();
  }, 60_000);

  it("screening's automatic reports: marked in the queue with the image and scores, one dismissed (back for everyone), one removed, both audited", async () => {
    const author = await createUser(h.ctx.app);
    const viewer = await createUser(h.ctx.app);
    const images = await generatedImages();
    const file = (name: string) => images.find((i) => i.name === name) as GeneratedImage;
    const toKeep = await postWithFile(h.ctx, author, file("drawing"));
    const toRemove = await postWithFile(h.ctx, author, file("photo"));
    const worker = await startMediaWorker(h.ctx);
    try {
      for (const { mediaId } of [toKeep, toRemove]) {
        const row = await waitForMediaStatus(h.ctx, mediaId, ["ready", "failed"], 90_000);
        expect(row).toMatchObject({ status: "ready", sensitive: true });
      }
    } finally {
      await worker.close();
    }
    const api = (postId: string, user: { headers: Record<string, string> }) =>
      fetch(`${h.ctx.config.PUBLIC_URL}/api/v1/posts/${postId}`, { headers: user.headers });
    expect((await api(toKeep.postId, viewer)).status).toBe(404);

    const moderator = await createOperator(h, "moderator", "ops-moderator");
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    await enrolAndLogIn(page, moderator.username, "moderator");

    // Not reports against the author until a moderator confirms them.
    await page.goto(`${consoleUrl}/users/${author.id}`);
    expect(await page.locator("#reports-against-count").textContent()).toMatch(/^0 reports\./);

    await page.goto(`${consoleUrl}/reports?type=post`);
    for (const { postId } of [toKeep, toRemove]) {
      const row = page.locator("tbody tr", { hasText: postId });
      expect(await row.textContent()).toContain("automatic (screening)");
      expect(await row.textContent()).toContain("sensitive_media");
    }
    await shot(page, "moderator-03-reports-automatic", true);

    async function openReport(postId: string) {
      await page.goto(`${consoleUrl}/reports?type=post`);
      await page.getByRole("link", { name: `Review post ${postId}` }).click();
      await page.waitForURL(/\/reports\/[^/]+$/);
      const screened = page.locator(".screening img");
      await screened.waitFor();
      await expect
        .poll(() => screened.evaluate((img) => (img as unknown as LoadedImage).complete))
        .toBe(true);
      expect(await screened.evaluate((img) => (img as unknown as LoadedImage).naturalWidth)).toBeGreaterThan(
        0,
      );
      const classes = await page.locator(".screening tbody tr td:first-child").allTextContents();
      expect(classes.sort()).toEqual(["Drawing", "Hentai", "Neutral", "Porn", "Sexy"]);
      expect(await page.locator(".screening caption").textContent()).toBe("Scores of MobileNetV2");
      expect(await page.locator(".screening figcaption").textContent()).toContain("sensitive");
    }

    await openReport(toKeep.postId);
    await shot(page, "moderator-04-automatic-report", true);
    const dismiss = page.getByRole("radio", { name: /Dismiss/ });
    expect(
      await dismiss.evaluate(
        (el) => (el as unknown as { labels: { textContent: string }[] }).labels[0]?.textContent,
      ),
    ).toContain("screening's sensitive flag is cleared, the author's own mark stays");
    await dismiss.check();
    await page.getByLabel(/^Note/).fill("A drawing, nothing wrong");
    await page.getByRole("button", { name: "Resolve" }).click();
    await page.waitForURL(/\/reports$/);
    expect(await page.getByRole("status").textContent()).toContain(`dismiss post ${toKeep.postId}`);
    const back = await api(toKeep.postId, viewer);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ sensitive: false, media: [{ sensitive: false }] });
    expect(await auditRows(h, { action: "dismiss", targetId: toKeep.postId })).toEqual([
      expect.objectContaining({
        actor: `operator:${moderator.id}`,
        actorName: "ops-moderator",
        actorRole: "moderator",
        note: "A drawing, nothing wrong",
        subjectUserId: author.id,
      }),
    ]);

    await openReport(toRemove.postId);
    await page.getByLabel(/Remove the post/).check();
    await page.getByLabel(/^Note/).fill("Explicit, removed");
    await page.getByRole("button", { name: "Resolve" }).click();
    await page.waitForURL(/\/reports$/);
    expect(await page.getByRole("status").textContent()).toContain(`remove post ${toRemove.postId}`);
    expect((await api(toRemove.postId, author)).status).toBe(404);
    expect(await auditRows(h, { action: "remove", targetId: toRemove.postId })).toEqual([
      expect.objectContaining({
        actorName: "ops-moderator",
        actorRole: "moderator",
        note: "Explicit, removed",
      }),
    ]);
    // Both decisions in the audit log, after screening's own.
    await page.goto(`${consoleUrl}/audit`);
    await shot(page, "moderator-05-audit-log");
    await context.close();
  }, 240_000);
});
