import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { type ClientRequest, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./context.ts";
import { freePort } from "./realtime.ts";
import { killIfRunning, type ServiceProcess, startService } from "./service-process.ts";

// Each service run as the real process it is in production, against the real PostgreSQL and Redis.
let database: { url: string; drop: () => Promise<void> };
let dataDir: string;
const started: ServiceProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "playpal-shutdown-"));
});
afterEach(() => {
  for (const service of started.splice(0)) killIfRunning(service);
});
afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function env(extra: Record<string, string> = {}) {
  return {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    DATABASE_URL: database.url,
    REDIS_PREFIX: `t${randomBytes(5).toString("hex")}`,
    DATA_DIR: dataDir,
    MIGRATE_ON_START: "false",
    REALTIME_URL: "http://127.0.0.1:9",
    PORT: String(await freePort()),
    REALTIME_PORT: String(await freePort()),
    PAYOUT_PORT: String(await freePort()),
    MEDIA_WORKER_PORT: String(await freePort()),
    ...extra,
  };
}

function start(name: Parameters<typeof startService>[0], vars: Record<string, string>) {
  const service = startService(name, vars);
  started.push(service);
  return service;
}

const listening = (line: { msg?: string }) => /listening/i.test(line.msg ?? "");
const shuttingDown = (line: { msg?: string }) => line.msg === "shutting down";

/**
 * A request the API is still receiving: `create-account` with a declared length of which only the first
 * half is sent. `finish()` sends the rest; `response` settles with the status.
 */
function requestInFlight(port: number) {
  const body = Buffer.from(
    JSON.stringify({
      first_name: "Drain",
      last_name: "Test",
      email: `drain-${randomBytes(4).toString("hex")}@example.com`,
      password: "correct horse battery",
    }),
  );
  let req: ClientRequest | undefined;
  const response = new Promise<number>((resolve, reject) => {
    req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/v1/create-account",
        headers: { "content-type": "application/json", "content-length": body.length },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
  });
  response.catch(() => {});
  const half = Math.floor(body.length / 2);
  req?.write(body.subarray(0, half));
  return { response, finish: () => req?.end(body.subarray(half)) };
}

describe("API process", () => {
  it("on SIGTERM finishes the request in flight, then exits 0", async () => {
    const vars = await env();
    const api = start("api", vars);
    await api.waitForLog(listening);
    const inFlight = requestInFlight(Number(vars.PORT));
    // The request has reached the server once a health check on another connection is answered after it.
    await fetch(`http://127.0.0.1:${vars.PORT}/health`);
    api.child.kill("SIGTERM");
    await api.waitForLog(shuttingDown);
    inFlight.finish();
    expect(await inFlight.response).toBe(201);
    expect(await api.exited).toEqual({ code: 0, signal: null });
  });

  it("exits 1 at the shutdown deadline when a request never finishes", async () => {
    const vars = await env({ SHUTDOWN_TIMEOUT_MS: "500" });
    const api = start("api", vars);
    await api.waitForLog(listening);
    requestInFlight(Number(vars.PORT));
    await fetch(`http://127.0.0.1:${vars.PORT}/health`);
    api.child.kill("SIGTERM");
    expect(await api.exited).toEqual({ code: 1, signal: null });
    expect(api.lines.some((l) => l.msg === "shutdown deadline passed; exiting now")).toBe(true);
  });

  it("exits at once on a second signal while the first is still draining", async () => {
    const vars = await env({ SHUTDOWN_TIMEOUT_MS: "600000" });
    const api = start("api", vars);
    await api.waitForLog(listening);
    requestInFlight(Number(vars.PORT));
    await fetch(`http://127.0.0.1:${vars.PORT}/health`);
    api.child.kill("SIGTERM");
    await api.waitForLog(shuttingDown);
    api.child.kill("SIGINT");
    expect(await api.exited).toEqual({ code: 1, signal: null });
  });
});

describe("a failure nothing handled", () => {
  // A module loaded ahead of the service rejects a promise nobody awaits when sent SIGUSR2: the stand-in
  // for a fire-and-forget call that forgot its catch.
  let injected: string;
  beforeAll(async () => {
    injected = path.join(dataDir, "reject-on-sigusr2.mjs");
    await writeFile(
      injected,
      'process.on("SIGUSR2", () => { Promise.reject(new Error("injected failure")); });\n',
    );
  });

  for (const name of ["api", "payout"] as const) {
    it(`${name}: an unhandled rejection is logged as fatal, then the service closes and exits 1`, async () => {
      const service = start(name, await env({ NODE_OPTIONS: `--import=${injected}` }));
      await service.waitForLog(listening);
      service.child.kill("SIGUSR2");
      expect(await service.exited).toEqual({ code: 1, signal: null });
      const fatal = service.lines.find((l) => l.level === 60);
      expect(fatal).toMatchObject({ msg: "unhandled rejection", err: { message: "injected failure" } });
      expect(service.lines.some((l) => l.msg === "shut down")).toBe(true);
    });
  }
});

describe("every service", () => {
  for (const name of ["api", "realtime", "media-worker", "payout"] as const) {
    it(`${name}: SIGTERM closes its connections and exits 0`, async () => {
      const service = start(name, await env());
      await service.waitForLog(name === "media-worker" ? (l) => l.msg === "media worker started" : listening);
      service.child.kill("SIGTERM");
      expect(await service.exited).toEqual({ code: 0, signal: null });
      expect(service.lines.some((l) => l.msg === "shut down")).toBe(true);
    });
  }
});
