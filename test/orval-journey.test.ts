/**
 * The journey again with the second generator's client (orval, `@playpal/client/generated/orval/api`),
 * as a team that picked orval would write it: no cast, statuses narrowed by the generated response
 * unions. Every answer is validated against the committed document with Ajv, as the SDK journey's are.
 *
 * What orval 7 cannot do with the document is named where the journey works around it: an operation
 * with two request content types (`createPost`) is sent as JSON with no content type, so the app says
 * `application/json` itself, and its multipart variant is not generated; the photo goes through an
 * operation with one multipart body (the avatar).
 */
import { connectRealtime, type RealtimeSocket } from "@playpal/client";
import {
  addReaction,
  authenticate,
  completeOnboarding,
  createAccount,
  createComment,
  createPost,
  type FeedPage,
  followUser,
  getHomeFeed,
  getUnreadNotificationCount,
  getWallet,
  listNotifications,
  markAllNotificationsRead,
  openConversation,
  revenueCatWebhook,
  sendMessage,
  setSubscriptionPrice,
  subscribe,
  uploadAvatar,
} from "@playpal/client/orval";
import { configureOrval } from "@playpal/client/orval-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceEnv, REVENUECAT_SECRET, revenueCatEvent } from "./commerce-factories.ts";
import { makeImage } from "./multipart.ts";
import { createConformance } from "./openapi-conformance.ts";
import { createRealtimeTestEnv, type RealtimeTestEnv } from "./realtime.ts";

let env: RealtimeTestEnv;
const conformance = createConformance();
const sockets: RealtimeSocket[] = [];

beforeAll(async () => {
  const { RATE_LIMIT_MAX: _keepDefaultLimit, ...money } = commerceEnv;
  env = await createRealtimeTestEnv({ env: money });
  configureOrval({
    baseUrl: env.apiUrl,
    onResponse(method, url, response, body) {
      conformance.check(
        method,
        url,
        response.status,
        response.headers.get("content-type") ?? undefined,
        body,
      );
    },
  });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await env?.close();
});

/** Narrows an orval answer to one documented status, failing with the body otherwise. */
function expectStatus<R extends { status: number; data: unknown }, S extends R["status"]>(
  response: R,
  status: S,
): asserts response is Extract<R, { status: S }> {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.data)}`);
  }
}

const as = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` },
});
const json = (token: string) => as(token, { headers: { "content-type": "application/json" } });

async function signUp(first: string, username: string) {
  const email = `${username}@orval.example`;
  const password = "orval journey password";
  expectStatus(await createAccount({ first_name: first, last_name: "Player", email, password }), 201);
  const session = await authenticate({ email, password });
  expectStatus(session, 200);
  expectStatus(await completeOnboarding({ username }, as(session.data.token)), 200);
  return { id: session.data.user.id, token: session.data.token };
}

function next(socket: RealtimeSocket, event: "notification:new" | "dm:message:new"): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 10 s`)), 10_000);
    socket.once(event, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe("the orval client, as a second client team uses it", () => {
  it("signs up, posts, pages, follows, reacts, comments, messages, is notified, buys coins and subscribes", async () => {
    const ana = await signUp("Ana", "ana_orval");
    const ben = await signUp("Ben", "ben_orval");

    const first = await createPost({ body: "First post from orval", commentable: true }, json(ana.token));
    expectStatus(first, 201);
    expect(first.data.media).toEqual([]);
    for (let i = 0; i < 4; i++) {
      expectStatus(await createPost({ body: `Filler ${i}` }, json(ana.token)), 201);
    }
    const photo = new Blob([new Uint8Array(await makeImage(64, 48, "png"))], { type: "image/png" });
    const avatar = await uploadAvatar({ file: photo }, as(ana.token));
    expectStatus(avatar, 200);
    expect(avatar.data.avatarUrl).toMatch(/\/files\/avatars\/.+\.webp$/);

    // The home feed to its end, two at a time, the cursor sent in the bracket form the document declares.
    const seen: string[] = [];
    let cursor: FeedPage["nextCursor"] | undefined;
    do {
      const page = await getHomeFeed({ limit: 2, ...(cursor ? { cursor } : {}) }, as(ana.token));
      expectStatus(page, 200);
      seen.push(...page.data.items.map((post) => post.id));
      cursor = page.data.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen.at(-1)).toBe(first.data.id);

    const anaSocket = connectRealtime(env.realtimeUrl, ana.token, { reconnection: false });
    sockets.push(anaSocket);
    await new Promise<void>((resolve, reject) => {
      anaSocket.once("connect", resolve);
      anaSocket.once("connect_error", reject);
    });
    const follow = await followUser(ana.id, as(ben.token));
    expectStatus(follow, 200);
    expect(follow.data.following).toBe(true);
    const reaction = await addReaction({ postId: first.data.id, kind: "love" }, as(ben.token));
    expectStatus(reaction, 201);
    const commented = next(anaSocket, "notification:new");
    expectStatus(await createComment(first.data.id, { body: "Nice!" }, as(ben.token)), 201);
    await commented;

    // A documented error code, narrowed like any other answer.
    const missing = await createComment("nopost", { body: "?" }, as(ben.token));
    expectStatus(missing, 404);
    expect(missing.data.code).toBe("NOT_FOUND");

    const conversation = await openConversation({ participantIds: [ana.id] }, as(ben.token));
    expect([200, 201]).toContain(conversation.status);
    if (conversation.status !== 200 && conversation.status !== 201) throw new Error("no conversation");
    const joined = await anaSocket
      .timeout(5000)
      .emitWithAck("dm:join", { conversationId: conversation.data.id });
    expect(joined).toEqual({ ok: true });
    const delivered = next(anaSocket, "dm:message:new");
    expectStatus(await sendMessage(conversation.data.id, { body: "Duo tonight?" }, as(ben.token)), 201);
    await delivered;

    const unread = await getUnreadNotificationCount(as(ana.token));
    expectStatus(unread, 200);
    expect(unread.data.count).toBeGreaterThan(0);
    const listed = await listNotifications({ unreadOnly: true, limit: 50 }, as(ana.token));
    expectStatus(listed, 200);
    expect(listed.data.items.length).toBe(unread.data.count);
    expectStatus(await markAllNotificationsRead(as(ana.token)), 200);
    const after = await getUnreadNotificationCount(as(ana.token));
    expectStatus(after, 200);
    expect(after.data.count).toBe(0);

    const purchase = revenueCatEvent({
      type: "NON_RENEWING_PURCHASE",
      app_user_id: ben.id,
      product_id: "coins_500",
    });
    const credited = await revenueCatWebhook(purchase, as(REVENUECAT_SECRET));
    expectStatus(credited, 200);
    expect(credited.data.outcome).toBe("credited");
    expectStatus(await setSubscriptionPrice({ priceCoins: 200 }, as(ana.token)), 200);
    const subscription = await subscribe({ creatorId: ana.id }, as(ben.token));
    expectStatus(subscription, 201);
    expect(subscription.data.creatorId).toBe(ana.id);
    const wallet = await getWallet(as(ben.token));
    expectStatus(wallet, 200);
    expect(wallet.data.coins).toBe(350);

    expect(conformance.problems).toEqual([]);
    expect(conformance.checked).toBeGreaterThan(20);
  }, 60_000);
});
