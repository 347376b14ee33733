import { createHmac } from "node:crypto";
import { type FORMER_QUEUES, QUEUES } from "@playpal/contracts";
import { createDatabase, createReadRouter, users } from "@playpal/db";
import {
  type ClientSideCache,
  type Config,
  createClientSideCache,
  createHttpCdnPurger,
  createLiveKitConference,
  createLocalStorage,
  createLocalVideoProvider,
  createLogger,
  createMailer,
  createMuxVideoProvider,
  createNsfwClassifier,
  createQueueProducerConnection,
  createRealtimeEmitter,
  createRedis,
  createS3Storage,
  createTokenAuth,
  queuePrefix,
  systemClock,
  TOKEN_VERSION_KEY_FAMILY,
  withCdnPurge,
} from "@playpal/platform";
import { eq } from "drizzle-orm";
import type { Deps, Subscriber } from "./deps.ts";
import { createEventBus } from "./events/bus.ts";
import { FEED_CACHE_FAMILIES } from "./feeds/cache.ts";
import { NOTIFICATION_CACHE_FAMILIES } from "./notifications/cache.ts";
import { createExpoPushProvider, createLogPushProvider } from "./notifications/push-provider.ts";
import { createPayoutAccountProvider } from "./payouts/provider.ts";
import { ProducerQueue } from "./queue.ts";
import { redisWriteLsnStore } from "./read-routing.ts";
import { ME_CACHE_FAMILIES } from "./users/me-cache.ts";

/** What a caller (a test, a script) may provide instead of what the config would build. */
export type DepsOverrides = Partial<Omit<Deps, "config" | "close">>;

/**
 * Builds every port from the config, once at boot, with the event consumers handed in by the entry
 * point (`main.ts`, the media worker, the package index for scripts, the tests' context): the list lives
 * in `subscribers.ts`, which imports every domain; this module imports only the adapters it builds.
 */
export function wireDeps(
  config: Config,
  subscribers: readonly Subscriber[],
  overrides: DepsOverrides = {},
): Deps {
  const logger = overrides.logger ?? createLogger(config, "api");
  const db =
    overrides.db ??
    createDatabase(config.DATABASE_URL, {
      max: config.DATABASE_POOL_MAX,
      onIdleError: (error) => logger.warn({ err: error.message }, "idle database connection lost"),
    });
  // No ioredis auto-pipelining: it would save a write syscall per command (bench profile), but with it
  // a failing pipelined command crashes the process from inside ioredis ("results[i] is not iterable",
  // an uncaught exception). The auth path still needs one
  // round trip: its two commands are written back to back before either reply is read (http/auth.ts).
  const redis = overrides.redis ?? createRedis(config, config.REDIS_PREFIX);
  const clientCache = wireClientSideCache(config, redis, logger);
  const reads =
    overrides.reads ??
    createReadRouter(db, {
      urls: config.DATABASE_REPLICA_URLS,
      max: config.DATABASE_POOL_MAX,
      timeoutMs: config.DATABASE_REPLICA_TIMEOUT_MS,
      checkIntervalMs: config.DATABASE_REPLICA_CHECK_MS,
      store: redisWriteLsnStore(redis, config.DATABASE_REPLICA_READ_YOUR_WRITES_MS),
      onStateChange: ({ replica, up, reason }) =>
        up
          ? logger.info({ replica }, "read replica back in rotation")
          : logger.warn({ replica, reason }, "read replica out of rotation: its reads go to the primary"),
    });
  const queueConnection = createQueueProducerConnection(config);
  // ioredis prints an unhandled `error` event to the console on every failed reconnection; an outage
  // belongs in the log, and requests already degrade on their own command errors.
  for (const connection of [redis, queueConnection]) {
    if (connection.listenerCount("error") === 0) {
      connection.on("error", (error: Error) => logger.warn({ err: error.message }, "redis connection error"));
    }
  }
  const tokenAuth = createTokenAuth(config, redis, async (userId) => {
    const [row] = await db
      .select({ version: users.tokenVersion, suspendedUntil: users.suspendedUntil })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  });
  const origin =
    overrides.storage ??
    (config.S3_BUCKET
      ? createS3Storage({
          bucket: config.S3_BUCKET,
          region: config.S3_REGION,
          endpoint: config.S3_ENDPOINT,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
          objectAcl: config.S3_OBJECT_ACL,
          publicUrl: config.S3_PUBLIC_URL,
          maxAgeSeconds: config.MEDIA_PUBLIC_MAX_AGE_SECONDS,
        })
      : createLocalStorage({
          dataDir: config.DATA_DIR,
          publicBaseUrl: `${config.PUBLIC_URL.replace(/\/+$/, "")}/api/v1`,
          // A key of its own, derived from the JWT secret: upload signatures and tokens never share one.
          signingSecret: createHmac("sha256", config.JWT_SECRET).update("local-storage-upload").digest("hex"),
        }));
  // Withdrawn and deleted objects are purged from the CDN in front of the public URLs, when there is one.
  const storage = config.CDN_PURGE_URL
    ? withCdnPurge(
        origin,
        createHttpCdnPurger({ url: config.CDN_PURGE_URL, token: config.CDN_PURGE_TOKEN, logger }),
      )
    : origin;
  const video =
    overrides.video ??
    (config.MUX_TOKEN_ID && config.MUX_TOKEN_SECRET
      ? createMuxVideoProvider({
          tokenId: config.MUX_TOKEN_ID,
          tokenSecret: config.MUX_TOKEN_SECRET,
          imageBaseURL: config.MUX_IMAGE_URL,
        })
      : createLocalVideoProvider());
  // Loads nothing until the media worker asks (createMediaWorker): the API never imports TensorFlow.js.
  const classifier =
    overrides.classifier !== undefined
      ? overrides.classifier
      : config.MEDIA_SCREENING === "on"
        ? createNsfwClassifier({ model: config.MEDIA_SCREENING_MODEL })
        : null;
  const conference =
    overrides.conference ??
    createLiveKitConference({
      url: config.LIVEKIT_URL,
      apiKey: config.LIVEKIT_API_KEY,
      apiSecret: config.LIVEKIT_API_SECRET,
    });
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      logger,
      production: config.NODE_ENV === "production",
    });
  const realtime =
    overrides.realtime ??
    createRealtimeEmitter({
      baseUrl: config.REALTIME_URL,
      token: config.REALTIME_ADMIN_TOKEN,
      timeoutMs: config.REALTIME_EMIT_TIMEOUT_MS,
      logger,
    });
  const prefix = queuePrefix(config);
  const push =
    overrides.push ??
    (config.EXPO_ACCESS_TOKEN
      ? createExpoPushProvider({ accessToken: config.EXPO_ACCESS_TOKEN })
      : createLogPushProvider(logger));
  const payoutAccounts = overrides.payoutAccounts ?? createPayoutAccountProvider(config);
  const queues = overrides.queues ?? {
    media: new ProducerQueue(QUEUES.media, queueConnection, { prefix }),
    background: new ProducerQueue(QUEUES.background, queueConnection, { prefix }),
    formerNotifications: new ProducerQueue(
      "notifications" satisfies keyof typeof FORMER_QUEUES,
      queueConnection,
      { prefix },
    ),
    accounts: new ProducerQueue(QUEUES.accounts, queueConnection, { prefix }),
  };
  // Connection errors repeat while Redis is down: logged, not printed raw by BullMQ's fallback.
  for (const queue of Object.values(queues)) {
    queue.on("error", (error) => logger.warn({ queue: queue.name, err: error.message }, "queue redis error"));
  }

  return {
    config,
    logger,
    clock: overrides.clock ?? systemClock,
    db,
    reads,
    redis,
    tokens: tokenAuth.signer,
    tokenVersions: tokenAuth.versions,
    authenticate: tokenAuth.authenticate,
    storage,
    video,
    classifier,
    conference,
    mailer,
    realtime,
    push,
    payoutAccounts,
    queues,
    events: overrides.events ?? createEventBus(subscribers),
    async close() {
      await clientCache?.close();
      await queues.media.close();
      await queues.background.close();
      await queues.formerNotifications.close();
      await queues.accounts.close();
      queueConnection.disconnect();
      redis.disconnect();
      await reads.close();
      await db.$client.end();
    },
  };
}

/**
 * The process's client-side cache over `redis` (platform's client-side-cache.ts): the token versions
 * and the cached pages with their generations, held in process memory within CLIENT_CACHE_MAX_MB and
 * kept true by Redis's invalidations; none when the budget is 0.
 */
function wireClientSideCache(
  config: Config,
  redis: Deps["redis"],
  logger: Deps["logger"],
): ClientSideCache | null {
  if (config.CLIENT_CACHE_MAX_MB <= 0) return null;
  return createClientSideCache(redis, {
    maxBytes: Math.floor(config.CLIENT_CACHE_MAX_MB * 1024 * 1024),
    mode: config.CLIENT_CACHE_MODE,
    prefixes: [
      TOKEN_VERSION_KEY_FAMILY,
      ...FEED_CACHE_FAMILIES,
      ...NOTIFICATION_CACHE_FAMILIES,
      ...ME_CACHE_FAMILIES,
    ],
    logger,
  });
}
