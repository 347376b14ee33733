/**
 * The API under load runs in its own process, as in production: the bundle `npm run build` makes of its
 * real entry point (`services/api/src/main.ts`, with its in-process background worker), started
 * with `node --enable-source-maps` like `npm run start:prod:api`, so neither tsx's loader nor its
 * development transforms are measured. The load generator's CPU and memory stay out of its numbers.
 * `memory-probe.ts`, bundled beside it, is preloaded to report its memory over IPC.
 */
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { buildAll } from "../scripts/build.ts";

export interface ApiMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** Event-loop delay since the previous call, in ms (`memory-probe.ts`). */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export interface ApiProcess {
  url: string;
  /** The child's pid (for CPU time from /proc). */
  pid: number;
  memory(): Promise<ApiMemory>;
  loopDelay(): Promise<LoopDelay>;
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Warnings and errors the services logged (JSON lines at level 40 or more), by "<label>: <msg>". */
const logged = new Map<string, number>();

/** How many warnings and errors each service logged since start, by message: what a run went through. */
export function loggedWarnings(): Map<string, number> {
  return new Map(logged);
}

function countWarning(label: string, line: string) {
  if (!line.startsWith("{")) return;
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string };
    if ((entry.level ?? 0) < 40) return;
    const key = `${label}: ${entry.msg ?? "(no message)"}`;
    logged.set(key, (logged.get(key) ?? 0) + 1);
  } catch {
    // Not a log line of ours (a trace, a stack): printed, not counted.
  }
}

/** The entry points a benchmark forks (the media worker's health is on MEDIA_WORKER_PORT). */
export type BuiltService = "api" | "realtime" | "media-worker";

/** The services as `npm run build` compiles them, with the memory probe, in a folder of this run. */
export interface ServiceBuild {
  /** The compiled entry point of a service: `main("api")` is `<dir>/api/main.js`. */
  main(service: BuiltService): string;
  probe: string;
  remove(): Promise<void>;
}

/**
 * Builds every service into `bench/.build-<pid>` (inside the repository, so the bundles find
 * node_modules, as `dist/` does) with the production build (`scripts/build.ts`), plus the memory probe.
 */
export async function buildServices(): Promise<ServiceBuild> {
  const dir = path.join(ROOT, "bench", `.build-${process.pid}`);
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await buildAll(ROOT, dir);
    await build({
      entryPoints: [fileURLToPath(new URL("./memory-probe.ts", import.meta.url))],
      outfile: path.join(dir, "memory-probe.js"),
      bundle: true,
      platform: "node",
      target: "node20",
      format: "esm",
      logLevel: "warning",
    });
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    main: (service) => path.join(dir, service, "main.js"),
    probe: pathToFileURL(path.join(dir, "memory-probe.js")).href,
    remove,
  };
}

export function startApi(
  build: ServiceBuild,
  env: Record<string, string>,
  port: number,
): Promise<ApiProcess> {
  return startService(build, "api", "api", { ...env, PORT: String(port) }, port);
}

/**
 * Forks a service's compiled entry point with the memory probe and waits for `GET /health` on `port`
 * (the port the caller put in `env` under the service's own variable). `label` prefixes its log lines.
 */
export async function startService(
  build: ServiceBuild,
  service: BuiltService,
  label: string,
  env: Record<string, string>,
  port: number,
): Promise<ApiProcess> {
  const child = fork(build.main(service), [], {
    cwd: ROOT,
    env: { ...process.env, ...env, HOST: "127.0.0.1" },
    // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the API process, written there when it stops.
    execArgv: [
      "--enable-source-maps",
      "--import",
      build.probe,
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_CPU_PROF] : []),
      // BENCH_TRACE_GC=1: every garbage collection of the service, with its pause, on stderr.
      ...(process.env.BENCH_TRACE_GC ? ["--trace-gc"] : []),
    ],
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8");
    // A chunk may end within a line: the rest waits for the next chunk (or the end of the stream).
    let partial = "";
    const emit = (line: string) => {
      if (!line.trim()) return;
      countWarning(label, line);
      process.stderr.write(`[${label}] ${line}\n`);
    };
    stream?.on("data", (chunk: string) => {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) emit(line);
    });
    stream?.on("end", () => emit(partial));
  }
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(child, url, label);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    memory: () => ask<ApiMemory>(child, "memory"),
    loopDelay: () => ask<LoopDelay>(child, "loop"),
    stop: () => stopChild(child),
  };
}

async function waitForHealth(child: ChildProcess, url: string, label: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${label} exited during start-up (${child.signalCode ?? child.exitCode})`);
    }
    const ok = await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not answer ${url}/health within ${timeoutMs / 1000} s`);
}

function ask<T>(child: ChildProcess, type: "memory" | "loop"): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off("message", onMessage);
      reject(new Error(`the service did not answer "${type}" within 5 s`));
    }, 5_000);
    const onMessage = (message: unknown) => {
      if (typeof message === "object" && message !== null && (message as { type?: string }).type === type) {
        clearTimeout(timer);
        child.off("message", onMessage);
        resolve(message as T);
      }
    };
    child.on("message", onMessage);
    child.send(type);
  });
}

/** SIGTERM (the API's graceful shutdown), SIGKILL after 10 s. */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
