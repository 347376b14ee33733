import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema> & { $client: pg.Pool };
/** A database handle or an open transaction: query helpers accept either. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export function createDatabase(
  url: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): Database {
  // A database that silently drops packets fails a request after 5 s instead of hanging it.
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (server restart, failover) must not crash the process; the
  // pool replaces it on the next query.
  pool.on("error", (error) => options.onIdleError?.(error));
  return drizzle(pool, { schema, casing: "snake_case" }) as Database;
}

export async function closeDatabase(db: Database): Promise<void> {
  await db.$client.end();
}
