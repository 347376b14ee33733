/**
 * Second claims of store transactions already credited (RevenueCat events naming a `transaction_id`
 * that another event credited: the same purchase sent for two users, or a replay under a new event id).
 * Nothing was credited for them and RevenueCat was answered 200; an operator reads them here.
 *
 *   list [--limit 50]        newest first: when, store transaction, claiming event and user, credited one
 */
import { parseArgs } from "node:util";
import { closeDatabase, createDatabase, storeTransactionConflicts } from "@playpal/db";
import { desc } from "drizzle-orm";
import { type AdminCommand, EXIT, formatTable, intOption, UsageError } from "./cli.ts";

export const storeClaimsCommand: AdminCommand = {
  summary: "store transactions claimed twice (RevenueCat): list",
  usage: (prog) => `usage: ${prog} list [--limit 50]`,

  async run(args, { config, io }) {
    let parsed: ReturnType<
      typeof parseArgs<{ allowPositionals: true; options: { limit: { type: "string" } } }>
    >;
    try {
      parsed = parseArgs({ args, allowPositionals: true, options: { limit: { type: "string" } } });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const [command, ...rest] = parsed.positionals;
    if (command !== "list")
      throw new UsageError(command ? `unknown command ${command}` : "a command is required");
    if (rest.length > 0) throw new UsageError(`unexpected argument ${rest[0]}`);
    const limit = intOption(parsed.values.limit, "limit", 50, 1000);
    const db = createDatabase(config.DATABASE_URL, { max: 1 });
    try {
      const rows = await db
        .select()
        .from(storeTransactionConflicts)
        .orderBy(desc(storeTransactionConflicts.createdAt), desc(storeTransactionConflicts.id))
        .limit(limit);
      if (rows.length === 0) {
        io.out("no second claims of a store transaction");
        return EXIT.done;
      }
      for (const line of formatTable(
        ["WHEN", "TRANSACTION", "EVENT", "TYPE", "CLAIMED BY", "PRODUCT", "CREDITED TO", "CREDITED BY EVENT"],
        rows.map((r) => [
          r.createdAt.toISOString(),
          r.transactionId,
          r.eventId,
          r.eventType,
          r.claimedUserId ?? "-",
          r.productId ?? "-",
          r.creditedUserId,
          r.creditedEventId,
        ]),
      )) {
        io.out(line);
      }
      return EXIT.done;
    } finally {
      await closeDatabase(db);
    }
  },
};
