import { notifications, pushTokens } from "@playpal/db";
import type { Worker } from "bullmq";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller, bearer, createTestContext, registerUser } from "#test/context.ts";
import { type FakeExpo, startFakeExpo } from "#test/fake-expo.ts";
import { createRealtimeTestEnv, type RealtimeTestEnv, receivedWithin, waitFor } from "#test/realtime.ts";
import { block, createPost, createUser, type TestUser } from "#test/social-factories.ts";
import { createBackgroundWorker } from "../jobs-worker.ts";
import { announceToAll } from "./announce.ts";
import { notify } from "./notify.ts";

let env: RealtimeTestEnv;
let expo: FakeExpo;
let worker: Worker;
const EXPO_ACCESS_TOKEN = "expo-test-access-token";

beforeAll(async () => {
  expo = await startFakeExpo();
  // expo-server-sdk reads EXPO_BASE_URL when first imported; our push port imports it lazily.
  process.env.EXPO_BASE_URL = expo.url;
  env = await createRealtimeTestEnv({ env: { EXPO_ACCESS_TOKEN, PUSH_RECEIPT_DELAY_MS: "100" } });
  worker = createBackgroundWorker(env.api.deps);
});

afterAll(async () => {
  await worker?.close();
  await env?.close();
  await expo?.close();
});

let tokenSeq = 0;
const expoToken = () => `ExponentPushToken[test-${++tokenSeq}-${Math.random().toString(36).slice(2, 10)}]`;

const call = apiCaller(() => env.api.app);

async function registerToken(user: { token: string }, token = expoToken()) {
  const response = await call("POST", "/user/push-token", user, { token });
  expect(response.statusCode).toBe(200);
  return token;
}

async function comment(user: TestUser, postId: string, body = "nice clip") {
  const response = await call("POST", `/posts/${postId}/comments`, user, { body });
  expect(response.statusCode).toBe(201);
  return response;
}

const rowsOf = (recipientId: string) =>
  env.api.db.select().from(notifications).where(eq(notifications.recipientId, recipientId));

describe("notification pipeline", () => {
  it("delivers notification:new over Socket.IO after a REST comment, with the data the push carried", async () => {
    const author = await createUser(env.api.app);
    const fan = await createUser(env.api.app);
    const token = await registerToken(author);
    const post = await createPost(env.api.app, author);
    const socket = await env.connect(author.token);
    const before = expo.messages.length;

    const received = waitFor(socket, "notification:new");
    await comment(fan, post.id, "what a play");
    const { notification } = await received;

    expect(notification).toEqual({
      id: expect.any(String),
      type: "COMMENT",
      title: expect.stringContaining("commented on your post"),
      body: "what a play",
      actor: { id: fan.id, username: fan.username, display_name: expect.any(String), avatarUrl: null },
      targetType: "post",
      targetId: post.id,
      data: { screen: "post", postId: post.id },
      read: false,
      readAt: null,
      createdAt: expect.any(String),
    });
    const [row] = await rowsOf(author.id);
    expect(row?.id).toBe(notification.id);
    expect(row?.data).toEqual(notification.data);

    const messages = await expo.waitForMessages(before + 1);
    const push = messages.slice(before).find((m) => m.to === token);
    expect(push).toEqual({
      to: token,
      title: notification.title,
      body: "what a play",
      data: notification.data,
      sound: "default",
    });
    expect(expo.authorizations.at(-1)).toBe(`Bearer ${EXPO_ACCESS_TOKEN}`);
  });

  it("delivers to a socket connected to another realtime instance", async () => {
    const second = await env.startRealtime();
    const user = await createUser(env.api.app);
    const follower = await createUser(env.api.app);
    const socket = await env.connect(user.token, { url: second.url });
    const received = waitFor(socket, "notification:new");
    expect((await call("POST", `/user/${user.id}/follow`, follower)).statusCode).toBe(200);
    const { notification } = await received;
    expect(notification).toMatchObject({
      type: "NEW_FOLLOWER",
      targetType: "profile",
      targetId: follower.id,
      data: { screen: "profile", userId: follower.id },
      actor: { id: follower.id },
    });
  });

  it("clears the recipient's cached count before notification:new, so a refetch on the event sees it", async () => {
    const author = await createUser(env.api.app);
    const fan = await createUser(env.api.app);
    const post = await createPost(env.api.app, author);
    const badge = async () => (await call("GET", "/notifications/unread-count", author)).json().count;
    expect(await badge()).toBe(0);
    expect(await badge()).toBe(0);
    const socket = await env.connect(author.token);
    // What an app does: refetch the badge as soon as the event arrives.
    const refetched = waitFor(socket, "notification:new").then(() => badge());
    await comment(fan, post.id);
    expect(await refetched).toBe(1);
  });

  it("creates no notification for one's own action", async () => {
    const author = await createUser(env.api.app);
    const post = await createPost(env.api.app, author);
    await comment(author, post.id);
    expect(await rowsOf(author.id)).toEqual([]);
  });

  it("never notifies across a block, in either direction", async () => {
    const a = await createUser(env.api.app);
    const b = await createUser(env.api.app);
    await block(env.api, a, b);
    const input = { type: "NEW_FOLLOWER", targetType: "profile", body: null } as const;
    expect(
      await notify(env.api.deps, { ...input, recipientId: a.id, actorId: b.id, targetId: b.id }),
    ).toBeNull();
    expect(
      await notify(env.api.deps, { ...input, recipientId: b.id, actorId: a.id, targetId: a.id }),
    ).toBeNull();
    expect(await rowsOf(a.id)).toEqual([]);
    expect(await rowsOf(b.id)).toEqual([]);
  });

  it("still answers 201 and stores the row when the realtime service is down", async () => {
    // Nothing listens on the configured realtime address of this API.
    const ctx = await createTestContext({
      REALTIME_URL: "http://127.0.0.1:9",
      REALTIME_EMIT_TIMEOUT_MS: "300",
    });
    try {
      const author = await createUser(ctx.app);
      const fan = await createUser(ctx.app);
      const post = await createPost(ctx.app, author);
      const response = await ctx.app.inject({
        method: "POST",
        url: `/api/v1/posts/${post.id}/comments`,
        headers: fan.headers,
        payload: { body: "anyone there?" },
      });
      expect(response.statusCode).toBe(201);
      const rows = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, author.id));
      expect(rows).toEqual([
        expect.objectContaining({ type: "COMMENT", actorId: fan.id, body: "anyone there?" }),
      ]);
    } finally {
      await ctx.close();
    }
  });
});

describe("push delivery", () => {
  it("deletes a token whose ticket says DeviceNotRegistered and keeps the others", async () => {
    const user = await createUser(env.api.app);
    const fan = await createUser(env.api.app);
    const dead = await registerToken(user);
    const alive = await registerToken(user);
    expo.unregisteredAtSend.add(dead);
    const before = expo.messages.length;
    await comment(fan, (await createPost(env.api.app, user)).id);
    await expo.waitForMessages(before + 2);
    await expect
      .poll(async () =>
        (await env.api.db.select().from(pushTokens).where(eq(pushTokens.userId, user.id))).map(
          (t) => t.token,
        ),
      )
      .toEqual([alive]);
  });

  it("drops a token later reported DeviceNotRegistered by its receipt (delayed receipts job)", async () => {
    const user = await createUser(env.api.app);
    const fan = await createUser(env.api.app);
    const goneLater = await registerToken(user);
    const fine = await registerToken(user);
    expo.unregisteredAtReceipt.add(goneLater);
    await comment(fan, (await createPost(env.api.app, user)).id);
    await expect
      .poll(
        async () =>
          (await env.api.db.select().from(pushTokens).where(eq(pushTokens.userId, user.id))).map(
            (t) => t.token,
          ),
        {
          timeout: 5000,
        },
      )
      .toEqual([fine]);
    const ticket = expo.ticketsByToken.get(goneLater)?.[0];
    expect(expo.receiptRequests.some((ids) => ticket !== undefined && ids.includes(ticket))).toBe(true);
  });

  it("does not push what the preferences turn off, but still stores and emits the notification", async () => {
    const quiet = await createUser(env.api.app);
    const muted = await createUser(env.api.app);
    const loud = await createUser(env.api.app);
    const fan = await createUser(env.api.app);
    const quietToken = await registerToken(quiet);
    const mutedToken = await registerToken(muted);
    const loudToken = await registerToken(loud);
    expect((await call("PUT", "/user/notification-preferences", quiet, { comments: false })).statusCode).toBe(
      200,
    );
    expect(
      (await call("PUT", "/user/notification-preferences", muted, { pushEnabled: false })).statusCode,
    ).toBe(200);
    const socket = await env.connect(quiet.token);
    const emitted = waitFor(socket, "notification:new");

    await comment(fan, (await createPost(env.api.app, quiet)).id);
    await comment(fan, (await createPost(env.api.app, muted)).id);
    await comment(fan, (await createPost(env.api.app, loud)).id);
    expect((await emitted).notification).toMatchObject({ type: "COMMENT" });
    await expect.poll(() => expo.messages.some((m) => m.to === loudToken)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(expo.messages.filter((m) => m.to === quietToken || m.to === mutedToken)).toEqual([]);
    expect(await rowsOf(quiet.id)).toHaveLength(1);
    expect(await rowsOf(muted.id)).toHaveLength(1);
  });

  it("skips stored tokens that are not Expo push tokens", async () => {
    const user = await createUser(env.api.app);
    const fan = await createUser(env.api.app);
    await env.api.db.insert(pushTokens).values({ userId: user.id, token: "apns-raw-device-token" });
    const valid = await registerToken(user);
    await comment(fan, (await createPost(env.api.app, user)).id);
    await expect.poll(() => expo.messages.some((m) => m.to === valid)).toBe(true);
    expect(expo.messages.some((m) => m.to === "apns-raw-device-token")).toBe(false);
  });
});

describe("notification endpoints", () => {
  async function seed(recipient: { id: string }, actor: { id: string }, n: number) {
    const base = Date.parse("2026-01-01T00:00:00.000Z");
    await env.api.db.insert(notifications).values(
      Array.from({ length: n }, (_, i) => ({
        recipientId: recipient.id,
        actorId: actor.id,
        type: "LIKE_POST" as const,
        title: `t${i}`,
        targetType: "post",
        targetId: `p${i}`,
        data: { screen: "post", postId: `p${i}` },
        // Pairs share a timestamp so the id tiebreak of the cursor is exercised.
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
  }

  it("pages newest first with the compound cursor, without gaps or repeats", async () => {
    const user = await registerUser(env.api.app);
    const actor = await createUser(env.api.app);
    await seed(user, actor, 7);
    const seen: string[] = [];
    type WireCursor = { id: string; createdAt: string } | null;
    let cursor: WireCursor = null;
    let pages = 0;
    do {
      const query: string = cursor
        ? `?limit=3&cursor[id]=${cursor.id}&cursor[createdAt]=${encodeURIComponent(cursor.createdAt)}`
        : "?limit=3";
      const response = await call("GET", `/notifications${query}`, user);
      expect(response.statusCode).toBe(200);
      const page = response.json() as {
        items: { id: string; createdAt: string; actor: unknown }[];
        nextCursor: WireCursor;
      };
      seen.push(...page.items.map((i) => i.id));
      expect(page.items[0]?.actor).toEqual({
        id: actor.id,
        username: actor.username,
        display_name: expect.any(String),
        avatarUrl: null,
      });
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    const rows = await env.api.db
      .select({ id: notifications.id, createdAt: notifications.createdAt })
      .from(notifications)
      .where(eq(notifications.recipientId, user.id));
    const expected = rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    expect(seen).toEqual(expected);
  });

  it("clamps limit to 50 and accepts a JSON cursor", async () => {
    const user = await registerUser(env.api.app);
    const actor = await createUser(env.api.app);
    await seed(user, actor, 52);
    const first = (await call("GET", "/notifications?limit=500", user)).json();
    expect(first.items).toHaveLength(50);
    const next = await call(
      "GET",
      `/notifications?cursor=${encodeURIComponent(JSON.stringify(first.nextCursor))}`,
      user,
    );
    expect(next.json().items).toHaveLength(2);
    expect(next.json().nextCursor).toBeNull();
  });

  it.each([
    ["?cursor=nonsense"],
    ["?cursor[id]=x&cursor[createdAt]=yesterday"],
    ["?unreadOnly=maybe"],
    ["?limit=abc"],
  ])("answers 400 for %s", async (query) => {
    const user = await registerUser(env.api.app);
    const response = await call("GET", `/notifications${query}`, user);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  });

  it("counts unread, marks one and all read, and filters unreadOnly", async () => {
    const user = await registerUser(env.api.app);
    const actor = await createUser(env.api.app);
    await seed(user, actor, 4);
    expect((await call("GET", "/notifications/unread-count", user)).json()).toEqual({ count: 4 });
    const [first] = (await call("GET", "/notifications", user)).json().items;
    const read = await call("POST", `/notifications/${first.id}/read`, user);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ok: true });
    expect((await call("GET", "/notifications/unread-count", user)).json()).toEqual({ count: 3 });
    const unread = (await call("GET", "/notifications?unreadOnly=true", user)).json().items;
    expect(unread.map((i: { id: string }) => i.id)).not.toContain(first.id);
    expect(unread).toHaveLength(3);
    const all = (await call("GET", "/notifications", user)).json().items;
    expect(all.find((i: { id: string }) => i.id === first.id)).toMatchObject({
      read: true,
      readAt: expect.any(String),
    });

    expect((await call("POST", "/notifications/read-all", user)).json()).toEqual({ ok: true });
    expect((await call("GET", "/notifications/unread-count", user)).json()).toEqual({ count: 0 });
    expect((await call("GET", "/notifications?unreadOnly=true", user)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it("answers 404 for another user's notification or an unknown id, and read-all leaves others' rows alone", async () => {
    const owner = await registerUser(env.api.app);
    const other = await registerUser(env.api.app);
    const actor = await createUser(env.api.app);
    await seed(owner, actor, 2);
    const [item] = (await call("GET", "/notifications", owner)).json().items;
    const stolen = await call("POST", `/notifications/${item.id}/read`, other);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ message: expect.any(String), code: "NOTIFICATION_NOT_FOUND" });
    expect((await call("POST", "/notifications/does-not-exist/read", other)).statusCode).toBe(404);
    expect((await call("POST", "/notifications/bad%20id!/read", other)).statusCode).toBe(400);
    await call("POST", "/notifications/read-all", other);
    expect((await call("GET", "/notifications/unread-count", owner)).json()).toEqual({ count: 2 });
    expect((await call("GET", "/notifications", other)).json()).toEqual({ items: [], nextCursor: null });
  });

  it("requires authentication", async () => {
    const response = await env.api.app.inject({ method: "GET", url: "/api/v1/notifications" });
    expect(response.statusCode).toBe(401);
  });
});

describe("push tokens", () => {
  const tokensOf = async (userId: string) =>
    (await env.api.db.select().from(pushTokens).where(eq(pushTokens.userId, userId)))
      .map((t) => t.token)
      .sort();

  it.each([[{ token: "not-an-expo-token" }], [{ token: "" }], [{}], [{ token: 42 }]])(
    "refuses %j with 400",
    async (payload) => {
      const user = await registerUser(env.api.app);
      const response = await call("POST", "/user/push-token", user, payload);
      expect(response.statusCode).toBe(400);
      expect(await tokensOf(user.id)).toEqual([]);
    },
  );

  it("registers idempotently and moves a token registered by another user to the caller", async () => {
    const first = await registerUser(env.api.app);
    const second = await registerUser(env.api.app);
    const token = await registerToken(first);
    await registerToken(first, token);
    expect(await tokensOf(first.id)).toEqual([token]);
    await registerToken(second, token);
    expect(await tokensOf(first.id)).toEqual([]);
    expect(await tokensOf(second.id)).toEqual([token]);
  });

  it("keeps each user's ten most recently registered devices", async () => {
    const user = await registerUser(env.api.app);
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) {
      tokens.push(await registerToken(user));
      await new Promise((r) => setTimeout(r, 3));
    }
    const kept = await tokensOf(user.id);
    expect(kept).toEqual(tokens.slice(2).sort());
  });

  it("deletes one token with a body, all of the caller's without, and never another user's", async () => {
    const user = await registerUser(env.api.app);
    const other = await registerUser(env.api.app);
    const [a, b, c] = [await registerToken(user), await registerToken(user), await registerToken(user)];
    const theirs = await registerToken(other);

    const one = await call("DELETE", "/user/push-token", user, { token: a });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ ok: true });
    expect(await tokensOf(user.id)).toEqual([b, c].sort());

    expect((await call("DELETE", "/user/push-token", user, { token: theirs })).statusCode).toBe(200);
    expect(await tokensOf(other.id)).toEqual([theirs]);

    const all = await env.api.app.inject({
      method: "DELETE",
      url: "/api/v1/user/push-token",
      headers: bearer(user.token),
    });
    expect(all.statusCode).toBe(200);
    expect(await tokensOf(user.id)).toEqual([]);
    expect(await tokensOf(other.id)).toEqual([theirs]);
  });
});

describe("announcements", () => {
  it("sends a SYSTEM notification to every user in keyset batches, in realtime to each listener", async () => {
    const listener = await registerUser(env.api.app);
    const socket = await env.connect(listener.token);
    const received = waitFor(socket, "notification:new", { filter: (p) => p.notification.type === "SYSTEM" });
    // Listeners in the same batch get theirs from one batch call (`/emit/batch`).
    const others = await Promise.all([registerUser(env.api.app), registerUser(env.api.app)]);
    const otherSockets = await Promise.all(others.map((o) => env.connect(o.token)));
    const receivedByOthers = otherSockets.map((s) =>
      waitFor(s, "notification:new", { filter: (p) => p.notification.type === "SYSTEM" }),
    );
    const batches: number[] = [];
    const total = await announceToAll(
      env.api.deps,
      { title: "Maintenance tonight", body: "Back at 02:00 UTC" },
      { batchSize: 3, onBatch: (done) => batches.push(done) },
    );
    const users = await env.api.db.$count((await import("@playpal/db")).users);
    expect(total).toBe(users);
    expect(batches.length).toBe(Math.ceil(users / 3));
    expect((await received).notification).toMatchObject({
      type: "SYSTEM",
      title: "Maintenance tonight",
      body: "Back at 02:00 UTC",
      actor: null,
      data: { screen: "notifications" },
    });
    const rows = await env.api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "SYSTEM"), eq(notifications.recipientId, listener.id)));
    expect(rows).toHaveLength(1);
    for (const other of await Promise.all(receivedByOthers)) {
      expect(other.notification).toMatchObject({ type: "SYSTEM", title: "Maintenance tonight" });
      expect(other.notification.id).not.toBe((await received).notification.id);
    }
    expect(await receivedWithin(socket, "notification:new", 200)).toBe(false);
  });
});
