import { blocks, follows, liveStreams, posts, users } from "@playpal/db";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { isOffensive } from "../services/api/src/accounts/service.ts";
import type { TestContext } from "./context.ts";
import { bearer, registerUser } from "./context.ts";

/** Factories for the social domain: users with usernames, follows, blocks, posts. */
let seq = 0;

export interface TestUser {
  id: string;
  token: string;
  username: string;
  headers: Record<string, string>;
}

/** Registers a user through the API and gives them a username (onboarding). */
export async function createUser(app: FastifyInstance, username?: string): Promise<TestUser> {
  seq += 1;
  const user = await registerUser(app);
  const name = username ?? generatedUsername(user.id);
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/user/onboarding",
    headers: bearer(user.token),
    payload: { username: name },
  });
  if (response.statusCode !== 200)
    throw new Error(`onboarding failed: ${response.statusCode} ${response.body}`);
  return { id: user.id, token: user.token, username: name, headers: bearer(user.token) };
}

/**
 * A user whose reports count toward the automatic hide (API.md "Trust and safety"): onboarded, its
 * account two days old, with a post of its own (some activity).
 */
export async function createTrustedReporter(ctx: TestContext): Promise<TestUser> {
  const user = await createUser(ctx.app);
  await createPost(ctx.app, user);
  await ctx.db.update(users).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(users.id, user.id));
  return user;
}

/**
 * A unique username for a test user. The random part can spell a word the
 * profanity filter refuses (CI once drew one), so retry until it passes.
 */
function generatedUsername(userId: string): string {
  const id = userId.toLowerCase();
  for (let start = id.length - 6; start >= 0; start -= 1) {
    const name = `u${seq}_${id.slice(start, start + 6)}`;
    if (!isOffensive(name)) return name;
  }
  return `u${seq}_${Date.now()}`;
}

/** Inserts a follow row directly (the follow endpoint belongs to the profiles domain). */
export async function follow(ctx: TestContext, follower: { id: string }, following: { id: string }) {
  await ctx.db
    .insert(follows)
    .values({ followerId: follower.id, followingId: following.id })
    .onConflictDoNothing();
}

/** Inserts a block row directly. */
export async function block(ctx: TestContext, blocker: { id: string }, blocked: { id: string }) {
  await ctx.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id }).onConflictDoNothing();
}

/** Creates a post through `POST /posts` (JSON) and returns the wire Post. */
export async function createPost(
  app: FastifyInstance,
  user: TestUser,
  fields: Partial<{
    body: string;
    type: string;
    visibility: string;
    commentable: boolean;
    gameId: string;
  }> = {},
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/posts",
    headers: user.headers,
    payload: { body: `post ${++seq}`, ...fields },
  });
  if (response.statusCode !== 201) throw new Error(`post failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; createdAt: string; [key: string]: unknown };
}

/** Inserts a post row directly at a chosen time (for paging and ordering tests). */
export async function insertPost(
  ctx: TestContext,
  author: { id: string },
  values: Partial<typeof posts.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(posts)
    .values({ authorId: author.id, body: `seeded ${++seq}`, ...values })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

/** A multipart body built by the platform's own FormData encoder, ready for `app.inject`. */
export async function multipart(
  fields: Record<string, string>,
  files: { field?: string; name: string; type: string; data: Buffer }[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(file.field ?? "media", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type") as string },
  };
}

/** A valid 1x1 PNG, a JPEG header and an MP4 header: enough bytes for type sniffing. */
export const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
export const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypmp42", "latin1"),
  Buffer.alloc(64, 1),
]);

/** The user's live stream row (every user has one from sign-up), straight from the database. */
export async function liveStreamRow(ctx: Pick<TestContext, "db">, user: { id: string }) {
  const [row] = await ctx.db.select().from(liveStreams).where(eq(liveStreams.userId, user.id));
  if (!row) throw new Error("no live stream row");
  return row;
}

/** The user's live stream as `GET /livestreams/credentials` answers its owner. */
export async function liveStreamCredentials(app: FastifyInstance, user: { token: string }) {
  const response = await app.inject({
    method: "GET",
    url: "/api/v1/livestreams/credentials",
    headers: bearer(user.token),
  });
  return response.json() as { id: string; providerStreamId: string; status: string };
}
