import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTRIES } from "../scripts/build.ts";
import { freePort } from "./ports.ts";
import { type RedisServer, startRedisServer } from "./redis-server.ts";
import { TEST_DATABASE_ADMIN_URL, testDatabaseUrl } from "./servers.ts";
import { killIfRunning, type ServiceProcess, startProcess } from "./service-process.ts";
import { startSilentServer } from "./silent-server.ts";

// Each service's entry point and `npm start`, as real processes against stores that do not answer: one
// paragraph on stderr naming the variable, the address, what came back and the fix, then exit 1; never
// a stack trace, never a service left logging reconnection errors. (startup-check.test.ts in
// packages/platform covers every case against each store; here every case reaches some service.)
const TIMEOUT_MS = "1000";
let silent: Awaited<ReturnType<typeof startSilentServer>>;
let refusedPort: number;
let redis: RedisServer;
const running: ServiceProcess[] = [];

beforeAll(async () => {
  silent = await startSilentServer();
  refusedPort = await freePort();
  redis = await startRedisServer();
  const { Redis } = await import("ioredis");
  const admin = new Redis(redis.url);
  await admin.config("SET", "requirepass", "right-password");
  admin.disconnect();
});
afterAll(async () => {
  for (const service of running) killIfRunning(service);
  await silent?.close();
  await redis?.close();
});

const at = (url: string, port: number) => {
  const parsed = new URL(url);
  parsed.port = String(port);
  return parsed.toString();
};

type Entry = "api" | "realtime" | "media-worker" | "payout" | "console" | "npm start";

async function run(entry: Entry, env: Record<string, string>) {
  const script = entry === "npm start" ? "scripts/start-all.ts" : (ENTRIES[`${entry}/main`] as string);
  const child = startProcess(script, {
    NODE_ENV: "development",
    STARTUP_CHECK_TIMEOUT_MS: TIMEOUT_MS,
    MIGRATE_ON_START: "false",
    PORT: String(await freePort()),
    REALTIME_PORT: String(await freePort()),
    PAYOUT_PORT: String(await freePort()),
    MEDIA_WORKER_PORT: String(await freePort()),
    CONSOLE_PORT: String(await freePort()),
    REDIS_PREFIX: `t${randomBytes(4).toString("hex")}`,
    DATABASE_URL: TEST_DATABASE_ADMIN_URL,
    ...env,
  });
  running.push(child);
  const exited = await child.exited;
  const printed = child.lines.map((line) => line.msg ?? JSON.stringify(line));
  return { exited, printed };
}

/** Exit 1 and one paragraph per store that did not answer, each matching its `what`; nothing else. */
function expectParagraphs(
  result: Awaited<ReturnType<typeof run>>,
  who: string,
  expected: { store: string; variable: string; what: RegExp }[],
) {
  const all = result.printed.join("\n");
  expect(result.exited, all).toEqual({ code: 1, signal: null });
  const paragraphs = result.printed.filter((line) => line.includes("cannot start without"));
  expect(paragraphs, all).toHaveLength(expected.length);
  for (const { store, variable, what } of expected) {
    const paragraph = paragraphs.find((line) =>
      line.startsWith(`${who} cannot start without ${store}: ${variable} is `),
    );
    expect(paragraph, all).toMatch(what);
  }
  expect(all).not.toContain("right-password");
  expect(all).not.toContain("wrong-password");
  // No stack trace, no reconnection errors: the paragraphs are all it printed.
  expect(result.printed.length, all).toBe(expected.length);
  expect(all).not.toMatch(/^\s+at |ECONNREFUSED|Command timed out/m);
}

const redisAt = (auth: string, db = 0) => `redis://${auth}127.0.0.1:${new URL(redis.url).port}/${db}`;
const refusedRedis = () => `redis://127.0.0.1:${refusedPort}`;

// Both stores broken at once, a different way for each service: every case reaches some service, and
// every service shows it checks each store it uses (the realtime service has no database).
const CASES: {
  entry: Entry;
  postgres?: [url: () => string, what: RegExp];
  redis: [url: () => string, what: RegExp];
}[] = [
  {
    entry: "api",
    postgres: [
      () => at(testDatabaseUrl("playpal"), refusedPort),
      /connection was refused: nothing listens at 127\.0\.0\.1:\d+\. Start PostgreSQL/,
    ],
    redis: [
      () => redisAt(":wrong-password@"),
      /refused the credentials \(WRONGPASS.*Put the server's password in REDIS_URL/,
    ],
  },
  {
    entry: "realtime",
    redis: [() => `redis://127.0.0.1:${silent.port}`, /did not answer in time.*\(waited 1000 ms\)/],
  },
  {
    entry: "media-worker",
    postgres: [
      () => at(testDatabaseUrl("playpal"), silent.port),
      /did not answer in time.*\(waited 1000 ms\)/,
    ],
    redis: [refusedRedis, /connection was refused.*docker compose up redis/],
  },
  {
    entry: "payout",
    postgres: [
      () => TEST_DATABASE_ADMIN_URL.replace("postgres@", "no_such_role:wrong-password@"),
      /refused the credentials \(role "no_such_role" does not exist\)\. Put a user and password/,
    ],
    redis: [() => redisAt(":right-password@", 99), /has no such database \(ERR DB index is out of range\)/],
  },
  {
    entry: "console",
    postgres: [
      () => testDatabaseUrl(`playpal_missing_${randomBytes(4).toString("hex")}`),
      /has no such database .*npm run db:migrate/,
    ],
    redis: [() => redisAt(""), /refused the credentials \(NOAUTH/],
  },
];

describe.concurrent("a service whose stores do not answer at start", () => {
  it.each(CASES)(
    "$entry prints one paragraph for each and exits 1",
    async ({ entry, postgres, redis }) => {
      const result = await run(entry, {
        ...(postgres && { DATABASE_URL: postgres[0]() }),
        REDIS_URL: redis[0](),
      });
      expectParagraphs(result, entry, [
        ...(postgres ? [{ store: "PostgreSQL", variable: "DATABASE_URL", what: postgres[1] }] : []),
        { store: "Redis", variable: "REDIS_URL", what: redis[1] },
      ]);
    },
    120_000,
  );

  it("npm start prints the paragraph and exits 1 before starting any service", async () => {
    const result = await run("npm start", {
      DATABASE_URL: at(testDatabaseUrl("playpal"), refusedPort),
      REDIS_URL: redisAt(":right-password@"),
    });
    expectParagraphs(result, "npm start", [
      { store: "PostgreSQL", variable: "DATABASE_URL", what: /connection was refused/ },
    ]);
  }, 120_000);
});
