import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAll, ENTRIES } from "../scripts/build.ts";
import { createTestDatabase } from "./context.ts";
import { freePort } from "./realtime.ts";
import { killIfRunning, type ServiceProcess, startProcess } from "./service-process.ts";

// `npm run build` into a folder of this test's own (inside the repository, so node_modules resolves),
// then the compiled files run with plain node, as the production image runs them.
const root = process.cwd();
const outDir = path.join(root, "node_modules", ".cache", `playpal-build-${randomBytes(4).toString("hex")}`);
let database: { url: string; drop: () => Promise<void> };
let dataDir: string;
let api: ServiceProcess | undefined;

beforeAll(async () => {
  [database, dataDir] = await Promise.all([
    createTestDatabase(),
    mkdtemp(path.join(tmpdir(), "playpal-build-")),
    buildAll(root, outDir),
  ]).then(([db, dir]) => [db, dir] as const);
}, 60_000);
afterAll(async () => {
  killIfRunning(api);
  await database?.drop();
  await rm(outDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm run build", () => {
  it("compiles every service and tool to JavaScript, with the migrations beside them", async () => {
    for (const out of Object.keys(ENTRIES)) {
      const [folder, file] = out.split("/") as [string, string];
      expect(await readdir(path.join(outDir, folder))).toEqual(expect.arrayContaining([`${file}.js`]));
    }
    expect((await readdir(path.join(outDir, "migrations"))).some((f) => f.endsWith(".sql"))).toBe(true);
  });

  it("the compiled API starts with plain node, migrates, serves /health and /metrics, and stops on SIGTERM", async () => {
    const port = await freePort();
    const metricsToken = "compiled-metrics-token-0123456789";
    api = startProcess(
      path.join(outDir, "api/main.js"),
      {
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: database.url,
        REDIS_PREFIX: `t${randomBytes(5).toString("hex")}`,
        DATA_DIR: dataDir,
        MIGRATE_ON_START: "true",
        REALTIME_URL: "http://127.0.0.1:9",
        METRICS_TOKEN: metricsToken,
      },
      { plainNode: true },
    );
    await api.waitForLog((line) => /listening/i.test(line.msg ?? ""));
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(health.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('route="/health"');
    // The image's HEALTHCHECK: healthy while a service answers on one of the configured ports.
    const dead = String(await freePort());
    const ports = { REALTIME_PORT: dead, PAYOUT_PORT: dead, MEDIA_WORKER_PORT: dead };
    const healthcheck = (env: Record<string, string>) =>
      startProcess(path.join(outDir, "tools/healthcheck.js"), env, { plainNode: true }).exited;
    expect(await healthcheck({ ...ports, PORT: String(port) })).toEqual({ code: 0, signal: null });
    api.child.kill("SIGTERM");
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(await healthcheck({ ...ports, PORT: String(port) })).toEqual({ code: 1, signal: null });
  }, 30_000);

  it("the compiled admin tool runs its commands and exits with their codes", async () => {
    const env = { DATABASE_URL: database.url, REDIS_PREFIX: `t${randomBytes(5).toString("hex")}` };
    const admin = (...argv: string[]) =>
      startProcess(path.join(outDir, "tools/admin.js"), env, { plainNode: true, args: argv });
    const counts = admin("jobs", "counts");
    expect(await counts.exited).toEqual({ code: 0, signal: null });
    expect(counts.lines.map((l) => l.msg)[0]).toMatch(/^QUEUE\s+WAITING/);
    expect((await admin("jobs", "frobnicate").exited).code).toBe(2);
  }, 30_000);

  it("the compiled migration tool creates and migrates a new database", async () => {
    const name = `playpal_build_${randomBytes(4).toString("hex")}`;
    const url = new URL(database.url);
    url.pathname = `/${name}`;
    const migrate = startProcess(
      path.join(outDir, "tools/migrate.js"),
      { DATABASE_URL: url.toString() },
      {
        plainNode: true,
      },
    );
    expect(await migrate.exited).toEqual({ code: 0, signal: null });
    expect(migrate.lines.map((l) => l.msg)).toContain("migrations applied");
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      await client.end();
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 30_000);
});
