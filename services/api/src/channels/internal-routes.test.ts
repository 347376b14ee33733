import { REALTIME_ADMIN_HEADER } from "@playpal/contracts";
import { describe, expect, it } from "vitest";
import { createChannelFor } from "#test/commerce-factories.ts";
import { bearer, registerUser, useTestApp } from "#test/context.ts";

const ctx = useTestApp();

/** As the realtime service asks: the internal channel's secret, no user token. */
const post = (url: string, body: unknown, secret: string | null = ctx.config.REALTIME_ADMIN_TOKEN) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    headers: secret === null ? {} : { [REALTIME_ADMIN_HEADER]: secret },
    payload: body as object,
  });

describe("POST /internal/channels/memberships", () => {
  it("answers each user's channel ids in one call, as /channels/mine answers each", async () => {
    const owner = await registerUser(ctx.app);
    const member = await registerUser(ctx.app);
    const loner = await registerUser(ctx.app);
    const first = await createChannelFor(ctx.app, owner);
    const second = await createChannelFor(ctx.app, owner);
    const joined = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/channels/${second}/join`,
      headers: bearer(member.token),
    });
    expect(joined.statusCode, joined.body).toBeLessThan(300);

    const response = await post("/internal/channels/memberships", {
      userIds: [owner.id, member.id, loner.id, "no-such-user", owner.id],
    });
    expect(response.statusCode).toBe(200);
    const { memberships } = response.json() as { memberships: { userId: string; channelIds: string[] }[] };
    expect(memberships.map((m) => m.userId)).toEqual([owner.id, member.id, loner.id, "no-such-user"]);
    for (const user of [owner, member, loner]) {
      const mine = await ctx.app.inject({
        method: "GET",
        url: "/api/v1/channels/mine",
        headers: bearer(user.token),
      });
      const listed = memberships.find((m) => m.userId === user.id)?.channelIds ?? [];
      expect([...listed].sort()).toEqual([...(mine.json() as { channelIds: string[] }).channelIds].sort());
    }
    expect(memberships[0]?.channelIds.sort()).toEqual([first, second].sort());
    expect(memberships[1]?.channelIds).toEqual([second]);
    expect(memberships[3]?.channelIds).toEqual([]);
  });
});

describe("POST /internal/users/token-versions", () => {
  it("answers each known user's token version and suspension in one call; unknown users are left out", async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/v1/auth/logout-all", headers: bearer(other.token) }))
        .statusCode,
    ).toBeLessThan(300);
    const response = await post("/internal/users/token-versions", {
      userIds: [user.id, "no-such-user", other.id],
    });
    expect(response.statusCode).toBe(200);
    const single = async (id: string) =>
      (
        await ctx.app.inject({
          method: "GET",
          url: `/api/v1/internal/users/${id}/token-version`,
          headers: { [REALTIME_ADMIN_HEADER]: ctx.config.REALTIME_ADMIN_TOKEN },
        })
      ).json();
    expect(response.json()).toEqual({
      tokenVersions: [
        { userId: user.id, ...(await single(user.id)) },
        { userId: other.id, ...(await single(other.id)) },
      ],
    });
    expect(response.json().tokenVersions[1].tokenVersion).toBeGreaterThan(
      response.json().tokenVersions[0].tokenVersion,
    );
  });
});

describe("the batched internal routes", () => {
  it.each([
    ["no users", { userIds: [] }],
    ["too many users", { userIds: Array.from({ length: 101 }, (_, i) => `u${i}`) }],
    ["an empty id", { userIds: [""] }],
    ["no body", undefined],
  ])("answer 400 for %s", async (_, body) => {
    for (const url of ["/internal/channels/memberships", "/internal/users/token-versions"]) {
      const response = await post(url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("require the internal secret; a user's token is not enough", async () => {
    const user = await registerUser(ctx.app);
    for (const url of ["/internal/channels/memberships", "/internal/users/token-versions"]) {
      expect((await post(url, { userIds: [user.id] }, null)).statusCode, url).toBe(401);
      const withUserToken = await ctx.app.inject({
        method: "POST",
        url: `/api/v1${url}`,
        headers: bearer(user.token),
        payload: { userIds: [user.id] },
      });
      expect(withUserToken.statusCode, url).toBe(401);
      expect((await post(url, { userIds: [user.id] })).statusCode, url).toBe(200);
    }
  });

  it("are in the OpenAPI document", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/openapi.json" })).json();
    for (const path of ["/api/v1/internal/channels/memberships", "/api/v1/internal/users/token-versions"]) {
      const operation = doc.paths[path]?.post;
      expect(operation, path).toBeDefined();
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.responses["200"]).toBeDefined();
    }
  });
});
