import { REALTIME_ADMIN_HEADER } from "@playpal/contracts";
import { follows } from "@playpal/db";
import { describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";

const ctx = useTestApp();

/** As the realtime service asks: the internal channel's secret, no user token. */
const audience = (userId: string, query = "", secret: string | null = ctx.config.REALTIME_ADMIN_TOKEN) =>
  ctx.app.inject({
    method: "GET",
    url: `/api/v1/internal/presence/${userId}/audience${query}`,
    headers: secret === null ? {} : { [REALTIME_ADMIN_HEADER]: secret },
  });

describe("GET /internal/presence/:userId/audience", () => {
  it("pages through exactly the caller's followers with an opaque cursor", async () => {
    const star = await registerUser(ctx.app);
    const fans = await Promise.all(Array.from({ length: 5 }, () => registerUser(ctx.app)));
    const stranger = await registerUser(ctx.app);
    const at = new Date("2026-03-01T00:00:00.000Z");
    // Two follows share a timestamp so the id tiebreak of the keyset is exercised.
    await ctx.db.insert(follows).values([
      ...fans.map((f, i) => ({
        followerId: f.id,
        followingId: star.id,
        createdAt: new Date(at.getTime() + Math.min(i, 3) * 1000),
      })),
      { followerId: star.id, followingId: stranger.id },
    ]);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : "?limit=2";
      const response = await audience(star.id, query);
      expect(response.statusCode).toBe(200);
      const page = response.json() as { userIds: string[]; nextCursor: string | null };
      seen.push(...page.userIds);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(fans.map((f) => f.id).sort());

    expect((await audience(stranger.id)).json()).toEqual({ userIds: [star.id], nextCursor: null });
  });

  it.each([["?cursor=garbage"], ["?limit=0"], ["?limit=5000"]])("answers 400 for %s", async (query) => {
    const user = await registerUser(ctx.app);
    const response = await audience(user.id, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("requires the internal secret; a user's token is not enough", async () => {
    const user = await registerUser(ctx.app);
    expect((await audience(user.id, "", null)).statusCode).toBe(401);
    expect((await audience(user.id, "", "a-wrong-secret-of-some-length")).statusCode).toBe(401);
    const withUserToken = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/internal/presence/${user.id}/audience`,
      headers: bearer(user.token),
    });
    expect(withUserToken.statusCode).toBe(401);
    expect((await audience(user.id)).statusCode).toBe(200);
  });

  it("publishes the notification and presence routes in the OpenAPI document", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/openapi.json" })).json();
    for (const [path, method] of [
      ["/api/v1/internal/presence/{userId}/audience", "get"],
      ["/api/v1/internal/presence/audiences", "post"],
      ["/api/v1/notifications", "get"],
      ["/api/v1/notifications/unread-count", "get"],
      ["/api/v1/notifications/{id}/read", "post"],
      ["/api/v1/notifications/read-all", "post"],
      ["/api/v1/user/push-token", "post"],
      ["/api/v1/user/push-token", "delete"],
    ] as const) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.tags.length).toBeGreaterThan(0);
      expect(operation.responses["200"]).toBeDefined();
    }
  });
});

/** The batch, as the realtime service asks it. */
const audiences = (body: unknown, secret: string | null = ctx.config.REALTIME_ADMIN_TOKEN) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/internal/presence/audiences",
    headers: secret === null ? {} : { [REALTIME_ADMIN_HEADER]: secret },
    payload: body as object,
  });

describe("POST /internal/presence/audiences", () => {
  it("answers each user's first page in one call, continued by the per-user route's cursor", async () => {
    const [big, small, lonely] = await Promise.all([
      registerUser(ctx.app),
      registerUser(ctx.app),
      registerUser(ctx.app),
    ]);
    const fans = await Promise.all(Array.from({ length: 5 }, () => registerUser(ctx.app)));
    const at = new Date("2026-03-01T00:00:00.000Z").getTime();
    await ctx.db.insert(follows).values([
      // Two of big's follows share a timestamp: the id tiebreak decides where the first page stops.
      ...fans.map((f, i) => ({
        followerId: f.id,
        followingId: big.id,
        createdAt: new Date(at + Math.min(i, 3) * 1000),
      })),
      { followerId: fans[0]!.id, followingId: small.id },
    ]);

    const response = await audiences({
      userIds: [big.id, small.id, lonely.id, "no-such-user", big.id],
      limit: 2,
    });
    expect(response.statusCode).toBe(200);
    const { audiences: list } = response.json() as {
      audiences: { userId: string; userIds: string[]; nextCursor: string | null }[];
    };
    expect(list.map((a) => a.userId)).toEqual([big.id, small.id, lonely.id, "no-such-user"]);
    expect(list[1]).toEqual({ userId: small.id, userIds: [fans[0]!.id], nextCursor: null });
    expect(list[2]).toEqual({ userId: lonely.id, userIds: [], nextCursor: null });
    expect(list[3]).toEqual({ userId: "no-such-user", userIds: [], nextCursor: null });

    // big: the same first page as the per-user route, and its cursor finishes the list there.
    const first = list[0]!;
    expect(first.userIds).toEqual((await audience(big.id, "?limit=2")).json().userIds);
    const seen = [...first.userIds];
    let cursor = first.nextCursor;
    expect(cursor).not.toBeNull();
    while (cursor) {
      const page = (await audience(big.id, `?limit=2&cursor=${encodeURIComponent(cursor)}`)).json() as {
        userIds: string[];
        nextCursor: string | null;
      };
      seen.push(...page.userIds);
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(5);
    expect([...seen].sort()).toEqual(fans.map((f) => f.id).sort());
  });

  it.each([
    ["no users", { userIds: [] }],
    ["too many users", { userIds: Array.from({ length: 101 }, (_, i) => `u${i}`) }],
    ["an empty id", { userIds: [""] }],
    ["a limit of 0", { userIds: ["u1"], limit: 0 }],
    ["a limit past the largest page", { userIds: ["u1"], limit: 1001 }],
    ["no body", undefined],
  ])("answers 400 for %s", async (_, body) => {
    const response = await audiences(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("requires the internal secret; a user's token is not enough", async () => {
    const user = await registerUser(ctx.app);
    expect((await audiences({ userIds: [user.id] }, null)).statusCode).toBe(401);
    const withUserToken = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/internal/presence/audiences",
      headers: bearer(user.token),
      payload: { userIds: [user.id] },
    });
    expect(withUserToken.statusCode).toBe(401);
    expect((await audiences({ userIds: [user.id] })).statusCode).toBe(200);
  });
});
