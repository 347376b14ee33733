/** A payout period: one calendar month in UTC, written `YYYY-MM`. */
export type Period = string;

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isPeriod = (value: string): value is Period => PERIOD.test(value);

/** The first instant of the period and the first instant after it, both in UTC. */
export function periodBounds(period: Period): { start: Date; end: Date } {
  const match = PERIOD.exec(period);
  if (!match) throw new Error(`not a period: ${period}`);
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

const format = (year: number, monthIndex: number): Period => {
  const d = new Date(Date.UTC(year, monthIndex, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
};

/** The calendar month (UTC) before the one `now` falls in. */
export const previousPeriod = (now: Date): Period => format(now.getUTCFullYear(), now.getUTCMonth() - 1);

/** A period that has not ended yet at `now` (the current month or later) cannot be paid out. */
export const isUnfinished = (period: Period, now: Date): boolean => periodBounds(period).end > now;

/** The hour (UTC) of the 1st from which the transfers of a period two months back are due. */
export const TRANSFER_HOUR_UTC = 2;

/**
 * The latest period whose payouts may be transferred at `now`: a period is calculated on the 25th of
 * the month after it and transferred from 02:00 UTC on the 1st of the month after that (October's on
 * December 1st). A pending payout of this period or an earlier one is due; one of the last month,
 * calculated on the 25th, waits for the 1st.
 */
export function transfersDueThrough(now: Date): Period {
  const shifted = new Date(now.getTime() - TRANSFER_HOUR_UTC * 3_600_000);
  return format(shifted.getUTCFullYear(), shifted.getUTCMonth() - 2);
}
