import { REALTIME_ADMIN_HEADER } from "@playpal/contracts";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { bearer, registerUser } from "#test/context.ts";
import { type ClientSocket, freePort, useRealtimeTestEnv } from "#test/realtime.ts";

/** A second instance: the API calls only the first, the adapter must carry the disconnect over. */
let secondUrl: string;

// Presence TTL of ten minutes: the periodic sweep (every TTL/3) cannot fire during these tests, so
// every disconnect seen here is the revocation's own.
const env = useRealtimeTestEnv({ presenceTtlMs: 600_000 });
beforeAll(async () => {
  ({ url: secondUrl } = await env.startRealtime({ presenceTtlMs: 600_000 }));
});

/** Resolves with the disconnect reason, or "still connected" after `ms`. */
const disconnectedWithin = (socket: ClientSocket, ms: number) =>
  new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve("still connected"), ms);
    socket.once("disconnect", (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe("revoking a user's tokens ends that user's live sockets at once, on every instance", () => {
  it("drops the sockets of a logout-all before a DM sent right after could reach them", async () => {
    const user = await registerUser(env.api.app);
    const bystander = await registerUser(env.api.app);
    const onFirst = await env.connect(user.token);
    const onSecond = await env.connect(user.token, { url: secondUrl });
    const other = await env.connect(bystander.token, { url: secondUrl });
    const dropped = [disconnectedWithin(onFirst, 1500), disconnectedWithin(onSecond, 1500)];

    const logout = await env.api.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout-all",
      headers: bearer(user.token),
    });
    expect(logout.statusCode).toBe(200);
    expect(await Promise.all(dropped)).toEqual(["io server disconnect", "io server disconnect"]);
    expect(other.connected).toBe(true);
  });

  it("drops the sockets opened with the old password's token, and keeps the one opened with the new", async () => {
    const user = await registerUser(env.api.app);
    const old = await env.connect(user.token, { url: secondUrl });
    const dropped = disconnectedWithin(old, 1500);
    const changed = await env.api.app.inject({
      method: "PUT",
      url: "/api/v1/auth/change-password",
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: "another horse battery staple" },
    });
    expect(changed.statusCode).toBe(200);
    expect(await dropped).toBe("io server disconnect");

    const { token } = changed.json() as { token: string };
    const fresh = await env.connect(token, { url: secondUrl });
    // A revocation to the version the new token carries (a repeated or late call) leaves it alone.
    const stays = disconnectedWithin(fresh, 700);
    const repeated = await fetch(`${env.realtimeUrl}/admin/sessions/revoked`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [REALTIME_ADMIN_HEADER]: env.api.config.REALTIME_ADMIN_TOKEN,
      },
      body: JSON.stringify({ userId: user.id, tokenVersion: 1 }),
    });
    expect(repeated.status).toBe(200);
    expect(await stays).toBe("still connected");
  });

  it("drops the sockets of a user whose password was reset", async () => {
    const user = await registerUser(env.api.app);
    const live = await env.connect(user.token);
    const dropped = disconnectedWithin(live, 1500);
    const resetToken = await new SignJWT({ purpose: "password-reset", tv: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode(env.api.config.RESET_SECRET));
    const reset = await env.api.app.inject({
      method: "POST",
      url: "/api/v1/reset-password",
      payload: { token: resetToken, password: "a brand new horse battery" },
    });
    expect(reset.statusCode).toBe(200);
    expect(await dropped).toBe("io server disconnect");
  });

  it("refuses the admin route without the internal secret, and a malformed body with 400", async () => {
    const post = (body: unknown, token?: string) =>
      fetch(`${env.realtimeUrl}/admin/sessions/revoked`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token && { [REALTIME_ADMIN_HEADER]: token }) },
        body: JSON.stringify(body),
      });
    expect((await post({ userId: "u1", tokenVersion: 1 })).status).toBe(401);
    expect((await post({ userId: "u1", tokenVersion: -1 }, env.api.config.REALTIME_ADMIN_TOKEN)).status).toBe(
      400,
    );
  });
});

describe("token versions without a database in the realtime service", () => {
  it("asks the API for a version Redis does not hold, and still refuses a revoked token", async () => {
    // An instance whose DATABASE_URL points at nothing: it must not need it.
    const port = await freePort();
    const { url } = await env.startRealtime({
      config: { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nothing` },
    });
    const user = await registerUser(env.api.app);
    await env.api.deps.redis.del(`tv:{${user.id}}`);
    const socket = await env.connect(user.token, { url });
    expect(socket.connected).toBe(true);

    const revoked = await registerUser(env.api.app);
    await env.api.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout-all",
      headers: bearer(revoked.token),
    });
    await env.api.deps.redis.del(`tv:{${revoked.id}}`);
    await expect(env.connect(revoked.token, { url })).rejects.toThrow(/Invalid or expired token/);
  });

  it("refuses the handshake as unavailable when neither Redis nor the API can say", async () => {
    const deadApi = `http://127.0.0.1:${await freePort()}`;
    const { url, server } = await env.startRealtime({ apiUrl: deadApi, authApiUrl: deadApi });
    // On a stand-in API: it must not claim a later test's presence announcements.
    onTestFinished(() => server.close());
    const user = await registerUser(env.api.app);
    await env.api.deps.redis.del(`tv:{${user.id}}`);
    await expect(env.connect(user.token, { url })).rejects.toThrow(/Authentication unavailable/);
  });

  it("serves the internal token-version route only with the internal secret", async () => {
    const user = await registerUser(env.api.app);
    const get = (userId: string, token?: string) =>
      env.api.app.inject({
        method: "GET",
        url: `/api/v1/internal/users/${userId}/token-version`,
        headers: token ? { [REALTIME_ADMIN_HEADER]: token } : {},
      });
    expect((await get(user.id)).statusCode).toBe(401);
    expect((await get(user.id, "wrong")).statusCode).toBe(401);
    const secret = env.api.config.REALTIME_ADMIN_TOKEN;
    const found = await get(user.id, secret);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ tokenVersion: 0, suspendedUntil: null });
    expect((await get("nobody-like-this", secret)).statusCode).toBe(404);
  });
});
