import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_ADMIN_URL, testDatabaseUrl } from "#test/servers.ts";
import { ensureDatabase, runMigrations } from "./migrate.ts";

const name = `playpal_test_f_migrate_${randomBytes(4).toString("hex")}`;
const url = testDatabaseUrl(name);

afterAll(async () => {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe("migrations", () => {
  it("create the database when missing and migrate safely when several replicas start at once", async () => {
    await Promise.all([ensureDatabase(url), ensureDatabase(url)]);
    await Promise.all([runMigrations(url), runMigrations(url), runMigrations(url)]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const applied = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      const tables = await client.query(
        "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'users'",
      );
      expect(applied.rows[0].n).toBeGreaterThan(0);
      expect(tables.rows[0].n).toBe(1);
      // Applying again is a no-op.
      await runMigrations(url);
      const again = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(again.rows[0].n).toBe(applied.rows[0].n);
    } finally {
      await client.end();
    }
  });
});
