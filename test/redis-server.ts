import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "./realtime.ts";

/**
 * A Redis server of a test file's own (the machine's `redis-server` binary on a free port), so that it
 * can crash, come back or freeze without touching the Redis every other test uses.
 */
export interface RedisServer {
  url: string;
  /** Starts it again on the same port (no-op while it runs); resolves once it accepts connections. */
  start(): Promise<void>;
  /** Kills it as a crash would (SIGKILL); connections see it go at once. */
  crash(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and commands are never answered, like dropped packets. */
  freeze(): void;
  /** Undoes `freeze`. */
  thaw(): void;
  /** Stops it for good, whatever state it is in. */
  close(): Promise<void>;
}

/** Every server of this process still running, killed if the process exits without closing them. */
const running = new Set<ChildProcess>();
let exitHooked = false;
function killAtExit(child: ChildProcess) {
  running.add(child);
  child.once("exit", () => running.delete(child));
  if (exitHooked) return;
  exitHooked = true;
  process.once("exit", () => {
    for (const server of running) {
      server.kill("SIGCONT");
      server.kill("SIGKILL");
    }
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let server: ChildProcess | undefined;
  const running = () => server !== undefined && server.exitCode === null && server.signalCode === null;

  async function start() {
    if (running()) return;
    const child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: ["ignore", "pipe", "ignore"] },
    );
    server = child;
    killAtExit(child);
    await new Promise<void>((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`redis-server exited (${code})`)));
      child.stdout?.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("Ready to accept connections")) resolve();
      });
    });
  }

  async function crash() {
    const child = server;
    if (!child || !running()) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGCONT");
    child.kill("SIGKILL");
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    crash,
    freeze: () => server?.kill("SIGSTOP"),
    thaw: () => server?.kill("SIGCONT"),
    close: crash,
  };
}
