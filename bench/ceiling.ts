/** Starts `ceiling-server.ts` in a child process (the load generator's CPU stays out of its numbers). */
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ApiMemory } from "./api-process.ts";

export interface CeilingProcess {
  url: string;
  jsonBytes: number;
  gzipBytes: number;
  /** A bearer token the `pre-encoded-authed` mode accepts. */
  token: string;
  memory(): Promise<ApiMemory>;
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SERVER = fileURLToPath(new URL("./ceiling-server.ts", import.meta.url));
const PROBE = pathToFileURL(fileURLToPath(new URL("./memory-probe.ts", import.meta.url))).href;

/** `redis`: where the `pre-encoded-authed` mode keeps its page and counters (keys under `prefix`). */
export async function startCeiling(
  port: number,
  redis: { url: string; prefix: string },
): Promise<CeilingProcess> {
  const child = fork(SERVER, [], {
    cwd: ROOT,
    env: {
      ...process.env,
      CEILING_PORT: String(port),
      CEILING_REDIS_URL: redis.url,
      CEILING_REDIS_PREFIX: redis.prefix,
      NODE_ENV: "production",
    },
    execArgv: ["--import", "tsx", "--import", PROBE],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = await new Promise<{ jsonBytes: number; gzipBytes: number; token: string }>(
    (resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error("the ceiling server did not start within 30 s")),
        30_000,
      );
      child.once("exit", (code) => reject(new Error(`the ceiling server exited (${code})`)));
      child.on("message", (message: unknown) => {
        const m = message as { type?: string; jsonBytes: number; gzipBytes: number; token: string };
        if (m?.type === "ready") {
          clearTimeout(timer);
          resolve(m);
        }
      });
    },
  ).catch(async (error) => {
    await stop(child);
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    ...ready,
    memory: () => memoryOf(child),
    stop: () => stop(child),
  };
}

function memoryOf(child: ChildProcess): Promise<ApiMemory> {
  return new Promise((resolve, reject) => {
    if (!child.connected) return reject(new Error("the ceiling server is gone"));
    const timer = setTimeout(() => reject(new Error("no memory report within 5 s")), 5_000);
    const onMessage = (message: unknown) => {
      if ((message as { type?: string })?.type !== "memory") return;
      clearTimeout(timer);
      child.off("message", onMessage);
      resolve(message as ApiMemory);
    };
    child.on("message", onMessage);
    child.send("memory");
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}
