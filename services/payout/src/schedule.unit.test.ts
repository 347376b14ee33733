import { loadConfig } from "@playpal/platform/config";
import { createLogger } from "@playpal/platform/logger";
import { afterEach, describe, expect, it } from "vitest";
import { isUnfinished, periodBounds, previousPeriod, transfersDueThrough } from "./period.ts";
import type { PayoutRunner } from "./runner.ts";
import { startPayoutSchedule } from "./schedule.ts";

let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** A runner that records what the schedule asks of it (the runs themselves are tested elsewhere). */
function recordingRunner() {
  const calls: string[] = [];
  const runner: PayoutRunner = {
    payments: { mode: "local", createTransfer: async () => ({ id: "unused" }) },
    preview: async () => {
      throw new Error("the schedule never previews");
    },
    calculate: async (period) => {
      calls.push(`calculate ${period}`);
      return { ran: false, reason: "redis_unavailable", message: "Redis is unreachable" };
    },
    transfer: async (filter) => {
      calls.push(`transfer through ${filter?.dueThrough ?? "all"}`);
      return { ran: false, reason: "busy", message: "busy" };
    },
    retry: async () => {
      throw new Error("the schedule never retries");
    },
  };
  return { runner, calls };
}

describe("payout schedule", () => {
  it("calculates from the 25th and transfers from the 1st, in UTC, hourly from 02:00 so a refused or missed run is tried again", () => {
    const { runner } = recordingRunner();
    const schedule = startPayoutSchedule(runner, createLogger(loadConfig({ LOG_LEVEL: "silent" }), "payout"));
    stop = schedule.stop;
    const [calculate, transfer] = schedule.jobs;
    const from = new Date("2026-11-24T23:30:00Z");
    expect(calculate?.nextRuns(3, from).map((d) => d.toISOString())).toEqual([
      "2026-11-25T02:00:00.000Z",
      "2026-11-25T03:00:00.000Z",
      "2026-11-25T04:00:00.000Z",
    ]);
    // Every hour of the 25th to the 30th (a 25th missed is made up the next day), then the next month.
    expect(
      calculate
        ?.nextRuns(22 * 6 + 1, from)
        .at(-2)
        ?.toISOString(),
    ).toBe("2026-11-30T23:00:00.000Z");
    expect(
      calculate
        ?.nextRuns(22 * 6 + 1, from)
        .at(-1)
        ?.toISOString(),
    ).toBe("2026-12-25T02:00:00.000Z");
    // Every day (what a killed run left pending is transferred within the hour, any day).
    expect(transfer?.nextRuns(2, new Date("2026-12-01T01:30:00Z")).map((d) => d.toISOString())).toEqual([
      "2026-12-01T02:00:00.000Z",
      "2026-12-01T03:00:00.000Z",
    ]);
    expect(transfer?.nextRun(new Date("2026-12-14T23:30:00Z"))?.toISOString()).toBe(
      "2026-12-15T02:00:00.000Z",
    );
  });

  it("asks for the previous calendar month's calculation and the transfers due at its clock", async () => {
    const { runner, calls } = recordingRunner();
    const clock = () => new Date("2026-12-01T02:00:00Z");
    const logger = createLogger(loadConfig({ LOG_LEVEL: "silent" }), "payout");
    const schedule = startPayoutSchedule(runner, logger, clock);
    stop = schedule.stop;
    await schedule.jobs[0]?.trigger();
    await schedule.jobs[1]?.trigger();
    expect(calls).toEqual(["calculate 2026-11", "transfer through 2026-10"]);
  });
});

describe("payout periods", () => {
  it("are calendar months in UTC", () => {
    expect(periodBounds("2026-12")).toEqual({
      start: new Date("2026-12-01T00:00:00.000Z"),
      end: new Date("2027-01-01T00:00:00.000Z"),
    });
    expect(previousPeriod(new Date("2027-01-01T00:30:00Z"))).toBe("2026-12");
    expect(previousPeriod(new Date("2026-03-31T23:59:59Z"))).toBe("2026-02");
    expect(isUnfinished("2026-10", new Date("2026-10-31T23:59:59.999Z"))).toBe(true);
    expect(isUnfinished("2026-10", new Date("2026-11-01T00:00:00.000Z"))).toBe(false);
  });

  it("are due for transfer from 02:00 UTC on the 1st of the second month after them", () => {
    // October is calculated on November 25th and transferred from December 1st, 02:00.
    expect(transfersDueThrough(new Date("2026-12-01T01:59:59.999Z"))).toBe("2026-09");
    expect(transfersDueThrough(new Date("2026-12-01T02:00:00.000Z"))).toBe("2026-10");
    expect(transfersDueThrough(new Date("2026-12-25T03:00:00.000Z"))).toBe("2026-10");
    expect(transfersDueThrough(new Date("2027-01-01T02:00:00.000Z"))).toBe("2026-11");
    expect(transfersDueThrough(new Date("2027-02-15T12:00:00.000Z"))).toBe("2026-12");
  });
});
