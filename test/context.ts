import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "@playpal/db";
import { type Config, clientSideCacheOf, delKeys, loadConfig, scanKeys } from "@playpal/platform";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../services/api/src/app.ts";
import type { Deps } from "../services/api/src/deps.ts";
import { SUBSCRIBERS } from "../services/api/src/subscribers.ts";
import { type DepsOverrides, wireDeps } from "../services/api/src/wire-deps.ts";
import { createTestDatabase } from "./database.ts";
import { TEST_REDIS_URL } from "./servers.ts";

export { createTestDatabase } from "./database.ts";

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
    REDIS_URL: TEST_REDIS_URL,
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
  // Hits from process memory from the first request on, as in a process that has been up a moment
  // (on a machine too loaded to pair within 20 s, reads go through Redis, as the cache's rules say).
  await clientSideCacheOf(deps.redis)
    ?.whenTracking(20_000)
    .catch(() => {});
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

/** Deletes every Redis key of the context's own prefix (what a Redis restart with no data does to it). */
export async function clearRedisPrefix(deps: Deps) {
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

/** What `useTestApp` gives: the context's parts, read when used, and the `apiCaller` of its app. */
export interface TestApp extends TestContext {
  /** `call(method, url, user, payload?)` of `apiCaller`. */
  call: ReturnType<typeof apiCaller>;
}

/**
 * The one-line set-up of a test file (or of a describe block), as outline's `getTestServer()`:
 * `const ctx = useTestApp(env?, overrides?)` registers the `beforeAll` that builds the context
 * (`createTestContext`) and the `afterAll` that closes it. Its `config`, `deps`, `db` and `app` are read
 * when used (inside tests and hooks, after the `beforeAll` ran), so `ctx.app.inject(...)` reads as with
 * a context built by hand; `call` is `apiCaller` bound to the app. `env` and `overrides` may be
 * functions, called in the `beforeAll`: for a fake server or proxy an earlier `beforeAll` started. Hooks
 * run in the order registered and `afterAll` hooks in reverse, so a `beforeAll` written above the call
 * runs before the context is built and an `afterAll` written above it runs after the context is closed.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  overrides: DepsOverrides | (() => DepsOverrides) = {},
): TestApp {
  let built: TestContext | undefined;
  beforeAll(async () => {
    built = await createTestContext(
      typeof env === "function" ? env() : env,
      typeof overrides === "function" ? overrides() : overrides,
    );
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = (): TestContext => {
    if (!built)
      throw new Error("useTestApp: the context is built in beforeAll; use it inside tests and hooks");
    return built;
  };
  return {
    get config() {
      return current().config;
    },
    get deps() {
      return current().deps;
    },
    get db() {
      return current().db;
    },
    get app() {
      return current().app;
    },
    close: () => current().close(),
    call: apiCaller(() => current().app),
  };
}
