/**
 * The PostgreSQL and Redis every test uses, as test/global-setup.ts chose them for the run:
 * TEST_DATABASE_ADMIN_URL and TEST_REDIS_URL when set, else the machine's on 127.0.0.1:5432 and :6379
 * when they answer, else servers of the run's own (scripts/local-servers.ts). The set-up passes its
 * choice to the test workers through these two variables; a test reads them here, never a default port.
 */

/** The machine's servers, used when they answer and nothing else is configured. */
export const MACHINE_DATABASE_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";
export const MACHINE_REDIS_URL = "redis://127.0.0.1:6379";

/** A superuser connection to the `postgres` database of the tests' server. */
export const TEST_DATABASE_ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? MACHINE_DATABASE_ADMIN_URL;

/** The tests' Redis server, database 0. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? MACHINE_REDIS_URL;

/** `database` on the tests' PostgreSQL server. */
export function testDatabaseUrl(database: string): string {
  const url = new URL(TEST_DATABASE_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Another database number of the tests' Redis server. */
export function testRedisUrl(db: number): string {
  const url = new URL(TEST_REDIS_URL);
  url.pathname = `/${db}`;
  return url.toString();
}
