/**
 * The product's main journeys end to end, over real HTTP and Socket.IO against the listening API and
 * realtime service, with the push provider's protocol served locally. Each step uses only what a mobile
 * client has: the REST contract and the socket events.
 */
import { verifyLedger } from "@playpal/ledger";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceEnv, REVENUECAT_SECRET, revenueCatEvent } from "./commerce-factories.ts";
import { type FakeExpo, startFakeExpo } from "./fake-expo.ts";
import { makeImage, multipart } from "./multipart.ts";
import { createRealtimeTestEnv, httpApi, type RealtimeTestEnv, signUp, waitFor } from "./realtime.ts";

let expo: FakeExpo;
let env: RealtimeTestEnv;

beforeAll(async () => {
  expo = await startFakeExpo();
  process.env.EXPO_BASE_URL = expo.url;
  const { RATE_LIMIT_MAX: _keepDefaultLimit, ...money } = commerceEnv;
  env = await createRealtimeTestEnv({ env: { ...money, EXPO_ACCESS_TOKEN: "journey-expo-token" } });
});
afterAll(async () => {
  await env?.close();
  await expo?.close();
});

const api = httpApi(() => env.apiUrl);

describe("a new player's first session", () => {
  it("registers, follows, posts text and photos both ways, pages the feed, and gets notified", async () => {
    const ana = await signUp(api, "Ana", "ana_plays");
    const ben = await signUp(api, "Ben", "ben_streams");

    // Ana's phone registers for push and connects to realtime.
    const expoToken = "ExponentPushToken[journey-ana-device]";
    expect(
      (await api("POST", "/user/push-token", { token: ana.token, json: { token: expoToken } })).status,
    ).toBeLessThan(300);
    const anaSocket = await env.connect(ana.token);

    // Ben follows Ana: Ana is told.
    const followed = waitFor(anaSocket, "notification:new", {
      filter: (p) => p.notification.type === "NEW_FOLLOWER",
    });
    expect((await api("POST", `/user/${ana.id}/follow`, { token: ben.token })).body).toEqual({
      following: true,
    });
    await followed;

    // Ana posts: a JSON text post, a multipart photo post, and a post completed through the presigned flow.
    const text = await api<{ id: string }>("POST", "/posts", {
      token: ana.token,
      json: { body: "gg wp everyone" },
    });
    expect(text.status).toBe(201);

    const photo = await makeImage(120, 80, "jpeg");
    const form = multipart({ body: "new setup", type: "photos" }, [
      { field: "media", filename: "desk.jpg", contentType: "image/jpeg", data: photo },
    ]);
    const photos = await api<{ id: string; media: { status: string; url: string }[] }>("POST", "/posts", {
      token: ana.token,
      body: form.payload,
      headers: form.headers,
    });
    expect(photos.status).toBe(201);
    expect(photos.body.media).toEqual([
      expect.objectContaining({ status: "pending", url: expect.any(String) }),
    ]);

    const clip = await api<{ id: string }>("POST", "/posts", {
      token: ana.token,
      json: { body: "screenshot", type: "photos" },
    });
    const upload = await api<{ key: string; url: string; expiresIn: number }>("POST", "/media/upload/url", {
      token: ana.token,
      json: { mimeType: "image/png" },
    });
    expect(upload.body.expiresIn).toBe(300);
    expect(upload.body.key).toMatch(new RegExp(`^uploads/${ana.id}/images/\\d{4}/[\\w-]+\\.png$`));
    const png = await makeImage(40, 30, "png");
    const uploadUrl = new URL(upload.body.url);
    const put = await fetch(`${env.apiUrl}${uploadUrl.pathname}${uploadUrl.search}`, {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: png,
    });
    expect(put.status).toBe(200);
    const completed = await api("POST", "/media/upload/complete", {
      token: ana.token,
      json: { key: upload.body.key, postId: clip.body.id, mimeType: "image/png", width: 40, height: 30 },
    });
    expect(completed.status).toBe(200);
    expect(completed.body).toEqual({ ok: true });

    // The photo is served publicly.
    const served = await fetch(photos.body.media[0]!.url.replace(/^https?:\/\/[^/]+/, env.apiUrl));
    expect(served.status).toBe(200);

    // Ben's home feed, two posts a page: every post once, newest first, then the end.
    const seen: string[] = [];
    type Cursor = { id: string; createdAt: string } | null;
    let cursor: Cursor = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(JSON.stringify(cursor))}` : "";
      const page: { status: number; body: { items: { id: string }[]; nextCursor: Cursor } } = await api<{
        items: { id: string }[];
        nextCursor: Cursor;
      }>("GET", `/feed?limit=2${query}`, {
        token: ben.token,
      });
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((p) => p.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([clip.body.id, photos.body.id, text.body.id]);

    // Ben comments with a mention and reacts; Ana hears about it live and by push, with the same deep link.
    const commented = waitFor(anaSocket, "notification:new", {
      filter: (p) => p.notification.type === "COMMENT",
    });
    const comment = await api<{ id: string }>("POST", `/posts/${photos.body.id}/comments`, {
      token: ben.token,
      json: { body: "clean desk @ana_plays" },
    });
    expect(comment.status).toBe(201);
    const live = (await commented).notification as { data: Record<string, string>; title: string };
    expect(live.data).toEqual({ screen: "post", postId: photos.body.id });
    expect(live.title).toContain("Ben Player");
    const pushes = await expo.waitForMessages(1);
    expect(
      pushes.some((m) => m.to === expoToken && JSON.stringify(m.data) === JSON.stringify(live.data)),
    ).toBe(true);

    const reaction = await api<{ id: string }>("POST", "/reactions", {
      token: ben.token,
      json: { postId: photos.body.id, kind: "love" },
    });
    expect(reaction.status).toBe(201);
    expect(
      (await api("POST", "/reactions", { token: ben.token, json: { postId: photos.body.id, kind: "love" } }))
        .status,
    ).toBe(200);

    const post = await api<{ commentCount: number; reactionCounts: Record<string, number> }>(
      "GET",
      `/posts/${photos.body.id}`,
      {
        token: ben.token,
      },
    );
    expect(post.body.commentCount).toBe(1);
    expect(post.body.reactionCounts.love).toBe(1);

    // Ana finds every notification row, newest first, and clears the badge.
    const list = await api<{ items: { type: string; actor: { id: string } | null }[] }>(
      "GET",
      "/notifications",
      { token: ana.token },
    );
    expect(list.body.items.map((n) => n.type)).toEqual(["LIKE_POST", "MENTION", "COMMENT", "NEW_FOLLOWER"]);
    expect(list.body.items.every((n) => n.actor?.id === ben.id)).toBe(true);
    expect((await api("GET", "/notifications/unread-count", { token: ana.token })).body).toEqual({
      count: 4,
    });
    await api("POST", "/notifications/read-all", { token: ana.token });
    expect((await api("GET", "/notifications/unread-count", { token: ana.token })).body).toEqual({
      count: 0,
    });
  });

  it("two players open a DM and see messages, typing and read receipts live", async () => {
    const cleo = await signUp(api, "Cleo", "cleo_tank");
    const dan = await signUp(api, "Dan", "dan_heals");
    const opened = await api<{ id: string }>("POST", "/conversations", {
      token: cleo.token,
      json: { participantIds: [dan.id] },
    });
    expect(opened.status).toBe(201);
    const again = await api<{ id: string }>("POST", "/conversations", {
      token: dan.token,
      json: { participantIds: [cleo.id] },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(expect.objectContaining({ id: opened.body.id }));

    const [cleoSocket, danSocket] = await Promise.all([env.connect(cleo.token), env.connect(dan.token)]);
    for (const socket of [cleoSocket, danSocket]) {
      const ack = await socket.emitWithAck("dm:join", { conversationId: opened.body.id });
      expect(ack).toEqual({ ok: true });
    }

    const typing = waitFor(danSocket, "dm:typing");
    cleoSocket.emit("dm:typing:start", { conversationId: opened.body.id });
    expect(await typing).toEqual({ conversationId: opened.body.id, userId: cleo.id, isTyping: true });

    const arrived = waitFor(danSocket, "dm:message:new");
    const sent = await api<{ id: string }>("POST", `/conversations/${opened.body.id}/messages`, {
      token: cleo.token,
      json: { body: "duo queue?" },
    });
    expect(sent.status).toBe(201);
    const message = await arrived;
    expect(message.conversationId).toBe(opened.body.id);
    expect(message.message).toEqual(expect.objectContaining({ id: sent.body.id, body: "duo queue?" }));

    const read = waitFor(cleoSocket, "dm:read");
    await api("POST", `/conversations/${opened.body.id}/read`, {
      token: dan.token,
      json: { lastReadMessageId: sent.body.id },
    });
    expect(await read).toEqual(
      expect.objectContaining({
        conversationId: opened.body.id,
        userId: dan.id,
        lastReadMessageId: sent.body.id,
      }),
    );
  });
});

describe("a fan paying a creator", () => {
  it("buys coins, subscribes and enters the vip room, books a session and enters its private room", async () => {
    const dana = await signUp(api, "Dana", "dana_coach");
    const eli = await signUp(api, "Eli", "eli_learns");

    // Eli buys the 500-coin pack in the app store; RevenueCat tells the API.
    const purchase = await api<{ outcome: string }>("POST", "/webhooks/revenuecat", {
      headers: { authorization: `Bearer ${REVENUECAT_SECRET}` },
      json: revenueCatEvent({ type: "INITIAL_PURCHASE", app_user_id: eli.id, product_id: "coins_500" }),
    });
    expect(purchase.body).toEqual({ ok: true, outcome: "credited" });

    // Dana offers a subscription and has a channel with a vip room; Eli joins the channel.
    await api("PUT", "/user/me/subscription", { token: dana.token, json: { priceCoins: 100 } });
    const form = multipart({ name: "Coaching" }, [
      { field: "banner", filename: "b.png", contentType: "image/png", data: await makeImage() },
    ]);
    const channel = await api<{ id: string }>("POST", "/channels", {
      token: dana.token,
      body: form.payload,
      headers: form.headers,
    });
    const vip = await api<{ id: string }>("POST", `/channels/${channel.body.id}/rooms`, {
      token: dana.token,
      json: { name: "Inner circle", visibility: "vip" },
    });
    await api("POST", `/channels/${channel.body.id}/join`, { token: eli.token });
    const eliSocket = await env.connect(eli.token);
    expect(await eliSocket.emitWithAck("room:join", { roomId: vip.body.id })).not.toEqual({ ok: true });

    const subscribed = await api<{ active: boolean }>("POST", "/subscriptions", {
      token: eli.token,
      json: { creatorId: dana.id },
    });
    expect(subscribed).toMatchObject({ status: 201, body: { active: true } });
    expect(await eliSocket.emitWithAck("room:join", { roomId: vip.body.id })).toEqual({ ok: true });

    // Dana opens 30-minute sessions; Eli books one and both get into its private room.
    await api("PUT", "/availability", {
      token: dana.token,
      json: {
        timezone: "UTC",
        priceCoins: 50,
        sessionMinutes: 30,
        slots: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, start: "00:00", end: "23:59" })),
      },
    });
    const availability = await api<{ openSlots: string[] }>("GET", `/user/${dana.id}/availability`, {
      token: eli.token,
    });
    const startsAt = availability.body.openSlots.find((s) => new Date(s).getTime() > Date.now() + 3_600_000);
    const booked = await api<{ id: string; room: { id: string; visibility: string } }>("POST", "/sessions", {
      token: eli.token,
      json: { playpalId: dana.id, startsAt },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.room.visibility).toBe("private");
    const danaSocket = await env.connect(dana.token);
    for (const socket of [eliSocket, danaSocket]) {
      expect(await socket.emitWithAck("room:join", { roomId: booked.body.room.id })).toEqual({ ok: true });
    }
    const voice = await api("POST", `/rooms/${booked.body.room.id}/voice-token`, { token: eli.token });
    expect(voice.status).toBe(200);

    // The money: Eli paid 150 coins; Dana earned 80 (available) + 40 (held until the session ends).
    expect((await api("GET", "/wallet", { token: eli.token })).body).toEqual({
      coins: 400,
      pendingEarningsCents: 0,
      availableEarningsCents: 0,
    });
    expect((await api("GET", "/wallet", { token: dana.token })).body).toEqual({
      coins: 0,
      pendingEarningsCents: 120,
      availableEarningsCents: 80,
    });
    const statement = await api<{ items: { kind: string; cents: number }[] }>("GET", "/wallet/transactions", {
      token: dana.token,
    });
    expect(statement.body.items.map((t) => [t.kind, t.cents])).toEqual([
      ["SESSION_BOOKING", 40],
      ["SUBSCRIPTION", 80],
    ]);
    expect((await verifyLedger(env.api.db)).ok).toBe(true);
  });
});
