import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ENTRIES } from "../scripts/build.ts";
import { createTestDatabase } from "./context.ts";
import { freePort } from "./realtime.ts";
import { killIfRunning, type ServiceProcess, startProcess } from "./service-process.ts";

// `npm start` (scripts/start-all.ts) as a real process tree: the script and its five service processes.
const SERVICES = ["api", "realtime", "media-worker", "payout", "console"] as const;
type Service = (typeof SERVICES)[number];

let database: { url: string; drop: () => Promise<void> };
let dataDir: string;
let running: ServiceProcess | undefined;
let pids: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "playpal-start-all-"));
});
afterEach(() => {
  killIfRunning(running);
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  pids = [];
});
afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** What /proc says of a process: its parent and its state letter (Z: exited, not yet reaped), or null. */
async function procStat(pid: number): Promise<{ ppid: number; state: string } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(ppid), state: state as string };
  } catch {
    return null;
  }
}

/** The service processes started by `parent`, by service name. */
async function servicePids(parent: number): Promise<Record<Service, number>> {
  const found: Partial<Record<Service, number>> = {};
  for (const entry of await readdir("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || (await procStat(pid))?.ppid !== parent) continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    const name = SERVICES.find((s) => cmdline.includes(ENTRIES[`${s}/main`] as string));
    if (name) found[name] = pid;
  }
  expect(Object.keys(found).sort()).toEqual([...SERVICES].sort());
  return found as Record<Service, number>;
}

/** Resolves once `pid` has exited (gone, or a zombie nobody reaped yet). */
async function gone(pid: number): Promise<void> {
  for (;;) {
    const stat = await procStat(pid);
    if (!stat || stat.state === "Z") return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A service's "up" line: the media worker's once its screening model is loaded too (the load's
 * synchronous stretches would otherwise outlast the test's one-second shutdown deadline).
 */
const started = (service: Service) => (line: { msg?: string }) => {
  const text = line.msg ?? "";
  if (!text.startsWith(`[${service}`)) return false;
  return service === "media-worker" ? text.includes("screening model loaded") : /listening/i.test(text);
};

async function startAll() {
  running = startProcess(
    "scripts/start-all.ts",
    {
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      REDIS_PREFIX: `t${randomBytes(5).toString("hex")}`,
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      REALTIME_PORT: String(await freePort()),
      PAYOUT_PORT: String(await freePort()),
      MEDIA_WORKER_PORT: String(await freePort()),
      CONSOLE_PORT: String(await freePort()),
      SHUTDOWN_TIMEOUT_MS: "1000",
    },
    { ownProcessGroup: true },
  );
  for (const service of SERVICES) await running.waitForLog(started(service));
  const children = await servicePids(running.child.pid as number);
  pids = Object.values(children);
  return { script: running, children };
}

const cleanShutdown = (service: Service) => (line: { msg?: string }) => {
  const text = line.msg ?? "";
  return (
    text.startsWith(`[${service}`) && text.includes('"msg":"shut down"') && text.includes('"exitCode":0')
  );
};

describe("npm start (scripts/start-all.ts)", () => {
  it("on Ctrl-C (SIGINT to the whole foreground group) every service drains once and it exits 0", async () => {
    const { script, children } = await startAll();
    process.kill(-(script.child.pid as number), "SIGINT");
    expect(await script.exited).toEqual({ code: 0, signal: null });
    for (const service of SERVICES) {
      expect(script.lines.some(cleanShutdown(service)), service).toBe(true);
      await gone(children[service]);
    }
  }, 60_000);

  it("a service that exits on its own, even with status 0, stops the others and exits non-zero", async () => {
    const { script, children } = await startAll();
    process.kill(children.payout, "SIGTERM");
    const { code } = await script.exited;
    expect(code).not.toBe(0);
    for (const service of SERVICES) await gone(children[service]);
  }, 60_000);

  it("kills a service that does not stop in time instead of leaving it running", async () => {
    const { script, children } = await startAll();
    // A service that no longer runs at all (stopped) cannot answer SIGTERM.
    process.kill(children.realtime, "SIGSTOP");
    script.child.kill("SIGTERM");
    const { code } = await script.exited;
    expect(code).not.toBe(0);
    for (const service of SERVICES) await gone(children[service]);
  }, 60_000);
});
