/**
 * Sends a SYSTEM notification to every user (stored, realtime, push), in keyset batches.
 *
 *   --title "..." [--body "..."] [--target-type post --target-id <id>] [--batch-size 500]
 */
import { parseArgs } from "node:util";
import { announceToAll, createDeps, TARGET_TYPES, type TargetType } from "@playpal/api";
import { type AdminCommand, EXIT, intOption, UsageError } from "./cli.ts";

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        title: { type: "string" },
        body: { type: "string" },
        "target-type": { type: "string" },
        "target-id": { type: "string" },
        "batch-size": { type: "string" },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export const announceCommand: AdminCommand = {
  summary: "send a SYSTEM notification to every user",
  usage: (prog) =>
    `usage: ${prog} --title "..." [--body "..."] [--target-type ${TARGET_TYPES.join("|")} --target-id <id>] [--batch-size 500]`,

  async run(args, { config, io }) {
    const { values } = parse(args);
    const title = values.title?.trim();
    if (!title) throw new UsageError("--title is required");
    if (title.length > 200) throw new UsageError("--title must be at most 200 characters");
    const targetType = values["target-type"];
    if (targetType !== undefined && !TARGET_TYPES.includes(targetType as TargetType)) {
      throw new UsageError("unknown --target-type");
    }
    if ((targetType === undefined) !== (values["target-id"] === undefined)) {
      throw new UsageError("--target-type and --target-id go together");
    }
    const batchSize = intOption(values["batch-size"], "batch-size", 500, 5000);

    const deps = createDeps(config);
    try {
      const total = await announceToAll(
        deps,
        {
          title,
          body: values.body?.trim() || null,
          targetType: (targetType as TargetType | undefined) ?? null,
          targetId: values["target-id"] ?? null,
        },
        { batchSize, onBatch: (done) => deps.logger.info({ done }, "announcement batch sent") },
      );
      deps.logger.info({ total }, "announcement sent");
      io.out(`announcement sent to ${total} users`);
      return EXIT.done;
    } finally {
      await deps.close();
    }
  },
};
