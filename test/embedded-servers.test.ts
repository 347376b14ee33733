import { type ChildProcess, execFile, spawn, spawnSync } from "node:child_process";
import { chmod, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRedisServer, NO_REDIS_MESSAGE } from "../scripts/local-servers.ts";

// A machine with only Node, as a newcomer's laptop: each test runs in a network namespace of its own
// (`unshare -n`, the loopback brought up), where nothing answers on 5432 or 6379, so `npm start` and
// `npm test` run on servers of their own. Namespaces need root, as CI runs: without them these tests
// fail, saying so; they never skip.
const run = promisify(execFile);
const SERVICE_PORTS = [4000, 4001, 4002, 4003, 4004];
const dirs: string[] = [];
const started: ChildProcess[] = [];

beforeAll(() => {
  const probe = spawnSync("unshare", ["-n", "true"], { encoding: "utf8" });
  if (probe.status !== 0) {
    throw new Error(
      `these tests need a network namespace of their own, and \`unshare -n\` failed (${probe.error?.message ?? probe.stderr.trim()}): run them as root, as CI does`,
    );
  }
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGKILL");
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** The environment of a machine where nothing is configured: no store URL, no test run's choice. */
function bareEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(DATABASE_URL|REDIS_URL|REDIS_CLUSTER_NODES|TEST_|PLAYPAL_TEST_|VITEST)/.test(name)) continue;
    env[name] = value;
  }
  return { ...env, ...extra };
}

interface Namespaced {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
  /** Runs a Node script inside the namespace (nsenter) and returns what it printed. */
  inside(script: string): Promise<string>;
}

/**
 * `command` in a network namespace of its own, in a process group of its own (as a terminal's
 * foreground job). `hide`: a mount namespace too, with /dev/null bound over each of these files.
 */
function inNamespace(command: string[], env: NodeJS.ProcessEnv, hide: string[] = []): Namespaced {
  const mounts = hide.map((file) => `mount --bind /dev/null '${file}' && `).join("");
  const child = spawn(
    "unshare",
    [hide.length > 0 ? "-nm" : "-n", "sh", "-c", `${mounts}ip link set lo up && exec "$@"`, "sh", ...command],
    { env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  started.push(child);
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => output.push(line));
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    output,
    exited,
    async inside(script) {
      // unshare and sh exec into the command: its pid is the namespace's.
      const { stdout } = await run("nsenter", [
        "-t",
        String(child.pid),
        "-n",
        "--",
        process.execPath,
        "-e",
        script,
      ]);
      return stdout.trim();
    },
  };
}

async function dataRoot(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "playpal-embedded-"));
  dirs.push(dir);
  // As root, PostgreSQL runs as the postgres OS user, which must enter it.
  await chmod(dir, 0o755);
  return dir;
}

/** Waits until every service answers /health 200 inside the namespace; the statuses seen last. */
async function healthy(platform: Namespaced, timeoutMs = 180_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let statuses: number[] = [];
  while (Date.now() < deadline) {
    if (platform.child.exitCode !== null) throw new Error(`npm start exited:\n${platform.output.join("\n")}`);
    statuses = JSON.parse(
      await platform.inside(
        `Promise.all(${JSON.stringify(SERVICE_PORTS)}.map((port) => fetch("http://127.0.0.1:" + port + "/health").then((r) => r.status, () => 0))).then((s) => console.log(JSON.stringify(s)))`,
      ),
    ) as number[];
    if (statuses.every((status) => status === 200)) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`not every service answered /health (${statuses}):\n${platform.output.join("\n")}`);
}

/** A POST to the API inside the namespace: its status. */
async function post(platform: Namespaced, route: string, body: object): Promise<number> {
  return Number(
    await platform.inside(
      `fetch("http://127.0.0.1:4000/api/v1${route}", { method: "POST", headers: { "content-type": "application/json" }, body: ${JSON.stringify(JSON.stringify(body))} }).then((r) => console.log(r.status))`,
    ),
  );
}

/** One inline Redis command to the platform's own Redis inside the namespace: the raw reply. */
async function redisCommand(platform: Namespaced, command: string): Promise<string> {
  const port = /Redis of its own .* at redis:\/\/127\.0\.0\.1:(\d+)/.exec(platform.output.join("\n"))?.[1];
  expect(port, platform.output.join("\n")).toBeDefined();
  return platform.inside(
    `const s = require("node:net").connect(${port}, "127.0.0.1", () => s.write(${JSON.stringify(`${command}\r\n`)})); s.on("data", (d) => { console.log(JSON.stringify(d.toString())); s.end(); });`,
  );
}

function startPlatform(root: string): Namespaced {
  return inNamespace(
    [process.execPath, "--import", "tsx", "scripts/start-all.ts"],
    bareEnv({
      EMBEDDED_DATA_DIR: root,
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      SHUTDOWN_TIMEOUT_MS: "2000",
    }),
  );
}

/** The pid of the child of `parent` running `script`. */
async function servicePid(parent: number, script: string): Promise<number> {
  for (const entry of await readdir("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
    if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) !== parent) continue;
    if ((await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")).includes(script)) return pid;
  }
  throw new Error(`no child of ${parent} runs ${script}`);
}

/** Ctrl-C in the terminal: SIGINT to the foreground group. */
async function interrupt(platform: Namespaced): Promise<number | null> {
  process.kill(-(platform.child.pid as number), "SIGINT");
  return platform.exited;
}

describe.concurrent("a machine with nothing on 5432 or 6379", () => {
  it("npm start runs every service on PostgreSQL and Redis of its own, which keep their data for the next start and stop with it", async () => {
    const root = await dataRoot();
    const account = {
      first_name: "Ada",
      last_name: "Local",
      email: "ada@example.com",
      password: "correct horse battery",
    };

    const first = startPlatform(root);
    const began = Date.now();
    expect(await healthy(first)).toEqual([200, 200, 200, 200, 200]);
    const firstStartMs = Date.now() - began;
    const said = first.output.join("\n");
    expect(said).toContain(`data in ${path.join(root, "postgres")} (kept between starts`);
    expect(said).toContain(`data in ${path.join(root, "redis")} (kept between starts)`);
    expect(said).toMatch(
      /`export DATABASE_URL=postgres:\/\/postgres@127\.0\.0\.1:\d+\/playpal REDIS_URL=redis:\/\/127\.0\.0\.1:\d+`/,
    );
    expect(said).toContain("To use your own servers instead, set DATABASE_URL and REDIS_URL");
    expect(await post(first, "/create-account", account)).toBe(201);
    expect(await redisCommand(first, "SET playpal:kept yes")).toBe(JSON.stringify("+OK\r\n"));
    expect(await interrupt(first), first.output.join("\n")).toBe(0);
    // Both stopped with it, after the services, and cleanly.
    expect(await readFile(path.join(root, "postgres.log"), "utf8")).toContain("database system is shut down");
    expect(await readFile(path.join(root, "redis.log"), "utf8")).toContain("ready to exit");

    const second = startPlatform(root);
    expect(await healthy(second)).toEqual([200, 200, 200, 200, 200]);
    expect(await post(second, "/authenticate", { email: account.email, password: account.password })).toBe(
      200,
    );
    expect(await redisCommand(second, "GET playpal:kept")).toBe(JSON.stringify("$3\r\nyes\r\n"));
    // A service that dies stops the platform, its own servers too, as cleanly as Ctrl-C does.
    process.kill(await servicePid(second.child.pid as number, "services/payout/src/main.ts"), "SIGKILL");
    expect(await second.exited, second.output.join("\n")).toBe(1);
    expect(second.output.join("\n")).toContain("[payout] exited (SIGKILL); stopping the others");
    const count = (text: string, what: string) => text.split(what).length - 1;
    expect(
      count(await readFile(path.join(root, "postgres.log"), "utf8"), "database system is shut down"),
    ).toBe(2);
    expect(count(await readFile(path.join(root, "redis.log"), "utf8"), "ready to exit")).toBe(2);
    expect((await stat(path.join(root, "postgres", "PG_VERSION"))).isFile()).toBe(true);
    console.log(`npm start on servers of its own: every /health 200 after ${firstStartMs} ms (first start)`);
  }, 400_000);

  it("npm start with no Redis to be had prints the three ways to one and exits 1, starting nothing", async () => {
    const root = await dataRoot();
    const redisServer = findRedisServer();
    const platform = inNamespace(
      [process.execPath, "--import", "tsx", "scripts/start-all.ts"],
      bareEnv({ EMBEDDED_DATA_DIR: root }),
      redisServer ? [redisServer] : [],
    );
    expect(await platform.exited).toBe(1);
    expect(platform.output).toEqual([NO_REDIS_MESSAGE]);
    for (const way of ["redis-server", "brew install redis", "docker compose up -d redis", "set REDIS_URL"]) {
      expect(NO_REDIS_MESSAGE).toContain(way);
    }
    await expect(stat(path.join(root, "postgres"))).rejects.toThrow(/ENOENT/);
  }, 120_000);

  it("npm test runs a journey on servers of the run's own", async () => {
    const tests = inNamespace(
      [process.execPath, "node_modules/vitest/vitest.mjs", "run", "test/journey.test.ts"],
      bareEnv({}),
    );
    const code = await tests.exited;
    const said = tests.output.join("\n");
    expect(code, said).toBe(0);
    expect(said).toContain("nothing answers on 127.0.0.1:5432; PostgreSQL of the run's own");
    expect(said).toContain("nothing answers on 127.0.0.1:6379; Redis of the run's own");
    expect(said).toMatch(/^tests: 3 passed, 0 failed$/m);
  }, 300_000);
});
