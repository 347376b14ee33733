import type { AvailabilitySlot } from "@playpal/db";

/** How far ahead sessions can be booked (and `openSlots` looks). */
export const BOOKING_HORIZON_MS = 14 * 24 * 60 * 60 * 1000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

interface WeeklyAvailability {
  slots: AvailabilitySlot[];
  sessionMinutes: number;
}

/**
 * Every session start the weekly windows (UTC) offer in [from, to), ascending: in each window, starts
 * every `sessionMinutes` from the window's start while a whole session fits before its end.
 */
export function slotStarts(availability: WeeklyAvailability, from: Date, to: Date): Date[] {
  const starts = new Set<number>();
  const length = availability.sessionMinutes;
  for (let day = Math.floor(from.getTime() / DAY) * DAY; day < to.getTime(); day += DAY) {
    const dayOfWeek = new Date(day).getUTCDay();
    for (const window of availability.slots) {
      if (window.dayOfWeek !== dayOfWeek) continue;
      const end = minutesOf(window.end);
      for (let m = minutesOf(window.start); m + length <= end; m += length) {
        const t = day + m * MINUTE;
        if (t >= from.getTime() && t < to.getTime()) starts.add(t);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((t) => new Date(t));
}

/** Whether `startsAt` is one of the starts the weekly windows offer. */
export function isSlotStart(availability: WeeklyAvailability, startsAt: Date): boolean {
  const t = startsAt.getTime();
  return slotStarts(availability, new Date(t), new Date(t + 1)).length === 1;
}

/** Whether [aStart, aEnd) and [bStart, bEnd) overlap. */
export const overlaps = (aStart: Date, aEnd: Date, bStart: Date, bEnd: Date) =>
  aStart < bEnd && bStart < aEnd;
