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

/**
 * For each scenario judged against the pre-encoded ceiling (the cached reads), where the authenticated
 * floor of the same run puts that ceiling out of reach: the floor's share of the ceiling, and the
 * scenario's share of the floor. The verdict is unchanged (the target stays a ratio to the ceiling);
 * this says what bounds it, measured in the same run.
 */
export function formatBounds(runs: ScenarioResult[], ceilings: Ceilings): string[] {
  const floor = ceilings["pre-encoded-authed"];
  const ceiling = ceilings["pre-encoded"];
  if (!(floor > 0 && ceiling > 0)) return [];
  return runs
    .filter((run) => TARGETS[run.name].ceiling === "pre-encoded")
    .map((run) => {
      const target = TARGETS[run.name].minRatio;
      const reach = floor / ceiling;
      return (
        `bound ${run.name}: the authenticated floor (pre-encoded-authed, ${floor.toFixed(0)} req/s) is ` +
        `${pct(reach)} of the pre-encoded ceiling${reach < target ? `, under the ${pct(target)} target` : ""}; ` +
        `${run.name} reaches ${pct(run.result.requests.average / floor)} of that floor`
      );
    });
}
