import { randomUUID } from "node:crypto";
import { roomNames } from "@playpal/contracts";
import {
  AccountSuspendedError,
  type Config,
  checkReadiness,
  connectRedis,
  createRedis,
  deploymentId,
  isClusterTarget,
  type Logger,
  metricsPlugin,
  observeRedis,
  type Redis,
  requestContextPlugin,
  requestIdOptions,
  slowClientTimeouts,
  type UserAuthenticator,
} from "@playpal/platform";
import { createAdapter, createShardedAdapter } from "@socket.io/redis-adapter";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { Server, type Socket } from "socket.io";
import { adminPlugin } from "./admin.ts";
import { type ApiClient, createApiClient } from "./api-client.ts";
import {
  authMiddleware,
  createHandshakeLimiter,
  createSocketAuthenticator,
  MAX_SOCKETS_PER_USER,
  type SocketData,
  tokenVersionRoom,
} from "./auth.ts";
import { logOutgoingSocketEvents } from "./event-log.ts";
import { joinChannelRooms } from "./handlers/channels.ts";
import { registerDmHandlers } from "./handlers/dm.ts";
import { createRefusalCounter, gateClientEvents, type RefusalCounter } from "./handlers/gate.ts";
import { registerPresenceHandlers } from "./handlers/presence.ts";
import { createSocketLimits } from "./handlers/rate-limit.ts";
import { registerRoomHandlers } from "./handlers/room.ts";
import { createPresence, createSocketSlots } from "./presence.ts";
import { createPresenceAnnouncer, type PresenceAnnouncer } from "./presence-announcer.ts";
import { observeSocket } from "./socket-observability.ts";

/**
 * Sockets handled per slice of the periodic sweep (one turn of the event loop, one round of Redis
 * replies): about 15 ms of CPU for 100 on the bench machine, the longest an emit waits behind it.
 */
const SWEEP_SLICE = 100;
/**
 * Longest pause between two slices of the sweep, which spreads its slices over a quarter of its period
 * at most: the sweep's CPU as a trickle beside the emits, not a burst (see below).
 */
const SWEEP_PAUSE_MS = 500;

export interface RealtimeServerOptions {
  config: Config;
  logger: Logger;
  /** Token check; defaults to the API's (same secret, same Redis token-version cache, the API behind it). */
  authenticate?: UserAuthenticator;
  /** Timeout of every callback to the API (join authorization, channel list, followers). */
  apiTimeoutMs?: number;
  /** How long a presence entry lives without a refresh (instances refresh at a third of it). */
  presenceTtlMs?: number;
  /** How often refused client events are summed up in one log line (default a minute). */
  refusalReportMs?: number;
}

export interface RealtimeServer {
  io: Server;
  app: FastifyInstance;
  api: ApiClient;
  /** Client events refused (rate limit, unknown name) since start, per reason and event. */
  refusals: RefusalCounter;
  /** Sends the presence changes queued in Redis (`kick` to send what is due now). */
  announcer: PresenceAnnouncer;
  listen(port: number, host: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The realtime service: Socket.IO (websocket transport only, Redis adapter so instances share rooms)
 * and, on the same HTTP server, `GET /health` and the `/admin` emit routes. No business logic: joins
 * and channel lists are asked of the API with the user's own JWT, followers (the presence audience)
 * with the internal secret alone.
 */
export function createRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  const { config, logger } = options;
  const instanceId = randomUUID();
  const redis: Redis = createRedis(config, config.REDIS_PREFIX);
  redis.on("error", (error: Error) => logger.warn({ err: error.message }, "redis connection error"));
  const api = createApiClient({
    baseUrl: config.API_URL,
    serviceToken: config.REALTIME_ADMIN_TOKEN,
    timeoutMs: options.apiTimeoutMs ?? 3000,
    logger,
  });
  const authenticate = options.authenticate ?? createSocketAuthenticator(config, redis, api);
  const presence = createPresence(redis, options.presenceTtlMs ?? 60_000);

  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    pending.add(work);
    // Callers catch their own errors; this one is the net, so tracked work can never become an
    // unhandled rejection (which shuts the service down).
    void work
      .catch((error: Error) => logger.error({ err: error.message }, "background work failed"))
      .finally(() => pending.delete(work));
  };

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // The API's deadlines for slow clients on the admin routes and the handshake (sockets once upgraded
    // are not affected).
    ...slowClientTimeouts(config),
    bodyLimit: 1024 * 1024,
    // The API forwards its request id on admin emits: the emit's log lines carry the API's reqId.
    ...requestIdOptions,
  });
  // Observability: x-request-id, reqId in log lines, GET /metrics (Redis latency, sockets).
  void app.register(requestContextPlugin);
  void app.register(metricsPlugin, { service: "realtime", token: config.METRICS_TOKEN });
  observeRedis(redis, "realtime");
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) logger.error({ err: error.message }, "realtime http error");
    reply.status(status).send({ message: status === 500 ? "Internal server error" : error.message });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found` });
  });
  app.get("/health", async () => ({ ok: true }));
  // Readiness (what a load balancer routes on): the adapter and presence need Redis. The API is not
  // checked: an API outage is answered per event (UPSTREAM_UNAVAILABLE), not by draining sockets.
  app.get("/ready", async (_request, reply) => {
    const report = await checkReadiness({ redis: () => redis.ping() });
    return reply.status(report.ready ? 200 : 503).send(report);
  });

  // Adapter connections carry no key prefix of ours: the adapter namespaces its channels by `key`.
  // Pub/sub channels ignore the Redis database number: the deployment id keeps deployments sharing a
  // Redis server (staging beside production) from hearing each other's broadcasts.
  // On a Redis Cluster, the sharded adapter over Redis 7 sharded pub/sub (SPUBLISH/SSUBSCRIBE): each
  // channel lives on the node of its slot instead of every message reaching every node.
  const cluster = isClusterTarget(config);
  const pub = connectRedis(config);
  const sub = cluster ? connectRedis(config) : pub.duplicate();
  for (const client of [pub, sub]) {
    client.on("error", (error) => logger.warn({ err: error.message }, "socket.io adapter redis error"));
  }
  const io = new Server(app.server, {
    transports: ["websocket"],
    // Client events carry an id or two; a larger message closes the socket before it is parsed
    // (Socket.IO's default would let each socket push 1 MB messages through JSON.parse).
    maxHttpBufferSize: 64 * 1024,
    cors: { origin: config.WEB_ORIGIN, credentials: true },
    adapter: cluster
      ? createShardedAdapter(pub, sub, {
          channelPrefix: `${config.REDIS_PREFIX}:${deploymentId(config)}:socket.io`,
        })
      : createAdapter(pub, sub, { key: `${config.REDIS_PREFIX}:${deploymentId(config)}:socket.io` }),
  });
  void app.register(adminPlugin, {
    prefix: "/admin",
    io,
    token: config.REALTIME_ADMIN_TOKEN,
    logger,
    api,
    track,
  });

  const refusals = createRefusalCounter();
  const refusalReport = setInterval(() => refusals.report(logger), options.refusalReportMs ?? 60_000);
  refusalReport.unref();

  const announcer = createPresenceAnnouncer({ io, api, presence, logger });
  const slots = createSocketSlots(redis, presence.ttlMs, MAX_SOCKETS_PER_USER);
  io.use(authMiddleware(authenticate, logger, createHandshakeLimiter(redis, logger, slots)));
  io.on("connection", (socket: Socket) => {
    const { userId, tokenVersion } = socket.data as SocketData;
    observeSocket(socket);
    gateClientEvents(socket, { logger, refusals, logEvents: config.SOCKET_EVENT_LOGGING, userId });
    if (config.SOCKET_EVENT_LOGGING) logOutgoingSocketEvents(socket, logger, userId);
    void socket.join([roomNames.user(userId), tokenVersionRoom(userId, tokenVersion)]);
    socket.on("disconnect", () => {
      track(slots.release(userId, socket.id).catch(() => {}));
    });
    track(joinChannelRooms(socket, { api, logger }));
    registerPresenceHandlers(socket, { presence, announcer, logger, track });
    const limits = createSocketLimits();
    registerDmHandlers(socket, { api, logger, limits });
    registerRoomHandlers(socket, { api, logger, limits });
    logger.debug({ userId, socketId: socket.id }, "socket connected");
  });

  // While connected: keep this instance's presence entries alive, announce offline the users left
  // behind by a dead instance, and drop sockets whose token was revoked (logout-all, account deletion)
  // or whose user was suspended since the handshake: the safety net of `/admin/sessions/revoked`, which
  // the API calls on every revocation (a call that failed, or a realtime instance unreachable then).
  // The sweep runs in slices of SWEEP_SLICE sockets: done in one tick, 2,500 sockets held an instance
  // for 210-260 ms every sweep, and every emit waiting behind it (npm run bench:realtime at 5,000
  // sockets: DM p99 104-177 ms against 50). Each slice waits for its Redis replies, then pauses
  // (SWEEP_PAUSE_MS at most, the whole sweep within a quarter of its period), and each instance starts
  // its period at a random point: slices run back to back and two instances started together swept at
  // the same moment, which took both cores of a 2-core machine for a quarter of a second every period,
  // and the API and PostgreSQL waited with them (DM REST 201 slow in the same bursts). With slices of
  // 250 and pauses of 100 ms, CPU profiles of both instances still showed each sweep as 1.3 s of 40-110
  // ms busy runs, half of every 100 ms (the token re-check's Redis reads and JWT checks, 2,500 a sweep),
  // with the DMs of those seconds late; slices of 100 spread over the quarter period take about 7%.
  const sweepEveryMs = Math.max(1000, Math.floor(presence.ttlMs / 3));
  let sweeping = false;
  const sweepOnce = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const sockets = [...io.of("/").sockets.values()];
      const slices = Math.ceil(sockets.length / SWEEP_SLICE);
      const pauseMs = slices > 1 ? Math.min(SWEEP_PAUSE_MS, Math.floor(sweepEveryMs / 4 / (slices - 1))) : 0;
      for (let i = 0; i < sockets.length; i += SWEEP_SLICE) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        // Shutting down: the sockets are gone, and `close()` waits for this sweep.
        if (closed) return;
        const slice = sockets.slice(i, i + SWEEP_SLICE).filter((s) => s.connected);
        const entries = slice.map((s) => ({ userId: (s.data as SocketData).userId, socketId: s.id }));
        const work: Promise<unknown>[] = [
          slots.refresh(entries).catch((e) => logger.warn({ err: e.message }, "socket slot refresh failed")),
          // Users brought back after being announced offline (this instance stalled past the TTL and
          // was reaped, or lost Redis meanwhile) are queued to be announced online again, as on connect.
          presence
            .refresh(entries)
            .then(({ online, failed }) => {
              if (failed.length > 0) {
                logger.warn(
                  { users: failed.length, err: failed[0]?.error.message },
                  "presence refresh failed",
                );
              }
              if (online.length > 0) void announcer.kick();
            })
            .catch((e) => logger.warn({ err: e.message }, "presence refresh failed")),
        ];
        for (const socket of slice) {
          const { token } = socket.data as SocketData;
          work.push(
            authenticate(token)
              .then((claims) => {
                if (!claims) socket.disconnect(true);
              })
              .catch((error: unknown) => {
                // A suspended user's sockets end too; an unavailable check changes nothing.
                if (error instanceof AccountSuspendedError) socket.disconnect(true);
              }),
          );
        }
        await Promise.all(work);
      }
      // After every refresh of this instance's own entries (a stalled instance must not reap its own):
      // users whose sockets were on an instance that died, queued offline by whoever claims them.
      await presence
        .reapExpired()
        .then((gone) => {
          if (gone.length > 0) void announcer.kick();
        })
        .catch((e) => logger.warn({ err: e.message }, "presence reaping failed"));
    } finally {
      sweeping = false;
    }
  };
  let sweep: NodeJS.Timeout | undefined;
  const firstSweep = setTimeout(
    () => {
      track(sweepOnce());
      sweep = setInterval(() => track(sweepOnce()), sweepEveryMs);
      sweep.unref();
    },
    Math.floor(Math.random() * sweepEveryMs),
  );
  firstSweep.unref();

  let closed = false;
  return {
    io,
    app,
    api,
    refusals,
    announcer,
    async listen(port, host) {
      const address = await app.listen({ port, host });
      logger.info({ address, instanceId }, "realtime listening");
      return address;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(firstSweep);
      clearInterval(sweep);
      clearInterval(refusalReport);
      refusals.report(logger);
      io.local.disconnectSockets(true);
      while (pending.size > 0) await Promise.allSettled([...pending]);
      // After the disconnects' transitions are queued: those it does not announce stay for the others.
      await announcer.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await app.close();
      pub.disconnect();
      sub.disconnect();
      redis.disconnect();
    },
  };
}
