/**
 * A client team's journey built with nothing but the SDK (`@playpal/client`: types generated from the
 * committed docs/openapi.json, openapi-fetch, the typed Socket.IO client), without a cast, against the
 * listening API and realtime service. Every response it gets is also validated against the committed
 * document with Ajv (`openapi-conformance.ts`), status and body.
 */
import {
  ApiError,
  type ApiErrorBody,
  connectRealtime,
  createApiClient,
  formData,
  type RealtimeSocket,
  type Schemas,
} from "@playpal/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceEnv, REVENUECAT_SECRET, revenueCatEvent } from "./commerce-factories.ts";
import { makeImage } from "./multipart.ts";
import { checkedBy, createConformance } from "./openapi-conformance.ts";
import { createRealtimeTestEnv, type RealtimeTestEnv } from "./realtime.ts";

let env: RealtimeTestEnv;
const conformance = createConformance();
const sockets: RealtimeSocket[] = [];

beforeAll(async () => {
  const { RATE_LIMIT_MAX: _keepDefaultLimit, ...money } = commerceEnv;
  env = await createRealtimeTestEnv({ env: money });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await env?.close();
});

/** A client as an app builds it, each response also checked against the contract. */
function client(token?: string) {
  const api = createApiClient({ baseUrl: env.apiUrl, token });
  api.use(checkedBy(conformance));
  return api;
}

async function signUp(first: string, username: string) {
  const api = client();
  const email = `${username}@sdk.example`;
  const password = "sdk journey password";
  await api.call(
    api.POST("/api/v1/create-account", { body: { first_name: first, last_name: "Player", email, password } }),
  );
  // Logs in as the app does after registering on another device.
  const session = await api.call(api.POST("/api/v1/authenticate", { body: { email, password } }));
  api.setToken(session.token);
  await api.call(api.POST("/api/v1/user/onboarding", { body: { username } }));
  return { api, id: session.user.id, token: session.token };
}

/** Resolves on the socket's next `event`. */
function next(socket: RealtimeSocket, event: "notification:new" | "dm:message:new"): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 10 s`)), 10_000);
    socket.once(event, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe("the SDK, as a client team uses it", () => {
  it("signs up, posts, pages, follows, reacts, comments, messages, is notified, buys coins and subscribes", async () => {
    const ana = await signUp("Ana", "ana_sdk");
    const ben = await signUp("Ben", "ben_sdk");

    // Posts: JSON without a file, multipart with a photo (a Blob part).
    const text = await ana.api.call(
      ana.api.POST("/api/v1/posts", { body: { body: "First post from the SDK", commentable: true } }),
    );
    expect(text.media).toEqual([]);
    const photo = new Blob([new Uint8Array(await makeImage(64, 48, "png"))], { type: "image/png" });
    const withPhoto = await ana.api.call(
      ana.api.POST("/api/v1/posts", {
        body: { body: "With a photo", type: "photos", media: [photo] },
        bodySerializer: formData,
      }),
    );
    expect(withPhoto.media).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      await ana.api.call(ana.api.POST("/api/v1/posts", { body: { body: `Filler ${i}` } }));
    }

    // The home feed paged to its end with small pages: every post once, newest first.
    const seen: string[] = [];
    for await (const post of ana.api.pages((cursor?: Schemas["Cursor"]) =>
      ana.api.GET("/api/v1/feed", { params: { query: { limit: 2, cursor } } }),
    )) {
      seen.push(post.id);
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.at(-1)).toBe(text.id);

    // Ben follows Ana, reacts and comments; Ana's socket hears the comment.
    const anaSocket = connectRealtime(env.realtimeUrl, ana.token, { reconnection: false });
    sockets.push(anaSocket);
    await new Promise<void>((resolve, reject) => {
      anaSocket.once("connect", resolve);
      anaSocket.once("connect_error", reject);
    });
    const follow = await ben.api.call(
      ben.api.POST("/api/v1/user/{userId}/follow", { params: { path: { userId: ana.id } } }),
    );
    expect(follow.following).toBe(true);
    const reaction = await ben.api.call(
      ben.api.POST("/api/v1/reactions", { body: { postId: withPhoto.id, kind: "love" } }),
    );
    expect(reaction.kind).toBe("love");
    const commented = next(anaSocket, "notification:new");
    await ben.api.call(
      ben.api.POST("/api/v1/posts/{id}/comments", {
        params: { path: { id: withPhoto.id } },
        body: { body: "Nice!" },
      }),
    );
    await commented;

    // A typed error: commenting on a post that is not there answers a documented code.
    const missing = await ben.api
      .call(
        ben.api.POST("/api/v1/posts/{id}/comments", {
          params: { path: { id: "nopost" } },
          body: { body: "?" },
        }),
      )
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing instanceof ApiError && (missing.body satisfies ApiErrorBody).code).toBe("NOT_FOUND");

    // A DM over the socket.
    const conversation = await ben.api.call(
      ben.api.POST("/api/v1/conversations", { body: { participantIds: [ana.id] } }),
    );
    const joined = await anaSocket.timeout(5000).emitWithAck("dm:join", { conversationId: conversation.id });
    expect(joined).toEqual({ ok: true });
    const delivered = next(anaSocket, "dm:message:new");
    await ben.api.call(
      ben.api.POST("/api/v1/conversations/{id}/messages", {
        params: { path: { id: conversation.id } },
        body: { body: "Duo tonight?" },
      }),
    );
    await delivered;

    // Notifications: read, then cleared.
    const unread = await ana.api.call(ana.api.GET("/api/v1/notifications/unread-count"));
    expect(unread.count).toBeGreaterThan(0);
    const notifications = [];
    for await (const item of ana.api.pages((cursor?: Schemas["Cursor"]) =>
      ana.api.GET("/api/v1/notifications", { params: { query: { unreadOnly: true, limit: 1, cursor } } }),
    )) {
      notifications.push(item);
    }
    expect(notifications.length).toBe(unread.count);
    const first = notifications[0];
    if (first) {
      await ana.api.call(
        ana.api.POST("/api/v1/notifications/{id}/read", { params: { path: { id: first.id } } }),
      );
    }
    await ana.api.call(ana.api.POST("/api/v1/notifications/read-all"));
    expect((await ana.api.call(ana.api.GET("/api/v1/notifications/unread-count"))).count).toBe(0);

    // Coins bought through the RevenueCat webhook, then a subscription to Ana.
    const webhook = createApiClient({ baseUrl: env.apiUrl, token: REVENUECAT_SECRET });
    webhook.use(checkedBy(conformance));
    const purchase = revenueCatEvent({
      type: "NON_RENEWING_PURCHASE",
      app_user_id: ben.id,
      product_id: "coins_500",
    });
    const credited = await webhook.call(webhook.POST("/api/v1/webhooks/revenuecat", { body: purchase }));
    expect(credited.outcome).toBe("credited");
    expect((await ben.api.call(ben.api.GET("/api/v1/wallet"))).coins).toBe(550);
    await ana.api.call(ana.api.PUT("/api/v1/user/me/subscription", { body: { priceCoins: 200 } }));
    const subscription = await ben.api.call(
      ben.api.POST("/api/v1/subscriptions", { body: { creatorId: ana.id } }),
    );
    expect(subscription.creatorId).toBe(ana.id);
    expect((await ben.api.call(ben.api.GET("/api/v1/wallet"))).coins).toBe(350);

    // Every answer matched the committed document.
    expect(conformance.problems).toEqual([]);
    expect(conformance.checked).toBeGreaterThan(25);
  }, 60_000);
});
