/**
 * The load scenarios of `npm run bench`, run one after another against the real API process. A
 * scenario names the requests one connection sends in a loop; `setupRequest` runs before each request,
 * so a scenario can vary it (a unique parameter per request defeats a cache, a counter makes bodies
 * unique). Adding a scenario: add it here, give it a target in `targets.ts` (the type requires one).
 */
import type autocannon from "autocannon";
import { WRITE_SCENARIOS, type WriteContext } from "./write-scenarios.ts";

export interface BenchContext {
  /** Bearer headers of the seeded accounts, plus `accept-encoding` as mobile clients send it. */
  reader: Record<string, string>;
  writer: Record<string, string>;
  /** `nextCursor` of the reader's first home feed page (a page-2 read). */
  feedCursor: { id: string; createdAt: string };
  /** The rows of the write scenarios (write-scenarios.ts). */
  writes: WriteContext;
}

export interface Scenario {
  name: string;
  description: string;
  requests(context: BenchContext): autocannon.Request[];
}

/** Query string of a compound cursor in bracket notation (API.md). */
const cursorQuery = (cursor: BenchContext["feedCursor"]) =>
  `cursor[id]=${encodeURIComponent(cursor.id)}&cursor[createdAt]=${encodeURIComponent(cursor.createdAt)}`;

/**
 * A fresh `excludePostIds` per request: an id no post has, so the page is the same but the feed cache
 * key (which hashes every parameter) is new, and every request runs the query and hydration.
 */
function uncached(path: string): autocannon.Request["setupRequest"] {
  let n = 0;
  const separator = path.includes("?") ? "&" : "?";
  return (request) => {
    n += 1;
    return { ...request, path: `${path}${separator}excludePostIds=bench-miss-${process.pid}-${n}` };
  };
}

const get = (path: string, headers: Record<string, string>, extra: Partial<autocannon.Request> = {}) => [
  { method: "GET" as const, path, headers, ...extra },
];

export const SCENARIOS = [
  {
    name: "health",
    description: "GET /health: the floor (routing, helmet, serialisation; no auth, no rate limit)",
    requests: () => get("/health", {}),
  },
  {
    name: "user-me",
    description:
      "GET /api/v1/user/me: JWT verify, then the token state, the rate limit and the cached account from process memory",
    requests: (c) => get("/api/v1/user/me", c.reader),
  },
  {
    name: "feed-first",
    description:
      "GET /api/v1/feed, first page, as the reader (1,000 followed): mostly 60 s cache hits, from process memory",
    requests: (c) => get("/api/v1/feed", c.reader),
  },
  {
    name: "feed-first-uncached",
    description: "GET /api/v1/feed, first page, a new cache key per request: skeleton query + hydration",
    requests: (c) => get("/api/v1/feed", c.reader, { setupRequest: uncached("/api/v1/feed") }),
  },
  {
    name: "feed-cursor",
    description: "GET /api/v1/feed?cursor=<page 1's nextCursor>: page 2, mostly cache hits",
    requests: (c) => get(`/api/v1/feed?${cursorQuery(c.feedCursor)}`, c.reader),
  },
  {
    name: "feed-cursor-uncached",
    description: "GET /api/v1/feed?cursor=..., page 2 with a new cache key per request",
    requests: (c) => {
      const path = `/api/v1/feed?${cursorQuery(c.feedCursor)}`;
      return get(path, c.reader, { setupRequest: uncached(path) });
    },
  },
  {
    name: "notifications",
    description: "GET /api/v1/notifications, first page of the reader's 100k",
    requests: (c) => get("/api/v1/notifications", c.reader),
  },
  {
    name: "notifications-unread",
    description: "GET /api/v1/notifications?unreadOnly=true, first page (partial index)",
    requests: (c) => get("/api/v1/notifications?unreadOnly=true", c.reader),
  },
  {
    name: "unread-count",
    description: "GET /api/v1/notifications/unread-count: the badge, counted over ~10k unread",
    requests: (c) => get("/api/v1/notifications/unread-count", c.reader),
  },
  {
    name: "create-post",
    description: "POST /api/v1/posts (JSON text post) as the writer: insert, feed cache clear, hydrate",
    requests: (c) => {
      let n = 0;
      return [
        {
          method: "POST",
          path: "/api/v1/posts",
          headers: { ...c.writer, "content-type": "application/json" },
          setupRequest: (request) => {
            n += 1;
            return { ...request, body: JSON.stringify({ body: `Benchmark write #${n} from the harness` }) };
          },
        },
      ];
    },
  },
  {
    name: "trending-clips",
    description:
      "GET /api/v1/trending/clips?window=7d: the shared 5-minute cache, then per-viewer filters (no clips in the seed)",
    requests: (c) => get("/api/v1/trending/clips?window=7d", c.reader),
  },
  {
    name: "search-users",
    description: "GET /api/v1/search/users?q=bench_<n>: trigram prefix search, a new query per request",
    requests: (c) => {
      let n = 0;
      return get("/api/v1/search/users?q=bench_1", c.reader, {
        setupRequest: (request) => {
          n += 1;
          return { ...request, path: `/api/v1/search/users?q=bench_${(n % 900) + 100}` };
        },
      });
    },
  },
  {
    name: "discover",
    description: "GET /api/v1/discover: live, friends of friends of 1,000 follows, popular, trending",
    requests: (c) => get("/api/v1/discover", c.reader),
  },
  // Issue 32's writes: a reaction, a follow, a DM (write-scenarios.ts).
  ...WRITE_SCENARIOS,
] as const satisfies readonly Scenario[];

export type ScenarioName = (typeof SCENARIOS)[number]["name"];
