import { randomBytes } from "node:crypto";
import { closeDatabase, createDatabase, type Database } from "@playpal/db";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { FILE_DB_PREFIX, TEMPLATE_DB } from "./global-setup.ts";
import { TEST_DATABASE_ADMIN_URL as ADMIN_URL } from "./servers.ts";

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

/**
 * The set-up of a file that needs only a database (plan tests, queries): `const ctx = useTestDatabase()`
 * clones one in `beforeAll` and drops it in `afterAll`, without building the API, whose imports cost
 * a file several seconds. `ctx.db` is read when used, in tests and hooks.
 */
export function useTestDatabase(): { readonly db: Database; readonly url: string } {
  let built: { db: Database; url: string; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    built = { ...database, db: createDatabase(database.url, { max: 5 }) };
  });
  afterAll(async () => {
    if (!built) return;
    await closeDatabase(built.db);
    await built.drop();
  });
  const current = () => {
    if (!built)
      throw new Error("useTestDatabase: the database is made in beforeAll; use it in tests and hooks");
    return built;
  };
  return {
    get db() {
      return current().db;
    },
    get url() {
      return current().url;
    },
  };
}
