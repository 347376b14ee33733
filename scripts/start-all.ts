/**
 * `npm start`: creates and migrates the database if needed, then runs the four services together for
 * local use, each line prefixed with its service name. One service exiting stops the others.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { ensureDatabase, runMigrations } from "@playpal/db";
import { loadConfig } from "@playpal/platform";

const config = loadConfig();
await ensureDatabase(config.DATABASE_URL);
await runMigrations(config.DATABASE_URL);

const services = ["api", "realtime", "media-worker", "payout"] as const;
const children = new Map<string, ChildProcess>();
let stopping = false;

for (const name of services) {
  const child = spawn(process.execPath, ["--import", "tsx", `services/${name}/src/main.ts`], {
    env: { ...process.env, MIGRATE_ON_START: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.set(name, child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) =>
      process.stdout.write(`[${name.padEnd(12)}] ${line}\n`),
    );
  }
  child.on("exit", (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping the others`);
      stop(code ?? 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
}

function stop(code: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children.values()) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 10_000).unref();
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
console.log(
  `PlayPal: API on :${config.PORT}, realtime on :${config.REALTIME_PORT}, payout on :${config.PAYOUT_PORT}`,
);
