import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { httpRequestDuration, metricsRegistry, startProcessMetrics } from "./metrics.ts";
import { REQUEST_ID_HEADER, runWithRequestId } from "./request-context.ts";
import { bearerToken, secretMatches } from "./tokens.ts";

/**
 * The request id of every request (Fastify's `request.id`, see `requestIdOptions`): answered in the
 * `x-request-id` response header, and the rest of the request (hooks, handler, the services it calls)
 * runs in its request context, so every log line, realtime call and job of the request carries it.
 * Register it first, before any plugin with an `onRequest` hook.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      runWithRequestId(request.id, done);
    });
  },
  { name: "playpal-request-context" },
);

const startedAt = Symbol("playpal.startedAt");
type Timed = FastifyRequest & { [startedAt]?: bigint };

/**
 * `GET /metrics` (Prometheus text format, the process's `metricsRegistry`) and the HTTP series of this
 * server: latency by method, route template and status. Outside `/api/v1` and its rate limit; with
 * `token` set it requires `Authorization: Bearer <token>` (401 otherwise). Requests that match no
 * route are counted under the route `unmatched`, so scanners cannot grow the label set.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { service: string; token: string | undefined }) => {
    startProcessMetrics(options.service);
    app.addHook("onRequest", (request: Timed, _reply, done) => {
      request[startedAt] = process.hrtime.bigint();
      done();
    });
    app.addHook("onResponse", (request: Timed, reply: FastifyReply, done) => {
      const started = request[startedAt];
      const route = request.routeOptions.url;
      if (started !== undefined && route !== "/metrics") {
        httpRequestDuration.observe(
          { method: request.method, route: route ?? "unmatched", status_code: String(reply.statusCode) },
          Number(process.hrtime.bigint() - started) / 1e9,
        );
      }
      done();
    });
    app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
      if (options.token && !secretMatches(bearerToken(request.headers.authorization), options.token)) {
        return reply
          .status(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send({ message: "A valid metrics token is required", code: "UNAUTHORIZED" });
      }
      const body = await metricsRegistry.metrics();
      return reply.type(metricsRegistry.contentType).send(body);
    });
  },
  { name: "playpal-metrics" },
);
