/**
 * `npm run payout -- calculate|transfer|retry|status [--period YYYY-MM]`: the operator's way into the
 * payout runs, through the same code and the same Redis lock as the schedule and the admin routes.
 * Prints JSON; exits 0 when the run happened (or was skipped because the period already has payouts),
 * 1 when it did not (lock busy, Redis unreachable), 2 on bad usage. A calculation and a retry are
 * audited as `cli:<OS user>`, in their transaction.
 */
import { parseArgs } from "node:util";
import { cliActor, createDatabase } from "@playpal/db";
import { createLogger, createRedis, loadConfigOrExit } from "@playpal/platform";
import { isPeriod, isUnfinished, previousPeriod } from "./period.ts";
import { createPayoutRunner } from "./runner.ts";
import { periodStatus } from "./status.ts";

const usage = "usage: npm run payout -- calculate|transfer|retry|status [--period YYYY-MM]";
const { positionals, values } = parseArgs({
  args: process.argv.slice(2),
  options: { period: { type: "string" } },
  allowPositionals: true,
});
const command = positionals[0];
if (!command || !["calculate", "transfer", "retry", "status", "preview"].includes(command)) {
  console.error(usage);
  process.exit(2);
}
const period =
  values.period ??
  (command === "calculate" || command === "preview" ? previousPeriod(new Date()) : undefined);
if (period !== undefined && (!isPeriod(period) || isUnfinished(period, new Date()))) {
  console.error(`--period must be a finished month written YYYY-MM, got ${period}`);
  process.exit(2);
}
if (command === "status" && !period) {
  console.error("status needs --period YYYY-MM");
  process.exit(2);
}

const config = loadConfigOrExit();
const logger = createLogger(config, "payout");
const db = createDatabase(config.DATABASE_URL, { max: 2 });
const redis = createRedis(config, config.REDIS_PREFIX);
redis.on("error", (error) => logger.warn({ err: error.message }, "redis error"));
const runner = createPayoutRunner({ config, logger, db, redis });

let exitCode = 0;
try {
  if (command === "status") {
    console.log(JSON.stringify(await periodStatus(db, period as string), null, 2));
  } else if (command === "preview") {
    console.log(JSON.stringify(await runner.preview(period as string), null, 2));
  } else {
    const outcome =
      command === "calculate"
        ? await runner.calculate(period as string, undefined, cliActor())
        : command === "transfer"
          ? await runner.transfer({ period })
          : await runner.retry({ period }, undefined, cliActor());
    console.log(JSON.stringify(outcome, null, 2));
    if (!outcome.ran) {
      console.error(outcome.message);
      exitCode = 1;
    }
  }
} catch (error) {
  console.error(`payout ${command} failed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  redis.disconnect();
  await db.$client.end();
}
process.exit(exitCode);
