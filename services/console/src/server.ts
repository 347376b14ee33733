/**
 * The console's HTTP server: login (password, then TOTP), the session and CSRF checks, the role of
 * every route, and the pages (pages/*.ts). Every action calls the API package's services
 * (`@playpal/api`), so the console can do nothing the API's rules forbid.
 */
import { createHmac } from "node:crypto";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import type { Deps } from "@playpal/api";
import { appendAudit } from "@playpal/api";
import {
  type Allowance,
  checkReadiness,
  createAllowance,
  metricsPlugin,
  requestContextPlugin,
  requestIdOptions,
  slowClientTimeouts,
  trustProxyOption,
} from "@playpal/platform";
import { sql } from "drizzle-orm";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { type Html, html } from "./html.ts";
import { layout, type Viewer } from "./layout.ts";
import {
  checkPassword,
  checkTotp,
  findOperator,
  type Operator,
  pendingTotpSecret,
  recordLogin,
  totpUri,
} from "./operators.ts";
import { registerJobs } from "./pages/jobs.ts";
import { registerOverview } from "./pages/overview.ts";
import { registerPayouts } from "./pages/payouts.ts";
import { registerReports } from "./pages/reports.ts";
import { registerUsers } from "./pages/users.ts";
import { registerVerifications } from "./pages/verifications.ts";
import { createPayoutClient, type PayoutClient } from "./payout-client.ts";
import { allows, type Permission } from "./roles.ts";
import {
  clearSession,
  csrfMatches,
  csrfToken,
  newSession,
  readSession,
  type Session,
  type SessionOptions,
  writeSession,
} from "./session.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What the route needs; absent: a public route (login, health). */
    permission?: Permission;
    /** `same-origin`: a JSON request of a page we serve (bull-board), checked by its Origin header. */
    csrf?: "same-origin";
  }
  interface FastifyRequest {
    operator: Operator;
    session: Session;
    viewer: Viewer;
  }
}

export interface ConsoleOptions {
  /** The payout service's admin routes; default over HTTP at PAYOUT_URL. */
  payouts?: PayoutClient;
}

export interface ConsoleContext {
  deps: Deps;
  payouts: PayoutClient;
  /** `operator:<id>`: the actor of the audit log. */
  actor(request: FastifyRequest): string;
  audit(request: FastifyRequest, entry: Omit<Parameters<typeof appendAudit>[1], "actor">): Promise<void>;
  page(
    reply: FastifyReply,
    request: FastifyRequest,
    title: string,
    body: Html,
    status?: number,
  ): FastifyReply;
}

/** A client error shown as a page with its status (400 bad input, 404, 409...). */
export class PageError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

function originMatches(origin: string | undefined, host: string): boolean {
  if (!origin) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export async function buildConsole(deps: Deps, options: ConsoleOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    ...slowClientTimeouts(config),
    ...requestIdOptions,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  });
  await app.register(requestContextPlugin);
  await app.register(metricsPlugin, { service: "console", token: config.METRICS_TOKEN });
  const secret = createHmac("sha256", config.ADMIN_SECRET).update("console-session").digest("hex");
  const sessionOptions: SessionOptions = {
    secret,
    secure: config.NODE_ENV === "production",
    idleMs: config.CONSOLE_IDLE_MINUTES * 60_000,
  };
  await app.register(cookie, { secret });
  await app.register(formbody, { bodyLimit: 16_384 });
  const throttle: Allowance = createAllowance(deps.redis, {
    name: `${config.REDIS_PREFIX}console-login`,
    points: config.CONSOLE_LOGIN_ATTEMPTS,
    windowSeconds: 15 * 60,
  });

  const viewerOf = (request: FastifyRequest): Viewer | null => request.viewer ?? null;
  const page: ConsoleContext["page"] = (reply, request, title, body, status = 200) =>
    reply
      .status(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(layout(title, viewerOf(request), body).value);

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("x-frame-options", "DENY");
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "no-referrer");
    if (!reply.hasHeader("content-security-policy") && !_request.url.startsWith("/jobs")) {
      reply.header(
        "content-security-policy",
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: http: data:; media-src 'self' https: http:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
    }
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    const status =
      error instanceof PageError ? error.statusCode : ((error as { statusCode?: number }).statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, "console request failed");
    const message = status >= 500 ? "Something went wrong; the error was logged." : (error as Error).message;
    return page(
      reply,
      request,
      status === 403 ? "Not allowed" : "Error",
      html`<p class="error" role="alert">${message}</p>`,
      status,
    );
  });
  app.setNotFoundHandler((request, reply) =>
    page(reply, request, "Not found", html`<p class="error" role="alert">No such page.</p>`, 404),
  );

  // Who is asking, for every route that names a permission; the CSRF token of every form post.
  app.addHook("preHandler", async (request, reply) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission) return;
    const session = readSession(request, sessionOptions);
    const toLogin = (reason?: string) => {
      clearSession(reply, sessionOptions);
      if (request.method === "GET") return reply.redirect(`/login${reason ? `?${reason}=1` : ""}`, 303);
      return page(
        reply,
        request,
        "Log in again",
        html`<p class="error" role="alert">Your session has ended; log in again.</p>`,
        401,
      );
    };
    if (session === "expired") return toLogin("expired");
    if (!session) return toLogin();
    if (session.stage !== "full") return reply.redirect("/login/totp", 303);
    const operator = await findOperator(deps.db, session.operatorId);
    if (!operator || operator.revokedAt || operator.sessionVersion !== session.version) return toLogin();
    request.operator = operator;
    request.session = session;
    request.viewer = { username: operator.username, role: operator.role, csrf: csrfToken(session, secret) };
    writeSession(reply, session, sessionOptions);
    if (request.method !== "GET" && request.method !== "HEAD") {
      const token = (request.body as Record<string, unknown> | undefined)?._csrf;
      const sameOrigin =
        request.routeOptions.config?.csrf === "same-origin" &&
        originMatches(request.headers.origin, request.host);
      if (!sameOrigin && !csrfMatches(session, secret, token)) {
        return page(
          reply,
          request,
          "Not allowed",
          html`<p class="error" role="alert">The form's CSRF token is missing or wrong; reload the page and try again.</p>`,
          403,
        );
      }
    }
    if (!allows(operator.role, permission)) {
      return page(
        reply,
        request,
        "Not allowed",
        html`<p class="error" role="alert">Your role (${operator.role}) may not open this page or do this.</p>`,
        403,
      );
    }
  });

  app.get("/health", async (_request, reply) => {
    // The API's readiness check: each store answering within 1 s (a hung one is false, not a hang).
    const { redis, db } = await checkReadiness({
      redis: () => deps.redis.ping(),
      db: () => deps.db.execute(sql`select 1`),
    });
    return reply.status(redis && db ? 200 : 503).send({ status: redis && db ? "ok" : "degraded", redis, db });
  });

  // Login: username and password, then the TOTP code (enrolled at the first login).
  const loginForm = (error?: string, notice?: string) => html`
${notice ? html`<p class="notice" role="status">${notice}</p>` : ""}
${error ? html`<p class="error" role="alert">${error}</p>` : ""}
<form method="post" action="/login">
<label for="username">Username</label><input id="username" name="username" autocomplete="username" required maxlength="40" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
<p><button type="submit">Continue</button></p>
</form>`;

  app.get("/login", async (request, reply) => {
    const expired = (request.query as Record<string, string>).expired;
    return page(
      reply,
      request,
      "Log in",
      loginForm(undefined, expired ? "You were logged out after a while without activity." : undefined),
    );
  });

  const throttleKey = (request: FastifyRequest, username: string) =>
    `${username.toLowerCase()}|${request.ip}`;

  app.post("/login", async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === "string" ? body.username.trim().slice(0, 40) : "";
    const password = typeof body.password === "string" ? body.password.slice(0, 200) : "";
    if (!username || !password)
      return page(reply, request, "Log in", loginForm("Username and password are required."), 400);
    const key = throttleKey(request, username);
    if (await throttle.spent(key)) {
      const seconds = await throttle.blockedFor(key);
      reply.header("retry-after", String(seconds));
      return page(
        reply,
        request,
        "Log in",
        loginForm(`Too many failed attempts; try again in ${Math.ceil(seconds / 60)} minutes.`),
        429,
      );
    }
    const operator = await checkPassword(deps.db, username, password);
    if (!operator) {
      await throttle.take(key);
      request.log.warn({ username }, "console login refused");
      return page(reply, request, "Log in", loginForm("Wrong username or password."), 401);
    }
    writeSession(reply, newSession(operator.id, operator.sessionVersion, "password"), sessionOptions);
    return reply.redirect("/login/totp", 303);
  });

  /** The operator of a session past the password stage, else null. */
  const passwordStage = async (request: FastifyRequest) => {
    const session = readSession(request, sessionOptions);
    if (!session || session === "expired" || session.stage !== "password") return null;
    const operator = await findOperator(deps.db, session.operatorId);
    if (!operator || operator.revokedAt || operator.sessionVersion !== session.version) return null;
    return { session, operator };
  };

  const totpForm = async (operator: Operator, session: Session, error?: string) => {
    const enrolling = !operator.totpEnrolledAt;
    const secretValue = enrolling ? await pendingTotpSecret(deps.db, operator) : null;
    return html`
${error ? html`<p class="error" role="alert">${error}</p>` : ""}
${
  secretValue
    ? html`<section aria-labelledby="enrol"><h2 id="enrol">Set up your second factor</h2>
<p>Add this account to your authenticator app (a TOTP app), then enter the 6-digit code it shows.</p>
<dl><dt>Secret</dt><dd><code id="totp-secret">${secretValue}</code></dd>
<dt>Link</dt><dd><code id="totp-uri">${totpUri(operator, secretValue)}</code></dd></dl></section>`
    : ""
}
<form method="post" action="/login/totp">
<input type="hidden" name="_csrf" value="${csrfToken(session, secret)}">
<label for="code">6-digit code</label><input id="code" name="code" inputmode="numeric" pattern="[0-9]{6}" autocomplete="one-time-code" required maxlength="6" autofocus>
<p><button type="submit">Log in</button></p>
</form>`;
  };

  app.get("/login/totp", async (request, reply) => {
    const stage = await passwordStage(request);
    if (!stage) return reply.redirect("/login", 303);
    return page(reply, request, "Second factor", await totpForm(stage.operator, stage.session));
  });

  app.post("/login/totp", async (request, reply) => {
    const stage = await passwordStage(request);
    if (!stage) return reply.redirect("/login", 303);
    const { operator, session } = stage;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!csrfMatches(session, secret, body._csrf)) {
      return page(
        reply,
        request,
        "Not allowed",
        html`<p class="error" role="alert">The form's CSRF token is missing or wrong.</p>`,
        403,
      );
    }
    const key = throttleKey(request, operator.username);
    if (await throttle.spent(key)) {
      return page(
        reply,
        request,
        "Second factor",
        await totpForm(operator, session, "Too many failed attempts; try again later."),
        429,
      );
    }
    const fresh = await findOperator(deps.db, operator.id);
    const code = typeof body.code === "string" ? body.code.trim() : "";
    const step = fresh?.totpSecret ? await checkTotp(fresh.totpSecret, code) : null;
    // A code is good once: the step is claimed, so a code seen over a shoulder cannot be replayed.
    const fresh_ =
      step !== null &&
      (await deps.redis.set(`console:totp:${operator.id}:${step}`, "1", "EX", 120, "NX")) === "OK";
    if (!fresh || step === null || !fresh_) {
      await throttle.take(key);
      return page(
        reply,
        request,
        "Second factor",
        await totpForm(operator, session, "That code is not right; try the current one."),
        401,
      );
    }
    await throttle.reset(key);
    const loggedIn = await recordLogin(deps.db, fresh);
    request.log.info({ operatorId: operator.id }, "console login");
    writeSession(reply, newSession(loggedIn.id, loggedIn.sessionVersion, "full"), sessionOptions);
    return reply.redirect("/", 303);
  });

  app.post("/logout", { config: { permission: "overview.view" } }, async (_request, reply) => {
    clearSession(reply, sessionOptions);
    return reply.redirect("/login", 303);
  });

  const context: ConsoleContext = {
    deps,
    payouts: options.payouts ?? createPayoutClient(config),
    actor: (request) => `operator:${request.operator.id}`,
    audit: (request, entry) =>
      appendAudit(deps.db, {
        ...entry,
        actor: `operator:${request.operator.id}`,
        details: { ...entry.details, operator: request.operator.username, role: request.operator.role },
      }),
    page,
  };
  registerOverview(app, context);
  registerReports(app, context);
  registerVerifications(app, context);
  registerUsers(app, context);
  registerPayouts(app, context);
  await registerJobs(app, context);
  return app;
}
