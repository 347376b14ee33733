import { type Logger, type LoggerOptions, pino } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

/** One pino logger per process; secrets and tokens are redacted wherever they appear in a log line. */
export function createLogger(config: Pick<Config, "LOG_LEVEL" | "NODE_ENV">, name: string): Logger {
  const options: LoggerOptions = {
    name,
    level: config.LOG_LEVEL,
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
  return pino(options);
}
