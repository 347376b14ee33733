/** Judging scenario results against `targets.ts` and printing them as one table. */
import type autocannon from "autocannon";
import type { ApiMemory } from "./api-process.ts";
import type { ScenarioName } from "./scenarios.ts";
import { type CeilingMode, MEMORY_TARGET, TARGET_LOAD, TARGETS } from "./targets.ts";

/** Requests/s of each ceiling mode measured in this run. */
export type Ceilings = Record<CeilingMode, number>;

export interface ScenarioResult {
  name: ScenarioName;
  result: autocannon.Result;
  /** The API process right after the scenario. */
  memoryAfter: ApiMemory;
  /** Highest RSS sampled during the scenario. */
  peakRss: number;
}

export interface Verdict {
  name: ScenarioName;
  failures: string[];
}

const MiB = 1024 * 1024;
const mb = (bytes: number) => bytes / MiB;

/** Every failure of one scenario: errors and non-2xx always, targets only at the load they were set for. */
export function judge(run: ScenarioResult, ceilings: Ceilings, connections: number): Verdict {
  const { result } = run;
  const failures: string[] = [];
  if (result.non2xx > 0) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, stat]) => `${code} x${stat.count ?? 0}`)
      .join(", ");
    failures.push(`${result.non2xx} non-2xx responses (${codes})`);
  }
  if (result.errors > 0) failures.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
  if (result.requests.total === 0) failures.push("no response at all");
  if (connections !== TARGET_LOAD.connections) return { name: run.name, failures };

  const target = TARGETS[run.name];
  const ratio = ratioOf(run, ceilings);
  if (ratio < target.minRatio) {
    failures.push(
      `${pct(ratio)} of the ${target.ceiling} ceiling (${result.requests.average.toFixed(0)} req/s) < target ${pct(target.minRatio)}`,
    );
  }
  if (result.latency.p99 > target.maxP99Ms) {
    failures.push(`p99 ${result.latency.p99} ms > target ${target.maxP99Ms} ms`);
  }
  const peak = Math.max(run.peakRss, run.memoryAfter.rss);
  if (mb(peak) > MEMORY_TARGET.maxRssMb) {
    failures.push(`RSS ${mb(peak).toFixed(0)} MiB > target ${MEMORY_TARGET.maxRssMb} MiB`);
  }
  if (mb(run.memoryAfter.heapUsed) > MEMORY_TARGET.maxHeapUsedMb) {
    failures.push(
      `heap used ${mb(run.memoryAfter.heapUsed).toFixed(0)} MiB > target ${MEMORY_TARGET.maxHeapUsedMb} MiB`,
    );
  }
  return { name: run.name, failures };
}

/** The scenario's requests/s over its ceiling's in the same run. */
export function ratioOf(run: ScenarioResult, ceilings: Ceilings): number {
  const ceiling = ceilings[TARGETS[run.name].ceiling];
  return ceiling > 0 ? run.result.requests.average / ceiling : 0;
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

const COLUMNS = [
  "scenario",
  "req/s",
  "ratio",
  "p50 ms",
  "p97.5 ms",
  "p99 ms",
  "max ms",
  "requests",
  "non-2xx",
  "errors",
  "RSS MiB",
  "peak RSS",
  "heap MiB",
  "target (ratio of ceiling, p99)",
  "result",
] as const;

/** A plain-text table, one row per scenario, numbers right-aligned. */
export function formatTable(
  runs: ScenarioResult[],
  verdicts: Verdict[],
  ceilings: Ceilings,
  connections: number,
): string {
  const checked = connections === TARGET_LOAD.connections;
  const rows = runs.map((run, i) => {
    const { result } = run;
    const target = TARGETS[run.name];
    return [
      run.name,
      result.requests.average.toFixed(0),
      `${pct(ratioOf(run, ceilings))} ${target.ceiling}`,
      String(result.latency.p50),
      String(result.latency.p97_5),
      String(result.latency.p99),
      String(result.latency.max),
      String(result.requests.total),
      String(result.non2xx),
      String(result.errors),
      mb(run.memoryAfter.rss).toFixed(0),
      mb(Math.max(run.peakRss, run.memoryAfter.rss)).toFixed(0),
      mb(run.memoryAfter.heapUsed).toFixed(0),
      checked ? `>= ${pct(target.minRatio)}, <= ${target.maxP99Ms} ms` : "(not checked)",
      verdicts[i]?.failures.length ? "FAIL" : "ok",
    ];
  });
  const widths = COLUMNS.map((title, c) => Math.max(title.length, ...rows.map((row) => row[c]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, c) => (c === 0 || c === 2 || c >= 13 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join("  ");
  return [line(COLUMNS), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** The cached reads: each is compared with the floors of an authenticated cached read. */
const CACHED_READS: readonly ScenarioName[] = [
  "feed-first",
  "feed-cursor",
  "user-me",
  "notifications",
  "notifications-unread",
  "unread-count",
];

/**
 * For each cached read of the run, how close it is to the floors of an authenticated cached read
 * measured in the same run: `authed-memory` (the page from process memory behind the token check and
 * the local checks: what a hit costs now) and `pre-encoded-authed` (the same behind one Redis round
 * trip: what a hit costs when it waits on Redis), each also as a share of the pre-encoded ceiling. The verdict is
 * unchanged (a target stays a ratio to its ceiling); this says what bounds it.
 */
export function formatBounds(runs: ScenarioResult[], ceilings: Ceilings): string[] {
  const memory = ceilings["authed-memory"];
  const redis = ceilings["pre-encoded-authed"];
  const ceiling = ceilings["pre-encoded"];
  if (!(memory > 0 && redis > 0 && ceiling > 0)) return [];
  const lines = [
    `floors: authed-memory ${memory.toFixed(0)} req/s (${pct(memory / ceiling)} of pre-encoded), ` +
      `pre-encoded-authed ${redis.toFixed(0)} req/s (${pct(redis / ceiling)})`,
  ];
  for (const run of runs) {
    if (!CACHED_READS.includes(run.name)) continue;
    const rate = run.result.requests.average;
    const target = TARGETS[run.name];
    const reach = target.ceiling === "pre-encoded" ? memory / ceiling : undefined;
    lines.push(
      `bound ${run.name}: ${pct(rate / memory)} of the authed-memory floor, ${pct(rate / redis)} of the Redis floor` +
        (reach !== undefined && reach < target.minRatio
          ? `; the authed-memory floor itself is under the ${pct(target.minRatio)} target`
          : ""),
    );
  }
  return lines;
}
