/**
 * `npm start`: the whole platform on one machine, for local use. PostgreSQL and Redis are the configured
 * ones (DATABASE_URL, REDIS_URL), else those answering on 127.0.0.1:5432 and :6379, else servers of its
 * own (scripts/local-servers.ts) with their data under `.data/` (EMBEDDED_DATA_DIR), kept between
 * starts. It checks both answer, creates and migrates the database if needed, then runs the five
 * services together, each line prefixed with its service name. A service or a server of its own
 * exiting stops everything; its own servers stop last, after the services they serve.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { ensureDatabase, runMigrations } from "@playpal/db";
import { checkStores, describeStoreProblem, loadConfigOrExit } from "@playpal/platform";
import { ENTRIES } from "./build.ts";
import {
  answers,
  findRedisServer,
  kernelFreePort,
  type LocalServer,
  LocalServerError,
  NO_REDIS_MESSAGE,
  startPostgres,
  startRedis,
} from "./local-servers.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataRoot = path.resolve(root, process.env.EMBEDDED_DATA_DIR || ".data");
/** A path as the person reads it: relative to where they ran npm start when it is inside. */
const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative === "" || relative.startsWith("..") ? file : relative;
};
const unset = (name: string) => !process.env[name]?.trim();

const servers: LocalServer[] = [];
const services = ["api", "realtime", "media-worker", "payout", "console"] as const;
const children = new Map<string, ChildProcess>();
let stopping = false;

// Whatever ends this script (an error of its own included), it never leaves a service or a server of
// its own behind; the servers finish their own shutdown (PostgreSQL's fast one, Redis writing its file).
process.on("exit", () => {
  for (const child of children.values()) child.kill("SIGKILL");
  for (const server of servers) server.signalStop();
});

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    // Asked again (a second Ctrl-C): the services' own second-signal rule makes them exit at once.
    if (stopping) for (const child of children.values()) child.kill("SIGTERM");
    else stop(0);
  });
}

/** PostgreSQL and Redis of our own where none is configured or answering; their URLs into the env. */
async function provideStores(): Promise<void> {
  const ownPostgres = unset("DATABASE_URL") && !(await answers(5432));
  const ownRedis = unset("REDIS_URL") && unset("REDIS_CLUSTER_NODES") && !(await answers(6379));
  // Looked up first: with no Redis to be had, nothing is started.
  const redisBinary = ownRedis ? findRedisServer() : undefined;
  if (ownRedis && !redisBinary) throw new LocalServerError(NO_REDIS_MESSAGE);
  if (!ownPostgres && !ownRedis) return;
  await mkdir(dataRoot, { recursive: true });
  if (ownPostgres) {
    const dataDir = path.join(dataRoot, "postgres");
    const server = await startPostgres({
      dataDir,
      port: await kernelFreePort(),
      logFile: `${dataDir}.log`,
      durable: true,
      ownProcessGroup: true,
    });
    servers.push(server);
    const url = new URL(server.url);
    url.pathname = "/playpal";
    process.env.DATABASE_URL = url.toString();
    console.log(
      `PlayPal: DATABASE_URL is unset and nothing answers on 127.0.0.1:5432, so it runs a PostgreSQL of its own at ${url}, data in ${shown(dataDir)} (kept between starts, log ${shown(server.logFile)}).`,
    );
  }
  if (ownRedis && redisBinary) {
    const dataDir = path.join(dataRoot, "redis");
    const server = await startRedis({
      dataDir,
      port: await kernelFreePort(),
      logFile: `${dataDir}.log`,
      durable: true,
      ownProcessGroup: true,
      binary: redisBinary,
    });
    servers.push(server);
    process.env.REDIS_URL = server.url;
    console.log(
      `PlayPal: REDIS_URL is unset and nothing answers on 127.0.0.1:6379, so it runs a Redis of its own (${redisBinary}) at ${server.url}, data in ${shown(dataDir)} (kept between starts).`,
    );
  }
  const exports = [
    ownPostgres && `DATABASE_URL=${process.env.DATABASE_URL}`,
    ownRedis && `REDIS_URL=${process.env.REDIS_URL}`,
  ].filter(Boolean);
  console.log(
    `PlayPal: these stop with npm start. Other commands (npm run admin, npm run seed) reach them with \`export ${exports.join(" ")}\`. To use your own servers instead, set DATABASE_URL and REDIS_URL (or run them on 127.0.0.1:5432 and :6379).`,
  );
  for (const server of servers) {
    void server.exited.then(({ code, signal }) => {
      if (stopping) return;
      console.error(
        `[${server.name}] exited (${signal ?? code}; its log: ${shown(server.logFile)}); stopping the platform`,
      );
      stop(1);
    });
  }
}

try {
  await provideStores();
} catch (error) {
  if (!(error instanceof LocalServerError)) throw error;
  console.error(error.message);
  await stopServers();
  process.exit(1);
}

const config = loadConfigOrExit();
const problems = await checkStores(config, { postgres: true, redis: true, createsDatabase: true });
if (problems.length > 0) {
  for (const problem of problems)
    console.error(describeStoreProblem(problem, "npm start", config.STARTUP_CHECK_TIMEOUT_MS));
  await stopServers();
  process.exit(1);
}
await ensureDatabase(config.DATABASE_URL);
await runMigrations(config.DATABASE_URL);

/** Each service closes within SHUTDOWN_TIMEOUT_MS by itself; one still running after this is killed. */
const stopGraceMs = config.SHUTDOWN_TIMEOUT_MS + 2000;

for (const name of services) {
  if (stopping) break;
  const child = spawn(process.execPath, ["--import", "tsx", ENTRIES[`${name}/main`] as string], {
    env: { ...process.env, MIGRATE_ON_START: "false" },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own: Ctrl-C in the terminal signals this script only, which forwards one
    // SIGTERM (the terminal's SIGINT on top of it would be a second signal, which exits at once).
    detached: true,
  });
  children.set(name, child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) =>
      process.stdout.write(`[${name.padEnd(12)}] ${line}\n`),
    );
  }
  child.on("error", (error) => {
    console.error(`[${name}] could not be run: ${error.message}; stopping the others`);
    stop(1);
  });
  child.on("exit", (code, signal) => {
    children.delete(name);
    if (!stopping) {
      // A service never ends by itself, whatever its status: that is a failure of `npm start`.
      console.error(`[${name}] exited (${signal ?? code}); stopping the others`);
      stop(1);
    } else if (code !== 0) {
      console.error(`[${name}] did not stop cleanly (${signal ?? code})`);
      process.exitCode = 1;
    }
    if (stopping && children.size === 0) void finish();
  });
}

/** Stops the servers of our own (after the services), then exits. */
async function finish(): Promise<never> {
  await stopServers();
  process.exit(process.exitCode ?? 0);
}

async function stopServers(): Promise<void> {
  await Promise.all(servers.map((server) => server.stop()));
}

function stop(code: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) {
    void finish();
    return;
  }
  for (const child of children.values()) child.kill("SIGTERM");
  setTimeout(() => {
    for (const [name, child] of children) {
      console.error(`[${name}] still running ${stopGraceMs} ms after SIGTERM; killing it`);
      child.kill("SIGKILL");
    }
    process.exitCode = 1;
  }, stopGraceMs).unref();
}

console.log(
  `PlayPal: API on :${config.PORT}, realtime on :${config.REALTIME_PORT}, payout on :${config.PAYOUT_PORT}, console on http://127.0.0.1:${config.CONSOLE_PORT}`,
);
