import {
  feedTimelineReads,
  type Redis,
  type RedisScript,
  scheduleRepeating,
  withScripts,
} from "@playpal/platform";
import type { Deps } from "../deps.ts";
import type { KnownHydration } from "../posts/hydrate.ts";
import type { PostRow } from "../posts/queries.ts";
import * as q from "./queries.ts";

/**
 * Home timelines by fan-out on write (docs/feed-query.md, "Home timelines"), as Mastodon's home feeds:
 *
 * - `tl:<userId>`, a sorted set of post ids scored by `created_at` in epoch ms (ties ordered by id, as
 *   the feed's keyset), capped at FEED_TIMELINE_SIZE entries, plus a sentinel member "" at -inf so the
 *   set exists even when empty; `tlm:<userId>`, a hash: `ready` (0 while being built), the floor
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
 */

const SENTINEL = "";
const tlKey = (userId: string) => `tl:${userId}`;
const metaKey = (userId: string) => `tlm:${userId}`;

/** Floor compare and raise, shared by the scripts: (score, member) ordered as the feed's keyset. */
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
   * do). The keys are built here from the ids, not declared: declaring 2,000 keys made ioredis prefix
   * each in JavaScript, the fan-out's largest cost (profile); this deployment's Redis is one node.
   */
  timelineFanout: {
    numberOfKeys: 0,
    lua: `${LUA_FLOOR}
local added = 0
for k = 5, #ARGV do
  local tl, meta = ARGV[1] .. 'tl:' .. ARGV[k], ARGV[1] .. 'tlm:' .. ARGV[k]
  if redis.call('exists', meta) == 1 and redis.call('exists', tl) == 1 then
    local fs = redis.call('hget', meta, 'fs')
    local fm = redis.call('hget', meta, 'fm') or ''
    if not below(ARGV[3], ARGV[4], fs, fm) then
      redis.call('zadd', tl, ARGV[3], ARGV[4])
      trim(tl, meta, tonumber(ARGV[2]))
      added = added + 1
    end
  end
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

type Deps2 = Pick<Deps, "db" | "redis" | "config" | "logger" | "queues">;
const ttlSeconds = (deps: Deps2) => deps.config.FEED_TIMELINE_TTL_DAYS * 86_400;
const pairs = (entries: readonly q.TimelineEntry[]) => entries.flatMap((e) => [e.at, e.id]);

/** A page key (createdAt, id) compared as the feed orders: negative when a is older than b. */
function compareKey(a: { at: number; id: string }, b: { at: number; id: string }): number {
  if (a.at !== b.at) return a.at - b.at;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export type TimelineSource = "timeline" | "sql";

/** How many candidates the first read asks for: the page, its exclusions, and room for stale ones. */
const firstCount = (w: q.FeedWindow) => 2 * (w.limit + 1) + (w.excludePostIds?.length ?? 0) + 8;

/**
 * The `limit + 1` rows of a home feed page, as `q.homeFeed` returns them (the SQL form), read from the
 * viewer's timeline when it can answer the page exactly: one script call (candidates and floor), then
 * one statement that re-checks the candidates and merges the read-time authors. When the candidates
 * run out above the page's end, more are read; below the floor, or when the timeline is cold, the page
 * comes from the SQL form (and a cold timeline is rebuilt by a job).
 */
export async function readHomeFeed(
  deps: Deps2,
  viewerId: string,
  w: q.FeedWindow,
): Promise<{ rows: PostRow[]; source: TimelineSource; known?: KnownHydration }> {
  const redis = scripts(deps.redis);
  const max = w.cursor ? String(w.cursor.createdAt.getTime()) : "+inf";
  const min = w.refreshSince ? String(w.refreshSince.createdAt.getTime()) : "(-inf";
  const low = w.refreshSince ? { at: w.refreshSince.createdAt.getTime(), id: w.refreshSince.id } : null;
  for (let count = firstCount(w); ; count *= 4) {
    let reply: unknown;
    try {
      reply = await redis.timelineRead(tlKey(viewerId), metaKey(viewerId), max, min, count, ttlSeconds(deps));
    } catch (error) {
      deps.logger.warn({ err: (error as Error).message, viewerId }, "timeline read failed");
      break;
    }
    if (reply === null) {
      await requestRebuild(deps, viewerId);
      break;
    }
    const [state, floorScore, floorId, ...flat] = reply as string[];
    if (Number(state) !== 1) break; // being built
    const ids: string[] = [];
    for (let i = 0; i < flat.length; i += 2) if (flat[i] !== SENTINEL) ids.push(flat[i] as string);
    const exhausted = flat.length / 2 < count;
    const floor = floorScore === "-inf" ? null : { at: Number(floorScore), id: floorId ?? "" };
    const lastId = flat.at(-2);
    const last = lastId !== undefined ? { at: Number(flat.at(-1)), id: lastId } : null;
    // Every fanned-out post at or above `complete` is among the candidates (null: all of them).
    const complete = exhausted || !last ? floor : floor && compareKey(floor, last) > 0 ? floor : last;
    const { rows, known } = await q.timelinePage(deps.db, viewerId, w, ids);
    const take = w.limit + 1;
    const end = rows[take - 1];
    const exact =
      complete === null ||
      (low !== null && compareKey(complete, low) <= 0) ||
      (end !== undefined && compareKey({ at: end.createdAt.getTime(), id: end.id }, complete) >= 0);
    if (exact) {
      feedTimelineReads.inc({ source: "timeline" });
      return { rows, source: "timeline", known };
    }
    if (exhausted) break; // the page reaches below the floor: deeper than the timeline keeps
  }
  feedTimelineReads.inc({ source: "sql" });
  return { rows: await q.homeFeed(deps.db, viewerId, w), source: "sql" };
}

/** Queues the rebuild of a cold timeline (one job per user at a time). Never throws. */
async function requestRebuild(deps: Deps2, userId: string): Promise<void> {
  try {
    await deps.queues.background.add(
      "feeds.rebuild",
      { userId },
      {
        jobId: `tl-rebuild-${userId}`,
        attempts: 3,
        backoff: { type: "exponential", delay: 1000 },
        removeOnComplete: true,
        removeOnFail: 1000,
      },
    );
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message, userId }, "timeline rebuild not queued");
  }
}

/** How long a timeline may stay "being built" before it expires and the next read queues a new build. */
const BUILDING_TTL_SECONDS = 600;

/**
 * The rebuild job: marks the timeline as being built (fan-out adds to it from then on), reads the
 * newest FEED_TIMELINE_SIZE entries from PostgreSQL, then adds them and sets the floor to the oldest of
 * them when the seed was cut by the size. A post committed after the seed was read was fanned out into
 * the timeline being built, so nothing falls between the two.
 */
export async function rebuildTimeline(deps: Deps2, userId: string): Promise<{ entries: number }> {
  const redis = scripts(deps.redis);
  const token = `${process.pid}:${Date.now()}:${Math.random().toString(36).slice(2)}`;
  const size = deps.config.FEED_TIMELINE_SIZE;
  // A build that dies half way (a crashed worker) leaves a timeline that expires soon, not one that
  // answers "being built" (hence the SQL form) for its whole lifetime.
  await redis.timelineBegin(tlKey(userId), metaKey(userId), BUILDING_TTL_SECONDS, token);
  const seed = await q.timelineSeed(deps.db, userId, size);
  const oldest = seed.length >= size ? seed.at(-1) : undefined;
  await redis.timelineFinish(
    tlKey(userId),
    metaKey(userId),
    size,
    token,
    oldest ? oldest.at : "-inf",
    oldest ? oldest.id : "",
    ttlSeconds(deps),
    ...pairs(seed),
  );
  return { entries: seed.length };
}

/**
 * Followers looked up per batch of the fan-out job, and pushed to in one script call (most have no
 * timeline: only active readers keep one, and the script skips the others in Redis).
 */
export const FANOUT_BATCH = 1000;

/**
 * The fan-out job of a new post: its id onto the timeline of every follower that has one (a cold
 * timeline is rebuilt from PostgreSQL on its next read instead). An author over
 * FEED_FANOUT_MAX_FOLLOWERS followers is marked to be merged at read time and is not fanned out.
 * Idempotent: a retried job adds the same members again.
 */
export async function fanOutPost(
  deps: Deps2,
  postId: string,
  batch = FANOUT_BATCH,
): Promise<{ timelines: number }> {
  const subject = await q.fanoutSubject(deps.db, postId);
  if (!subject || subject.pulled) return done(deps, postId, 0);
  if (subject.followersCount > deps.config.FEED_FANOUT_MAX_FOLLOWERS) {
    await q.markPulledAuthor(deps.db, subject.authorId);
    return done(deps, postId, 0);
  }
  const redis = scripts(deps.redis);
  const size = deps.config.FEED_TIMELINE_SIZE;
  // ioredis' key prefix (REDIS_PREFIX + ":"), which the script puts in front of the keys it builds.
  const prefix = (deps.redis.options.keyPrefix as string | undefined) ?? "";
  let after: q.FollowerKey | null = null;
  let timelines = 0;
  for (;;) {
    const page = await q.followerIdsPage(deps.db, subject.authorId, batch, after);
    if (page.ids.length > 0) {
      timelines += Number(
        await redis.timelineFanout(prefix, size, subject.entry.at, subject.entry.id, ...page.ids),
      );
    }
    if (!page.next) break;
    after = page.next;
  }
  return done(deps, postId, timelines);
}

/** The end of a post's fan-out: its outbox row goes (a failure before this leaves it to the sweep). */
async function done(deps: Deps2, postId: string, timelines: number): Promise<{ timelines: number }> {
  await q.deleteFanoutPending(deps.db, postId);
  return { timelines };
}

/**
 * Queues a post's fan-out job. `jobId` defaults to one per post (a second `post.created` delivery is a
 * no-op); the sweep gives each of its attempts its own, since BullMQ ignores an id it still holds (a
 * failed job). Never throws: a post whose job is not queued keeps its outbox row, and the sweep queues
 * it a minute later.
 */
export async function queueFanout(deps: Deps2, postId: string, jobId = `fanout-${postId}`): Promise<void> {
  try {
    await deps.queues.background.add(
      "feeds.fanout",
      { postId },
      {
        jobId,
        attempts: 6,
        backoff: { type: "exponential", delay: 1000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    );
  } catch (error) {
    deps.logger.error(
      { err: (error as Error).message, postId },
      "post fan-out not queued; the sweep queues it again",
    );
  }
}

/** How often the fan-out sweep runs, and how long a queued fan-out may take before it queues it again. */
export const FANOUT_SWEEP_EVERY_MS = 60_000;

/**
 * The safety net of the fan-out jobs (the transactional outbox, `feed_fanout_pending`): queues again
 * the fan-out of every post whose job was queued over a minute ago and has not finished (never queued
 * because Redis failed at that instant, lost with the process or a Redis flush, or failed every
 * attempt). A fan-out run twice adds the same entries: nothing changes.
 */
export async function sweepFanouts(deps: Deps2, now = new Date()): Promise<{ queued: number }> {
  const before = new Date(now.getTime() - FANOUT_SWEEP_EVERY_MS);
  const ids = await q.claimStaleFanouts(deps.db, before, now, 500);
  for (const postId of ids) await queueFanout(deps, postId, `fanout-${postId}-${now.getTime()}`);
  return { queued: ids.length };
}

/** Registers the fan-out sweep's job scheduler (idempotent; retried in the background while Redis is away). */
export function scheduleFanoutSweep(deps: Deps2): void {
  scheduleRepeating(deps.queues.background, deps.logger, {
    schedulerId: "feeds-fanout-sweep",
    name: "feeds.sweep",
    everyMs: FANOUT_SWEEP_EVERY_MS,
  });
}

/**
 * On a follow: the newly followed author's posts at or above the follower's floor go onto their
 * timeline (if it is live), so the next read sees them as the SQL form does.
 */
export async function mergeAuthor(deps: Deps2, followerId: string, authorId: string): Promise<void> {
  const redis = scripts(deps.redis);
  const [fs, fm] = await deps.redis.hmget(metaKey(followerId), "fs", "fm");
  if (fs === null) return; // cold: the rebuild will read the follow
  const floor = fs === "-inf" ? null : { at: Number(fs), id: fm ?? "" };
  const size = deps.config.FEED_TIMELINE_SIZE;
  const entries = await q.authorTimelineEntries(deps.db, authorId, floor, size);
  if (entries.length === 0) return;
  await redis.timelineAdd(tlKey(followerId), metaKey(followerId), size, ...pairs(entries));
}

/**
 * On an unfollow or block: the author's entries off the timeline, so they do not crowd pages out (reads
 * filter them anyway). A follow committed meanwhile (an unfollow then a follow, handled out of order)
 * is merged again, so the removal never leaves a followed author's posts missing.
 */
export async function unmergeAuthor(deps: Deps2, followerId: string, authorId: string): Promise<void> {
  const members = (await scripts(deps.redis).timelineMembers(tlKey(followerId))) as string[];
  const theirs = await q.postIdsByAuthor(deps.db, authorId, members);
  if (theirs.length === 0) return;
  await deps.redis.zrem(tlKey(followerId), ...theirs);
  if (await q.isFollowing(deps.db, followerId, authorId)) await mergeAuthor(deps, followerId, authorId);
}

/** Drops a user's timeline (tests, operators): the next read rebuilds it. */
export async function dropTimeline(redis: Redis, userId: string): Promise<void> {
  await redis.del(tlKey(userId), metaKey(userId));
}
