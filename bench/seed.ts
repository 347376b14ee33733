/**
 * The benchmark data set, written set-based (generate_series, insert ... select) so it takes seconds,
 * not thousands of HTTP calls. Shaped around two accounts the scenarios act as:
 *
 * - the reader follows `followedAuthors` accounts spread over the whole popularity range and owns
 *   `notifications` notifications (`unreadShare` of them unread), so home feed and notification reads
 *   meet a realistic graph and inbox;
 * - the writer creates posts during the write scenarios; nobody the scenarios read follows it.
 *
 * Everyone else is background: skewed post authorship (a few accounts write most posts), a few follows
 * each, a few blocks around the reader. `setseed` on the one connection makes every run the same data.
 * Unlike `scripts/seed.ts` (random, tagged, for exploring plans at any size), this shape is fixed so runs
 * compare.
 */
import { hash } from "@node-rs/bcrypt";
import { notificationTypes } from "@playpal/db";
import type pg from "pg";

export interface SeedShape {
  users: number;
  /** Accounts the reader follows (every users/followedAuthors-th user, so popular and quiet ones). */
  followedAuthors: number;
  /** Follows each background user makes (power-law targets, duplicates dropped). */
  backgroundFollowsPerUser: number;
  posts: number;
  notifications: number;
  /** Share of the reader's notifications left unread. */
  unreadShare: number;
  /** Posts of followed authors the reader has liked (hydration's `myReactions`). */
  readerReactions: number;
}

export const DEFAULT_SHAPE: SeedShape = {
  users: 20_000,
  followedAuthors: 1_000,
  backgroundFollowsPerUser: 5,
  posts: 200_000,
  notifications: 100_000,
  unreadShare: 0.1,
  readerReactions: 2_000,
};

/** Every seeded user can log in with `bench<n>@bench.playpal.local` and this password. */
export const BENCH_PASSWORD = "bench-password";

export interface SeedResult {
  readerId: string;
  writerId: string;
  counts: Record<string, number>;
  ms: number;
}

const READER = 1;
const WRITER = 2;
const userId = (n: number) => `bu${n}`;

export async function seedBenchData(
  client: pg.Client,
  shape: SeedShape = DEFAULT_SHAPE,
  log: (line: string) => void = () => {},
): Promise<SeedResult> {
  const started = Date.now();
  const step = Math.floor(shape.users / shape.followedAuthors);
  if (step < 3) throw new Error("seed shape: users must be at least 3x followedAuthors");
  const counts: Record<string, number> = {};
  const run = async (name: string, text: string, values: unknown[] = []) => {
    const t = Date.now();
    const result = await client.query(text, values);
    if (result.rowCount !== null) counts[name] = result.rowCount;
    log(`  ${name.padEnd(14)} ${String(result.rowCount ?? "").padStart(8)} rows in ${Date.now() - t} ms`);
  };

  await client.query("select setseed(0.4242)");
  const passwordHash = await hash(BENCH_PASSWORD, { cost: 4 });

  await run(
    "users",
    `insert into users (id, email, username, password_hash, first_name, last_name, display_name, bio,
                        onboarded, created_at, updated_at)
     select 'bu' || i, 'bench' || i || '@bench.playpal.local', 'bench_' || i, $1,
            'Bench', 'User ' || i, 'Bench User ' || i, 'Benchmark account #' || i, true,
            date_trunc('milliseconds', now() - random() * interval '730 days'), now()
     from generate_series(1, $2::int) as i`,
    [passwordHash, shape.users],
  );

  // The reader follows every step-th user: ordinals step, 2*step, ... spread over the skewed range.
  await run(
    "reader follows",
    `insert into follows (follower_id, following_id, created_at)
     select $1, 'bu' || (i * $2::int), date_trunc('milliseconds', now() - random() * interval '365 days')
     from generate_series(1, $3::int) as i`,
    [userId(READER), step, shape.followedAuthors],
  );

  // Background follows: power-law targets (cube of a uniform draw); the reader's graph stays exact.
  await run(
    "follows",
    `insert into follows (follower_id, following_id, created_at)
     select 'bu' || f, 'bu' || t, date_trunc('milliseconds', now() - random() * interval '365 days')
     from (
       select f, 1 + floor(power(random(), 3) * $1::int)::int as t
       from generate_series(2, $1::int) as f, generate_series(1, $2::int)
     ) as pairs
     where f <> t
     on conflict do nothing`,
    [shape.users, shape.backgroundFollowsPerUser],
  );

  // Blocks either way around the reader, none with an account it follows (a block ends follows).
  await run(
    "blocks",
    `insert into blocks (blocker_id, blocked_id)
     select case when i % 2 = 0 then $1 else 'bu' || (i * $2::int + 1) end,
            case when i % 2 = 0 then 'bu' || (i * $2::int + 1) else $1 end
     from generate_series(1, 20) as i`,
    [userId(READER), step],
  );

  // Posts: author power-law (square) over everyone but the reader and writer, times uniform over the
  // last year, 80% public / 15% followers / 5% private, a few reactions counted.
  await run(
    "posts",
    `insert into posts (id, author_id, body, type, visibility, commentable, like_count, love_count,
                        comment_count, created_at, updated_at)
     select 'bp' || i,
            'bu' || (3 + floor(power(random(), 2) * ($2::int - 2))::int),
            'Benchmark post #' || i || ' ' || md5(i::text),
            'text',
            case when v < 0.80 then 'public' when v < 0.95 then 'followers' else 'private' end,
            random() > 0.05,
            floor(random() * 40)::int, floor(random() * 5)::int, floor(random() * 10)::int,
            ts, ts
     from (
       select i, random() as v, date_trunc('milliseconds', now() - random() * interval '365 days') as ts
       from generate_series(1, $1::int) as i
     ) as g`,
    [shape.posts, shape.users],
  );

  await run(
    "reactions",
    `insert into reactions (id, user_id, post_id, kind, created_at)
     select 'br' || row_number() over (), $1, p.id, 'like', p.created_at
     from (
       select posts.id, posts.created_at from posts
       join follows on follows.following_id = posts.author_id and follows.follower_id = $1
       where posts.visibility <> 'private'
       order by md5(posts.id)
       limit $2::int
     ) as p`,
    [userId(READER), shape.readerReactions],
  );

  await run(
    "notifications",
    `insert into notifications (id, recipient_id, actor_id, type, title, body, target_type, target_id, data,
                                read, read_at, created_at)
     select 'bn' || i, $1, 'bu' || actor, ($2::text[])[1 + i % cardinality($2::text[])],
            'Bench User ' || actor || ' did something', 'Notification #' || i, 'post', 'bp' || target,
            jsonb_build_object('screen', 'post', 'postId', 'bp' || target),
            not unread, case when unread then null else ts + interval '1 hour' end, ts
     from (
       select i, 3 + floor(random() * ($4::int - 2))::int as actor, 1 + floor(random() * $5::int)::int as target,
              random() < $6::float8 as unread,
              date_trunc('milliseconds', now() - random() * interval '180 days') as ts
       from generate_series(1, $3::int) as i
     ) as g`,
    [userId(READER), notificationTypes, shape.notifications, shape.users, shape.posts, shape.unreadShare],
  );

  await run(
    "counters",
    `update users u set following_count = c.following, followers_count = c.followers
     from (
       select id, coalesce(fo.n, 0) as following, coalesce(fe.n, 0) as followers
       from users
       left join (select follower_id, count(*)::int as n from follows group by 1) fo on fo.follower_id = users.id
       left join (select following_id, count(*)::int as n from follows group by 1) fe on fe.following_id = users.id
     ) c
     where u.id = c.id`,
  );

  const t = Date.now();
  await client.query("vacuum analyze");
  log(`  ${"vacuum analyze".padEnd(14)} ${"".padStart(8)}      in ${Date.now() - t} ms`);
  return { readerId: userId(READER), writerId: userId(WRITER), counts, ms: Date.now() - started };
}
