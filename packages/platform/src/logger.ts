import { type DestinationStream, type Logger, type LoggerOptions, pino } from "pino";
import type { Config } from "./config.ts";
import { currentRequestId } from "./request-context.ts";

export type { Logger };

/**
 * One pino logger per process; secrets and tokens are redacted wherever they appear in a log line.
 * Every line written while a request or job runs carries its id as `reqId` (see request-context.ts),
 * also lines of the shared logger that services use, so one action can be followed across processes.
 */
export function createLogger(
  config: Pick<Config, "LOG_LEVEL" | "NODE_ENV">,
  name: string,
  /** Where lines go; stdout unless given (tests read the lines of a stream of their own). */
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    name,
    level: config.LOG_LEVEL,
    mixin(_object, _level, logger) {
      const reqId = currentRequestId();
      // Fastify's request loggers already bind `reqId`: not written twice.
      if (!reqId || "reqId" in logger.bindings()) return {};
      return { reqId };
    },
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'req.headers["x-realtime-admin-token"]',
        "password",
        "*.password",
        "token",
        "*.token",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
