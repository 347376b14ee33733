import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { TokenVerifier } from "livekit-server-sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { makeImage, multipart } from "#test/multipart.ts";

/**
 * LIVEKIT_URL mode: before minting, the API creates the room on the conference server. The server here
 * is a local one speaking LiveKit's Twirp API (JSON over `POST /twirp/livekit.RoomService/<Method>`).
 */
interface Received {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

let server: Server;
let serverUrl: string;
let received: Received[] = [];
let failNext = false;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const raw = await readBody(request);
    received.push({
      path: request.url ?? "",
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      body: raw ? JSON.parse(raw) : {},
    });
    response.setHeader("content-type", "application/json");
    if (request.method !== "POST" || request.url !== "/twirp/livekit.RoomService/CreateRoom") {
      response.statusCode = 404;
      response.end(JSON.stringify({ code: "bad_route", msg: "no such method" }));
      return;
    }
    if (failNext) {
      failNext = false;
      response.statusCode = 503;
      response.end(JSON.stringify({ code: "unavailable", msg: "node draining" }));
      return;
    }
    const body = JSON.parse(raw) as { name: string; emptyTimeout?: number };
    response.end(
      JSON.stringify({ sid: `RM_${body.name}`, name: body.name, emptyTimeout: body.emptyTimeout ?? 0 }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});
const ctx = useTestApp(() => ({
  LIVEKIT_URL: serverUrl,
  LIVEKIT_API_KEY: "test-livekit-key",
  LIVEKIT_API_SECRET: "test-livekit-secret-0123456789abcdef",
}));

beforeEach(() => {
  received = [];
  failNext = false;
});

/** A room in a fresh channel; public unless told otherwise (members-only is the default). */
async function createRoom(
  payload: { name: string; visibility?: string } = { name: "Open mic", visibility: "public" },
) {
  const owner = await registerUser(ctx.app);
  const form = multipart({ name: "Voice" }, [
    { field: "banner", filename: "b.png", contentType: "image/png", data: await makeImage() },
  ]);
  const channel = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/channels",
    headers: { ...bearer(owner.token), ...form.headers },
    payload: form.payload,
  });
  const room = await ctx.app.inject({
    method: "POST",
    url: `/api/v1/channels/${channel.json().id}/rooms`,
    headers: bearer(owner.token),
    payload,
  });
  expect(room.statusCode).toBe(201);
  return room.json().id as string;
}

describe("voice tokens with a LiveKit server configured", () => {
  it("creates the room on the server with a 300 s empty timeout, then returns a token for it", async () => {
    const roomId = await createRoom();
    const listener = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/rooms/${roomId}/voice-token`,
      headers: bearer(listener.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      url: serverUrl.replace("http://", "ws://"),
      roomName: `room_${roomId}`,
      expiresIn: 3600,
    });

    expect(received).toHaveLength(1);
    const call = received[0] as Received;
    expect(call.path).toBe("/twirp/livekit.RoomService/CreateRoom");
    expect(call.contentType).toContain("application/json");
    expect(call.body).toMatchObject({ name: `room_${roomId}`, emptyTimeout: 300 });
    // The server-side call is authorised with an API token carrying the roomCreate grant.
    const apiToken = call.authorization?.replace(/^Bearer /, "") ?? "";
    const apiClaims = await new TokenVerifier(
      "test-livekit-key",
      "test-livekit-secret-0123456789abcdef",
    ).verify(apiToken);
    expect(apiClaims.video?.roomCreate).toBe(true);

    const claims = await new TokenVerifier("test-livekit-key", "test-livekit-secret-0123456789abcdef").verify(
      response.json().token,
    );
    expect(claims.sub).toBe(listener.id);
    expect(claims.video).toEqual({
      room: `room_${roomId}`,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
    });
  });

  it("answers 503 and mints nothing when the conference server refuses to create the room", async () => {
    const roomId = await createRoom();
    const listener = await registerUser(ctx.app);
    failNext = true;
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/rooms/${roomId}/voice-token`,
      headers: bearer(listener.token),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: "CONFERENCE_UNAVAILABLE" });
    expect(response.body).not.toContain('token"');
  });

  it("calls the server for nobody the room refuses", async () => {
    const roomId = await createRoom({ name: "Members only" });
    const stranger = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/rooms/${roomId}/voice-token`,
      headers: bearer(stranger.token),
    });
    expect(response.statusCode).toBe(403);
    expect(received).toEqual([]);
  });
});
