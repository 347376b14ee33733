/**
 * The moderation queue (API.md "Trust and safety"): list, show and resolve reports, with an audit
 * entry for every action. The command itself lives in the API (trust/reports-command.ts).
 */
import { createDeps, reportsUsage, runReportsCommand } from "@playpal/api";
import type { AdminCommand } from "./cli.ts";

export const reportsCommand: AdminCommand = {
  summary: "work the report queue: list, show, resolve",
  usage: reportsUsage,
  async run(args, { config, io }) {
    const deps = createDeps(config);
    try {
      return await runReportsCommand(deps, args, io);
    } finally {
      await deps.close();
    }
  },
};
