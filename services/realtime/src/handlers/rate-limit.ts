/**
 * A token bucket: `take()` is true while a token is left; tokens come back at `refillPerSecond` up to
 * `capacity`. In memory and per socket (it goes with the socket; no timer, no shared state), so a
 * few lines rather than a rate-limiting library built for shared stores.
 */
export function tokenBucket(capacity: number, refillPerSecond: number): { take(): boolean } {
  let tokens = capacity;
  let last = Date.now();
  return {
    take() {
      const now = Date.now();
      tokens = Math.min(capacity, tokens + ((now - last) / 1000) * refillPerSecond);
      last = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * What one socket may send of each kind, within its overall budget (`gate.ts`, every event counted):
 * joins each cost an API call (a burst of 20, then 2 a second); leaves and typing only fan out (a
 * burst of 40, then 10 a second).
 */
export function createSocketLimits() {
  return { joins: tokenBucket(20, 2), events: tokenBucket(40, 10) };
}
export type SocketLimits = ReturnType<typeof createSocketLimits>;
