import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { REALTIME_ADMIN_HEADER } from "@playpal/contracts";
import {
  checkReadiness,
  isRedisDown,
  metricsPlugin,
  requestContextPlugin,
  requestIdOptions,
  secretMatches,
  slowClientTimeouts,
  trustProxyOption,
} from "@playpal/platform";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
} from "fastify-type-provider-zod";
import qs from "qs";
import { z } from "zod";
import { accountsInternalRoutes } from "./accounts/internal-routes.ts";
import { accountsRoutes } from "./accounts/routes.ts";
import { channelsInternalRoutes } from "./channels/internal-routes.ts";
import { channelsRoutes } from "./channels/routes.ts";
import { commerceRoutes, commerceWebhookRoutes } from "./commerce/routes.ts";
import type { Deps } from "./deps.ts";
import { discoveryRoutes } from "./discovery/routes.ts";
import { observeEventOutbox } from "./events/outbox.ts";
import { observeFanoutOutbox } from "./feeds/metrics.ts";
import { feedsRoutes } from "./feeds/routes.ts";
import { decorateAuth, requireAuth } from "./http/auth.ts";
import { registerDrain } from "./http/drain.ts";
import { COMPRESS_THRESHOLD_BYTES } from "./http/encoded.ts";
import { createErrorHandler } from "./http/errors.ts";
import { appValidatorCompiler } from "./http/multipart.ts";
import { observeApiDependencies } from "./http/observability.ts";
import { collectOperations, finishDocument, OPENAPI_VERSION, SECURITY_SCHEMES } from "./http/openapi.ts";
import { sharedRateLimitStore } from "./http/rate-limit.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { livestreamsRoutes } from "./livestreams/routes.ts";
import { mediaRoutes } from "./media/routes.ts";
import { messagingRoutes } from "./messaging/routes.ts";
import { notificationsRoutes } from "./notifications/routes.ts";
import { payoutsRoutes } from "./payouts/routes.ts";
import { stripeWebhookRoutes } from "./payouts/webhook-routes.ts";
import { postsRoutes } from "./posts/routes.ts";
import { presenceRoutes } from "./presence/routes.ts";
import { profilesRoutes } from "./profiles/routes.ts";
import { recordWritesForReplicas } from "./read-routing.ts";
import { storageRoutes } from "./storage/routes.ts";
import { trustRoutes } from "./trust/routes.ts";
import { usersRoutes } from "./users/routes.ts";
import { verificationRoutes } from "./verification/routes.ts";
import { muxWebhookRoutes } from "./webhooks/mux-routes.ts";

/** Builds the API: cross-cutting plugins, the error contract, health, OpenAPI and every router. */
export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const { config } = deps;
  const errorHandler = createErrorHandler({ development: config.NODE_ENV === "development" });
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    ...slowClientTimeouts(config),
    bodyLimit: 1024 * 1024,
    routerOptions: {
      // Bracket notation (`cursor[id]=..`), repeated keys and JSON strings are all accepted (API.md).
      querystringParser: (str: string) => qs.parse(str, { depth: 2, arrayLimit: 100, parameterLimit: 200 }),
      maxParamLength: 200,
    },
    // Errors raised by the router before any route runs (a malformed percent-encoding, an overlong
    // path parameter) get the same body as every other error instead of Fastify's default one.
    frameworkErrors: errorHandler,
    // Request ids: a sane incoming x-request-id, else a new one (packages/platform/src/request-context.ts).
    ...requestIdOptions,
  });
  // Each route's OpenAPI metadata (`config.operation`), gathered as the routes register.
  const operations = collectOperations(app);
  // Graceful stop under load (main.ts calls app.drain on SIGTERM).
  registerDrain(app);
  // Observability first, so every later hook runs inside the request context: the x-request-id
  // response header, `reqId` in every log line, GET /metrics (outside /api/v1 and its rate limit).
  await app.register(requestContextPlugin);
  await app.register(metricsPlugin, { service: "api", token: config.METRICS_TOKEN });
  observeApiDependencies(deps);
  observeFanoutOutbox(deps);
  observeEventOutbox(deps);
  decorateAuth(app);
  app.setValidatorCompiler(appValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found`, code: "NOT_FOUND" });
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });
  await app.register(cors, { origin: config.WEB_ORIGIN, credentials: true });
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });
  await app.register(formbody);
  // An empty body sent as JSON (as many HTTP clients do on POST/DELETE without a payload) means "no
  // body", not malformed JSON: `DELETE /user/push-token` and `POST /notifications/read-all` take none.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    parseJson(request, body as string, done);
  });
  await app.register(multipart, {
    limits: {
      fileSize: config.MAX_UPLOAD_BYTES,
      files: config.MAX_FILES_PER_POST,
      fields: 20,
      fieldSize: 64 * 1024,
    },
  });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "PlayPal API",
        version: OPENAPI_VERSION,
        description:
          "REST API of the PlayPal creator platform. All routes live under /api/v1 and need a bearer token " +
          "(or the `token` cookie) unless marked public. Errors are `{ message, code, errors? }`; each " +
          "operation lists the `code`s it can answer. Changes are listed in docs/api-changes.md.",
        contact: { name: "PlayPal backend team", email: "backend@playpal.gg" },
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      servers: [{ url: config.PUBLIC_URL, description: "This deployment (PUBLIC_URL)" }],
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => finishDocument(jsonSchemaTransformObject(input), operations),
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  app.get(
    "/health",
    {
      config: { operation: { operationId: "getHealth", auth: "public", unlimited: true } },
      schema: {
        tags: ["operations"],
        summary: "Liveness: answers while the process serves, whatever its dependencies",
        description: "Not rate limited. Use `/ready` to route traffic.",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => ({ status: "ok" as const }),
  );
  const readiness = z.object({ ready: z.boolean(), db: z.boolean(), redis: z.boolean() });
  app.get(
    "/ready",
    {
      config: {
        operation: { operationId: "getReadiness", auth: "public", unlimited: true },
        answersWhileDraining: true,
      },
      schema: {
        tags: ["operations"],
        summary: "Readiness: whether PostgreSQL and Redis answer now (route traffic on this, not /health)",
        description:
          "200 when both answer within 1 s, else 503 with the same body naming which does not. `/health` stays the liveness probe: it answers while the process serves, since the API degrades without Redis.",
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      const report = await checkReadiness({
        db: () => deps.db.execute(sql`select 1`),
        redis: () => deps.redis.ping(),
      });
      // Draining: no new traffic, whatever the stores say (and a body of this route's shape).
      const ready = report.ready && !app.draining;
      return reply.status(ready ? 200 : 503).send({ ...report, ready });
    },
  );

  // The limit is shared by every replica through Redis, counted here without a wait (http/rate-limit.ts).
  const rateLimits = sharedRateLimitStore(deps);
  app.addHook("onClose", async () => {
    rateLimits.counts.stop();
    await rateLimits.counts.sync().catch(() => {});
  });
  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        global: true,
        max: config.RATE_LIMIT_MAX,
        timeWindow: config.RATE_LIMIT_WINDOW_MS,
        store: rateLimits.Store,
        // While Redis is unreachable requests are not limited (availability over limiting).
        skipOnError: true,
        // The realtime service's callbacks (join authorization, channel list, presence audience) all
        // come from its one address on behalf of every connected user; it proves itself with the
        // internal channel's secret and limits each socket itself.
        allowList: (request) =>
          isRedisDown(deps.redis) ||
          secretMatches(request.headers[REALTIME_ADMIN_HEADER], config.REALTIME_ADMIN_TOKEN),
      });
      // Public routes.
      await api.register(accountsRoutes, { deps });
      await api.register(storageRoutes, { deps });
      await api.register(commerceWebhookRoutes, { deps });
      await api.register(stripeWebhookRoutes, { deps });
      await api.register(muxWebhookRoutes, { deps });
      // Internal routes (the realtime service's secret).
      await api.register(presenceRoutes, { deps });
      await api.register(accountsInternalRoutes, { deps });
      await api.register(channelsInternalRoutes, { deps });
      // Authenticated routes.
      await api.register(async (authed) => {
        requireAuth(authed, deps);
        recordWritesForReplicas(authed, deps);
        await authed.register(usersRoutes, { deps });
        await authed.register(verificationRoutes, { deps });
        await authed.register(profilesRoutes, { deps });
        await authed.register(mediaRoutes, { deps });
        await authed.register(postsRoutes, { deps });
        await authed.register(feedsRoutes, { deps });
        await authed.register(notificationsRoutes, { deps });
        await authed.register(messagingRoutes, { deps });
        await authed.register(channelsRoutes, { deps });
        await authed.register(livestreamsRoutes, { deps });
        await authed.register(commerceRoutes, { deps });
        await authed.register(payoutsRoutes, { deps });
        await authed.register(discoveryRoutes, { deps });
        await authed.register(trustRoutes, { deps });
      });
    },
    { prefix: "/api/v1" },
  );

  return app;
}
