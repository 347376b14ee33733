/**
 * The time, as a port: code that decides by the clock (a signature's tolerance, a token's expiry, a
 * period that has ended) reads it from here, so a test fixes it instead of racing the wall clock (a
 * signature made 301 s ahead of a 300 s tolerance becomes valid once a second has passed on a loaded
 * machine).
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still at `at` until moved: for tests. */
export function fixedClock(at: Date | number): Clock & { set(at: Date | number): void } {
  let ms = typeof at === "number" ? at : at.getTime();
  return {
    now: () => ms,
    set(next) {
      ms = typeof next === "number" ? next : next.getTime();
    },
  };
}
