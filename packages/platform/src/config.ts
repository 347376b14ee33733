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

/** TRUST_PROXY: "true"/"false", a hop count, or a comma-separated list of addresses / CIDRs (Fastify's forms). */
const trustProxy = z
  .string()
  .optional()
  .transform((v): boolean | number | string => {
    if (v === undefined || v === "" || v === "false") return false;
    if (v === "true") return true;
    if (/^\d+$/.test(v)) return Number(v);
    return v;
  });

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
  /**
   * Bearer token of `GET /metrics` on every service; unset: open (development). Production refuses to
   * start without one: the series name routes, queues and counts an outsider should not read.
   */
  METRICS_TOKEN: optional,

  DATABASE_URL: z.string().default("postgres://postgres@127.0.0.1:5432/playpal"),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
  /** Prefix of every Redis key, queue and pub/sub channel of this deployment. */
  REDIS_PREFIX: z.string().default("pp"),

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
  SOCKET_EVENT_LOGGING: z
    .string()
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
  ADMIN_SECRET: z.string().min(16).default(DEV_SECRETS.ADMIN_SECRET),

  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),

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
  REVENUECAT_WEBHOOK_SECRET: optional,
  COIN_PACKS: coinPacks,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional,
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
  EXPO_ACCESS_TOKEN: optional,
  PUSH_RECEIPT_DELAY_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(15 * 60 * 1000),

  /**
   * How long a service may take to close on SIGTERM/SIGINT (drain requests and jobs, close connections)
   * before it exits anyway with status 1. Below Docker's and Kubernetes' default grace periods.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),

  MIGRATE_ON_START: z
    .string()
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; throws a ConfigError naming every bad or insecure variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const config = parsed.data;
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
    if (config.RESET_SECRET === config.JWT_SECRET && !insecure.includes("RESET_SECRET")) {
      insecure.push("RESET_SECRET must differ from JWT_SECRET");
    }
    if (!config.METRICS_TOKEN || config.METRICS_TOKEN.length < 16) {
      insecure.push("METRICS_TOKEN (required, at least 16 characters)");
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
