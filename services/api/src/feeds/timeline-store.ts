import { type Config, groupBySlot, type Redis, type RedisScript, withScripts } from "@playpal/platform";
import type { TimelineEntry } from "./queries.ts";

/**
 * The store of home timelines by fan-out on write (docs/feed-query.md, "Home timelines"), as Mastodon's
 * home feeds: their Redis layout and the scripts that keep it. What reads them is timeline.ts, what
 * fills them timeline-jobs.ts.
 *
 * - `tl:{<userId>}`, a sorted set of post ids scored by `created_at` in epoch ms (ties ordered by id, as
 *   the feed's keyset), capped at FEED_TIMELINE_SIZE entries, plus a sentinel member "" at -inf so the
 *   set exists even when empty; `tlm:{<userId>}`, a hash: `ready` (0 while being built), the floor
 *   (`fs` score, `fm` id) and the build token `tok`. Both expire together after FEED_TIMELINE_TTL_DAYS
 *   without a read, and the scripts treat a missing one as a cold timeline.
 * - The invariant: every non-private post of a fanned-out followed author whose key is at or above the
 *   floor is in the set. Fan-out and the merge on follow add entries; trimming to the cap raises the
 *   floor to the lowest entry kept; entries below the floor are never relied on.
 * - The set is an index of candidates, never the truth: every read checks each candidate against
 *   PostgreSQL with the SQL form's rules (still followed, not blocked, author visible, post not private,
 *   hidden or deleted), so unfollows, blocks, deletes and moderation need no eager clean-up to be
 *   correct (an unfollow or block still takes the author's entries off, to keep pages full).
 * - Accounts with more than FEED_FANOUT_MAX_FOLLOWERS followers are not fanned out: they are marked
 *   `timeline_pull` for good and merged at read time with the viewer's own posts, by the two-phase
 *   query restricted to those authors (one index probe each).
 * - The user id is the keys' hash tag: on a Redis Cluster a user's two keys share a slot, as the
 *   scripts that touch both need; the fan-out runs one script per slot (`fanOutToTimelines`).
 */

/** The member at -inf that keeps an empty timeline's set in existence; never a post id. */
export const SENTINEL = "";
const tlKey = (userId: string) => `tl:{${userId}}`;
const metaKey = (userId: string) => `tlm:{${userId}}`;

/**
 * Floor compare and raise, trim to the cap, and the fan-out of one post onto one timeline that exists,
 * shared by the scripts: (score, member) ordered as the feed's keyset.
 */
const LUA_FLOOR = `
local function below(s1, m1, s2, m2)
  if s2 == '-inf' then return false end
  s1 = tonumber(s1); s2 = tonumber(s2)
  return s1 < s2 or (s1 == s2 and m1 < m2)
end
local function raise_floor(meta, s, m)
  local fs = redis.call('hget', meta, 'fs')
  local fm = redis.call('hget', meta, 'fm') or ''
  if fs == '-inf' or below(fs, fm, s, m) then redis.call('hset', meta, 'fs', s, 'fm', m) end
end
local function trim(tl, meta, cap)
  local n = redis.call('zcard', tl) - 1
  if n > cap then
    redis.call('zremrangebyrank', tl, 1, n - cap)
    local low = redis.call('zrange', tl, 1, 1, 'WITHSCORES')
    raise_floor(meta, low[2], low[1])
  end
end
local function fan_out_one(tl, meta, cap, s, m)
  if redis.call('exists', meta) == 0 or redis.call('exists', tl) == 0 then return 0 end
  local fs = redis.call('hget', meta, 'fs')
  local fm = redis.call('hget', meta, 'fm') or ''
  if below(s, m, fs, fm) then return 0 end
  redis.call('zadd', tl, s, m)
  trim(tl, meta, cap)
  return 1
end
local function add_entries(tl, meta, from)
  local fs = redis.call('hget', meta, 'fs')
  local fm = redis.call('hget', meta, 'fm') or ''
  for i = from, #ARGV, 2 do
    if not below(ARGV[i], ARGV[i + 1], fs, fm) then redis.call('zadd', tl, ARGV[i], ARGV[i + 1]) end
  end
end
`;

const SCRIPTS = {
  /** KEYS: tl, meta. ARGV: cap, then score/id pairs. Adds to a live (or building) timeline only. */
  timelineAdd: {
    numberOfKeys: 2,
    lua: `${LUA_FLOOR}
if redis.call('exists', KEYS[2]) == 0 or redis.call('exists', KEYS[1]) == 0 then return 0 end
add_entries(KEYS[1], KEYS[2], 2)
trim(KEYS[1], KEYS[2], tonumber(ARGV[1]))
return 1`,
  },
  /**
   * No KEYS. ARGV: key prefix, cap, score, id, then a batch of follower ids. One post onto each of their
   * timelines that exists, in one call per batch (most followers keep no timeline: only active readers
   * do). The keys are built here from the ids, not declared, so that ioredis does not prefix 2,000 keys
   * in JavaScript per call. Single-server Redis only: a script may
   * touch keys of one hash slot on a cluster (`timelineFanoutSlot`).
   */
  timelineFanout: {
    numberOfKeys: 0,
    lua: `${LUA_FLOOR}
local added, cap = 0, tonumber(ARGV[2])
for k = 5, #ARGV do
  local tl, meta = ARGV[1] .. 'tl:{' .. ARGV[k] .. '}', ARGV[1] .. 'tlm:{' .. ARGV[k] .. '}'
  added = added + fan_out_one(tl, meta, cap, ARGV[3], ARGV[4])
end
return added`,
  },
  /**
   * KEYS (given by each call): tl, meta of each follower, all of one hash slot. ARGV: cap, score, id.
   * The cluster's fan-out: one call per slot of the followers' timelines.
   */
  timelineFanoutSlot: {
    numberOfKeys: -1,
    lua: `${LUA_FLOOR}
local added, cap = 0, tonumber(ARGV[1])
for k = 1, #KEYS, 2 do
  added = added + fan_out_one(KEYS[k], KEYS[k + 1], cap, ARGV[2], ARGV[3])
end
return added`,
  },
  /** KEYS: tl, meta. ARGV: ttl seconds, token. A new, empty timeline being built (fan-out adds to it). */
  timelineBegin: {
    numberOfKeys: 2,
    lua: `
redis.call('del', KEYS[1], KEYS[2])
redis.call('zadd', KEYS[1], '-inf', '')
redis.call('hset', KEYS[2], 'ready', '0', 'fs', '-inf', 'fm', '', 'tok', ARGV[2])
redis.call('expire', KEYS[1], ARGV[1])
redis.call('expire', KEYS[2], ARGV[1])
return 1`,
  },
  /**
   * KEYS: tl, meta. ARGV: cap, token, floor score ('-inf' when the seed holds everything), floor id,
   * ttl seconds, then the seed's score/id pairs. Completes the build that `token` began (a newer build
   * wins) and gives the timeline its full lifetime.
   */
  timelineFinish: {
    numberOfKeys: 2,
    lua: `${LUA_FLOOR}
if redis.call('hget', KEYS[2], 'tok') ~= ARGV[2] or redis.call('exists', KEYS[1]) == 0 then return 0 end
if ARGV[3] ~= '-inf' then raise_floor(KEYS[2], ARGV[3], ARGV[4]) end
add_entries(KEYS[1], KEYS[2], 6)
trim(KEYS[1], KEYS[2], tonumber(ARGV[1]))
redis.call('hset', KEYS[2], 'ready', '1')
redis.call('expire', KEYS[1], ARGV[5])
redis.call('expire', KEYS[2], ARGV[5])
return 1`,
  },
  /**
   * KEYS: tl, meta. ARGV: max score, min score (ZREVRANGEBYSCORE syntax), count, ttl seconds.
   * Returns false when cold, {0} while building, else {1, floor score, floor id, id, score, ...}.
   */
  timelineRead: {
    numberOfKeys: 2,
    lua: `
if redis.call('exists', KEYS[2]) == 0 or redis.call('exists', KEYS[1]) == 0 then return false end
local meta = redis.call('hmget', KEYS[2], 'ready', 'fs', 'fm')
if meta[1] ~= '1' then return {0} end
redis.call('expire', KEYS[1], ARGV[4])
redis.call('expire', KEYS[2], ARGV[4])
local entries = redis.call('zrevrangebyscore', KEYS[1], ARGV[1], ARGV[2], 'WITHSCORES', 'LIMIT', 0, ARGV[3])
local out = {1, meta[2], meta[3]}
for i = 1, #entries do out[#out + 1] = entries[i] end
return out`,
  },
  /** KEYS: tl. Every id of the timeline (at most the cap). */
  timelineMembers: { numberOfKeys: 1, lua: "return redis.call('zrange', KEYS[1], 1, -1)" },
} as const satisfies Record<string, RedisScript>;

/** The connection with the scripts defined on it (EVALSHA, loaded on first use by ioredis). */
const scripts = (redis: Redis) => withScripts(redis, SCRIPTS);

/** How long a timeline lives without a read. */
export const timelineTtlSeconds = (config: Pick<Config, "FEED_TIMELINE_TTL_DAYS">) =>
  config.FEED_TIMELINE_TTL_DAYS * 86_400;
const pairs = (entries: readonly TimelineEntry[]) => entries.flatMap((e) => [e.at, e.id]);

/**
 * Up to `count` entries between `max` and `min` (ZREVRANGEBYSCORE syntax), newest first, and the
 * timeline's lifetime renewed: null when cold, `["0"]` while being built, else `["1", floor score, floor
 * id, id, score, ...]`.
 */
export function readTimeline(
  redis: Redis,
  userId: string,
  range: { max: string; min: string; count: number; ttlSeconds: number },
): Promise<unknown> {
  return scripts(redis).timelineRead(
    tlKey(userId),
    metaKey(userId),
    range.max,
    range.min,
    range.count,
    range.ttlSeconds,
  );
}

/** A new, empty timeline marked as being built by `token` (fan-out adds to it from then on). */
export async function beginTimeline(redis: Redis, userId: string, ttlSeconds: number, token: string) {
  await scripts(redis).timelineBegin(tlKey(userId), metaKey(userId), ttlSeconds, token);
}

/**
 * Completes the build `token` began (a newer build wins): the seed added, the floor raised to `floor`
 * (null: the seed holds everything), trimmed to `size`, ready for `ttlSeconds`.
 */
export async function finishTimeline(
  redis: Redis,
  userId: string,
  build: {
    token: string;
    size: number;
    floor: TimelineEntry | null;
    ttlSeconds: number;
    seed: readonly TimelineEntry[];
  },
) {
  await scripts(redis).timelineFinish(
    tlKey(userId),
    metaKey(userId),
    build.size,
    build.token,
    build.floor ? build.floor.at : "-inf",
    build.floor ? build.floor.id : "",
    build.ttlSeconds,
    ...pairs(build.seed),
  );
}

/** One post onto the timeline of each of `userIds` that has one, trimmed to `size`; answers how many. */
export async function fanOutToTimelines(
  redis: Redis,
  size: number,
  entry: TimelineEntry,
  userIds: readonly string[],
): Promise<number> {
  if (redis.isCluster) {
    // A script may touch keys of one hash slot only: one call per slot, sent together (with 2,000
    // followers nearly every one is its own slot, so this is about one EVALSHA per follower).
    const counts = await Promise.all(
      groupBySlot(redis, userIds, tlKey).map((group) => {
        const keys = group.flatMap((userId) => [tlKey(userId), metaKey(userId)]);
        return scripts(redis).timelineFanoutSlot(keys.length, ...keys, size, entry.at, entry.id);
      }),
    );
    return counts.reduce<number>((sum, n) => sum + Number(n), 0);
  }
  // ioredis' key prefix (REDIS_PREFIX + ":"), which the script puts in front of the keys it builds.
  const prefix = (redis.options.keyPrefix as string | undefined) ?? "";
  return Number(await scripts(redis).timelineFanout(prefix, size, entry.at, entry.id, ...userIds));
}

/** Entries onto a live (or building) timeline at or above its floor, trimmed to `size`. */
export async function addToTimeline(
  redis: Redis,
  userId: string,
  size: number,
  entries: readonly TimelineEntry[],
) {
  await scripts(redis).timelineAdd(tlKey(userId), metaKey(userId), size, ...pairs(entries));
}

/** The timeline's floor (null: it holds everything since its build), or undefined when it is cold. */
export async function timelineFloor(
  redis: Redis,
  userId: string,
): Promise<{ at: number; id: string } | null | undefined> {
  const [fs, fm] = await redis.hmget(metaKey(userId), "fs", "fm");
  if (fs === null) return undefined;
  return fs === "-inf" ? null : { at: Number(fs), id: fm ?? "" };
}

/** Every post id of the timeline (at most its size). */
export async function timelineMembers(redis: Redis, userId: string): Promise<string[]> {
  return (await scripts(redis).timelineMembers(tlKey(userId))) as string[];
}

export async function removeFromTimeline(redis: Redis, userId: string, postIds: readonly string[]) {
  await redis.zrem(tlKey(userId), ...postIds);
}

/** Drops a user's timeline (tests, operators): the next read rebuilds it. */
export async function dropTimeline(redis: Redis, userId: string): Promise<void> {
  await redis.del(tlKey(userId), metaKey(userId));
}
