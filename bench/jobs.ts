/**
 * `npm run bench:jobs`: how each background job's time grows with its work. Every job runs at two sizes
 * ten times apart, on data seeded with set-based SQL (generate_series), in-process against the real
 * PostgreSQL and Redis through the same code the workers run; the ratio of the two times is judged
 * against JOB_GROWTH_TARGET (10x the work may cost at most 12x the time). The media worker is judged
 * against the same run's rate of sharp alone on the same files (its ceiling), with screening off and on
 * (MEDIA_WORKER_TARGET in targets.ts), with each photo's inference time and the worker's RSS.
 *
 * - fan-out: one post onto the (warm) home timeline of every follower, 10,000 and 100,000 followers,
 *   until the last timeline has it (FEED_FANOUT_MAX_FOLLOWERS raised: production merges an author over
 *   10,000 followers at read time instead, docs/feed-query.md);
 * - announcement: a SYSTEM notification to 10,000 and 100,000 users (`npm run announce`);
 * - payout calculation: 1,000 and 10,000 creators with payable earnings, verified and connected, so
 *   each gets a pending payout and its ledger reservation;
 * - export and purge: an account with 1,000 and 10,000 posts (each with a comment and a reaction of
 *   someone else's), its ZIP built, then the account purged;
 * - media: photos per second of one media worker (BullMQ, storage, database, sharp; then the screening
 *   model too) against sharp alone making the same variants of the same files, at the same concurrency;
 *   each photo's screening time (p50, p99) and the process's RSS with the model loaded.
 *
 *   BENCH_JOBS         comma-separated subset: fanout, announce, payout, export, purge, media
 *   BENCH_JOBS_SCALE   divides every size (e.g. 10 for a quick look; the targets hold at 1)
 *   BENCH_PHOTOS       photos in the media comparison (default 24)
 *
 * Creates and migrates a database of its own (`playpal_benchjobs_<random>`), a Redis prefix and a data
 * directory, all removed at the end, also after a failure.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { EMIT_BATCH_ROUTE } from "@playpal/contracts";
import { ensureDatabase, runMigrations } from "@playpal/db";
import { createNsfwClassifier, createRedis, loadConfig, type RgbImage } from "@playpal/platform";
import pg from "pg";
import sharp from "sharp";
import type { Deps } from "../services/api/src/deps.ts";
import { fanOutPost } from "../services/api/src/feeds/timeline-jobs.ts";
import { beginTimeline, finishTimeline, timelineMembers } from "../services/api/src/feeds/timeline-store.ts";
import { makeImageVariants } from "../services/api/src/media-worker/image-variants.ts";
import { announceToAll } from "../services/api/src/notifications/announce.ts";
import { SUBSCRIBERS } from "../services/api/src/subscribers.ts";
import { buildExport } from "../services/api/src/trust/export.ts";
import { purgeAccount } from "../services/api/src/trust/purge.ts";
import { wireDeps } from "../services/api/src/wire-deps.ts";
import { previousPeriod } from "../services/payout/src/period.ts";
import { createPayoutRunner } from "../services/payout/src/runner.ts";
import { freePort } from "../test/ports.ts";
import { buildServices, type ServiceBuild, startService } from "./api-process.ts";
import { type CleanupStep, clearRedisPrefix, dropDatabase, runCleanups } from "./housekeeping.ts";
import { MEDIA_WORKER_TARGET } from "./targets.ts";

/** 10x the work may cost at most this many times the time. */
export const JOB_GROWTH_TARGET = 12;

type JobName = "fanout" | "announce" | "payout" | "export" | "purge" | "media";
const ALL_JOBS: JobName[] = ["fanout", "announce", "payout", "export", "purge", "media"];

interface Growth {
  job: string;
  unit: string;
  small: number;
  large: number;
  smallMs: number;
  largeMs: number;
  /** What the job's time is made of at the large size (measured), for the bound. */
  notes: string[];
}

const env = process.env;
const scale = Number(env.BENCH_JOBS_SCALE ?? "1");
const photos = Number(env.BENCH_PHOTOS ?? "24");
const selected = (env.BENCH_JOBS ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean) as JobName[];
const unknownJobs = selected.filter((name) => !ALL_JOBS.includes(name));
if (unknownJobs.length > 0) {
  throw new Error(`BENCH_JOBS: unknown ${unknownJobs.join(", ")}; known: ${ALL_JOBS.join(", ")}`);
}
if (!(scale >= 1) || !Number.isInteger(photos) || photos < 1) {
  throw new Error("BENCH_JOBS_SCALE must be >= 1 and BENCH_PHOTOS a whole number >= 1");
}
const jobs = selected.length > 0 ? selected : ALL_JOBS;
const size = (n: number) => Math.max(10, Math.round(n / scale));

const log = (line: string) => console.log(line);
const ms = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = process.hrtime.bigint();
  const result = await fn();
  return { ms: ms(started), result };
}

// ---- seeding (set-based) -----------------------------------------------------------------------------

/** `count` users `<prefix>1..<prefix>count`, onboarded. */
async function seedUsers(client: pg.Client, prefix: string, count: number, extra = "") {
  await client.query(
    `insert into users (id, email, username, password_hash, first_name, last_name, display_name, onboarded${extra ? ", followers_count" : ""})
     select $1 || i, $1 || i || '@jobs.bench.local', $1 || i, 'x', 'Bench', 'User', 'Bench ' || $1 || i, true${extra ? `, ${extra}` : ""}
     from generate_series(1, $2::int) as i`,
    [prefix, count],
  );
}

async function truncateAll(client: pg.Client) {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables
      where schemaname = 'public' and tablename not in ('games', '__drizzle_migrations')`,
  );
  // The ledger refuses a truncate (its append-only triggers): not fired in this bench's own database.
  await client.query("set session_replication_role = replica");
  await client.query(`truncate ${rows.map((r) => r.name).join(", ")} cascade`);
  await client.query("set session_replication_role = origin");
  await client.query("vacuum analyze");
}

// ---- the jobs ----------------------------------------------------------------------------------------

async function fanout(
  deps: Deps,
  client: pg.Client,
  followers: number,
): Promise<{ ms: number; notes: string[] }> {
  await truncateAll(client);
  await seedUsers(client, "fa", 1, String(followers));
  await seedUsers(client, "ff", followers);
  await client.query(
    `insert into follows (follower_id, following_id, created_at)
     select 'ff' || i, 'fa1', now() - i * interval '1 second' from generate_series(1, $1::int) as i`,
    [followers],
  );
  await client.query(
    `insert into posts (id, author_id, body, type, visibility, created_at, updated_at)
     values ('fanpost', 'fa1', 'fan-out bench', 'text', 'public', now(), now())`,
  );
  await client.query("vacuum analyze");
  // Every follower an active reader: a warm (empty) timeline each, as the feed builds them.
  const ttl = 3600;
  // Seeded on a connection of its own without the 1 s command timeout (a loaded machine queues them).
  const seeder = createRedis(deps.config, deps.config.REDIS_PREFIX, { commandTimeout: 60_000 });
  const warmed = await timed(async () => {
    for (let from = 1; from <= followers; from += 500) {
      const ids = Array.from({ length: Math.min(500, followers - from + 1) }, (_, i) => `ff${from + i}`);
      await Promise.all(ids.map((id) => beginTimeline(seeder, id, ttl, "bench")));
      await Promise.all(
        ids.map((id) =>
          finishTimeline(seeder, id, { token: "bench", size: 800, floor: null, ttlSeconds: ttl, seed: [] }),
        ),
      );
    }
  }).finally(() => seeder.disconnect());
  const run = await timed(() => fanOutPost(deps, "fanpost"));
  const last = await timelineMembers(deps.redis, `ff${followers}`);
  if (!last.includes("fanpost")) throw new Error("fan-out: the last follower's timeline lacks the post");
  if (run.result.timelines !== followers) {
    throw new Error(`fan-out: ${run.result.timelines} timelines of ${followers}`);
  }
  // The PostgreSQL part alone: the same keyset walk of the follower ids, without Redis.
  const walk = await timed(async () => {
    let after: string | null = null;
    for (;;) {
      const { rows } = (await client.query(
        `select follower_id, created_at from follows where following_id = 'fa1'
           and ($1::text is null or (created_at, follower_id) < (select created_at, follower_id from follows where following_id = 'fa1' and follower_id = $1))
         order by created_at desc, follower_id desc limit 1000`,
        [after],
      )) as { rows: { follower_id: string }[] };
      if (rows.length < 1000) break;
      after = rows.at(-1)?.follower_id ?? null;
    }
  });
  await clearRedisPrefix(deps.config.REDIS_URL, deps.config.REDIS_PREFIX);
  return {
    ms: run.ms,
    notes: [
      `timelines warmed in ${Math.round(warmed.ms)} ms (not counted)`,
      `follower walk alone (PostgreSQL) ${Math.round(walk.ms)} ms of ${Math.round(run.ms)} ms; the rest is the Redis script, ${Math.ceil(followers / 1000)} calls`,
    ],
  };
}

async function announce(
  deps: Deps,
  client: pg.Client,
  users: number,
  emitted: () => { calls: number; emits: number },
): Promise<{ ms: number; notes: string[] }> {
  await truncateAll(client);
  await seedUsers(client, "an", users);
  await client.query("vacuum analyze");
  let batches = 0;
  const before = emitted();
  const run = await timed(() =>
    announceToAll(deps, { title: "Bench announcement", body: "growth" }, { onBatch: () => (batches += 1) }),
  );
  if (run.result !== users) throw new Error(`announce: ${run.result} of ${users}`);
  const after = emitted();
  // The same inserts alone, for the share of PostgreSQL in the job.
  await client.query("truncate notifications");
  const inserts = await timed(() =>
    client.query(
      `insert into notifications (id, recipient_id, type, title, body, data, created_at)
       select 'x' || id, id, 'SYSTEM', 'Bench announcement', 'growth', '{}'::jsonb, now() from users`,
    ),
  );
  return {
    ms: run.ms,
    notes: [
      `${batches} batches of 500; ${after.emits - before.emits} realtime emits in ${after.calls - before.calls} HTTP calls; the rows alone in one insert ${Math.round(inserts.ms)} ms`,
    ],
  };
}

async function payout(
  deps: Deps,
  client: pg.Client,
  creators: number,
): Promise<{ ms: number; notes: string[] }> {
  await truncateAll(client);
  await seedUsers(client, "pc", creators);
  const period = previousPeriod(new Date());
  const at = `${period}-15T12:00:00Z`;
  await client.query("begin");
  await client.query(
    `insert into ledger_accounts (id, kind, unit, owner_id, balance, allow_negative)
     values ('platform:bench_source', 'bench_source', 'cents', null, -$1::bigint * 5000, true)`,
    [creators],
  );
  await client.query(
    `insert into ledger_accounts (id, kind, unit, owner_id, balance)
     select 'user:pc' || i || ':earnings_available', 'earnings_available', 'cents', 'pc' || i, 5000
     from generate_series(1, $1::int) as i`,
    [creators],
  );
  await client.query(
    `insert into ledger_entries (id, idempotency_key, kind, object_type, object_id, created_at)
     select 'pe' || i, 'bench-earning-' || i, 'bench_earning', 'bench', 'pc' || i, $2::timestamptz
     from generate_series(1, $1::int) as i`,
    [creators, at],
  );
  await client.query(
    `insert into ledger_postings (id, entry_id, account_id, unit, amount, owner_id, created_at)
     select 'pp' || i || side, 'pe' || i,
            case side when 'a' then 'user:pc' || i || ':earnings_available' else 'platform:bench_source' end,
            'cents', case side when 'a' then 5000 else -5000 end,
            case side when 'a' then 'pc' || i end, $2::timestamptz
     from generate_series(1, $1::int) as i, (values ('a'), ('b')) as s(side)`,
    [creators, at],
  );
  await client.query(
    `insert into identity_verifications (user_id, status, submitted_at, reviewed_at)
     select 'pc' || i, 'approved', now(), now() from generate_series(1, $1::int) as i`,
    [creators],
  );
  await client.query(
    `insert into payout_accounts (user_id, provider_account_id, status)
     select 'pc' || i, 'acct_bench_' || i, 'connected' from generate_series(1, $1::int) as i`,
    [creators],
  );
  await client.query("commit");
  await client.query("vacuum analyze");
  const runner = createPayoutRunner({
    config: deps.config,
    logger: deps.logger,
    db: deps.db,
    redis: deps.redis,
  });
  const preview = await timed(() => runner.preview(period));
  const run = await timed(() => runner.calculate(period));
  const outcome = run.result;
  const pending = outcome.ran ? outcome.result.totals.pending.count : undefined;
  if (pending !== creators)
    throw new Error(
      `payout: ${pending} pending payouts of ${creators}: ${JSON.stringify(outcome).slice(0, 300)}`,
    );
  return {
    ms: run.ms,
    notes: [
      `the plan alone (the preview, rolled back) ${Math.round(preview.ms)} ms; the rest is one payout insert and one ledger reservation per creator, in one transaction`,
    ],
  };
}

/** An account with `posts` posts, each with a comment and a reaction of another user's. */
async function seedAuthor(client: pg.Client, prefix: string, posts: number) {
  await truncateAll(client);
  await seedUsers(client, prefix, 2);
  const author = `${prefix}1`;
  const other = `${prefix}2`;
  await client.query(
    `insert into posts (id, author_id, body, type, visibility, comment_count, like_count, created_at, updated_at)
     select $1 || 'p' || i, $2, 'Post #' || i || ' ' || md5(i::text), 'text', 'public', 1, 1,
            now() - i * interval '1 minute', now() - i * interval '1 minute'
     from generate_series(1, $3::int) as i`,
    [prefix, author, posts],
  );
  await client.query(
    `insert into comments (id, post_id, author_id, body, created_at)
     select $1 || 'c' || i, $1 || 'p' || i, $2, 'a comment', now() from generate_series(1, $3::int) as i`,
    [prefix, other, posts],
  );
  await client.query(
    `insert into reactions (id, user_id, post_id, kind, created_at)
     select $1 || 'r' || i, $2, $1 || 'p' || i, 'like', now() from generate_series(1, $3::int) as i`,
    [prefix, other, posts],
  );
  await client.query("vacuum analyze");
  return author;
}

async function exportJob(
  deps: Deps,
  client: pg.Client,
  posts: number,
): Promise<{ ms: number; notes: string[] }> {
  const author = await seedAuthor(client, "ex", posts);
  await client.query(
    `insert into account_exports (id, user_id, status) values ('bench-export', $1, 'pending')`,
    [author],
  );
  const run = await timed(() => buildExport(deps, "bench-export", author, { finalAttempt: true }));
  if (run.result !== "ready") throw new Error(`export: ${run.result}`);
  const { rows } = await client.query<{ key: string }>(
    "select storage_key as key from account_exports where id = 'bench-export'",
  );
  let bytes = 0;
  for await (const chunk of await deps.storage.get(rows[0]?.key ?? "")) bytes += (chunk as Buffer).length;
  return { ms: run.ms, notes: [`ZIP of ${Math.round(bytes / 1024)} KB, streamed to storage as it is read`] };
}

async function purgeJob(
  deps: Deps,
  client: pg.Client,
  posts: number,
): Promise<{ ms: number; notes: string[] }> {
  const author = await seedAuthor(client, "pu", posts);
  await client.query(
    "update users set deactivated_at = now() - interval '31 days', purge_at = now() - interval '1 day' where id = $1",
    [author],
  );
  const steps = new Map<string, number>();
  let last = process.hrtime.bigint();
  const run = await timed(() =>
    purgeAccount(deps, author, {
      afterStep: (name) => {
        steps.set(name, ms(last));
        last = process.hrtime.bigint();
      },
    }),
  );
  if (run.result !== "purged") throw new Error(`purge: ${run.result}`);
  const slowest = [...steps].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return {
    ms: run.ms,
    notes: [`slowest steps: ${slowest.map(([n, t]) => `${n} ${Math.round(t)} ms`).join(", ")}`],
  };
}

// ---- media -------------------------------------------------------------------------------------------

/** Phone-camera-like photos: 4000x3000 JPEGs of smooth gradients with mild noise (about 1-2 MB each). */
async function makePhotos(dir: string, count: number): Promise<string[]> {
  const distinct = Math.min(count, 6);
  const made: string[] = [];
  for (let i = 0; i < distinct; i++) {
    const base = sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 20 * i } },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg width="400" height="300"><defs><linearGradient id="g"><stop offset="0" stop-color="#${(i * 37 + 16).toString(16).padStart(2, "0")}4080"/><stop offset="1" stop-color="#f0c060"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><circle cx="${100 + i * 30}" cy="150" r="80" fill="#204060" opacity="0.6"/></svg>`,
          ),
        },
      ])
      .png();
    const upscaled = await sharp(await base.toBuffer())
      .resize(4000, 3000)
      .composite([
        {
          input: await sharp({
            create: {
              width: 4000,
              height: 3000,
              channels: 3,
              background: { r: 128, g: 128, b: 128 },
              noise: { type: "gaussian", mean: 128, sigma: 12 },
            },
          })
            .png()
            .toBuffer(),
          blend: "overlay",
        },
      ])
      .jpeg({ quality: 88 })
      .toBuffer();
    const file = path.join(dir, `photo${i}.jpg`);
    await writeFile(file, upscaled);
    made.push(file);
  }
  return Array.from({ length: count }, (_, i) => made[i % distinct] as string);
}

async function pool<T>(items: T[], concurrency: number, each: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await each(items[next++] as T);
    }),
  );
}

/**
 * One media worker, the production build of its entry point (`dist/media-worker/main.js`) in a process of
 * its own, with MEDIA_SCREENING `screening`: a warm-up photo first (the model's load, libvips' start:
 * not the steady rate), then one job per file until every row is ready, the worker's RSS sampled every
 * 100 ms meanwhile. Its rows and objects are removed after, so the next run starts from the same state.
 */
async function workerRun(
  deps: Deps,
  client: pg.Client,
  build: ServiceBuild,
  files: string[],
  screening: "on" | "off",
) {
  const rows = ["warm-up", ...files].map((file, i) => ({
    file: i === 0 ? (files[0] as string) : file,
    id: `bm${screening}${i}`,
    post: `bmp${screening}${i}`,
    key: `uploads/mw1/bm${screening}${i}.jpg`,
  }));
  await client.query(
    `insert into posts (id, author_id, body, type, visibility, created_at, updated_at)
     select 'bmp' || $2 || i, 'mw1', 'photo', 'photos', 'public', now(), now() from generate_series(0, $1::int - 1) as i`,
    [rows.length, screening],
  );
  for (const row of rows) {
    await deps.storage.put(row.key, await readFile(row.file), "image/jpeg");
    await client.query(
      `insert into media (id, post_id, owner_id, storage_key, mime_type, kind, status)
       values ($1, $2, 'mw1', $3, 'image/jpeg', 'image', 'pending')`,
      [row.id, row.post, row.key],
    );
  }
  const port = await freePort();
  const worker = await startService(
    build,
    "media-worker",
    `media-worker ${screening}`,
    {
      DATABASE_URL: deps.config.DATABASE_URL,
      DATABASE_REPLICA_URLS: "",
      REDIS_PREFIX: deps.config.REDIS_PREFIX,
      DATA_DIR: deps.config.DATA_DIR,
      REALTIME_URL: deps.config.REALTIME_URL,
      LOG_LEVEL: "warn",
      // As deploy/base/media-worker.yaml and compose.yaml run it (glibc arenas, docs/benchmarks.md).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      MEDIA_SCREENING: screening,
      MEDIA_WORKER_PORT: String(port),
    },
    port,
  );
  const add = (row: (typeof rows)[number]) =>
    deps.queues.media.add(
      "media.process",
      { mediaId: row.id, postId: row.post, userId: "mw1", storageKey: row.key, mimeType: "image/jpeg" },
      { jobId: `bench-${row.id}`, removeOnComplete: true },
    );
  const readyCount = async () => {
    const { rows: done } = await client.query<{ ready: number; failed: number }>(
      `select count(*) filter (where status = 'ready')::int as ready,
              count(*) filter (where status = 'failed')::int as failed
         from media where id like 'bm' || $1 || '%'`,
      [screening],
    );
    if ((done[0]?.failed ?? 0) > 0) throw new Error(`media (screening ${screening}): a photo failed`);
    return done[0]?.ready ?? 0;
  };
  const waitFor = async (count: number) => {
    while ((await readyCount()) < count) await new Promise((r) => setTimeout(r, 20));
  };
  try {
    await add(rows[0] as (typeof rows)[number]);
    await waitFor(1);
    // A sample the worker does not answer within 5 s (its event loop busy on a loaded machine) is
    // skipped and counted; the RSS it missed is in the next one (a peak held that long is still there).
    let skipped = 0;
    const rssNow = () =>
      worker.memory().then(
        (m) => m.rss,
        () => {
          skipped += 1;
          return 0;
        },
      );
    let peakRss = await rssNow();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peakRss = Math.max(peakRss, await rssNow());
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const started = process.hrtime.bigint();
    for (const row of rows.slice(1)) await add(row);
    await waitFor(rows.length).finally(() => {
      sampling = false;
    });
    const rate = (files.length * 1000) / ms(started);
    await sampler;
    const after = await rssNow();
    return { rate, peakRssMb: peakRss / 2 ** 20, rssMb: after / 2 ** 20, skippedSamples: skipped };
  } finally {
    await worker.stop();
    await client.query("delete from posts where id like 'bmp' || $1 || '%'", [screening]);
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

/**
 * The classifier's inference alone on each file's screening input (made as the worker makes it), one
 * at a time in this process after the worker runs: each photo's screening time, and the model's load.
 */
async function inferenceTimes(deps: Deps, files: string[]) {
  const classifier = createNsfwClassifier({ model: deps.config.MEDIA_SCREENING_MODEL });
  const loadStarted = process.hrtime.bigint();
  await classifier.load();
  const loadMs = ms(loadStarted);
  const samples: number[] = [];
  for (const file of files) {
    const { screen } = await makeImageVariants(
      file,
      deps.config.MEDIA_MAX_IMAGE_PIXELS,
      classifier.inputSize,
    );
    const started = process.hrtime.bigint();
    await classifier.classify(screen as RgbImage);
    samples.push(ms(started));
  }
  const sorted = samples.sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), count: sorted.length, loadMs };
}

async function media(deps: Deps, client: pg.Client, dir: string, cleanups: CleanupStep[]) {
  await truncateAll(client);
  const files = await makePhotos(dir, photos);
  const concurrency = deps.config.MEDIA_WORKER_CONCURRENCY;
  // Warm-up: sharp's first call loads libvips.
  await makeImageVariants(files[0] as string, deps.config.MEDIA_MAX_IMAGE_PIXELS);
  const alone = await timed(() =>
    pool(files, concurrency, (file) => makeImageVariants(file, deps.config.MEDIA_MAX_IMAGE_PIXELS)),
  );
  await seedUsers(client, "mw", 1);
  const build = await buildServices();
  cleanups.push({ name: "service build", run: () => build.remove() });
  const unscreened = await workerRun(deps, client, build, files, "off");
  const screened = await workerRun(deps, client, build, files, "on");
  return {
    concurrency,
    photos: files.length,
    sharpRate: (files.length * 1000) / alone.ms,
    unscreenedRate: unscreened.rate,
    screenedRate: screened.rate,
    screening: await inferenceTimes(deps, files),
    rss: { unscreened, screened },
  };
}

// ---- run ---------------------------------------------------------------------------------------------

async function main() {
  const base = loadConfig();
  const cleanups: CleanupStep[] = [];
  const dbName = `playpal_benchjobs_${randomBytes(4).toString("hex")}`;
  const adminUrl = new URL(base.DATABASE_URL);
  adminUrl.pathname = "/postgres";
  const dbUrl = new URL(base.DATABASE_URL);
  dbUrl.pathname = `/${dbName}`;
  const prefix = `bj${randomBytes(4).toString("hex")}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "playpal-bench-jobs-"));
  const onSignal = () => void runCleanups(cleanups).finally(() => process.exit(130));
  process.once("SIGINT", onSignal);
  log(
    `bench:jobs  ${new Date().toISOString()}  ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  try {
    cleanups.push({ name: "data dir", run: () => rm(dataDir, { recursive: true, force: true }) });
    await ensureDatabase(dbUrl.toString());
    cleanups.push({ name: `drop database ${dbName}`, run: () => dropDatabase(adminUrl.toString(), dbName) });
    await runMigrations(dbUrl.toString());
    cleanups.push({ name: "redis keys", run: () => clearRedisPrefix(base.REDIS_URL, prefix) });
    // A stand-in realtime service answering every emit at once: the jobs pay for their HTTP emits as
    // they would against the real one on the same machine, not for refused connections.
    const emitted = { calls: 0, emits: 0 };
    const realtime = createServer((request, response) => {
      emitted.calls += 1;
      const batch = request.url?.endsWith(EMIT_BATCH_ROUTE);
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => batch && chunks.push(chunk));
      request.on("end", () => {
        emitted.emits += batch
          ? (JSON.parse(Buffer.concat(chunks).toString()) as { emits: unknown[] }).emits.length
          : 1;
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => realtime.listen(0, "127.0.0.1", resolve));
    cleanups.push({ name: "realtime stand-in", run: () => new Promise((r) => realtime.close(r)) });
    const realtimePort = (realtime.address() as { port: number }).port;
    const config = loadConfig({
      ...env,
      LOG_LEVEL: "silent",
      DATABASE_URL: dbUrl.toString(),
      DATABASE_REPLICA_URLS: "",
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      REALTIME_URL: `http://127.0.0.1:${realtimePort}`,
      FEED_FANOUT_MAX_FOLLOWERS: "1000000",
    });
    const deps = wireDeps(config, SUBSCRIBERS);
    cleanups.push({ name: "deps", run: () => deps.close() });
    const client = new pg.Client({ connectionString: dbUrl.toString() });
    await client.connect();
    cleanups.push({ name: "client", run: () => client.end() });

    const growth: Growth[] = [];
    const measure = async (
      job: string,
      unit: string,
      sizes: [number, number],
      fn: (n: number) => Promise<{ ms: number; notes: string[] }>,
    ) => {
      const [small, large] = sizes.map(size) as [number, number];
      log(`${job}: ${small} ${unit}...`);
      const a = await fn(small);
      log(`  ${Math.round(a.ms)} ms; ${large} ${unit}...`);
      const b = await fn(large);
      log(`  ${Math.round(b.ms)} ms  (${b.notes.join("; ")})`);
      growth.push({ job, unit, small, large, smallMs: a.ms, largeMs: b.ms, notes: b.notes });
    };
    if (jobs.includes("fanout"))
      await measure("fan-out", "followers", [10_000, 100_000], (n) => fanout(deps, client, n));
    if (jobs.includes("announce"))
      await measure("announcement", "users", [10_000, 100_000], (n) =>
        announce(deps, client, n, () => ({ ...emitted })),
      );
    if (jobs.includes("payout"))
      await measure("payout calculation", "creators", [1_000, 10_000], (n) => payout(deps, client, n));
    if (jobs.includes("export"))
      await measure("export", "posts", [1_000, 10_000], (n) => exportJob(deps, client, n));
    if (jobs.includes("purge"))
      await measure("purge", "posts", [1_000, 10_000], (n) => purgeJob(deps, client, n));
    let mediaResult: Awaited<ReturnType<typeof media>> | undefined;
    if (jobs.includes("media")) {
      log(`media: ${photos} photos...`);
      mediaResult = await media(deps, client, dataDir, cleanups);
    }

    let missed = 0;
    log("");
    log("| job | sizes | time small | time large | ratio (target <= 12) | |");
    log("|---|---|---|---|---|---|");
    for (const g of growth) {
      const ratio = g.largeMs / g.smallMs;
      const ok = ratio <= JOB_GROWTH_TARGET;
      if (!ok) missed += 1;
      log(
        `| ${g.job} | ${g.small} / ${g.large} ${g.unit} | ${Math.round(g.smallMs)} ms | ${Math.round(g.largeMs)} ms | ${ratio.toFixed(1)}x | ${ok ? "ok" : "MISSED"} |`,
      );
    }
    if (mediaResult) {
      const m = mediaResult;
      const t = MEDIA_WORKER_TARGET;
      const judge = (ok: boolean) => {
        if (!ok) missed += 1;
        return ok ? "ok" : "MISSED";
      };
      const share = (rate: number) => rate / m.sharpRate;
      log("");
      log(
        `media worker (${m.photos} photos, concurrency ${m.concurrency}; sharp alone ${m.sharpRate.toFixed(2)} photos/s on the same files):`,
      );
      log(
        `- screening off: ${m.unscreenedRate.toFixed(2)} photos/s, ${(share(m.unscreenedRate) * 100).toFixed(0)}% of sharp (target >= ${t.minShareOfSharp * 100}%) ${judge(share(m.unscreenedRate) >= t.minShareOfSharp)}`,
      );
      log(
        `- screening on: ${m.screenedRate.toFixed(2)} photos/s, ${(share(m.screenedRate) * 100).toFixed(0)}% of sharp (target >= ${t.minShareOfSharpScreened * 100}%) ${judge(share(m.screenedRate) >= t.minShareOfSharpScreened)}`,
      );
      log(
        `- screening per photo (the model's inference on its 224 px input, one at a time): p50 ${m.screening.p50.toFixed(1)} ms, p99 ${m.screening.p99.toFixed(1)} ms (${m.screening.count} photos; the model loaded in ${Math.round(m.screening.loadMs)} ms)`,
      );
      log(
        `- worker RSS: screening off peak ${Math.round(m.rss.unscreened.peakRssMb)} MiB; with the model loaded peak ${Math.round(m.rss.screened.peakRssMb)} MiB, ${Math.round(m.rss.screened.rssMb)} MiB after (target <= ${t.maxRssMb} MiB) ${judge(m.rss.screened.peakRssMb <= t.maxRssMb)}${m.rss.screened.skippedSamples + m.rss.unscreened.skippedSamples > 0 ? ` (${m.rss.unscreened.skippedSamples} + ${m.rss.screened.skippedSamples} samples unanswered within 5 s)` : ""}`,
      );
    }
    log("");
    log("What bounds each (measured at the large size):");
    for (const g of growth) log(`- ${g.job}: ${g.notes.join("; ")}`);
    log(
      `load at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    process.exitCode = missed > 0 ? 1 : 0;
  } finally {
    await runCleanups(cleanups);
  }
}

await main();
