/**
 * Preloaded into the benchmarked API process (`node --import`), which is otherwise the unchanged
 * `services/api/src/main.ts`: answers a "memory" message on the IPC channel with `process.memoryUsage()`,
 * and shuts the API down when the harness that forked it goes away (no orphaned server on a crash).
 */
process.on("message", (message) => {
  if (message === "memory") process.send?.({ type: "memory", ...process.memoryUsage() });
});
process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
