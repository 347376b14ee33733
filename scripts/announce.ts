/**
 * `npm run announce -- --title "..."`: kept for habit; the same command as `npm run admin -- announce`
 * (scripts/admin/announce.ts).
 */
import { announceCommand } from "./admin/announce.ts";
import { consoleIo } from "./admin/cli.ts";
import { runCommand } from "./admin.ts";

process.exitCode = await runCommand(announceCommand, process.argv.slice(2), consoleIo, "npm run announce --");
