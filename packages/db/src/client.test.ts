import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#test/context.ts";
import { closeDatabase, createDatabase, type Database } from "./client.ts";
import { isDatabaseUnavailable } from "./errors.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
const lost: Error[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.url, { max: 2, onIdleError: (error) => lost.push(error) });
});
afterAll(async () => {
  await closeDatabase(db);
  await database.drop();
});

describe("a connection lost inside a transaction", () => {
  it("fails the transaction as the database being unavailable, never as an uncaught exception, and the pool goes on", async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const outcome = db
        .transaction(async (tx) => {
          const [row] = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows;
          // Between two queries of the transaction the server ends the connection, as a stopped or
          // crashed PostgreSQL does: the checked-out client hears it with no query running.
          await admin.query("select pg_terminate_backend($1)", [row?.pid]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      const error = await outcome;
      expect(error).not.toBeNull();
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(lost.length).toBeGreaterThanOrEqual(1);
      // The broken client left the pool: the next query gets a working one.
      expect((await db.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
    }
  });
});
