/**
 * Reviews identity verifications (the operator's side; there is no HTTP surface for it).
 *
 *   list [--limit 50]                 pending ones, longest-waiting first
 *   download <userId> --out <dir>     the submitted documents, into a private directory
 *   approve <userId>
 *   reject <userId> --reason "..."
 *
 * A decision is audited as `cli:<OS user>`, in its transaction.
 */
import { parseArgs } from "node:util";
import { createDeps, downloadDocuments, listPending, MAX_REASON_LENGTH, review } from "@playpal/api";
import { cliActor } from "@playpal/db";
import { AppError } from "@playpal/platform";
import { type AdminCommand, EXIT, formatTable, intOption, pickCommand, UsageError } from "./cli.ts";

const COMMANDS = ["list", "download", "approve", "reject"] as const;
type Command = (typeof COMMANDS)[number];
/** The options each command takes; any other one is a mistake. */
const ALLOWED: Record<Command, string[]> = {
  list: ["limit"],
  download: ["out"],
  approve: [],
  reject: ["reason"],
};

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { limit: { type: "string" }, out: { type: "string" }, reason: { type: "string" } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export const verificationCommand: AdminCommand = {
  summary: "review identity verifications: list, download, approve, reject",
  usage: (prog) => `usage: ${prog} list [--limit 50]
       ${prog} download <userId> --out <dir>
       ${prog} approve <userId>
       ${prog} reject <userId> --reason "..."`,

  async run(args, { config, io }) {
    const { values, positionals } = parse(args);
    const { command, rest } = pickCommand(positionals, values, ALLOWED);
    const wantsUser = command !== "list";
    if (rest.length !== (wantsUser ? 1 : 0)) {
      throw new UsageError(
        wantsUser ? `${command} takes exactly one <userId>` : "list takes no positional arguments",
      );
    }
    const userId = rest[0]?.trim() ?? "";
    if (wantsUser && !userId) throw new UsageError("<userId> must not be empty");
    const limit = intOption(values.limit, "limit", 50, 1000);
    const out = values.out?.trim();
    if (command === "download" && !out) throw new UsageError("--out <dir> is required");
    const reason = values.reason?.trim();
    if (command === "reject" && (!reason || reason.length > MAX_REASON_LENGTH)) {
      throw new UsageError(`--reason is required, 1..${MAX_REASON_LENGTH} characters`);
    }

    const deps = createDeps(config);
    try {
      switch (command) {
        case "list": {
          const rows = await listPending(deps, { limit });
          if (rows.length === 0) {
            io.out("No pending verifications.");
            break;
          }
          const header = ["SUBMITTED (UTC)", "USER ID", "USERNAME", "NAME", "EMAIL", "DOCUMENTS"];
          const lines = rows.map((r) => [
            r.submittedAt.toISOString(),
            r.userId,
            r.username ?? "-",
            r.displayName,
            r.email,
            r.documents.join(","),
          ]);
          for (const line of formatTable(header, lines)) io.out(line);
          io.out(
            `${rows.length} pending${rows.length === limit ? ` (first ${limit}; --limit for more)` : ""}`,
          );
          break;
        }
        case "download":
          for (const file of await downloadDocuments(deps, userId, out as string)) io.out(file);
          break;
        case "approve": {
          const result = await review(deps, userId, { decision: "approved", actor: cliActor() });
          io.out(`${userId}: approved at ${result.reviewedAt.toISOString()}; the user was notified`);
          break;
        }
        case "reject": {
          const result = await review(deps, userId, { decision: "rejected", reason, actor: cliActor() });
          io.out(
            `${userId}: rejected at ${result.reviewedAt.toISOString()} (${result.rejectionReason}); the user was notified`,
          );
          break;
        }
      }
      return EXIT.done;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      io.err(`${error.code}: ${error.message}`);
      return EXIT.refused;
    } finally {
      await deps.close();
    }
  },
};
