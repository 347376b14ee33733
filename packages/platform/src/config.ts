import { createHash } from "node:crypto";
import { isIP } from "node:net";
import { z } from "zod";

/** Development defaults of the secrets; production refuses to start while any of them is still in use. */
export const DEV_SECRETS = {
  JWT_SECRET: "dev-jwt-secret-change-me",
  RESET_SECRET: "dev-reset-secret-change-me",
  REALTIME_ADMIN_TOKEN: "dev-realtime-admin-token-change-me",
  ADMIN_SECRET: "dev-admin-secret-change-me",
} as const;

/** LiveKit's development credentials: fine in local mode, refused in production against a real server. */
const DEV_LIVEKIT = { key: "devkey", secret: "devsecret-devsecret-devsecret-0123" } as const;

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v));

const bool = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "true" || v === "1");

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

const PROXY_ADDR_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IP address, a CIDR (`10.0.0.0/8`, `fd00::/8`), an address with a netmask, or a proxy-addr name. */
function isProxyAddress(value: string): boolean {
  if (PROXY_ADDR_NAMES.has(value)) return true;
  const [address = "", range, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY: "false" (default), "true" (trust every X-Forwarded-For entry), a hop count (how many
 * proxies stand in front: the client is the address that many entries from the right), or a
 * comma-separated list of proxy addresses / CIDRs (`loopback`, `linklocal`, `uniquelocal` too).
 * Anything else is refused at start-up: a typo must not silently mean "trust nothing".
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): boolean | number | string[] => {
    const value = v?.trim() ?? "";
    if (value === "" || value === "false") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `TRUST_PROXY must be true, false, a hop count, or comma-separated addresses/CIDRs; not understood: ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The deployment's name in Redis pub/sub channels: DEPLOYMENT_ID, else a short hash of the Redis server
 * and database number, the key prefix and the PostgreSQL database, so that staging beside production
 * (or two test runs) on one Redis server never hear each other's broadcasts, while every instance of
 * one deployment (same configuration) derives the same name.
 */
export function deploymentId(
  config: Pick<Config, "DEPLOYMENT_ID" | "REDIS_URL" | "REDIS_PREFIX" | "DATABASE_URL"> & {
    REDIS_CLUSTER_NODES?: string[];
  },
): string {
  if (config.DEPLOYMENT_ID) return config.DEPLOYMENT_ID;
  const where = (raw: string, defaultPath: string) => {
    try {
      const url = new URL(raw);
      const db = url.searchParams.get("db");
      const path = url.pathname.replace(/^\/+|\/+$/g, "") || (db ?? defaultPath);
      return `${url.hostname}:${url.port}/${path}`;
    } catch {
      return raw;
    }
  };
  // A cluster has no database numbers: its nodes (in any order) name it.
  const redisWhere = config.REDIS_CLUSTER_NODES?.length
    ? [...config.REDIS_CLUSTER_NODES].sort().join(",")
    : where(config.REDIS_URL, "0");
  return createHash("sha256")
    .update(`${redisWhere}|${config.REDIS_PREFIX}|${where(config.DATABASE_URL, "")}`)
    .digest("hex")
    .slice(0, 12);
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. A hop count becomes proxy-addr's trust function
 * (entry `i` of the chain, 0 being the peer, is trusted while `i < hops`): Fastify 5 turns a bare
 * number into "trust nothing".
 */
export function trustProxyOption(
  value: Config["TRUST_PROXY"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== "number") return value;
  return (_address, hop) => hop < value;
}

const coinPacks = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v) return { coins_100: 100, coins_500: 550, coins_1200: 1400 } as Record<string, number>;
    try {
      return z.record(z.string(), z.number().int().positive()).parse(JSON.parse(v));
    } catch {
      ctx.addIssue({
        code: "custom",
        message: "COIN_PACKS must be a JSON object of product id to whole coins",
      });
      return z.NEVER;
    }
  });

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

  PORT: port(4000),
  HOST: z.string().default("0.0.0.0"),
  REALTIME_PORT: port(4001),
  PAYOUT_PORT: port(4002),
  /** The media worker's small HTTP server (`/health`, `/metrics`). */
  MEDIA_WORKER_PORT: port(4003),
  /** The operators' web console (services/console, docs/console.md): internal network only. */
  CONSOLE_PORT: port(4004),
  /** An operator's console session ends after this many minutes without a request. */
  CONSOLE_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  /** A console session ends this many hours after its login, however busy (fractions allowed). */
  CONSOLE_SESSION_HOURS: z.coerce.number().positive().max(720).default(12),
  /** Failed console logins allowed per username and address in 15 minutes, then 429. */
  CONSOLE_LOGIN_ATTEMPTS: z.coerce.number().int().positive().default(5),
  /** Failed console logins allowed per username from any address in 15 minutes: then it is locked. */
  CONSOLE_LOGIN_ATTEMPTS_PER_USERNAME: z.coerce.number().int().positive().default(20),
  /** Failed console logins allowed per address for any usernames in 15 minutes, then 429. */
  CONSOLE_LOGIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** The payout service's admin routes, as the console calls them (bearer ADMIN_SECRET). */
  PAYOUT_URL: z.string().default("http://127.0.0.1:4002"),
  /**
   * Bearer token of `GET /metrics` on every service; unset: open (development). Production refuses to
   * start without one: the series name routes, queues and counts an outsider should not read.
   */
  METRICS_TOKEN: optional,

  DATABASE_URL: z.string().default("postgres://postgres@127.0.0.1:5432/playpal"),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  /**
   * Streaming replicas of DATABASE_URL (comma-separated PostgreSQL URLs): the heavy reads run there
   * (packages/db/src/replicas.ts, docs/scaling.md). Unset: every read on the primary.
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((v, ctx): string[] => {
      const urls = (v ?? "")
        .split(",")
        .map((url) => url.trim())
        .filter((url) => url !== "");
      const bad = urls.filter((url) => !/^postgres(ql)?:\/\//.test(url) || !URL.canParse(url));
      if (bad.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `DATABASE_REPLICA_URLS must be comma-separated postgres:// URLs; not understood: ${bad.length} entr${bad.length === 1 ? "y" : "ies"}`,
        });
        return z.NEVER;
      }
      return urls;
    }),
  /** Client-side limit of a query on a replica: one that stops answering is left after this long. */
  DATABASE_REPLICA_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** How often each replica is checked (its replay position read); a failed check takes it out. */
  DATABASE_REPLICA_CHECK_MS: z.coerce.number().int().min(100).default(2000),
  /**
   * How long the LSN of a user's last write is kept: until a replica has replayed past it (or this
   * passes), that user's routed reads go to the primary.
   */
  DATABASE_REPLICA_READ_YOUR_WRITES_MS: z.coerce.number().int().positive().default(60_000),
  REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
  /**
   * Redis Cluster: a comma-separated list of `host:port` of some of the cluster's nodes (the rest are
   * discovered). Set, every Redis user runs on the cluster (ioredis' Cluster client) and REDIS_URL only
   * lends its credentials and TLS (`rediss:`) to the nodes; unset, the single server of REDIS_URL.
   */
  REDIS_CLUSTER_NODES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const nodes = (v ?? "")
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean);
      const bad = nodes.filter((n) => !/^[^\s:]+:\d{1,5}$/.test(n));
      if (bad.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `REDIS_CLUSTER_NODES must be comma-separated host:port; not understood: ${bad.join(", ")}`,
        });
        return z.NEVER;
      }
      return nodes;
    }),
  /** Prefix of every Redis key, queue and pub/sub channel of this deployment. */
  REDIS_PREFIX: z.string().default("pp"),
  /**
   * Names this deployment in Redis pub/sub channels (the Socket.IO adapter's), which, unlike keys, are
   * shared by every database number of a Redis server. Unset: derived from REDIS_URL (its database
   * number included), REDIS_PREFIX and DATABASE_URL; see `deploymentId`.
   */
  DEPLOYMENT_ID: optional,

  JWT_SECRET: z.string().min(16).default(DEV_SECRETS.JWT_SECRET),
  /** Lifetime of user tokens; seconds or a duration like "7d", "12h", "30m". */
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^0*[1-9]\d*[smhd]?$/, "a positive number of seconds or a duration such as 7d, 12h, 30m")
    .default("7d"),
  RESET_SECRET: z.string().min(16).default(DEV_SECRETS.RESET_SECRET),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(10),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(30),

  WEB_ORIGIN: z.string().default("http://localhost:3000"),
  TRUST_PROXY: trustProxy,
  PUBLIC_URL: z.string().default("http://localhost:4000"),
  API_URL: z.string().default("http://127.0.0.1:4000"),
  REALTIME_URL: z.string().default("http://127.0.0.1:4001"),
  REALTIME_ADMIN_TOKEN: z.string().min(16).default(DEV_SECRETS.REALTIME_ADMIN_TOKEN),
  REALTIME_EMIT_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
  /** Per-event socket logging; unset: on, except with NODE_ENV=production (see `loadConfig`). */
  SOCKET_EVENT_LOGGING: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" ? undefined : v !== "false" && v !== "0")),
  ADMIN_SECRET: z.string().min(16).default(DEV_SECRETS.ADMIN_SECRET),

  /**
   * HTTP server timeouts of the API (slow clients): the whole request, headers and body, must arrive
   * within HTTP_REQUEST_TIMEOUT_MS (else 408 and the connection closes), the headers within
   * HTTP_HEADERS_TIMEOUT_MS; a connection with no traffic for HTTP_IDLE_TIMEOUT_MS is closed, and one
   * kept alive between requests for HTTP_KEEP_ALIVE_TIMEOUT_MS (keep it above a load balancer's idle
   * timeout: AWS ALB's is 60 s).
   */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),

  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),

  /**
   * The API's client-side cache (platform's client-side-cache.ts): MiB of process memory for the token
   * versions and cached pages it holds, kept true by Redis's invalidations (0: none, every read goes to
   * Redis), and how Redis tracks them: `default` (the keys this process read) or `bcast` (every change
   * of the cached key families, whoever reads them).
   */
  CLIENT_CACHE_MAX_MB: z.coerce.number().min(0).default(32),
  CLIENT_CACHE_MODE: z.enum(["default", "bcast"]).default("default"),

  DATA_DIR: z.string().default("./data"),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  MAX_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  MAX_FILES_PER_POST: z.coerce.number().int().positive().default(10),

  SMTP_URL: optional,
  MAIL_FROM: z.string().default("PlayPal <no-reply@playpal.local>"),
  RESET_URL: z.string().default("playpal://reset-password"),

  MUX_TOKEN_ID: optional,
  MUX_TOKEN_SECRET: optional,
  MUX_WEBHOOK_SECRET: optional,
  /** Mux's image host, where the media worker fetches a video's poster frame to screen it. */
  MUX_IMAGE_URL: z.string().url().default("https://image.mux.com"),
  REVENUECAT_WEBHOOK_SECRET: optional,
  COIN_PACKS: coinPacks,
  /** Cents of creator earnings (before the platform fee) one Play Coin is worth. */
  COIN_VALUE_CENTS: z.coerce.number().int().positive().max(10_000).default(1),
  /** The platform's fee on every earning, in basis points (2000 = 20%); docs/ledger.md has the rounding rule. */
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(2000),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional,
  /** Creators whose available earnings reach this many cents at a period's end are paid out. */
  PAYOUT_MINIMUM_CENTS: z.coerce.number().int().positive().default(1000),
  /** Currency of Stripe Connect transfers (the ledger's cents are in this currency). */
  PAYOUT_CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/, "a lowercase ISO 4217 code such as usd")
    .default("usd"),
  /** Expiry of the payout run lock in Redis; the running replica extends it every third of it. */
  PAYOUT_LOCK_TTL_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Run the monthly schedule (25th: calculate, 1st: transfer) in this payout replica. */
  PAYOUT_SCHEDULE: z
    .string()
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
  /** Where Stripe sends a creator after Connect onboarding (`return_url`) or when its link expired. */
  PAYOUT_CONNECT_RETURN_URL: z.string().url().default("https://playpal.app/payouts/connected"),
  PAYOUT_CONNECT_REFRESH_URL: z.string().url().default("https://playpal.app/payouts/refresh"),
  LIVEKIT_URL: optional,
  LIVEKIT_API_KEY: z.string().default(DEV_LIVEKIT.key),
  LIVEKIT_API_SECRET: z.string().default(DEV_LIVEKIT.secret),
  S3_ENDPOINT: optional,
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: bool,
  /** ACL to set on media made public ("public-read"), or "none" when the bucket policy makes uploads public. */
  S3_OBJECT_ACL: z.string().default("public-read"),
  S3_PUBLIC_URL: optional,
  /**
   * How long browsers and a CDN may keep a public media object (post media, avatars, banners). Short:
   * content can be withdrawn (hidden by reports, removed, its author deactivated or suspended), and a
   * withdrawn object must stop being served (docs/operations.md "Media").
   */
  MEDIA_PUBLIC_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * A CDN in front of S3_PUBLIC_URL: withdrawn and deleted objects are purged from it by URL, with a
   * `POST <CDN_PURGE_URL>` of `{ "files": [url, ...] }` and `Authorization: Bearer <CDN_PURGE_TOKEN>`
   * (Cloudflare's purge_cache shape). Without it, no CDN is assumed and nothing is purged.
   */
  CDN_PURGE_URL: optional,
  CDN_PURGE_TOKEN: optional,
  EXPO_ACCESS_TOKEN: optional,
  PUSH_RECEIPT_DELAY_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(15 * 60 * 1000),

  /**
   * Media jobs one media-worker replica runs at once: 2 for 2 cores, so one job's sharp work (libuv
   * threads) overlaps the other's screening inference (on the event loop, one at a time).
   */
  MEDIA_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * How long a media job's lock lasts without renewal (BullMQ `lockDuration`); a worker that dies
   * mid-job hands its job to another replica after about this long. sharp and ffmpeg run off the event
   * loop, so renewals keep coming while they work; screening's inference holds the loop about 80 ms a
   * photo (seconds on a starved machine), which delays a renewal by that much: keep this far above it.
   */
  MEDIA_JOB_LOCK_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Largest image (width x height) the worker decodes; bigger ones fail (decompression bombs). */
  MEDIA_MAX_IMAGE_PIXELS: z.coerce.number().int().positive().default(100_000_000),
  /**
   * Sensitive-media screening in the media worker (API.md "Sensitive media"): `on` (default) classifies
   * every image and video poster before its media becomes `ready`; `off` publishes media unscreened,
   * which the worker logs loudly at start (docs/configuration.md).
   */
  MEDIA_SCREENING: z.enum(["on", "off"]).default("on"),
  /**
   * The classifier's model: one of the models nsfwjs ships (`MobileNetV2`, 224 px, the default;
   * `MobileNetV2Mid`; `InceptionV3`, 299 px), or the absolute path of a directory holding a TensorFlow.js
   * model in nsfwjs's format (`model.json` and its weight files, 224 px input, the five classes).
   */
  MEDIA_SCREENING_MODEL: z.string().trim().min(1).default("MobileNetV2"),
  /**
   * A media whose sensitive score (Porn + Hentai + Sexy, the model's three unsafe classes) reaches this
   * is `sensitive`, its post `flagged` and reported to moderators; one whose explicit score (Porn +
   * Hentai) reaches MEDIA_HIDE_THRESHOLD also hides its post pending review (docs/configuration.md).
   */
  MEDIA_SENSITIVE_THRESHOLD: z.coerce.number().gt(0).max(1).default(0.6),
  MEDIA_HIDE_THRESHOLD: z.coerce.number().gt(0).max(1).default(0.9),
  /** How often the media sweep runs (re-queue media left pending, delete abandoned uploads). */
  MEDIA_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10 * 60 * 1000),
  /**
   * A media left `pending` (or `processing` without a live job) this long after its upload has lost its
   * job: the media sweep queues it again (a job lost with Redis's data, or never queued).
   */
  MEDIA_PENDING_GRACE_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5 * 60 * 1000),
  /**
   * How often a process that owns job schedulers (the API, the media worker) checks that each one is
   * still in Redis and registers the missing ones again (docs/operations.md "When Redis loses its
   * data"); they are also checked each time its Redis connection is ready again.
   */
  JOB_SCHEDULER_CHECK_MS: z.coerce.number().int().min(100).default(60_000),
  /**
   * The domain events' outbox (docs/architecture.md "Durable events"): how long after its creation an
   * event not yet delivered in-process may be claimed by a dispatcher (the API's and the media worker's),
   * how often each dispatcher looks, and after how many failed attempts a consumer's delivery is parked
   * (retried by `npm run admin -- events retry`). The backoff doubles from 2 s, at most 10 minutes.
   */
  EVENT_OUTBOX_GRACE_MS: z.coerce.number().int().min(0).default(5000),
  EVENT_OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1000),
  EVENT_OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  /**
   * How long a dispatcher's claim keeps the other dispatchers off a delivery while its consumer runs:
   * longer than the slowest consumer (a shorter one lets two run it at once, which the consumers'
   * idempotency absorbs), and how long a delivery claimed by a process that died waits.
   */
  EVENT_OUTBOX_LEASE_MS: z.coerce.number().int().min(100).default(60_000),
  /**
   * Fault tests only (test/faults/): the API SIGKILLs itself right after committing an event of this
   * name, before its consumers run. Refused with NODE_ENV=production.
   */
  PLAYPAL_FAULT_CRASH_AFTER_COMMIT: z.string().min(1).optional(),
  /**
   * Home timelines (docs/feed-query.md): how many post ids each follower's Redis timeline keeps, how
   * many followers an account may have before its posts are merged into feeds at read time instead of
   * fanned out, and how long an unread timeline lives (a cold one is rebuilt on the next read).
   */
  FEED_TIMELINE_SIZE: z.coerce.number().int().min(1).max(10_000).default(800),
  FEED_FANOUT_MAX_FOLLOWERS: z.coerce.number().int().min(1).default(10_000),
  FEED_TIMELINE_TTL_DAYS: z.coerce.number().int().min(1).default(7),
  /**
   * Distinct trusted reporters after which a post or comment is hidden pending review (API.md). Trusted
   * (docs/operations.md "Moderation"): account at least REPORT_TRUST_MIN_AGE_SECONDS old, not
   * suspended or deactivated, onboarded, at least one post or comment, never the subject of a
   * moderator's remove or suspend, and under REPORT_HIDES_PER_REPORTER_PER_DAY hides in 24 hours.
   * Other reports wait in the queue without hiding anything.
   */
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().positive().default(5),
  REPORT_TRUST_MIN_AGE_SECONDS: z.coerce.number().int().nonnegative().default(86_400),
  REPORT_HIDES_PER_REPORTER_PER_DAY: z.coerce.number().int().positive().default(3),
  /** New reports one user may file per hour (a repeated report of the same target is free). */
  REPORTS_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Grace period of DELETE /user/me before the purge (a login within it restores the account). */
  ACCOUNT_PURGE_DAYS: z.coerce.number().int().nonnegative().default(30),
  /** How long a data export's ZIP stays downloadable, and its signed URL's lifetime in seconds. */
  EXPORT_RETENTION_HOURS: z.coerce.number().int().positive().default(72),
  EXPORT_URL_TTL_SECONDS: z.coerce.number().int().positive().default(900),

  /**
   * How long a service may take to close on SIGTERM/SIGINT (drain requests and jobs, close connections)
   * before it exits anyway with status 1. Below Docker's and Kubernetes' default grace periods.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /**
   * How long each service waits at start for PostgreSQL and Redis to answer once (startup-check.ts)
   * before it exits 1 with a paragraph naming the variable, the address, what came back and the fix.
   */
  STARTUP_CHECK_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),

  MIGRATE_ON_START: z
    .string()
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
});

export type Config = Omit<z.infer<typeof configSchema>, "SOCKET_EVENT_LOGGING"> & {
  SOCKET_EVENT_LOGGING: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

export const MIN_SECRET_LENGTH = 32;
const MIN_SECRET_BITS = 80;

/**
 * A production secret must be long and not regular: at least MIN_SECRET_LENGTH characters, ten
 * distinct ones, and MIN_SECRET_BITS of entropy by its own character frequencies (Shannon), which a
 * repeated or patterned value (`aaaa…`, `abcabc…`) does not reach and 32 random hex characters do.
 */
export function strongSecret(value: string): boolean {
  if (value.length < MIN_SECRET_LENGTH) return false;
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  if (counts.size < 10) return false;
  let bitsPerChar = 0;
  for (const n of counts.values()) bitsPerChar -= (n / value.length) * Math.log2(n / value.length);
  return bitsPerChar * value.length >= MIN_SECRET_BITS;
}

/** Parses the environment once; throws a ConfigError naming every bad or insecure variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const config: Config = {
    ...parsed.data,
    // A line per socket event helps in development; in production it lets any client write the log.
    SOCKET_EVENT_LOGGING: parsed.data.SOCKET_EVENT_LOGGING ?? parsed.data.NODE_ENV !== "production",
  };
  if (config.NODE_ENV === "production") {
    const insecure: string[] = (Object.keys(DEV_SECRETS) as (keyof typeof DEV_SECRETS)[]).filter(
      (name) => config[name] === DEV_SECRETS[name],
    );
    if (
      config.LIVEKIT_URL &&
      (config.LIVEKIT_API_KEY === DEV_LIVEKIT.key || config.LIVEKIT_API_SECRET === DEV_LIVEKIT.secret)
    ) {
      insecure.push("LIVEKIT_API_KEY/LIVEKIT_API_SECRET");
    }
    for (const name of Object.keys(DEV_SECRETS) as (keyof typeof DEV_SECRETS)[]) {
      if (!insecure.includes(name) && !strongSecret(config[name])) {
        insecure.push(
          `${name} (too short or too regular: use ${MIN_SECRET_LENGTH}+ random characters, e.g. \`openssl rand -hex 32\`)`,
        );
      }
    }
    if (config.RESET_SECRET === config.JWT_SECRET && !insecure.includes("RESET_SECRET")) {
      insecure.push("RESET_SECRET must differ from JWT_SECRET");
    }
    if (!config.METRICS_TOKEN || config.METRICS_TOKEN.length < 16) {
      insecure.push("METRICS_TOKEN (required, at least 16 characters)");
    }
    if (config.PLAYPAL_FAULT_CRASH_AFTER_COMMIT) {
      insecure.push("PLAYPAL_FAULT_CRASH_AFTER_COMMIT (a fault-test crash switch: unset it)");
    }
    if (insecure.length > 0) {
      throw new ConfigError(
        `Refusing to start in production with development default secrets: ${insecure.join(", ")}. Set them to long random values.`,
      );
    }
  }
  return config;
}

/**
 * `loadConfig` for a process entry point: an invalid or insecure configuration prints the message
 * naming each variable and exits with status 1 (no stack trace for an operator's mistake).
 */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** "7d" / "12h" / "30m" / "45s" / "3600" -> seconds. */
export function durationToSeconds(value: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(value);
  if (!match) throw new ConfigError(`Not a duration: ${value}`);
  const n = Number(match[1]);
  const unit = match[2] || "s";
  return n * { s: 1, m: 60, h: 3600, d: 86400 }[unit as "s" | "m" | "h" | "d"];
}
