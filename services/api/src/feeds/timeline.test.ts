import { type Cursor, closeDatabase, createDatabase, feedFanoutPending, posts, users } from "@playpal/db";
import { createQueueProducerConnection, feedTimelineReads } from "@playpal/platform";
import type { Worker } from "bullmq";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { prng } from "#test/prng.ts";
import { createPost, createUser, insertPost, type TestUser } from "#test/social-factories.ts";
import { publish } from "../events/bus.ts";
import { createBackgroundWorker } from "../jobs-worker.ts";
import { hydratePosts } from "../posts/hydrate.ts";
import { createPost as createPostWith } from "../posts/service.ts";
import { ProducerQueue } from "../queue.ts";
import * as q from "./queries.ts";
import { readHomeFeed, type TimelineSource } from "./timeline.ts";
import { fanOutPost, rebuildTimeline, sweepFanouts } from "./timeline-jobs.ts";
import { dropTimeline } from "./timeline-store.ts";

/**
 * The fan-out timeline must answer every home feed page exactly as the SQL form (`q.homeFeed`, itself
 * checked against the plain reference shape in feed-equivalence.test.ts) would, whatever happened
 * before: follows, unfollows, blocks and unblocks, posts of every visibility (some at the same
 * millisecond), deletes, moderation hiding and restoring, suspensions, accounts crossing the fan-out
 * limit, timelines trimmed to their size and timelines lost. A small timeline (12 entries) and fan-out
 * limit (4 followers) make trimming, the floor, deep-page fallbacks and read-time merging common.
 */

const SIZE = 12;
const MAX_FOLLOWERS = 4;

let worker: Worker;
let people: TestUser[] = [];
const sources: Record<TimelineSource, number> = { timeline: 0, sql: 0 };

/** Until the notifications queue (fan-out and rebuild jobs) has nothing left to run. */
async function drain(): Promise<void> {
  const queue = ctx.deps.queues.background;
  for (let i = 0; i < 500; i += 1) {
    const counts = await queue.getJobCounts(
      "waiting",
      "active",
      "delayed",
      "prioritized",
      "waiting-children",
    );
    if (Object.values(counts).every((n) => n === 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the notifications queue did not drain");
}

const keyOf = (row: { id: string; createdAt: Date }): Cursor => ({ id: row.id, createdAt: row.createdAt });

/** One page both ways; returns the SQL form's rows. */
async function expectSamePage(viewerId: string, w: q.FeedWindow, label: string) {
  const expected = await q.homeFeed(ctx.db, viewerId, w);
  const got = await readHomeFeed(ctx.deps, viewerId, w);
  sources[got.source] += 1;
  // A timeline page brings its authors and the viewer's reactions: the same as hydration's loaders.
  if (got.known) {
    expect(await hydratePosts(ctx.deps, viewerId, got.rows, got.known)).toEqual(
      await hydratePosts(ctx.deps, viewerId, got.rows),
    );
  }
  expect(
    got.rows.map((r) => r.id),
    `${label} ${JSON.stringify(w)}`,
  ).toEqual(expected.map((r) => r.id));
  return expected;
}

/** Every page of the viewer's feed at two page sizes, plus refreshSince and exclusion windows. */
async function expectSameFeed(viewer: TestUser, label: string) {
  for (const limit of [3, 7]) {
    let cursor: Cursor | undefined;
    const all: { id: string; createdAt: Date }[] = [];
    for (let page = 0; page < 100; page += 1) {
      const rows = await expectSamePage(viewer.id, { limit, cursor }, label);
      all.push(...rows.slice(0, limit));
      const last = rows[limit - 1];
      if (rows.length <= limit || !last) break;
      cursor = keyOf(last);
    }
    const middle = all[Math.floor(all.length / 2)];
    if (middle) {
      await expectSamePage(viewer.id, { limit, refreshSince: keyOf(middle) }, label);
      await expectSamePage(
        viewer.id,
        { limit, excludePostIds: all.slice(0, 2).map((r) => r.id), cursor: all[0] && keyOf(all[0]) },
        label,
      );
    }
  }
}

const ctx = useTestApp({
  FEED_TIMELINE_SIZE: String(SIZE),
  FEED_FANOUT_MAX_FOLLOWERS: String(MAX_FOLLOWERS),
});
beforeAll(async () => {
  worker = createBackgroundWorker(ctx.deps, { concurrency: 4 });
  people = [];
  for (let i = 0; i < 9; i += 1) people.push(await createUser(ctx.app));
}, 60_000);

afterAll(async () => {
  await worker?.close();
});

describe("home timeline by fan-out on write", () => {
  it("answers every page as the SQL form does over a randomized sequence of social operations", async () => {
    const random = prng(13);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const call = (user: TestUser, method: "POST" | "DELETE", url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, payload });
    const postsOf: { id: string; authorId: string }[] = [];
    const suspended = new Set<string>();
    // One account starts above the fan-out limit, so read-time merging is exercised from the start.
    const star = people[0] as TestUser;
    for (const fan of people.slice(1, MAX_FOLLOWERS + 2)) await call(fan, "POST", `/user/${star.id}/follow`);

    for (let step = 1; step <= 260; step += 1) {
      const actor = pick(people.filter((p) => !suspended.has(p.id)));
      const other = pick(people.filter((p) => p.id !== actor.id));
      const roll = random();
      if (roll < 0.34) {
        const post = await createPost(ctx.app, actor, {
          visibility: pick(["public", "followers", "private"]),
        });
        postsOf.push({ id: post.id, authorId: actor.id });
      } else if (roll < 0.39 && postsOf.length > 0) {
        // A post at the very millisecond of another one (ties ordered by id), through the same event.
        const twin = pick(postsOf);
        const [at] = await ctx.db
          .select({ createdAt: posts.createdAt })
          .from(posts)
          .where(eq(posts.id, twin.id));
        if (at) {
          const row = await insertPost(ctx, actor, { createdAt: at.createdAt, visibility: "public" });
          postsOf.push({ id: row.id, authorId: actor.id });
          await publish(ctx.deps, "post.created", {
            postId: row.id,
            authorId: actor.id,
            body: row.body,
            media: [],
          });
        }
      } else if (roll < 0.6) {
        await call(actor, "POST", `/user/${other.id}/follow`);
      } else if (roll < 0.68) {
        await call(actor, "DELETE", `/user/${other.id}/follow`);
      } else if (roll < 0.71) {
        await call(actor, "POST", `/user/${other.id}/block`);
      } else if (roll < 0.74) {
        await call(actor, "DELETE", `/user/${other.id}/block`);
      } else if (roll < 0.8) {
        const own = postsOf.filter((p) => p.authorId === actor.id);
        if (own.length > 0) {
          const victim = pick(own);
          await call(actor, "DELETE", `/posts/${victim.id}`);
          postsOf.splice(postsOf.indexOf(victim), 1);
        }
      } else if (roll < 0.86 && postsOf.length > 0) {
        // Moderation hides a post, or brings a hidden one back.
        const target = pick(postsOf);
        await ctx.db
          .update(posts)
          .set({
            moderationStatus: sql`case when ${posts.moderationStatus} = 'hidden' then 'none' else 'hidden' end`,
          })
          .where(eq(posts.id, target.id));
      } else if (roll < 0.89) {
        // A suspension starts or ends (a suspended user's content is hidden from everyone).
        const until = suspended.has(other.id) ? null : new Date(Date.now() + 86_400_000);
        await ctx.db.update(users).set({ suspendedUntil: until }).where(eq(users.id, other.id));
        if (until) suspended.add(other.id);
        else suspended.delete(other.id);
      } else if (roll < 0.93) {
        // A timeline lost (expired, or Redis restarted): the next read falls back and rebuilds it.
        await dropTimeline(ctx.deps.redis, other.id);
      } else {
        // Reads in between, so timelines are built while writes keep coming.
        await readHomeFeed(ctx.deps, other.id, { limit: 5 });
      }
      if (step % 20 === 0) {
        await drain();
        for (const viewer of people) await expectSameFeed(viewer, `step ${step}, viewer ${viewer.id}`);
      }
    }

    // The timeline answered most pages itself, and deep pages (below the 12 entries kept) or cold
    // timelines fell back to the SQL form.
    expect(sources.timeline).toBeGreaterThan(sources.sql);
    expect(sources.sql).toBeGreaterThan(0);
    // Some accounts crossed the fan-out limit and are merged at read time.
    const pulled = await ctx.db.select({ id: users.id }).from(users).where(eq(users.timelinePull, true));
    expect(pulled.length).toBeGreaterThan(0);
  }, 180_000);

  it("serves GET /feed from the timeline once it is built, and a new follower's next read has the author's posts", async () => {
    const [reader, author] = [await createUser(ctx.app), await createUser(ctx.app)];
    const first = await createPost(ctx.app, author, { visibility: "followers" });
    await ctx.app.inject({
      method: "POST",
      url: `/api/v1/user/${author.id}/follow`,
      headers: reader.headers,
    });
    // Cold: the SQL form answers and a rebuild is queued.
    expect((await readHomeFeed(ctx.deps, reader.id, { limit: 20 })).source).toBe("sql");
    await drain();
    const second = await createPost(ctx.app, author, { visibility: "public" });
    await drain();
    const page = await readHomeFeed(ctx.deps, reader.id, { limit: 20 });
    expect(page.source).toBe("timeline");
    expect(page.rows.map((r) => r.id)).toEqual([second.id, first.id]);
    // (prom-client's values are live objects: read the number before the request.)
    const timelineCount = async () =>
      (await feedTimelineReads.get()).values.find((v) => v.labels.source === "timeline")?.value ?? 0;
    const before = await timelineCount();
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/feed", headers: reader.headers });
    // Operators see where pages come from on /metrics.
    expect(await timelineCount()).toBe(before + 1);
    expect((response.json() as { items: { id: string }[] }).items.map((p) => p.id)).toEqual([
      second.id,
      first.id,
    ]);

    // A follow merges at once (no job to wait for); an unfollow takes the author off at once.
    const another = await createUser(ctx.app);
    const theirs = await createPost(ctx.app, another);
    await ctx.app.inject({
      method: "POST",
      url: `/api/v1/user/${another.id}/follow`,
      headers: reader.headers,
    });
    const merged = await readHomeFeed(ctx.deps, reader.id, { limit: 20 });
    expect(merged.source).toBe("timeline");
    expect(merged.rows.map((r) => r.id)).toEqual([theirs.id, second.id, first.id]);
    await ctx.app.inject({
      method: "DELETE",
      url: `/api/v1/user/${another.id}/follow`,
      headers: reader.headers,
    });
    const members = await ctx.deps.redis.zrange(`tl:{${reader.id}}`, "0", "-1");
    expect(members).not.toContain(theirs.id);
    expect(members).toContain(second.id);
  }, 60_000);

  it("fans a post out to every follower with a timeline, page after page of followers, and to no one else", async () => {
    const author = await createUser(ctx.app);
    const readers: TestUser[] = [];
    // Four followers: at the fan-out limit of this file's context, not above it.
    for (let i = 0; i < MAX_FOLLOWERS - 1; i += 1) readers.push(await createUser(ctx.app));
    const idle = await createUser(ctx.app);
    for (const follower of [...readers, idle])
      await ctx.app.inject({
        method: "POST",
        url: `/api/v1/user/${author.id}/follow`,
        headers: follower.headers,
      });
    for (const reader of readers) await rebuildTimeline(ctx.deps, reader.id);
    const post = await insertPost(ctx, author, { visibility: "followers" });
    // Pages of two followers, then an empty one.
    expect(await fanOutPost(ctx.deps, post.id, 2)).toEqual({ timelines: MAX_FOLLOWERS - 1 });
    for (const reader of readers)
      expect(await ctx.deps.redis.zscore(`tl:{${reader.id}}`, post.id)).not.toBeNull();
    // A follower without a timeline gets none made by the fan-out (it is built when they read).
    expect(await ctx.deps.redis.exists(`tl:{${idle.id}}`, `tlm:{${idle.id}}`)).toBe(0);
    // A private post is fanned out to no one.
    const secret = await insertPost(ctx, author, { visibility: "private" });
    expect(await fanOutPost(ctx.deps, secret.id, 2)).toEqual({ timelines: 0 });
    for (const reader of readers)
      expect(await ctx.deps.redis.zscore(`tl:{${reader.id}}`, secret.id)).toBeNull();
  }, 60_000);

  it("reads a timeline page's authors and the viewer's reactions in its own statement, as hydration would", async () => {
    const reader = await createUser(ctx.app);
    const authors = [await createUser(ctx.app), await createUser(ctx.app)];
    for (const author of authors)
      await ctx.app.inject({
        method: "POST",
        url: `/api/v1/user/${author.id}/follow`,
        headers: reader.headers,
      });
    const written = [];
    for (const author of [...authors, ...authors]) written.push(await createPost(ctx.app, author));
    await drain();
    // Several kinds on one post (their order is the reaction order), one on another, none on the rest;
    // another user's reaction is not the reader's.
    const react = (user: TestUser, postId: string, kind: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/reactions",
        headers: user.headers,
        payload: { postId, kind },
      });
    for (const kind of ["love", "like", "wow"]) await react(reader, written[1]!.id, kind);
    await react(reader, written[3]!.id, "haha");
    await react(authors[0]!, written[2]!.id, "sad");
    await rebuildTimeline(ctx.deps, reader.id);

    const got = await readHomeFeed(ctx.deps, reader.id, { limit: 10 });
    expect(got.source).toBe("timeline");
    expect(got.known?.authors.size).toBe(2);
    const withKnown = await hydratePosts(ctx.deps, reader.id, got.rows, got.known);
    expect(withKnown).toEqual(await hydratePosts(ctx.deps, reader.id, got.rows));
    const mine = Object.fromEntries(withKnown.map((p) => [p.id, p.myReactions]));
    expect(mine[written[1]!.id]).toEqual(["love", "like", "wow"]);
    expect(mine[written[3]!.id]).toEqual(["haha"]);
    expect(mine[written[2]!.id]).toEqual([]);
    expect(withKnown.map((p) => p.author.id).sort()).toEqual(written.map((p) => p.authorId).sort());
  });

  it("keeps a post's outbox row until its fan-out is done, and the sweep queues again one never queued", async () => {
    const author = await createUser(ctx.app);
    const reader = await createUser(ctx.app);
    await ctx.app.inject({
      method: "POST",
      url: `/api/v1/user/${author.id}/follow`,
      headers: reader.headers,
    });
    await rebuildTimeline(ctx.deps, reader.id);
    const pending = async (postId: string) =>
      (await ctx.db.select().from(feedFanoutPending).where(eq(feedFanoutPending.postId, postId))).length;
    const firstPage = async () => {
      const got = await readHomeFeed(ctx.deps, reader.id, { limit: 5 });
      expect(got.source).toBe("timeline");
      return got.rows.map((r) => r.id);
    };

    // The usual path: the row commits with the post, and the job removes it once the post is fanned out.
    const seen = await createPost(ctx.app, author);
    await drain();
    expect(await pending(seen.id)).toBe(0);
    expect(await firstPage()).toEqual([seen.id]);

    // Redis fails as the job is queued: the post is committed, its job is not.
    const down = createQueueProducerConnection("redis://127.0.0.1:1").on("error", () => {});
    const unqueued = new ProducerQueue(ctx.deps.queues.background.name, down);
    unqueued.on("error", () => {});
    let missed: { id: string };
    try {
      const deps = { ...ctx.deps, queues: { ...ctx.deps.queues, background: unqueued } };
      missed = await createPostWith(deps, author.id, {
        body: "written while Redis failed",
        type: "text",
        visibility: "public",
        commentable: true,
      });
    } finally {
      await unqueued.close().catch(() => {});
      down.disconnect();
    }
    await drain();
    expect(await pending(missed.id)).toBe(1);
    // The warm timeline does not know the post (what the outbox is for).
    expect(await firstPage()).toEqual([seen.id]);
    // Within a minute of being queued, a fan-out is left to its job.
    expect(await sweepFanouts(ctx.deps)).toEqual({ queued: 0 });
    // A minute later the sweep queues it again, and the job completes it.
    expect(await sweepFanouts(ctx.deps, new Date(Date.now() + 61_000))).toEqual({ queued: 1 });
    await drain();
    expect(await pending(missed.id)).toBe(0);
    expect(await firstPage()).toEqual([missed.id, seen.id]);
    expect(await sweepFanouts(ctx.deps, new Date(Date.now() + 200_000))).toEqual({ queued: 0 });
  });

  it("gives a timeline being built a short life, so a build that dies is retried, and a built one its full TTL", async () => {
    const reader = await createUser(ctx.app);
    expect((await readHomeFeed(ctx.deps, reader.id, { limit: 5 })).source).toBe("sql");
    await drain();
    const full = ctx.config.FEED_TIMELINE_TTL_DAYS * 86_400;
    expect(await ctx.deps.redis.ttl(`tlm:{${reader.id}}`)).toBeGreaterThan(full - 60);
    expect(await ctx.deps.redis.ttl(`tl:{${reader.id}}`)).toBeGreaterThan(full - 60);
    // A build whose worker loses its database half way (after marking the timeline as being built):
    // the SQL form answers meanwhile, and the unfinished timeline expires within ten minutes.
    const lost = createDatabase(ctx.config.DATABASE_URL, { max: 1 });
    await closeDatabase(lost);
    await expect(rebuildTimeline({ ...ctx.deps, db: lost }, reader.id)).rejects.toThrow();
    expect(await ctx.deps.redis.hget(`tlm:{${reader.id}}`, "ready")).toBe("0");
    expect((await readHomeFeed(ctx.deps, reader.id, { limit: 5 })).source).toBe("sql");
    for (const key of [`tl:{${reader.id}}`, `tlm:{${reader.id}}`]) {
      expect(await ctx.deps.redis.ttl(key)).toBeGreaterThan(0);
      expect(await ctx.deps.redis.ttl(key)).toBeLessThanOrEqual(600);
    }
  });
});
