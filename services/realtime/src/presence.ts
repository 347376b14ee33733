import type { Redis } from "@playpal/platform";

const socketsKey = (userId: string) => `presence:${userId}`;
/** Every user with presence entries, scored by when the latest of them expires: what `reapExpired` walks. */
const INDEX_KEY = "presence-index";

/** A socket leaves: 0 left means offline, and the user leaves the index (no reaping later). */
const LEAVE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZREM', KEYS[1], ARGV[2])
local n = redis.call('ZCARD', KEYS[1])
if n == 0 then redis.call('ZREM', KEYS[2], ARGV[4]) else redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return n`;

/**
 * Re-records one user's sockets of this instance. Returns 1 when the user was not in the index: the
 * last word on it was offline (a disconnect or a reap took it out), or Redis lost everything; 0 when
 * it was (still announced online). Deciding and re-adding in one script means that of several
 * instances refreshing the same user at once, exactly one sees 1.
 */
const REFRESH = `
local back = redis.call('ZSCORE', KEYS[2], ARGV[3]) == false
for i = 4, #ARGV do redis.call('ZADD', KEYS[1], ARGV[1], ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('ZADD', KEYS[2], 'GT', ARGV[1], ARGV[3])
if back then return 1 end
return 0`;

/**
 * A user whose index score has passed: if an entry is still live (a refresh raced), put the user back
 * at that entry's expiry and return 0; else take the user out of the index and return 1, which exactly
 * one caller (instance) sees.
 */
const REAP = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local top = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if top[2] then
  redis.call('ZADD', KEYS[2], top[2], ARGV[2])
  return 0
end
return redis.call('ZREM', KEYS[2], ARGV[2])`;

/**
 * Presence kept in Redis, never in process memory, so it is right across instances: one sorted set
 * per user whose members are that user's live socket ids, scored by the time each entry expires.
 * Instances refresh their sockets' scores while they are connected; the entries of a crashed instance
 * expire (the key carries a TTL as well) and `reapExpired` finds the users left with none, so they
 * are announced offline too. A user is online while the set holds an unexpired entry; each transition
 * is decided atomically (MULTI or a script), so with several sockets connecting or leaving at once on
 * several instances exactly one of them observes 0 -> 1 or 1 -> 0. The index also records what was
 * last announced: a user leaves it only when announced offline (last disconnect, or reaped), so a
 * refresh that finds the user missing from it (an instance back from a stall) announces online again.
 */
export function createPresence(redis: Redis, ttlMs: number) {
  return {
    ttlMs,
    /** Records a connected socket; true when this made the user go online. */
    async connect(userId: string, socketId: string): Promise<boolean> {
      const now = Date.now();
      const results =
        (await redis
          .multi()
          .zremrangebyscore(socketsKey(userId), "-inf", now)
          .zadd(socketsKey(userId), now + ttlMs, socketId)
          .zcard(socketsKey(userId))
          .pexpire(socketsKey(userId), ttlMs)
          .zadd(INDEX_KEY, "GT", now + ttlMs, userId)
          .exec()) ?? [];
      const [error, cardinality] = results[2] ?? [null, 0];
      if (error) throw error;
      return Number(cardinality) === 1;
    },

    /** How many live sockets the user holds, on every instance (entries not yet expired). */
    async count(userId: string): Promise<number> {
      return redis.zcount(socketsKey(userId), `(${Date.now()}`, "+inf");
    },

    /** Removes a socket; reports whether it was the user's last one (the user went offline). */
    async disconnect(userId: string, socketId: string): Promise<{ offline: boolean; lastSeen: string }> {
      const now = Date.now();
      const remaining = await redis.eval(
        LEAVE,
        2,
        socketsKey(userId),
        INDEX_KEY,
        now,
        socketId,
        ttlMs,
        userId,
      );
      return { offline: Number(remaining) === 0, lastSeen: new Date(now).toISOString() };
    },

    /**
     * Extends (or re-records) the entries of sockets connected to this instance, in one round trip.
     * Not `XX`: an entry lost while its socket lives (Redis restarted, or this instance stalled past
     * the TTL) must come back, else that user's next disconnect elsewhere would count 0 and announce
     * offline. Callers pass sockets that are connected at the call, and the commands are queued on the
     * connection before any later disconnect's removal, so a gone socket is never re-added.
     *
     * `online`: the users this brought back after they were announced offline (reaped while this
     * instance stalled, or their other sockets left meanwhile), which the caller announces online
     * again; followers would otherwise see them offline for as long as they stay connected.
     * `failed`: users whose entries could not be written (logged by the caller; the next sweep retries).
     */
    async refresh(
      entries: { userId: string; socketId: string }[],
    ): Promise<{ online: string[]; failed: { userId: string; error: Error }[] }> {
      const online: string[] = [];
      const failed: { userId: string; error: Error }[] = [];
      if (entries.length === 0) return { online, failed };
      const socketsByUser = new Map<string, string[]>();
      for (const { userId, socketId } of entries) {
        socketsByUser.set(userId, [...(socketsByUser.get(userId) ?? []), socketId]);
      }
      const expiresAt = Date.now() + ttlMs;
      const pipeline = redis.pipeline();
      for (const [userId, socketIds] of socketsByUser) {
        pipeline.eval(REFRESH, 2, socketsKey(userId), INDEX_KEY, expiresAt, ttlMs, userId, ...socketIds);
      }
      const results = (await pipeline.exec()) ?? [];
      [...socketsByUser.keys()].forEach((userId, i) => {
        const [error, back] = results[i] ?? [new Error("no reply"), 0];
        if (error) failed.push({ userId, error });
        else if (Number(back) === 1) online.push(userId);
      });
      return { online, failed };
    },

    /**
     * The users whose every entry expired without a disconnect (their instance crashed or lost Redis),
     * each claimed by exactly one caller: that caller announces them offline. `lastSeen` is the last
     * refresh of their latest entry. At most `limit` per call.
     */
    async reapExpired(limit = 500): Promise<{ userId: string; lastSeen: string }[]> {
      const now = Date.now();
      const due = await redis.zrangebyscore(INDEX_KEY, "-inf", now, "WITHSCORES", "LIMIT", 0, limit);
      const reaped: { userId: string; lastSeen: string }[] = [];
      for (let i = 0; i + 1 < due.length; i += 2) {
        const userId = due[i] as string;
        const claimed = await redis.eval(REAP, 2, socketsKey(userId), INDEX_KEY, now, userId);
        if (Number(claimed) === 1) {
          reaped.push({ userId, lastSeen: new Date(Number(due[i + 1]) - ttlMs).toISOString() });
        }
      }
      return reaped;
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;

/** Takes a slot when fewer than ARGV[3] live ones are held (expired ones dropped first): 1, else 0. */
const RESERVE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

const slotsKey = (userId: string) => `socket-slots:${userId}`;

/**
 * The per-user cap on open sockets, reserved atomically at the handshake (one script: drop expired
 * slots, count, add), so a burst of simultaneous handshakes cannot all see room and pass the cap
 * together. A slot is the socket's id scored by its expiry: released on disconnect, kept alive by the
 * instance's sweep while the socket lives, and gone by itself after `ttlMs` when an instance dies.
 */
export function createSocketSlots(redis: Redis, ttlMs: number, max: number) {
  return {
    async reserve(userId: string, socketId: string): Promise<boolean> {
      const now = Date.now();
      const taken = await redis.eval(RESERVE, 1, slotsKey(userId), now, now + ttlMs, max, socketId, ttlMs);
      return Number(taken) === 1;
    },
    async release(userId: string, socketId: string): Promise<void> {
      await redis.zrem(slotsKey(userId), socketId);
    },
    /** Extends the slots of sockets still connected to this instance (the sweep). */
    async refresh(entries: { userId: string; socketId: string }[]): Promise<void> {
      if (entries.length === 0) return;
      const expiresAt = Date.now() + ttlMs;
      const pipeline = redis.pipeline();
      for (const { userId, socketId } of entries) {
        pipeline.zadd(slotsKey(userId), "XX", expiresAt, socketId).pexpire(slotsKey(userId), ttlMs);
      }
      await pipeline.exec();
    },
  };
}
export type SocketSlots = ReturnType<typeof createSocketSlots>;
