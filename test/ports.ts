import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * Free TCP ports on 127.0.0.1 for servers a test or bench starts a moment later (a child process, a
 * second instance, a PostgreSQL replica). Not the kernel's `listen(0)`: that draws from the ephemeral
 * range, where every outgoing connection of every test file running beside this one also takes its
 * source port, so a port read and released could be taken before its server bound it (seen in CI:
 * `npm start`'s console failing with EADDRINUSE). These come from below the ephemeral range
 * (`/proc/sys/net/ipv4/ip_local_port_range`, 32768 by default), from a slice of their own for each
 * vitest worker (`VITEST_POOL_ID`), and one process never hands out the same port twice; each is
 * still checked free by binding it.
 */
const FIRST = 10_000;
const SLICE = 2_000;

function ephemeralStart(): number {
  try {
    const low = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > FIRST + SLICE ? low : 32_768;
  } catch {
    return 32_768;
  }
}

const slices = Math.max(1, Math.floor((ephemeralStart() - FIRST) / SLICE));
const sliceStart = FIRST + (Number(process.env.VITEST_POOL_ID ?? 0) % slices) * SLICE;
let offset = Math.floor(Math.random() * SLICE);
let handedOut = 0;

/** Whether `port` can be bound on 127.0.0.1 right now (bound, then released). */
export function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A free port of this process's slice, never one it handed out before. */
export async function freePort(): Promise<number> {
  while (handedOut < SLICE) {
    const port = sliceStart + (offset++ % SLICE);
    handedOut += 1;
    if (await canBind(port)) return port;
  }
  throw new Error(`no free port left in ${sliceStart}-${sliceStart + SLICE - 1}`);
}
