import { creatorSubscriptions, playSessions, rooms } from "@playpal/db";
import { and, eq } from "drizzle-orm";
import { TokenVerifier } from "livekit-server-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller, bearer, registerUser } from "#test/context.ts";
import { makeImage, multipart } from "#test/multipart.ts";
import {
  type ClientSocket,
  createRealtimeTestEnv,
  emitWithAck,
  type RealtimeTestEnv,
} from "#test/realtime.ts";

/**
 * SPEC.md "Voice room access", checked cell by cell through the three doors that share the rule: the
 * voice token route, the realtime join check route, and a real socket's `room:join` (which the
 * realtime service authorizes by calling the API with the user's JWT).
 */
let env: RealtimeTestEnv;
type User = Awaited<ReturnType<typeof registerUser>> & { displayName: string };
const HOUR = 3600_000;

const personas = [
  "owner",
  "member",
  "subscriberActive",
  "subscriberNoExpiry",
  "subscriberExpired",
  "subscriberNotMember",
  "sessionPlaypal",
  "sessionPurchaser",
  "stranger",
] as const;
type Persona = (typeof personas)[number];
const visibilities = ["public", "members", "vip", "private"] as const;
type Visibility = (typeof visibilities)[number];

/** Who may enter, per SPEC.md's table. */
const EXPECTED: Record<Persona, Record<Visibility, boolean>> = {
  owner: { public: true, members: true, vip: true, private: false },
  member: { public: true, members: true, vip: false, private: false },
  subscriberActive: { public: true, members: true, vip: true, private: false },
  subscriberNoExpiry: { public: true, members: true, vip: true, private: false },
  subscriberExpired: { public: true, members: true, vip: false, private: false },
  subscriberNotMember: { public: true, members: false, vip: false, private: false },
  sessionPlaypal: { public: true, members: false, vip: false, private: true },
  sessionPurchaser: { public: true, members: false, vip: false, private: true },
  stranger: { public: true, members: false, vip: false, private: false },
};

const users = {} as Record<Persona, User>;
const roomIds = {} as Record<Visibility, string>;
const sockets = {} as Record<Persona, ClientSocket>;

const call = apiCaller(() => env.api.app);

beforeAll(async () => {
  env = await createRealtimeTestEnv();
  for (const persona of personas) {
    const registered = await registerUser(env.api.app, { first_name: persona, last_name: "Tester" });
    users[persona] = { ...registered, displayName: `${persona} Tester` };
  }
  const { owner } = users;
  const form = multipart({ name: "Access matrix" }, [
    { field: "banner", filename: "b.png", contentType: "image/png", data: await makeImage() },
  ]);
  const created = await env.api.app.inject({
    method: "POST",
    url: "/api/v1/channels",
    headers: { ...bearer(owner.token), ...form.headers },
    payload: form.payload,
  });
  expect(created.statusCode).toBe(201);
  const channelId = created.json().id as string;
  for (const persona of ["member", "subscriberActive", "subscriberNoExpiry", "subscriberExpired"] as const) {
    expect((await call("POST", `/channels/${channelId}/join`, users[persona])).statusCode).toBe(200);
  }
  // Subscriptions and sessions are written by the commerce domain; here they are the fixture.
  const now = Date.now();
  await env.api.db.insert(creatorSubscriptions).values([
    { subscriberId: users.subscriberActive.id, creatorId: owner.id, expiresAt: new Date(now + 24 * HOUR) },
    { subscriberId: users.subscriberNoExpiry.id, creatorId: owner.id, expiresAt: null },
    { subscriberId: users.subscriberExpired.id, creatorId: owner.id, expiresAt: new Date(now - HOUR) },
    { subscriberId: users.subscriberNotMember.id, creatorId: owner.id, expiresAt: new Date(now + 24 * HOUR) },
    // A subscription to someone else does not open this owner's vip rooms.
    { subscriberId: users.member.id, creatorId: users.stranger.id, expiresAt: null },
  ]);
  for (const visibility of ["public", "members", "vip"] as const) {
    const room = await call("POST", `/channels/${channelId}/rooms`, owner, { name: visibility, visibility });
    expect(room.statusCode).toBe(201);
    roomIds[visibility] = room.json().id;
  }
  const [session] = await env.api.db
    .insert(playSessions)
    .values({
      playpalId: users.sessionPlaypal.id,
      purchaserId: users.sessionPurchaser.id,
      startsAt: new Date(now + HOUR),
      endsAt: new Date(now + 2 * HOUR),
    })
    .returning();
  const [privateRoom] = await env.api.db
    .insert(rooms)
    .values({ channelId: null, name: "Session", visibility: "private", sessionId: session?.id })
    .returning();
  roomIds.private = privateRoom?.id as string;

  for (const persona of personas) sockets[persona] = await env.connect(users[persona].token);
});

afterAll(async () => {
  await env?.close();
});

const cells = personas.flatMap((persona) =>
  visibilities.map((visibility) => ({ persona, visibility, allowed: EXPECTED[persona][visibility] })),
);

describe("voice room access matrix", () => {
  it.each(cells)(
    "$persona in a $visibility room: allowed=$allowed for token, authz and room:join",
    async ({ persona, visibility, allowed }) => {
      const user = users[persona];
      const roomId = roomIds[visibility];

      const token = await call("POST", `/rooms/${roomId}/voice-token`, user);
      expect(token.statusCode).toBe(allowed ? 200 : 403);

      const authz = await call("GET", `/room/${roomId}/authz`, user);
      expect(authz.statusCode).toBe(allowed ? 200 : 403);
      if (allowed) expect(authz.json()).toEqual({ ok: true });

      const ack = await emitWithAck(sockets[persona], "room:join", { roomId });
      if (allowed) {
        expect(ack).toEqual({ ok: true });
      } else {
        expect(ack).toEqual({ ok: false, error: expect.stringContaining("403"), code: "AUTHZ_DENIED" });
      }
      await emitWithAck(sockets[persona], "room:leave", { roomId });
    },
  );

  it("answers 404 for an unknown room on all three doors", async () => {
    const user = users.owner;
    expect((await call("POST", "/rooms/no_such_room/voice-token", user)).statusCode).toBe(404);
    expect((await call("GET", "/room/no_such_room/authz", user)).statusCode).toBe(404);
    const ack = await emitWithAck(sockets.owner, "room:join", { roomId: "no_such_room" });
    expect(ack).toEqual({ ok: false, error: expect.stringContaining("404"), code: "AUTHZ_DENIED" });
  });

  it("answers 401 without a token and 400 for a malformed room id", async () => {
    const anonymous = await env.api.app.inject({
      method: "POST",
      url: `/api/v1/rooms/${roomIds.public}/voice-token`,
    });
    expect(anonymous.statusCode).toBe(401);
    const authzAnonymous = await env.api.app.inject({
      method: "GET",
      url: `/api/v1/room/${roomIds.public}/authz`,
    });
    expect(authzAnonymous.statusCode).toBe(401);
    expect((await call("POST", "/rooms/bad%20id/voice-token", users.owner)).statusCode).toBe(400);
    expect((await call("GET", "/room/bad%20id/authz", users.owner)).statusCode).toBe(400);
  });

  it("closes a vip room to a subscriber the moment the subscription lapses", async () => {
    const { subscriberActive } = users;
    expect((await call("GET", `/room/${roomIds.vip}/authz`, subscriberActive)).statusCode).toBe(200);
    await env.api.db
      .update(creatorSubscriptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(creatorSubscriptions.subscriberId, subscriberActive.id),
          eq(creatorSubscriptions.creatorId, users.owner.id),
        ),
      );
    expect((await call("GET", `/room/${roomIds.vip}/authz`, subscriberActive)).statusCode).toBe(403);
    expect((await call("POST", `/rooms/${roomIds.vip}/voice-token`, subscriberActive)).statusCode).toBe(403);
    await env.api.db
      .update(creatorSubscriptions)
      .set({ expiresAt: new Date(Date.now() + 24 * HOUR) })
      .where(eq(creatorSubscriptions.subscriberId, subscriberActive.id));
  });
});

describe("voice token", () => {
  it("is a LiveKit token for that one room, 1 hour, explicit grants, identity = user id, name = display name", async () => {
    const user = users.member;
    const response = await call("POST", `/rooms/${roomIds.members}/voice-token`, user);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      token: expect.any(String),
      url: env.api.deps.conference.url,
      roomName: `room_${roomIds.members}`,
      expiresIn: 3600,
    });

    const { LIVEKIT_API_KEY, LIVEKIT_API_SECRET } = env.api.config;
    const claims = await new TokenVerifier(LIVEKIT_API_KEY, LIVEKIT_API_SECRET).verify(body.token);
    expect(claims.sub).toBe(user.id);
    expect(claims.name).toBe(user.displayName);
    expect(claims.iss).toBe(LIVEKIT_API_KEY);
    expect(claims.video).toEqual({
      room: `room_${roomIds.members}`,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
    });
    const ttl = (claims.exp as number) - (claims.nbf as number);
    expect(ttl).toBeGreaterThanOrEqual(3599);
    expect(ttl).toBeLessThanOrEqual(3601);
    expect(Math.abs((claims.exp as number) - (Date.now() / 1000 + 3600))).toBeLessThan(30);

    await expect(
      new TokenVerifier(LIVEKIT_API_KEY, "another-secret-another-secret-00").verify(body.token),
    ).rejects.toThrow();
  });

  it("names a different conference room for each of our rooms", async () => {
    const a = (await call("POST", `/rooms/${roomIds.public}/voice-token`, users.owner)).json();
    const b = (await call("POST", `/rooms/${roomIds.vip}/voice-token`, users.owner)).json();
    expect(a.roomName).not.toBe(b.roomName);
    const { LIVEKIT_API_KEY, LIVEKIT_API_SECRET } = env.api.config;
    const claims = await new TokenVerifier(LIVEKIT_API_KEY, LIVEKIT_API_SECRET).verify(b.token);
    expect(claims.video?.room).toBe(b.roomName);
  });
});
