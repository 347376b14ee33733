import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { ENTRIES } from "../scripts/build.ts";
import { TEST_REDIS_URL } from "./servers.ts";

/** One JSON log line of a service (pino), or `{ msg: <raw line> }` for anything else it printed. */
export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

export interface ServiceProcess {
  child: ChildProcess;
  /** Every line printed so far, stdout and stderr. */
  lines: LogLine[];
  /** Resolves with the first line (already printed or still to come) that matches. */
  waitForLog(match: (line: LogLine) => boolean): Promise<LogLine>;
  /** Settles when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The port each entry point listens on, by variable, with the service's default (API.md "Processes,
 * ports"): a test process must listen on a free port, never on a default that a developer's own
 * `npm start` (or another test run on the machine) may hold.
 */
const LISTENERS: { script: RegExp; ports: [variable: string, defaultPort: number][] }[] = [
  { script: /(^|\/)api\/(src\/)?main\.[jt]s$/, ports: [["PORT", 4000]] },
  { script: /(^|\/)realtime\/(src\/)?main\.[jt]s$/, ports: [["REALTIME_PORT", 4001]] },
  { script: /(^|\/)payout\/(src\/)?main\.[jt]s$/, ports: [["PAYOUT_PORT", 4002]] },
  { script: /(^|\/)media-worker\/(src\/)?main\.[jt]s$/, ports: [["MEDIA_WORKER_PORT", 4003]] },
  {
    script: /(^|\/)start-all\.[jt]s$/,
    ports: [
      ["PORT", 4000],
      ["REALTIME_PORT", 4001],
      ["PAYOUT_PORT", 4002],
      ["MEDIA_WORKER_PORT", 4003],
    ],
  },
];

/** Throws unless every port `script` listens on is set in `env` to something other than its default. */
export function assertFreePorts(script: string, env: Record<string, string | undefined>): void {
  for (const listener of LISTENERS) {
    if (!listener.script.test(script)) continue;
    for (const [variable, defaultPort] of listener.ports) {
      const value = Number(env[variable] ?? defaultPort);
      if (value === defaultPort || !Number.isInteger(value)) {
        throw new Error(
          `${script} would listen on ${variable}=${env[variable] ?? `(default ${defaultPort})`}: ` +
            "give it a free port (freePort() of test/realtime.ts)",
        );
      }
    }
  }
}

/**
 * Runs a script of the repository as its own Node process (as `npm start` and production do), with
 * `env` over the test environment, and collects what it prints. For tests of signals, shutdown and
 * process-level error handling, which need a real process.
 */
export function startProcess(
  script: string,
  env: Record<string, string>,
  options: { ownProcessGroup?: boolean; plainNode?: boolean; args?: string[] } = {},
): ServiceProcess {
  // plainNode: a compiled script (npm run build), run as production runs it, without tsx.
  const processEnv = { ...process.env, LOG_LEVEL: "info", REDIS_URL: TEST_REDIS_URL, ...env };
  assertFreePorts(script, processEnv);
  const args = [
    ...(options.plainNode ? ["--enable-source-maps", script] : ["--import", "tsx", script]),
    ...(options.args ?? []),
  ];
  const child = spawn(process.execPath, args, {
    env: processEnv,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, as a shell gives a foreground job: a signal to the group reaches it and
    // every child it did not move to a group of their own (what Ctrl-C in a terminal does).
    detached: options.ownProcessGroup ?? false,
  });
  const lines: LogLine[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on("line", (text) => {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        line = { msg: text };
      }
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.match(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    });
  }
  return {
    child,
    lines,
    exited,
    waitForLog(match) {
      const seen = lines.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiters.push({ match, resolve });
        void exited.then(({ code, signal }) => {
          if (!lines.some(match)) {
            reject(
              new Error(
                `process exited (${signal ?? code}) before the expected log line; it printed:\n${lines
                  .map((l) => JSON.stringify(l))
                  .join("\n")}`,
              ),
            );
          }
        });
      });
    },
  };
}

/** Runs a service's entry point (the source of `dist/<name>/main.js`, scripts/build.ts); see `startProcess`. */
export function startService(
  name: "api" | "realtime" | "media-worker" | "payout",
  env: Record<string, string>,
): ServiceProcess {
  return startProcess(ENTRIES[`${name}/main`] as string, env);
}

/** Stops a process that a failed test left running (no-op once it has exited). */
export function killIfRunning(service: ServiceProcess | undefined): void {
  if (service && service.child.exitCode === null && service.child.signalCode === null) {
    service.child.kill("SIGKILL");
  }
}
