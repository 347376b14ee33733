/**
 * Every keyset-paged list of the document, paged to its end by the SDK (openapi-fetch serializes each
 * cursor exactly as the document declares it: `style: deepObject, explode: true`), one item per page:
 * each list ends, gives every seeded item once, and every answer matches the committed document.
 * A list added to the document without a row here fails the first test.
 */
import { createApiClient, type paths } from "@playpal/client";
import { payouts } from "@playpal/db";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { gameIdFor } from "../scripts/games-seed.ts";
import { commerceEnv, giveCoins } from "./commerce-factories.ts";
import { useTestApp } from "./context.ts";
import { deliverMuxEvent, muxEvent } from "./mux-webhook.ts";
import { checkedBy, createConformance } from "./openapi-conformance.ts";
import { createPost, createUser, type TestUser } from "./social-factories.ts";

const MUX_SECRET = "list-paging-mux-secret";
let baseUrl: string;
const conformance = createConformance();
const { RATE_LIMIT_MAX: _default, ...money } = commerceEnv;
const ctx = useTestApp({ ...money, RATE_LIMIT_MAX: "100000", MUX_WEBHOOK_SECRET: MUX_SECRET });
const call = ctx.call;

beforeAll(async () => {
  baseUrl = await (ctx.app as FastifyInstance).listen({ host: "127.0.0.1", port: 0 });
});

function client(user: TestUser) {
  const api = createApiClient({ baseUrl, token: user.token });
  api.use(checkedBy(conformance));
  return api;
}

async function expectOk(response: { statusCode: number; body: string }, status = 201) {
  if (response.statusCode !== status) throw new Error(`${response.statusCode} ${response.body}`);
}

/** Pages one list to its end, one item per page; the items' ids (or keys) in order. */
type Pager = (viewer: TestUser) => Promise<string[]>;

/** operationId → [what to seed (returns the viewer and how many items the list must give), pager]. */
const LISTS: Record<string, () => Promise<{ viewer: TestUser; expected: number; page: Pager }>> = {
  async listFollowers() {
    const star = await createUser(ctx.app);
    for (let i = 0; i < 3; i++) {
      const fan = await createUser(ctx.app);
      await expectOk(await call("POST", `/user/${star.id}/follow`, fan), 200);
    }
    return {
      viewer: star,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/user/{userId}/followers"> | undefined) =>
          api.GET("/api/v1/user/{userId}/followers", {
            params: { path: { userId: star.id }, query: { limit: 1, cursor } },
          }),
        ),
    };
  },
  async listFollowing() {
    const fan = await createUser(ctx.app);
    for (let i = 0; i < 3; i++) {
      const star = await createUser(ctx.app);
      await expectOk(await call("POST", `/user/${star.id}/follow`, fan), 200);
    }
    return {
      viewer: fan,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/user/{userId}/following"> | undefined) =>
          api.GET("/api/v1/user/{userId}/following", {
            params: { path: { userId: fan.id }, query: { limit: 1, cursor } },
          }),
        ),
    };
  },
  async listComments() {
    const author = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    for (let i = 0; i < 3; i++)
      await expectOk(await call("POST", `/posts/${post.id}/comments`, author, { body: `c${i}` }));
    return {
      viewer: author,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/posts/{id}/comments"> | undefined) =>
          api.GET("/api/v1/posts/{id}/comments", {
            params: { path: { id: post.id }, query: { limit: 1, cursor } },
          }),
        ),
    };
  },
  async getHomeFeed() {
    const author = await createUser(ctx.app);
    for (let i = 0; i < 3; i++) await createPost(ctx.app, author);
    return {
      viewer: author,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/feed"> | undefined) =>
          api.GET("/api/v1/feed", { params: { query: { limit: 1, cursor } } }),
        ),
    };
  },
  async getUserFeed() {
    const author = await createUser(ctx.app);
    const reader = await createUser(ctx.app);
    for (let i = 0; i < 3; i++) await createPost(ctx.app, author);
    return {
      viewer: reader,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/user/{userId}/feed"> | undefined) =>
          api.GET("/api/v1/user/{userId}/feed", {
            params: { path: { userId: author.id }, query: { limit: 1, cursor } },
          }),
        ),
    };
  },
  async listNotifications() {
    const author = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    const fan = await createUser(ctx.app);
    for (let i = 0; i < 3; i++)
      await expectOk(await call("POST", `/posts/${post.id}/comments`, fan, { body: `n${i}` }));
    await until(async () => (await call("GET", "/notifications/unread-count", author)).json().count >= 3);
    return {
      viewer: author,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/notifications"> | undefined) =>
          api.GET("/api/v1/notifications", { params: { query: { limit: 1, cursor } } }),
        ),
    };
  },
  async listConversations() {
    const talker = await createUser(ctx.app);
    for (let i = 0; i < 3; i++) {
      const other = await createUser(ctx.app);
      const opened = await call("POST", "/conversations", talker, { participantIds: [other.id] });
      if (opened.statusCode !== 200 && opened.statusCode !== 201) throw new Error(opened.body);
      await expectOk(
        await call("POST", `/conversations/${opened.json().id}/messages`, talker, { body: "hi" }),
      );
    }
    return {
      viewer: talker,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/conversations"> | undefined) =>
          api.GET("/api/v1/conversations", { params: { query: { limit: 1, cursor } } }),
        ),
    };
  },
  async listMessages() {
    const talker = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const conversation = (await call("POST", "/conversations", talker, { participantIds: [other.id] })).json()
      .id;
    for (let i = 0; i < 3; i++)
      await expectOk(
        await call("POST", `/conversations/${conversation}/messages`, talker, { body: `m${i}` }),
      );
    return {
      viewer: other,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/conversations/{id}/messages"> | undefined) =>
          api.GET("/api/v1/conversations/{id}/messages", {
            params: { path: { id: conversation }, query: { limit: 1, cursor } },
          }),
        ),
    };
  },
  async listChannelMembers() {
    const { owner, channelId } = await channel();
    for (let i = 0; i < 2; i++) {
      const member = await createUser(ctx.app);
      await expectOk(await call("POST", `/channels/${channelId}/join`, member), 200);
    }
    return {
      viewer: owner,
      expected: 3,
      page: (viewer) =>
        ids(
          client(viewer),
          (api: Api, cursor: CursorOf<"/api/v1/channels/{channelId}/members"> | undefined) =>
            api.GET("/api/v1/channels/{channelId}/members", {
              params: { path: { channelId }, query: { limit: 1, cursor } },
            }),
        ),
    };
  },
  async listRooms() {
    const { owner, channelId } = await channel();
    const before = (await call("GET", `/channels/${channelId}/rooms?limit=50`, owner)).json().items
      .length as number;
    for (let i = 0; i < 3; i++)
      await expectOk(await call("POST", `/channels/${channelId}/rooms`, owner, { name: `room ${i}` }));
    return {
      viewer: owner,
      expected: before + 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/channels/{channelId}/rooms"> | undefined) =>
          api.GET("/api/v1/channels/{channelId}/rooms", {
            params: { path: { channelId }, query: { limit: 1, cursor } },
          }),
        ),
    };
  },
  async listRoomMessages() {
    const { owner, channelId } = await channel();
    const room = (await call("POST", `/channels/${channelId}/rooms`, owner, { name: "chat" })).json()
      .id as string;
    for (let i = 0; i < 3; i++)
      await expectOk(await call("POST", `/rooms/${room}/messages`, owner, { body: `r${i}` }));
    return {
      viewer: owner,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/rooms/{roomId}/messages"> | undefined) =>
          api.GET("/api/v1/rooms/{roomId}/messages", {
            params: { path: { roomId: room }, query: { limit: 1, cursor } },
          }),
        ),
    };
  },
  async listLiveUsers() {
    const viewer = await createUser(ctx.app);
    for (let i = 0; i < 3; i++) {
      const streamer = await createUser(ctx.app);
      await expectOk(await call("POST", `/user/${streamer.id}/follow`, viewer), 200);
      await goLive(streamer);
    }
    return {
      viewer,
      expected: 3,
      page: (reader) =>
        ids(client(reader), (api: Api, cursor: CursorOf<"/api/v1/livestreams/live"> | undefined) =>
          api.GET("/api/v1/livestreams/live", { params: { query: { limit: 1, cursor } } }),
        ),
    };
  },
  async listStreamMessages() {
    const streamer = await createUser(ctx.app);
    const stream = await goLive(streamer);
    for (let i = 0; i < 3; i++)
      await expectOk(await call("POST", `/livestreams/${stream}/messages`, streamer, { body: `s${i}` }));
    return {
      viewer: streamer,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/livestreams/{id}/messages"> | undefined) =>
          api.GET("/api/v1/livestreams/{id}/messages", {
            params: { path: { id: stream }, query: { limit: 1, cursor } },
          }),
        ),
    };
  },
  async listWalletTransactions() {
    const buyer = await createUser(ctx.app);
    await giveCoins(ctx.app, buyer.id, 111);
    return {
      viewer: buyer,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/wallet/transactions"> | undefined) =>
          api.GET("/api/v1/wallet/transactions", { params: { query: { limit: 1, cursor } } }),
        ),
    };
  },
  async listSubscriptions() {
    const fan = await createUser(ctx.app);
    await giveCoins(ctx.app, fan.id, 30);
    for (let i = 0; i < 3; i++) {
      const creator = await createUser(ctx.app);
      await expectOk(await call("PUT", "/user/me/subscription", creator, { priceCoins: 10 }), 200);
      await expectOk(await call("POST", "/subscriptions", fan, { creatorId: creator.id }));
    }
    return {
      viewer: fan,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/subscriptions"> | undefined) =>
          api.GET("/api/v1/subscriptions", { params: { query: { limit: 1, cursor } } }),
        ),
    };
  },
  async listProducts() {
    const seller = await createUser(ctx.app);
    for (let i = 0; i < 3; i++) {
      await expectOk(
        await call("POST", "/products", seller, {
          title: `Guide ${i}`,
          description: "A guide",
          priceCoins: 5,
        }),
      );
    }
    return {
      viewer: seller,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/products"> | undefined) =>
          api.GET("/api/v1/products", { params: { query: { creatorId: seller.id, limit: 1, cursor } } }),
        ),
    };
  },
  async listSessions() {
    const host = await createUser(ctx.app);
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, start: "00:00", end: "23:59" }));
    await expectOk(
      await call("PUT", "/availability", host, {
        timezone: "UTC",
        priceCoins: 5,
        sessionMinutes: 15,
        slots: allDay,
      }),
      200,
    );
    const fan = await createUser(ctx.app);
    await giveCoins(ctx.app, fan.id, 15);
    const slots = (await call("GET", `/user/${host.id}/availability`, fan)).json().openSlots as string[];
    const later = slots.filter((s) => new Date(s).getTime() > Date.now() + 3_600_000).slice(0, 3);
    for (const startsAt of later)
      await expectOk(await call("POST", "/sessions", fan, { playpalId: host.id, startsAt }));
    return {
      viewer: fan,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/sessions"> | undefined) =>
          api.GET("/api/v1/sessions", { params: { query: { limit: 1, cursor } } }),
        ),
    };
  },
  async listPayouts() {
    const creator = await createUser(ctx.app);
    await ctx.db.insert(payouts).values(
      ["2026-07", "2026-08", "2026-09"].map((period, i) => ({
        creatorId: creator.id,
        period,
        amountCents: 1500,
        status: "blocked" as const,
        reason: "identity verification not approved",
        runToken: "test",
        createdAt: new Date(Date.UTC(2026, 7 + i, 25, 2)),
      })),
    );
    return {
      viewer: creator,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/payouts"> | undefined) =>
          api.GET("/api/v1/payouts", { params: { query: { limit: 1, cursor } } }),
        ),
    };
  },
  async listGames() {
    const viewer = await createUser(ctx.app);
    const all = (await ctx.db.execute<{ n: number }>("select count(*)::int as n from games")).rows[0]?.n ?? 0;
    return {
      viewer,
      expected: all,
      page: (reader) =>
        ids(client(reader), (api: Api, cursor: CursorOf<"/api/v1/games"> | undefined) =>
          api.GET("/api/v1/games", { params: { query: { limit: 50, cursor } } }),
        ),
    };
  },
  async listGamePosts() {
    const author = await createUser(ctx.app);
    const gameId = gameIdFor("valorant");
    for (let i = 0; i < 3; i++) await createPost(ctx.app, author, { gameId });
    return {
      viewer: author,
      expected: 3,
      page: (viewer) =>
        ids(client(viewer), (api: Api, cursor: CursorOf<"/api/v1/games/{gameId}/posts"> | undefined) =>
          api.GET("/api/v1/games/{gameId}/posts", {
            params: { path: { gameId }, query: { limit: 1, cursor } },
          }),
        ),
    };
  },
};

type Api = ReturnType<typeof client>;
/** The cursor type of a list, as the document declares it. */
type CursorOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<NonNullable<Q> extends { cursor?: infer C } ? C : never>
  : never;
type Keyed = { id?: string; userId?: string; user?: { id: string } };
/** Every item's key, following `nextCursor` until it is null (at most 500 pages). */
async function ids<C, T extends Keyed>(
  api: Api,
  fetch: (
    api: Api,
    cursor: C | undefined,
  ) => Promise<{ data?: { items: T[]; nextCursor: C | null }; error?: unknown; response: Response }>,
): Promise<string[]> {
  const keys: string[] = [];
  let cursor: C | undefined;
  for (let pages = 0; pages < 500; pages++) {
    const { data, error, response } = await fetch(api, cursor);
    if (!data) throw new Error(`${response.status} ${JSON.stringify(error)}`);
    for (const item of data.items) keys.push(item.id ?? item.userId ?? item.user?.id ?? JSON.stringify(item));
    if (data.nextCursor === null) return keys;
    cursor = data.nextCursor;
  }
  throw new Error("the list did not end within 500 pages");
}

async function channel() {
  const owner = await createUser(ctx.app);
  const { createChannelFor } = await import("./commerce-factories.ts");
  return { owner, channelId: await createChannelFor(ctx.app, owner) };
}

async function goLive(user: TestUser): Promise<string> {
  const stream = (await call("GET", "/livestreams/credentials", user)).json() as {
    id: string;
    providerStreamId: string;
  };
  const response = await deliverMuxEvent(
    ctx.app,
    MUX_SECRET,
    muxEvent("video.live_stream.active", { id: stream.providerStreamId }),
  );
  await expectOk(response, 200);
  return stream.id;
}

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("every paged list, paged to its end by the SDK", () => {
  it("covers every list operation of the document", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<
        string,
        Record<string, { operationId: string; parameters?: { name: string; in: string }[] }>
      >;
    };
    const lists = Object.entries(doc.paths)
      .filter(([path]) => !path.includes("/internal/"))
      .flatMap(([, operations]) => Object.values(operations))
      .filter((op) => op.parameters?.some((p) => p.in === "query" && p.name === "cursor"))
      .map((op) => op.operationId)
      .sort();
    expect(lists).toEqual(Object.keys(LISTS).sort());
  });

  for (const [operationId, seed] of Object.entries(LISTS)) {
    it(`${operationId}: every item once, then the end`, async () => {
      const { viewer, expected, page } = await seed();
      const keys = await page(viewer);
      expect(keys.length).toBe(expected);
      expect(new Set(keys).size).toBe(expected);
    }, 60_000);
  }

  it("every answer matched the committed document", () => {
    expect(conformance.problems).toEqual([]);
    expect(conformance.checked).toBeGreaterThan(60);
  });
});
