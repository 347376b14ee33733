import type { Redis } from "@playpal/platform";
import { afterAll, beforeAll, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { type RedisServer, startRedisServer } from "#test/redis-server.ts";
import { createPost, createUser } from "#test/social-factories.ts";

// A Redis server of this file's own, so that it can go down.
let redis: RedisServer;

function reaches(client: Redis, status: "ready" | "reconnecting"): Promise<void> {
  if (client.status === status) return Promise.resolve();
  return new Promise((resolve) => client.once(status, () => resolve()));
}

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.close();
});
const ctx = useTestApp(() => ({ REDIS_URL: redis.url }));
const call = ctx.call;
beforeAll(async () => {
  ctx.deps.redis.on("error", () => {});
});
afterAll(async () => {
  await redis?.start().catch(() => {});
});

it("serves trending and discover from the database while Redis is down, and caches again once it is back", async () => {
  const [author, viewer] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
  const clip = await createPost(ctx.app, author, { type: "clip" });

  const down = reaches(ctx.deps.redis, "reconnecting");
  await redis.crash();
  await down;
  const clips = await call("GET", "/trending/clips", viewer);
  expect(clips.statusCode).toBe(200);
  expect(clips.json().data.clips.map((p: { id: string }) => p.id)).toEqual([clip.id]);
  for (const url of ["/trending/users", "/trending/games", "/discover"]) {
    expect((await call("GET", url, viewer)).statusCode).toBe(200);
  }

  await redis.start();
  await reaches(ctx.deps.redis, "ready");
  expect((await call("GET", "/trending/clips", viewer)).statusCode).toBe(200);
  expect(await ctx.deps.redis.exists("shared:{trending:clips:24h}")).toBe(1);
});
