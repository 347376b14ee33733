import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#test/ports.ts";
import { type RedisServer, startRedisServer } from "#test/redis-server.ts";
import { TEST_DATABASE_ADMIN_URL, TEST_REDIS_URL, testDatabaseUrl } from "#test/servers.ts";
import { startSilentServer } from "#test/silent-server.ts";
import { type LocalServer, startPostgres } from "../../../scripts/local-servers.ts";
import { loadConfig } from "./config.ts";
import {
  checkPostgres,
  checkRedis,
  checkStores,
  describeStoreProblem,
  withoutPassword,
} from "./startup-check.ts";

const TIMEOUT_MS = 800;
let silent: Awaited<ReturnType<typeof startSilentServer>>;
let refusedPort: number;
let redis: RedisServer;
// A PostgreSQL that asks for passwords (the machine's trusts every local connection).
let passwordPostgres: LocalServer;
let dir: string;

beforeAll(async () => {
  silent = await startSilentServer();
  refusedPort = await freePort();
  redis = await startRedisServer();
  dir = await mkdtemp(path.join(tmpdir(), "playpal-startup-check-"));
  await chmod(dir, 0o755);
  passwordPostgres = await startPostgres({
    dataDir: path.join(dir, "postgres"),
    port: await freePort(),
    logFile: path.join(dir, "postgres.log"),
    durable: false,
    ownProcessGroup: false,
  });
  const admin = new pg.Client({ connectionString: passwordPostgres.url });
  await admin.connect();
  await admin.query("alter role postgres password 'right-password'");
  const { rows } = await admin.query<{ hba: string }>("select current_setting('hba_file') as hba");
  await writeFile(rows[0]?.hba as string, "host all all 127.0.0.1/32 scram-sha-256\n");
  await admin.query("select pg_reload_conf()");
  await admin.end();
}, 60_000);
afterAll(async () => {
  await silent?.close();
  await redis?.close();
  await passwordPostgres?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe("the start-up check of PostgreSQL", () => {
  it("passes a server that answers", async () => {
    expect(await checkPostgres(TEST_DATABASE_ADMIN_URL, TIMEOUT_MS)).toBeNull();
  });

  it("tells a refused connection, a silent port, failed authentication and a missing database apart", async () => {
    const port = (url: string, value: number) => {
      const parsed = new URL(url);
      parsed.port = String(value);
      return parsed.toString();
    };
    const started = Date.now();
    const [refused, timedOut, noRole, wrongPassword, noPassword, missing] = await Promise.all([
      checkPostgres(port(TEST_DATABASE_ADMIN_URL, refusedPort), TIMEOUT_MS),
      checkPostgres(port(TEST_DATABASE_ADMIN_URL, silent.port), TIMEOUT_MS),
      checkPostgres(TEST_DATABASE_ADMIN_URL.replace("postgres@", "no_such_role@"), TIMEOUT_MS),
      checkPostgres(passwordPostgres.url.replace("postgres@", "postgres:wrong-password@"), TIMEOUT_MS),
      checkPostgres(passwordPostgres.url, TIMEOUT_MS),
      checkPostgres(testDatabaseUrl(`playpal_missing_${randomBytes(4).toString("hex")}`), TIMEOUT_MS),
    ]);
    // Bounded by the timeout, whatever the server does.
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    expect(refused).toMatchObject({ store: "PostgreSQL", variable: "DATABASE_URL", failure: "refused" });
    expect(timedOut?.failure).toBe("timed out");
    expect(noRole?.failure).toBe("authentication failed");
    expect(wrongPassword).toMatchObject({ failure: "authentication failed" });
    expect(wrongPassword?.detail).toMatch(/password authentication failed/);
    expect(noPassword?.failure).toBe("authentication failed");
    expect(missing?.failure).toBe("database missing");
    expect(
      await checkPostgres(passwordPostgres.url.replace("postgres@", "postgres:right-password@"), TIMEOUT_MS),
    ).toBeNull();
  });

  it("says the address without its password", async () => {
    const url = passwordPostgres.url.replace("postgres@", "postgres:wrong-password@");
    const problem = await checkPostgres(url, TIMEOUT_MS);
    expect(problem?.address).toBe(withoutPassword(url));
    expect(problem?.address).not.toContain("wrong-password");
    const paragraph = describeStoreProblem(problem!, "api", TIMEOUT_MS);
    expect(paragraph).not.toContain("wrong-password");
    expect(paragraph).toMatch(
      /^api cannot start without PostgreSQL: DATABASE_URL is postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres, and the server refused the credentials/,
    );
  });
});

describe("the start-up check of Redis", () => {
  it("passes a server that answers, and a cluster whose one node answers", async () => {
    expect(await checkRedis({ REDIS_URL: TEST_REDIS_URL }, TIMEOUT_MS)).toBeNull();
    const node = new URL(redis.url).host;
    expect(
      await checkRedis(
        { REDIS_URL: "redis://", REDIS_CLUSTER_NODES: [`127.0.0.1:${refusedPort}`, node] },
        TIMEOUT_MS,
      ),
    ).toBeNull();
  });

  it("tells a refused connection, a silent port, failed authentication and a missing database apart", async () => {
    const { Redis } = await import("ioredis");
    const admin = new Redis(redis.url);
    await admin.config("SET", "requirepass", "right-password");
    admin.disconnect();
    const at = (auth: string, port: number, db = 0) => ({
      REDIS_URL: `redis://${auth}127.0.0.1:${port}/${db}`,
    });
    const redisPort = Number(new URL(redis.url).port);
    const started = Date.now();
    const [refused, timedOut, noPassword, wrongPassword, missing, right] = await Promise.all([
      checkRedis(at("", refusedPort), TIMEOUT_MS),
      checkRedis(at("", silent.port), TIMEOUT_MS),
      checkRedis(at("", redisPort), TIMEOUT_MS),
      checkRedis(at(":wrong-password@", redisPort), TIMEOUT_MS),
      checkRedis(at(":right-password@", redisPort, 99), TIMEOUT_MS),
      checkRedis(at(":right-password@", redisPort, 3), TIMEOUT_MS),
    ]);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    expect(refused).toMatchObject({ store: "Redis", variable: "REDIS_URL", failure: "refused" });
    expect(timedOut?.failure).toBe("timed out");
    expect(noPassword?.failure).toBe("authentication failed");
    expect(wrongPassword?.failure).toBe("authentication failed");
    expect(wrongPassword?.address).toBe(`redis://127.0.0.1:${redisPort}/0`);
    expect(missing?.failure).toBe("database missing");
    expect(right).toBeNull();
    const cluster = await checkRedis(
      { REDIS_URL: "redis://", REDIS_CLUSTER_NODES: [`127.0.0.1:${refusedPort}`] },
      TIMEOUT_MS,
    );
    expect(cluster).toMatchObject({ variable: "REDIS_CLUSTER_NODES", failure: "refused" });
  });
});

describe("the stores a process needs", () => {
  it("takes a missing database as no problem for a process that creates it, and checks only what it needs", async () => {
    const config = loadConfig({
      DATABASE_URL: testDatabaseUrl(`playpal_missing_${randomBytes(4).toString("hex")}`),
      REDIS_URL: `redis://127.0.0.1:${refusedPort}`,
      STARTUP_CHECK_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    expect((await checkStores(config, { postgres: true, redis: true })).map((p) => p.failure)).toEqual([
      "database missing",
      "refused",
    ]);
    expect(await checkStores(config, { postgres: true, createsDatabase: true })).toEqual([]);
    expect(await checkStores({ ...config, REDIS_URL: TEST_REDIS_URL }, { redis: true })).toEqual([]);
  });
});
