/**
 * The start-up check of a process's stores: before anything else connects, PostgreSQL and Redis are
 * each tried once, bounded by STARTUP_CHECK_TIMEOUT_MS, and one that does not answer ends the process
 * with status 1 and one paragraph: the variable, the address tried (without its password), what came
 * back and the fix. Without it a missing store showed as a driver's stack trace or as reconnection
 * errors logged until someone stopped the process. Readiness (`readiness.ts`, `/ready`) is the other
 * question: whether the stores answer now, asked again and again while the process serves.
 */

import { Redis } from "ioredis";
import pg from "pg";
import type { Config } from "./config.ts";

export type StoreFailure =
  | "refused"
  | "timed out"
  | "authentication failed"
  | "database missing"
  | "host not found"
  | "failed";

/** A store that did not answer: which, where, what came back. */
export interface StoreProblem {
  store: "PostgreSQL" | "Redis";
  /** The environment variable that names the store's address. */
  variable: string;
  /** The address tried, its password removed. */
  address: string;
  failure: StoreFailure;
  /** What the server or the network said, as the driver reported it. */
  detail: string;
}

/** `url` without its password (`postgres://user@host:port/db`), for messages and logs. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.toString();
  } catch {
    return "(not a URL)";
  }
}

/** The error's code and message, looking through a driver's wrapping (`cause`). */
function codeOf(error: unknown): { code?: string; message: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === "string") return { code, message: (current as Error).message ?? String(code) };
    current = cause;
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** The failures a network error means, before any protocol spoke (the same for both stores). */
function networkFailure(code: string | undefined, message: string): StoreFailure | undefined {
  if (code === "ECONNREFUSED") return "refused";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "host not found";
  if (code === "ETIMEDOUT" || code === "EHOSTUNREACH" || code === "ENETUNREACH") return "timed out";
  if (/time(d)? ?out|timeout expired/i.test(message)) return "timed out";
  return undefined;
}

/** Settles with `work`, or rejects with "timed out" after `ms` (the work is then abandoned). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms (timed out)`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Connects to the database of `url` and runs `select 1`; null when it answered. */
export async function checkPostgres(
  url: string,
  timeoutMs: number,
  variable = "DATABASE_URL",
): Promise<StoreProblem | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on("error", () => {});
  try {
    await within(
      timeoutMs,
      client.connect().then(() => client.query("select 1")),
    );
    return null;
  } catch (error) {
    const { code, message } = codeOf(error);
    let failure = networkFailure(code, message) ?? "failed";
    // 28P01: wrong password; 28000: no such role, or no pg_hba.conf rule lets it in. A server asking for
    // a password the URL does not carry fails in the client, before any SQLSTATE.
    if (code === "28P01" || code === "28000" || /SASL|password must be a string/i.test(message)) {
      failure = "authentication failed";
    } else if (code === "3D000") failure = "database missing";
    return { store: "PostgreSQL", variable, address: withoutPassword(url), failure, detail: message };
  } finally {
    void client.end().catch(() => {});
  }
}

/** One Redis server: connects (authenticating as the URL says), selects its database, PINGs. */
async function checkRedisServer(
  url: string,
  timeoutMs: number,
): Promise<Omit<StoreProblem, "variable"> | null> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // ioredis rejects connect() with "Connection is closed."; the reason came as an error event first.
  let reason: unknown;
  redis.on("error", (error) => {
    reason ??= error;
  });
  try {
    await within(
      timeoutMs,
      (async () => {
        await redis.connect();
        // ioredis does not fail the connection when the URL's database number does not exist.
        const db = Number(redis.options.db ?? 0);
        if (db > 0) await redis.select(db);
        await redis.ping();
      })(),
    );
    return null;
  } catch (error) {
    const { code, message } = codeOf(reason ?? error);
    let failure = networkFailure(code, message) ?? "failed";
    if (/^(NOAUTH|WRONGPASS)|invalid password|invalid username-password/i.test(message)) {
      failure = "authentication failed";
    } else if (/DB index is out of range/i.test(message)) failure = "database missing";
    return { store: "Redis", address: withoutPassword(url), failure, detail: message };
  } finally {
    redis.disconnect();
  }
}

/**
 * Checks the Redis of the configuration: the server of REDIS_URL, or with REDIS_CLUSTER_NODES the
 * cluster's nodes (REDIS_URL's credentials on each), which pass when one of them answers.
 */
export async function checkRedis(
  target: Pick<Config, "REDIS_URL"> & { REDIS_CLUSTER_NODES?: string[] },
  timeoutMs: number,
): Promise<StoreProblem | null> {
  const nodes = target.REDIS_CLUSTER_NODES ?? [];
  if (nodes.length === 0) {
    const problem = await checkRedisServer(target.REDIS_URL, timeoutMs);
    return problem && { ...problem, variable: "REDIS_URL" };
  }
  const problems = await Promise.all(
    nodes.map((node) => checkRedisServer(nodeUrl(target.REDIS_URL, node), timeoutMs)),
  );
  if (problems.some((problem) => problem === null)) return null;
  const first = problems[0] as Omit<StoreProblem, "variable">;
  return { ...first, variable: "REDIS_CLUSTER_NODES", address: nodes.join(",") };
}

/** A cluster node's URL: REDIS_URL's scheme (TLS or not) and credentials, the node's host and port. */
function nodeUrl(base: string, node: string): string {
  try {
    const url = new URL(base);
    const auth = url.username || url.password ? `${url.username}:${url.password}@` : "";
    return `${url.protocol}//${auth}${node}`;
  } catch {
    return `redis://${node}`;
  }
}

const WHAT_CAME_BACK: Record<StoreFailure, (p: StoreProblem) => string> = {
  refused: (p) => `the connection was refused: nothing listens at ${hostOf(p)}`,
  "timed out": () =>
    "it did not answer in time: something accepts connections there but does not speak (a frozen or overloaded server, a firewall dropping packets, or another program on that port)",
  "authentication failed": (p) => `the server refused the credentials (${p.detail})`,
  "database missing": (p) => `the server has no such database (${p.detail})`,
  "host not found": (p) => `the host name does not resolve (${p.detail})`,
  failed: (p) => `it failed: ${p.detail}`,
};

const FIXES: Record<StoreProblem["store"], Record<StoreFailure, string>> = {
  PostgreSQL: {
    refused: "Start PostgreSQL there, or set DATABASE_URL to a server that runs.",
    "timed out": "Check that the address is the PostgreSQL server and that it is up.",
    "authentication failed":
      "Put a user and password the server accepts in DATABASE_URL (postgres://USER:PASSWORD@HOST:PORT/DATABASE), or allow that user in the server's pg_hba.conf.",
    "database missing":
      "Create it: `npm run db:migrate` creates and migrates it (as the API does at start unless MIGRATE_ON_START=false).",
    "host not found": "Correct the host in DATABASE_URL.",
    failed: "Check DATABASE_URL and the server's log.",
  },
  Redis: {
    refused:
      "Start Redis there (the `redis-server` package, Homebrew's `redis`, or `docker compose up redis`), or set REDIS_URL to a server that runs.",
    "timed out": "Check that the address is the Redis server and that it is up.",
    "authentication failed":
      "Put the server's password in REDIS_URL (redis://:PASSWORD@HOST:PORT, or redis://USER:PASSWORD@HOST:PORT with ACL users).",
    "database missing":
      "Use a database number below the server's `databases` setting (16 by default) in REDIS_URL.",
    "host not found": "Correct the host in REDIS_URL.",
    failed: "Check REDIS_URL and the server's log.",
  },
};

function hostOf(problem: StoreProblem): string {
  if (problem.variable === "REDIS_CLUSTER_NODES") return problem.address;
  try {
    const url = new URL(problem.address);
    return `${url.hostname}:${url.port || (problem.store === "PostgreSQL" ? "5432" : "6379")}`;
  } catch {
    return problem.address;
  }
}

/** The one paragraph printed for a store that did not answer. */
export function describeStoreProblem(problem: StoreProblem, service: string, timeoutMs: number): string {
  const what = WHAT_CAME_BACK[problem.failure](problem);
  const waited = problem.failure === "timed out" ? ` (waited ${timeoutMs} ms)` : "";
  return (
    `${service} cannot start without ${problem.store}: ${problem.variable} is ${problem.address}, and ` +
    `${what}${waited}. ${FIXES[problem.store][problem.failure]}`
  );
}

/** Which stores a process uses, and whether it creates the database itself (the API's migrations). */
export interface StoreNeeds {
  postgres?: boolean;
  redis?: boolean;
  /** A missing database is not a problem: the process creates it (MIGRATE_ON_START). */
  createsDatabase?: boolean;
}

/** Checks the stores the process needs at once; the problems found (none: all answered). */
export async function checkStores(config: Config, needs: StoreNeeds): Promise<StoreProblem[]> {
  const timeoutMs = config.STARTUP_CHECK_TIMEOUT_MS;
  const [postgres, redis] = await Promise.all([
    needs.postgres ? checkPostgres(config.DATABASE_URL, timeoutMs) : null,
    needs.redis ? checkRedis(config, timeoutMs) : null,
  ]);
  const problems: StoreProblem[] = [];
  if (postgres && !(needs.createsDatabase && postgres.failure === "database missing"))
    problems.push(postgres);
  if (redis) problems.push(redis);
  return problems;
}

/**
 * For a process entry point, right after the configuration: checks the stores it needs and, when one
 * does not answer, prints its paragraph on stderr and exits 1 (no stack trace, no reconnection loop).
 */
export async function checkStoresOrExit(config: Config, service: string, needs: StoreNeeds): Promise<void> {
  const problems = await checkStores(config, needs);
  if (problems.length === 0) return;
  for (const problem of problems) {
    console.error(describeStoreProblem(problem, service, config.STARTUP_CHECK_TIMEOUT_MS));
  }
  process.exit(1);
}
