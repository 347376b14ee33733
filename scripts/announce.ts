/**
 * Sends a SYSTEM notification to every user (stored, realtime, push), in keyset batches.
 *
 *   npm run announce -- --title "Maintenance tonight" --body "Back at 02:00 UTC" [--target-type post --target-id <id>] [--batch-size 500]
 */
import { parseArgs } from "node:util";
import { announceToAll, createDeps, TARGET_TYPES, type TargetType } from "@playpal/api";
import { loadConfigOrExit } from "@playpal/platform";

const usage = `usage: npm run announce -- --title "..." [--body "..."] [--target-type ${TARGET_TYPES.join("|")} --target-id <id>] [--batch-size 500]`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    title: { type: "string" },
    body: { type: "string" },
    "target-type": { type: "string" },
    "target-id": { type: "string" },
    "batch-size": { type: "string", default: "500" },
  },
});

const title = values.title?.trim();
if (!title) fail("--title is required");
if (title.length > 200) fail("--title must be at most 200 characters");
const targetType = values["target-type"];
if (targetType !== undefined && !TARGET_TYPES.includes(targetType as TargetType))
  fail("unknown --target-type");
if ((targetType === undefined) !== (values["target-id"] === undefined)) {
  fail("--target-type and --target-id go together");
}
const batchSize = Number(values["batch-size"]);
if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 5000) fail("--batch-size must be 1..5000");

const deps = createDeps(loadConfigOrExit());
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
} finally {
  await deps.close();
}
