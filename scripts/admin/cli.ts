/**
 * The shape of an operator command of `npm run admin -- <command>` (scripts/admin.ts): it parses its
 * own arguments, prints to `io`, and returns its exit code. 0 done, 1 refused (the thing asked for does
 * not exist or is not in a state that allows it), 2 bad arguments (`UsageError`). Commands are plain
 * functions of their arguments, so tests run them in-process against the real database and Redis.
 */
import type { Config } from "@playpal/platform";

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

export const consoleIo: Io = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

export interface AdminCommand {
  /** One line for the command list. */
  summary: string;
  /** Usage lines, each starting with the program name given. */
  usage(prog: string): string;
  run(args: string[], context: { config: Config; io: Io; prog: string }): Promise<number>;
}

/** Bad arguments: the command prints the message and its usage, and exits 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** Refused: the message is printed, exit 1. */
export class Refusal extends Error {
  override name = "Refusal";
}

export const EXIT = { done: 0, refused: 1, usage: 2 } as const;

/** Columns padded to the widest cell, two spaces apart; trailing spaces trimmed. */
export function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  return [header, ...rows].map((line) =>
    line
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd(),
  );
}

/** A positive integer option within bounds, else a UsageError naming it. */
export function intOption(value: string | undefined, name: string, fallback: number, max: number): number {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new UsageError(`--${name} must be 1..${max}`);
  return n;
}

/**
 * The subcommand named by the first positional (a key of `allowed`) and the positionals after it; a
 * missing or unknown subcommand, or an option the subcommand does not take, is a UsageError.
 */
export function pickCommand<C extends string>(
  positionals: string[],
  values: Record<string, unknown>,
  allowed: Record<C, readonly string[]>,
): { command: C; rest: string[] } {
  const [name, ...rest] = positionals;
  if (name === undefined || !Object.hasOwn(allowed, name)) {
    throw new UsageError(name ? `unknown command ${name}` : "a command is required");
  }
  const command = name as C;
  for (const option of Object.keys(values)) {
    if (!allowed[command].includes(option)) throw new UsageError(`--${option} does not go with ${command}`);
  }
  return { command, rest };
}
