/**
 * The API's side of the read replicas (packages/db/src/replicas.ts): the per-user record of the last
 * write's LSN in Redis, and the hook that writes it after every successful authenticated write request,
 * before its response is sent (so the client's next read already sees the record).
 */
import type { WriteLsnStore } from "@playpal/db";
import type { Redis } from "@playpal/platform";
import type { FastifyInstance } from "fastify";
import type { Deps } from "./deps.ts";

const key = (userId: string) => `rw:lsn:${userId}`;

/** Redis keeps each user's last write LSN for `ttlMs` (DATABASE_REPLICA_READ_YOUR_WRITES_MS). */
export function redisWriteLsnStore(redis: Redis, ttlMs: number): WriteLsnStore {
  return {
    get: (userId) => redis.get(key(userId)),
    async set(userId, lsn) {
      await redis.set(key(userId), lsn, "PX", ttlMs);
    },
  };
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * On an authenticated scope: after a write request that succeeded (status below 400), records the
 * primary's WAL position as the user's last write. A failure to record it is logged, never the
 * request's: without a record the user may read a replica that has not replayed the write yet for as
 * long as it lags (about a second), the degradation the feature exists to avoid, not an error.
 */
export function recordWritesForReplicas(app: FastifyInstance, deps: Pick<Deps, "reads" | "logger">): void {
  if (deps.reads.replicaCount === 0) return;
  app.addHook("onSend", async (request, reply, payload) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400 || !request.userId) return payload;
    try {
      await deps.reads.noteWrite(request.userId);
    } catch (error) {
      deps.logger.warn({ err: (error as Error).message }, "could not record the write for read-your-writes");
    }
    return payload;
  });
}

/**
 * Runs a heavy read with `deps.db` swapped for `deps.reads`' handle for `userId` (a replica's, whose
 * writes still reach the primary), again on the primary if the replica fails (ReadRouter.run).
 */
export function onReadReplica<T, D extends Pick<Deps, "db" | "reads">>(
  deps: D,
  userId: string | undefined,
  read: (deps: D) => Promise<T>,
): Promise<T> {
  return deps.reads.run(userId, (db) => read(db === deps.db ? deps : { ...deps, db }));
}
