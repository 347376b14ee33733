/**
 * The console's HTTP server: the session on the server (@fastify/session over PostgreSQL), CSRF
 * (@fastify/csrf-protection), notices (@fastify/flash), the headers of every answer, the checks every
 * request goes through (no NUL in any input; who is asking, the deadlines of their session, the role
 * a route needs), and the pages (pages/*.ts). Every action calls the API package's services
 * (`@playpal/api`), so the console can do nothing the API's rules forbid.
 */
import { createHmac } from "node:crypto";
import cookie from "@fastify/cookie";
import csrf from "@fastify/csrf-protection";
import flash from "@fastify/flash";
import formbody from "@fastify/formbody";
import session from "@fastify/session";
import { type Deps, findOperator } from "@playpal/api";
import {
  checkReadiness,
  metricsPlugin,
  requestContextPlugin,
  requestIdOptions,
  slowClientTimeouts,
  trustProxyOption,
} from "@playpal/platform";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from "fastify";
import { type ConsoleContext, PageError, sendPage } from "./context.ts";
import { html } from "./html.ts";
import { registerAudit } from "./pages/audit.ts";
import { registerJobs } from "./pages/jobs.ts";
import { registerLogin } from "./pages/login.ts";
import { registerOperators } from "./pages/operators.ts";
import { registerOverview } from "./pages/overview.ts";
import { registerPayouts } from "./pages/payouts.ts";
import { registerReports } from "./pages/reports.ts";
import { registerUsers } from "./pages/users.ts";
import { registerVerifications } from "./pages/verifications.ts";
import { createPayoutClient, type PayoutClient } from "./payout-client.ts";
import { allows } from "./roles.ts";
import { createSessionStore, SESSION_COOKIE, type SessionClock, sessionExpiry } from "./session-store.ts";

export interface ConsoleOptions {
  /** The payout service's admin routes; default over HTTP at PAYOUT_URL. */
  payouts?: PayoutClient;
  /** The clock of the sessions' deadlines and the TOTP codes (a test moves it). */
  now?: () => Date;
}

/** No script at all on the console's own pages. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: http: data:; media-src 'self' https: http:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
/**
 * bull-board's page: its own scripts and styles only, its API on the same origin, and its `<base>`
 * (the Google Fonts stylesheet it links is refused: the console loads nothing from outside).
 */
const BOARD_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'";

const hasNul = (value: unknown): boolean => {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, v]) => key.includes("\u0000") || hasNul(v));
  }
  return false;
};

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
  const ctx: ConsoleContext = {
    deps,
    payouts: options.payouts ?? createPayoutClient(config),
    now: options.now ?? (() => new Date()),
  };
  const clock: SessionClock = {
    idleMs: config.CONSOLE_IDLE_MINUTES * 60_000,
    lifetimeMs: config.CONSOLE_SESSION_HOURS * 3_600_000,
    now: ctx.now,
  };
  await app.register(requestContextPlugin);
  await app.register(metricsPlugin, { service: "console", token: config.METRICS_TOKEN });
  await app.register(cookie);
  await app.register(session, {
    secret: createHmac("sha256", config.ADMIN_SECRET).update("console-session").digest("hex"),
    cookieName: SESSION_COOKIE,
    store: createSessionStore(deps, clock),
    // A visitor who has not logged in gets no row; the deadlines are the server's (a browser-session cookie).
    saveUninitialized: false,
    rolling: false,
    cookie: { path: "/", httpOnly: true, sameSite: "strict", secure: config.NODE_ENV === "production" },
  });
  await app.register(csrf, { sessionPlugin: "@fastify/session" });
  await app.register(flash);
  await app.register(formbody, { bodyLimit: 16_384 });

  // The same headers on every answer, bull-board's pages included.
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-frame-options", "DENY");
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "no-referrer");
    reply.header("cache-control", "no-store");
    reply.header("content-security-policy", request.url.startsWith("/jobs") ? BOARD_CSP : PAGE_CSP);
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    const code = (error as { code?: string }).code;
    const csrfRefused = code === "FST_CSRF_INVALID_TOKEN" || code === "FST_CSRF_MISSING_SECRET";
    const status =
      error instanceof PageError ? error.statusCode : ((error as { statusCode?: number }).statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, "console request failed");
    const message = csrfRefused
      ? "The form's CSRF token is missing or wrong; reload the page and try again."
      : status >= 500
        ? "Something went wrong; the error was logged."
        : (error as Error).message;
    const title = status === 403 ? "Not allowed" : "Error";
    return sendPage(request, reply, {
      title,
      body: html`<p class="error" role="alert">${message}</p>`,
      status,
    });
  });
  app.setNotFoundHandler((request, reply) =>
    sendPage(request, reply, {
      title: "Not found",
      body: html`<p class="error" role="alert">No such page.</p>`,
      status: 404,
    }),
  );

  // PostgreSQL refuses NUL in text: any input carrying one is a client mistake, answered before use.
  app.addHook("preValidation", async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw new PageError(400, "Bad input: a value contains a NUL character.");
    }
  });

  // Who is asking, for every route that names a permission: a live session, the deadlines, the role.
  app.addHook("preHandler", async (request, reply) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission) return;
    const s = request.session;
    const toLogin = async (reason?: "expired") => {
      if (s.operatorId || s._ended) await s.destroy();
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      if (request.method === "GET") return reply.redirect(`/login${reason ? `?${reason}=1` : ""}`, 303);
      return sendPage(request, reply, {
        title: "Log in again",
        body: html`<p class="error" role="alert">Your session has ended; log in again.</p>`,
        status: 401,
      });
    };
    if (!s.operatorId) return toLogin(s._ended ? "expired" : undefined);
    if (sessionExpiry(s, clock)) return toLogin("expired");
    if (s.stage !== "full") return reply.redirect("/login/totp", 303);
    const operator = await findOperator(deps, s.operatorId);
    if (!operator || operator.revokedAt) return toLogin();
    s.set("seenAt", ctx.now().getTime());
    request.operator = operator;
    request.viewer = { username: operator.username, role: operator.role, csrf: reply.generateCsrf() };
    if (!allows(operator.role, permission)) {
      throw new PageError(403, `Your role (${operator.role}) may not open this page or do this.`);
    }
  });

  // Every change proves it comes from our pages: the form's token, or bull-board's own origin.
  app.addHook("preHandler", (request: FastifyRequest, reply, done) => {
    if (request.method === "GET" || request.method === "HEAD") return done();
    const mode = request.routeOptions.config?.csrf ?? "token";
    if (mode === "none") return done();
    if (mode === "same-origin") {
      return originMatches(request.headers.origin, request.host)
        ? done()
        : done(new PageError(403, "This action is accepted only from the console's own pages."));
    }
    app.csrfProtection(request, reply, done);
  });

  app.get("/health", async (_request, reply) => {
    // The API's readiness check: each store answering within 1 s (a hung one is false, not a hang).
    const { redis, db } = await checkReadiness({
      redis: () => deps.redis.ping(),
      db: () => deps.db.execute("select 1"),
    });
    return reply.status(redis && db ? 200 : 503).send({ status: redis && db ? "ok" : "degraded", redis, db });
  });

  await registerLogin(app, ctx, clock);
  registerOverview(app, ctx);
  registerReports(app, ctx);
  registerVerifications(app, ctx);
  registerUsers(app, ctx);
  registerPayouts(app, ctx);
  registerOperators(app, ctx);
  registerAudit(app, ctx);
  await registerJobs(app, ctx);
  return app;
}
