import type { Deps } from "../services/api/src/deps.ts";
import { runReportsCommand } from "../services/api/src/trust/reports-command.ts";

/** `npm run admin -- reports <argv>` run in-process against a test's deps: its exit code and output. */
export async function reportsCli(deps: Deps, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReportsCommand(deps, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}
