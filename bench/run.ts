/**
 * `npm run bench`: load scenarios against the real API on a seeded database, judged against
 * `targets.ts` as ratios to the ceiling measured in the same run (`ceiling-server.ts`: a bare Fastify
 * server in a child process serving a 15 KB feed-shaped page pre-encoded, serialized, and serialized
 * and gzipped; measured first, with the same load). Creates and migrates a database of its own (`playpal_bench_<random>`), seeds it
 * (`seed.ts`), starts the API from its entry point on a free 127.0.0.1 port with its own Redis prefix and
 * the rate limit raised out of the way, runs each scenario of `scenarios.ts` with autocannon (a short
 * warm-up first), prints a table and exits 1 when a target is missed or any response was not 2xx. The
 * database, Redis keys and data directory are removed at the end, also after a failure or Ctrl-C.
 *
 *   BENCH_DURATION     seconds per scenario (default 8)
 *   BENCH_CONNECTIONS  concurrent connections (default 10; targets are checked only at their load)
 *   BENCH_SCENARIOS    comma-separated scenario names to run (default all)
 *   BENCH_WARMUP       warm-up seconds per scenario, not measured (default 1)
 *   BENCH_POSTS        posts in the seeded table (default 200000; the growth check runs 1000000 too)
 *   BENCH_CPU_PROF     a directory: the API process writes a V8 CPU profile (.cpuprofile) there on exit
 *
 * PostgreSQL and Redis come from DATABASE_URL (its server; the database name is replaced) and REDIS_URL.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ensureDatabase, runMigrations } from "@playpal/db";
import { createRedis, createTokenSigner, durationToSeconds, loadConfigOrExit } from "@playpal/platform";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "../test/realtime.ts";
import { type ApiProcess, buildServices, startApi } from "./api-process.ts";
import { type CeilingProcess, startCeiling } from "./ceiling.ts";
import { type CleanupStep, clearRedisPrefix, dropDatabase, runCleanups } from "./housekeeping.ts";
import { type Ceilings, formatBounds, formatTable, judge, type ScenarioResult } from "./report.ts";
import {
  formatRevocationWindow,
  measureRevocationWindow,
  type RevocationWindow,
} from "./revocation-window.ts";
import { type BenchContext, SCENARIOS, type Scenario, type ScenarioName } from "./scenarios.ts";
import { DEFAULT_SHAPE, type SeedShape, seedBenchData } from "./seed.ts";
import { CEILING_MODES, TARGET_LOAD } from "./targets.ts";
import { prepareWrites } from "./write-scenarios.ts";

interface Options {
  duration: number;
  connections: number;
  warmup: number;
  scenarios: (Scenario & { name: ScenarioName })[];
  shape: SeedShape;
}

function readOptions(env = process.env): Options {
  const positive = (name: string, fallback: number, min = 1) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === "") return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number >= ${min}`);
    return n;
  };
  const names = (env.BENCH_SCENARIOS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const known = SCENARIOS.map((s) => s.name) as string[];
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length > 0) {
    throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(", ")}; known: ${known.join(", ")}`);
  }
  return {
    duration: positive("BENCH_DURATION", 8),
    connections: positive("BENCH_CONNECTIONS", TARGET_LOAD.connections),
    warmup: positive("BENCH_WARMUP", 1, 0),
    scenarios: names.length ? SCENARIOS.filter((s) => names.includes(s.name)) : [...SCENARIOS],
    shape: { ...DEFAULT_SHAPE, posts: positive("BENCH_POSTS", DEFAULT_SHAPE.posts, 1000) },
  };
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const MiB = 1024 * 1024;

/** Cleanup steps, run last-in first-out however the run ends. */
const cleanups: CleanupStep[] = [];
let interrupted = false;
let current: autocannon.Instance | null = null;

async function main(): Promise<number> {
  const options = readOptions();
  const config = loadConfigOrExit();
  const dbName = `playpal_bench_${randomBytes(4).toString("hex")}`;
  const adminUrl = withDatabase(config.DATABASE_URL, "postgres");
  const dbUrl = withDatabase(config.DATABASE_URL, dbName);
  const redisPrefix = `bench${randomBytes(4).toString("hex")}`;

  // The machine's load beside the figures: a neighbour's work moves absolute numbers (ratios less).
  log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} at the start`,
  );
  await dropStaleBenchDatabases(adminUrl);
  log(`database ${dbName}: creating and migrating`);
  cleanups.push({ name: `drop database ${dbName}`, run: () => dropDatabase(adminUrl, dbName) });
  await ensureDatabase(dbUrl);
  await runMigrations(dbUrl);

  log(
    `seeding (${Object.entries(options.shape)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")})`,
  );
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const seeded = await seedBenchData(client, options.shape, log).finally(() => client.end());
  log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
  if (interrupted) return 130;

  const dataDir = await mkdtemp(path.join(tmpdir(), "playpal-bench-"));
  cleanups.push({ name: "remove data dir", run: () => rm(dataDir, { recursive: true, force: true }) });
  cleanups.push({
    name: `clear Redis ${redisPrefix}:*`,
    run: () => clearRedisPrefix(config.REDIS_URL, redisPrefix),
  });
  const secret = () => randomBytes(24).toString("hex");
  const jwtSecret = secret();
  const port = await freePort();
  const build = await buildServices();
  cleanups.push({ name: "remove the build", run: () => build.remove() });
  const apiEnv = {
    NODE_ENV: "production",
    // Request logging is left out of the measurement; warnings and errors still show.
    LOG_LEVEL: "warn",
    DATABASE_URL: dbUrl,
    REDIS_URL: config.REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: jwtSecret,
    RESET_SECRET: secret(),
    REALTIME_ADMIN_TOKEN: secret(),
    ADMIN_SECRET: secret(),
    METRICS_TOKEN: secret(),
    RATE_LIMIT_MAX: String(1_000_000_000),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // No realtime service runs: emits fail fast on the discard port and are logged.
    REALTIME_URL: "http://127.0.0.1:9",
    MIGRATE_ON_START: "false",
    // Local modes for every provider, whatever the caller's environment says.
    S3_BUCKET: "",
    SMTP_URL: "",
    EXPO_ACCESS_TOKEN: "",
    MUX_TOKEN_ID: "",
    MUX_TOKEN_SECRET: "",
    LIVEKIT_URL: "",
    STRIPE_SECRET_KEY: "",
  };
  const api = await startApi(build, apiEnv, port);
  cleanups.push({ name: "stop the API", run: () => api.stop() });
  log(`API on ${api.url} (Redis prefix ${redisPrefix})`);

  const signer = createTokenSigner(jwtSecret, durationToSeconds(config.JWT_EXPIRES_IN));
  const headersOf = async (userId: string) => ({
    authorization: `Bearer ${await signer.sign({ userId, tokenVersion: 0 })}`,
    "accept-encoding": "gzip",
  });
  const reader = await headersOf(seeded.readerId);
  const writer = await headersOf(seeded.writerId);
  // The write scenarios' rows (issue 32: reactions, follows, a conversation).
  const writes = await withClient(dbUrl, (c) =>
    prepareWrites(c, { url: api.url, writer, readerId: seeded.readerId, writerId: seeded.writerId }),
  );
  const context: BenchContext = {
    reader,
    writer,
    feedCursor: await firstFeedCursor(api.url, reader),
    writes,
  };
  log(await waitForTimeline(config.REDIS_URL, redisPrefix, seeded.readerId));

  log(
    `\n${options.scenarios.length} scenarios, ${options.duration} s each after ${options.warmup} s warm-up, ` +
      `${options.connections} connections`,
  );
  const ceiling = await startCeiling(await freePort(), { url: config.REDIS_URL, prefix: redisPrefix });
  cleanups.push({ name: "stop the ceiling server", run: () => ceiling.stop() });
  log(`ceiling server on ${ceiling.url}: page ${ceiling.jsonBytes} bytes, ${ceiling.gzipBytes} gzipped`);
  const ceilings = {} as Ceilings;
  for (const mode of CEILING_MODES) {
    if (interrupted) return 130;
    log(`- ceiling ${mode.name}: ${mode.description}`);
    const run = await runScenario(
      ceiling,
      {
        name: mode.name,
        requests: () => [
          {
            method: "GET",
            path: mode.path,
            headers: {
              "accept-encoding": "gzip",
              ...(mode.name === "pre-encoded-authed" || mode.name === "authed-memory"
                ? { authorization: `Bearer ${ceiling.token}` }
                : {}),
            },
          },
        ],
      },
      context,
      options,
    );
    ceilings[mode.name] = run.result.requests.average;
  }
  await ceiling.stop();

  const runs: ScenarioResult[] = [];
  for (const scenario of options.scenarios) {
    if (interrupted) return 130;
    log(`- ${scenario.name}: ${scenario.description}`);
    runs.push((await runScenario(api, scenario, context, options)) as ScenarioResult);
  }

  // Issue 32: the revocation window across two replicas (a second API process), after the scenarios.
  let revocation: RevocationWindow | null = null;
  if (!interrupted) {
    const second = await startApi(build, apiEnv, await freePort());
    cleanups.push({ name: "stop the second API", run: () => second.stop() });
    const userIds = Array.from({ length: 50 }, (_, i) => `bu${19_000 + i}`);
    revocation = await measureRevocationWindow({
      a: api,
      b: second,
      signer,
      userIds,
      redis: { url: config.REDIS_URL, prefix: redisPrefix },
    });
    await second.stop();
  }

  const verdicts = runs.map((run) => judge(run, ceilings, options.connections));
  log(
    `\nceiling (same run): ${CEILING_MODES.map((m) => `${m.name} ${ceilings[m.name].toFixed(0)} req/s`).join(", ")}`,
  );
  log(`\n${formatTable(runs, verdicts, ceilings, options.connections)}\n`);
  for (const line of formatBounds(runs, ceilings)) log(line);
  if (revocation) for (const line of formatRevocationWindow(revocation)) log(line);
  if (options.connections !== TARGET_LOAD.connections) {
    log(`targets not checked: they hold at ${TARGET_LOAD.connections} connections (bench/targets.ts)`);
  }
  log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} at the end`,
  );
  const failed = verdicts.filter((v) => v.failures.length > 0);
  for (const v of failed) log(`FAIL ${v.name}: ${v.failures.join("; ")}`);
  log(
    failed.length ? `${failed.length} of ${runs.length} scenarios failed` : `all ${runs.length} scenarios ok`,
  );
  return failed.length ? 1 : 0;
}

async function runScenario<Name extends string>(
  api: ApiProcess | CeilingProcess,
  scenario: Pick<Scenario, "requests"> & { name: Name },
  context: BenchContext,
  options: Options,
): Promise<Omit<ScenarioResult, "name"> & { name: Name }> {
  const fire = (duration: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      current = autocannon(
        {
          url: api.url,
          connections: options.connections,
          duration,
          timeout: 10,
          requests: scenario.requests(context),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    }).finally(() => {
      current = null;
    });

  if (options.warmup > 0) await fire(options.warmup);
  let peakRss = 0;
  const sampler = setInterval(() => {
    api
      .memory()
      .then((m) => {
        peakRss = Math.max(peakRss, m.rss);
      })
      .catch(() => {});
  }, 500);
  const result = await fire(options.duration).finally(() => clearInterval(sampler));
  const memoryAfter = await api.memory();
  log(
    `  ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `non-2xx ${result.non2xx}, RSS ${(memoryAfter.rss / MiB).toFixed(0)} MiB`,
  );
  return { name: scenario.name, result, memoryAfter, peakRss };
}

/**
 * The first feed read found the reader's home timeline cold and queued its rebuild (the API process runs
 * the job): the feed scenarios measure the built timeline, so wait for it (docs/feed-query.md).
 */
async function waitForTimeline(redisUrl: string, prefix: string, userId: string): Promise<string> {
  const redis = createRedis(redisUrl, prefix);
  try {
    const started = Date.now();
    while (Date.now() - started < 60_000) {
      if ((await redis.hget(`tlm:{${userId}}`, "ready")) === "1") {
        const entries = (await redis.zcard(`tl:{${userId}}`)) - 1;
        return `reader's home timeline built: ${entries} entries, ready ${Date.now() - started} ms after the first read`;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the reader's home timeline was not built within 60 s of the first feed read");
  } finally {
    redis.disconnect();
  }
}

/** The reader's first home feed page must be full and have a next page: the seed's shape is checked too. */
async function firstFeedCursor(url: string, headers: Record<string, string>) {
  const response = await fetch(`${url}/api/v1/feed`, { headers });
  if (!response.ok) throw new Error(`GET /api/v1/feed: ${response.status} ${await response.text()}`);
  const page = (await response.json()) as { items: unknown[]; nextCursor: BenchContext["feedCursor"] | null };
  if (page.items.length === 0 || !page.nextCursor) {
    throw new Error(`the reader's feed has ${page.items.length} posts and no next page: check bench/seed.ts`);
  }
  return page.nextCursor;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Databases of bench runs that were killed before cleaning up: older than two hours. */
async function dropStaleBenchDatabases(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database
        where datname like 'playpal\\_bench\\_%'
          and (pg_stat_file('base/' || oid || '/PG_VERSION')).modification < now() - interval '2 hours'`,
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } catch {
    // Without the rights to read the data directory, stale databases are left for a manual clean-up.
  } finally {
    await admin.end();
  }
}

async function cleanup() {
  await runCleanups(cleanups);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`\n${signal}: stopping and cleaning up`);
    current?.stop();
  });
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  code = 1;
} finally {
  await cleanup();
}
process.exit(interrupted ? 130 : code);
