/**
 * The report queue's command line (API.md):
 *
 *   reports list [--limit 50]
 *   reports show <reportId>            (an automatic report: its media, scores and a signed image URL)
 *   reports resolve <reportId> --action dismiss|remove|suspend [--days N] --note "..." [--actor name]
 *
 * Run as `npm run admin -- reports ...` (or `npm run reports -- ...`). Returns the exit code: 0 done,
 * 1 refused (unknown report, already resolved...), 2 bad arguments.
 */
import { parseArgs } from "node:util";
import { type AuditActor, cliActor, type MediaScreening } from "@playpal/db";
import { AppError } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import {
  DEFAULT_SUSPENSION_DAYS,
  listQueue,
  MAX_NOTE_LENGTH,
  MODERATION_ACTIONS,
  type ModerationAction,
  resolveReport,
  showReport,
} from "./moderation.ts";

/** The command's usage, each line starting with `prog` (e.g. "npm run admin -- reports"). */
export const reportsUsage = (prog = "npm run admin -- reports") => `usage: ${prog} list [--limit 50]
       ${prog} show <reportId>
       ${prog} resolve <reportId> --action dismiss|remove|suspend [--days ${DEFAULT_SUSPENSION_DAYS}] --note "..." [--actor <name>]`;

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const COMMANDS = ["list", "show", "resolve"] as const;
type Command = (typeof COMMANDS)[number];
const ALLOWED: Record<Command, string[]> = {
  list: ["limit"],
  show: [],
  resolve: ["action", "days", "note", "actor"],
};

class UsageError extends Error {}

function parse(argv: string[]) {
  let parsed: ReturnType<
    typeof parseArgs<{ allowPositionals: true; args: string[]; options: Record<string, { type: "string" }> }>
  >;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        limit: { type: "string" },
        action: { type: "string" },
        days: { type: "string" },
        note: { type: "string" },
        actor: { type: "string" },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [name, ...rest] = positionals;
  if (!COMMANDS.includes(name as Command)) {
    throw new UsageError(name ? `unknown command ${name}` : "a command is required");
  }
  const command = name as Command;
  for (const option of Object.keys(values)) {
    if (!ALLOWED[command].includes(option)) throw new UsageError(`--${option} does not go with ${command}`);
  }
  const wantsId = command !== "list";
  if (rest.length !== (wantsId ? 1 : 0)) {
    throw new UsageError(
      wantsId ? `${command} takes exactly one <reportId>` : "list takes no positional arguments",
    );
  }
  const reportId = rest[0]?.trim() ?? "";
  if (wantsId && !reportId) throw new UsageError("<reportId> must not be empty");
  const limit = Number(values.limit ?? "50");
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError("--limit must be 1..1000");
  let action: ModerationAction | undefined;
  let days: number | undefined;
  let note = "";
  if (command === "resolve") {
    if (!MODERATION_ACTIONS.includes(values.action as ModerationAction)) {
      throw new UsageError(`--action must be one of ${MODERATION_ACTIONS.join(", ")}`);
    }
    action = values.action as ModerationAction;
    if (values.days !== undefined) {
      if (action !== "suspend") throw new UsageError("--days goes only with --action suspend");
      days = Number(values.days);
      if (!/^\d+$/.test(values.days) || days < 1)
        throw new UsageError("--days must be a whole number of days");
    }
    note = values.note?.trim() ?? "";
    if (!note || note.length > MAX_NOTE_LENGTH)
      throw new UsageError(`--note is required, 1..${MAX_NOTE_LENGTH} characters`);
  }
  // The OS user is who acted; `--actor` only names the person at the keyboard, beside it.
  const named = values.actor?.trim();
  const actor: AuditActor = { ...cliActor(), ...(named ? { actorName: named } : {}) };
  return { command, reportId, limit, action, days, note, actor };
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : "-");

/** Who filed a report: a user id, or the screening classifier for an automatic report. */
const reporterOf = (r: { reporterId: string | null; automatic: boolean }) =>
  r.automatic ? "automatic (screening)" : (r.reporterId ?? "-");

/** The classifier's scores, largest first, as percentages. */
const formatScores = (s: MediaScreening) =>
  Object.entries(s.scores)
    .sort((a, b) => b[1] - a[1])
    .map(([name, p]) => `${name} ${(p * 100).toFixed(1)}%`)
    .join(", ");

function table(io: CommandIo, header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]?.length ?? 0)));
  for (const line of [header, ...lines]) {
    io.out(
      line
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    );
  }
}

/** Runs one `reports` command against `deps`; returns the exit code. */
export async function runReportsCommand(deps: Deps, argv: string[], io: CommandIo): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n${reportsUsage()}`);
    return 2;
  }
  try {
    switch (args.command) {
      case "list": {
        const rows = await listQueue(deps, { limit: args.limit });
        if (rows.length === 0) {
          io.out("No open reports.");
          break;
        }
        table(
          io,
          ["REPORT ID", "TARGET", "TARGET ID", "REPORTS", "AUTOMATIC", "FIRST (UTC)", "REASONS"],
          rows.map((r) => [
            r.firstReportId,
            r.targetType,
            r.targetId,
            String(r.reports),
            r.automatic > 0 ? `${r.automatic} (screening)` : "-",
            iso(r.firstReportedAt),
            r.reasons.map((reason) => reason.replace(/\s+/g, " ").slice(0, 40)).join(" | "),
          ]),
        );
        io.out(`${rows.length} reported target(s)${rows.length === args.limit ? " (--limit for more)" : ""}`);
        break;
      }
      case "show": {
        const shown = await showReport(deps, args.reportId);
        const { report, target } = shown;
        io.out(
          `report   ${report.id} (${report.status}) by ${reporterOf(report)} at ${iso(report.createdAt)}`,
        );
        io.out(`target   ${report.targetType} ${report.targetId}${target ? "" : " (gone)"}`);
        if (target) {
          io.out(`author   ${target.authorId}`);
          if (report.targetType !== "user") io.out(`status   ${target.status}`);
          io.out(`content  ${target.body.replace(/\s+/g, " ").slice(0, 500)}`);
        }
        io.out(`reports  ${shown.reports.length}`);
        for (const r of shown.reports) {
          io.out(`  ${r.id}  ${r.status}  ${reporterOf(r)}  ${r.reason.replace(/\s+/g, " ")}`);
          if (!r.automatic) continue;
          const screened = r.mediaId ? shown.screenedMedia.get(r.mediaId) : undefined;
          io.out(
            `    media   ${r.mediaId ?? "-"}${screened ? ` (${screened.kind}, ${screened.status}${screened.sensitive ? ", sensitive" : ", flag cleared"})` : " (gone)"}`,
          );
          if (r.scores) io.out(`    scores  ${formatScores(r.scores)} (${r.scores.model})`);
          io.out(`    image   ${screened?.imageUrl ?? "-"}`);
        }
        io.out(`audit    ${shown.audit.length}`);
        for (const a of shown.audit)
          io.out(`  ${iso(a.createdAt)}  ${a.action}  ${a.actor}  ${a.note ?? ""}`);
        break;
      }
      case "resolve": {
        const result = await resolveReport(deps, args.reportId, {
          action: args.action as ModerationAction,
          note: args.note,
          actor: args.actor,
          ...(args.days !== undefined ? { days: args.days } : {}),
        });
        const until = result.suspendedUntil ? ` until ${iso(result.suspendedUntil)}` : "";
        io.out(
          `${result.targetType} ${result.targetId}: ${result.action}${until}; ${result.reportsResolved} report(s) resolved; author and reporters notified`,
        );
        break;
      }
    }
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    io.err(`${error.code}: ${error.message}`);
    return 1;
  }
}
