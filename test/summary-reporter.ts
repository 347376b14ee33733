import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends the run with one plain line, `tests: N passed, N failed, N skipped`, free of colour codes, so
 * CI logs and tools that read a run's closing line can tell what ran. Before it, one `fault:` line per
 * test of the fault suite (test/faults/) that annotated its figures (`annotate(message, "fault")`):
 * its state, its duration and what it measured.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const faults: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const figures = test.annotations().filter((a) => a.type === "fault");
        if (figures.length > 0) {
          const seconds = ((test.diagnostic()?.duration ?? 0) / 1000).toFixed(1);
          faults.push(
            `fault: ${test.result().state} in ${seconds} s: ${test.name}: ${figures.map((a) => a.message).join("; ")}`,
          );
        }
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
    }
    failed += unhandledErrors.length;
    if (faults.length > 0) process.stdout.write(`\n${faults.join("\n")}\n`);
    process.stdout.write(
      `\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`,
    );
  }
}
