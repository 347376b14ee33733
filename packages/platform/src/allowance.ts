import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Redis } from "./redis.ts";

/**
 * A number of points per key and window, kept in Redis so every replica shares it
 * (rate-limiter-flexible's RateLimiterRedis: one atomic increment-with-expiry per call). Used where a
 * limit is about one account or one user rather than one address (failed logins, reset mails,
 * realtime handshakes); the per-address request limit is @fastify/rate-limit's. Every method throws
 * when Redis cannot answer (fast: see `createRedis`); each caller decides whether that means "allow"
 * or "refuse".
 */
export interface Allowance {
  /** Spends one point; false once the window's points were already spent. */
  take(key: string): Promise<boolean>;
  /** Whether the window's points are spent, without spending one. */
  spent(key: string): Promise<boolean>;
  /** Seconds until the key's window ends when its points are spent, else 0 (nothing spent). */
  blockedFor(key: string): Promise<number>;
  /** Gives the key its full allowance back. */
  reset(key: string): Promise<void>;
}

export function createAllowance(
  redis: Redis,
  options: { name: string; points: number; windowSeconds: number },
): Allowance {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: options.name,
    points: options.points,
    duration: options.windowSeconds,
  });
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async spent(key) {
      const state = await limiter.get(key);
      return state !== null && state.consumedPoints >= options.points;
    },
    async blockedFor(key) {
      const state = await limiter.get(key);
      if (state === null || state.consumedPoints < options.points) return 0;
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
