/**
 * The domain events' outbox (docs/operations.md "Domain events"): what is not delivered yet, and the
 * retry of what was parked after its last attempt. Each retry is audited (`event_retry`, `cli:<user>`).
 *
 *   list [--parked] [--limit 50]   undelivered deliveries, oldest event first
 *   retry <event id>               makes every undelivered consumer of the event due now, attempts anew
 *   retry --all-parked             the same for every parked delivery
 */
import { parseArgs } from "node:util";
import { listUndelivered, outboxState, retryEvents } from "@playpal/api";
import { cliActor, closeDatabase, createDatabase } from "@playpal/db";
import { type AdminCommand, EXIT, formatTable, intOption, pickCommand, UsageError } from "./cli.ts";

export const eventsCommand: AdminCommand = {
  summary: "domain events not delivered yet (the outbox): list, retry",
  usage: (prog) =>
    [
      `usage: ${prog} list [--parked] [--limit 50]`,
      `       ${prog} retry <event id>`,
      `       ${prog} retry --all-parked`,
    ].join("\n"),

  async run(args, { config, io }) {
    let parsed: ReturnType<
      typeof parseArgs<{
        allowPositionals: true;
        options: {
          limit: { type: "string" };
          parked: { type: "boolean" };
          "all-parked": { type: "boolean" };
        };
      }>
    >;
    try {
      parsed = parseArgs({
        args,
        allowPositionals: true,
        options: {
          limit: { type: "string" },
          parked: { type: "boolean" },
          "all-parked": { type: "boolean" },
        },
      });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const { command, rest } = pickCommand(parsed.positionals, parsed.values, {
      list: ["limit", "parked"],
      retry: ["all-parked"],
    });
    const db = createDatabase(config.DATABASE_URL, { max: 1 });
    try {
      if (command === "list") {
        if (rest.length > 0) throw new UsageError(`unexpected argument ${rest[0]}`);
        const limit = intOption(parsed.values.limit, "limit", 50, 1000);
        const state = await outboxState(db);
        io.out(
          `undelivered ${state.undelivered}, parked ${state.parked}, oldest undelivered ${Math.round(state.oldestUndeliveredSeconds)} s`,
        );
        const rows = await listUndelivered(db, { parkedOnly: parsed.values.parked === true, limit });
        if (rows.length === 0) return EXIT.done;
        for (const line of formatTable(
          ["EVENT", "NAME", "CONSUMER", "CREATED", "ATTEMPTS", "STATE", "LAST ERROR"],
          rows.map((r) => [
            r.eventId,
            r.name,
            r.consumer,
            r.createdAt.toISOString(),
            String(r.attempts),
            r.parkedAt ? `parked ${r.parkedAt.toISOString()}` : `next ${r.nextAttemptAt.toISOString()}`,
            r.lastError ?? "-",
          ]),
        )) {
          io.out(line);
        }
        return EXIT.done;
      }
      const allParked = parsed.values["all-parked"] === true;
      if (allParked === rest.length > 0 || rest.length > 1) {
        throw new UsageError("retry takes one event id, or --all-parked");
      }
      const retried = await retryEvents(
        db,
        allParked ? { allParked: true } : { eventId: rest[0] as string },
        cliActor(),
      );
      if (retried.length === 0) {
        io.err(allParked ? "no parked deliveries" : `event ${rest[0]} has no undelivered consumer`);
        return EXIT.refused;
      }
      for (const r of retried) io.out(`due now: ${r.eventId} ${r.consumer}`);
      return EXIT.done;
    } finally {
      await closeDatabase(db);
    }
  },
};
