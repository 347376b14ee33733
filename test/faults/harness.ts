/**
 * The fault suite's platform (docs/operations.md "The fault suite"): a PostgreSQL cluster and a Redis
 * server of its own (never the machine's), and the services as their own processes, each of which a
 * test can kill (SIGKILL), pause (SIGSTOP), resume and start again; plus a small load driver over HTTP
 * that records every answer, so a test can check what was acknowledged against the database.
 *
 *   const platform = await startFaultPlatform();          // in beforeAll (hook timeout: a minute)
 *   const api = await platform.start("api", { SOME_VARIABLE: "1" });
 *   ... platform.redis.crash(); platform.pg.stop("immediate"); api.kill(); await api.restart(); ...
 *   await platform.close();                               // in afterAll: every process and directory
 *
 * Every process and directory is removed by `close()`, and by this process's exit when a test failed
 * before it ran.
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase, type Database } from "@playpal/db";
import { freePort } from "../ports.ts";
import { type PostgresCluster, startPostgresCluster } from "../postgres-cluster.ts";
import { type RedisServer, startRedisServer } from "../redis-server.ts";
import { killIfRunning, type ServiceProcess, startService } from "../service-process.ts";

export type ServiceName = "api" | "media-worker" | "payout" | "realtime";

/** The variable each service listens on (test/service-process.ts refuses the defaults). */
const PORT_VARIABLE: Record<ServiceName, string> = {
  api: "PORT",
  "media-worker": "MEDIA_WORKER_PORT",
  payout: "PAYOUT_PORT",
  realtime: "REALTIME_PORT",
};

export interface RunningService {
  name: ServiceName;
  /** `http://127.0.0.1:<port>`, the same across restarts. */
  url: string;
  /** The current process (a new one after `restart`). */
  readonly process: ServiceProcess;
  /** SIGSTOP: it keeps its connections and answers nothing, as a process stalled by its machine. */
  pause(): void;
  resume(): void;
  /** Sends `signal` (SIGKILL: a crash) and resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts a new process of it with the same environment (plus `env`), once the previous one is gone. */
  restart(env?: Record<string, string>): Promise<void>;
  /** The body of its `GET /metrics`. */
  metrics(): Promise<string>;
}

export interface FaultPlatform {
  pg: PostgresCluster;
  redis: RedisServer;
  /** The environment every service gets: the platform's database, Redis, data directory... */
  env: Record<string, string>;
  /** A pool of the test's own on the platform's database (1 connection: it survives outages by retrying). */
  db: Database;
  /** Starts a service as its own process and resolves once it answers HTTP. */
  start(name: ServiceName, env?: Record<string, string>): Promise<RunningService>;
  close(): Promise<void>;
}

/** What this process started and has not cleaned up yet, for the exit hook. */
const running = new Set<ServiceProcess>();
const dataDirs = new Set<string>();
let exitHooked = false;
function cleanUpAtExit() {
  if (exitHooked) return;
  exitHooked = true;
  process.once("exit", () => {
    for (const child of running) {
      child.child.kill("SIGCONT");
      child.child.kill("SIGKILL");
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });
}
function killAtExit(service: ServiceProcess) {
  running.add(service);
  void service.exited.then(() => running.delete(service));
  cleanUpAtExit();
}

/** Resolves once `url` answers HTTP at all (any status), or throws when the process exits first. */
async function waitUntilAnswering(url: string, service: ServiceProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void service.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) {
      const printed = service.lines.map((l) => JSON.stringify(l)).join("\n");
      throw new Error(`${url}: the process exited before it answered; it printed:\n${printed.slice(-4000)}`);
    }
    try {
      await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startFaultPlatform(
  options: { env?: Record<string, string> } = {},
): Promise<FaultPlatform> {
  const started = await Promise.allSettled([
    startPostgresCluster(),
    startRedisServer(),
    mkdtemp(path.join(tmpdir(), "playpal-faults-data-")),
  ]);
  if (started.some((outcome) => outcome.status === "rejected")) {
    // What did start goes before the failure is reported.
    const [pgStarted, redisStarted, dirMade] = started;
    if (pgStarted.status === "fulfilled") await pgStarted.value.remove();
    if (redisStarted.status === "fulfilled") await redisStarted.value.close();
    if (dirMade.status === "fulfilled") await rm(dirMade.value, { recursive: true, force: true });
    throw (started.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult).reason;
  }
  const [pg, redis, dataDir] = started.map(
    (outcome) => (outcome as PromiseFulfilledResult<unknown>).value,
  ) as [PostgresCluster, RedisServer, string];
  dataDirs.add(dataDir);
  cleanUpAtExit();
  const ports = Object.fromEntries(
    await Promise.all(
      (Object.keys(PORT_VARIABLE) as ServiceName[]).map(async (name) => [name, await freePort()] as const),
    ),
  ) as Record<ServiceName, number>;
  const env: Record<string, string> = {
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    HOST: "127.0.0.1",
    DATABASE_URL: pg.url(),
    DATABASE_POOL_MAX: "5",
    REDIS_URL: redis.url,
    REDIS_PREFIX: `f${randomBytes(3).toString("hex")}`,
    DATA_DIR: dataDir,
    MIGRATE_ON_START: "false",
    PUBLIC_URL: `http://127.0.0.1:${ports.api}`,
    API_URL: `http://127.0.0.1:${ports.api}`,
    REALTIME_URL: `http://127.0.0.1:${ports.realtime}`,
    REALTIME_EMIT_TIMEOUT_MS: "300",
    PAYOUT_URL: `http://127.0.0.1:${ports.payout}`,
    PAYOUT_SCHEDULE: "false",
    RATE_LIMIT_MAX: "1000000",
    BCRYPT_COST: "4",
    SHUTDOWN_TIMEOUT_MS: "3000",
    ...Object.fromEntries(
      (Object.keys(PORT_VARIABLE) as ServiceName[]).map((n) => [PORT_VARIABLE[n], String(ports[n])]),
    ),
    ...options.env,
  };
  const db = createDatabase(pg.url(), { max: 1 });
  const services: RunningService[] = [];

  async function start(name: ServiceName, extra: Record<string, string> = {}): Promise<RunningService> {
    const url = `http://127.0.0.1:${ports[name]}`;
    let currentEnv = { ...env, ...extra };
    let current = startService(name, currentEnv);
    killAtExit(current);
    const launch = async () => {
      current = startService(name, currentEnv);
      killAtExit(current);
      await waitUntilAnswering(url, current);
    };
    const service: RunningService = {
      name,
      url,
      get process() {
        return current;
      },
      pause: () => current.child.kill("SIGSTOP"),
      resume: () => current.child.kill("SIGCONT"),
      async kill(signal = "SIGKILL") {
        if (current.child.exitCode !== null || current.child.signalCode !== null) return;
        current.child.kill("SIGCONT");
        current.child.kill(signal);
        await current.exited;
      },
      async restart(more = {}) {
        await service.kill();
        currentEnv = { ...currentEnv, ...more };
        await launch();
      },
      async metrics() {
        return (await fetch(`${url}/metrics`)).text();
      },
    };
    // Known to close() before it answers: a start that fails is still cleaned up.
    services.push(service);
    await waitUntilAnswering(url, current);
    return service;
  }

  return {
    pg,
    redis,
    env,
    db,
    start,
    async close() {
      for (const service of services) killIfRunning(service.process);
      await Promise.all(services.map((service) => service.process.exited));
      await db.$client.end().catch(() => undefined);
      await Promise.all([pg.remove(), redis.close(), rm(dataDir, { recursive: true, force: true })]);
      dataDirs.delete(dataDir);
    },
  };
}

// ---- the load driver -------------------------------------------------------------------------------

/** One answer (or failure to get one) of a request the driver or a test sent. */
export interface Answer {
  status?: number;
  /** A connection error: the process was gone or reset the connection. */
  error?: string;
  body: unknown;
}

/** One JSON request to the API; never rejects (a connection error is in `error`). */
export async function apiRequest(
  apiUrl: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  try {
    const response = await fetch(`${apiUrl}/api/v1${url}`, {
      method,
      headers: {
        ...(options.body !== undefined && { "content-type": "application/json" }),
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { error: cause?.code ?? (error as Error).name, body: null };
  }
}

/** A user the driver signed up: its id and token. */
export interface LoadUser {
  id: string;
  token: string;
}

/** Signs a user up (retrying while the API answers 503 or not at all); throws after `timeoutMs`. */
export async function signUp(apiUrl: string, timeoutMs = 30_000): Promise<LoadUser> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await apiRequest(apiUrl, "POST", "/create-account", { body: newAccount() });
    if (answer.status === 201) {
      const body = answer.body as { user: { id: string }; token: string };
      return { id: body.user.id, token: body.token };
    }
    if (Date.now() > deadline) throw new Error(`sign-up failed: ${answer.status ?? answer.error}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const newAccount = () => ({
  first_name: "Fault",
  last_name: "Load",
  email: `load-${randomBytes(6).toString("hex")}@example.com`,
  password: "correct horse battery",
});

export type LoadOperation = "sign-up" | "post" | "comment";

/** What the driver sent and what it got; `id` is the id of what a 2xx created. */
export interface LoadRecord extends Answer {
  op: LoadOperation;
  id?: string;
}

export interface LoadDriver {
  records: LoadRecord[];
  /** Stops sending, waits for the requests in flight, and answers every record. */
  stop(): Promise<LoadRecord[]>;
}

/**
 * A small mixed load (sign-ups, posts, comments on the posts it made) from `writers` concurrent
 * clients, as fast as the API answers, until `stop()`. A writer that got no answer or a 503 waits a
 * little before its next request, as a client backing off would.
 */
export function startLoad(apiUrl: string, options: { users: LoadUser[]; writers?: number }): LoadDriver {
  const records: LoadRecord[] = [];
  const users = [...options.users];
  const posts: string[] = [];
  let stopped = false;
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;
  const operations: LoadOperation[] = ["post", "comment", "sign-up", "post", "comment"];

  async function send(op: LoadOperation): Promise<LoadRecord> {
    const user = pick(users);
    if (op === "sign-up") {
      const answer = await apiRequest(apiUrl, "POST", "/create-account", { body: newAccount() });
      const body = answer.body as { user?: { id: string }; token?: string } | null;
      if (answer.status === 201 && body?.user && body.token)
        users.push({ id: body.user.id, token: body.token });
      return { op, ...answer, id: body?.user?.id };
    }
    if (op === "comment" && posts.length > 0) {
      const answer = await apiRequest(apiUrl, "POST", `/posts/${pick(posts)}/comments`, {
        token: user.token,
        body: { body: `comment ${records.length}` },
      });
      return { op, ...answer, id: (answer.body as { id?: string } | null)?.id };
    }
    const answer = await apiRequest(apiUrl, "POST", "/posts", {
      token: user.token,
      body: { body: `post ${records.length}` },
    });
    const id = (answer.body as { id?: string } | null)?.id;
    if (answer.status === 201 && id) posts.push(id);
    return { op: "post", ...answer, id };
  }

  const writer = async (w: number) => {
    for (let n = w; !stopped; n++) {
      const record = await send(operations[n % operations.length] as LoadOperation);
      records.push(record);
      if (record.error || record.status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const writers = Array.from({ length: options.writers ?? 4 }, (_, w) => writer(w));
  return {
    records,
    async stop() {
      stopped = true;
      await Promise.all(writers);
      return records;
    },
  };
}
