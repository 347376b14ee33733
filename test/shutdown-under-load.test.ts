import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./context.ts";
import { freePort } from "./realtime.ts";
import { killIfRunning, type ServiceProcess, startService } from "./service-process.ts";

let database: { url: string; drop: () => Promise<void> };
let dataDir: string;
let api: ServiceProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "playpal-drain-"));
});
afterAll(async () => {
  killIfRunning(api);
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Outcome {
  status?: number;
  connection?: string;
  error?: string;
}

/** One JSON request over `agent`'s kept-alive connections; never rejects. */
function send(agent: Agent, port: number, method: string, url: string, token: string | null, body?: unknown) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise<Outcome & { body: string }>((resolve) => {
    const req = request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method,
        path: url,
        headers: {
          ...(payload && { "content-type": "application/json", "content-length": payload.length }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode, connection: res.headers.connection, body: text }),
        );
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, body: "" }),
    );
    req.end(payload);
  });
}

describe("SIGTERM under load", () => {
  it("finishes every request in flight, answers new ones 503 with Connection: close, and never a 500", {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    api = startService("api", {
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: "4",
      REDIS_PREFIX: `t${randomBytes(5).toString("hex")}`,
      DATA_DIR: dataDir,
      MIGRATE_ON_START: "false",
      REALTIME_URL: "http://127.0.0.1:9",
      REALTIME_EMIT_TIMEOUT_MS: "200",
      RATE_LIMIT_MAX: "100000",
      BCRYPT_COST: "4",
      LOG_LEVEL: "info",
    });
    await api.waitForLog((line) => /listening/i.test(line.msg ?? ""));
    const agent = new Agent({ keepAlive: true, maxSockets: 12 });
    let account: Awaited<ReturnType<typeof send>> | undefined;
    for (let attempt = 0; attempt < 100 && account?.status !== 201; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      account = await send(agent, port, "POST", "/api/v1/create-account", null, {
        first_name: "Load",
        last_name: "Writer",
        email: `load-${randomBytes(4).toString("hex")}@example.com`,
        password: "correct horse battery",
      });
    }
    const { token } = JSON.parse(account?.body ?? "{}") as { token: string };

    // Twelve writers post as fast as the API answers, over kept-alive connections, until it is gone.
    const outcomes: (Outcome & { afterSignal: boolean })[] = [];
    let signalled = false;
    let exited = false;
    void api.exited.then(() => {
      exited = true;
    });
    const writer = async (w: number) => {
      for (let n = 0; !exited; n++) {
        const afterSignal = signalled;
        const { body: _body, ...outcome } = await send(agent, port, "POST", "/api/v1/posts", token, {
          body: `writer ${w} post ${n}`,
        });
        outcomes.push({ ...outcome, afterSignal });
        if (outcome.error) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    // One more client whose kept-alive connection is idle when the signal comes: its next request is
    // the one a plain close() would reset, and the drain must answer it 503 with Connection: close.
    // (The twelve busy writers reach that path only by chance: their connections are rarely idle.)
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(idle, port, "POST", "/api/v1/posts", token, { body: "before" })).status).toBe(201);
    const writers = Array.from({ length: 12 }, (_, w) => writer(w));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    signalled = true;
    api.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const late = await send(idle, port, "POST", "/api/v1/posts", token, { body: "late" });
    idle.destroy();
    const exit = await api.exited;
    await Promise.all(writers);
    agent.destroy();

    expect(exit.code).toBe(0);
    const before = outcomes.filter((o) => !o.afterSignal);
    expect(before.length).toBeGreaterThan(20);
    expect(before.every((o) => o.status === 201)).toBe(true);
    const serverErrors = outcomes.filter(
      (o) => o.status !== undefined && o.status >= 500 && o.status !== 503,
    );
    expect(serverErrors).toEqual([]);
    expect({ status: late.status, connection: late.connection }).toEqual({
      status: 503,
      connection: "close",
    });
    const refused = outcomes.filter((o) => o.status === 503);
    for (const one of refused) expect(one.connection).toBe("close");
    // Nothing accepted was cut: a request either got its answer or was never taken (refused connection).
    const cut = outcomes.filter((o) => o.error && o.error !== "ECONNREFUSED");
    expect(cut).toEqual([]);
    const errors = api.lines.filter((line) => (line.level ?? 0) >= 50);
    expect(errors).toEqual([]);
  });
});
