/**
 * The write scenarios of issue 32 ("Writes that commit once"): a reaction, a follow and a DM, each
 * request a new row as a client makes it (a reaction to a post not yet reacted to, a follow of an
 * account not yet followed, a message in a conversation). What each needs is read from the seeded
 * database before the run (`prepareWrites`). Their targets are in `targets.ts`.
 */
import type autocannon from "autocannon";
import type pg from "pg";
import type { BenchContext } from "./scenarios.ts";

/** The rows the write scenarios take one at a time. */
export interface WriteContext {
  /** Public posts the writer has not reacted to, in a fixed order. */
  reactablePostIds: string[];
  /** Accounts the writer neither follows nor blocks, in a fixed order. */
  followableUserIds: string[];
  /** A conversation of the writer and the reader (created over the API). */
  conversationId: string;
}

/** Enough rows for a scenario at a few hundred writes a second; past them a scenario starts over. */
const ROWS = 20_000;

export async function prepareWrites(
  client: pg.Client,
  api: { url: string; writer: Record<string, string>; readerId: string; writerId: string },
): Promise<WriteContext> {
  const posts = await client.query<{ id: string }>(
    `select id from posts
      where visibility = 'public' and author_id <> $1
        and not exists (select 1 from reactions r where r.post_id = posts.id and r.user_id = $1)
      order by id limit $2`,
    [api.writerId, ROWS],
  );
  const users = await client.query<{ id: string }>(
    `select id from users
      where id not in ($1, $2)
        and not exists (select 1 from follows f where f.follower_id = $1 and f.following_id = users.id)
        and not exists (select 1 from blocks b
                         where (b.blocker_id = $1 and b.blocked_id = users.id)
                            or (b.blocker_id = users.id and b.blocked_id = $1))
      order by id limit $3`,
    [api.writerId, api.readerId, ROWS],
  );
  const created = await fetch(`${api.url}/api/v1/conversations`, {
    method: "POST",
    headers: { ...api.writer, "content-type": "application/json" },
    body: JSON.stringify({ participantIds: [api.readerId] }),
  });
  if (!created.ok) throw new Error(`POST /conversations: ${created.status} ${await created.text()}`);
  const conversation = (await created.json()) as { id: string };
  return {
    reactablePostIds: posts.rows.map((r) => r.id),
    followableUserIds: users.rows.map((r) => r.id),
    conversationId: conversation.id,
  };
}

/** A JSON POST as the writer whose path and body change per request (`next(n)`, n from 0). */
function post(
  context: BenchContext,
  next: (n: number) => { path: string; body?: unknown },
): autocannon.Request[] {
  let n = 0;
  return [
    {
      method: "POST",
      path: next(0).path,
      headers: { ...context.writer, "content-type": "application/json" },
      setupRequest: (request) => {
        const { path, body } = next(n);
        n += 1;
        return { ...request, path, body: body === undefined ? undefined : JSON.stringify(body) };
      },
    },
  ];
}

const at = <T>(rows: T[], n: number): T => rows[n % rows.length] as T;

export const WRITE_SCENARIOS = [
  {
    name: "add-reaction",
    description: "POST /api/v1/reactions as the writer: a like on a public post it had not reacted to",
    requests: (c: BenchContext) =>
      post(c, (n) => ({
        path: "/api/v1/reactions",
        body: { postId: at(c.writes.reactablePostIds, n), kind: "like" },
      })),
  },
  {
    name: "follow",
    description: "POST /api/v1/user/:userId/follow as the writer: each request a new edge",
    requests: (c: BenchContext) =>
      post(c, (n) => ({ path: `/api/v1/user/${at(c.writes.followableUserIds, n)}/follow` })),
  },
  {
    name: "send-dm",
    description:
      "POST /api/v1/conversations/:id/messages as the writer to the reader: a message, its notification",
    requests: (c: BenchContext) =>
      post(c, (n) => ({
        path: `/api/v1/conversations/${c.writes.conversationId}/messages`,
        body: { body: `Benchmark message #${n}` },
      })),
  },
] as const;
