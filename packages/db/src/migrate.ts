import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/**
 * How long boot waits for a connection, as the pool does: a database that accepts and never answers
 * fails the start (the process exits and its supervisor tries again) instead of leaving it hanging.
 */
const CONNECT_TIMEOUT_MS = 5000;

/** Arbitrary constant: the advisory lock every replica takes before migrating. */
const MIGRATION_LOCK_ID = 7_310_421_955;

/** Creates the database named in the URL when it does not exist yet (needs a reachable `postgres` db). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (rowCount === 0) {
      await client
        .query(`create database "${name.replaceAll('"', '""')}"`)
        .catch((error: { code?: string }) => {
          // Another replica created it first: "already exists", or a unique violation when both raced.
          if (error.code !== "42P04" && error.code !== "23505") throw error;
        });
    }
  } finally {
    await client.end();
  }
}

/**
 * Applies pending migrations under a session-level advisory lock, so API replicas that start together
 * migrate one after the other (the later ones find nothing to do).
 */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    await client.end();
  }
}
