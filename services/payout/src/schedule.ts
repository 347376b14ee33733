import type { Logger } from "@playpal/platform";
import { Cron } from "croner";
import { previousPeriod } from "./period.ts";
import type { PayoutRunner } from "./runner.ts";

/**
 * The monthly schedule, in UTC: at 02:00 on the 25th the previous calendar month is calculated, at
 * 02:00 on the 1st every `pending` payout is transferred. Every replica may run it: the lock lets one
 * run, the others log that it is busy; a run refused because Redis is down is tried again at the next
 * tick (hourly on those days), and a calculated period is skipped.
 */
export function startPayoutSchedule(runner: PayoutRunner, logger: Logger) {
  const guard = (job: string, run: () => Promise<unknown>) => async () => {
    try {
      await run();
    } catch (error) {
      logger.error({ job, err: (error as Error).message }, "payout run failed");
    }
  };
  const jobs = [
    new Cron(
      "0 2-23 25 * *",
      { timezone: "UTC", protect: true, name: "payout-calculate" },
      guard("calculate", () => runner.calculate(previousPeriod(new Date()))),
    ),
    new Cron(
      "0 2-23 1 * *",
      { timezone: "UTC", protect: true, name: "payout-transfer" },
      guard("transfer", () => runner.transfer()),
    ),
  ];
  return {
    jobs,
    stop() {
      for (const job of jobs) job.stop();
    },
  };
}
