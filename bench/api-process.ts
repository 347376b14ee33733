/**
 * The API under load runs in its own process, started from its real entry point
 * (`services/api/src/main.ts`, with its in-process notifications worker), so the load generator's CPU
 * and memory stay out of its numbers. `memory-probe.ts` is preloaded to report its memory over IPC.
 */
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath, pathToFileURL } from "node:url";

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
const MAIN = fileURLToPath(new URL("../services/api/src/main.ts", import.meta.url));
const PROBE = pathToFileURL(fileURLToPath(new URL("./memory-probe.ts", import.meta.url))).href;

export function startApi(env: Record<string, string>, port: number): Promise<ApiProcess> {
  return startService(MAIN, "api", { ...env, PORT: String(port) }, port);
}

/**
 * Forks a service's entry point (`main`) with the memory probe and waits for `GET /health` on `port`
 * (the port the caller put in `env` under the service's own variable). `label` prefixes its log lines.
 */
export async function startService(
  main: string,
  label: string,
  env: Record<string, string>,
  port: number,
): Promise<ApiProcess> {
  const child = fork(main, [], {
    cwd: ROOT,
    env: { ...process.env, ...env, HOST: "127.0.0.1" },
    // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the API process, written there when it stops.
    execArgv: [
      "--import",
      "tsx",
      "--import",
      PROBE,
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_CPU_PROF] : []),
      // BENCH_TRACE_GC=1: every garbage collection of the service, with its pause, on stderr.
      ...(process.env.BENCH_TRACE_GC ? ["--trace-gc"] : []),
    ],
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      for (const line of chunk.split("\n")) if (line.trim()) process.stderr.write(`[${label}] ${line}\n`);
    });
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
