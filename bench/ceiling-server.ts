/**
 * The ceiling of `npm run bench`: a bare Fastify 5 server (no plugins but the one each mode names, no
 * auth, no database) in a child process of the bench, serving one feed-shaped page of about 15 KB
 * (`ceilingPage`) in the three ways a server can:
 *
 * - `GET /pre-encoded`: the page already serialized and gzipped once at start-up; each request only
 *   writes those bytes (what a cache of encoded pages allows);
 * - `GET /raw`: the page object serialized with JSON.stringify per request, not compressed;
 * - `GET /gzip`: serialized and gzipped per request through @fastify/compress (what the API did on a
 *   cache hit before it stored encoded pages).
 *
 * Measured in the same run as the API's scenarios, on the same machine and load, so every scenario is
 * judged as a ratio to what the framework itself reaches at that moment (`targets.ts`).
 * Started by `run.ts` with `fork`; the port comes in `CEILING_PORT`; it reports `ready` over IPC.
 */
import { gzipSync } from "node:zlib";
import compress from "@fastify/compress";
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
  await app.register(async (scope) => {
    await scope.register(compress, { global: true, threshold: 1024 });
    scope.get("/gzip", async () => page);
  });
  await app.listen({ host: "127.0.0.1", port: Number(process.env.CEILING_PORT) });
  process.send?.({ type: "ready", jsonBytes: Buffer.byteLength(json), gzipBytes: gzipped.length });
  process.on("SIGTERM", () => {
    app.close().then(() => process.exit(0));
  });
}

if (process.env.CEILING_PORT) await main();
