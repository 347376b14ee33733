import { describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";

const ctx = useTestApp();

const call = (method: "GET" | "PATCH" | "POST", url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload: payload as object });

describe("GET /user/me", () => {
  it("returns every User field of SPEC.md plus the profile fields, never the password", async () => {
    const user = await registerUser(ctx.app, { first_name: "Grace", last_name: "Hopper" });
    const response = await call("GET", "/user/me", user.token);
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toEqual({
      id: user.id,
      email: user.email,
      username: null,
      onboarded: false,
      userType: "user",
      tokenVersion: 0,
      isLive: false,
      activeLiveStreamId: null,
      first_name: "Grace",
      last_name: "Hopper",
      display_name: "Grace Hopper",
      bio: null,
      avatarUrl: null,
      bannerUrl: null,
      followersCount: 0,
      followingCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(me)).not.toMatch(/password/i);
  });
});

describe("PATCH /user/me", () => {
  it("updates names and bio", async () => {
    const user = await registerUser(ctx.app);
    const response = await call("PATCH", "/user/me", user.token, {
      display_name: "xX_Sniper_Xx",
      bio: "I main support",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.objectContaining({ display_name: "xX_Sniper_Xx", bio: "I main support" }),
    );
    const again = await call("PATCH", "/user/me", user.token, { bio: null });
    expect(again.json().bio).toBeNull();
  });

  it("refuses unknown fields, empty names and overlong bios with 400", async () => {
    const user = await registerUser(ctx.app);
    for (const payload of [
      { email: "x@y.z" },
      { display_name: "" },
      { bio: "x".repeat(501) },
      { first_name: 3 },
    ]) {
      const response = await call("PATCH", "/user/me", user.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toHaveProperty("errors");
    }
  });
});

describe("POST /user/onboarding", () => {
  it("sets the username and marks the user onboarded", async () => {
    const user = await registerUser(ctx.app);
    const response = await call("POST", "/user/onboarding", user.token, { username: "frag_master" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.objectContaining({ username: "frag_master", onboarded: true }));
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/authenticate",
      payload: { email: user.email, password: user.password },
    });
    expect(login.json().user).toEqual(expect.objectContaining({ username: "frag_master", onboarded: true }));
  });

  it("refuses a username taken by someone else, case-insensitively", async () => {
    const first = await registerUser(ctx.app);
    const second = await registerUser(ctx.app);
    expect(
      (await call("POST", "/user/onboarding", first.token, { username: "clutch_king" })).statusCode,
    ).toBe(200);
    const taken = await call("POST", "/user/onboarding", second.token, { username: "clutch_king" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe("USERNAME_TAKEN");
    // Keeping one's own username is fine.
    expect(
      (await call("POST", "/user/onboarding", first.token, { username: "clutch_king" })).statusCode,
    ).toBe(200);
  });

  it("gives a username to exactly one of two users racing for it", async () => {
    const users = await Promise.all([registerUser(ctx.app), registerUser(ctx.app), registerUser(ctx.app)]);
    const responses = await Promise.all(
      users.map((u) => call("POST", "/user/onboarding", u.token, { username: "race_winner" })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400]);
    for (const r of responses.filter((r) => r.statusCode === 400))
      expect(r.json().code).toBe("USERNAME_TAKEN");
  });

  it("refuses offensive and malformed usernames", async () => {
    const user = await registerUser(ctx.app);
    const offensive = await call("POST", "/user/onboarding", user.token, { username: "shithead_99" });
    expect(offensive.statusCode).toBe(400);
    expect(offensive.json().code).toBe("USERNAME_OFFENSIVE");
    for (const username of ["ab", "a".repeat(21), "Has Space", "émile", "UPPER_case"]) {
      const response = await call("POST", "/user/onboarding", user.token, { username });
      expect(response.statusCode, username).toBe(400);
      expect(response.json().errors.fieldErrors).toHaveProperty("username");
    }
  });

  it("requires authentication", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/onboarding",
      payload: { username: "abc" },
    });
    expect(response.statusCode).toBe(401);
  });
});
