import { Server as NetServer } from "node:net";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** See `registerDrain`: call before `close()` on SIGTERM. */
    drain(graceMs: number): Promise<void>;
    /** True once `drain` was called. */
    readonly draining: boolean;
  }
  interface FastifyContextConfig {
    /** The route answers while draining itself, reading `app.draining` (the readiness probe). */
    answersWhileDraining?: boolean;
  }
}

/**
 * Graceful stop of the HTTP side under load. Fastify's own `close()` closes idle kept-alive
 * connections at once, and a client that wrote its next request on one just then sees a reset. So on
 * `drain()`: stop accepting connections, answer every request that still arrives on a kept-alive one
 * `503 UNAVAILABLE` with `Connection: close` (and close each connection after the response it is
 * finishing), let the requests in flight finish, and only after `graceMs` close the connections still
 * idle; resolves once every connection has ended. Then `app.close()` runs the onClose hooks, and the
 * caller closes jobs and pools, which no request uses any more. A route with `answersWhileDraining`
 * (the readiness probe, whose 503 has a body of its own) answers itself, reading `app.draining`.
 */
export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  app.decorate("draining", {
    getter() {
      return draining;
    },
  });
  app.addHook("onRequest", async (request, reply) => {
    if (!draining || request.routeOptions.config.answersWhileDraining) return;
    return reply
      .status(503)
      .header("connection", "close")
      .header("retry-after", "1")
      .send({ message: "The server is restarting; retry", code: "UNAVAILABLE" });
  });
  app.addHook("onSend", async (_request, reply) => {
    if (draining) reply.header("connection", "close");
  });

  app.decorate("drain", async (graceMs: number): Promise<void> => {
    if (draining) return;
    draining = true;
    const server = app.server;
    if (!server.listening) return;
    // net.Server's close: stops accepting and waits for the connections, without http.Server's
    // closeIdleConnections (the reset race above).
    const ended = new Promise<void>((resolve) => {
      server.once("close", () => resolve());
    });
    NetServer.prototype.close.call(server);
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    await ended;
    clearInterval(sweep);
  });
}
