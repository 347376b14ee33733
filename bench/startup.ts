/**
 * `npm run bench:startup`: how long the API takes from process start to its first `200` on `/health`,
 * run from TypeScript through tsx (`npm start`) and compiled by `npm run build` with plain node (the
 * production image). Builds first, migrates a database of its own (dropped at the end), then starts
 * each variant `STARTUP_RUNS` times (default 5) one after the other and prints min / median / max.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { ensureDatabase, runMigrations } from "@playpal/db";
import { loadConfig } from "@playpal/platform";
import pg from "pg";
import { buildAll } from "../scripts/build.ts";

const runs = Number(process.env.STARTUP_RUNS ?? 5);
const config = loadConfig();
const dbUrl = new URL(config.DATABASE_URL);
dbUrl.pathname = `/playpal_startup_${randomBytes(4).toString("hex")}`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

async function timeToHealthy(args: string[]): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: dbUrl.toString(),
      REDIS_PREFIX: `startup${randomBytes(3).toString("hex")}`,
      MIGRATE_ON_START: "false",
      JWT_SECRET: randomBytes(24).toString("hex"),
      RESET_SECRET: randomBytes(24).toString("hex"),
      REALTIME_ADMIN_TOKEN: randomBytes(24).toString("hex"),
      ADMIN_SECRET: randomBytes(24).toString("hex"),
      METRICS_TOKEN: randomBytes(24).toString("hex"),
      REALTIME_URL: "http://127.0.0.1:9",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

const variants = {
  "tsx services/api/src/main.ts": ["--import", "tsx", "services/api/src/main.ts"],
  "node dist/api/main.js": ["--enable-source-maps", "dist/api/main.js"],
};

try {
  await buildAll();
  await ensureDatabase(dbUrl.toString());
  await runMigrations(dbUrl.toString());
  for (const [name, args] of Object.entries(variants)) {
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) times.push(await timeToHealthy(args));
    times.sort((a, b) => a - b);
    const ms = (n: number | undefined) => `${Math.round(n ?? 0)} ms`;
    console.log(
      `${name.padEnd(32)} min ${ms(times[0])}  median ${ms(times[Math.floor(times.length / 2)])}  max ${ms(times.at(-1))}`,
    );
  }
} finally {
  const admin = new pg.Client({ connectionString: config.DATABASE_URL.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  await admin.query(`drop database if exists ${dbUrl.pathname.slice(1)} with (force)`);
  await admin.end();
}
