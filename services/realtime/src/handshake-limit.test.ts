import { createServer, type Server as HttpServer } from "node:http";
import { createRedis } from "@playpal/platform";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { registerUser } from "#test/context.ts";
import { createRealtimeTestEnv, type RealtimeTestEnv } from "#test/realtime.ts";
import { HANDSHAKES_PER_WINDOW, MAX_SOCKETS_PER_USER } from "./auth.ts";
import { createPresence } from "./presence.ts";

/**
 * Every accepted handshake makes this service call the API on the user's behalf (the channel list, and
 * the followers of a user coming online or going offline), with the internal secret that exempts those
 * calls from the API's per-address rate limit. A client looping connect/disconnect with one valid
 * token would turn each loop into unlimited API and database work: handshakes are limited per user.
 */
describe("realtime handshake rate limit", () => {
  let env: RealtimeTestEnv;
  let counter: HttpServer;
  let counterUrl: string;
  const channelListCalls: string[] = [];

  beforeAll(async () => {
    env = await createRealtimeTestEnv();
    // A stand-in API that counts the channel-list calls a connect causes (the real API is the one
    // `env` starts; this one only answers what a connect asks).
    counter = createServer((request, response) => {
      channelListCalls.push(request.url ?? "");
      response.setHeader("content-type", "application/json");
      const url = request.url ?? "";
      response.end(
        url.includes("/channels/memberships")
          ? '{"memberships":[]}'
          : url.includes("/presence/audiences")
            ? '{"audiences":[]}'
            : '{"userIds":[]}',
      );
    });
    await new Promise<void>((resolve) => counter.listen(0, "127.0.0.1", resolve));
    const address = counter.address();
    counterUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await env?.close();
    await new Promise<void>((resolve) => counter?.close(() => resolve()));
  });

  it("refuses a user's handshakes past the window's allowance with RATE_LIMITED, and no API call", async () => {
    const { url, server } = await env.startRealtime({ apiUrl: counterUrl });
    // On a stand-in API: it must not claim a later test's presence announcements.
    onTestFinished(() => server.close());
    const flooder = await registerUser(env.api.app);
    const channelLists = () => channelListCalls.filter((c) => c.includes("/channels/memberships")).length;
    for (let i = 0; i < HANDSHAKES_PER_WINDOW; i++) {
      const socket = await env.connect(flooder.token, { url });
      // Each accepted connect asks for the channel list once.
      while (channelLists() < i + 1) await new Promise((resolve) => setTimeout(resolve, 5));
      socket.disconnect();
    }
    const callsBefore = channelLists();
    expect(callsBefore).toBe(HANDSHAKES_PER_WINDOW);

    const refused = await env.connect(flooder.token, { url }).then(
      () => null,
      (error: Error & { data?: { code?: string } }) => error,
    );
    expect(refused?.message).toMatch(/too many/i);
    expect(refused?.data).toEqual({ code: "RATE_LIMITED" });
    expect(channelLists()).toBe(callsBefore);

    // Another user is not affected.
    const other = await registerUser(env.api.app);
    const socket = await env.connect(other.token, { url });
    expect(socket.connected).toBe(true);
  });

  it("refuses a user's handshake while it already holds the maximum of open sockets", async () => {
    // Each socket may ask the API for joins at its own pace, exempt from the API's per-address limit:
    // without a cap on open sockets, one user's join traffic would grow with every socket it opens.
    const hoarder = await registerUser(env.api.app);
    const redis = createRedis(env.api.config.REDIS_URL, env.api.config.REDIS_PREFIX);
    const presence = createPresence(redis, 60_000);
    try {
      const sockets = [];
      for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) sockets.push(await env.connect(hoarder.token));
      while ((await presence.count(hoarder.id)) < MAX_SOCKETS_PER_USER) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const refused = await env.connect(hoarder.token).then(
        () => null,
        (error: Error & { data?: { code?: string } }) => error,
      );
      expect(refused?.data).toEqual({ code: "TOO_MANY_CONNECTIONS" });

      // Closing one makes room again.
      sockets[0]?.disconnect();
      while ((await presence.count(hoarder.id)) >= MAX_SOCKETS_PER_USER) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect((await env.connect(hoarder.token)).connected).toBe(true);
    } finally {
      redis.disconnect();
    }
  });

  it("never lets a burst of simultaneous handshakes past the open-socket cap", async () => {
    const burster = await registerUser(env.api.app);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () =>
        env.connect(burster.token).then(
          () => "connected",
          (error: Error & { data?: { code?: string } }) => error.data?.code ?? error.message,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "connected")).toHaveLength(MAX_SOCKETS_PER_USER);
    expect(new Set(outcomes.filter((o) => o !== "connected"))).toEqual(new Set(["TOO_MANY_CONNECTIONS"]));
  });
});
