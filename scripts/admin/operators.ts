/**
 * The console's operator accounts (docs/console.md): separate from users, one role each.
 *
 *   grant <username> --role moderator|verifier|finance|admin [--password "..."]
 *       a new operator (a password is generated and printed once when none is given), or a new role
 *       for an existing one (let in again if revoked); a new password also resets the second factor
 *   revoke <username>        no more logins; open sessions end on their next request
 *   list
 *
 * The password may come from the environment instead of the command line (shell history):
 * OPERATOR_PASSWORD.
 */
import { parseArgs } from "node:util";
import {
  grantOperator,
  listOperators,
  OperatorError,
  ROLES,
  type Role,
  revokeOperator,
} from "@playpal/console";
import { closeDatabase, createDatabase } from "@playpal/db";
import { type AdminCommand, EXIT, formatTable, pickCommand, UsageError } from "./cli.ts";

const COMMANDS = ["grant", "revoke", "list"] as const;
type Command = (typeof COMMANDS)[number];
const ALLOWED: Record<Command, string[]> = { grant: ["role", "password"], revoke: [], list: [] };

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

export const operatorsCommand: AdminCommand = {
  summary: "console operators: grant, revoke, list",
  usage: (prog) => `usage: ${prog} grant <username> --role ${ROLES.join("|")} [--password "..."]
       ${prog} revoke <username>
       ${prog} list`,

  async run(args, { config, io }) {
    const { values, positionals } = parse(args);
    const { command, rest } = pickCommand(positionals, values, ALLOWED);
    const wantsName = command !== "list";
    if (rest.length !== (wantsName ? 1 : 0)) {
      throw new UsageError(wantsName ? `${command} takes exactly one <username>` : "list takes no arguments");
    }
    const username = rest[0]?.trim() ?? "";
    if (command === "grant" && !ROLES.includes(values.role as Role)) {
      throw new UsageError(`--role must be one of ${ROLES.join(", ")}`);
    }
    const password = values.password ?? (process.env.OPERATOR_PASSWORD || undefined);

    const db = createDatabase(config.DATABASE_URL, { max: 1 });
    try {
      switch (command) {
        case "grant": {
          const result = await grantOperator(db, {
            username,
            role: values.role as Role,
            ...(password !== undefined ? { password } : {}),
            bcryptCost: config.BCRYPT_COST,
          });
          io.out(
            `${result.operator.username}: ${result.created ? "created" : "updated"} with role ${result.operator.role}`,
          );
          if (result.generatedPassword) {
            io.out(`password (shown once): ${result.generatedPassword}`);
          }
          if (!result.operator.totpEnrolledAt)
            io.out("the second factor (TOTP) is set up at the first login");
          break;
        }
        case "revoke": {
          const operator = await revokeOperator(db, username);
          io.out(`${operator.username}: revoked`);
          break;
        }
        case "list": {
          const rows = await listOperators(db);
          if (rows.length === 0) {
            io.out("No operators.");
            break;
          }
          const lines = rows.map((o) => [
            o.username,
            o.role,
            o.revokedAt ? `revoked ${o.revokedAt.toISOString()}` : "active",
            o.totpEnrolledAt ? "enrolled" : "not enrolled",
            o.lastLoginAt?.toISOString() ?? "-",
          ]);
          for (const line of formatTable(["USERNAME", "ROLE", "STATUS", "TOTP", "LAST LOGIN (UTC)"], lines)) {
            io.out(line);
          }
          break;
        }
      }
      return EXIT.done;
    } catch (error) {
      if (!(error instanceof OperatorError)) throw error;
      io.err(error.message);
      return EXIT.refused;
    } finally {
      await closeDatabase(db);
    }
  },
};
