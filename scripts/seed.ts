/**
 * Generates a realistic social data set for benchmarks and query plans, set-based (generate_series,
 * insert ... select), so a million posts take a minute or two rather than hours:
 *
 *   npm run seed -- --users 10000 --follows 200000 --posts 1000000
 *
 * Popularity is skewed like real networks: a few accounts get most follows and write most posts
 * (power-law picks), every user follows ~follows/users accounts, posts spread over the last year with
 * 80% public, 15% followers-only, 5% private. Each run tags its rows, so runs can be repeated to add
 * more. Seeded users can log in with `<username>@seed.playpal.local`-style emails and the password
 * `seed-password` (one bcrypt hash, computed once).
 */
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { hash } from "@node-rs/bcrypt";
import { loadConfig } from "@playpal/platform";
import pg from "pg";

export interface SeedOptions {
  users: number;
  follows: number;
  posts: number;
  /** Rows are inserted in chunks of this many (progress and bounded transactions). */
  chunk?: number;
  log?: (line: string) => void;
}

export interface SeedResult {
  tag: string;
  users: number;
  follows: number;
  posts: number;
  ms: number;
}

export const SEED_PASSWORD = "seed-password";

/** Seeds users, follows and posts through `client`; returns the counts actually inserted. */
export async function seed(client: pg.Pool | pg.Client, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const chunk = options.chunk ?? 250_000;
  const tag = randomBytes(3).toString("hex").slice(0, 4);
  const passwordHash = await hash(SEED_PASSWORD, { cost: 4 });

  // Users: ids `s<tag>u<n>`, ordinal kept in a temp table for the skewed picks below.
  await client.query(
    `insert into users (id, email, username, password_hash, first_name, last_name, display_name, bio,
                        onboarded, created_at, updated_at)
     select 's' || $1 || 'u' || i, 's' || $1 || '_' || i || '@seed.playpal.local', 's' || $1 || '_' || i, $2,
            'Seed', 'User ' || i, 'Seed User ' || i, 'Seeded account #' || i, true,
            now() - random() * interval '730 days', now()
     from generate_series(1, $3::int) as i`,
    [tag, passwordHash, options.users],
  );
  log(`users: ${options.users}`);

  // Follows: follower uniform, followee power-law (cube of a uniform draw) so a few accounts are
  // followed by many. Duplicates and self-follows are dropped, so rounds repeat until the target is met.
  let follows = 0;
  for (let round = 0; round < 20 && follows < options.follows; round += 1) {
    const wanted = Math.min(chunk, options.follows - follows);
    const result = await client.query(
      `insert into follows (follower_id, following_id, created_at)
       select 's' || $1 || 'u' || f, 's' || $1 || 'u' || t, now() - random() * interval '365 days'
       from (
         select distinct 1 + floor(random() * $2::int)::int as f,
                1 + floor(power(random(), 3) * $2::int)::int as t
         from generate_series(1, $3::int)
       ) as pairs
       where f <> t
       limit $4::int
       on conflict do nothing`,
      [tag, options.users, Math.ceil(wanted * 1.3), wanted],
    );
    follows += result.rowCount ?? 0;
    log(`follows: ${follows}`);
  }

  // Posts: author power-law (square), times uniform over the last year, mixed visibility and types.
  let posts = 0;
  for (let start = 1; start <= options.posts; start += chunk) {
    const end = Math.min(options.posts, start + chunk - 1);
    const result = await client.query(
      `insert into posts (id, author_id, body, type, visibility, commentable, created_at, updated_at)
       select 's' || $1 || 'p' || i,
              's' || $1 || 'u' || (1 + floor(power(random(), 2) * $2::int)::int),
              'Seed post #' || i || ' ' || md5(i::text),
              case when r < 0.7 then 'text' when r < 0.9 then 'photos' else 'clip' end,
              case when v < 0.80 then 'public' when v < 0.95 then 'followers' else 'private' end,
              random() > 0.05,
              ts, ts
       from (
         select i, random() as r, random() as v,
                date_trunc('milliseconds', now() - random() * interval '365 days') as ts
         from generate_series($3::int, $4::int) as i
       ) as g`,
      [tag, options.users, start, end],
    );
    posts += result.rowCount ?? 0;
    log(`posts: ${posts}`);
  }

  // Denormalised counters, set-based.
  await client.query(
    `update users u set following_count = c.n from (
       select follower_id as id, count(*)::int as n from follows where follower_id like 's' || $1 || 'u%' group by 1
     ) c where u.id = c.id`,
    [tag],
  );
  await client.query(
    `update users u set followers_count = c.n from (
       select following_id as id, count(*)::int as n from follows where following_id like 's' || $1 || 'u%' group by 1
     ) c where u.id = c.id`,
    [tag],
  );
  await client.query("analyze users, follows, posts");
  const result = { tag, users: options.users, follows, posts, ms: Date.now() - started };
  log(`done in ${(result.ms / 1000).toFixed(1)} s (tag ${tag})`);
  return result;
}

function parseArgs(argv: string[]): SeedOptions {
  const value = (name: string, fallback: number) => {
    const index = argv.indexOf(`--${name}`);
    if (index === -1) return fallback;
    const n = Number(argv[index + 1]);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
    return n;
  };
  const users = value("users", 10_000);
  return {
    users,
    follows: value("follows", users * 20),
    posts: value("posts", users * 100),
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.users < 2) throw new Error("--users must be at least 2");
  const config = loadConfig();
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 1 });
  try {
    console.log(
      `seeding ${options.users} users, ${options.follows} follows, ${options.posts} posts into ${new URL(config.DATABASE_URL).pathname.slice(1)}`,
    );
    await seed(pool, { ...options, log: (line) => console.log(line) });
  } finally {
    await pool.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
