/**
 * Preloaded into the benchmarked API process (`node --import`), which is otherwise the unchanged
 * `services/api/src/main.ts` (and the realtime service's `main.ts` in `realtime.ts`): answers a "memory"
 * message on the IPC channel with `process.memoryUsage()`, a "loop" message with the event-loop delay
 * since the previous "loop" (p50/p99/max in ms, then reset), and shuts the service down when the
 * harness that forked it goes away (no orphaned server on a crash).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

process.on("message", (message) => {
  if (message === "memory") process.send?.({ type: "memory", ...process.memoryUsage() });
  if (message === "loop") {
    const ms = (ns: number) => ns / 1e6;
    process.send?.({
      type: "loop",
      p50: ms(loop.percentile(50)),
      p99: ms(loop.percentile(99)),
      max: ms(loop.max),
    });
    loop.reset();
  }
});
process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
