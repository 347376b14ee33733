/**
 * Speed and memory targets of `npm run bench`: the place for them (tests never time anything).
 *
 * Set from measurements on 2026-11-22 on this project's machine kind (`node-svc`: 2 cores, 24 GiB;
 * PostgreSQL 15 with fsync on, Redis and the load generator on the same machine, which other work was
 * sharing at the time: load average 3-5) at the default load (10 connections, 8 s per scenario): minimum
 * throughput about half the measured requests/s, maximum p99 about 3x the measured p99, memory about
 * twice the peak seen. Noise between runs should not fail the bench; a regression by a factor should.
 * They hold at `TARGET_LOAD` only: with another BENCH_CONNECTIONS the table is printed for information
 * and only errors and non-2xx responses fail the run. Re-measure (and update the date) when the machine
 * kind or the data shape in `seed.ts` changes; the measured numbers are in the comments.
 */
import type { ScenarioName } from "./scenarios.ts";

export interface ScenarioTarget {
  /** Mean requests per second at least this. */
  minRps: number;
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
  // measured req/s, p99 ms in two full runs: 3198, 13 | 3209, 18
  health: { minRps: 1500, maxP99Ms: 60 },
  // 430, 89 | 435, 89
  "user-me": { minRps: 200, maxP99Ms: 250 },
  // 402, 58 | 396, 61 (hits still pay JSON parse, zod response encoding, gzip)
  "feed-first": { minRps: 180, maxP99Ms: 300 },
  // 52, 323 | 61, 341
  "feed-first-uncached": { minRps: 22, maxP99Ms: 900 },
  // 382, 90 | 462, 45
  "feed-cursor": { minRps: 160, maxP99Ms: 250 },
  // 56, 379 | 65, 241
  "feed-cursor-uncached": { minRps: 25, maxP99Ms: 1000 },
  // 272, 79 | 348, 77
  notifications: { minRps: 130, maxP99Ms: 250 },
  // 289, 79 | 306, 81
  "notifications-unread": { minRps: 140, maxP99Ms: 250 },
  // 299, 84 | 452, 70
  "unread-count": { minRps: 150, maxP99Ms: 250 },
  // 88, 491 | 183, 128 (each write commits with fsync; the worst run had p99 491)
  "create-post": { minRps: 40, maxP99Ms: 1200 },
  // Discovery, measured 2026-11-23 (load average 15 on the shared machine), one run each: 2267, 35
  // (the bench seed has no clips: the shared cache path and an empty hydration)
  "trending-clips": { minRps: 1000, maxP99Ms: 150 },
  // 149, 149 (the seed's 20k usernames all start with "bench_": every query is close to all of them)
  "search-users": { minRps: 70, maxP99Ms: 450 },
  // 126, 247
  discover: { minRps: 60, maxP99Ms: 750 },
};
