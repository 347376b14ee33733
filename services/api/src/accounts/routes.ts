import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../deps.ts";
import { createOriginGuard, PER_USER_CACHE_CONTROL, requireAuth, TOKEN_COOKIE } from "../http/auth.ts";
import { authedErrors, errorSchema, okSchema, publicErrors } from "../http/schemas.ts";
import {
  authenticateBody,
  authResponse,
  changePasswordBody,
  changePasswordResponse,
  createAccountBody,
  forgotPasswordBody,
  resetPasswordBody,
  usernameBody,
  usernameExistsResponse,
  usernameOffensiveResponse,
} from "./schema.ts";
import * as accounts from "./service.ts";

const tags = ["accounts"];
/** Revocations refuse, changing nothing, while the token-version cache cannot be invalidated. */
const unavailable = errorSchema.describe("Redis unreachable: nothing was changed, try again shortly");
const crossOrigin = errorSchema.describe(
  "CROSS_ORIGIN_REFUSED: sent by a page of another origin than the web app",
);
const throttled = errorSchema.describe(
  "Rate limited, or TOO_MANY_FAILED_LOGINS: too many wrong passwords for this email (15-minute window)",
);

export const accountsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const clientInfo = (request: { ip: string; headers: Record<string, unknown> }, deviceName?: string) => ({
    deviceName: deviceName ?? (request.headers["x-device-name"] as string | undefined)?.slice(0, 100) ?? null,
    ipAddress: request.ip,
    userAgent: (request.headers["user-agent"] as string | undefined)?.slice(0, 512) ?? null,
  });
  // Sessions and tokens are answered here (logins, sign-ups, resets): never stored by a shared cache.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.header("cache-control", PER_USER_CACHE_CONTROL);
    done();
  });
  // Login CSRF: a foreign page must not log the browser into another account (see createOriginGuard).
  const guardOrigin = createOriginGuard(deps.config);
  const refuseForeignOrigin = async (request: FastifyRequest) => guardOrigin(request);
  const cookieOptions = {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: deps.config.NODE_ENV === "production",
    path: "/",
    maxAge: deps.tokens.expiresInSeconds,
  };

  app.post(
    "/create-account",
    {
      config: {
        operation: {
          operationId: "createAccount",
          auth: "public",
          codes: ["EMAIL_TAKEN", "WEAK_PASSWORD", "CROSS_ORIGIN_REFUSED"],
          example: {
            first_name: "Ada",
            last_name: "Lovelace",
            email: "ada@example.com",
            password: "correct horse battery",
          },
        },
      },
      onRequest: refuseForeignOrigin,
      schema: {
        tags,
        security: [],
        summary: "Register; creates the user, its live stream credentials and an AuthSession",
        description:
          "400 `WEAK_PASSWORD` when the password is too easy to guess (zxcvbn score below 2, judged offline, the account's email and names counted against it; the same rule applies to change-password and reset-password), 400 `EMAIL_TAKEN` when the email is registered.",
        body: createAccountBody,
        response: { 201: authResponse, 403: crossOrigin, ...publicErrors },
      },
    },
    async (request, reply) => {
      const { deviceName, ...input } = request.body;
      const result = await accounts.createAccount(deps, input, clientInfo(request, deviceName));
      reply.setCookie(TOKEN_COOKIE, result.token, cookieOptions);
      return reply.status(201).send(result);
    },
  );

  app.post(
    "/authenticate",
    {
      config: {
        operation: {
          operationId: "authenticate",
          auth: "public",
          codes: [
            "INVALID_CREDENTIALS",
            "TOO_MANY_FAILED_LOGINS",
            "ACCOUNT_SUSPENDED",
            "CROSS_ORIGIN_REFUSED",
          ],
          example: { email: "ada@example.com", password: "correct horse battery" },
        },
      },
      onRequest: refuseForeignOrigin,
      schema: {
        tags,
        security: [],
        summary: "Log in with email and password; the same 401 message for unknown email and wrong password",
        body: authenticateBody,
        response: { 200: authResponse, 401: errorSchema, 403: crossOrigin, 429: throttled, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { deviceName, ...input } = request.body;
      const result = await accounts.authenticate(deps, input, clientInfo(request, deviceName));
      reply.setCookie(TOKEN_COOKIE, result.token, cookieOptions);
      return result;
    },
  );

  app.post(
    "/logout",
    {
      config: { operation: { operationId: "logout", auth: "public" } },
      schema: {
        tags,
        security: [],
        summary: "Clears the token cookie. Tokens are stateless: use /auth/logout-all to revoke them",
        response: { 200: okSchema, 429: errorSchema },
      },
    },
    async (_request, reply) => {
      reply.clearCookie(TOKEN_COOKIE, { path: "/" });
      return { ok: true as const };
    },
  );

  app.post(
    "/check-username",
    {
      config: {
        operation: {
          operationId: "checkUsername",
          auth: "public",
          example: { username: "clutch_king" },
        },
      },
      schema: {
        tags,
        security: [],
        summary: "Whether a username is taken (case-insensitive)",
        body: usernameBody,
        description:
          "`exists` is also true for reserved names (admin, root, support, playpal and the like, with underscores or digits around them): nobody may choose those.",
        response: { 200: usernameExistsResponse, ...publicErrors },
      },
    },
    async (request) => ({ exists: await accounts.usernameExists(deps, request.body.username) }),
  );

  app.post(
    "/check-username-offensive",
    {
      config: {
        operation: {
          operationId: "checkUsernameOffensive",
          auth: "public",
          example: { username: "clutch_king" },
        },
      },
      schema: {
        tags,
        security: [],
        summary: "Whether a username contains profanity or slurs (obscenity's English dataset)",
        body: usernameBody,
        response: { 200: usernameOffensiveResponse, ...publicErrors },
      },
    },
    async (request) => ({ offensive: accounts.isOffensive(request.body.username) }),
  );

  app.post(
    "/forgot-password",
    {
      config: {
        operation: {
          operationId: "forgotPassword",
          auth: "public",
          example: { email: "ada@example.com" },
        },
      },
      schema: {
        tags,
        security: [],
        summary: "Mails a single-use reset token when the account exists; always answers 200",
        description:
          "Answers at once, before looking the address up: the lookup, the allowance and the mail run after the answer, so neither the answer nor its timing tells whether an account exists.",
        body: forgotPasswordBody,
        response: { 200: okSchema, ...publicErrors },
      },
    },
    async (request) => {
      // Constant time: nothing the answer waits for depends on the address.
      void accounts
        .forgotPassword(deps, request.body.email)
        .catch((error: Error) => deps.logger.error({ err: error.message }, "password reset request failed"));
      return { ok: true as const };
    },
  );

  app.post(
    "/reset-password",
    {
      config: {
        operation: {
          operationId: "resetPassword",
          auth: "public",
          codes: ["INVALID_RESET_TOKEN", "WEAK_PASSWORD"],
        },
      },
      schema: {
        tags,
        security: [],
        summary: "Sets a new password with a reset token; revokes every earlier token",
        body: resetPasswordBody,
        response: { 200: okSchema, ...publicErrors, 503: unavailable },
      },
    },
    async (request) => {
      await accounts.resetPassword(deps, request.body, { ipAddress: request.ip });
      return { ok: true as const };
    },
  );

  await app.register(async (scope) => {
    requireAuth(scope, deps);
    const authed = scope.withTypeProvider<ZodTypeProvider>();

    authed.post(
      "/auth/logout-all",
      {
        config: { operation: { operationId: "logoutAll" } },
        schema: {
          tags,
          summary: "Revokes every token of the caller and marks every AuthSession inactive",
          response: { 200: okSchema, ...authedErrors, 503: unavailable },
        },
      },
      async (request, reply) => {
        await accounts.logoutAll(deps, request.userId);
        reply.clearCookie(TOKEN_COOKIE, { path: "/" });
        return { ok: true as const };
      },
    );

    authed.put(
      "/auth/change-password",
      {
        config: { operation: { operationId: "changePassword", codes: ["WRONG_PASSWORD", "WEAK_PASSWORD"] } },
        schema: {
          tags,
          summary: "Changes the password; every earlier token stops working and a fresh one is returned",
          body: changePasswordBody,
          response: { 200: changePasswordResponse, ...authedErrors, 503: unavailable },
        },
      },
      async (request, reply) => {
        const token = await accounts.changePassword(deps, request.userId, request.body);
        reply.setCookie(TOKEN_COOKIE, token, cookieOptions);
        return { ok: true as const, token };
      },
    );
  });
};
