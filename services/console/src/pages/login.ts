/**
 * Logging in and out: the username and password, then the TOTP code (enrolled at the first login),
 * each stage a session of its own (`regenerate`: a session id seen before the login is worth nothing
 * after it). The throttles count every failure; the code's step is claimed in PostgreSQL. Logging out
 * deletes the session on the server.
 */
import {
  claimTotpStep,
  completeOperatorLogin,
  createOperatorLogin,
  ensureTotpSecret,
  findOperator,
  type Operator,
  purgeExpiredOperatorSessions,
  recordLoginLock,
} from "@playpal/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type ConsoleContext, notify, type Page, PageError, sendPage } from "../context.ts";
import { type Html, html } from "../html.ts";
import { SESSION_COOKIE, type SessionClock, sessionExpiry } from "../session-store.ts";
import { createLoginThrottle, LOGIN_WINDOW_SECONDS } from "../throttle.ts";
import { newTotpSecret, totpStep, totpUri } from "../totp.ts";

const fmt = (date: Date) => date.toISOString().replace("T", " ").slice(0, 16);

// ---- views ----------------------------------------------------------------------------------------------

export function loginView(options: { error?: string; notice?: string; status?: number } = {}): Page {
  return {
    title: "Log in",
    status: options.status,
    body: html`
${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ""}
${options.error ? html`<p class="error" role="alert">${options.error}</p>` : ""}
<form method="post" action="/login">
<label for="username">Username</label><input id="username" name="username" autocomplete="username" required maxlength="40" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
<p><button type="submit">Continue</button></p>
</form>`,
  };
}

export function totpView(input: {
  csrf: string;
  enrol: { secret: string; uri: string } | null;
  error?: string;
  status?: number;
}): Page {
  const enrol: Html | string = input.enrol
    ? html`<section aria-labelledby="enrol"><h2 id="enrol">Set up your second factor</h2>
<p>Add this account to your authenticator app (a TOTP app), then enter the 6-digit code it shows.</p>
<dl><dt>Secret</dt><dd><code id="totp-secret">${input.enrol.secret}</code></dd>
<dt>Link</dt><dd><code id="totp-uri">${input.enrol.uri}</code></dd></dl></section>`
    : "";
  return {
    title: "Second factor",
    status: input.status,
    body: html`
${input.error ? html`<p class="error" role="alert">${input.error}</p>` : ""}
${enrol}
<form method="post" action="/login/totp">
<input type="hidden" name="_csrf" value="${input.csrf}">
<label for="code">6-digit code</label><input id="code" name="code" inputmode="numeric" pattern="[0-9]{6}" autocomplete="one-time-code" required maxlength="6" autofocus>
<p><button type="submit">Log in</button></p>
</form>`,
  };
}

export const lockNotice = (at: Date) =>
  `Your username was locked at ${fmt(at)} UTC after too many failed logins (${LOGIN_WINDOW_SECONDS / 60} minutes each time). If that was not you, tell an admin: the attempts are in the audit log.`;

// ---- routes ---------------------------------------------------------------------------------------------

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

export async function registerLogin(app: FastifyInstance, ctx: ConsoleContext, clock: SessionClock) {
  const { deps } = ctx;
  const login = await createOperatorLogin(deps);
  const throttle = createLoginThrottle(deps.redis, deps.config);

  /** The throttles live in Redis: while it cannot answer no attempt is let through (503), not unlimited ones. */
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      deps.logger.warn({ err: (error as Error).message }, "console login throttle unavailable");
      throw new PageError(
        503,
        "Logging in is unavailable for a moment (the attempt counter cannot be reached).",
      );
    }
  };

  /** 429 with Retry-After while a throttle is spent; null when the attempt may go on. */
  const refuseThrottled = async (request: FastifyRequest, reply: FastifyReply, username: string) => {
    const seconds = await counted(() => throttle.blockedFor(username, request.ip));
    if (seconds === 0) return null;
    reply.header("retry-after", String(seconds));
    return `Too many failed attempts; try again in ${Math.ceil(seconds / 60)} minutes.`;
  };

  const countFailure = async (request: FastifyRequest, username: string) => {
    const { locked } = await counted(() => throttle.failed(username, request.ip));
    if (locked) {
      await recordLoginLock(deps, {
        username,
        address: request.ip,
        attempts: throttle.perUsername,
        windowSeconds: LOGIN_WINDOW_SECONDS,
        at: ctx.now(),
      });
    }
  };

  /** The operator of a session past the password stage, in time and still allowed in, else null. */
  const passwordStage = async (request: FastifyRequest): Promise<Operator | null> => {
    const s = request.session;
    if (!s?.operatorId || s.stage !== "password" || sessionExpiry(s, clock)) return null;
    const operator = await findOperator(deps, s.operatorId);
    return operator && !operator.revokedAt ? operator : null;
  };

  app.get("/login", async (request, reply) => {
    const expired = (request.query as Record<string, unknown>).expired === "1";
    const notice = expired ? "Your session ended; log in again." : undefined;
    return sendPage(request, reply, loginView({ notice }));
  });

  app.post("/login", { config: { csrf: "none" } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = text(body.username, 40).trim();
    const password = text(body.password, 200);
    if (!username || !password) {
      return sendPage(
        request,
        reply,
        loginView({ error: "Username and password are required.", status: 400 }),
      );
    }
    const throttled = await refuseThrottled(request, reply, username);
    if (throttled) return sendPage(request, reply, loginView({ error: throttled, status: 429 }));
    const operator = await login.checkPassword(username, password);
    if (!operator) {
      await countFailure(request, username);
      request.log.warn({ username }, "console login refused");
      return sendPage(request, reply, loginView({ error: "Wrong username or password.", status: 401 }));
    }
    await request.session.regenerate();
    request.session.set("operatorId", operator.id);
    request.session.set("stage", "password");
    request.session.set("seenAt", ctx.now().getTime());
    return reply.redirect("/login/totp", 303);
  });

  const totpPage = async (reply: FastifyReply, operator: Operator, error?: string, status?: number) => {
    const secret = operator.totpEnrolledAt ? null : await ensureTotpSecret(deps, operator, newTotpSecret);
    return totpView({
      csrf: reply.generateCsrf(),
      enrol: secret ? { secret, uri: totpUri(operator.username, secret) } : null,
      error,
      status,
    });
  };

  app.get("/login/totp", async (request, reply) => {
    const operator = await passwordStage(request);
    if (!operator) return reply.redirect("/login", 303);
    return sendPage(request, reply, await totpPage(reply, operator));
  });

  app.post("/login/totp", async (request, reply) => {
    const operator = await passwordStage(request);
    if (!operator) return reply.redirect("/login", 303);
    const throttled = await refuseThrottled(request, reply, operator.username);
    if (throttled) return sendPage(request, reply, await totpPage(reply, operator, throttled, 429));
    const code = text((request.body as Record<string, unknown> | undefined)?.code, 10).trim();
    const now = ctx.now();
    // The secret as stored now (read by passwordStage: a new grant may have reset it since the page).
    const step = operator.totpSecret ? await totpStep(operator.totpSecret, code, now) : null;
    // A code is good once: its step must be later than the last one accepted.
    if (step === null || !(await claimTotpStep(deps, operator.id, step))) {
      await countFailure(request, operator.username);
      const page = await totpPage(reply, operator, "That code is not right; try the current one.", 401);
      return sendPage(request, reply, page);
    }
    await counted(() => throttle.succeeded(operator.username, request.ip));
    const done = await completeOperatorLogin(deps, operator.id, now);
    if (!done) return reply.redirect("/login", 303);
    await purgeExpiredOperatorSessions(deps, now);
    await request.session.regenerate();
    const s = request.session;
    s.set("operatorId", operator.id);
    s.set("stage", "full");
    s.set("loginAt", now.getTime());
    s.set("seenAt", now.getTime());
    s.set("address", request.ip);
    s.set("userAgent", request.headers["user-agent"] ?? "");
    if (done.lockedAt) notify(request, lockNotice(done.lockedAt));
    request.log.info({ operatorId: operator.id }, "console login");
    return reply.redirect("/", 303);
  });

  app.post("/logout", { config: { permission: "overview.view" } }, async (request, reply) => {
    await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return reply.redirect("/login", 303);
  });
}
