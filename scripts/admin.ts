/**
 * One operator entry point: `npm run admin -- <command> ...`. Each command is its own script, run with
 * the rest of the arguments (so `npm run admin -- reports list` is `npm run reports -- list`).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const COMMANDS: Record<string, string> = {
  reports: "reports.ts",
};

const [command, ...rest] = process.argv.slice(2);
const script = command ? COMMANDS[command] : undefined;
if (!script) {
  console.error(
    `${command ? `unknown command ${command}` : "a command is required"}\nusage: npm run admin -- <${Object.keys(COMMANDS).join("|")}> ...`,
  );
  process.exit(2);
}
const result = spawnSync(
  process.execPath,
  ["--import", "tsx", fileURLToPath(new URL(script, import.meta.url)), ...rest],
  {
    stdio: "inherit",
  },
);
process.exit(result.status ?? 1);
