import { randomBytes } from "node:crypto";
import { runMigrations } from "@playpal/db";
import pg from "pg";

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
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export default async function setup() {
  process.env.PLAYPAL_TEST_RUN_ID = RUN_ID;
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
