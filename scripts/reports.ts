/**
 * The moderation queue (no HTTP surface; API.md): `npm run reports -- list|show|resolve ...`, the same
 * as `npm run admin -- reports ...`. See services/api/src/trust/reports-command.ts for the commands.
 */

import { createDeps, runReportsCommand } from "@playpal/api";
import { loadConfigOrExit } from "@playpal/platform";

const deps = createDeps(loadConfigOrExit());
try {
  process.exitCode = await runReportsCommand(deps, process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  await deps.close();
}
