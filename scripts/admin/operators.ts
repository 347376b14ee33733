/**
 * The console's operator accounts (docs/console.md): separate from users, one role each.
 *
 *   grant <username> --role moderator|verifier|finance|admin [--password "..."]
 *       a new operator (a password is generated and printed once when none is given), or a new role
 *       for an existing one (let in again if revoked); a new password also resets the second factor.
 *       The operator's sessions end.
 *   revoke <username>          no more logins; the operator's sessions end
 *   list
 *   sessions [<username>]      the logged-in sessions alive now (of every operator, or of one)
 *   end-sessions <username>    ends every session of the operator
 *
 * Every change is audited as `cli:<OS user>`, in its transaction. The password may come from the
 * environment instead of the command line (shell history): OPERATOR_PASSWORD.
 */
import { parseArgs } from "node:util";
import {
  endOperatorSessions,
  grantOperator,
  listOperatorSessions,
  listOperators,
  OPERATOR_ROLES,
  type OperatorRole,
  revokeOperator,
} from "@playpal/api";
import { cliActor, closeDatabase, createDatabase } from "@playpal/db";
import { AppError } from "@playpal/platform";
import { type AdminCommand, EXIT, formatTable, pickCommand, UsageError } from "./cli.ts";

const COMMANDS = ["grant", "revoke", "list", "sessions", "end-sessions"] as const;
type Command = (typeof COMMANDS)[number];
const ALLOWED: Record<Command, string[]> = {
  grant: ["role", "password"],
  revoke: [],
  list: [],
  sessions: [],
  "end-sessions": [],
};
/** How many <username> each command takes: exactly one, none, or one at most. */
const NAMES: Record<Command, "one" | "none" | "optional"> = {
  grant: "one",
  revoke: "one",
  list: "none",
  sessions: "optional",
  "end-sessions": "one",
};

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { role: { type: "string" }, password: { type: "string" } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? "-";

export const operatorsCommand: AdminCommand = {
  summary: "console operators: grant, revoke, list, sessions, end-sessions",
  usage: (prog) => `usage: ${prog} grant <username> --role ${OPERATOR_ROLES.join("|")} [--password "..."]
       ${prog} revoke <username>
       ${prog} list
       ${prog} sessions [<username>]
       ${prog} end-sessions <username>`,

  async run(args, { config, io }) {
    const { values, positionals } = parse(args);
    const { command, rest } = pickCommand(positionals, values, ALLOWED);
    const names = NAMES[command];
    if (
      (names === "one" && rest.length !== 1) ||
      (names === "none" && rest.length !== 0) ||
      (names === "optional" && rest.length > 1)
    ) {
      throw new UsageError(
        names === "one"
          ? `${command} takes exactly one <username>`
          : names === "none"
            ? `${command} takes no arguments`
            : `${command} takes one <username> at most`,
      );
    }
    const username = rest[0]?.trim() ?? "";
    if (command === "grant" && !OPERATOR_ROLES.includes(values.role as OperatorRole)) {
      throw new UsageError(`--role must be one of ${OPERATOR_ROLES.join(", ")}`);
    }
    const password = values.password ?? (process.env.OPERATOR_PASSWORD || undefined);

    const db = createDatabase(config.DATABASE_URL, { max: 1 });
    const deps = { db, config };
    try {
      switch (command) {
        case "grant": {
          const result = await grantOperator(
            deps,
            { username, role: values.role as OperatorRole, ...(password !== undefined ? { password } : {}) },
            cliActor(),
          );
          io.out(
            `${result.operator.username}: ${result.created ? "created" : "updated"} with role ${result.operator.role}`,
          );
          if (result.generatedPassword) {
            io.out(`password (shown once): ${result.generatedPassword}`);
          }
          if (!result.operator.totpEnrolledAt)
            io.out("the second factor (TOTP) is set up at the first login");
          if (result.sessionsEnded > 0) io.out(`${result.sessionsEnded} session(s) ended`);
          break;
        }
        case "revoke": {
          const { operator, sessionsEnded } = await revokeOperator(deps, username, cliActor());
          io.out(
            `${operator.username}: revoked${sessionsEnded > 0 ? `; ${sessionsEnded} session(s) ended` : ""}`,
          );
          break;
        }
        case "list": {
          const rows = await listOperators(deps);
          if (rows.length === 0) {
            io.out("No operators.");
            break;
          }
          const lines = rows.map((o) => [
            o.username,
            o.role,
            o.revokedAt ? `revoked ${o.revokedAt.toISOString()}` : "active",
            o.totpEnrolledAt ? "enrolled" : "not enrolled",
            iso(o.lastLoginAt),
          ]);
          for (const line of formatTable(["USERNAME", "ROLE", "STATUS", "TOTP", "LAST LOGIN (UTC)"], lines)) {
            io.out(line);
          }
          break;
        }
        case "sessions": {
          const rows = await listOperatorSessions(deps, {
            now: new Date(),
            ...(username ? { username } : {}),
          });
          if (rows.length === 0) {
            io.out("No sessions.");
            break;
          }
          const header = [
            "USERNAME",
            "ROLE",
            "LOGGED IN (UTC)",
            "LAST SEEN (UTC)",
            "ENDS BY (UTC)",
            "ADDRESS",
            "SESSION",
          ];
          const lines = rows.map((s) => [
            s.username,
            s.role,
            iso(s.loginAt),
            iso(s.seenAt),
            iso(s.expiresAt),
            s.address ?? "-",
            s.id.slice(0, 12),
          ]);
          for (const line of formatTable(header, lines)) io.out(line);
          break;
        }
        case "end-sessions": {
          const { operator, ended } = await endOperatorSessions(deps, { username }, cliActor());
          io.out(`${operator.username}: ${ended} session(s) ended`);
          break;
        }
      }
      return EXIT.done;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      io.err(error.message);
      return EXIT.refused;
    } finally {
      await closeDatabase(db);
    }
  },
};
