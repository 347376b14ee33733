import { grantOperator, revokeOperator } from "@playpal/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditRows,
  type ConsoleHarness,
  cookies,
  createConsoleHarness,
  createOperator,
  csrfOf,
  failedPayout,
  insertReadyVideo,
  type LoggedIn,
  login,
  OPERATOR_PASSWORD,
  operatorRow,
  payoutOf,
  pendingVerification,
  reportedPhotoPost,
  reportRow,
  sessionRows,
  totpCode,
  totpSecretOf,
  userRow,
} from "#test/console-harness.ts";
import { makeImage } from "#test/multipart.ts";
import { insertUser } from "#test/payout-factories.ts";
import { createPost, createUser } from "#test/social-factories.ts";
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
/** The notices of the page a form redirected to (@fastify/flash). */
const noticesAfter = async (response: { headers: Record<string, unknown> }, session: LoggedIn) => {
  const page = await get(String(response.headers.location), session);
  return [...page.body.matchAll(/<p class="notice" role="status">([^<]*)<\/p>/g)].map((m) => m[1]);
};

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

  it("sends a visitor without a session to the login page, and stores nothing for them", async () => {
    const response = await get("/reports");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/login");
    const page = await get("/login");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.headers["set-cookie"]).toBeUndefined();
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

  it("sets an HttpOnly, SameSite=Strict cookie that holds a signed session id and nothing else", async () => {
    const response = await h.console.inject({
      method: "POST",
      url: "/login",
      payload: { username: (await createOperator(h, "finance")).username, password: OPERATOR_PASSWORD },
    });
    const header = String(response.headers["set-cookie"]);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Strict");
    const value = decodeURIComponent(/pp_console=([^;]+)/.exec(header)?.[1] ?? "");
    expect(value).toMatch(/^[A-Za-z0-9_-]{32}\.[A-Za-z0-9+/_-]+=*$/);
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
    const submit = async (offset: number | "bad") =>
      h.console.inject({
        method: "POST",
        url: "/login/totp",
        headers: { cookie: jar },
        payload: {
          _csrf: csrfOf(page.body),
          code: offset === "bad" ? "000000" : await totpCode(totpSecret, offset, h.clock.now()),
        },
      });
    expect((await submit("bad")).statusCode).toBe(401);
    // The code of the first login (step 0) again: replayed, refused (an earlier step: login.test.ts).
    expect((await submit(0)).statusCode).toBe(401);
    expect((await submit(1)).statusCode).toBe(303);
    expect((await operatorRow(h, operator.id))?.totpLastStep).toBe(
      Math.floor(h.clock.now().getTime() / 30_000) + 1,
    );
  });

  it("does not let a revoked operator in, and ends their open session", async () => {
    const operator = await createOperator(h, "moderator");
    const session = await login(h, operator.username);
    await revokeOperator(h.ctx.deps, operator.username, { actor: "cli:test" });
    expect(await sessionRows(h, operator.id)).toEqual([]);
    const response = await get("/reports", session);
    expect(response.statusCode).toBe(303);
    const again = await h.console.inject({
      method: "POST",
      url: "/login",
      payload: { username: operator.username, password: OPERATOR_PASSWORD },
    });
    expect(again.statusCode).toBe(401);
  });

  it("ends a session after the idle timeout (the console's clock moved)", async () => {
    const operator = await createOperator(h, "moderator");
    const session = await login(h, operator.username);
    expect((await get("/reports", session)).statusCode).toBe(200);
    h.clock.advance(31 * 60_000);
    try {
      const response = await get("/reports", session);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/login?expired=1");
      expect(await sessionRows(h, operator.id)).toEqual([]);
    } finally {
      h.clock.advance(-31 * 60_000);
    }
  });

  it("logs out: the session is deleted on the server, so the cookie kept from before opens the login page", async () => {
    const operator = await createOperator(h, "moderator");
    const session = await login(h, operator.username);
    expect(await sessionRows(h, operator.id)).toHaveLength(1);
    const response = await post("/logout", session);
    expect(response.statusCode).toBe(303);
    expect(await sessionRows(h, operator.id)).toEqual([]);
    // The cookie saved before the logout, replayed: the login page, and no suspension happens.
    const replayed = await get("/users", session);
    expect(replayed.statusCode).toBe(303);
    expect(replayed.headers.location).toBe("/login");
    const user = await createUser(h.ctx.app);
    const suspend = await post(`/users/${user.id}/suspend`, session, { days: "2", note: "replayed" });
    expect(suspend.statusCode).toBe(401);
    expect((await userRow(h, user.id))?.suspendedUntil).toBeNull();
    expect(await auditRows(h, { subjectUserId: user.id })).toEqual([]);
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
  ["GET", "/operators", "operators.view"],
  ["POST", "/operators/nope/end-sessions", "operators.sessions"],
  ["GET", "/audit", "audit.view"],
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

  it("shows in the menu exactly what the role may open", async () => {
    for (const role of ROLES) {
      const page = await get("/", as(role));
      const nav = /<nav aria-label="Main">(.*?)<\/nav>/s.exec(page.body)?.[1] ?? "";
      const links = [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(links.includes("/audit"), role).toBe(allows(role, "audit.view"));
      expect(links.includes("/operators"), role).toBe(allows(role, "operators.view"));
      expect(links.includes("/payouts"), role).toBe(allows(role, "payouts.view"));
    }
  });
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
    expect((await reportRow(h, reportId))?.status).toBe("open");
  });

  it("lets only an admin act on jobs, only from the console's own origin, and audits each action", async () => {
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
    expect((await act("/jobs/manage/api/queues/media/resume", "admin")).statusCode).toBe(200);
    expect(await h.ctx.deps.queues.media.isPaused()).toBe(false);
    const cleaned = await act("/jobs/manage/api/queues/media/clean/failed", "admin");
    expect(cleaned.statusCode).toBe(200);
    const retried = await act("/jobs/manage/api/queues/media/retry/failed", "admin");
    expect(retried.statusCode).toBe(200);
    const audit = await auditRows(h, { targetType: "queue", targetId: "media" });
    const admin = await operatorRow(h, as("admin").operatorId);
    expect(audit.map((a) => [a.action, a.actor, a.actorName, a.actorRole, a.outcome])).toEqual(
      ["job_pause", "job_resume", "job_clean", "job_retry"].map((action) => [
        action,
        `operator:${admin?.id}`,
        admin?.username,
        "admin",
        "done",
      ]),
    );
    expect(audit[2]?.details).toMatchObject({ state: "failed", status: 200 });
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
    expect(await h.ctx.deps.queues.media.isPaused()).toBe(false);
  });
});

describe("headers", () => {
  it("sends the console's CSP and no-store on its pages and on bull-board's", async () => {
    for (const url of ["/", "/jobs", "/jobs/api/queues", "/jobs/manage"]) {
      const response = await get(url, as("admin"));
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["content-security-policy"], url).toMatch(/^default-src 'none';/);
      expect(response.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
    }
    expect((await get("/", as("admin"))).headers["content-security-policy"]).not.toContain("script-src");
    expect((await get("/jobs", as("admin"))).headers["content-security-policy"]).toContain(
      "script-src 'self'",
    );
  });
});

describe("bad input", () => {
  it("answers a NUL character in any input with 400 and a message, never 500", async () => {
    const user = await createUser(h.ctx.app);
    const { reportId } = await reportedPhotoPost(h);
    const cases: [string, () => ReturnType<typeof get>][] = [
      ["search", () => get(`/users?q=${encodeURIComponent("a\u0000b")}`, as("admin"))],
      ["id in the path", () => get("/users/%00", as("admin"))],
      ["report id", () => get("/reports/ab%00cd", as("admin"))],
      ["audit filter", () => get("/audit?actor=cli%3Aa%00", as("admin"))],
      ["note", () => post(`/users/${user.id}/suspend`, as("admin"), { days: "1", note: "spam\u0000" })],
      [
        "resolve note",
        () => post(`/reports/${reportId}/resolve`, as("admin"), { action: "dismiss", note: "\u0000" }),
      ],
      [
        "username",
        () =>
          h.console.inject({
            method: "POST",
            url: "/login",
            payload: { username: "a\u0000", password: "x" },
          }),
      ],
      [
        "code",
        () => h.console.inject({ method: "POST", url: "/login/totp", payload: { code: "12\u00003" } }),
      ],
    ];
    for (const [what, request] of cases) {
      const response = await request();
      expect(response.statusCode, what).toBe(400);
      expect(response.body, what).toContain("NUL character");
    }
    expect((await userRow(h, user.id))?.suspendedUntil).toBeNull();
    expect((await reportRow(h, reportId))?.status).toBe("open");
  });

  it("answers malformed cursors, filters and periods with 400", async () => {
    for (const url of [
      "/users?after=yesterday_x",
      "/reports?after=2026-01-01T00:00:00.000Z_bad%20id",
      "/reports?type=story",
      "/verifications?after=nope",
      "/audit?action=delete_everything",
      "/audit?from=yesterday",
      "/payouts?period=2026-13",
    ]) {
      expect((await get(url, as("admin"))).statusCode, url).toBe(400);
    }
  });
});

describe("reports", () => {
  it("shows the reported photo post through a short-lived signed URL and removes it, audited with the operator", async () => {
    const { post: reported, author, reporter, reportId } = await reportedPhotoPost(h);
    const list = await get("/reports", as("moderator"));
    expect(list.body).toContain(`/reports/${reportId}`);
    const detail = await get(`/reports/${reportId}`, as("moderator"));
    expect(detail.statusCode).toBe(200);
    expect(detail.headers["cache-control"]).toBe("no-store");
    expect(detail.body).toContain("look at this");
    expect(detail.body).toContain(`@${author.username}`);
    expect(detail.body).toContain(`<a href="/users/${reporter.id}">@${reporter.username}</a>`);
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
    expect(done.headers.location).toBe("/reports");
    expect(await noticesAfter(done, as("moderator"))).toEqual([
      `Report resolved: remove post ${reported.id}.`,
    ]);
    // The notice was shown once: the next page has none.
    expect((await get("/reports", as("moderator"))).body).not.toContain("Report resolved");
    const gone = await h.ctx.app.inject({
      method: "GET",
      url: `/api/v1/posts/${reported.id}`,
      headers: author.headers,
    });
    expect(gone.statusCode).toBe(404);
    const moderator = await operatorRow(h, as("moderator").operatorId);
    const [audit] = await auditRows(h, { reportId });
    expect(audit).toMatchObject({
      action: "remove",
      note: "spam photo",
      targetId: reported.id,
      actor: `operator:${moderator?.id}`,
      actorName: moderator?.username,
      actorRole: "moderator",
      sourceAddress: "127.0.0.1",
    });
    // Resolving it again is the API's 409.
    const again = await post(`/reports/${reportId}/resolve`, as("moderator"), {
      action: "dismiss",
      note: "x",
    });
    expect(again.statusCode).toBe(409);
  });

  it("cannot be given a notice by a crafted link", async () => {
    const page = await get(
      `/reports?done=${encodeURIComponent("Your account is verified")}`,
      as("moderator"),
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("Your account is verified");
  });
});

describe("reports of a clip", () => {
  it("shows the video's poster through a signed URL", async () => {
    const author = await createUser(h.ctx.app);
    const reporter = await createUser(h.ctx.app);
    const clip = await createPost(h.ctx.app, author, { body: "my clip" });
    const posterKey = `media/${author.id}/poster-test/poster.webp`;
    await h.ctx.deps.storage.put(posterKey, await makeImage(32, 18, "webp"), "image/webp");
    await insertReadyVideo(h, clip.id, author.id, posterKey);
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
    expect(src.searchParams.get("signature")).toBeTruthy();
    const poster = await h.ctx.app.inject({ method: "GET", url: src.pathname + src.search });
    expect(poster.statusCode).toBe(200);
  });
});

describe("verification", () => {
  it("shows the documents with no-store and approves the submission, audited in its transaction", async () => {
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
    expect(await noticesAfter(approved, as("verifier"))).toEqual([`@${user.id}: approved.`]);
    const status = await h.ctx.app.inject({
      method: "GET",
      url: "/api/v1/verify-identity",
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(status.json().status).toBe("approved");
    const audit = await auditRows(h, { targetId: user.id, action: "approve" });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorRole: "verifier", details: { kind: "verification" } });
  });
});

describe("users", () => {
  it("finds a user, suspends them (the API then refuses them) and lifts it", async () => {
    const user = await createUser(h.ctx.app);
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
    const found = await get(`/users?q=${user.username}`, as("moderator"));
    expect(found.body).toContain(`/users/${user.id}`);
    const detail = await get(`/users/${user.id}`, as("finance"));
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain("Wallet");
    expect(detail.body).not.toContain(`action="/users/${user.id}/suspend"`);
    const suspended = await post(`/users/${user.id}/suspend`, as("moderator"), { days: "2", note: "abuse" });
    expect(suspended.statusCode).toBe(303);
    expect((await noticesAfter(suspended, as("moderator")))[0]).toMatch(/^Suspended until /);
    const me = await h.ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: user.headers });
    expect(me.statusCode).toBe(403);
    expect((await userRow(h, user.id))?.suspendedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect((await get(`/users?q=${user.username}&status=suspended`, as("moderator"))).body).toContain(
      `/users/${user.id}`,
    );
    expect((await post(`/users/${user.id}/lift`, as("admin"), { note: "appeal accepted" })).statusCode).toBe(
      303,
    );
    expect((await userRow(h, user.id))?.suspendedUntil?.getTime()).toBeLessThanOrEqual(Date.now());
    const actions = await auditRows(h, { subjectUserId: user.id });
    expect(actions.map((a) => [a.action, a.actorRole])).toEqual([
      ["suspend", "moderator"],
      ["lift", "admin"],
    ]);
    expect(actions.every((a) => a.actorName !== null && a.sourceAddress === "127.0.0.1")).toBe(true);
  });
});

describe("payouts", () => {
  it("lists a failed payout, retries it through the payout service (paid), and checks the ledger", async () => {
    const { creatorId, period } = await failedPayout(h);
    const finance = await operatorRow(h, as("finance").operatorId);
    const checksBefore = (await auditRows(h, { action: "verify_ledger", actor: `operator:${finance?.id}` }))
      .length;
    const page = await get("/payouts", as("finance"));
    expect(page.body).toContain("no connected payout account");
    expect(page.body).toContain(`Retry the failed transfers of ${period}`);
    const retried = await post("/payouts/retry", as("finance"), { period });
    expect(retried.statusCode).toBe(303);
    expect((await noticesAfter(retried, as("finance")))[0]).toContain("1 paid");
    expect((await payoutOf(h, creatorId))?.status).toBe("paid");
    expect((await post("/payouts/retry", as("finance"), { period: "2026-13" })).statusCode).toBe(400);
    const check = await post("/payouts/ledger-check", as("finance"));
    expect(check.statusCode).toBe(200);
    expect(check.body).toContain("ledger OK");
    // The retry is audited once, by the payout service in the retry's transaction, in the operator's name.
    const audit = await auditRows(h, { targetType: "payout_period", targetId: period });
    expect(audit).toEqual([
      expect.objectContaining({
        action: "retry",
        actor: `operator:${finance?.id}`,
        actorName: finance?.username,
        actorRole: "finance",
        outcome: "done",
      }),
    ]);
    const checks = await auditRows(h, { action: "verify_ledger", actor: `operator:${finance?.id}` });
    expect(checks).toHaveLength(checksBefore + 1);
    expect(checks.at(-1)?.details).toMatchObject({ ok: true });
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
  it("a new grant with a password resets the second factor and ends the operator's sessions", async () => {
    const operator = await createOperator(h, "moderator");
    const session = await login(h, operator.username);
    await grantOperator(
      h.ctx.deps,
      { username: operator.username, role: "admin", password: OPERATOR_PASSWORD },
      { actor: "cli:test" },
    );
    expect((await get("/", session)).statusCode).toBe(303);
    const row = await operatorRow(h, operator.id);
    expect(row).toMatchObject({ role: "admin", totpSecret: null, totpEnrolledAt: null, totpLastStep: null });
  });

  it("lets an admin see every live session and end one, audited", async () => {
    const operator = await createOperator(h, "finance");
    const phone = await login(h, operator.username);
    const laptop = await login(h, operator.username, { totpSecret: phone.totpSecret, step: 1 });
    const page = await get("/operators", as("admin"));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`End all sessions of ${operator.username}`);
    const [first, second] = await sessionRows(h, operator.id);
    expect(second).toBeDefined();
    const ended = await post(`/operators/${operator.id}/end-sessions`, as("admin"), {
      session: first?.id as string,
    });
    expect(ended.statusCode).toBe(303);
    expect(await noticesAfter(ended, as("admin"))).toEqual([`Ended 1 session(s) of ${operator.username}.`]);
    const alive = await Promise.all([get("/payouts", phone), get("/payouts", laptop)]);
    expect(alive.map((r) => r.statusCode).sort()).toEqual([200, 303]);
    const all = await post(`/operators/${operator.id}/end-sessions`, as("admin"));
    expect(all.statusCode).toBe(303);
    expect(await sessionRows(h, operator.id)).toEqual([]);
    const audit = await auditRows(h, { action: "end_sessions", targetId: operator.id });
    expect(audit.map((a) => [a.actorRole, a.details.ended])).toEqual([
      ["admin", 1],
      ["admin", 1],
    ]);
  });
});
