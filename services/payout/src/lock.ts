import { randomBytes } from "node:crypto";
import type { Database, Executor } from "@playpal/db";
import { payoutFences } from "@playpal/db";
import { isRedisDown, type Logger, type Redis } from "@playpal/platform";
import { eq, sql } from "drizzle-orm";

/** The one lock (and fence) every payout run takes: calculation, transfers and retries never overlap. */
export const PAYOUT_LOCK = "payout";

// Compare-and-delete and compare-and-extend: only the owner of the token may release or extend the lock
// (Redis' documented single-instance lock pattern; a plain DEL could free another runner's lock).
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;
const EXTEND = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;

/** A run that holds the lock: its token is written on every row it writes. */
export interface RunLease {
  token: string;
  /** Aborted when the lock could not be extended: the run stops before its next write. */
  signal: AbortSignal;
}

export type LockOutcome<T> =
  | { ran: true; result: T }
  | { ran: false; reason: "redis_unavailable" | "busy" | "lost"; message: string };

/** A write refused because another run took the lock (and the fence) since this one started. */
export class FencedOutError extends Error {
  override name = "FencedOutError";
  constructor(name: string) {
    super(`the ${name} lock was taken over by another run; this run may no longer write`);
  }
}

const lockKey = (name: string) => `lock:${name}`;

/**
 * Runs `fn` while holding the Redis lock `name`: SET NX PX with a random token, extended every third of
 * the TTL while `fn` runs, released by compare-and-delete. Taking the lock also records the token as the
 * name's fence in PostgreSQL (higher epoch), so a runner that lost its lock is refused by `fenced`.
 * When Redis cannot be reached the run does not start (fail safe): the outcome says why and the caller
 * logs it; the next tick tries again.
 */
export async function withRunLock<T>(
  deps: { db: Database; redis: Redis; logger: Logger },
  options: { name?: string; ttlMs: number },
  fn: (lease: RunLease) => Promise<T>,
): Promise<LockOutcome<T>> {
  const name = options.name ?? PAYOUT_LOCK;
  const key = lockKey(name);
  const token = randomBytes(16).toString("hex");
  const unreachable = (why: string): LockOutcome<T> => {
    const message = `Redis is unreachable, so the ${name} lock cannot be taken and the run does not start: ${why}`;
    deps.logger.error({ lock: name, err: why }, message);
    return { ran: false, reason: "redis_unavailable", message };
  };
  // A connection known to be lost is not asked: ioredis would queue the SET and send it once Redis is
  // back, after this caller gave up, leaving a lock nobody owns until it expires.
  if (isRedisDown(deps.redis)) return unreachable(`connection ${deps.redis.status}`);
  let acquired: string | null;
  try {
    acquired = await deps.redis.set(key, token, "PX", options.ttlMs, "NX");
  } catch (error) {
    return unreachable((error as Error).message);
  }
  if (acquired !== "OK") {
    const message = `another payout run holds the ${name} lock`;
    deps.logger.info({ lock: name }, message);
    return { ran: false, reason: "busy", message };
  }

  const controller = new AbortController();
  const lost = (why: string) => {
    if (controller.signal.aborted) return;
    deps.logger.error({ lock: name, why }, "payout lock lost; the run stops before its next write");
    controller.abort(new Error(`payout lock lost: ${why}`));
  };
  const timer = setInterval(
    () => {
      deps.redis.eval(EXTEND, 1, key, token, String(options.ttlMs)).then(
        (extended) => {
          if (extended !== 1) lost("the lock expired or belongs to another run");
        },
        (error: Error) => lost(error.message),
      );
    },
    Math.max(100, Math.floor(options.ttlMs / 3)),
  );
  timer.unref();
  try {
    await claimFence(deps.db, name, token);
    return { ran: true, result: await fn({ token, signal: controller.signal }) };
  } catch (error) {
    if (!(error instanceof FencedOutError)) throw error;
    // Another run took over: what this one wrote stands, the rest is the new run's to do.
    deps.logger.error({ lock: name }, error.message);
    return { ran: false, reason: "lost", message: error.message };
  } finally {
    clearInterval(timer);
    await deps.redis.eval(RELEASE, 1, key, token).catch((error: Error) => {
      deps.logger.warn({ lock: name, err: error.message }, "payout lock not released; it expires by itself");
    });
  }
}

/** Records `token` as the fence of `name`; waits for writes of the previous holder still in flight. */
export async function claimFence(db: Executor, name: string, token: string): Promise<void> {
  await db
    .insert(payoutFences)
    .values({ name, token, epoch: 1 })
    .onConflictDoUpdate({
      target: payoutFences.name,
      set: { token, epoch: sql`${payoutFences.epoch} + 1`, acquiredAt: sql`now()` },
    });
}

/**
 * A transaction that writes only while `lease` still owns the fence: the fence row is share-locked
 * for the whole transaction, so a run taking over waits for it to commit and every later write of the
 * old run is refused. Also refused once the lease's lock extension failed.
 */
export async function fenced<T>(
  db: Database,
  lease: RunLease,
  fn: (tx: Executor) => Promise<T>,
  name = PAYOUT_LOCK,
): Promise<T> {
  if (lease.signal.aborted) throw new FencedOutError(name);
  return db.transaction(async (tx) => {
    const [fence] = await tx
      .select({ token: payoutFences.token })
      .from(payoutFences)
      .where(eq(payoutFences.name, name))
      .for("share");
    if (fence?.token !== lease.token) throw new FencedOutError(name);
    return fn(tx);
  });
}
