import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { MEDIA_WORKER_TARGET } from "../bench/targets.ts";

const run = promisify(execFile);

/** `npm run screening:check` in a process of its own: the model loaded once, as a media worker loads it. */
async function screeningCheck(env: Record<string, string> = {}) {
  return run(process.execPath, ["--import", "tsx", "scripts/screening-check.ts"], {
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    timeout: 120_000,
  });
}

describe("the screening model", () => {
  it("loads in a fresh process within a minute (about a second on a quiet machine) and keeps its RSS under the worker's memory target", async () => {
    const { stdout } = await screeningCheck();
    const report = JSON.parse(stdout) as {
      model: string;
      inputSize: number;
      loadMs: number;
      rssMb: number;
      results: { scores: Record<string, number> }[];
    };
    expect(report).toMatchObject({ model: "MobileNetV2", inputSize: 224 });
    // A bound, not the benchmark: the figures of a quiet machine are bench:jobs' (docs/benchmarks.md).
    expect(report.loadMs).toBeLessThan(60_000);
    expect(report.rssMb).toBeLessThanOrEqual(MEDIA_WORKER_TARGET.maxRssMb);
    const total = Object.values(report.results[0]?.scores ?? {}).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 3);
  }, 150_000);

  it("says which model could not load, and exits 1", async () => {
    const failed = await screeningCheck({ MEDIA_SCREENING_MODEL: "/nonexistent/model" }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain(
      "the screening model /nonexistent/model could not be loaded",
    );
  }, 60_000);
});
