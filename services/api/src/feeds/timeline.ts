import { feedTimelineReads } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import type { KnownHydration } from "../posts/hydrate.ts";
import type { PostRow } from "../posts/queries.ts";
import * as q from "./queries.ts";
import { requestRebuild } from "./timeline-jobs.ts";
import {
  addToTimeline,
  readTimeline,
  removeFromTimeline,
  SENTINEL,
  timelineFloor,
  timelineMembers,
  timelineTtlSeconds,
} from "./timeline-store.ts";

/**
 * The home timelines as the feed reads them (timeline-store.ts has their layout, timeline-jobs.ts what
 * fills them): a page from the viewer's timeline when it can answer exactly, else the SQL form; and the
 * merge and unmerge of an author on follow, unfollow and block.
 */
type TimelineDeps = Pick<Deps, "db" | "redis" | "config" | "logger" | "queues">;

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
  deps: TimelineDeps,
  viewerId: string,
  w: q.FeedWindow,
): Promise<{ rows: PostRow[]; source: TimelineSource; known?: KnownHydration }> {
  const max = w.cursor ? String(w.cursor.createdAt.getTime()) : "+inf";
  const min = w.refreshSince ? String(w.refreshSince.createdAt.getTime()) : "(-inf";
  const low = w.refreshSince ? { at: w.refreshSince.createdAt.getTime(), id: w.refreshSince.id } : null;
  for (let count = firstCount(w); ; count *= 4) {
    let reply: unknown;
    try {
      reply = await readTimeline(deps.redis, viewerId, {
        max,
        min,
        count,
        ttlSeconds: timelineTtlSeconds(deps.config),
      });
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

/**
 * On a follow: the newly followed author's posts at or above the follower's floor go onto their
 * timeline (if it is live), so the next read sees them as the SQL form does.
 */
export async function mergeAuthor(deps: TimelineDeps, followerId: string, authorId: string): Promise<void> {
  const floor = await timelineFloor(deps.redis, followerId);
  if (floor === undefined) return; // cold: the rebuild will read the follow
  const size = deps.config.FEED_TIMELINE_SIZE;
  const entries = await q.authorTimelineEntries(deps.db, authorId, floor, size);
  if (entries.length === 0) return;
  await addToTimeline(deps.redis, followerId, size, entries);
}

/**
 * On an unfollow or block: the author's entries off the timeline, so they do not crowd pages out (reads
 * filter them anyway). A follow committed meanwhile (an unfollow then a follow, handled out of order)
 * is merged again, so the removal never leaves a followed author's posts missing.
 */
export async function unmergeAuthor(deps: TimelineDeps, followerId: string, authorId: string): Promise<void> {
  const members = await timelineMembers(deps.redis, followerId);
  const theirs = await q.postIdsByAuthor(deps.db, authorId, members);
  if (theirs.length === 0) return;
  await removeFromTimeline(deps.redis, followerId, theirs);
  if (await q.isFollowing(deps.db, followerId, authorId)) await mergeAuthor(deps, followerId, authorId);
}
