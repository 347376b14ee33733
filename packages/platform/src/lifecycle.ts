import type { Logger } from "./logger.ts";

export interface ShutdownStep {
  /** Named in the log when the step fails. */
  name: string;
  close: () => unknown;
}

/**
 * The end of a service process, installed once by its `main.ts`:
 * - SIGTERM or SIGINT runs `steps` in order (stop accepting and drain first, then workers, then Redis
 *   and the database); a step that throws is logged and the next one still runs. Exit 0 when every step
 *   closed cleanly, else 1.
 * - A hard deadline (`timeoutMs`): a step that never settles (a request that never finishes, a job that
 *   never ends, a connection that never closes) cannot keep the process alive; it exits 1.
 * - A second signal while closing exits 1 at once (an operator pressing Ctrl-C again).
 * - An unhandled rejection or an uncaught exception is logged as fatal and ends the process the same
 *   way, with status 1: the process is in an unknown state, and a supervisor restarts it.
 */
export function installShutdown(options: { logger: Logger; timeoutMs: number; steps: ShutdownStep[] }): {
  shutdown(reason: string, code?: number): Promise<void>;
} {
  const { logger } = options;
  let closing = false;

  async function shutdown(reason: string, code = 0): Promise<void> {
    if (closing) return;
    closing = true;
    logger.info({ reason, timeoutMs: options.timeoutMs }, "shutting down");
    const deadline = setTimeout(() => {
      logger.error({ reason, timeoutMs: options.timeoutMs }, "shutdown deadline passed; exiting now");
      process.exit(1);
    }, options.timeoutMs);
    let exitCode = code;
    for (const step of options.steps) {
      try {
        await step.close();
      } catch (error) {
        exitCode = 1;
        logger.error({ step: step.name, err: (error as Error)?.message ?? String(error) }, "close failed");
      }
    }
    clearTimeout(deadline);
    logger.info({ reason, exitCode }, "shut down");
    process.exit(exitCode);
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (closing) {
        logger.warn({ signal }, "second signal while shutting down; exiting now");
        process.exit(1);
      }
      void shutdown(signal);
    });
  }
  const fatal = (kind: string) => (error: unknown) => {
    logger.fatal(
      { err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error) },
      kind,
    );
    void shutdown(kind, 1);
  };
  process.on("unhandledRejection", fatal("unhandled rejection"));
  process.on("uncaughtException", fatal("uncaught exception"));
  return { shutdown };
}
