import { follows, notifications, users } from "@playpal/db";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { makeImage, multipart } from "#test/multipart.ts";
import { DEFAULT_PREFERENCES } from "./schema.ts";
import { getPreferences } from "./service.ts";

const ctx = useTestApp({ MAX_IMAGE_BYTES: String(200 * 1024) });

type User = Awaited<ReturnType<typeof registerUser>>;
const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, user: User, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), payload: payload as object });

async function counters(id: string) {
  const [row] = await ctx.db
    .select({ followers: users.followersCount, following: users.followingCount })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

async function actualCounts(id: string) {
  const [row] = await ctx.db
    .select({
      followers: sql<number>`(select count(*)::int from follows where following_id = ${id})`,
      following: sql<number>`(select count(*)::int from follows where follower_id = ${id})`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe("GET /user/:userId", () => {
  it("answers the public profile without email or private fields", async () => {
    const [viewer, target] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const response = await api("GET", `/user/${target.id}`, viewer);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "id",
        "username",
        "display_name",
        "avatarUrl",
        "bannerUrl",
        "bio",
        "isLive",
        "activeLiveStreamId",
        "followersCount",
        "followingCount",
        "isFollowing",
        "isBlocked",
        "links",
      ].sort(),
    );
    expect(body).toMatchObject({
      id: target.id,
      links: [],
      username: null,
      avatarUrl: null,
      isLive: false,
      followersCount: 0,
      isFollowing: false,
      isBlocked: false,
    });
    expect(response.body).not.toContain(target.email);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const viewer = await registerUser(ctx.app);
    expect((await api("GET", "/user/nobody0000000000000000", viewer)).statusCode).toBe(404);
    const bad = await api("GET", "/user/not%20an%20id!", viewer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fieldErrors.userId).toBeDefined();
  });

  it("shows isFollowing and isBlocked from the caller's side", async () => {
    const [viewer, followed, blocked] = [
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
    ];
    await api("POST", `/user/${followed.id}/follow`, viewer);
    await api("POST", `/user/${blocked.id}/block`, viewer);
    expect((await api("GET", `/user/${followed.id}`, viewer)).json()).toMatchObject({
      isFollowing: true,
      isBlocked: false,
      followersCount: 1,
    });
    expect((await api("GET", `/user/${blocked.id}`, viewer)).json()).toMatchObject({
      isFollowing: false,
      isBlocked: true,
    });
  });

  it("hides the profile from a user it has blocked, as if it did not exist", async () => {
    const [blocker, blocked] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    await api("POST", `/user/${blocked.id}/block`, blocker);
    const response = await api("GET", `/user/${blocker.id}`, blocked);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("User not found");
    expect((await api("GET", `/user/${blocker.id}/followers`, blocked)).statusCode).toBe(404);
    expect((await api("GET", `/user/${blocker.id}/following`, blocked)).statusCode).toBe(404);
    expect((await api("POST", `/user/${blocker.id}/follow`, blocked)).statusCode).toBe(404);
    // One's own profile is always visible.
    expect((await api("GET", `/user/${blocker.id}`, blocker)).statusCode).toBe(200);
  });
});

describe("follow and unfollow", () => {
  it("follows once, counts once and notifies NEW_FOLLOWER once, however often it is repeated", async () => {
    const [fan, star] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    for (let i = 0; i < 3; i += 1) {
      const response = await api("POST", `/user/${star.id}/follow`, fan);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ following: true });
    }
    expect(await counters(star.id)).toEqual({ followers: 1, following: 0 });
    expect(await counters(fan.id)).toEqual({ followers: 0, following: 1 });
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, star.id));
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: fan.id,
        type: "NEW_FOLLOWER",
        targetType: "profile",
        targetId: fan.id,
        data: { screen: "profile", userId: fan.id },
      }),
    ]);
  });

  it("unfollows idempotently and never lets a counter go below zero", async () => {
    const [fan, star] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    await api("POST", `/user/${star.id}/follow`, fan);
    for (let i = 0; i < 2; i += 1) {
      const response = await api("DELETE", `/user/${star.id}/follow`, fan);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ following: false });
    }
    expect(await counters(star.id)).toEqual({ followers: 0, following: 0 });
    expect(await counters(fan.id)).toEqual({ followers: 0, following: 0 });
  });

  it("refuses to follow oneself (400), an unknown user (404) and a user the caller blocks (403)", async () => {
    const [me, other] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const self = await api("POST", `/user/${me.id}/follow`, me);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe("CANNOT_FOLLOW_SELF");
    expect((await api("DELETE", `/user/${me.id}/follow`, me)).statusCode).toBe(400);
    expect((await api("POST", "/user/nobody0000000000000000/follow", me)).statusCode).toBe(404);
    expect((await api("DELETE", "/user/nobody0000000000000000/follow", me)).statusCode).toBe(404);
    await api("POST", `/user/${other.id}/block`, me);
    const blocked = await api("POST", `/user/${other.id}/follow`, me);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe("BLOCKED");
    expect(await actualCounts(me.id)).toEqual({ followers: 0, following: 0 });
  });

  it("keeps the counters exact under concurrent follows, unfollows and mutual follows", async () => {
    const star = await registerUser(ctx.app);
    const fans = await Promise.all(Array.from({ length: 12 }, () => registerUser(ctx.app)));
    // Every fan follows twice at once, and the star follows every fan back at the same time.
    await Promise.all(
      fans.flatMap((fan) => [
        api("POST", `/user/${star.id}/follow`, fan),
        api("POST", `/user/${star.id}/follow`, fan),
        api("POST", `/user/${fan.id}/follow`, star),
      ]),
    );
    expect(await counters(star.id)).toEqual({ followers: 12, following: 12 });
    expect(await actualCounts(star.id)).toEqual({ followers: 12, following: 12 });
    // Half of the fans unfollow twice at once while the others re-follow.
    const results = await Promise.all(
      fans.flatMap((fan, i) =>
        i % 2 === 0
          ? [api("DELETE", `/user/${star.id}/follow`, fan), api("DELETE", `/user/${star.id}/follow`, fan)]
          : [api("POST", `/user/${star.id}/follow`, fan)],
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await counters(star.id)).toEqual({ followers: 6, following: 12 });
    expect(await actualCounts(star.id)).toEqual({ followers: 6, following: 12 });
    for (const fan of fans) expect(await counters(fan.id)).toEqual(await actualCounts(fan.id));
  });
});

describe("followers and following lists", () => {
  async function followInOrder(target: User, fans: User[]) {
    for (const fan of fans) {
      await api("POST", `/user/${target.id}/follow`, fan);
    }
  }

  it("pages followers newest first without duplicates or gaps, with bracket and JSON cursors", async () => {
    const [viewer, target] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const fans = await Promise.all(Array.from({ length: 7 }, () => registerUser(ctx.app)));
    await followInOrder(target, fans);
    // Several follows in the same millisecond must still page correctly: force equal timestamps.
    await ctx.db
      .update(follows)
      .set({ createdAt: new Date("2026-01-01T00:00:00.000Z") })
      .where(
        and(
          eq(follows.followingId, target.id),
          sql`${follows.followerId} in (${sql.join(
            fans.slice(0, 4).map((f) => sql`${f.id}`),
            sql`, `,
          )})`,
        ),
      );
    await api("POST", `/user/${fans[1]?.id}/follow`, viewer);

    const seen: string[] = [];
    type Cursor = { id: string; createdAt: string } | null;
    let cursor: Cursor = null;
    let pages = 0;
    do {
      const query: string = cursor
        ? pages % 2 === 0
          ? `&cursor[id]=${cursor.id}&cursor[createdAt]=${encodeURIComponent(cursor.createdAt)}`
          : `&cursor=${encodeURIComponent(JSON.stringify(cursor))}`
        : "";
      const response = await api("GET", `/user/${target.id}/followers?limit=3${query}`, viewer);
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        items: { id: string; isFollowing: boolean }[];
        nextCursor: Cursor;
      };
      expect(body.items.length).toBeLessThanOrEqual(3);
      seen.push(...body.items.map((i) => i.id));
      for (const item of body.items) expect(item.isFollowing).toBe(item.id === fans[1]?.id);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect(seen.sort()).toEqual(fans.map((f) => f.id).sort());
    // Newest follows first: the three that kept their real time come before the forced old ones.
    const page1 = (await api("GET", `/user/${target.id}/followers?limit=3`, viewer)).json();
    expect(page1.items.map((i: { id: string }) => i.id)).toEqual(
      fans
        .slice(4)
        .map((f) => f.id)
        .reverse(),
    );
    expect(Object.keys(page1.items[0]).sort()).toEqual(
      ["avatarUrl", "display_name", "id", "isFollowing", "username"].sort(),
    );
  });

  it("lists whom a user follows and answers nextCursor null on the last page", async () => {
    const [viewer, fan] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const stars = await Promise.all(Array.from({ length: 3 }, () => registerUser(ctx.app)));
    for (const star of stars) await api("POST", `/user/${star.id}/follow`, fan);
    const response = await api("GET", `/user/${fan.id}/following?limit=3`, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((i: { id: string }) => i.id)).toEqual(stars.map((s) => s.id).reverse());
    expect(response.json().nextCursor).toBeNull();
  });

  it("clamps limit to 1..50 and refuses a malformed limit or cursor with 400", async () => {
    const [viewer, target] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    await followInOrder(target, [viewer, await registerUser(ctx.app)]);
    const zero = await api("GET", `/user/${target.id}/followers?limit=0`, viewer);
    expect(zero.statusCode).toBe(200);
    expect(zero.json().items).toHaveLength(1);
    expect((await api("GET", `/user/${target.id}/followers?limit=500`, viewer)).json().items).toHaveLength(2);
    for (const query of [
      "limit=abc",
      "cursor=not-json",
      "cursor[id]=abc",
      "cursor[id]=abc&cursor[createdAt]=yesterday",
      `cursor=${encodeURIComponent(JSON.stringify({ id: "a" }))}`,
      "cursor=a&cursor=b",
    ]) {
      const response = await api("GET", `/user/${target.id}/followers?${query}`, viewer);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
    expect((await api("GET", "/user/nobody0000000000000000/followers", viewer)).statusCode).toBe(404);
  });

  it("leaves out users in a block with the caller", async () => {
    const [viewer, target, blockedByViewer, blockerOfViewer, normal] = await Promise.all(
      Array.from({ length: 5 }, () => registerUser(ctx.app)),
    );
    if (!viewer || !target || !blockedByViewer || !blockerOfViewer || !normal) throw new Error("setup");
    await followInOrder(target, [blockedByViewer, blockerOfViewer, normal]);
    await api("POST", `/user/${blockedByViewer.id}/block`, viewer);
    await api("POST", `/user/${viewer.id}/block`, blockerOfViewer);
    const response = await api("GET", `/user/${target.id}/followers`, viewer);
    expect(response.json().items.map((i: { id: string }) => i.id)).toEqual([normal.id]);
  });
});

describe("block and unblock", () => {
  it("removes follows both ways, fixes the four counters and does not restore them on unblock", async () => {
    const [a, b] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    await api("POST", `/user/${b.id}/follow`, a);
    await api("POST", `/user/${a.id}/follow`, b);
    expect(await counters(a.id)).toEqual({ followers: 1, following: 1 });
    for (let i = 0; i < 2; i += 1) {
      const response = await api("POST", `/user/${b.id}/block`, a);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ blocked: true });
    }
    expect(await counters(a.id)).toEqual({ followers: 0, following: 0 });
    expect(await counters(b.id)).toEqual({ followers: 0, following: 0 });
    expect(await actualCounts(a.id)).toEqual({ followers: 0, following: 0 });
    // The blocked user cannot follow back while blocked (the blocker does not exist for them).
    expect((await api("POST", `/user/${a.id}/follow`, b)).statusCode).toBe(404);

    for (let i = 0; i < 2; i += 1) {
      const response = await api("DELETE", `/user/${b.id}/block`, a);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ blocked: false });
    }
    expect((await api("GET", `/user/${b.id}`, a)).json()).toMatchObject({
      isFollowing: false,
      isBlocked: false,
    });
    expect((await api("POST", `/user/${a.id}/follow`, b)).json()).toEqual({ following: true });
  });

  it("lets both users block each other", async () => {
    const [a, b] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    expect((await api("POST", `/user/${b.id}/block`, a)).statusCode).toBe(200);
    expect((await api("POST", `/user/${a.id}/block`, b)).statusCode).toBe(200);
    await api("DELETE", `/user/${b.id}/block`, a);
    // b still blocks a, so b stays invisible to a.
    expect((await api("GET", `/user/${b.id}`, a)).statusCode).toBe(404);
  });

  it("refuses to block oneself (400) and an unknown user (404)", async () => {
    const me = await registerUser(ctx.app);
    expect((await api("POST", `/user/${me.id}/block`, me)).json().code).toBe("CANNOT_BLOCK_SELF");
    expect((await api("DELETE", `/user/${me.id}/block`, me)).statusCode).toBe(400);
    expect((await api("POST", "/user/nobody0000000000000000/block", me)).statusCode).toBe(404);
    expect((await api("DELETE", "/user/nobody0000000000000000/block", me)).statusCode).toBe(404);
  });

  it("requires authentication on every graph route", async () => {
    const target = await registerUser(ctx.app);
    for (const [method, path] of [
      ["GET", ""],
      ["POST", "/follow"],
      ["GET", "/followers"],
      ["POST", "/block"],
    ] as const) {
      const response = await ctx.app.inject({ method, url: `/api/v1/user/${target.id}${path}` });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe("notification preferences", () => {
  it("answers SPEC.md's defaults for a new user without creating a row", async () => {
    const user = await registerUser(ctx.app);
    const response = await api("GET", "/user/notification-preferences", user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_PREFERENCES);
    expect(Object.keys(response.json())).toHaveLength(12);
    expect(response.json().emailMarketing).toBe(false);
    expect(await getPreferences(ctx.db, user.id)).toEqual(DEFAULT_PREFERENCES);
  });

  it("changes only the keys sent and keeps them across requests", async () => {
    const user = await registerUser(ctx.app);
    const first = await api("PUT", "/user/notification-preferences", user, {
      likes: false,
      emailMarketing: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...DEFAULT_PREFERENCES, likes: false, emailMarketing: true });
    const second = await api("PUT", "/user/notification-preferences", user, { pushEnabled: false });
    expect(second.json()).toEqual({
      ...DEFAULT_PREFERENCES,
      likes: false,
      emailMarketing: true,
      pushEnabled: false,
    });
    expect((await api("PUT", "/user/notification-preferences", user, {})).json()).toEqual(second.json());
    expect((await api("GET", "/user/notification-preferences", user)).json()).toEqual(second.json());
    expect(await getPreferences(ctx.db, user.id)).toEqual(second.json());
    // Another user's preferences are untouched.
    const other = await registerUser(ctx.app);
    expect((await api("GET", "/user/notification-preferences", other)).json()).toEqual(DEFAULT_PREFERENCES);
  });

  it("refuses unknown keys, non-boolean values and non-object bodies with 400", async () => {
    const user = await registerUser(ctx.app);
    for (const payload of [
      { likes: "no" },
      { sms: true },
      { likes: true, extra: 1 },
      [true],
      "likes",
      null,
    ]) {
      const response = await ctx.app.inject({
        method: "PUT",
        url: "/api/v1/user/notification-preferences",
        headers: { ...bearer(user.token), "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await api("GET", "/user/notification-preferences", user)).json()).toEqual(DEFAULT_PREFERENCES);
  });
});

describe("avatar and banner", () => {
  const upload = async (user: User, kind: "avatar" | "banner", files: Parameters<typeof multipart>[1]) => {
    const body = multipart({}, files);
    return ctx.app.inject({
      method: "POST",
      url: `/api/v1/user/${kind}`,
      headers: { ...bearer(user.token), ...body.headers },
      payload: body.payload,
    });
  };
  const fetchPublic = async (url: string) => {
    const path = new URL(url).pathname;
    return ctx.app.inject({ method: "GET", url: path });
  };

  it("re-encodes the avatar to a 512x512 WebP, serves it publicly and deletes the one it replaces", async () => {
    const user = await registerUser(ctx.app);
    const first = await upload(user, "avatar", [
      { field: "file", filename: "me.png", contentType: "image/png", data: await makeImage(900, 600) },
    ]);
    expect(first.statusCode).toBe(200);
    const me = first.json();
    expect(me).toMatchObject({ id: user.id, email: user.email, bannerUrl: null });
    expect(me.avatarUrl).toMatch(/\/files\/avatars\/.+\.webp$/);
    const served = await fetchPublic(me.avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 512, 512]);
    // The profile shows it too.
    const viewer = await registerUser(ctx.app);
    expect((await api("GET", `/user/${user.id}`, viewer)).json().avatarUrl).toBe(me.avatarUrl);

    const second = await upload(user, "avatar", [
      {
        field: "file",
        filename: "me.jpg",
        contentType: "image/jpeg",
        data: await makeImage(300, 300, "jpeg"),
      },
    ]);
    expect(second.statusCode).toBe(200);
    expect(second.json().avatarUrl).not.toBe(me.avatarUrl);
    expect((await fetchPublic(me.avatarUrl)).statusCode).toBe(404);
    const [row] = await ctx.db.select({ key: users.avatarKey }).from(users).where(eq(users.id, user.id));
    expect(row?.key && (await ctx.deps.storage.head(row.key))).toMatchObject({ contentType: "image/webp" });
  });

  it("re-encodes the banner to 1500x500", async () => {
    const user = await registerUser(ctx.app);
    const response = await upload(user, "banner", [
      {
        field: "file",
        filename: "b.webp",
        contentType: "image/webp",
        data: await makeImage(800, 800, "webp"),
      },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().avatarUrl).toBeNull();
    const meta = await sharp((await fetchPublic(response.json().bannerUrl)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1500, 500]);
  });

  it("refuses a non-image (400) whatever its declared type, and keeps the current avatar", async () => {
    const user = await registerUser(ctx.app);
    const response = await upload(user, "avatar", [
      {
        field: "file",
        filename: "x.png",
        contentType: "image/png",
        data: Buffer.from("#!/bin/sh\necho not an image\n"),
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect((await api("GET", "/user/me", user)).json().avatarUrl).toBeNull();
  });

  it("refuses a truncated or corrupt image with 400", async () => {
    const user = await registerUser(ctx.app);
    const png = await makeImage(200, 200);
    const response = await upload(user, "avatar", [
      { field: "file", filename: "x.png", contentType: "image/png", data: png.subarray(0, 60) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("INVALID_IMAGE");
  });

  it("refuses a file larger than MAX_IMAGE_BYTES with 413", async () => {
    const user = await registerUser(ctx.app);
    const png = await makeImage(16, 16);
    const big = Buffer.concat([png.subarray(0, 16), Buffer.alloc(300 * 1024, 7)]);
    const response = await upload(user, "avatar", [
      { field: "file", filename: "big.png", contentType: "image/png", data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("FILE_TOO_LARGE");
    expect((await api("GET", "/user/me", user)).json().avatarUrl).toBeNull();
  });

  it("answers 400 for a missing file, a wrong field name, two files and a non-multipart body", async () => {
    const user = await registerUser(ctx.app);
    const image = await makeImage(20, 20);
    expect((await upload(user, "avatar", [])).json().code).toBe("FILE_REQUIRED");
    expect(
      (
        await upload(user, "avatar", [
          { field: "image", filename: "a.png", contentType: "image/png", data: image },
        ])
      ).statusCode,
    ).toBe(400);
    const two = await upload(user, "banner", [
      { field: "file", filename: "a.png", contentType: "image/png", data: image },
      { field: "file", filename: "b.png", contentType: "image/png", data: image },
    ]);
    expect(two.statusCode).toBe(400);
    const json = await api("POST", "/user/avatar", user, { file: "x" });
    expect(json.statusCode).toBe(400);
    expect((await api("GET", "/user/me", user)).json().bannerUrl).toBeNull();
  });
});

describe("OpenAPI", () => {
  it("documents every profile and media route with its parameters and bodies", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/openapi.json" })).json();
    const paths = doc.paths as Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    for (const [path, methods] of Object.entries({
      "/api/v1/user/{userId}": ["get"],
      "/api/v1/user/{userId}/follow": ["post", "delete"],
      "/api/v1/user/{userId}/followers": ["get"],
      "/api/v1/user/{userId}/following": ["get"],
      "/api/v1/user/{userId}/block": ["post", "delete"],
      "/api/v1/user/notification-preferences": ["get", "put"],
      "/api/v1/user/avatar": ["post"],
      "/api/v1/user/banner": ["post"],
      "/api/v1/media/upload/url": ["post"],
      "/api/v1/media/upload/complete": ["post"],
    })) {
      for (const method of methods) {
        expect(paths[path]?.[method]?.summary, `${method} ${path}`).toEqual(expect.stringMatching(/\w/));
        expect(paths[path]?.[method]?.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
    const followers = doc.paths["/api/v1/user/{userId}/followers"].get;
    expect(followers.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual(
      ["path:userId", "query:cursor", "query:limit"].sort(),
    );
    expect(Object.keys(doc.paths["/api/v1/user/avatar"].post.requestBody.content)).toEqual([
      "multipart/form-data",
    ]);
    const prefs =
      doc.paths["/api/v1/user/notification-preferences"].put.requestBody.content["application/json"].schema;
    expect(prefs.additionalProperties).toBe(false);
  });
});
