import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "@playpal/db";
import { type Config, delKeys, loadConfig, scanKeys } from "@playpal/platform";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../services/api/src/app.ts";
import type { Deps } from "../services/api/src/deps.ts";
import { SUBSCRIBERS } from "../services/api/src/subscribers.ts";
import { type DepsOverrides, wireDeps } from "../services/api/src/wire-deps.ts";
import { FILE_DB_PREFIX, TEMPLATE_DB } from "./global-setup.ts";

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh database cloned from the migrated template; dropped by the returned cleanup. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${FILE_DB_PREFIX}${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestContext {
  config: Config;
  deps: Deps;
  db: Database;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The API wired to its own database, Redis key prefix and data directory: real PostgreSQL and Redis,
 * nothing of ours mocked.
 */
export async function createTestContext(
  env: Record<string, string> | ((databaseUrl: string) => Record<string, string>) = {},
  overrides: DepsOverrides = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const extra = typeof env === "function" ? env(database.url) : env;
  const dataDir = await mkdtemp(path.join(tmpdir(), "playpal-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: "5",
    REDIS_PREFIX: `t${randomBytes(5).toString("hex")}`,
    DATA_DIR: dataDir,
    BCRYPT_COST: "4",
    REALTIME_URL: "http://127.0.0.1:9",
    REALTIME_EMIT_TIMEOUT_MS: "300",
    ...extra,
  });
  const deps = wireDeps(config, SUBSCRIBERS, overrides);
  const app = await buildApp(deps);
  await app.ready();
  return {
    config,
    deps,
    db: deps.db,
    app,
    async close() {
      await app.close();
      await clearRedisPrefix(deps);
      await deps.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function clearRedisPrefix(deps: Deps) {
  const prefix = `${deps.config.REDIS_PREFIX}:`;
  // Every master of a cluster is scanned; full key names come back, and the client would prefix them
  // again, so ours is stripped. (A test cluster is thrown away whole, BullMQ's `{<prefix>:bull}` keys
  // with it.)
  const keys = (await scanKeys(deps.redis, `${prefix}*`)).map((k) => k.slice(prefix.length));
  for (let i = 0; i < keys.length; i += 500) await delKeys(deps.redis, keys.slice(i, i + 500));
}

let counter = 0;
/** Registers a user through the real endpoint; returns its id and token. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ first_name: string; last_name: string; email: string; password: string }> = {},
) {
  counter += 1;
  const body = {
    first_name: "Test",
    last_name: `User${counter}`,
    email: `user${counter}-${randomBytes(4).toString("hex")}@example.com`,
    password: "correct horse battery",
    ...overrides,
  };
  const response = await app.inject({ method: "POST", url: "/api/v1/create-account", payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const json = response.json() as { user: { id: string; email: string }; token: string };
  return { id: json.user.id, email: body.email, password: body.password, token: json.token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * `call(method, url, user, payload?)`: a request to `/api/v1<url>` as `user` (bearer token). `app` is
 * read at call time, so the helper can be made before `beforeAll` builds the context.
 */
export function apiCaller(app: () => FastifyInstance) {
  return (method: HttpMethod, url: string, user: { token: string }, payload?: unknown) =>
    app().inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), payload: payload as object });
}
