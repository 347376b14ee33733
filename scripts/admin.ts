/**
 * `npm run admin -- <command> ...`: the operator's one entry point (also `admin` in the image).
 *
 *   npm run admin -- verification list|download|approve|reject ...
 *   npm run admin -- announce --title "..." [--body "..."]
 *   npm run admin -- jobs counts|failed|show|retry ...
 *   npm run admin -- store-claims list
 *   npm run admin -- events list|retry <event id>|retry --all-parked
 *   npm run admin -- operators grant|revoke|list ...
 *   npm run admin -- help
 *
 * Exit codes: 0 done, 1 refused (unknown user or job, not in a state that allows it), 2 bad arguments.
 * A command is an `AdminCommand` (scripts/admin/cli.ts) in the table below; add yours there.
 */
import { type Config, loadConfigOrExit } from "@playpal/platform";
import { announceCommand } from "./admin/announce.ts";
import { type AdminCommand, consoleIo, EXIT, formatTable, type Io, UsageError } from "./admin/cli.ts";
import { eventsCommand } from "./admin/events.ts";
import { jobsCommand } from "./admin/jobs.ts";
import { operatorsCommand } from "./admin/operators.ts";
import { reportsCommand } from "./admin/reports.ts";
import { storeClaimsCommand } from "./admin/store-claims.ts";
import { verificationCommand } from "./admin/verification.ts";

export const ADMIN_COMMANDS: Record<string, AdminCommand> = {
  verification: verificationCommand,
  announce: announceCommand,
  jobs: jobsCommand,
  reports: reportsCommand,
  "store-claims": storeClaimsCommand,
  operators: operatorsCommand,
  events: eventsCommand,
};

const PROG = "npm run admin --";

function help(io: Io) {
  io.out(`usage: ${PROG} <command> [arguments]`);
  for (const line of formatTable(
    ["COMMAND", "WHAT"],
    Object.entries(ADMIN_COMMANDS).map(([name, command]) => [name, command.summary]),
  )) {
    io.out(`  ${line}`);
  }
  io.out(`${PROG} <command> --help shows a command's usage`);
}

/** Runs one command line (without the program name); returns the exit code. */
export async function runAdmin(argv: string[], io: Io = consoleIo, config?: Config): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === "help" || name === "--help") {
    help(io);
    return name ? EXIT.done : EXIT.usage;
  }
  const command = ADMIN_COMMANDS[name];
  if (!command) {
    io.err(`unknown command ${name}`);
    help(io);
    return EXIT.usage;
  }
  const prog = `${PROG} ${name}`;
  if (args.includes("--help")) {
    io.out(command.usage(prog));
    return EXIT.done;
  }
  return runCommand(command, args, io, prog, config);
}

/** Runs a command, turning a UsageError into its message, the usage and exit 2. */
export async function runCommand(
  command: AdminCommand,
  args: string[],
  io: Io,
  prog: string,
  config?: Config,
): Promise<number> {
  try {
    return await command.run(args, { config: config ?? loadConfigOrExit(), io, prog });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n${command.usage(prog)}`);
    return EXIT.usage;
  }
}

if (process.argv[1]?.replace(/\.(ts|js)$/, "").endsWith("admin")) {
  process.exitCode = await runAdmin(process.argv.slice(2));
}
