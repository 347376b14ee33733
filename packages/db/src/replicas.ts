/**
 * PostgreSQL read replicas (docs/configuration.md `DATABASE_REPLICA_URLS`, docs/scaling.md): the heavy
 * reads (uncached feed pages, search, discover, trending recomputes, exports, the payout preview) run on
 * a streaming replica; every write, and every read that must see one, on the primary.
 *
 * - Routing is drizzle's `withReplicas`: a read handle's `select` (and `with`, `$count`, `query`) goes
 *   to the replica, its `insert`/`update`/`delete`/`transaction` to the primary. A read handle's
 *   `execute` and `$client` are the replica's too (the routed code runs its raw SQL reads through them):
 *   code given a read handle writes only through the query builders or a transaction.
 * - Read-your-writes, by LSN: after a user's write the API records the primary's `pg_current_wal_lsn()`
 *   for that user (in Redis, for DATABASE_REPLICA_READ_YOUR_WRITES_MS); the user's routed reads go to a
 *   replica only once its `pg_last_wal_replay_lsn()` has reached that LSN, else to the primary. A user
 *   with no recent write reads from a replica at once. The window only bounds the record's life: a
 *   replica lagging longer than it is an alert (docs/operations.md), not a routing case.
 * - Fallback: each replica is checked every DATABASE_REPLICA_CHECK_MS (`pg_last_wal_replay_lsn()`, which
 *   also refreshes its replay position); a replica that fails a check, or a routed read with a connection
 *   error or a timeout (DATABASE_REPLICA_TIMEOUT_MS, client side, so a replica that stops answering
 *   fails fast), is taken out of rotation until a check passes again, and that read runs again on the
 *   primary. A standby's query conflict (SQLSTATE 40001) runs again on the primary too.
 */
import { withReplicas } from "drizzle-orm/pg-core";
import { createDatabase, type Database } from "./client.ts";

/** Where the API keeps the LSN of each user's last write (Redis in the API; anything in tests). */
export interface WriteLsnStore {
  get(userId: string): Promise<string | null>;
  set(userId: string, lsn: string): Promise<void>;
}

export interface ReadRouterOptions {
  /** PostgreSQL URLs of the replicas; none: every read handle is the primary. */
  urls: readonly string[];
  /** Connections per replica pool. */
  max?: number;
  /** Client-side timeout of a query on a replica (a replica that stops answering fails this fast). */
  timeoutMs?: number;
  /** How often each replica is checked (and its replay position read). */
  checkIntervalMs?: number;
  /** The per-user write LSNs (read-your-writes); without one, routed reads never wait for a write. */
  store?: WriteLsnStore;
  /** Told when a replica leaves or rejoins the rotation (for logs). */
  onStateChange?: (event: { replica: string; up: boolean; reason?: string }) => void;
}

/** Why a read went where it went: for metrics and the tests. */
export type ReadTarget = "replica" | "primary:no-replica" | "primary:own-write" | "primary:fallback";

export interface ReadHandle {
  /** The routed handle (a replica's `withReplicas`), or the primary. */
  db: Database;
  target: ReadTarget;
  /** The replica's name (host:port/database) when `target` is "replica". */
  replica?: string;
  /** The replica's own database, for a read-only transaction there (`db.transaction` is the primary's). */
  replicaDb?: Database;
}

export interface ReadRouter {
  readonly replicaCount: number;
  /**
   * A handle for reads on behalf of `userId` (or no one): a replica's, when one is up and, for a user
   * with a recorded write, has replayed past it; else the primary.
   */
  handle(userId?: string): Promise<ReadHandle>;
  /**
   * Runs `read` on `handle(userId)`; a replica's connection failure or timeout takes it out of rotation
   * and runs `read` again on the primary. `read` must be safe to run twice (a read).
   */
  run<T>(userId: string | undefined, read: (db: Database) => Promise<T>): Promise<T>;
  /** Records the primary's current WAL position as the user's last write (after the write commits). */
  noteWrite(userId: string): Promise<void>;
  /** Checks every replica now (also done every checkIntervalMs). */
  check(): Promise<void>;
  /** Each replica: its name, whether it is in rotation, and its last known replay position. */
  status(): { name: string; up: boolean; replayLsn: string | null }[];
  /** Counts of routed reads by target since start. */
  readonly counts: Record<ReadTarget, number>;
  close(): Promise<void>;
}

interface Replica {
  name: string;
  db: Database;
  /** The routed handle: withReplicas(primary, [this replica]), with `execute`/`$client` on the replica. */
  handle: Database;
  up: boolean;
  replayLsn: bigint | null;
}

/** `16/B374D848` -> a comparable number. */
export function parseLsn(text: string): bigint {
  const [hi = "0", lo = "0"] = text.split("/");
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, or recovery not yet consistent)
]);

/** A failure of the replica rather than of the query: the read can run on the primary instead. */
export function isReplicaFailure(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== "object") return false;
  const code = typeof e.code === "string" ? e.code : "";
  if (CONNECTION_CODES.has(code) || code.startsWith("08")) return true;
  const message = typeof e.message === "string" ? e.message : "";
  if (/Connection terminated|timeout exceeded|Query read timeout|connect ECONNREFUSED/i.test(message))
    return true;
  return e.cause !== undefined && e.cause !== error && isReplicaFailure(e.cause);
}

/** The replica's host, port and database, never its credentials (for logs). */
function nameOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "5432"}${u.pathname}`;
  } catch {
    return "replica";
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: timeout exceeded (${ms} ms)`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function createReadRouter(primary: Database, options: ReadRouterOptions): ReadRouter {
  const timeoutMs = options.timeoutMs ?? 5000;
  const counts: Record<ReadTarget, number> = {
    replica: 0,
    "primary:no-replica": 0,
    "primary:own-write": 0,
    "primary:fallback": 0,
  };
  const replicas: Replica[] = options.urls.map((url) => {
    const name = nameOf(url);
    const db = createDatabase(url, {
      max: options.max ?? 10,
      connectionTimeoutMillis: Math.min(timeoutMs, 2000),
      queryTimeoutMillis: timeoutMs,
      applicationName: "playpal-read",
      onIdleError: () => undefined,
    });
    const routed = withReplicas(primary, [db]);
    const handle = Object.assign(routed, {
      execute: db.execute.bind(db),
      $client: db.$client,
    }) as unknown as Database;
    return { name, db, handle, up: true, replayLsn: null };
  });

  const setState = (replica: Replica, up: boolean, reason?: string) => {
    if (replica.up !== up) options.onStateChange?.({ replica: replica.name, up, reason });
    replica.up = up;
  };

  /** Reads the replica's replay position; a failure (or no answer within the timeout) takes it out. */
  async function probe(replica: Replica): Promise<void> {
    try {
      const result = await withTimeout(
        replica.db.$client.query<{ lsn: string | null }>("select pg_last_wal_replay_lsn()::text as lsn"),
        Math.min(timeoutMs, 2000),
        "replica check",
      );
      const lsn = result.rows[0]?.lsn;
      replica.replayLsn = lsn ? parseLsn(lsn) : null;
      setState(replica, true);
    } catch (error) {
      setState(replica, false, (error as Error).message);
    }
  }

  async function check(): Promise<void> {
    await Promise.all(replicas.map(probe));
  }

  let next = 0;
  function upReplicas(): Replica[] {
    return replicas.filter((r) => r.up);
  }

  async function handle(userId?: string): Promise<ReadHandle> {
    const candidates = upReplicas();
    if (candidates.length === 0) {
      const target: ReadTarget = replicas.length === 0 ? "primary:no-replica" : "primary:fallback";
      counts[target] += 1;
      return { db: primary, target };
    }
    let needed: bigint | null = null;
    if (userId && options.store) {
      try {
        const lsn = await options.store.get(userId);
        needed = lsn ? parseLsn(lsn) : null;
      } catch {
        // Without the record the write may be unseen on a replica: the primary answers.
        counts["primary:own-write"] += 1;
        return { db: primary, target: "primary:own-write" };
      }
    }
    const start = next++ % candidates.length;
    for (let i = 0; i < candidates.length; i++) {
      const replica = candidates[(start + i) % candidates.length] as Replica;
      if (needed !== null && (replica.replayLsn === null || replica.replayLsn < needed)) {
        // The cached position is behind the user's write: read the replica's own, once.
        await probe(replica);
        if (!replica.up || replica.replayLsn === null || replica.replayLsn < needed) continue;
      }
      counts.replica += 1;
      return { db: replica.handle, target: "replica", replica: replica.name, replicaDb: replica.db };
    }
    const target: ReadTarget = needed !== null ? "primary:own-write" : "primary:fallback";
    counts[target] += 1;
    return { db: primary, target };
  }

  const timer =
    replicas.length > 0
      ? setInterval(() => void check(), options.checkIntervalMs ?? 2000).unref()
      : undefined;
  if (replicas.length > 0) void check();

  return {
    replicaCount: replicas.length,
    counts,
    status: () =>
      replicas.map((r) => ({
        name: r.name,
        up: r.up,
        replayLsn:
          r.replayLsn === null
            ? null
            : `${(r.replayLsn >> 32n).toString(16).toUpperCase()}/${(r.replayLsn & 0xffffffffn).toString(16).toUpperCase()}`,
      })),
    handle,
    check,
    async run(userId, read) {
      const chosen = await handle(userId);
      if (chosen.target !== "replica") return read(chosen.db);
      try {
        return await read(chosen.db);
      } catch (error) {
        const conflict = (error as { code?: unknown }).code === "40001";
        if (!conflict && !isReplicaFailure(error)) throw error;
        const replica = replicas.find((r) => r.handle === chosen.db);
        if (replica && !conflict) setState(replica, false, (error as Error).message);
        counts.replica -= 1;
        counts["primary:fallback"] += 1;
        return read(primary);
      }
    },
    async noteWrite(userId) {
      if (replicas.length === 0 || !options.store) return;
      const result = await primary.$client.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
      const lsn = result.rows[0]?.lsn;
      if (lsn) await options.store.set(userId, lsn);
    },
    async close() {
      if (timer) clearInterval(timer);
      await Promise.all(replicas.map((r) => r.db.$client.end().catch(() => undefined)));
    },
  };
}
