import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { batchWrites, type Logger, type Redis, type RedisScript, withScripts } from "@playpal/platform";

/**
 * The per-client rate limit without a wait. The limit stays one count per client and
 * window shared by every replica through Redis (`rl:<client>`, the keys @fastify/rate-limit's Redis
 * store used, so replicas of both kinds count together during a rolling upgrade), but a request never
 * waits for it: each replica answers from its own view of the shared count and reconciles in the
 * background.
 *
 * A replica's view of a client is `confirmed + own`: `confirmed` is the shared count Redis answered to
 * this replica's last increment (every replica's increments that reached Redis before it), `own` the
 * requests this replica counted since that Redis has not confirmed yet. A request is refused (429)
 * when the view, itself included, is over the limit, as @fastify/rate-limit's own stores count.
 * Increments are sent as one pipelined `INCRBY` per client every `SYNC_INTERVAL_MS`, and at once when a
 * client's unsent count reaches its slice (`SLICE_SHARE` of the limit, at least 1); each answer
 * refreshes `confirmed`.
 *
 * The bound. One replica alone is exact (every request it counted is in its view). Across N replicas,
 * what one replica cannot see is what the others counted and Redis has not yet confirmed back to it:
 * at most a slice per replica (its unsent count never passes a slice before it is sent), plus what it
 * counts during the increment's round trip. So in one window a client hammering N replicas gets at
 * most about (N - 1) x (slice + its requests per replica per round trip) requests over the limit:
 * with the default 300 a minute and 5% slices, 15 per other replica (docs/architecture.md "Abuse
 * limits"; `rate-limit.unit.test.ts` simulates it, `replicas.test.ts` hammers two instances).
 */
export const SYNC_INTERVAL_MS = 20;
export const SLICE_SHARE = 0.05;

/**
 * KEYS: the client's counter. ARGV: the increment, the window (ms). The window starts with the first
 * increment (as @fastify/rate-limit's script: PEXPIRE when the key is new, or has lost its expiry).
 * Returns the shared count and the window's remaining milliseconds.
 */
const SCRIPTS = {
  rateLimitAdd: {
    numberOfKeys: 1,
    lua: `local n = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {n, ttl}`,
  },
} as const satisfies Record<string, RedisScript>;

/** One client's count in this replica. */
interface ClientCount {
  /** The shared count in Redis as last answered to this replica. */
  confirmed: number;
  /** Counted here, not sent yet. */
  unsent: number;
  /** Sent, not answered yet. */
  sending: number;
  /** When the window ends (this replica's clock), from Redis's PTTL once answered. */
  resetAt: number;
  windowMs: number;
}

/** Sends one client's increment and answers the shared count and the window's remaining ms. */
export type AddToShared = (key: string, increment: number, windowMs: number) => Promise<[number, number]>;

/**
 * The counting of one replica, over any `add` (Redis in the API; a shared map in the fast tests that
 * simulate many replicas).
 */
export class SharedCounts {
  private readonly counts = new Map<string, ClientCount>();
  private readonly unsent = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private immediate: NodeJS.Immediate | null = null;
  private sweepAt = 0;

  constructor(
    private readonly add: AddToShared,
    private readonly options: { syncMs?: number; sliceShare?: number; now?: () => number } = {},
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Counts one request of `key`; answers the view (this request included) and the window's rest. */
  hit(key: string, windowMs: number, max: number): { current: number; ttl: number } {
    const now = this.now();
    let count = this.counts.get(key);
    if (!count) {
      count = { confirmed: 0, unsent: 0, sending: 0, resetAt: now + windowMs, windowMs };
      this.counts.set(key, count);
    } else if (now >= count.resetAt) {
      // A new window: what is still being sent lands in it, and its answer will say so.
      count.confirmed = 0;
      count.resetAt = now + windowMs;
    }
    count.unsent += 1;
    this.unsent.add(key);
    const slice = Math.max(1, Math.floor(max * (this.options.sliceShare ?? SLICE_SHARE)));
    if (count.unsent >= slice) this.syncSoon();
    else this.schedule();
    return { current: count.confirmed + count.sending + count.unsent, ttl: count.resetAt - now };
  }

  /** The view of `key` without counting (the plugin's `read`). */
  peek(key: string): { current: number; ttl: number } {
    const now = this.now();
    const count = this.counts.get(key);
    if (!count || now >= count.resetAt) return { current: 0, ttl: 0 };
    return { current: count.confirmed + count.sending + count.unsent, ttl: count.resetAt - now };
  }

  /** At the end of this turn of the event loop (every increment counted by then goes in one write). */
  private syncSoon(): void {
    if (this.immediate) return;
    this.immediate = setImmediate(() => {
      this.immediate = null;
      this.sync();
    });
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.sync();
    }, this.options.syncMs ?? SYNC_INTERVAL_MS);
    this.timer.unref?.();
  }

  /** Sends every unsent increment now (one `add` per client); answers when they are all answered. */
  sync(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const sends: Promise<void>[] = [];
    for (const key of this.unsent) {
      const count = this.counts.get(key);
      if (!count || count.unsent === 0) continue;
      const n = count.unsent;
      count.unsent = 0;
      count.sending += n;
      sends.push(
        this.add(key, n, count.windowMs).then(
          ([shared, ttl]) => {
            count.sending -= n;
            // Answers to one client's increments come in order: the latest is the shared count now.
            count.confirmed = shared;
            // Redis's window wins: the count resets when its key expires, not when this replica guessed.
            if (ttl > 0) count.resetAt = this.now() + ttl;
          },
          () => {
            // Not counted in Redis: sent again with the next increments.
            count.sending -= n;
            count.unsent += n;
            this.unsent.add(key);
            this.schedule();
          },
        ),
      );
    }
    this.unsent.clear();
    this.sweep();
    return Promise.all(sends).then(() => {});
  }

  /** Forgets the clients whose window ended with nothing left to send (once a second at most). */
  private sweep(): void {
    const now = this.now();
    if (now < this.sweepAt) return;
    this.sweepAt = now + 1000;
    for (const [key, count] of this.counts) {
      if (now >= count.resetAt && count.unsent === 0 && count.sending === 0) this.counts.delete(key);
    }
  }

  /** Clients this replica currently counts (tests). */
  get size(): number {
    return this.counts.size;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.immediate) clearImmediate(this.immediate);
    this.timer = null;
    this.immediate = null;
  }
}

/**
 * The store class for @fastify/rate-limit's `store` option: counts in this replica (`SharedCounts`) over
 * Redis keys `<namespace><client>` (a route with a limit of its own: `<namespace><method><url>-<client>`,
 * as the plugin's Redis store names them). `counts` is exposed for the shutdown hook (`sync`).
 */
export function sharedRateLimitStore(deps: { redis: Redis; logger: Logger }, namespace = "rl:") {
  const scripts = withScripts(deps.redis, SCRIPTS);
  const add: AddToShared = async (key, increment, windowMs) => {
    // Every client's increment of one sync leaves in one socket write.
    batchWrites(deps.redis);
    const [shared, ttl] = (await scripts.rateLimitAdd(key, increment, windowMs)) as [number, number];
    return [Number(shared), Number(ttl)];
  };
  const counts = new SharedCounts(add);
  type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];
  class Store implements FastifyRateLimitStore {
    private readonly prefix: string;
    /** The plugin constructs it with its options (unused); `child` with the route's key prefix. */
    constructor(_options?: unknown, prefix = namespace) {
      this.prefix = prefix;
    }
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      callback(null, counts.hit(this.prefix + key, timeWindow, max));
    }
    read(key: string, callback: Callback) {
      callback(null, counts.peek(this.prefix + key));
    }
    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
      const { method, url } = (routeOptions as unknown as { routeInfo: { method: string; url: string } })
        .routeInfo;
      return new Store(undefined, `${this.prefix}${method}${url}-`);
    }
  }
  return { Store, counts };
}
