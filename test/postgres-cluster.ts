/**
 * A PostgreSQL cluster of a test file's own: `initdb` in a temporary directory, started with `pg_ctl` on
 * a free port (the machine's PostgreSQL programs, `pg_config --bindir`), so that a fault test can stop
 * it, start it again or freeze it without touching the server every other test uses. `fsync=off`: a
 * stop, even `immediate`, kills processes, not the machine, so what was committed is in the kernel's
 * cache and survives it. Removed with its directory by `remove()`, and by the process's exit if a test
 * left it running.
 */
import { rmSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureDatabase, runMigrations } from "@playpal/db";
import { giveToPostgres, pgBinDir, pgRun, run, writeDataFile } from "./pg-programs.ts";
import { freePort } from "./ports.ts";

export interface PostgresCluster {
  port: number;
  /** A URL of one of its databases (default `playpal`, which `migrated` holds). */
  url(database?: string): string;
  /** Stops it: `fast` disconnects every client and checkpoints; `immediate` is a crash. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** Starts it again (no-op while it runs); resolves once it accepts connections. */
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT every process of it: connections stay open and nothing answers, then it does. */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  /** Stops it for good, whatever state it is in, and deletes its directory. */
  remove(): Promise<void>;
}

/** Every cluster of this process still to remove, for the exit hook. */
const live = new Map<string, () => void>();
let exitHooked = false;
function removeAtExit(dir: string, removeNow: () => void) {
  live.set(dir, removeNow);
  if (exitHooked) return;
  exitHooked = true;
  process.once("exit", () => {
    for (const remove of live.values()) remove();
  });
}

/**
 * Starts a new cluster; with `migrated` (default), the database `playpal` created and migrated with the
 * project's migrations, as `npm start` would.
 */
export async function startPostgresCluster(options: { migrated?: boolean } = {}): Promise<PostgresCluster> {
  const bin = await pgBinDir();
  const dir = await mkdtemp(path.join(tmpdir(), "playpal-pg-"));
  const data = path.join(dir, "data");
  await giveToPostgres(dir);
  await chmod(dir, 0o700);
  const port = await freePort();
  const removeDir = () => rm(dir, { recursive: true, force: true });
  try {
    await pgRun(path.join(bin, "initdb"), [
      "-D",
      data,
      "-U",
      "postgres",
      "--auth=trust",
      "--encoding=UTF8",
      "--no-sync",
    ]);
  } catch (error) {
    await removeDir();
    throw new Error(`initdb failed: ${(error as Error).message}`);
  }
  const conf = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${dir}'`,
    "fsync = off",
    "full_page_writes = off",
    "shared_buffers = 32MB",
    "max_connections = 60",
    "",
  ].join("\n");
  await writeDataFile(data, "postgresql.auto.conf", conf);
  const pgCtl = (args: string[]) => pgRun(path.join(bin, "pg_ctl"), ["-D", data, ...args]);
  let running = false;
  let postmasterPid = 0;

  const start = async () => {
    if (running) return;
    try {
      await pgCtl(["-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
    } catch (error) {
      const log = await readFile(path.join(dir, "log"), "utf8").catch(() => "");
      throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log.slice(-2000)}`);
    }
    running = true;
    postmasterPid = Number((await readFile(path.join(data, "postmaster.pid"), "utf8")).split("\n")[0]);
  };
  const pids = async () => {
    const { stdout } = await run("pgrep", ["-P", String(postmasterPid)]).catch(() => ({ stdout: "" }));
    return [postmasterPid, ...stdout.split("\n").filter(Boolean).map(Number)];
  };
  const thaw = async () => {
    if (!running) return;
    for (const pid of await pids()) process.kill(pid, "SIGCONT");
  };
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    if (!running) return;
    await pgCtl(["-m", mode, "-w", "-t", "60", "stop"]);
    running = false;
  };

  try {
    await start();
  } catch (error) {
    await removeDir();
    throw error;
  }
  // If the test process ends without removing it (a failed hook, an interrupted run): an immediate
  // shutdown (SIGQUIT to the postmaster) and the directory deleted, synchronously.
  removeAtExit(dir, () => {
    try {
      if (running) {
        process.kill(postmasterPid, "SIGCONT");
        process.kill(postmasterPid, "SIGQUIT");
      }
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  });
  const url = (database = "playpal") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const cluster: PostgresCluster = {
    port,
    url,
    stop,
    start,
    async freeze() {
      for (const pid of await pids()) process.kill(pid, "SIGSTOP");
    },
    thaw,
    async remove() {
      await thaw().catch(() => undefined);
      await stop("immediate").catch(() => undefined);
      live.delete(dir);
      await removeDir();
    },
  };
  if (options.migrated ?? true) {
    try {
      await ensureDatabase(url());
      await runMigrations(url());
    } catch (error) {
      await cluster.remove();
      throw error;
    }
  }
  return cluster;
}
