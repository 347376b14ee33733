import { beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";

let token: string;
const ctx = useTestApp();
beforeAll(async () => {
  token = (await registerUser(ctx.app)).token;
});

const routes: [string, string][] = [
  ["POST", "/api/v1/create-account"],
  ["POST", "/api/v1/authenticate"],
  ["POST", "/api/v1/check-username"],
  ["POST", "/api/v1/check-username-offensive"],
  ["POST", "/api/v1/forgot-password"],
  ["POST", "/api/v1/reset-password"],
  ["PUT", "/api/v1/auth/change-password"],
  ["POST", "/api/v1/verify-identity"],
  ["PATCH", "/api/v1/user/me"],
  ["POST", "/api/v1/user/onboarding"],
];

const bodies: string[] = [
  "null",
  "[]",
  '"a string"',
  "123",
  "{}",
  '{"email": {}, "password": [], "username": null, "token": 5}',
  '{"email": "a\\u0000@b.co", "password": "\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000", "username": "a\\u0000b", "first_name": "\\u0000", "last_name": "x", "bio": "\\u0000"}',
  '{"__proto__": {"admin": true}}',
  "{broken",
];

it("refuses clearly malformed bodies with 400 on every route", async () => {
  for (const [method, url] of routes) {
    for (const payload of ["[]", '"a string"', "123", "{broken"]) {
      const response = await ctx.app.inject({
        method: method as "POST",
        url,
        headers: { "content-type": "application/json", ...bearer(token) },
        payload,
      });
      expect(response.statusCode, `${method} ${url} ${payload}`).toBe(400);
    }
  }
});

describe("bad input on the accounts routers", () => {
  it.each(routes)("%s %s never answers 5xx, and 4xx carry the error shape", async (method, url) => {
    for (const payload of bodies) {
      const response = await ctx.app.inject({
        method: method as "POST",
        url,
        headers: { "content-type": "application/json", ...bearer(token) },
        payload,
      });
      expect(response.statusCode, `${payload} -> ${response.body}`).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
      }
    }
  });

  it("answers 413 for a body over the limit and 400 for a malformed URL", async () => {
    const huge = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/check-username",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    const badUrl = await ctx.app.inject({ method: "GET", url: "/api/v1/user/%E0%A4%A" });
    expect(badUrl.statusCode).toBe(400);
  });
});
