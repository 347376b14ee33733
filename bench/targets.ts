/**
 * Speed and memory targets of `npm run bench`: the place for them (tests never time anything).
 *
 * Throughput is judged as a ratio to the ceiling measured in the same run (`ceiling-server.ts`: a bare
 * Fastify server on the same machine at the same load), because absolute numbers on a shared 2-core
 * machine are noise: what a neighbour's test run takes from the API it also takes from the ceiling.
 * Latency is judged as a p99 limit at the target load. The issue-13 and issue-32 targets (cached feed
 * >= 50% of the pre-encoded ceiling with p99 <= 10 ms; `/user/me`, notifications and unread count >= 50%
 * of the raw ceiling with p99 <= 5 ms; uncached first page p99 <= 30 ms; reaction, follow and DM p99 <=
 * 20 ms) are written as given, never loosened to what the code reaches: a miss fails the run and
 * docs/benchmarks.md says what bounds it.
 * Scenarios the issue names no target for keep a regression floor (about half of the ratio measured on
 * 2026-11-23, p99 about 3x measured). They hold at `TARGET_LOAD` only.
 */
import type { ScenarioName } from "./scenarios.ts";

/**
 * The three ways the ceiling server sends the same 15 KB feed-shaped page (`ceiling-server.ts`), and
 * two floors of an authenticated cached read: `pre-encoded-authed` (the page from Redis behind token
 * verification and one Redis round trip, nothing else: what a hit costs when it waits on Redis) and
 * `authed-memory` (the page from process memory behind the token verification and the local checks:
 * what a hit can cost now), which bound the cached scenarios.
 */
export const CEILING_MODES = [
  {
    name: "pre-encoded",
    path: "/pre-encoded",
    description: "bytes gzipped once at start-up, written per request",
  },
  { name: "raw", path: "/raw", description: "JSON.stringify per request, no compression" },
  { name: "gzip", path: "/gzip", description: "JSON.stringify + gzip per request (@fastify/compress)" },
  {
    name: "pre-encoded-authed",
    path: "/pre-encoded-authed",
    description:
      "the pre-encoded page from Redis behind HS256 verify + one Redis round trip (version, rate-limit script, MGET), no hooks",
  },
  {
    name: "authed-memory",
    path: "/authed-memory",
    description:
      "the pre-encoded page from process memory behind HS256 verify + the local checks (version, suspension, rate-limit count, generations), no hooks",
  },
] as const;
export type CeilingMode = (typeof CEILING_MODES)[number]["name"];

export interface ScenarioTarget {
  /** Which ceiling the scenario's requests/s are divided by. */
  ceiling: CeilingMode;
  /** Mean requests/s at least this share of that ceiling's requests/s in the same run. */
  minRatio: number;
  /** 99th percentile latency at most this, in milliseconds. */
  maxP99Ms: number;
}

/** The load the targets were measured at. */
export const TARGET_LOAD = { connections: 10 } as const;

/**
 * The API process after each scenario (and its peak RSS sampled during it), in MiB. Measured: RSS
 * 230-360 MiB, heap used 70-215 MiB (it grows until V8 collects; it did not climb across scenarios).
 */
export const MEMORY_TARGET = { maxRssMb: 768, maxHeapUsedMb: 512 } as const;

export const TARGETS: Record<ScenarioName, ScenarioTarget> = {
  // Regression floor: routing, helmet, compress hooks, no auth.
  health: { ceiling: "raw", minRatio: 0.3, maxP99Ms: 60 },
  // Issue 32 (up from issue 13's 35%, p99 60 ms): a hit from process memory.
  "user-me": { ceiling: "raw", minRatio: 0.5, maxP99Ms: 5 },
  // Issue 13: cached pages are encoded bytes: >= 50% of the pre-encoded ceiling, p99 <= 10 ms.
  "feed-first": { ceiling: "pre-encoded", minRatio: 0.5, maxP99Ms: 10 },
  // Issue 13: p99 <= 30 ms for a reader following 1,000 accounts (no ratio target: the floor guards
  // against regression only).
  "feed-first-uncached": { ceiling: "raw", minRatio: 0.005, maxP99Ms: 30 },
  "feed-cursor": { ceiling: "pre-encoded", minRatio: 0.5, maxP99Ms: 10 },
  "feed-cursor-uncached": { ceiling: "raw", minRatio: 0.005, maxP99Ms: 1000 },
  // Issue 32 (issue 13: p99 <= 15 ms): the first page and the badge from process memory, >= 50% of the
  // raw ceiling, p99 <= 5 ms. The unread-only page is not named by the issue: issue 13's target.
  notifications: { ceiling: "raw", minRatio: 0.5, maxP99Ms: 5 },
  "notifications-unread": { ceiling: "gzip", minRatio: 0.1, maxP99Ms: 15 },
  "unread-count": { ceiling: "raw", minRatio: 0.5, maxP99Ms: 5 },
  // Each write commits with fsync: a regression floor only.
  "create-post": { ceiling: "raw", minRatio: 0.005, maxP99Ms: 1200 },
  // Discovery (issue 12): regression floors, exactly the absolute floors of the first measurement
  // (trending 1000 req/s, search 70, discover 60) over the raw ceiling of the same day (13,000 req/s),
  // so none is looser than the floor it replaces.
  "trending-clips": { ceiling: "raw", minRatio: 0.077, maxP99Ms: 150 },
  "search-users": { ceiling: "raw", minRatio: 0.0054, maxP99Ms: 450 },
  discover: { ceiling: "raw", minRatio: 0.0046, maxP99Ms: 750 },
  // Issue 32, writes that commit once: one transaction per acknowledged write, at 10 connections.
  // Reaction and follow as the issue gives them; a DM is the same kind of write (two statements and
  // its notification row), so the same 20 ms. Throughput floors are regression floors only.
  "add-reaction": { ceiling: "raw", minRatio: 0.005, maxP99Ms: 20 },
  follow: { ceiling: "raw", minRatio: 0.005, maxP99Ms: 20 },
  "send-dm": { ceiling: "raw", minRatio: 0.005, maxP99Ms: 20 },
};

/**
 * `npm run bench:realtime` (`realtime.ts`), issue 13 raised by issue 32: a DM sent over REST reaches the
 * receiver's socket on the other realtime instance with p99 <= 50 ms while 10,000 sockets are connected
 * over 2 instances.
 */
export const REALTIME_TARGET = { sockets: 10_000, dmP99Ms: 50 } as const;

/**
 * `npm run bench:jobs`' media worker (`jobs.ts`): photos per second of one worker as a share of sharp's
 * own rate making the same variants of the same files in the same run, with screening off (the worker's
 * overhead alone: BullMQ, storage, the database) and on (issue 31: the classifier's inference on each
 * photo as well), and the worker process's RSS with the screening model loaded (issue 31: <= 600 MiB).
 */
export const MEDIA_WORKER_TARGET = {
  minShareOfSharp: 0.8,
  minShareOfSharpScreened: 0.6,
  maxRssMb: 600,
} as const;
