import { fillPlaceholders, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { PgDialect, PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema> & { $client: pg.Pool };
/** A database handle or an open transaction: query helpers accept either. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export function createDatabase(
  url: string,
  options: {
    max?: number;
    /** A connection lost while idle in the pool or between the queries of a checked-out client. */
    onIdleError?: (error: Error) => void;
    connectionTimeoutMillis?: number;
    /** Client-side limit of a query (a server that stops answering fails it); none by default. */
    queryTimeoutMillis?: number;
    applicationName?: string;
  } = {},
): Database {
  // A database that silently drops packets fails a request after 5 s instead of hanging it.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    ...(options.queryTimeoutMillis ? { query_timeout: options.queryTimeoutMillis } : {}),
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  });
  // A client losing its connection (server restart, crash, failover) must not crash the process: an
  // idle one is the pool's `error`; one checked out between two queries (inside a transaction) emits
  // `error` on itself, which with no listener is an uncaught exception (seen in the fault suite when
  // PostgreSQL stopped under load). Its next query fails (the request answers 503) and the pool drops
  // it on release.
  pool.on("error", (error) => options.onIdleError?.(error));
  pool.on("connect", (client) => {
    client.on("error", (error) => options.onIdleError?.(error));
  });
  return drizzle(pool, { schema, casing: "snake_case" }) as Database;
}

export async function closeDatabase(db: Database): Promise<void> {
  await db.$client.end();
}

const dialect = new PgDialect({ casing: "snake_case" });

/**
 * A hot raw statement compiled once, with `sql.placeholder(name)` for every value, and run as a named
 * prepared statement: drizzle builds its text once per process instead of per call, and PostgreSQL plans
 * it once per connection instead of per call (after five custom plans it keeps a generic one when that is
 * no worse). For statements whose building and planning cost more than running them (the home timeline
 * page: ~2-5 ms to plan, ~1-2 ms to run). Rows come back as the driver returns them (snake_case).
 */
export function preparedStatement<T extends Record<string, unknown>>(name: string, query: () => SQL) {
  let compiled: { text: string; params: unknown[] } | undefined;
  return async (db: Database, values: Record<string, unknown>): Promise<T[]> => {
    if (!compiled) {
      const built = dialect.sqlToQuery(query());
      compiled = { text: built.sql, params: built.params };
    }
    const result = await db.$client.query<T>({
      name,
      text: compiled.text,
      values: fillPlaceholders(compiled.params, values),
    });
    return result.rows;
  };
}

/**
 * `column = any($1::text[])`: membership in a list of text ids as one array parameter, so a statement's
 * text is the same whatever the number of ids (drizzle's `inArray` writes one parameter per id).
 */
export function equalsAny(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...values])}::text[])`;
}

/**
 * A hot drizzle query prepared once per database handle: drizzle builds it once and PostgreSQL plans it
 * once per connection (a named statement), instead of both on every call. `build` receives the handle
 * and the value to bind: `sql.placeholder(name)` for the prepared form, or the value itself when the
 * query runs inside a transaction (a prepared query would run on the pool, outside it). Values that
 * vary in number (id lists) must be one array parameter (`= any(...)`), so the text never changes.
 */
export function preparedPerDatabase<R, V extends Record<string, unknown>>(
  name: string,
  build: (
    db: Executor,
    value: <K extends keyof V & string>(key: K) => unknown,
  ) => {
    prepare(name: string): { execute(values: V): Promise<R> };
    execute(): Promise<R>;
  },
) {
  const statements = new WeakMap<Database, { execute(values: V): Promise<R> }>();
  return (db: Executor, values: V): Promise<R> => {
    if (db instanceof PgTransaction) return build(db, (key) => values[key]).execute();
    const root = db as Database;
    let statement = statements.get(root);
    if (!statement) {
      statement = build(root, (key) => sql.placeholder(key)).prepare(name);
      statements.set(root, statement);
    }
    return statement.execute(values);
  };
}
