/**
 * `npm run verification -- ...`: kept for habit; the same command as `npm run admin -- verification`
 * (scripts/admin/verification.ts).
 */
import { consoleIo } from "./admin/cli.ts";
import { verificationCommand } from "./admin/verification.ts";
import { runCommand } from "./admin.ts";

process.exitCode = await runCommand(
  verificationCommand,
  process.argv.slice(2),
  consoleIo,
  "npm run verification --",
);
