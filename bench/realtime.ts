/**
 * `npm run bench:realtime`: the realtime service at scale (issue 13). Creates and migrates a database
 * of its own (`playpal_bench_<random>`), starts the API and two realtime instances from their entry
 * points (`services/api/src/main.ts`, `services/realtime/src/main.ts`) on one PostgreSQL and one Redis
 * prefix (so the Socket.IO Redis adapter joins the instances), connects N sockets (socket.io-client,
 * websocket transport, one per user, alternating between the instances) and measures:
 *
 * - DM to socket: a REST `POST /api/v1/conversations/:id/messages` by a sender whose socket is on
 *   instance A (where the API emits) to `dm:message:new` on the receiver's socket on instance B, at a
 *   fixed rate; p50/p99/max over every message (a message not delivered within 5 s counts as lost);
 * - memory per connection: RSS (and heap) of each realtime process before and after connecting, over
 *   the sockets it holds;
 * - presence under the connect storm: user rb<i> is followed by the PRESENCE_FOLLOWERS users
 *   rb<i-50>, rb<i-100>, ... (the waves of 50 handshakes before its own, so already connected when it
 *   comes online); every such follower must get rb<i>'s `presence:update` online exactly once. The
 *   bench counts those delivered against those expected, fails on any lost or repeated, and times
 *   each from the end of the user's handshake;
 * - presence fan-out: a user with min(N, 1,000) online followers connects; time from `connect()` to
 *   the last follower's `presence:update`.
 *
 * Users, follows and sockets' tokens are made directly (users and follows by SQL, tokens signed with the
 * run's JWT secret, as `bench/run.ts` does): registering thousands of accounts over HTTP costs a bcrypt
 * hash each, minutes on this machine, and measures nothing here. Conversations and messages go through
 * the API. Prints a table and exits 1 when the target (`REALTIME_TARGET` in `targets.ts`, checked at
 * 10,000 sockets) is missed or a message is lost. Database, Redis keys and processes are removed at the
 * end, also after a failure or Ctrl-C.
 *
 *   BENCH_SOCKETS     connected sockets (default 1000; the target holds at 10000)
 *   BENCH_DM_PAIRS    sender/receiver pairs among them (default 20)
 *   BENCH_DM_MESSAGES messages sent (default 1000: 20 s at the default rate, one period of the
 *                     realtime instances' 20 s sweep, so the figures include it)
 *   BENCH_DM_RATE     messages per second, round robin over the pairs (default 50)
 *   BENCH_DM_WARMUP   messages sent the same way first and reported apart (default 100: 2 s), so
 *                     the figures are the send path's steady state, not its first use since start-up
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { hash } from "@node-rs/bcrypt";
import { ensureDatabase, runMigrations } from "@playpal/db";
import { createTokenSigner, durationToSeconds, loadConfigOrExit } from "@playpal/platform";
import pg from "pg";
import { io as connectClient, type Socket } from "socket.io-client";
import { freePort } from "../test/realtime.ts";
import {
  type ApiMemory,
  type ApiProcess,
  buildServices,
  loggedWarnings,
  startApi,
  startService,
} from "./api-process.ts";
import { type CleanupStep, clearRedisPrefix, dropDatabase, runCleanups } from "./housekeeping.ts";
import { startDiskSampler, startPgWaitSampler } from "./pg-waits.ts";
import { REALTIME_TARGET } from "./targets.ts";

const log = (line: string) => process.stdout.write(`${line}\n`);
/** Handshakes started together; each wave waits for the previous one. */
const WAVE = 50;
/** Followers of each user among the sockets connected before it (rb<i-50>, rb<i-100>, ...). */
const PRESENCE_FOLLOWERS = 3;
/** How long after the last handshake the storm's presence announcements may still arrive. */
const PRESENCE_DEADLINE_MS = 30_000;
const MiB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readOptions(env = process.env) {
  const whole = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === "") return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      throw new Error(`${name} must be a whole number from ${min} to ${max}`);
    }
    return n;
  };
  const sockets = whole("BENCH_SOCKETS", 1000, 10, 10_000);
  return {
    sockets,
    pairs: whole("BENCH_DM_PAIRS", 20, 1, Math.floor(sockets / 2)),
    messages: whole("BENCH_DM_MESSAGES", 1000, 10, 5000),
    warmup: whole("BENCH_DM_WARMUP", 100, 0, 5000),
    rate: whole("BENCH_DM_RATE", 50, 1, 500),
  };
}

const cleanups: CleanupStep[] = [];
let interrupted = false;
const sockets: Socket[] = [];

/** Each socket is a descriptor here and in a realtime process; the API and pools need a few hundred. */
async function checkFileLimit(needed: number) {
  const limits = await readFile("/proc/self/limits", "utf8").catch(() => "");
  const soft = Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? Number.NaN);
  if (Number.isFinite(soft) && soft < needed) {
    throw new Error(
      `open-file limit ${soft} < ${needed} needed: raise it (ulimit -n ${needed}) and run again`,
    );
  }
  return soft;
}

async function main(): Promise<number> {
  const options = readOptions();
  const fdLimit = await checkFileLimit(options.sockets + 1000);
  const config = loadConfigOrExit();
  const dbName = `playpal_bench_${randomBytes(4).toString("hex")}`;
  const adminUrl = withDatabase(config.DATABASE_URL, "postgres");
  const dbUrl = withDatabase(config.DATABASE_URL, dbName);
  const redisPrefix = `bench${randomBytes(4).toString("hex")}`;
  const n = options.sockets;
  const followers = Math.min(n, 1000);
  const disk = startDiskSampler();
  cleanups.push({ name: "stop the disk sampler", run: async () => disk.stop() });

  log(`database ${dbName}: creating and migrating (open-file limit ${fdLimit})`);
  cleanups.push({ name: `drop database ${dbName}`, run: () => dropDatabase(adminUrl, dbName) });
  await ensureDatabase(dbUrl);
  await runMigrations(dbUrl);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const passwordHash = await hash("bench-password", { cost: 4 });
    // Users rb0..rb<n-1> (one socket each; even on instance A, odd on B) and rbstar, whom the first
    // `followers` of them follow.
    await client.query(
      `insert into users (id, email, username, password_hash, first_name, last_name, display_name,
                          onboarded, created_at, updated_at)
       select id, id || '@bench.playpal.local', 'bench_' || id, $1, 'Bench', id, 'Bench ' || id, true, now(), now()
       from (select 'rb' || i as id from generate_series(0, $2::int - 1) as i
             union all select 'rbstar') as u`,
      [passwordHash, n],
    );
    await client.query(
      `insert into follows (follower_id, following_id, created_at)
       select 'rb' || i, 'rbstar', now() from generate_series(0, $1::int - 1) as i`,
      [followers],
    );
    // The storm's audiences: rb<i> is followed by rb<i - WAVE * k>, k = 1..PRESENCE_FOLLOWERS.
    await client.query(
      `insert into follows (follower_id, following_id, created_at)
       select 'rb' || (i - $2::int * k), 'rb' || i, now()
       from generate_series(0, $1::int - 1) as i, generate_series(1, $3::int) as k
       where i - $2::int * k >= 0`,
      [n, WAVE, PRESENCE_FOLLOWERS],
    );
  } finally {
    await client.end();
  }
  if (interrupted) return 130;

  const dataDir = await mkdtemp(path.join(tmpdir(), "playpal-bench-"));
  cleanups.push({ name: "remove data dir", run: () => rm(dataDir, { recursive: true, force: true }) });
  cleanups.push({
    name: `clear Redis ${redisPrefix}:*`,
    run: () => clearRedisPrefix(config.REDIS_URL, redisPrefix),
  });
  const secret = () => randomBytes(24).toString("hex");
  const jwtSecret = secret();
  const [apiPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const env: Record<string, string> = {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATABASE_URL: dbUrl,
    REDIS_URL: config.REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: jwtSecret,
    RESET_SECRET: secret(),
    REALTIME_ADMIN_TOKEN: secret(),
    ADMIN_SECRET: secret(),
    METRICS_TOKEN: secret(),
    RATE_LIMIT_MAX: String(1_000_000_000),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    API_URL: `http://127.0.0.1:${apiPort}`,
    // The API emits to instance A; instance B hears it through the Redis adapter.
    REALTIME_URL: `http://127.0.0.1:${portA}`,
    MIGRATE_ON_START: "false",
    S3_BUCKET: "",
    SMTP_URL: "",
    EXPO_ACCESS_TOKEN: "",
    MUX_TOKEN_ID: "",
    MUX_TOKEN_SECRET: "",
    LIVEKIT_URL: "",
    STRIPE_SECRET_KEY: "",
  };
  const build = await buildServices();
  cleanups.push({ name: "remove the build", run: () => build.remove() });
  const api = await startApi(build, env, apiPort);
  cleanups.push({ name: "stop the API", run: () => api.stop() });
  const instances: ApiProcess[] = [];
  // When the instances were up: their sweep (presence and slot refresh, token re-check of every socket)
  // runs every 20 s from start-up (presence TTL 60 s / 3).
  const instancesUp = 0;
  for (const [label, port] of [
    ["realtime-a", portA],
    ["realtime-b", portB],
  ] as const) {
    const instance = await startService(
      build,
      "realtime",
      label,
      { ...env, REALTIME_PORT: String(port) },
      port,
    );
    cleanups.push({ name: `stop ${label}`, run: () => instance.stop() });
    instances.push(instance);
  }
  log(
    `API on ${api.url}; realtime A on ${instances[0]!.url} (the API emits here), B on ${instances[1]!.url}`,
  );

  const signer = createTokenSigner(jwtSecret, durationToSeconds(config.JWT_EXPIRES_IN));
  const tokenOf = (userId: string) => signer.sign({ userId, tokenVersion: 0 });
  const connect = async (userId: string, url: string) => {
    const socket = connectClient(url, {
      auth: { token: await tokenOf(userId) },
      transports: ["websocket"],
      reconnection: false,
      timeout: 20_000,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", (error) => reject(new Error(`${userId}: ${error.message}`)));
    });
    return socket;
  };

  // Memory before, then every socket, WAVE handshakes at a time. Every socket records the storm's
  // presence updates it gets: "<receiver index>:<userId>:<status>" -> count, at the first one's time.
  await sleep(1000);
  const before = await Promise.all(instances.map((i) => i.memory()));
  const connectedAt = new Map<string, number>();
  const heard = new Map<string, number>();
  const presenceTimes: number[] = [];
  let lastPresenceAt = 0;
  const connectStarted = performance.now();
  const userSockets: Socket[] = new Array(n);
  for (let start = 0; start < n && !interrupted; start += WAVE) {
    await Promise.all(
      Array.from({ length: Math.min(WAVE, n - start) }, async (_, k) => {
        const i = start + k;
        const socket = await connect(`rb${i}`, instances[i % 2]!.url);
        connectedAt.set(`rb${i}`, performance.now());
        socket.on("presence:update", (u: { userId: string; status: string }) => {
          if (u.userId === "rbstar") return;
          const key = `${i}:${u.userId}:${u.status}`;
          const count = (heard.get(key) ?? 0) + 1;
          heard.set(key, count);
          const at = connectedAt.get(u.userId);
          if (count === 1 && at !== undefined) {
            presenceTimes.push(performance.now() - at);
            lastPresenceAt = performance.now();
          }
        });
        userSockets[i] = socket;
      }),
    );
  }
  if (interrupted) return 130;
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  log(`${n} sockets connected in ${connectSeconds.toFixed(1)} s (${(n / connectSeconds).toFixed(0)}/s)`);

  // Presence of the storm: every follower connected in an earlier wave hears its followee come online.
  const expected = new Set<string>();
  for (let i = 0; i < n; i++) {
    for (let k = 1; k <= PRESENCE_FOLLOWERS && i - WAVE * k >= 0; k++)
      expected.add(`${i - WAVE * k}:rb${i}:online`);
  }
  const storm = () => {
    let delivered = 0;
    let repeated = 0;
    let unexpected = 0;
    for (const [key, count] of heard) {
      if (expected.has(key)) delivered++;
      else unexpected++;
      if (count > 1) repeated += count - 1;
    }
    return { delivered, repeated, unexpected, lost: expected.size - delivered };
  };
  const presenceDeadline = performance.now() + PRESENCE_DEADLINE_MS;
  while (storm().delivered < expected.size && performance.now() < presenceDeadline && !interrupted) {
    await sleep(100);
  }
  const stormResult = storm();
  log(
    `presence of the storm: ${stormResult.delivered}/${expected.size} delivered, the last ` +
      `${((lastPresenceAt - connectStarted) / 1000 - connectSeconds).toFixed(1)} s after the last handshake`,
  );
  await sleep(3000);
  const after = await Promise.all(instances.map((i) => i.memory()));
  const perInstance = [Math.ceil(n / 2), Math.floor(n / 2)];

  // DM pairs: sender rb(2k) on A, receiver rb(2k+1) on B, in a conversation the receiver has joined.
  const pairs: { conversationId: string; sender: Record<string, string> }[] = [];
  for (let k = 0; k < options.pairs; k++) {
    const sender = {
      authorization: `Bearer ${await tokenOf(`rb${2 * k}`)}`,
      "content-type": "application/json",
    };
    const response = await fetch(`${api.url}/api/v1/conversations`, {
      method: "POST",
      headers: sender,
      body: JSON.stringify({ participantIds: [`rb${2 * k + 1}`] }),
    });
    if (!response.ok) throw new Error(`POST /conversations: ${response.status} ${await response.text()}`);
    const { id } = (await response.json()) as { id: string };
    const ack = (await userSockets[2 * k + 1]!.timeout(5000).emitWithAck("dm:join", {
      conversationId: id,
    })) as { ok: boolean; error?: string };
    if (!ack.ok) throw new Error(`dm:join: ${ack.error}`);
    pairs.push({ conversationId: id, sender });
  }

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  /** The warm-up's deliveries and REST answers (ms), apart from the measured ones. */
  const warmLatencies: number[] = [];
  const warmRest: number[] = [];
  /** [seconds since the instances were up at send, latency ms] of messages over the target. */
  const slow: [number, number, string][] = [];
  /** Each measured message's REST answer time (ms), by body: a slow delivery with a slow answer was slow in the API. */
  const restOf = new Map<string, number>();
  /** performance.now() at send of the messages over the target, and their latency. */
  const slowAt: [number, number][] = [];
  /** How late each send left against its schedule (the bench's own loop or the sockets' work). */
  let lateMax = 0;
  const restLatencies: number[] = [];
  let restErrors = 0;
  for (let k = 0; k < options.pairs; k++) {
    userSockets[2 * k + 1]!.on("dm:message:new", (payload: { message: { body?: string } }) => {
      const at = performance.now();
      const t0 = payload.message.body ? sentAt.get(payload.message.body) : undefined;
      if (t0 !== undefined && payload.message.body!.startsWith("warm-up")) {
        warmLatencies.push(at - t0);
        sentAt.delete(payload.message.body!);
      } else if (t0 !== undefined) {
        latencies.push(at - t0);
        if (at - t0 > REALTIME_TARGET.dmP99Ms) {
          slow.push([(t0 - instancesUp) / 1000, at - t0, payload.message.body!]);
          slowAt.push([t0, at - t0]);
        }
        sentAt.delete(payload.message.body!);
      }
    });
  }
  log(
    `DM: ${options.warmup} warm-up messages, then ${options.messages} measured, at ${options.rate}/s over ${options.pairs} pairs (sender on A, receiver on B)`,
  );
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  await Promise.all([api, ...instances].map((p) => p.loopDelay()));
  const inflight: Promise<void>[] = [];
  const pgWaits = await startPgWaitSampler(dbUrl, dbName);
  cleanups.push({ name: "stop the PostgreSQL sampler", run: () => pgWaits.stop() });
  // Message m is due at dmStarted + m / rate; the warm-up's (m < 0) before the measured phase starts.
  const dmStarted = performance.now() + (options.warmup * 1000) / options.rate;
  // The same moment on CLOCK_MONOTONIC (V8's CPU profiles time their samples on it, in microseconds).
  const dmStartedMonotonicUs =
    Number(process.hrtime.bigint() / 1000n) + (dmStarted - performance.now()) * 1000;
  for (let m = -options.warmup; m < options.messages && !interrupted; m++) {
    const due = dmStarted + (m * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const pair = pairs[(m + options.warmup) % pairs.length]!;
    const warm = m < 0;
    const body = `${warm ? "warm-up" : "bench"} message ${m} ${randomBytes(4).toString("hex")}`;
    const t0 = performance.now();
    if (!warm) lateMax = Math.max(lateMax, t0 - due);
    sentAt.set(body, t0);
    inflight.push(
      fetch(`${api.url}/api/v1/conversations/${pair.conversationId}/messages`, {
        method: "POST",
        headers: pair.sender,
        body: JSON.stringify({ body }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status !== 201) restErrors++;
          else (warm ? warmRest : restLatencies).push(performance.now() - t0);
          if (!warm) restOf.set(body, performance.now() - t0);
        },
        () => {
          restErrors++;
        },
      ),
    );
  }
  await Promise.all(inflight);
  const waitUntil = performance.now() + 5000;
  while (sentAt.size > 0 && performance.now() < waitUntil) await sleep(50);
  lag.disable();
  const dmEnded = performance.now();
  await pgWaits.stop();
  const loops = await Promise.all([api, ...instances].map((p) => p.loopDelay()));
  const lost = options.messages - latencies.length + (options.warmup - warmLatencies.length);

  // Presence fan-out: rbstar connects to A; every follower's socket waits for its presence:update.
  const followerTimes: number[] = [];
  let presenceT0 = 0;
  const allArrived = new Promise<void>((resolve) => {
    for (let i = 0; i < followers; i++) {
      const socket = userSockets[i]!;
      const listener = (payload: { userId: string; status: string }) => {
        if (payload.userId !== "rbstar" || payload.status !== "online") return;
        socket.off("presence:update", listener);
        followerTimes.push(performance.now() - presenceT0);
        if (followerTimes.length === followers) resolve();
      };
      socket.on("presence:update", listener);
    }
  });
  presenceT0 = performance.now();
  await connect("rbstar", instances[0]!.url);
  const connectedMs = performance.now() - presenceT0;
  await Promise.race([allArrived, sleep(15_000)]);

  // Report.
  const q = (values: number[], p: number) => {
    if (values.length === 0) return Number.NaN;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  };
  const ms = (v: number) => (Number.isNaN(v) ? "-" : v.toFixed(1));
  const checked = n >= REALTIME_TARGET.sockets;
  const p99 = q(latencies, 99);
  const failures: string[] = [];
  if (lost > 0) {
    failures.push(`${lost} of ${options.warmup + options.messages} messages not delivered within 5 s`);
  }
  if (restErrors > 0) failures.push(`${restErrors} REST sends did not answer 201`);
  if (checked && !(p99 <= REALTIME_TARGET.dmP99Ms)) {
    failures.push(`DM to socket p99 ${ms(p99)} ms > target ${REALTIME_TARGET.dmP99Ms} ms`);
  }
  if (followerTimes.length < followers) {
    failures.push(`presence:update reached ${followerTimes.length} of ${followers} followers within 15 s`);
  }
  if (stormResult.lost > 0) {
    failures.push(
      `${stormResult.lost} of ${expected.size} presence announcements of the connect storm not delivered within ${PRESENCE_DEADLINE_MS / 1000} s of the last handshake`,
    );
  }
  if (stormResult.repeated > 0 || stormResult.unexpected > 0) {
    failures.push(
      `presence of the connect storm: ${stormResult.repeated} repeated and ${stormResult.unexpected} unexpected announcements`,
    );
  }
  /** p50, p99 and max of a measure's samples, as table cells. */
  const quantiles = (samples: number[]) => [ms(q(samples, 50)), ms(q(samples, 99)), ms(q(samples, 100))];
  const table: string[][] = [
    ["measure", "p50 ms", "p99 ms", "max ms", "count", "target", "result"],
    [
      "DM REST -> socket (B)",
      ...quantiles(latencies),
      `${latencies.length}/${options.messages}`,
      checked ? `p99 <= ${REALTIME_TARGET.dmP99Ms} ms` : `(at ${REALTIME_TARGET.sockets} sockets)`,
      checked ? (p99 <= REALTIME_TARGET.dmP99Ms && lost === 0 ? "ok" : "FAIL") : lost ? "FAIL" : "-",
    ],
    [
      "DM REST 201",
      ...quantiles(restLatencies),
      `${restLatencies.length}/${options.messages}`,
      "",
      restErrors ? "FAIL" : "-",
    ],
    [
      "DM warm-up REST -> socket",
      ...quantiles(warmLatencies),
      `${warmLatencies.length}/${options.warmup}`,
      "(not checked)",
      "-",
    ],
    ["DM warm-up REST 201", ...quantiles(warmRest), `${warmRest.length}/${options.warmup}`, "", "-"],
    [
      "presence of the connect storm",
      ...quantiles(presenceTimes),
      `${stormResult.delivered}/${expected.size}`,
      "every one, once",
      stormResult.lost || stormResult.repeated || stormResult.unexpected ? "FAIL" : "ok",
    ],
    [
      `presence to ${followers} followers`,
      ...quantiles(followerTimes),
      `${followerTimes.length}/${followers}`,
      "",
      followerTimes.length < followers ? "FAIL" : "-",
    ],
  ];
  const widths = table[0]!.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, c) => (c === 0 || c >= 5 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join("  ");
  log(`\n${n} sockets over 2 realtime instances (${perInstance.join(" + ")})`);
  log([line(table[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...table.slice(1).map(line)].join("\n"));
  log(
    `presence: rbstar's handshake done in ${connectedMs.toFixed(1)} ms; last follower at ${ms(q(followerTimes, 100))} ms`,
  );
  log(
    `bench process event-loop delay during the DM phase: p50 ${(lag.percentile(50) / 1e6).toFixed(1)} ms, ` +
      `p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms, max ${(lag.max / 1e6).toFixed(1)} ms`,
  );
  ["api", "realtime-a", "realtime-b"].forEach((name, i) => {
    const l = loops[i]!;
    log(
      `${name} event-loop delay during the DM phase: p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms, max ${l.max.toFixed(1)} ms`,
    );
  });
  log(`the latest DM send left ${lateMax.toFixed(1)} ms after its schedule`);
  const showWaits = (title: string, from: number, to: number) => {
    const { samples, seen, connectionsStarted } = pgWaits.between(from, to);
    log(
      `${title}: ${samples} samples of pg_stat_activity (backend, wait, query: samples seen in); ` +
        `new connections seen at ${connectionsStarted.map((t) => (t / 1000).toFixed(1)).join(", ") || "none"} s`,
    );
    for (const [key, count] of seen.slice(0, 12)) log(`  ${String(count).padStart(5)}  ${key}`);
  };
  showWaits("PostgreSQL during the DM phase", dmStarted, dmEnded);
  log(
    `DM phase from ${(dmStarted / 1000).toFixed(1)} s after the bench started (monotonic clock ` +
      `${Math.round(dmStartedMonotonicUs)} us, as in the services' CPU profiles); per second: ` +
      "messages over the target, dirty and writeback page cache MiB, MiB written, ms per disk write, " +
      "the machine's CPU busy and stolen by the hypervisor (% of all cores)",
  );
  for (const row of disk.timeline(dmStarted, dmEnded)) {
    const inStep = (t: number) => t >= row.at && t < row.at + 1000;
    log(
      `  ${(row.at / 1000).toFixed(1).padStart(6)} s` +
        `  slow ${String(slowAt.filter(([t]) => inStep(t)).length).padStart(3)}` +
        `  dirty ${row.dirtyMiB.toFixed(0).padStart(5)}  writeback ${row.writebackMiB.toFixed(1).padStart(5)}` +
        `  written ${row.writtenMiB.toFixed(1).padStart(6)}  ${row.msPerWrite.toFixed(1).padStart(6)} ms/write` +
        `  cpu ${row.busyPercent.toFixed(0).padStart(3)}%  steal ${row.stealPercent.toFixed(1).padStart(4)}%`,
    );
  }
  if (slowAt.length > 0) {
    const from = Math.min(...slowAt.map(([t]) => t));
    const to = Math.max(...slowAt.map(([t, l]) => t + l));
    showWaits(
      `PostgreSQL while the slow messages were on their way (${((to - from) / 1000).toFixed(2)} s)`,
      from,
      to,
    );
  }
  if (slow.length > 0) {
    log(
      `messages over ${REALTIME_TARGET.dmP99Ms} ms: ${slow.length}, sent at (delivered in; REST answered in) ` +
        slow
          .map(
            ([t, l, body]) =>
              `${t.toFixed(1)} s (${l.toFixed(0)} ms; REST ${restOf.get(body)?.toFixed(0) ?? "-"} ms)`,
          )
          .join(", ") +
        " after the bench started (each instance sweeps every 20 s, from a random point of its first period)",
    );
  }
  log("\nmemory        RSS before  RSS after  heap before  heap after  RSS/socket  heap/socket");
  instances.forEach((_, i) => {
    const b = before[i] as ApiMemory;
    const a = after[i] as ApiMemory;
    const count = perInstance[i]!;
    log(
      `${(i === 0 ? "realtime-a" : "realtime-b").padEnd(12)}  ${(b.rss / MiB).toFixed(0).padStart(10)}  ${(a.rss / MiB).toFixed(0).padStart(9)}` +
        `  ${(b.heapUsed / MiB).toFixed(0).padStart(11)}  ${(a.heapUsed / MiB).toFixed(0).padStart(10)}` +
        `  ${((a.rss - b.rss) / count / 1024).toFixed(1).padStart(7)} KiB  ${((a.heapUsed - b.heapUsed) / count / 1024).toFixed(1).padStart(8)} KiB`,
    );
  });
  log(`API RSS ${((await api.memory()).rss / MiB).toFixed(0)} MiB`);
  const warnings = [...loggedWarnings()].sort((a, b) => b[1] - a[1]);
  log(
    warnings.length === 0
      ? "\nno warning or error logged by the services"
      : `\nwarnings and errors logged by the services:\n${warnings.map(([key, count]) => `  ${String(count).padStart(6)}  ${key}`).join("\n")}`,
  );
  if (!checked)
    log(`target not checked: it holds at ${REALTIME_TARGET.sockets} sockets (BENCH_SOCKETS=5000)`);
  for (const failure of failures) log(`FAIL ${failure}`);
  log(failures.length ? "realtime bench failed" : "realtime bench ok");
  return failures.length ? 1 : 0;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function cleanup() {
  for (const socket of sockets) socket.disconnect();
  await runCleanups(cleanups);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`\n${signal}: stopping and cleaning up`);
  });
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  code = 1;
} finally {
  await cleanup();
}
process.exit(interrupted ? 130 : code);
