import type { Logger } from "@playpal/platform";
import { Cron } from "croner";
import { previousPeriod, TRANSFER_HOUR_UTC, transfersDueThrough } from "./period.ts";
import type { PayoutRunner } from "./runner.ts";

/**
 * The monthly schedule, in UTC, from PostgreSQL's state rather than from one day's ticks: hourly from
 * 02:00 on the 25th to the month's end the previous calendar month is calculated (a calculated period
 * is skipped, so a 25th the service missed is made up the next day), and hourly from 02:00 every day
 * every `pending` payout whose transfer is due is transferred (`transfersDueThrough`: from the 1st,
 * the period two months back; later in the month only what a run killed, cut off or left unanswered
 * did not finish, usually nothing). Every replica may run it: the lock lets one run, the others log
 * that it is busy; a run refused because Redis is down is tried again at the next tick. Nothing of it
 * lives in Redis: a Redis that loses its data loses only the lock.
 */
export function startPayoutSchedule(
  runner: PayoutRunner,
  logger: Logger,
  now: () => Date = () => new Date(),
) {
  const guard = (job: string, run: () => Promise<unknown>) => async () => {
    try {
      await run();
    } catch (error) {
      logger.error({ job, err: (error as Error).message }, "payout run failed");
    }
  };
  const jobs = [
    new Cron(
      `0 ${TRANSFER_HOUR_UTC}-23 25-31 * *`,
      { timezone: "UTC", protect: true, name: "payout-calculate" },
      guard("calculate", () => runner.calculate(previousPeriod(now()))),
    ),
    new Cron(
      `0 ${TRANSFER_HOUR_UTC}-23 * * *`,
      { timezone: "UTC", protect: true, name: "payout-transfer" },
      guard("transfer", () => runner.transfer({ dueThrough: transfersDueThrough(now()) })),
    ),
  ];
  return {
    jobs,
    stop() {
      for (const job of jobs) job.stop();
    },
  };
}
