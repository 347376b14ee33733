/**
 * The ceiling of `npm run bench`: a bare Fastify 5 server (no plugins but the one each mode names, no
 * database) in a child process of the bench, serving one feed-shaped page of about 15 KB
 * (`ceilingPage`) in the three ways a server can, plus the floor of an authenticated cached read:
 *
 * - `GET /pre-encoded`: the page already serialized and gzipped once at start-up; each request only
 *   writes those bytes (what a cache of encoded pages allows);
 * - `GET /raw`: the page object serialized with JSON.stringify per request, not compressed;
 * - `GET /gzip`: serialized and gzipped per request through @fastify/compress (what the API did on a
 *   cache hit before it stored encoded pages);
 * - `GET /pre-encoded-authed`: the pre-encoded page read from Redis behind the least that an
 *   authenticated, rate-limited cached read must do per request, and nothing else (no hooks, no
 *   logging, no metrics, no security headers): verify the HS256 bearer token with the API's own
 *   verifier, then one Redis round trip (auto-pipelined into one write) carrying the token-version
 *   read, a rate-limit counter script and the MGET of the page and its two generations, then write the
 *   bytes. What a hit costs when it waits on Redis;
 * - `GET /authed-memory`: the same page from process memory behind the same token verification and the
 *   local checks a hit makes: the token state (version, suspension) and the page with
 *   its two generations read from in-process maps, the page's generation tag compared, a rate-limit
 *   count incremented in memory, then the bytes written. What bounds the cached scenarios now: no
 *   implementation of the API's rules with a client-side cache is faster.
 *
 * Measured in the same run as the API's scenarios, on the same machine and load, so every scenario is
 * judged as a ratio to what the framework itself reaches at that moment (`targets.ts`).
 * Started by `run.ts` with `fork`; the port comes in `CEILING_PORT`; it reports `ready` over IPC.
 */
import { gzipSync } from "node:zlib";
import compress from "@fastify/compress";
import { bearerToken, createHs256Verifier, createRedis, createTokenSigner } from "@playpal/platform";
import Fastify from "fastify";

/** A home feed page: 20 posts with author summaries, media, counts and the caller's reactions. */
export function ceilingPage() {
  const items = Array.from({ length: 20 }, (_, i) => ({
    id: `post_${String(i).padStart(4, "0")}_${"x".repeat(12)}`,
    authorId: `bu${1000 + i * 17}`,
    author: {
      id: `bu${1000 + i * 17}`,
      username: `bench_${1000 + i * 17}`,
      displayName: `Bench Author ${1000 + i * 17}`,
      avatarUrl: `https://cdn.playpal.local/avatars/bu${1000 + i * 17}/${"a".repeat(24)}.webp`,
      verified: i % 5 === 0,
    },
    body:
      `Post number ${i} of the ceiling page: a line or two of text as players write them, ` +
      `with a mention of @bench_${i * 3} and a link to https://playpal.local/g/${i * 7}. ` +
      "Another sentence to reach the length of a typical post body in the seed data set.",
    type: i % 4 === 0 ? "image" : "text",
    visibility: "public",
    commentable: true,
    gameId: i % 3 === 0 ? `game_${i}` : null,
    media:
      i % 4 === 0
        ? [
            {
              id: `media_${i}_${"m".repeat(10)}`,
              kind: "image",
              url: `https://cdn.playpal.local/media/${"k".repeat(32)}/${i}.webp?sig=${"s".repeat(43)}`,
              width: 1080,
              height: 1350,
              status: "ready",
            },
          ]
        : [],
    reactionCounts: { like: 12 + i, love: i, haha: 0, wow: 1, sad: 0, angry: 0 },
    myReactions: i % 2 === 0 ? ["like"] : [],
    commentCount: 3 * i,
    createdAt: new Date(Date.UTC(2026, 10, 22, 12, 0, 0) - i * 60_000).toISOString(),
  }));
  return { items, nextCursor: { id: items.at(-1)!.id, createdAt: items.at(-1)!.createdAt } };
}

async function main() {
  const page = ceilingPage();
  const json = JSON.stringify(page);
  const gzipped = gzipSync(json);

  const app = Fastify({ logger: false });
  app.get("/pre-encoded", (_request, reply) => {
    reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-encoding", "gzip")
      .header("vary", "accept-encoding")
      .send(gzipped);
  });
  app.get("/raw", async () => page);
  const authed = await authedFloor(gzipped);
  app.get("/pre-encoded-authed", async (request, reply) => {
    const claims = authed.verify(bearerToken(request.headers.authorization) ?? "");
    if (!claims) return reply.code(401).send();
    const [version, , [body]] = await Promise.all([
      authed.redis.get(`ceiling:tv:${claims.userId}`),
      authed.redis.hit(`ceiling:rl:${claims.userId}`, 60_000),
      authed.redis.mgetBuffer("ceiling:page", `ceiling:gen:${claims.userId}`, "ceiling:gen:all"),
    ]);
    if (Number(version ?? 0) !== claims.tokenVersion || !body) return reply.code(401).send();
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-encoding", "gzip")
      .header("vary", "accept-encoding")
      .send(body);
  });
  const memory = memoryFloor(gzipped);
  app.get("/authed-memory", (request, reply) => {
    const claims = authed.verify(bearerToken(request.headers.authorization) ?? "");
    if (!claims) return reply.code(401).send();
    const state = memory.tokenStates.get(claims.userId);
    if (!state || state.version !== claims.tokenVersion || state.suspendedUntil > Date.now())
      return reply.code(401).send();
    const count = (memory.rateLimit.get(claims.userId) ?? 0) + 1;
    memory.rateLimit.set(claims.userId, count);
    if (count > 1_000_000_000) return reply.code(429).send();
    const page = memory.pages.get("ceiling:page");
    const gen = `${memory.generations.get("ceiling:gen:all") ?? "0"}.${memory.generations.get(`ceiling:gen:${claims.userId}`) ?? "0"}`;
    if (!page || page.tag !== gen) return reply.code(401).send();
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-encoding", "gzip")
      .header("vary", "accept-encoding")
      .send(page.bytes);
  });
  await app.register(async (scope) => {
    await scope.register(compress, { global: true, threshold: 1024 });
    scope.get("/gzip", async () => page);
  });
  await app.listen({ host: "127.0.0.1", port: Number(process.env.CEILING_PORT) });
  process.send?.({
    type: "ready",
    jsonBytes: Buffer.byteLength(json),
    gzipBytes: gzipped.length,
    token: authed.token,
  });
  process.on("SIGTERM", () => {
    app.close().then(() => process.exit(0));
  });
}

/** What a fixed-window rate limit does per request: count, and start the window on the first hit. */
const RATE_LIMIT_LUA = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * The `pre-encoded-authed` mode's parts: a Redis client under the bench's prefix (`CEILING_REDIS_URL`,
 * `CEILING_REDIS_PREFIX`; the bench clears the prefix), the page stored there, a verifier of the API's
 * kind and a token it accepts.
 */
async function authedFloor(gzipped: Buffer) {
  const redis = createRedis(String(process.env.CEILING_REDIS_URL), String(process.env.CEILING_REDIS_PREFIX), {
    enableAutoPipelining: true,
  }).on("error", () => {});
  redis.defineCommand("hit", { numberOfKeys: 1, lua: RATE_LIMIT_LUA });
  await redis.set("ceiling:page", gzipped);
  const secret = crypto.getRandomValues(new Uint8Array(32));
  const token = await createTokenSigner(Buffer.from(secret).toString("hex"), 3600).sign({
    userId: "ceiling",
    tokenVersion: 0,
  });
  return {
    redis: redis as typeof redis & { hit(key: string, windowMs: number): Promise<number> },
    verify: createHs256Verifier(new TextEncoder().encode(Buffer.from(secret).toString("hex"))),
    token,
  };
}

/** The `authed-memory` mode's process memory: what a client-side cache holds for the bench's token. */
function memoryFloor(gzipped: Buffer) {
  return {
    tokenStates: new Map([["ceiling", { version: 0, suspendedUntil: 0 }]]),
    pages: new Map([["ceiling:page", { tag: "0.0", bytes: gzipped }]]),
    generations: new Map<string, string>(),
    rateLimit: new Map<string, number>(),
  };
}

if (process.env.CEILING_PORT) await main();
