import { authSessions, liveStreams, users } from "@playpal/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";

const ctx = useTestApp();

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: `/api/v1${url}`, payload: payload as object, headers });

describe("create-account", () => {
  it("creates the user, a live stream and an AuthSession, and answers the authenticate shape", async () => {
    const response = await post(
      "/create-account",
      { first_name: "Ada", last_name: "Lovelace", email: "Ada@Example.com", password: "analytical engine" },
      { "user-agent": "PlayPalTest/1.0", "x-device-name": "Pixel 9" },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["token", "user"]);
    expect(body.user).toEqual({
      id: expect.any(String),
      email: "ada@example.com",
      username: null,
      onboarded: false,
      userType: "user",
    });
    expect(body.token.split(".")).toHaveLength(3);

    const [user] = await ctx.db.select().from(users).where(eq(users.id, body.user.id));
    expect(user?.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(user?.passwordHash).not.toContain("analytical");
    expect(user?.displayName).toBe("Ada Lovelace");
    const streams = await ctx.db.select().from(liveStreams).where(eq(liveStreams.userId, body.user.id));
    expect(streams).toHaveLength(1);
    expect(streams[0]?.streamKey.length).toBeGreaterThan(10);
    expect(streams[0]?.status).toBe("idle");
    const sessions = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, body.user.id));
    expect(sessions).toEqual([
      expect.objectContaining({
        deviceName: "Pixel 9",
        userAgent: "PlayPalTest/1.0",
        ipAddress: "127.0.0.1",
        isActive: true,
      }),
    ]);
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    const { email } = await registerUser(ctx.app);
    const response = await post("/create-account", {
      first_name: "A",
      last_name: "B",
      email: email.toUpperCase(),
      password: "another password",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/already exists/);
  });

  it("creates one account when two registrations race for the same email", async () => {
    const payload = { first_name: "R", last_name: "Ace", email: "race@example.com", password: "long enough" };
    const responses = await Promise.all([post("/create-account", payload), post("/create-account", payload)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(responses.find((r) => r.statusCode === 400)?.json().code).toBe("EMAIL_TAKEN");
  });

  it.each([
    [{ last_name: "B", email: "a@b.co", password: "longenough" }, "first_name"],
    [{ first_name: "A", last_name: "B", email: "not-an-email", password: "longenough" }, "email"],
    [{ first_name: "A", last_name: "B", email: "a@b.co", password: "short" }, "password"],
    [{ first_name: "A", last_name: "B", email: "a@b.co", password: "x".repeat(73) }, "password"],
    [{ first_name: 5, last_name: "B", email: "a@b.co", password: "longenough" }, "first_name"],
  ])("answers 400 naming the failing field for %j", async (payload, field) => {
    const response = await post("/create-account", payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.formErrors).toEqual([]);
    expect(Object.keys(body.errors.fieldErrors)).toContain(field);
    expect(body).not.toHaveProperty("stack");
  });

  it("answers 400 for malformed JSON and for a missing body", async () => {
    const malformed = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/create-account",
      headers: { "content-type": "application/json" },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("Malformed JSON body");
    const missing = await post("/create-account");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty("message");
  });
});

describe("authenticate", () => {
  it("logs in, records an AuthSession and returns the same shape as create-account", async () => {
    const user = await registerUser(ctx.app);
    const response = await post("/authenticate", {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual({
      id: user.id,
      email: user.email,
      username: null,
      onboarded: false,
      userType: "user",
    });
    expect(response.cookies.find((c) => c.name === "token")?.httpOnly).toBe(true);
    const sessions = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(sessions).toHaveLength(2);
  });

  it("gives the same 401 message for an unknown email and a wrong password", async () => {
    const user = await registerUser(ctx.app);
    const wrong = await post("/authenticate", { email: user.email, password: "not the password" });
    const unknown = await post("/authenticate", { email: "nobody@example.com", password: "whatever123" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it("answers 400 for a missing password", async () => {
    const response = await post("/authenticate", { email: "a@b.co" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fieldErrors).toHaveProperty("password");
  });
});

describe("tokens", () => {
  const me = (headers: Record<string, string>) =>
    ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers });

  it("accepts the Bearer header and the token cookie, and checks the header first", async () => {
    const user = await registerUser(ctx.app);
    expect((await me(bearer(user.token))).statusCode).toBe(200);
    expect((await me({ cookie: `token=${user.token}` })).statusCode).toBe(200);
    const withBadCookie = await me({ cookie: "token=garbage", ...bearer(user.token) });
    expect(withBadCookie.statusCode).toBe(200);
    const withBadHeader = await me({ cookie: `token=${user.token}`, ...bearer("garbage") });
    expect(withBadHeader.statusCode).toBe(401);
  });

  it("reads the Authorization scheme case-insensitively, as HTTP defines it", async () => {
    const user = await registerUser(ctx.app);
    expect((await me({ authorization: `bearer ${user.token}` })).statusCode).toBe(200);
    expect((await me({ authorization: `BEARER  ${user.token}` })).statusCode).toBe(200);
    expect((await me({ authorization: `Basic ${user.token}` })).statusCode).toBe(401);
  });

  it("answers 401 without a token, with a malformed one and with one signed by another secret", async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me(bearer("not.a.jwt"))).statusCode).toBe(401);
    const { createTokenSigner } = await import("@playpal/platform");
    const user = await registerUser(ctx.app);
    const forged = await createTokenSigner("another-secret-of-enough-length", 3600).sign({
      userId: user.id,
      tokenVersion: 0,
    });
    const response = await me(bearer(forged));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String), code: "UNAUTHORIZED" });
  });

  it("refuses an expired token", async () => {
    const { createTokenSigner } = await import("@playpal/platform");
    const user = await registerUser(ctx.app);
    const expired = await createTokenSigner(ctx.config.JWT_SECRET, -10).sign({
      userId: user.id,
      tokenVersion: 0,
    });
    expect((await me(bearer(expired))).statusCode).toBe(401);
  });

  it("issues tokens for the configured lifetime (7 days by default)", async () => {
    const user = await registerUser(ctx.app);
    const payload = JSON.parse(Buffer.from(user.token.split(".")[1]!, "base64url").toString());
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
    expect(payload.sub).toBe(user.id);
  });

  it("refuses a revoked token on the next request after logout-all, and marks sessions inactive", async () => {
    const user = await registerUser(ctx.app);
    const second = await post("/authenticate", { email: user.email, password: user.password });
    const otherToken = second.json().token as string;
    expect((await me(bearer(user.token))).statusCode).toBe(200); // warms the version cache

    const revoke = await post("/auth/logout-all", undefined, bearer(user.token));
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ ok: true });

    expect((await me(bearer(user.token))).statusCode).toBe(401);
    expect((await me(bearer(otherToken))).statusCode).toBe(401);
    const sessions = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(sessions.every((s) => !s.isActive)).toBe(true);

    const again = await post("/authenticate", { email: user.email, password: user.password });
    expect((await me(bearer(again.json().token))).statusCode).toBe(200);
  });

  it("reads the token version from Redis, not the database, on every request", async () => {
    const user = await registerUser(ctx.app);
    expect((await me(bearer(user.token))).statusCode).toBe(200); // fills the cache
    // A change made behind the API's back is invisible while the cached version stands...
    await ctx.db.update(users).set({ tokenVersion: 41 }).where(eq(users.id, user.id));
    expect((await me(bearer(user.token))).statusCode).toBe(200);
    // ...and every revocation the API makes writes the cache, so it is never stale for those.
    await post("/auth/logout-all", undefined, bearer(user.token));
    expect((await me(bearer(user.token))).statusCode).toBe(401);
    expect(await ctx.deps.redis.get(`tv:{${user.id}}`)).toBe("42");
  });

  it("logout-all requires authentication", async () => {
    expect((await post("/auth/logout-all")).statusCode).toBe(401);
  });

  it("logout answers ok and clears the cookie, without revoking", async () => {
    const user = await registerUser(ctx.app);
    const response = await post("/logout");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((c) => c.name === "token")?.value).toBe("");
    expect((await me(bearer(user.token))).statusCode).toBe(200);
  });
});

describe("change-password", () => {
  const change = (token: string, payload: unknown) =>
    ctx.app.inject({
      method: "PUT",
      url: "/api/v1/auth/change-password",
      headers: bearer(token),
      payload: payload as object,
    });

  it("changes the password, revokes every earlier token and returns a working one", async () => {
    const user = await registerUser(ctx.app);
    const response = await change(user.token, {
      currentPassword: user.password,
      newPassword: "a brand new secret",
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    const me = (t: string) => ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: bearer(t) });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await post("/authenticate", { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    expect(
      (await post("/authenticate", { email: user.email, password: "a brand new secret" })).statusCode,
    ).toBe(200);
  });

  it("answers 400 for a wrong current password and for a short new one", async () => {
    const user = await registerUser(ctx.app);
    const wrong = await change(user.token, {
      currentPassword: "nope-nope",
      newPassword: "a brand new secret",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("WRONG_PASSWORD");
    const short = await change(user.token, { currentPassword: user.password, newPassword: "x" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.fieldErrors).toHaveProperty("newPassword");
  });
});

describe("usernames", () => {
  it("check-username reports whether a username exists, case-insensitively", async () => {
    const user = await registerUser(ctx.app);
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/onboarding",
      headers: bearer(user.token),
      payload: { username: "speedrunner_1" },
    });
    expect((await post("/check-username", { username: "SpeedRunner_1" })).json()).toEqual({ exists: true });
    expect((await post("/check-username", { username: "nobody_here" })).json()).toEqual({ exists: false });
    expect((await post("/check-username", {})).statusCode).toBe(400);
  });

  it("check-username-offensive flags profanity", async () => {
    expect((await post("/check-username-offensive", { username: "fuckface99" })).json()).toEqual({
      offensive: true,
    });
    expect((await post("/check-username-offensive", { username: "friendly_gamer" })).json()).toEqual({
      offensive: false,
    });
    expect((await post("/check-username-offensive", { username: 42 })).statusCode).toBe(400);
  });
});
