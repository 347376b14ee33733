import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runMigrations } from "@playpal/db";
import pg from "pg";
import {
  answers,
  findRedisServer,
  type LocalServer,
  NO_REDIS_MESSAGE,
  startPostgres,
  startRedis,
} from "../scripts/local-servers.ts";
import { freePort } from "./ports.ts";
import { MACHINE_DATABASE_ADMIN_URL } from "./servers.ts";

/**
 * Builds one migrated template database per run; every test file then clones it (CREATE DATABASE ...
 * TEMPLATE), which takes milliseconds and isolates files from one another.
 *
 * Several runs may share the PostgreSQL server at once (engineers and CI jobs on one machine), so each run
 * names its template and file databases after a run id and only ever drops its own; databases that
 * crashed runs left behind are dropped once they are two hours old. The names reach the test workers
 * through the environment, which the forked workers inherit from this process.
 */
const RUN_ID =
  process.env.PLAYPAL_TEST_RUN_ID ?? `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
export const TEMPLATE_DB = `playpal_test_tpl_${RUN_ID}`;
/** Prefix of the databases cloned for test files in this run (see `createTestDatabase`). */
export const FILE_DB_PREFIX = `playpal_test_f_${RUN_ID}_`;

/**
 * The run's PostgreSQL and Redis (test/servers.ts reads the choice): TEST_DATABASE_ADMIN_URL and
 * TEST_REDIS_URL when set, else the machine's when they answer on 127.0.0.1:5432 and :6379, else
 * servers of the run's own, as `npm start` does (scripts/local-servers.ts), in a temporary directory
 * removed at the end, without fsync. Slower to start by about a second, the same tests after that.
 */
async function provideServers(): Promise<{ own: LocalServer[]; dir?: string }> {
  const ownPostgres = !process.env.TEST_DATABASE_ADMIN_URL && !(await answers(5432));
  const ownRedis = !process.env.TEST_REDIS_URL && !(await answers(6379));
  if (!ownPostgres && !ownRedis) return { own: [] };
  const redisBinary = ownRedis ? findRedisServer() : undefined;
  if (ownRedis && !redisBinary) throw new Error(NO_REDIS_MESSAGE.replace("REDIS_URL", "TEST_REDIS_URL"));
  const dir = await mkdtemp(path.join(tmpdir(), "playpal-test-servers-"));
  // As root, PostgreSQL runs as the postgres OS user, which must enter this directory.
  await chmod(dir, 0o755);
  const own: LocalServer[] = [];
  try {
    if (ownPostgres) {
      const server = await startPostgres({
        dataDir: path.join(dir, "postgres"),
        port: await freePort(),
        logFile: path.join(dir, "postgres.log"),
        durable: false,
        ownProcessGroup: false,
      });
      own.push(server);
      process.env.TEST_DATABASE_ADMIN_URL = server.url;
      console.log(`tests: nothing answers on 127.0.0.1:5432; PostgreSQL of the run's own at ${server.url}`);
    }
    if (ownRedis && redisBinary) {
      const server = await startRedis({
        dataDir: path.join(dir, "redis"),
        port: await freePort(),
        logFile: path.join(dir, "redis.log"),
        durable: false,
        ownProcessGroup: false,
        binary: redisBinary,
      });
      own.push(server);
      process.env.TEST_REDIS_URL = server.url;
      console.log(`tests: nothing answers on 127.0.0.1:6379; Redis of the run's own at ${server.url}`);
    }
  } catch (error) {
    await Promise.all(own.map((server) => server.stop()));
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { own, dir };
}

export default async function setup() {
  process.env.PLAYPAL_TEST_RUN_ID = RUN_ID;
  const servers = await provideServers();
  const stopServers = async () => {
    await Promise.all(servers.own.map((server) => server.stop()));
    if (servers.dir) await rm(servers.dir, { recursive: true, force: true });
  };
  const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? MACHINE_DATABASE_ADMIN_URL;
  try {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      await dropStaleDatabases(admin);
      await admin.query(`drop database if exists ${TEMPLATE_DB}`);
      await admin.query(`create database ${TEMPLATE_DB}`);
    } finally {
      await admin.end();
    }
    const url = new URL(ADMIN_URL);
    url.pathname = `/${TEMPLATE_DB}`;
    await runMigrations(url.toString());
  } catch (error) {
    await stopServers();
    throw error;
  }
  return async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [FILE_DB_PREFIX],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await client.end();
    await stopServers();
  };
}

/** Test databases of runs that ended without cleaning up: older than two hours (by their creation file). */
async function dropStaleDatabases(client: pg.Client) {
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database
        where datname like 'playpal\\_test\\_%'
          and (pg_stat_file('base/' || oid || '/PG_VERSION')).modification < now() - interval '2 hours'`,
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } catch {
    // Without the rights to read the data directory, stale databases are left for a manual clean-up.
  }
}
