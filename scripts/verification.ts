/**
 * Reviews identity verifications (the operator's side; there is no HTTP surface for it).
 *
 *   npm run verification -- list [--limit 50]
 *   npm run verification -- download <userId> --out <dir>
 *   npm run verification -- approve <userId>
 *   npm run verification -- reject <userId> --reason "..."
 *
 * Exit codes: 0 done, 1 refused (unknown user, nothing submitted, not pending...), 2 bad arguments.
 */
import { parseArgs } from "node:util";
import {
  createDeps,
  downloadDocuments,
  listPending,
  MAX_REASON_LENGTH,
  type PendingVerification,
  review,
} from "@playpal/api";
import { AppError, loadConfigOrExit } from "@playpal/platform";

const usage = `usage: npm run verification -- list [--limit 50]
       npm run verification -- download <userId> --out <dir>
       npm run verification -- approve <userId>
       npm run verification -- reject <userId> --reason "..."`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const COMMANDS = ["list", "download", "approve", "reject"] as const;
type Command = (typeof COMMANDS)[number];
/** The options each command takes; any other one is a mistake. */
const ALLOWED: Record<Command, string[]> = {
  list: ["limit"],
  download: ["out"],
  approve: [],
  reject: ["reason"],
};

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        limit: { type: "string" },
        out: { type: "string" },
        reason: { type: "string" },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
}
const { values, positionals } = parse();
const [commandName, ...rest] = positionals;
if (!COMMANDS.includes(commandName as Command)) {
  fail(commandName ? `unknown command ${commandName}` : "a command is required");
}
const command = commandName as Command;
for (const name of Object.keys(values)) {
  if (!ALLOWED[command].includes(name)) fail(`--${name} does not go with ${command}`);
}
const wantsUser = command !== "list";
if (rest.length !== (wantsUser ? 1 : 0)) {
  fail(wantsUser ? `${command} takes exactly one <userId>` : "list takes no positional arguments");
}
const userId = rest[0]?.trim() ?? "";
if (wantsUser && !userId) fail("<userId> must not be empty");

const limit = Number(values.limit ?? "50");
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) fail("--limit must be 1..1000");
const out = values.out?.trim();
if (command === "download" && !out) fail("--out <dir> is required");
const reason = values.reason?.trim();
if (command === "reject" && (!reason || reason.length > MAX_REASON_LENGTH)) {
  fail(`--reason is required, 1..${MAX_REASON_LENGTH} characters`);
}

function printTable(rows: PendingVerification[]) {
  if (rows.length === 0) {
    console.log("No pending verifications.");
    return;
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
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]?.length ?? 0)));
  for (const line of [header, ...lines]) {
    console.log(
      line
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    );
  }
  console.log(`${rows.length} pending${rows.length === limit ? ` (first ${limit}; --limit for more)` : ""}`);
}

const deps = createDeps(loadConfigOrExit());
try {
  switch (command) {
    case "list":
      printTable(await listPending(deps, { limit }));
      break;
    case "download":
      for (const file of await downloadDocuments(deps, userId, out as string)) console.log(file);
      break;
    case "approve": {
      const result = await review(deps, userId, { decision: "approved" });
      console.log(`${userId}: approved at ${result.reviewedAt.toISOString()}; the user was notified`);
      break;
    }
    case "reject": {
      const result = await review(deps, userId, { decision: "rejected", reason });
      console.log(
        `${userId}: rejected at ${result.reviewedAt.toISOString()} (${result.rejectionReason}); the user was notified`,
      );
      break;
    }
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(`${error.code}: ${error.message}`);
  process.exitCode = 1;
} finally {
  await deps.close();
}
