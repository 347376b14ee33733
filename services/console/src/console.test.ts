import { media, moderationAuditLog, payouts, reports, users } from "@playpal/db";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type ConsoleHarness,
  cookies,
  createConsoleHarness,
  createOperator,
  csrfOf,
  failedPayout,
  type LoggedIn,
  login,
  OPERATOR_PASSWORD,
  operatorRow,
  pendingVerification,
  reportedPhotoPost,
  totpCode,
  totpSecretOf,
} from "../../../test/console-harness.ts";
import { makeImage } from "../../../test/multipart.ts";
import { insertUser } from "../../../test/payout-factories.ts";
import { createPost, createUser } from "../../../test/social-factories.ts";
import { grantOperator, revokeOperator } from "./operators.ts";
import { allows, type Permission, ROLES, type Role } from "./roles.ts";

let h: ConsoleHarness;
const sessions = new Map<Role, LoggedIn>();
beforeAll(async () => {
  h = await createConsoleHarness();
  for (const role of ROLES) {
    const operator = await createOperator(h, role);
    sessions.set(role, await login(h, operator.username));
  }
}, 60_000);
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const as = (role: Role) => sessions.get(role) as LoggedIn;
const get = (url: string, session?: LoggedIn) =>
  h.console.inject({ method: "GET", url, headers: session ? { cookie: session.cookie } : {} });
const post = (url: string, session: LoggedIn, payload: Record<string, string> = {}) =>
  h.console.inject({
    method: "POST",
    url,
    headers: { cookie: session.cookie },
    payload: { _csrf: session.csrf, ...payload },
  });

describe("the console service", () => {
  it("answers /health without a login", async () => {
    const response = await get("/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", redis: true, db: true });
  });

  it("serves /metrics like the other services, with the console's routes", async () => {
    await get("/health");
    const response = await get("/metrics");
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/health"/);
  });

  it("sends a visitor without a session to the login page", async () => {
    const response = await get("/reports");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/login");
    const page = await get("/login");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="password">Password</label>');
  });
});

describe("login", () => {
  it("enrols TOTP at the first login, then asks for a code of the same secret", async () => {
    const operator = await createOperator(h, "verifier");
    const first = await login(h, operator.username);
    expect(first.totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    const row = await operatorRow(h, operator.id);
    expect(row?.totpEnrolledAt).toBeInstanceOf(Date);
    expect(row?.totpSecret).toBe(first.totpSecret);
    // The second login shows no secret any more; a code of the enrolled one lets the operator in.
    const password = await h.console.inject({
      method: "POST",
      url: "/login",
      payload: { username: operator.username, password: OPERATOR_PASSWORD },
    });
    const jar = cookies(password.headers["set-cookie"]);
    const page = await h.console.inject({ method: "GET", url: "/login/totp", headers: { cookie: jar } });
    expect(totpSecretOf(page.body)).toBe("");
    const again = await login(h, operator.username, { totpSecret: first.totpSecret, step: 1 });
    expect((await get("/verifications", again)).statusCode).toBe(200);
  });

  it("sets the session cookie HttpOnly and SameSite=Strict", async () => {
    const response = await h.console.inject({
      method: "POST",
      url: "/login",
      payload: { username: (await createOperator(h, "finance")).username, password: OPERATOR_PASSWORD },
    });
    const header = String(response.headers["set-cookie"]);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Strict");
  });

  it("refuses a wrong password, then throttles the name and address", async () => {
    const operator = await createOperator(h, "moderator");
    const attempt = (password: string) =>
      h.console.inject({ method: "POST", url: "/login", payload: { username: operator.username, password } });
    for (let i = 0; i < 3; i += 1) expect((await attempt("wrong password!")).statusCode).toBe(401);
    const throttled = await attempt(OPERATOR_PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("refuses a wrong TOTP code and a code used once already", async () => {
    const operator = await createOperator(h, "moderator");
    const { totpSecret } = await login(h, operator.username, {});
    const password = await h.console.inject({
      method: "POST",
      url: "/login",
      payload: { username: operator.username, password: OPERATOR_PASSWORD },
    });
    const jar = cookies(password.headers["set-cookie"]);
    const page = await h.console.inject({ method: "GET", url: "/login/totp", headers: { cookie: jar } });
    const submit = (code: string) =>
      h.console.inject({
        method: "POST",
        url: "/login/totp",
        headers: { cookie: jar },
        payload: { _csrf: csrfOf(page.body), code },
      });
    expect((await submit("000000")).statusCode).toBe(401);
    // The code of the first login (step 0) again: replayed, refused.
    expect((await submit(await totpCode(totpSecret, 0))).statusCode).toBe(401);
    expect((await submit(await totpCode(totpSecret, -1))).statusCode).toBe(303);
  });

  it("does not let a revoked operator in, and ends their open session", async () => {
    const operator = await createOperator(h, "moderator");
    const session = await login(h, operator.username);
    await revokeOperator(h.ctx.db, operator.username);
    const response = await get("/reports", session);
    expect(response.statusCode).toBe(303);
    const again = await h.console.inject({
      method: "POST",
      url: "/login",
      payload: { username: operator.username, password: OPERATOR_PASSWORD },
    });
    expect(again.statusCode).toBe(401);
  });

  it("ends a session after the idle timeout", async () => {
    const operator = await createOperator(h, "moderator");
    const session = await login(h, operator.username);
    expect((await get("/reports", session)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31 * 60_000 });
    const response = await get("/reports", session);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/login?expired=1");
  });

  it("logs out", async () => {
    const operator = await createOperator(h, "moderator");
    const session = await login(h, operator.username);
    const response = await post("/logout", session);
    expect(response.statusCode).toBe(303);
    const jar = cookies(response.headers["set-cookie"], session.cookie);
    expect((await get("/reports", { ...session, cookie: jar })).statusCode).toBe(303);
  });
});

/** Every page and action with the permission it needs; ids that exist nowhere (allowed: 400/404). */
const ROUTES: [method: "GET" | "POST", url: string, permission: Permission][] = [
  ["GET", "/", "overview.view"],
  ["GET", "/reports", "reports.view"],
  ["GET", "/reports/nope", "reports.view"],
  ["POST", "/reports/nope/resolve", "reports.resolve"],
  ["GET", "/verifications", "verifications.view"],
  ["GET", "/verifications/nope", "verifications.view"],
  ["POST", "/verifications/nope/review", "verifications.review"],
  ["GET", "/users", "users.view"],
  ["GET", "/users/nope", "users.view"],
  ["POST", "/users/nope/suspend", "users.suspend"],
  ["POST", "/users/nope/lift", "users.suspend"],
  ["GET", "/payouts", "payouts.view"],
  ["POST", "/payouts/retry", "payouts.retry"],
  ["POST", "/payouts/ledger-check", "ledger.verify"],
  ["GET", "/jobs", "jobs.view"],
  ["GET", "/jobs/api/queues", "jobs.view"],
  ["GET", "/jobs/manage", "jobs.manage"],
  ["GET", "/jobs/manage/api/queues", "jobs.manage"],
];

describe("roles", () => {
  for (const role of ROLES) {
    it(`lets a ${role} open only what the role allows (403 for the rest)`, async () => {
      const results: string[] = [];
      for (const [method, url, permission] of ROUTES) {
        const response = method === "GET" ? await get(url, as(role)) : await post(url, as(role));
        const allowed = allows(role, permission);
        results.push(`${method} ${url}: ${allowed ? "allowed" : "403"} -> ${response.statusCode}`);
        if (allowed) expect([200, 303, 400, 404], `${method} ${url}`).toContain(response.statusCode);
        else expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      expect(results).toHaveLength(ROUTES.length);
    });
  }
});

describe("CSRF", () => {
  it("refuses a form posted without the session's token, and changes nothing", async () => {
    const { reportId } = await reportedPhotoPost(h);
    const session = as("moderator");
    for (const token of [undefined, "forged", as("admin").csrf]) {
      const response = await h.console.inject({
        method: "POST",
        url: `/reports/${reportId}/resolve`,
        headers: { cookie: session.cookie },
        payload: { ...(token ? { _csrf: token } : {}), action: "dismiss", note: "csrf" },
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain("CSRF");
    }
    const [row] = await h.ctx.db.select().from(reports).where(eq(reports.id, reportId));
    expect(row?.status).toBe("open");
  });

  it("lets only an admin act on jobs, and only from the console's own origin", async () => {
    const act = (url: string, role: Role) =>
      h.console.inject({
        method: "PUT",
        url,
        headers: { cookie: as(role).cookie, origin: "http://localhost:4004", host: "localhost:4004" },
      });
    const readOnly = await act("/jobs/api/queues/media/pause", "moderator");
    expect(readOnly.statusCode).toBeGreaterThanOrEqual(400);
    expect((await act("/jobs/manage/api/queues/media/pause", "moderator")).statusCode).toBe(403);
    const paused = await act("/jobs/manage/api/queues/media/pause", "admin");
    expect(paused.statusCode).toBe(200);
    expect(await h.ctx.deps.queues.media.isPaused()).toBe(true);
    await h.ctx.deps.queues.media.resume();
  });

  it("refuses bull-board's actions from another origin", async () => {
    const response = await h.console.inject({
      method: "PUT",
      url: "/jobs/manage/api/queues/pause",
      headers: {
        cookie: as("admin").cookie,
        origin: "https://evil.example",
        "content-type": "application/json",
      },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("reports", () => {
  it("shows the reported photo post through a short-lived signed URL and removes it", async () => {
    const { post: reported, author, reportId } = await reportedPhotoPost(h);
    const list = await get("/reports", as("moderator"));
    expect(list.body).toContain(`/reports/${reportId}`);
    const detail = await get(`/reports/${reportId}`, as("moderator"));
    expect(detail.statusCode).toBe(200);
    expect(detail.headers["cache-control"]).toBe("no-store");
    expect(detail.body).toContain("look at this");
    expect(detail.body).toContain(`@${author.username}`);
    const src = /<img src="([^"]+)"/.exec(detail.body)?.[1]?.replaceAll("&amp;", "&") as string;
    expect(src).toMatch(/\/api\/v1\/files\/.+expires=\d+.*signature=/);
    const expires = Number(new URL(src).searchParams.get("expires"));
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(300_000);
    const image = await h.ctx.app.inject({ method: "GET", url: new URL(src).pathname + new URL(src).search });
    expect(image.statusCode).toBe(200);

    const missingNote = await post(`/reports/${reportId}/resolve`, as("moderator"), {
      action: "remove",
      note: " ",
    });
    expect(missingNote.statusCode).toBe(400);
    const done = await post(`/reports/${reportId}/resolve`, as("moderator"), {
      action: "remove",
      note: "spam photo",
    });
    expect(done.statusCode).toBe(303);
    const gone = await h.ctx.app.inject({
      method: "GET",
      url: `/api/v1/posts/${reported.id}`,
      headers: author.headers,
    });
    expect(gone.statusCode).toBe(404);
    const [audit] = await h.ctx.db
      .select()
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.reportId, reportId));
    expect(audit).toMatchObject({ action: "remove", note: "spam photo", targetId: reported.id });
    expect(audit?.actor).toMatch(/^operator:/);
    // Resolving it again is the API's 409.
    const again = await post(`/reports/${reportId}/resolve`, as("moderator"), {
      action: "dismiss",
      note: "x",
    });
    expect(again.statusCode).toBe(409);
  });
});

describe("reports of a clip", () => {
  it("shows the video's poster through a signed URL", async () => {
    const author = await createUser(h.ctx.app);
    const reporter = await createUser(h.ctx.app);
    const clip = await createPost(h.ctx.app, author, { body: "my clip" });
    const posterKey = `media/${author.id}/poster-test/poster.webp`;
    await h.ctx.deps.storage.put(posterKey, await makeImage(32, 18, "webp"), "image/webp");
    await h.ctx.db.insert(media).values({
      postId: clip.id,
      ownerId: author.id,
      storageKey: `media/${author.id}/poster-test/original.mp4`,
      mimeType: "video/mp4",
      kind: "video",
      status: "ready",
      thumbnailKey: posterKey,
    });
    const report = await h.ctx.app.inject({
      method: "POST",
      url: "/api/v1/reports",
      headers: reporter.headers,
      payload: { targetType: "post", targetId: clip.id, reason: "violence" },
    });
    const detail = await get(`/reports/${(report.json() as { id: string }).id}`, as("admin"));
    const img = /<img src="([^"]+)" alt="([^"]+)"/.exec(detail.body);
    expect(img?.[2]).toBe("Poster of video 1 of the reported post");
    const src = new URL((img?.[1] ?? "").replaceAll("&amp;", "&"));
    expect(src.pathname).toContain("poster.webp");
    const poster = await h.ctx.app.inject({ method: "GET", url: src.pathname + src.search });
    expect(poster.statusCode).toBe(200);
  });
});

describe("verification", () => {
  it("shows the documents with no-store and approves the submission", async () => {
    const user = await pendingVerification(h);
    const list = await get("/verifications", as("verifier"));
    expect(list.body).toContain(`/verifications/${user.id}`);
    const detail = await get(`/verifications/${user.id}`, as("verifier"));
    expect(detail.statusCode).toBe(200);
    expect(detail.headers["cache-control"]).toBe("no-store");
    expect(detail.body.match(/<img src="[^"]+signature=/g)).toHaveLength(2);
    const rejectWithoutReason = await post(`/verifications/${user.id}/review`, as("verifier"), {
      decision: "rejected",
      reason: "",
    });
    expect(rejectWithoutReason.statusCode).toBe(400);
    const approved = await post(`/verifications/${user.id}/review`, as("verifier"), { decision: "approved" });
    expect(approved.statusCode).toBe(303);
    const status = await h.ctx.app.inject({
      method: "GET",
      url: "/api/v1/verify-identity",
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(status.json().status).toBe("approved");
    const audit = await h.ctx.db
      .select()
      .from(moderationAuditLog)
      .where(and(eq(moderationAuditLog.targetId, user.id), eq(moderationAuditLog.action, "approve")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ kind: "verification" });
  });
});

describe("users", () => {
  it("finds a user, suspends them (the API then refuses them) and lifts it", async () => {
    const user = await registerAndName();
    const reflected = await get(`/users?q=${encodeURIComponent('"><script>x</script>')}`, as("moderator"));
    expect(reflected.statusCode).toBe(200);
    expect(reflected.body).not.toContain("<script>x");
    expect(reflected.body).toContain("&quot;&gt;&lt;script&gt;x");
    expect(reflected.headers["content-security-policy"]).toContain("default-src 'none'");
    // Newest first, 25 a page, the next page after the last row's keyset.
    for (let i = 0; i < 26; i += 1) await insertUser(h.ctx.db, "pager");
    const first = await get("/users", as("moderator"));
    const next = /href="(\/users\?[^"]*after=[^"]+)"/.exec(first.body)?.[1]?.replaceAll("&amp;", "&");
    expect(next).toBeDefined();
    const second = await get(next as string, as("moderator"));
    expect(second.statusCode).toBe(200);
    const idsOf = (body: string) => [...body.matchAll(/<a href="\/users\/([^"]+)">/g)].map((m) => m[1]);
    expect(idsOf(first.body)).toHaveLength(25);
    expect(idsOf(second.body).length).toBeGreaterThan(0);
    expect(idsOf(second.body).some((id) => idsOf(first.body).includes(id))).toBe(false);
    expect((await get("/users?after=yesterday_x", as("moderator"))).statusCode).toBe(400);
    const found = await get(`/users?q=${user.username}`, as("moderator"));
    expect(found.body).toContain(`/users/${user.id}`);
    const detail = await get(`/users/${user.id}`, as("finance"));
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain("Wallet");
    expect(detail.body).not.toContain(`action="/users/${user.id}/suspend"`);
    expect(
      (await post(`/users/${user.id}/suspend`, as("moderator"), { days: "2", note: "abuse" })).statusCode,
    ).toBe(303);
    const me = await h.ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: user.headers });
    expect(me.statusCode).toBe(403);
    const [row] = await h.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.suspendedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect((await post(`/users/${user.id}/lift`, as("admin"), { note: "appeal accepted" })).statusCode).toBe(
      303,
    );
    const [lifted] = await h.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(lifted?.suspendedUntil?.getTime()).toBeLessThanOrEqual(Date.now());
    const actions = await h.ctx.db
      .select()
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.subjectUserId, user.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["lift", "suspend"]);
  });
});

describe("payouts", () => {
  it("lists a failed payout, retries it through the payout service (paid), and checks the ledger", async () => {
    const { creatorId, period } = await failedPayout(h);
    const page = await get("/payouts", as("finance"));
    expect(page.body).toContain("no connected payout account");
    expect(page.body).toContain(`Retry the failed transfers of ${period}`);
    const retried = await post("/payouts/retry", as("finance"), { period });
    expect(retried.statusCode).toBe(303);
    expect(decodeURIComponent(String(retried.headers.location))).toContain("1 paid");
    const [row] = await h.ctx.db.select().from(payouts).where(eq(payouts.creatorId, creatorId));
    expect(row?.status).toBe("paid");
    expect((await post("/payouts/retry", as("finance"), { period: "2026-13" })).statusCode).toBe(400);
    const check = await post("/payouts/ledger-check", as("finance"));
    expect(check.statusCode).toBe(200);
    expect(check.body).toContain("ledger OK");
    const audit = await h.ctx.db
      .select()
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.targetType, "payout_period"));
    expect(audit[0]).toMatchObject({ action: "retry", targetId: period });
  });
});

describe("overview", () => {
  it("counts what waits and draws the last 30 days", async () => {
    const page = await get("/", as("admin"));
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/<svg class="chart"/g)).toHaveLength(4);
    expect(page.body.match(/<rect /g)?.length).toBe(4 * 30);
  });
});

describe("operators", () => {
  it("a new grant with a password resets the second factor and ends older sessions", async () => {
    const operator = await createOperator(h, "moderator");
    const session = await login(h, operator.username);
    await grantOperator(h.ctx.db, {
      username: operator.username,
      role: "admin",
      password: OPERATOR_PASSWORD,
      bcryptCost: 4,
    });
    expect((await get("/", session)).statusCode).toBe(303);
    const row = await operatorRow(h, operator.id);
    expect(row).toMatchObject({ role: "admin", totpSecret: null, totpEnrolledAt: null });
  });
});

const registerAndName = () => createUser(h.ctx.app);
