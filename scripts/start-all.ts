/**
 * `npm start`: creates and migrates the database if needed, then runs the five services together for
 * local use, each line prefixed with its service name. One service exiting stops the others.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { ensureDatabase, runMigrations } from "@playpal/db";
import { loadConfig } from "@playpal/platform";
import { ENTRIES } from "./build.ts";

const config = loadConfig();
await ensureDatabase(config.DATABASE_URL);
await runMigrations(config.DATABASE_URL);

const services = ["api", "realtime", "media-worker", "payout", "console"] as const;
const children = new Map<string, ChildProcess>();
let stopping = false;
/** Each service closes within SHUTDOWN_TIMEOUT_MS by itself; one still running after this is killed. */
const stopGraceMs = config.SHUTDOWN_TIMEOUT_MS + 2000;

for (const name of services) {
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
    if (stopping && children.size === 0) process.exit(process.exitCode ?? 0);
  });
}

function stop(code: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children.values()) child.kill("SIGTERM");
  setTimeout(() => {
    for (const [name, child] of children) {
      console.error(`[${name}] still running ${stopGraceMs} ms after SIGTERM; killing it`);
      child.kill("SIGKILL");
    }
    process.exit(1);
  }, stopGraceMs).unref();
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    // Asked again (a second Ctrl-C): the services' own second-signal rule makes them exit at once.
    if (stopping) for (const child of children.values()) child.kill("SIGTERM");
    else stop(0);
  });
}
// Whatever ends this script (an error of its own included), it never leaves a service behind.
process.on("exit", () => {
  for (const child of children.values()) child.kill("SIGKILL");
});
console.log(
  `PlayPal: API on :${config.PORT}, realtime on :${config.REALTIME_PORT}, payout on :${config.PAYOUT_PORT}, console on http://127.0.0.1:${config.CONSOLE_PORT}`,
);
