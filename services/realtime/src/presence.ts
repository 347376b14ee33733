import { createHash } from "node:crypto";
import { groupBySlot, type Redis, type RedisScript, withScripts } from "@playpal/platform";

const socketsKey = (userId: string) => `presence:${userId}`;
/**
 * Every user announced online (or about to be), scored by when the latest of its entries expires: what
 * `reapExpired` walks. A user is in it from the connect that made it online until the disconnect or
 * reap that made it offline: it is the presence followers were (or are being) told.
 */
const INDEX_KEY = "presence-index";
/**
 * Users whose presence changed and whose followers are still to be told, scored by when an announcer
 * may take them next: the change's time (due at once), a claim's lease end, or a retry's backoff.
 */
const OUTBOX_KEY = "presence-outbox";
/**
 * Per user: `<pending>:<ms>:<told>`. `pending` is the change to announce (`online` or `offline`, the
 * latest: changes coalesce) or `none` when a later change undid it before it went out; `ms` is its
 * time; `told` is what followers last heard (`online`, `offline`, or `?` when unknown). Kept after an
 * online announcement (so that an offline undone by a quick reconnect is announced as nothing at all)
 * and dropped after an offline one: it holds the users online or changing.
 */
const OUTBOX_STATE_KEY = "presence-outbox-state";

/** Where a part of the outbox lives: the users due (`outbox`) and their states (`state`). */
interface OutboxPart {
  outbox: string;
  state: string;
}

/**
 * The keys of one user's presence: its sockets, and the index and outbox part that record it. Every
 * transition script touches all four, so on a Redis Cluster they must share a slot: there the index
 * and the outbox are cut into parts hash-tagged together and each user's keys carry its part's tag.
 * One server has one part, under these names.
 */
type PresenceKeys = OutboxPart & { sockets: string; index: string };

/**
 * The parts on a cluster: enough for their slots to spread over the masters (each part is one slot,
 * so one node), few enough that an announcer's turn over every part stays cheap.
 */
export const CLUSTER_PRESENCE_PARTS = 16;

/**
 * The key layout: one server, the names above; a cluster, CLUSTER_PRESENCE_PARTS parts, part `n` tagged
 * `{presence-n}` (`presence:{presence-n}:<userId>`, `presence-index:{presence-n}`, ...), a user's part
 * fixed by a hash of its id.
 */
function presenceLayout(cluster: boolean) {
  if (!cluster) {
    const part: OutboxPart & { index: string } = {
      index: INDEX_KEY,
      outbox: OUTBOX_KEY,
      state: OUTBOX_STATE_KEY,
    };
    return {
      keys: (userId: string): PresenceKeys => ({ sockets: socketsKey(userId), ...part }),
      parts: [part],
    };
  }
  const parts = Array.from({ length: CLUSTER_PRESENCE_PARTS }, (_, n) => ({
    tag: `{presence-${n}}`,
    index: `${INDEX_KEY}:{presence-${n}}`,
    outbox: `${OUTBOX_KEY}:{presence-${n}}`,
    state: `${OUTBOX_STATE_KEY}:{presence-${n}}`,
  }));
  return {
    keys: (userId: string): PresenceKeys => {
      const n = createHash("sha1").update(userId).digest().readUInt32BE(0) % CLUSTER_PRESENCE_PARTS;
      const { tag, ...part } = parts[n] as (typeof parts)[number];
      return { sockets: `presence:${tag}:${userId}`, ...part };
    },
    parts: parts.map(({ tag: _tag, ...part }) => part),
  };
}

/**
 * Every transition script takes the keys KEYS[1] the user's sockets, KEYS[2] the index, KEYS[3] the
 * outbox, KEYS[4] its states. `announce` records the change in the same script that decides it, so a
 * change is never decided without being queued (nor queued without being decided). A change back to
 * what followers last heard cancels the pending one instead. A user already in the outbox keeps its
 * score (due, leased to an announcer, or backing off): the announcer holding it sees the state changed
 * when it settles, and makes it due again.
 */
const ANNOUNCE = `
local function announce(status, at, userId, now)
  local current = redis.call('HGET', KEYS[4], userId)
  local told = '?'
  if current then told = string.match(current, '([^:]*)$') end
  if status == told then
    if string.sub(current, 1, 5) ~= 'none:' then redis.call('HSET', KEYS[4], userId, 'none:0:' .. told) end
    return
  end
  redis.call('HSET', KEYS[4], userId, status .. ':' .. at .. ':' .. told)
  redis.call('ZADD', KEYS[3], 'NX', now, userId)
end
`;

const SCRIPTS = {
  /**
   * A socket arrives (ARGV: now, its expiry, socket id, TTL, user id). 1 when it made the user online:
   * the user was not in the index (the last word on it was offline, or nothing). A user still indexed
   * (its other sockets are live, or they expired on a crashed instance but were not reaped yet) was
   * never announced offline, so it is not announced online again.
   */
  presenceConnect: {
    numberOfKeys: 4,
    lua: `${ANNOUNCE}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local known = redis.call('ZSCORE', KEYS[2], ARGV[5])
redis.call('ZADD', KEYS[2], 'GT', ARGV[2], ARGV[5])
if known then return 0 end
announce('online', ARGV[1], ARGV[5], ARGV[1])
return 1`,
  },
  /**
   * A socket leaves (ARGV: now, socket id, TTL, user id). Returns how many live sockets the user keeps;
   * at 0 the user leaves the index and is announced offline, if it was in it (not already reaped).
   */
  presenceLeave: {
    numberOfKeys: 4,
    lua: `${ANNOUNCE}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZREM', KEYS[1], ARGV[2])
local n = redis.call('ZCARD', KEYS[1])
if n > 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return n
end
if redis.call('ZREM', KEYS[2], ARGV[4]) == 1 then announce('offline', ARGV[1], ARGV[4], ARGV[1]) end
return 0`,
  },
  /**
   * Re-records one user's sockets of this instance (ARGV: expiry, TTL, user id, now, socket ids...).
   * Returns 1 when the user was not in the index, so is announced online again: the last word on it
   * was offline (a disconnect or a reap took it out), or Redis lost everything; 0 when it was. Deciding
   * and re-adding in one script means that of several instances refreshing the same user at once,
   * exactly one sees 1.
   */
  presenceRefresh: {
    numberOfKeys: 4,
    lua: `${ANNOUNCE}
local back = redis.call('ZSCORE', KEYS[2], ARGV[3]) == false
for i = 5, #ARGV do redis.call('ZADD', KEYS[1], ARGV[1], ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('ZADD', KEYS[2], 'GT', ARGV[1], ARGV[3])
if back then
  announce('online', ARGV[4], ARGV[3], ARGV[4])
  return 1
end
return 0`,
  },
  /**
   * A user whose index score has passed (ARGV: now, user id, its last refresh as last seen): if an
   * entry is still live (a refresh raced), put the user back at that entry's expiry and return 0; else
   * take the user out of the index, announce it offline and return 1, which exactly one caller sees.
   */
  presenceReap: {
    numberOfKeys: 4,
    lua: `${ANNOUNCE}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local top = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if top[2] then
  redis.call('ZADD', KEYS[2], top[2], ARGV[2])
  return 0
end
if redis.call('ZREM', KEYS[2], ARGV[2]) == 1 then
  announce('offline', ARGV[3], ARGV[2], ARGV[1])
  return 1
end
return 0`,
  },
  /**
   * Up to ARGV[3] users due by ARGV[1] (KEYS[1] the outbox, KEYS[2] its states), leased until ARGV[2]:
   * no other announcer takes them before, and they come back by themselves if this one dies. Returns
   * user id, state, user id, state...
   */
  presenceClaim: {
    numberOfKeys: 2,
    lua: `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
local out = {}
for _, userId in ipairs(due) do
  local state = redis.call('HGET', KEYS[2], userId)
  if state and string.sub(state, 1, 5) ~= 'none:' then
    redis.call('ZADD', KEYS[1], ARGV[2], userId)
    out[#out + 1] = userId
    out[#out + 1] = state
  else
    -- Nothing to tell (a change undone before it went out): done here.
    redis.call('ZREM', KEYS[1], userId)
    if state and string.sub(state, -7) ~= ':online' then redis.call('HDEL', KEYS[2], userId) end
  end
end
return out`,
  },
  /**
   * Announced (ARGV: now, user id, state, user id, state...): a user whose state is still the one
   * claimed leaves the outbox (its state keeps "told online", or goes after an offline); one that
   * changed meanwhile is due again at once, with its new state.
   */
  presenceSettle: {
    numberOfKeys: 2,
    lua: `
for i = 2, #ARGV, 2 do
  if redis.call('HGET', KEYS[2], ARGV[i]) == ARGV[i + 1] then
    if string.sub(ARGV[i + 1], 1, 7) == 'online:' then
      redis.call('HSET', KEYS[2], ARGV[i], 'none:0:online')
    else
      redis.call('HDEL', KEYS[2], ARGV[i])
    end
    redis.call('ZREM', KEYS[1], ARGV[i])
  else
    redis.call('ZADD', KEYS[1], ARGV[1], ARGV[i])
  end
end
return 0`,
  },
} as const satisfies Record<string, RedisScript>;

/** A presence change waiting in the outbox, as an announcer claimed it. */
export interface PendingAnnouncement {
  userId: string;
  status: "online" | "offline";
  /** ISO time of the change (online: the connect; offline: the last disconnect or last refresh). */
  lastSeen: string;
  /** The raw state claimed, handed back to `settle`. */
  state: string;
  /** The part of the outbox it was claimed from. */
  part: OutboxPart;
}

function parseState(userId: string, state: string, part: OutboxPart): PendingAnnouncement | null {
  const [status, at] = state.split(":", 2);
  const ms = Number(at);
  if ((status !== "online" && status !== "offline") || !Number.isFinite(ms)) return null;
  return { userId, status, lastSeen: new Date(ms).toISOString(), state, part };
}

/**
 * Presence kept in Redis, never in process memory, so it is right across instances: one sorted set
 * per user whose members are that user's live socket ids, scored by the time each entry expires.
 * Instances refresh their sockets' scores while they are connected; the entries of a crashed instance
 * expire (the key carries a TTL as well) and `reapExpired` finds the users left with none, so they
 * are announced offline too. A user is online while the set holds an unexpired entry; each transition
 * is decided atomically (a script), so with several sockets connecting or leaving at once on several
 * instances exactly one of them observes it. The index records what was last announced: a user leaves
 * it only when announced offline (last disconnect, or reaped), so a refresh that finds the user
 * missing from it (an instance back from a stall) announces online again.
 *
 * Announcing is not done by the caller: each transition is queued in the outbox by the script that
 * decides it, coalesced per user (a user who goes offline and online again before being announced is
 * not announced at all: followers still have it right), and an announcer (`presence-announcer.ts`) on any instance takes
 * the due users in batches, asks the API for their followers in one call and tells them. A failed or
 * interrupted announcement stays in the outbox and is taken again: none is dropped by an API that is
 * slow or down, nor by an instance that dies holding it.
 */
export function createPresence(redis: Redis, ttlMs: number) {
  const scripts = withScripts(redis, SCRIPTS);
  const layout = presenceLayout(redis.isCluster);
  const outboxParts = () => layout.parts;
  const userKeys = (userId: string) => {
    const keys = layout.keys(userId);
    return [keys.sockets, keys.index, keys.outbox, keys.state];
  };
  /** On a cluster a pipeline names keys of one node: one per part (a slot each), sent together. */
  const inParts = <T>(users: readonly T[], userOf: (item: T) => string) =>
    groupBySlot(redis, users, (item) => layout.keys(userOf(item)).sockets);
  return {
    ttlMs,
    /** Records a connected socket; true when this made the user go online (its announcement is queued). */
    async connect(userId: string, socketId: string): Promise<boolean> {
      const now = Date.now();
      const online = await scripts.presenceConnect(
        ...userKeys(userId),
        now,
        now + ttlMs,
        socketId,
        ttlMs,
        userId,
      );
      return Number(online) === 1;
    },

    /** How many live sockets the user holds, on every instance (entries not yet expired). */
    async count(userId: string): Promise<number> {
      return redis.zcount(layout.keys(userId).sockets, `(${Date.now()}`, "+inf");
    },

    /** Removes a socket; reports whether it made the user go offline (its announcement is queued). */
    async disconnect(userId: string, socketId: string): Promise<{ offline: boolean }> {
      const remaining = await scripts.presenceLeave(...userKeys(userId), Date.now(), socketId, ttlMs, userId);
      return { offline: Number(remaining) === 0 };
    },

    /**
     * Extends (or re-records) the entries of sockets connected to this instance, in one round trip.
     * Not `XX`: an entry lost while its socket lives (Redis restarted, or this instance stalled past
     * the TTL) must come back, else that user's next disconnect elsewhere would count 0 and announce
     * offline. Callers pass sockets that are connected at the call, and the commands are queued on the
     * connection before any later disconnect's removal, so a gone socket is never re-added.
     *
     * `online`: the users this brought back after they were announced offline (reaped while this
     * instance stalled, or their other sockets left meanwhile), whose online announcement is queued;
     * followers would otherwise see them offline for as long as they stay connected.
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
        const sockets = socketsByUser.get(userId);
        if (sockets) sockets.push(socketId);
        else socketsByUser.set(userId, [socketId]);
      }
      const now = Date.now();
      const expiresAt = now + ttlMs;
      await Promise.all(
        inParts([...socketsByUser], ([userId]) => userId).map(async (group) => {
          const pipeline = scripts.pipeline() as unknown as ScriptPipeline;
          for (const [userId, socketIds] of group) {
            pipeline.presenceRefresh(...userKeys(userId), expiresAt, ttlMs, userId, now, ...socketIds);
          }
          const results = (await pipeline.exec()) ?? [];
          group.forEach(([userId], i) => {
            const [error, back] = results[i] ?? [new Error("no reply"), 0];
            if (error) failed.push({ userId, error });
            else if (Number(back) === 1) online.push(userId);
          });
        }),
      );
      return { online, failed };
    },

    /**
     * The users whose every entry expired without a disconnect (their instance crashed or lost Redis),
     * each claimed by exactly one caller and queued to be announced offline, `lastSeen` being the last
     * refresh of their latest entry. At most `limit` per call; returns the ids taken out.
     */
    async reapExpired(limit = 500): Promise<string[]> {
      const reaped: string[] = [];
      for (const part of outboxParts()) {
        if (reaped.length >= limit) break;
        const now = Date.now();
        const due = await redis.zrangebyscore(
          part.index,
          "-inf",
          now,
          "WITHSCORES",
          "LIMIT",
          0,
          limit - reaped.length,
        );
        if (due.length === 0) continue;
        const users: string[] = [];
        const pipeline = scripts.pipeline() as unknown as ScriptPipeline;
        for (let i = 0; i + 1 < due.length; i += 2) {
          const userId = due[i] as string;
          users.push(userId);
          pipeline.presenceReap(...userKeys(userId), now, userId, Number(due[i + 1]) - ttlMs);
        }
        const results = (await pipeline.exec()) ?? [];
        reaped.push(
          ...users.filter((_, i) => {
            const [error, claimed] = results[i] ?? [new Error("no reply"), 0];
            return !error && Number(claimed) === 1;
          }),
        );
      }
      return reaped;
    },

    /**
     * Takes up to `max` due announcements for `leaseMs`: no other announcer gets them meanwhile, and
     * they are due again after it if this one never settles them (it died, or lost Redis).
     */
    async claimAnnouncements(max: number, leaseMs: number): Promise<PendingAnnouncement[]> {
      const claimed: PendingAnnouncement[] = [];
      for (const part of outboxParts()) {
        if (claimed.length >= max) break;
        const now = Date.now();
        const reply = (await scripts.presenceClaim(
          part.outbox,
          part.state,
          now,
          now + leaseMs,
          max - claimed.length,
        )) as string[];
        for (let i = 0; i + 1 < reply.length; i += 2) {
          const parsed = parseState(reply[i] as string, reply[i + 1] as string, part);
          if (parsed) claimed.push(parsed);
        }
      }
      return claimed;
    },

    /** Announced: each leaves the outbox, unless its user changed again meanwhile (then due at once). */
    async settleAnnouncements(done: PendingAnnouncement[]): Promise<void> {
      for (const [part, announced] of byPart(done)) {
        await scripts.presenceSettle(
          part.outbox,
          part.state,
          Date.now(),
          ...announced.flatMap((d) => [d.userId, d.state]),
        );
      }
    },

    /** Not announced (the API could not answer): due again in `delayMs`, whoever takes them then. */
    async retryAnnouncements(pending: PendingAnnouncement[], delayMs: number): Promise<void> {
      const at = Date.now() + delayMs;
      for (const [part, users] of byPart(pending)) {
        await redis.zadd(part.outbox, "XX", ...users.flatMap((u) => [at, u.userId]));
      }
    },

    /** How many users wait to be announced (due or not): a gauge, and what tests wait on. */
    async pendingAnnouncements(): Promise<number> {
      let total = 0;
      for (const part of outboxParts()) total += await redis.zcard(part.outbox);
      return total;
    },
  };
}

/** Announcements grouped by the part of the outbox they came from. */
function byPart(list: PendingAnnouncement[]): Map<OutboxPart, PendingAnnouncement[]> {
  const parts = new Map<string, { part: OutboxPart; items: PendingAnnouncement[] }>();
  for (const item of list) {
    const group = parts.get(item.part.outbox);
    if (group) group.items.push(item);
    else parts.set(item.part.outbox, { part: item.part, items: [item] });
  }
  return new Map([...parts.values()].map((g) => [g.part, g.items]));
}

/** A pipeline with this file's scripts as commands (ioredis adds defined commands to pipelines too). */
type ScriptPipeline = {
  [N in keyof typeof SCRIPTS]: (...args: (string | number)[]) => ScriptPipeline;
} & { exec(): Promise<[Error | null, unknown][] | null> };
export type Presence = ReturnType<typeof createPresence>;

/** Takes a slot when fewer than ARGV[3] live ones are held (expired ones dropped first): 1, else 0. */
const RESERVE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

const slotsKey = (userId: string) => `socket-slots:{${userId}}`;

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
      // One pipeline; on a cluster one per slot (a pipeline names keys of one node), sent together.
      await Promise.all(
        groupBySlot(redis, entries, (e) => slotsKey(e.userId)).map((group) => {
          const pipeline = redis.pipeline();
          for (const { userId, socketId } of group) {
            pipeline.zadd(slotsKey(userId), "XX", expiresAt, socketId).pexpire(slotsKey(userId), ttlMs);
          }
          return pipeline.exec();
        }),
      );
    },
  };
}
export type SocketSlots = ReturnType<typeof createSocketSlots>;
