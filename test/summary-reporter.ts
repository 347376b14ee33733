import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends the run with one plain line, `tests: N passed, N failed, N skipped`, free of colour codes, so
 * CI logs and tools that read a run's closing line can tell what ran.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
    }
    failed += unhandledErrors.length;
    process.stdout.write(
      `\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`,
    );
  }
}
