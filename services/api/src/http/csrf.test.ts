import { posts } from "@playpal/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";

/**
 * The `token` cookie is sent by the browser with whatever page makes the request. A page on another
 * origin (a sibling subdomain is "same-site", so SameSite=Lax does not stop it) can submit a plain HTML
 * form, URL-encoded (which the API parses), with the victim's cookie attached and no CORS preflight.
 */
describe("cookie-authenticated writes from another origin", () => {
  const ctx = useTestApp({ WEB_ORIGIN: "https://app.playpal.test" });

  const postsOf = async (userId: string) =>
    ctx.db.select({ body: posts.body }).from(posts).where(eq(posts.authorId, userId));

  it("refuses a form post carrying the cookie from a foreign origin, and writes nothing", async () => {
    const victim = await registerUser(ctx.app);
    for (const origin of ["https://evil.playpal.test", "null"]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/posts",
        headers: {
          cookie: `token=${victim.token}`,
          origin,
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: "body=pwned&visibility=public",
      });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String), code: "CROSS_ORIGIN_REFUSED" });
    }
    const follow = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/auth/logout-all`,
      headers: { cookie: `token=${victim.token}`, origin: "https://evil.playpal.test" },
    });
    expect(follow.statusCode).toBe(403);
    expect(await postsOf(victim.id)).toEqual([]);
    // The token was not revoked by the refused logout-all.
    const me = await ctx.app.inject({ url: "/api/v1/user/me", headers: bearer(victim.token) });
    expect(me.statusCode).toBe(200);
  });

  it("still accepts cookie writes from the web app's origin and from clients that send no Origin", async () => {
    const user = await registerUser(ctx.app);
    for (const headers of [{ origin: "https://app.playpal.test" }, {}]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/posts",
        headers: { cookie: `token=${user.token}`, ...headers },
        payload: { body: "hello" },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
    }
    expect(await postsOf(user.id)).toHaveLength(2);
  });

  it("leaves bearer-token writes and cookie reads alone whatever the Origin", async () => {
    const user = await registerUser(ctx.app);
    const write = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/posts",
      headers: { ...bearer(user.token), origin: "https://elsewhere.example" },
      payload: { body: "from a native client" },
    });
    expect(write.statusCode).toBe(201);
    const read = await ctx.app.inject({
      url: "/api/v1/user/me",
      headers: { cookie: `token=${user.token}`, origin: "https://elsewhere.example" },
    });
    expect(read.statusCode).toBe(200);
  });

  it("refuses logging a browser in from a foreign origin (login CSRF), setting no cookie", async () => {
    // A foreign page would log the victim's browser into the attacker's account, whose session then
    // receives what the victim does (identity documents, messages).
    const attacker = await registerUser(ctx.app);
    const attempts = [
      {
        url: "/api/v1/authenticate",
        payload: `email=${encodeURIComponent(attacker.email)}&password=${encodeURIComponent(attacker.password)}`,
      },
      {
        url: "/api/v1/create-account",
        payload: "first_name=A&last_name=B&email=csrf-made%40example.com&password=long+enough+pw",
      },
    ];
    for (const { url, payload } of attempts) {
      const response = await ctx.app.inject({
        method: "POST",
        url,
        headers: { origin: "https://evil.playpal.test", "content-type": "application/x-www-form-urlencoded" },
        payload,
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe("CROSS_ORIGIN_REFUSED");
      expect(response.cookies.find((c) => c.name === "token")).toBeUndefined();
    }
    for (const headers of [{ origin: "https://app.playpal.test" }, {}]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/authenticate",
        headers,
        payload: { email: attacker.email, password: attacker.password },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it("treats Sec-Fetch-Site: cross-site without Origin as cross-origin for cookie writes", async () => {
    const victim = await registerUser(ctx.app);
    const write = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/posts",
        headers: { cookie: `token=${victim.token}`, "content-type": "application/json", ...headers },
        payload: { body: "from a page" },
      });
    const refused = await write({ "sec-fetch-site": "cross-site" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("CROSS_ORIGIN_REFUSED");
    expect((await write({ "sec-fetch-site": "same-origin" })).statusCode).toBe(201);
    expect((await write({ "sec-fetch-site": "none" })).statusCode).toBe(201);
    expect(await postsOf(victim.id)).toHaveLength(2);
  });
});

describe("a request carrying both a bearer token and the cookie", () => {
  const ctx = useTestApp();

  it("is the bearer token's user: one request, one identity", async () => {
    const native = await registerUser(ctx.app);
    const web = await registerUser(ctx.app);
    const me = await ctx.app.inject({
      url: "/api/v1/user/me",
      headers: { ...bearer(native.token), cookie: `token=${web.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect((me.json() as { id: string }).id).toBe(native.id);
  });
});
