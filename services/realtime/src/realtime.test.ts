import { createServer, type Server as HttpServer } from "node:http";
import {
  type DmMessage,
  EMIT_BATCH_MAX,
  EMIT_BATCH_ROUTE,
  type MediaItem,
  type NotificationItem,
  REALTIME_ADMIN_HEADER,
  type Room,
} from "@playpal/contracts";
import { follows } from "@playpal/db";
import { createRedis } from "@playpal/platform";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { bearer, registerUser } from "#test/context.ts";
import { makeImage, multipart } from "#test/multipart.ts";
import {
  type ClientSocket,
  createRealtimeTestEnv,
  emitWithAck,
  freePort,
  type RealtimeTestEnv,
  receivedWithin,
  waitFor,
} from "#test/realtime.ts";
import { createPresence } from "./presence.ts";
import type { RealtimeServer } from "./server.ts";

let env: RealtimeTestEnv;

/** Wire objects shaped as the API sends them: the admin routes validate the objects they carry. */
const at = "2026-01-01T00:00:00.000Z";
const sample = {
  notification: (id: string): NotificationItem => ({
    id,
    type: "SYSTEM",
    title: "Hello",
    body: null,
    actor: null,
    targetType: null,
    targetId: null,
    data: { screen: "notifications" },
    read: false,
    readAt: null,
    createdAt: at,
  }),
  dmMessage: (conversationId: string): DmMessage => ({
    id: "m1",
    conversationId,
    senderId: "u1",
    body: "hi",
    editedAt: null,
    deletedAt: null,
    createdAt: at,
  }),
  room: (id: string, channelId: string): Room => ({
    id,
    channelId,
    name: "r",
    visibility: "members",
    sessionId: null,
    createdAt: at,
  }),
  media: (id: string): MediaItem => ({
    id,
    status: "ready",
    mimeType: "image/webp",
    url: `http://127.0.0.1/media/${id}.webp`,
    thumbnailUrl: null,
    width: 10,
    height: 10,
    duration: null,
    errorMessage: null,
    sensitive: false,
  }),
};

/**
 * A local stand-in for the API's interservice endpoints: answers the authz paths with the status
 * chosen per id (`allow-*` 200, `deny-*` 403, `gone-*` 404, `limited-*` 429, `broken-*` 500), the channel list and the
 * presence audience, and records what it was asked with which bearer token (and, for the batched
 * channel lists, for which users). `fakeAuthz` overrides the status for an id (an answer that changes
 * between a join and a re-check); `fakeChannels` is the channel list per user id; `fakeChannelFailures`
 * makes the next N channel-list calls naming a user fail with 503 (an API down or overloaded).
 */
let fakeApi: HttpServer;
let fakeApiUrl: string;
const fakeApiCalls: { path: string; authorization: string | undefined; userIds?: string[] }[] = [];
const fakeChannels = new Map<string, string[]>();
const fakeAuthz = new Map<string, number>();
const fakeChannelFailures = new Map<string, number>();

beforeAll(async () => {
  env = await createRealtimeTestEnv();
  fakeApi = createServer((req, res) => {
    const path = req.url ?? "";
    fakeApiCalls.push({ path, authorization: req.headers.authorization });
    const authz = /^\/api\/v1\/(?:dm|room)\/([^/]+)\/authz$/.exec(path);
    if (authz) {
      const id = decodeURIComponent(authz[1] ?? "");
      const status = fakeAuthz.has(id)
        ? (fakeAuthz.get(id) as number)
        : id.startsWith("allow")
          ? 200
          : id.startsWith("deny")
            ? 403
            : id.startsWith("gone")
              ? 404
              : id.startsWith("limited")
                ? 429
                : 500;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(status === 200 ? { ok: true } : { message: "nope" }));
      return;
    }
    if (path === "/api/v1/internal/channels/memberships") {
      const call = fakeApiCalls.at(-1);
      let raw = "";
      req.on("data", (chunk) => {
        raw += chunk;
      });
      req.on("end", () => {
        const { userIds } = JSON.parse(raw) as { userIds: string[] };
        if (call) call.userIds = userIds;
        const failing = userIds.filter((id) => (fakeChannelFailures.get(id) ?? 0) > 0);
        for (const id of failing) fakeChannelFailures.set(id, (fakeChannelFailures.get(id) ?? 0) - 1);
        if (failing.length > 0) {
          res.writeHead(503, { "content-type": "application/json" });
          res.end(JSON.stringify({ message: "unavailable" }));
          return;
        }
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            memberships: userIds.map((userId) => ({ userId, channelIds: fakeChannels.get(userId) ?? [] })),
          }),
        );
      });
      return;
    }
    if (path === "/api/v1/internal/presence/audiences") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ audiences: [] }));
      return;
    }
    res.writeHead(404, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: "not found" }));
  });
  await new Promise<void>((resolve) => fakeApi.listen(0, "127.0.0.1", resolve));
  const address = fakeApi.address();
  fakeApiUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
// An instance on the stand-in API (or on none) shares the outbox of presence announcements with the
// real ones, and it would claim a later test's: announcing it to nobody (the stand-in knows no
// followers) or retrying it for seconds. Each is closed when its test (or describe) ends.

afterAll(async () => {
  await env?.close();
  await new Promise((resolve) => fakeApi?.close(resolve));
});

const adminPost = (url: string, route: string, body: unknown, token?: string) =>
  fetch(`${url}/admin${route}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token !== undefined && { [REALTIME_ADMIN_HEADER]: token }),
    },
    body: JSON.stringify(body),
  });

/** Creates a channel owned by `owner` through the real API; its id. */
async function createChannel(owner: { token: string }) {
  const form = multipart({ name: "A channel" }, [
    { field: "banner", filename: "b.png", contentType: "image/png", data: await makeImage() },
  ]);
  const created = await env.api.app.inject({
    method: "POST",
    url: "/api/v1/channels",
    headers: { ...bearer(owner.token), ...form.headers },
    payload: form.payload,
  });
  expect(created.statusCode).toBe(201);
  return (created.json() as { id: string }).id;
}

/** Opens the 1:1 conversation of `a` and `b` through the real API; its id. */
async function openConversation(on: RealtimeTestEnv, a: { token: string }, b: { id: string }) {
  const created = await on.api.app.inject({
    method: "POST",
    url: "/api/v1/conversations",
    headers: bearer(a.token),
    payload: { participantIds: [b.id] },
  });
  expect(created.statusCode).toBe(201);
  return (created.json() as { id: string }).id;
}

describe("handshake", () => {
  it("accepts a valid token and joins the socket to its user room", async () => {
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token);
    expect(socket.connected).toBe(true);
    const received = waitFor(socket, "notification:new");
    const response = await adminPost(
      env.realtimeUrl,
      "/emit/notification/new",
      { userId: user.id, notification: sample.notification("n1") },
      env.api.config.REALTIME_ADMIN_TOKEN,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await received).toEqual({ notification: sample.notification("n1") });
  });

  it("passes through fields the contract does not name yet (an API newer than this service)", async () => {
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token);
    const received = waitFor(socket, "notification:new");
    const notification = { ...sample.notification("n2"), priority: "high" };
    const response = await adminPost(
      env.realtimeUrl,
      "/emit/notification/new",
      { userId: user.id, notification },
      env.api.config.REALTIME_ADMIN_TOKEN,
    );
    expect(response.status).toBe(200);
    expect(await received).toEqual({ notification });
  });

  it.each([
    ["a malformed token", "not-a-jwt"],
    ["no token at all", ""],
  ])("refuses %s at once", async (_label, token) => {
    await expect(env.connect(token)).rejects.toThrow(/Authentication required|Invalid or expired token/);
  });

  it("refuses a token signed with another secret", async () => {
    const { createTokenSigner } = await import("@playpal/platform");
    const user = await registerUser(env.api.app);
    const forged = await createTokenSigner("another-secret-of-enough-length", 3600).sign({
      userId: user.id,
      tokenVersion: 0,
    });
    await expect(env.connect(forged)).rejects.toThrow(/Invalid or expired token/);
  });

  it("refuses a token revoked by logout-all, and drops the sockets already connected with it", async () => {
    const user = await registerUser(env.api.app);
    // An instance with a short presence TTL sweeps (re-checks tokens) every second.
    const { url } = await env.startRealtime({ presenceTtlMs: 3000 });
    const live = await env.connect(user.token, { url });
    const dropped = new Promise((resolve) => live.once("disconnect", resolve));
    const logout = await env.api.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout-all",
      headers: bearer(user.token),
    });
    expect(logout.statusCode).toBe(200);
    await expect(env.connect(user.token)).rejects.toThrow(/Invalid or expired token/);
    expect(await dropped).toBe("io server disconnect");
  });
});

describe("client events", () => {
  let socket: ClientSocket;
  let other: ClientSocket;
  let userId: string;
  let token: string;
  let fakeUrl: string;
  let fakeInstance: RealtimeServer;
  beforeAll(async () => {
    const instance = await env.startRealtime({ apiUrl: fakeApiUrl });
    fakeInstance = instance.server;
    fakeUrl = instance.url;
    const a = await registerUser(env.api.app);
    const b = await registerUser(env.api.app);
    userId = a.id;
    token = a.token;
    socket = await env.connect(a.token, { url: fakeUrl });
    other = await env.connect(b.token, { url: fakeUrl });
  });
  afterAll(() => fakeInstance.close());

  it("answers ping with the server time", async () => {
    const before = Date.now();
    const reply = await emitWithAck<{ ts: number }>(socket, "ping", { ts: 1 });
    expect(reply).toEqual({ ts: expect.any(Number) });
    expect(reply.ts).toBeGreaterThanOrEqual(before);
  });

  it("forwards the user's JWT to the API and joins when it allows", async () => {
    fakeApiCalls.length = 0;
    expect(await emitWithAck(socket, "dm:join", { conversationId: "allow-c1" })).toEqual({ ok: true });
    expect(fakeApiCalls.filter((c) => c.path.endsWith("/authz"))).toEqual([
      { path: "/api/v1/dm/allow-c1/authz", authorization: `Bearer ${token}` },
    ]);
    expect(await emitWithAck(socket, "room:join", { roomId: "allow-r1" })).toEqual({ ok: true });
    expect(fakeApiCalls.at(-1)?.path).toBe("/api/v1/room/allow-r1/authz");
  });

  it.each([
    ["dm:join", { conversationId: "deny-c" }, "403"],
    ["dm:join", { conversationId: "gone-c" }, "404"],
    ["room:join", { roomId: "deny-r" }, "403"],
  ])("acks a refused %s with AUTHZ_DENIED and the HTTP status", async (event, payload, status) => {
    const reply = await emitWithAck<{ ok: boolean; error: string; code: string }>(socket, event, payload);
    expect(reply).toEqual({ ok: false, error: expect.stringContaining(status), code: "AUTHZ_DENIED" });
  });

  it("acks UPSTREAM_UNAVAILABLE when the API fails or cannot be reached", async () => {
    expect(await emitWithAck(socket, "room:join", { roomId: "broken-r" })).toEqual({
      ok: false,
      error: expect.stringContaining("500"),
      code: "UPSTREAM_UNAVAILABLE",
    });
    // The API rate-limiting the realtime service is not a refusal of the user.
    expect(await emitWithAck(socket, "dm:join", { conversationId: "limited-c" })).toEqual({
      ok: false,
      error: expect.stringContaining("429"),
      code: "UPSTREAM_UNAVAILABLE",
    });
    const { url, server } = await env.startRealtime({ apiUrl: `http://127.0.0.1:${await freePort()}` });
    onTestFinished(() => server.close());
    const user = await registerUser(env.api.app);
    const lonely = await env.connect(user.token, { url });
    expect(await emitWithAck(lonely, "dm:join", { conversationId: "allow-x" })).toEqual({
      ok: false,
      error: expect.any(String),
      code: "UPSTREAM_UNAVAILABLE",
    });
  });

  it.each([
    ["dm:join", { conversationId: 42 }],
    ["dm:join", undefined],
    ["room:join", { roomId: "" }],
    ["room:typing:start", "just a string"],
    ["dm:leave", { conversationId: "x".repeat(500) }],
  ])("refuses a malformed %s payload in the ack and keeps serving", async (event, payload) => {
    const reply = await emitWithAck<{ ok: boolean; code: string }>(socket, event, payload);
    expect(reply).toEqual({ ok: false, error: expect.any(String), code: "BAD_PAYLOAD" });
    expect(await emitWithAck(socket, "ping", {})).toEqual({ ts: expect.any(Number) });
  });

  it("acks an unknown event with ok: false, and survives a client emitting reserved-looking names", async () => {
    expect(await emitWithAck(socket, "no:such:event", { a: 1 })).toEqual({
      ok: false,
      error: expect.stringContaining("no:such:event"),
      code: "UNKNOWN_EVENT",
    });
    // "error" is special to Node's EventEmitter: emitted with no listener it throws.
    socket.emit("error", { boom: true });
    expect(await emitWithAck(socket, "error", {})).toMatchObject({ ok: false, code: "UNKNOWN_EVENT" });
    expect(await emitWithAck(socket, "ping", {})).toEqual({ ts: expect.any(Number) });
  });

  it.each([
    ["null", null],
    ["an array", [{ conversationId: "allow-c1" }]],
    ["a number", 7],
  ])("refuses %s as a join payload with BAD_PAYLOAD", async (_label, payload) => {
    expect(await emitWithAck(socket, "dm:join", payload)).toMatchObject({ ok: false, code: "BAD_PAYLOAD" });
  });

  it("refuses a large payload in the ack, and drops a socket sending more than 64 KiB while others go on", async () => {
    expect(await emitWithAck(socket, "dm:join", { conversationId: "x".repeat(32_000) })).toMatchObject({
      ok: false,
      code: "BAD_PAYLOAD",
    });
    const user = await registerUser(env.api.app);
    const flooder = await env.connect(user.token, { url: fakeUrl });
    const dropped = new Promise((resolve) => flooder.once("disconnect", resolve));
    flooder.emit("dm:join", { conversationId: "x".repeat(200_000) });
    expect(await dropped).toBe("transport close");
    expect(await emitWithAck(socket, "ping", {})).toEqual({ ts: expect.any(Number) });
  });

  it("handles a join without an ack callback and still serves the socket", async () => {
    socket.emit("dm:join", { conversationId: "allow-noack" });
    socket.emit("dm:join", "garbage");
    await expect
      .poll(async () => emitWithAck(socket, "dm:typing:start", { conversationId: "allow-noack" }))
      .toEqual({ ok: true });
  });

  it("relays typing to the others in the room only, never back to the typist", async () => {
    expect(await emitWithAck(other, "dm:join", { conversationId: "allow-typing" })).toEqual({ ok: true });
    expect(await emitWithAck(socket, "dm:join", { conversationId: "allow-typing" })).toEqual({ ok: true });
    const seenByOther = waitFor(other, "dm:typing");
    const echoed = receivedWithin(socket, "dm:typing", 400);
    expect(await emitWithAck(socket, "dm:typing:start", { conversationId: "allow-typing" })).toEqual({
      ok: true,
    });
    expect(await seenByOther).toEqual({ conversationId: "allow-typing", userId, isTyping: true });
    expect(await echoed).toBe(false);

    const stopped = waitFor(other, "dm:typing");
    await emitWithAck(socket, "dm:typing:stop", { conversationId: "allow-typing" });
    expect(await stopped).toEqual({ conversationId: "allow-typing", userId, isTyping: false });
  });

  it("relays room typing as room:typing and refuses typing in a room the socket has not joined", async () => {
    expect(await emitWithAck(other, "room:join", { roomId: "allow-room-t" })).toEqual({ ok: true });
    expect(await emitWithAck(socket, "room:typing:start", { roomId: "allow-room-t" })).toEqual({
      ok: false,
      error: expect.any(String),
      code: "NOT_JOINED",
    });
    expect(await emitWithAck(socket, "room:join", { roomId: "allow-room-t" })).toEqual({ ok: true });
    const seen = waitFor(other, "room:typing");
    await emitWithAck(socket, "room:typing:start", { roomId: "allow-room-t" });
    expect(await seen).toEqual({ roomId: "allow-room-t", userId, isTyping: true });
  });

  it("stops relaying after leave", async () => {
    expect(await emitWithAck(socket, "dm:join", { conversationId: "allow-leave" })).toEqual({ ok: true });
    expect(await emitWithAck(socket, "dm:leave", { conversationId: "allow-leave" })).toEqual({ ok: true });
    expect(await emitWithAck(socket, "dm:typing:start", { conversationId: "allow-leave" })).toMatchObject({
      ok: false,
      code: "NOT_JOINED",
    });
  });

  it("limits join and typing bursts per socket with RATE_LIMITED, without asking the API", async () => {
    const user = await registerUser(env.api.app);
    const spammer = await env.connect(user.token, { url: fakeUrl });
    fakeApiCalls.length = 0;
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        emitWithAck(spammer, "dm:join", { conversationId: `allow-s${i}` }),
      ),
    );
    const limited = replies.filter((r) => (r as { code?: string }).code === "RATE_LIMITED");
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]).toEqual({ ok: false, error: expect.any(String), code: "RATE_LIMITED" });
    expect(fakeApiCalls.filter((c) => c.path.endsWith("/authz")).length).toBe(60 - limited.length);

    const typing = await Promise.all(
      Array.from({ length: 100 }, () =>
        emitWithAck(spammer, "dm:typing:start", { conversationId: "allow-s0" }),
      ),
    );
    expect(typing.some((r) => (r as { code?: string }).code === "RATE_LIMITED")).toBe(true);
    // Another socket is not affected; the spammer's ping is answered once its budget refills (ping is
    // limited like every event: socket-abuse.test.ts).
    expect(await emitWithAck(other, "dm:join", { conversationId: "allow-other" })).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await emitWithAck(spammer, "ping", {})).toEqual({ ts: expect.any(Number) });
  });

  it("joins the channel rooms the API lists on connect, and follows membership changes", async () => {
    const user = await registerUser(env.api.app);
    fakeChannels.set(user.id, ["ch-a"]);
    const member = await env.connect(user.token, { url: fakeUrl });
    const token = env.api.config.REALTIME_ADMIN_TOKEN;
    // The channel list is fetched right after connect; wait until the room delivers.
    await expect
      .poll(async () => {
        const got = waitFor(member, "channel:room:created", { timeoutMs: 300 }).then(
          () => true,
          () => false,
        );
        await adminPost(
          fakeUrl,
          "/emit/channel/room/created",
          { channelId: "ch-a", room: sample.room("r", "ch-a") },
          token,
        );
        return got;
      })
      .toBe(true);

    const joined = waitFor(member, "channel:member:joined");
    await adminPost(fakeUrl, "/emit/channel/member/joined", { channelId: "ch-b", userId: user.id }, token);
    expect(await joined).toEqual({ channelId: "ch-b", userId: user.id });
    const updated = waitFor(member, "channel:room:updated");
    await adminPost(
      fakeUrl,
      "/emit/channel/room/updated",
      { channelId: "ch-b", roomId: "r2", patch: { name: "n" } },
      token,
    );
    expect(await updated).toEqual({ channelId: "ch-b", roomId: "r2", patch: { name: "n" } });

    await adminPost(fakeUrl, "/emit/channel/member/left", { channelId: "ch-b", userId: user.id }, token);
    const after = receivedWithin(member, "channel:room:updated", 400);
    await adminPost(
      fakeUrl,
      "/emit/channel/room/updated",
      { channelId: "ch-b", roomId: "r2", patch: {} },
      token,
    );
    expect(await after).toBe(false);
  });
});

describe("channel rooms on connect", () => {
  const channelListCalls = (userId: string) =>
    fakeApiCalls.filter(
      (c) => c.path === "/api/v1/internal/channels/memberships" && c.userIds?.includes(userId),
    ).length;
  /** Whether an event emitted to `channel:<channelId>` through the admin route reaches the socket. */
  const deliveredToChannel = async (url: string, socket: ClientSocket, channelId: string) => {
    const got = waitFor(socket, "channel:room:created", { timeoutMs: 300 }).then(
      () => true,
      () => false,
    );
    await adminPost(
      url,
      "/emit/channel/room/created",
      { channelId, room: sample.room("r", channelId) },
      env.api.config.REALTIME_ADMIN_TOKEN,
    );
    return got;
  };

  it("asks the API again when the channel list fails, and joins the rooms once it answers", async () => {
    const { url, server } = await env.startRealtime({ apiUrl: fakeApiUrl });
    onTestFinished(() => server.close());
    const user = await registerUser(env.api.app);
    fakeChannels.set(user.id, ["ch-late"]);
    fakeChannelFailures.set(user.id, 2);
    const socket = await env.connect(user.token, { url });
    await expect.poll(() => deliveredToChannel(url, socket, "ch-late"), { timeout: 8000 }).toBe(true);
    expect(channelListCalls(user.id)).toBe(3);
  });

  it("gives up after a bounded number of attempts, logging each, and stops for a socket that left", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const { url, server } = await env.startRealtime({ apiUrl: fakeApiUrl, logger });
    onTestFinished(() => server.close());
    const gone = await registerUser(env.api.app);
    const stays = await registerUser(env.api.app);
    for (const user of [gone, stays]) fakeChannelFailures.set(user.id, Number.POSITIVE_INFINITY);

    const leaving = await env.connect(gone.token, { url });
    await expect.poll(() => channelListCalls(gone.id)).toBe(1);
    leaving.disconnect();
    const socket = await env.connect(stays.token, { url });
    const gaveUp = (l: Record<string, unknown>) =>
      l.userId === stays.id && l.msg === "channel list unavailable" && l.retryInMs === null;
    await expect.poll(() => lines.some(gaveUp), { timeout: 8000 }).toBe(true);

    const failures = lines.filter((l) => l.userId === stays.id && l.msg === "channel list unavailable");
    expect(failures.map((l) => l.attempt)).toEqual([1, 2, 3, 4]);
    expect(channelListCalls(stays.id)).toBe(4);
    // Its retries would have come before the other socket's last one.
    expect(channelListCalls(gone.id)).toBe(1);
    expect(socket.connected).toBe(true);
  });
});

describe("channel membership", () => {
  // The cluster-wide socketsJoin/socketsLeave of the Redis adapter comes back to the instance that
  // sent it; an echo landing after a later opposite move must not undo that move.
  it("applies quick member/joined and member/left in order: left stops delivery, a rejoin restores it", async () => {
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token);
    const token = env.api.config.REALTIME_ADMIN_TOKEN;
    const move = (what: "joined" | "left", channelId: string) =>
      adminPost(env.realtimeUrl, `/emit/channel/member/${what}`, { channelId, userId: user.id }, token);
    const update = (channelId: string) =>
      adminPost(env.realtimeUrl, "/emit/channel/room/updated", { channelId, roomId: "r", patch: {} }, token);
    for (let i = 0; i < 30; i++) {
      const channelId = `ch-move-${i}`;
      const leaked = receivedWithin(socket, "channel:room:updated", 100);
      await move("joined", channelId);
      await move("left", channelId);
      await update(channelId);
      expect(await leaked).toBe(false);

      await move("left", channelId);
      await move("joined", channelId);
      const delivered = waitFor(socket, "channel:room:updated");
      await update(channelId);
      expect(await delivered).toEqual({ channelId, roomId: "r", patch: {} });
    }
  });
  it("moves the member's sockets connected to another instance too", async () => {
    const second = await env.startRealtime();
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token, { url: second.url });
    const token = env.api.config.REALTIME_ADMIN_TOKEN;
    const body = { channelId: "ch-remote", userId: user.id };
    const update = { channelId: "ch-remote", roomId: "r", patch: { name: "renamed" } };
    await adminPost(env.realtimeUrl, "/emit/channel/member/joined", body, token);
    const delivered = waitFor(socket, "channel:room:updated");
    await adminPost(env.realtimeUrl, "/emit/channel/room/updated", update, token);
    expect(await delivered).toEqual(update);

    await adminPost(env.realtimeUrl, "/emit/channel/member/left", body, token);
    const leaked = receivedWithin(socket, "channel:room:updated", 300);
    await adminPost(env.realtimeUrl, "/emit/channel/room/updated", update, token);
    expect(await leaked).toBe(false);
  });
});

describe("admin routes", () => {
  it.each([
    ["no token", undefined],
    ["a wrong token", "wrong-token-wrong-token"],
    ["an empty token", ""],
  ])("refuses %s with 401 and emits nothing", async (_label, token) => {
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token);
    const got = receivedWithin(socket, "notification:new", 400);
    const response = await adminPost(
      env.realtimeUrl,
      "/emit/notification/new",
      { userId: user.id, notification: sample.notification("x") },
      token,
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: expect.any(String), code: "UNAUTHORIZED" });
    expect(await got).toBe(false);
  });

  it.each([
    ["/emit/notification/new", { userId: "u" }],
    ["/emit/dm/message/new", { conversationId: "c", message: "not an object" }],
    ["/emit/dm/read", { conversationId: "c", userId: "u", lastReadAt: "t" }],
    ["/emit/room/message/deleted", {}],
    ["/emit/media/processing/update", { userId: "u", media: {} }],
    ["/emit/notification/new", { userId: "u", notification: { id: "n" } }],
    ["/emit/dm/message/new", { conversationId: "c", message: { id: "m", body: "no dates" } }],
    ["/emit/room/message/new", { roomId: "r", message: { id: "m", roomId: "r", senderId: "u" } }],
    ["/emit/channel/room/created", { channelId: "ch", room: { id: "r", visibility: "everyone" } }],
    ["/emit/channel/room/updated", { channelId: "ch", roomId: "r", patch: { visibility: "everyone" } }],
  ])("answers 400 for an invalid body on %s", async (route, body) => {
    const response = await adminPost(env.realtimeUrl, route, body, env.api.config.REALTIME_ADMIN_TOKEN);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { message: unknown; errors: { fieldErrors: unknown } };
    expect(json.message).toEqual(expect.any(String));
    expect(json.errors.fieldErrors).toEqual(expect.any(Object));
  });

  it("emits each event into its room only", async () => {
    const a = await registerUser(env.api.app);
    const b = await registerUser(env.api.app);
    const sa = await env.connect(a.token);
    const sb = await env.connect(b.token);
    const got = waitFor(sa, "media:processing:update");
    const notForB = receivedWithin(sb, "media:processing:update", 400);
    const response = await adminPost(
      env.realtimeUrl,
      "/emit/media/processing/update",
      { userId: a.id, postId: "p1", media: sample.media("m1") },
      env.api.config.REALTIME_ADMIN_TOKEN,
    );
    expect(response.status).toBe(200);
    expect(await got).toEqual({ postId: "p1", media: sample.media("m1") });
    expect(await notForB).toBe(false);
  });

  it("emits a batch in one call, each event into its own room, in order", async () => {
    const a = await registerUser(env.api.app);
    const b = await registerUser(env.api.app);
    const sa = await env.connect(a.token);
    const sb = await env.connect(b.token);
    const toA: string[] = [];
    sa.on("notification:new", (p) => toA.push(p.notification.id));
    const toB = waitFor(sb, "notification:new");
    const media = waitFor(sa, "media:processing:update");
    const response = await adminPost(
      env.realtimeUrl,
      EMIT_BATCH_ROUTE,
      {
        emits: [
          {
            route: "/emit/notification/new",
            body: { userId: a.id, notification: sample.notification("n1") },
          },
          {
            route: "/emit/notification/new",
            body: { userId: b.id, notification: sample.notification("n2") },
          },
          {
            route: "/emit/notification/new",
            body: { userId: a.id, notification: sample.notification("n3") },
          },
          {
            route: "/emit/media/processing/update",
            body: { userId: a.id, postId: "p1", media: sample.media("m1") },
          },
        ],
      },
      env.api.config.REALTIME_ADMIN_TOKEN,
    );
    expect(response.status).toBe(200);
    expect((await toB).notification.id).toBe("n2");
    expect(await media).toEqual({ postId: "p1", media: sample.media("m1") });
    await expect.poll(() => toA).toEqual(["n1", "n3"]);
    expect(await receivedWithin(sb, "notification:new", 200)).toBe(false);
  });

  it.each([
    [
      "an invalid body among valid ones",
      (userId: string) => [
        { route: "/emit/notification/new", body: { userId, notification: sample.notification("ok") } },
        { route: "/emit/notification/new", body: { userId } },
      ],
    ],
    [
      "an unknown route",
      (userId: string) => [
        { route: "/emit/notification/new", body: { userId, notification: sample.notification("ok") } },
        { route: "/emit/nothing", body: {} },
      ],
    ],
    ["no emits", () => []],
    [
      "more than EMIT_BATCH_MAX emits",
      (userId: string) =>
        Array.from({ length: EMIT_BATCH_MAX + 1 }, (_, i) => ({
          route: "/emit/notification/new",
          body: { userId, notification: sample.notification(`n${i}`) },
        })),
    ],
  ])("refuses a batch with %s with 400 and emits none of it", async (_label, emits) => {
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token);
    const none = receivedWithin(socket, "notification:new", 400);
    const response = await adminPost(
      env.realtimeUrl,
      EMIT_BATCH_ROUTE,
      { emits: emits(user.id) },
      env.api.config.REALTIME_ADMIN_TOKEN,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: { fieldErrors: { emits: expect.any(Array) } },
    });
    expect(await none).toBe(false);
  });

  it("refuses a batch without the admin token with 401", async () => {
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token);
    const none = receivedWithin(socket, "notification:new", 400);
    const response = await adminPost(env.realtimeUrl, EMIT_BATCH_ROUTE, {
      emits: [
        {
          route: "/emit/notification/new",
          body: { userId: user.id, notification: sample.notification("x") },
        },
      ],
    });
    expect(response.status).toBe(401);
    expect(await none).toBe(false);
  });

  it("answers /ready 200 with its Redis check while Redis answers", async () => {
    // The 503 side is checkReadiness's, exercised against a frozen and a dead Redis in the API's
    // outage tests; a realtime instance on a Redis of its own left an adapter command unanswered at
    // teardown.
    const response = await fetch(`${env.realtimeUrl}/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ready: true, redis: true });
  });

  it("serves /health and 404s unknown admin routes", async () => {
    const health = await fetch(`${env.realtimeUrl}/health`);
    expect(await health.json()).toEqual({ ok: true });
    const unknown = await adminPost(
      env.realtimeUrl,
      "/emit/nothing",
      {},
      env.api.config.REALTIME_ADMIN_TOKEN,
    );
    expect(unknown.status).toBe(404);
  });
});

describe("access re-check", () => {
  it("refuses a wrong token with 401 and an invalid body with 400", async () => {
    const token = env.api.config.REALTIME_ADMIN_TOKEN;
    const unauthorized = await adminPost(env.realtimeUrl, "/access/recheck", { userId: "u" }, "wrong-token");
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({ message: expect.any(String), code: "UNAUTHORIZED" });
    for (const body of [{}, { userId: "" }, { userId: 42 }, { userId: "x".repeat(65) }]) {
      const response = await adminPost(env.realtimeUrl, "/access/recheck", body, token);
      expect(response.status).toBe(400);
      const json = (await response.json()) as { code: unknown; errors: { fieldErrors: unknown } };
      expect(json.code).toBe("VALIDATION_FAILED");
      expect(json.errors.fieldErrors).toEqual({ userId: expect.any(Array) });
    }
    const ok = await adminPost(env.realtimeUrl, "/access/recheck", { userId: "nobody-connected" }, token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
  });

  it.each([
    ["on the instance called", false],
    ["on another instance", true],
  ])(
    "takes the user's sockets out of the DM and channel rooms now refused, keeps those the API cannot answer for (%s)",
    async (_label, remote) => {
      const called = await env.startRealtime({ apiUrl: fakeApiUrl });
      const holding = remote ? await env.startRealtime({ apiUrl: fakeApiUrl }) : called;
      onTestFinished(async () => {
        await called.server.close();
        await holding.server.close();
      });
      const user = await registerUser(env.api.app);
      const bystander = await registerUser(env.api.app);
      const socket = await env.connect(user.token, { url: holding.url });
      const bystanderSocket = await env.connect(bystander.token, { url: holding.url });
      const tag = `${remote ? "remote" : "local"}-${user.id}`;
      const ids = {
        brokenDm: `recheck-broken-${tag}`,
        keptRoom: `recheck-kept-${tag}`,
        deniedDm: `recheck-denied-${tag}`,
        goneRoom: `recheck-gone-${tag}`,
      };
      for (const id of Object.values(ids)) fakeAuthz.set(id, 200);
      const joins: [string, object][] = [
        ["dm:join", { conversationId: ids.brokenDm }],
        ["room:join", { roomId: ids.keptRoom }],
        ["dm:join", { conversationId: ids.deniedDm }],
        ["room:join", { roomId: ids.goneRoom }],
      ];
      for (const [event, payload] of joins) {
        expect(await emitWithAck(socket, event, payload)).toEqual({ ok: true });
        expect(await emitWithAck(bystanderSocket, event, payload)).toEqual({ ok: true });
      }
      fakeAuthz.set(ids.brokenDm, 500);
      fakeAuthz.set(ids.deniedDm, 403);
      fakeAuthz.set(ids.goneRoom, 404);

      const token = env.api.config.REALTIME_ADMIN_TOKEN;
      const response = await adminPost(called.url, "/access/recheck", { userId: user.id }, token);
      expect(response.status).toBe(200);
      const holders = async (room: string) =>
        (await env.realtime.io.in(room).fetchSockets()).map((s) => s.id).sort();
      // The rooms are asked in join order: once the last one is left, every answer has been applied.
      await expect.poll(() => holders(`room:${ids.goneRoom}`)).toEqual([bystanderSocket.id]);
      expect(await holders(`dm:${ids.deniedDm}`)).toEqual([bystanderSocket.id]);
      expect(await holders(`dm:${ids.brokenDm}`)).toEqual([socket.id, bystanderSocket.id].sort());
      expect(await holders(`room:${ids.keptRoom}`)).toEqual([socket.id, bystanderSocket.id].sort());
      // Only the user's sockets were asked about again, each with its own JWT.
      const asked = fakeApiCalls.filter((c) => c.path.includes(tag));
      expect(asked.filter((c) => c.authorization === `Bearer ${user.token}`)).toHaveLength(8);
      expect(asked.filter((c) => c.authorization === `Bearer ${bystander.token}`)).toHaveLength(4);

      const stillThere = waitFor(socket, "dm:message:new");
      const leaked = receivedWithin(socket, "dm:message:edited", 400);
      await adminPost(
        called.url,
        "/emit/dm/message/new",
        { conversationId: ids.brokenDm, message: sample.dmMessage(ids.brokenDm) },
        token,
      );
      const edit = { conversationId: ids.deniedDm, messageId: "m", body: "b", editedAt: "t" };
      const bystanderGot = waitFor(bystanderSocket, "dm:message:edited");
      await adminPost(called.url, "/emit/dm/message/edited", edit, token);
      expect(await stillThere).toEqual({
        conversationId: ids.brokenDm,
        message: sample.dmMessage(ids.brokenDm),
      });
      expect(await bystanderGot).toEqual(edit);
      expect(await leaked).toBe(false);
    },
  );
});

describe("several instances", () => {
  it("delivers an emit made on one instance to a socket connected to another (Redis adapter)", async () => {
    const second = await env.startRealtime();
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token, { url: second.url });
    const got = waitFor(socket, "notification:new");
    const response = await adminPost(
      env.realtimeUrl,
      "/emit/notification/new",
      { userId: user.id, notification: sample.notification("cross") },
      env.api.config.REALTIME_ADMIN_TOKEN,
    );
    expect(response.status).toBe(200);
    expect(await got).toEqual({ notification: sample.notification("cross") });
  });
});

describe("presence", () => {
  it("tells followers when a user comes online and when its last socket goes, across instances", async () => {
    const star = await registerUser(env.api.app);
    const fan = await registerUser(env.api.app);
    const stranger = await registerUser(env.api.app);
    await env.api.db.insert(follows).values({ followerId: fan.id, followingId: star.id });
    const second = await env.startRealtime();
    const fanSocket = await env.connect(fan.token, { url: second.url });
    const strangerSocket = await env.connect(stranger.token);

    const online = waitFor(fanSocket, "presence:update");
    const strangerHears = receivedWithin(strangerSocket, "presence:update", 800);
    const first = await env.connect(star.token);
    expect(await online).toEqual({ userId: star.id, status: "online", lastSeen: expect.any(String) });
    expect(await strangerHears).toBe(false);

    // A second device is not a new transition; closing one of two is not offline either.
    const noRepeat = receivedWithin(fanSocket, "presence:update", 500);
    const secondDevice = await env.connect(star.token, { url: second.url });
    first.disconnect();
    expect(await noRepeat).toBe(false);

    const offline = waitFor(fanSocket, "presence:update");
    secondDevice.disconnect();
    expect(await offline).toEqual({ userId: star.id, status: "offline", lastSeen: expect.any(String) });
  });
  it("leaves presence writes to the sweep: a ping does not touch Redis", async () => {
    const user = await registerUser(env.api.app);
    // An instance whose sweep (every TTL/3) cannot fire during the test.
    const { url } = await env.startRealtime({ presenceTtlMs: 600_000 });
    const socket = await env.connect(user.token, { url });
    const score = () => env.api.deps.redis.zscore(`presence:${user.id}`, socket.id as string);
    await expect.poll(score).not.toBeNull();
    const before = await score();
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 5; i++) await emitWithAck(socket, "ping", {});
    expect(await score()).toBe(before);
  });

  it("re-records a live socket whose presence entry was lost, so a later disconnect is not offline", async () => {
    const star = await registerUser(env.api.app);
    const fan = await registerUser(env.api.app);
    await env.api.db.insert(follows).values({ followerId: fan.id, followingId: star.id });
    const fanSocket = await env.connect(fan.token);
    const online = waitFor(fanSocket, "presence:update", { filter: (u) => u.userId === star.id });
    // On an instance that sweeps (refreshes its sockets' entries) every second.
    const { url } = await env.startRealtime({ presenceTtlMs: 3000 });
    await env.connect(star.token, { url });
    await online;

    // Redis lost the entry (a restart, or an instance stalled past the TTL); the sweep re-records it.
    await env.api.deps.redis.del(`presence:${star.id}`);
    await expect.poll(() => env.api.deps.redis.zcard(`presence:${star.id}`), { timeout: 3000 }).toBe(1);

    const second = await env.connect(star.token);
    await expect.poll(() => env.api.deps.redis.zcard(`presence:${star.id}`)).toBe(2);
    const offline = receivedWithin(fanSocket, "presence:update", 500);
    second.disconnect();
    expect(await offline).toBe(false);
  });
  it("tells followers a user went offline when its sockets are dropped for a revoked token", async () => {
    const star = await registerUser(env.api.app);
    const fan = await registerUser(env.api.app);
    await env.api.db.insert(follows).values({ followerId: fan.id, followingId: star.id });
    const { url } = await env.startRealtime({ presenceTtlMs: 3000 });
    const fanSocket = await env.connect(fan.token);
    const online = waitFor(fanSocket, "presence:update", { filter: (u) => u.userId === star.id });
    const live = await env.connect(star.token, { url });
    expect(await online).toMatchObject({ status: "online" });

    const offline = waitFor(fanSocket, "presence:update", {
      filter: (u) => u.userId === star.id,
    });
    const dropped = new Promise((resolve) => live.once("disconnect", resolve));
    await env.api.app.inject({ method: "POST", url: "/api/v1/auth/logout-all", headers: bearer(star.token) });
    await dropped;
    expect(await offline).toEqual({ userId: star.id, status: "offline", lastSeen: expect.any(String) });
  });
  it("announces offline, once, for a user whose sockets were on an instance that crashed", async () => {
    const star = await registerUser(env.api.app);
    const fan = await registerUser(env.api.app);
    await env.api.db.insert(follows).values({ followerId: fan.id, followingId: star.id });
    // A sweeping instance (short TTL), and a "crashed" one: it recorded a socket, then never
    // refreshed nor removed it.
    await env.startRealtime({ presenceTtlMs: 3000 });
    const fanSocket = await env.connect(fan.token);
    expect(await createPresence(env.api.deps.redis, 300).connect(star.id, "socket-of-a-dead-instance")).toBe(
      true,
    );

    // The dead instance's connect queued the user online (announced by a live instance); its reap,
    // the user offline.
    const offline = waitFor(fanSocket, "presence:update", {
      filter: (u) => u.userId === star.id && u.status === "offline",
      // A wait, not a target: the reap comes a sweep (1 s here) after the entry expires, then the
      // announcer's batch; a loaded CI machine once took over 10 s for the whole chain.
      timeoutMs: 25_000,
    });
    expect(await offline).toEqual({ userId: star.id, status: "offline", lastSeen: expect.any(String) });
    expect(await receivedWithin(fanSocket, "presence:update", 2500)).toBe(false);
  }, 40_000);
  it("announces online again, once, a user reaped while its instances stalled, when they refresh again", async () => {
    const redis = env.api.deps.redis;
    const star = await registerUser(env.api.app);
    const fan = await registerUser(env.api.app);
    await env.api.db.insert(follows).values({ followerId: fan.id, followingId: star.id });
    const fanSocket = await env.connect(fan.token);
    const online = waitFor(fanSocket, "presence:update", { filter: (u) => u.userId === star.id });
    // Two devices on two instances that sweep (refresh their sockets' entries) every second.
    const a = await env.startRealtime({ presenceTtlMs: 3000 });
    const b = await env.startRealtime({ presenceTtlMs: 3000 });
    const devices = [
      await env.connect(star.token, { url: a.url }),
      await env.connect(star.token, { url: b.url }),
    ];
    expect(await online).toMatchObject({ status: "online" });
    await expect.poll(() => redis.zcard(`presence:${star.id}`)).toBe(2);

    // Both instances stall past the TTL (their entries expire unrefreshed) and a live instance reaps
    // the user, queues it offline and announces it. The stall is simulated in Redis; it is made again
    // until the offline went out before the instances' next refresh (which brings the user back: an
    // offline still queued then is undone, and nothing is announced, followers having it right).
    // The updates are recorded in arrival order and judged after the last offline.
    const updates: { status: string; lastSeen: string }[] = [];
    fanSocket.on("presence:update", (u: { userId: string; status: string; lastSeen: string }) => {
      if (u.userId === star.id) updates.push(u);
    });
    const lastOffline = () => updates.map((u) => u.status).lastIndexOf("offline");
    const reaper = createPresence(redis, 3000);
    await expect
      .poll(
        async () => {
          if (lastOffline() >= 0) return true;
          const past = Date.now() - 1;
          await redis
            .multi()
            .zadd(`presence:${star.id}`, "XX", past, devices[0]?.id ?? "", past, devices[1]?.id ?? "")
            .zadd("presence-index", "XX", past, star.id)
            .exec();
          if ((await reaper.reapExpired()).includes(star.id)) await env.realtime.announcer.kick();
          await new Promise((resolve) => setTimeout(resolve, 100));
          return lastOffline() >= 0;
        },
        { timeout: 8000 },
      )
      .toBe(true);
    await expect.poll(lastOffline, { timeout: 3000 }).toBeGreaterThanOrEqual(0);

    // The instances wake up: their next refresh brings the entries back, and exactly one of them
    // announces the user online again.
    const afterOffline = () => updates.slice(lastOffline() + 1);
    await expect.poll(() => afterOffline().length, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    expect(afterOffline()[0]).toEqual({ userId: star.id, status: "online", lastSeen: expect.any(String) });
    await expect.poll(() => redis.zcard(`presence:${star.id}`), { timeout: 3000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(afterOffline()).toHaveLength(1);
  });

  it("has refresh report a user only when it brings the user back from no presence at all", async () => {
    const { config } = env.api;
    const user = await registerUser(env.api.app);
    const mine = createPresence(env.api.deps.redis, 3000);
    // Another instance, on its own connection to Redis.
    const otherRedis = createRedis(config.REDIS_URL, config.REDIS_PREFIX);
    const theirs = createPresence(otherRedis, 3000);
    try {
      expect(await mine.connect(user.id, "s1")).toBe(true);
      expect(await mine.refresh([{ userId: user.id, socketId: "s1" }])).toEqual({ online: [], failed: [] });
      // Entries lost while the user stays indexed (not announced offline): re-recorded, not reported.
      await env.api.deps.redis.del(`presence:${user.id}`);
      expect(await mine.refresh([{ userId: user.id, socketId: "s1" }])).toEqual({ online: [], failed: [] });

      // Reaped (announced offline): the first of two concurrent refreshes reports the user, once.
      await env.api.deps.redis.del(`presence:${user.id}`);
      await env.api.deps.redis.zrem("presence-index", user.id);
      const results = await Promise.all([
        mine.refresh([{ userId: user.id, socketId: "s1" }]),
        theirs.refresh([
          { userId: user.id, socketId: "s2" },
          { userId: user.id, socketId: "s3" },
        ]),
      ]);
      expect(results.flatMap((r) => r.online)).toEqual([user.id]);
      expect(await env.api.deps.redis.zcard(`presence:${user.id}`)).toBe(3);
    } finally {
      otherRedis.disconnect();
    }
  });
});

describe("socket event logging", () => {
  async function loggedLines(logging: boolean) {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const { url } = await env.startRealtime({ logger, config: { SOCKET_EVENT_LOGGING: logging } });
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token, { url });
    await emitWithAck(socket, "dm:join", { conversationId: "x".repeat(1000) });
    const delivered = waitFor(socket, "notification:new");
    await adminPost(
      url,
      "/emit/notification/new",
      { userId: user.id, notification: sample.notification("logged") },
      env.api.config.REALTIME_ADMIN_TOKEN,
    );
    await delivered;
    return lines.filter((l) => l.msg === "socket event");
  }

  it("logs inbound and outbound events with truncated payloads by default", async () => {
    const events = await loggedLines(true);
    const inbound = events.find((l) => l.dir === "in" && l.event === "dm:join");
    expect(inbound?.payload).toMatch(/^\{"conversationId":"x+….*\(\d+ chars\)$/);
    expect(String(inbound?.payload).length).toBeLessThan(400);
    const outbound = events.find((l) => l.dir === "out" && l.event === "notification:new");
    expect(outbound?.payload).toBe(JSON.stringify({ notification: sample.notification("logged") }));
  });

  it("logs no socket events when SOCKET_EVENT_LOGGING is off", async () => {
    expect(await loggedLines(false)).toEqual([]);
  });
});

describe("against the real API", () => {
  it("lets conversation participants join dm:<id> and receive dm:message:new; refuses others with AUTHZ_DENIED", async () => {
    const alice = await registerUser(env.api.app);
    const bob = await registerUser(env.api.app);
    const eve = await registerUser(env.api.app);
    const conversationId = await openConversation(env, alice, bob);

    const bobSocket = await env.connect(bob.token);
    const eveSocket = await env.connect(eve.token);
    expect(await emitWithAck(bobSocket, "dm:join", { conversationId })).toEqual({ ok: true });
    expect(await emitWithAck(eveSocket, "dm:join", { conversationId })).toEqual({
      ok: false,
      error: expect.stringMatching(/40[34]/),
      code: "AUTHZ_DENIED",
    });

    const delivered = waitFor(bobSocket, "dm:message:new");
    const notForEve = receivedWithin(eveSocket, "dm:message:new", 500);
    const sent = await env.api.app.inject({
      method: "POST",
      url: `/api/v1/conversations/${conversationId}/messages`,
      headers: bearer(alice.token),
      payload: { body: "gg" },
    });
    expect(sent.statusCode).toBe(201);
    expect(await delivered).toMatchObject({
      conversationId,
      message: expect.objectContaining({ body: "gg" }),
    });
    expect(await notForEve).toBe(false);
  });
  const as = (user: { token: string }, method: "POST" | "PATCH", url: string, payload?: object) =>
    env.api.app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), payload });
  const elsewhere = async (remote: boolean) => (remote ? (await env.startRealtime()).url : env.realtimeUrl);

  it.each([
    ["on the instance the API calls", false],
    ["on another instance", true],
  ])(
    "takes a member who leaves the channel out of the channel's rooms they had joined (%s)",
    async (_l, remote) => {
      const owner = await registerUser(env.api.app);
      const member = await registerUser(env.api.app);
      const channelId = await createChannel(owner);
      const room = await as(owner, "POST", `/channels/${channelId}/rooms`, {
        name: "r",
        visibility: "members",
      });
      expect(room.statusCode).toBe(201);
      const roomId = (room.json() as { id: string }).id;
      expect((await as(member, "POST", `/channels/${channelId}/join`)).statusCode).toBe(200);

      const socket = await env.connect(member.token, { url: await elsewhere(remote) });
      expect(await emitWithAck(socket, "room:join", { roomId })).toEqual({ ok: true });
      const seen = waitFor(socket, "room:message:new");
      expect((await as(owner, "POST", `/rooms/${roomId}/messages`, { body: "hi" })).statusCode).toBe(201);
      await seen;

      const left = waitFor(socket, "channel:member:left");
      expect((await as(member, "POST", `/channels/${channelId}/leave`)).statusCode).toBe(200);
      await left;
      await expect
        .poll(async () => (await env.realtime.io.in(`room:${roomId}`).fetchSockets()).map((s) => s.id))
        .toEqual([]);
      const leaked = receivedWithin(socket, "room:message:new", 400);
      expect(
        (await as(owner, "POST", `/rooms/${roomId}/messages`, { body: "members only" })).statusCode,
      ).toBe(201);
      expect(await leaked).toBe(false);
    },
  );
  it.each([
    ["on the instance the API calls", false],
    ["on another instance", true],
  ])("takes sockets out of a room whose visibility no longer lets them in (%s)", async (_l, remote) => {
    const owner = await registerUser(env.api.app);
    const passerby = await registerUser(env.api.app);
    const channelId = await createChannel(owner);
    const room = await as(owner, "POST", `/channels/${channelId}/rooms`, {
      name: "open",
      visibility: "public",
    });
    const roomId = (room.json() as { id: string }).id;
    const ownerSocket = await env.connect(owner.token);
    const socket = await env.connect(passerby.token, { url: await elsewhere(remote) });
    expect(await emitWithAck(ownerSocket, "room:join", { roomId })).toEqual({ ok: true });
    expect(await emitWithAck(socket, "room:join", { roomId })).toEqual({ ok: true });

    expect((await as(owner, "PATCH", `/rooms/${roomId}`, { visibility: "members" })).statusCode).toBe(200);
    await expect
      .poll(async () => (await env.realtime.io.in(`room:${roomId}`).fetchSockets()).map((s) => s.id))
      .toEqual([ownerSocket.id]);
    const leaked = receivedWithin(socket, "room:message:new", 400);
    expect((await as(owner, "POST", `/rooms/${roomId}/messages`, { body: "members now" })).statusCode).toBe(
      201,
    );
    expect(await leaked).toBe(false);
  });
});

describe("the API's per-address rate limit", () => {
  let limited: RealtimeTestEnv;
  beforeAll(async () => {
    limited = await createRealtimeTestEnv({ env: { RATE_LIMIT_MAX: "8" } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("does not count the realtime service's callbacks, which all come from its one address", async () => {
    const alice = await registerUser(limited.api.app);
    const bob = await registerUser(limited.api.app);
    const conversationId = await openConversation(limited, alice, bob);
    const socket = await limited.connect(bob.token);
    for (let i = 0; i < 10; i++) {
      expect(await emitWithAck(socket, "dm:join", { conversationId })).toEqual({ ok: true });
    }
    // Ordinary clients on that address are still limited.
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      statuses.push(
        (
          await limited.api.app.inject({
            method: "GET",
            url: "/api/v1/notifications",
            headers: bearer(bob.token),
          })
        ).statusCode,
      );
    }
    expect(statuses).toContain(429);
  });
});
