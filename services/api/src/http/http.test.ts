import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, registerUser, type TestContext, useTestApp } from "#test/context.ts";

describe("cross-cutting HTTP behaviour", () => {
  const ctx = useTestApp();

  it("serves GET /health at the root", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers 404 with the error shape for unknown routes, inside and outside /api/v1", async () => {
    for (const url of ["/api/v1/nope", "/nope"]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.stringContaining("not found"), code: "NOT_FOUND" });
    }
  });

  it("allows CORS with credentials for the configured web origin only", async () => {
    const allowed = await ctx.app.inject({
      method: "OPTIONS",
      url: "/api/v1/authenticate",
      headers: { origin: "http://localhost:3000", "access-control-request-method": "POST" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("http://localhost:3000");
    expect(allowed.headers["access-control-allow-credentials"]).toBe("true");
    const other = await ctx.app.inject({
      method: "GET",
      url: "/health",
      headers: { origin: "https://evil.example" },
    });
    expect(other.headers["access-control-allow-origin"]).not.toBe("https://evil.example");
  });

  it("marks every authenticated response Cache-Control: private, no-store, by bearer or cookie, hit or miss", async () => {
    const user = await registerUser(ctx.app);
    const doc = (await ctx.app.inject({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    // Every authenticated GET without a path parameter, twice (cached routes answer the second from Redis).
    const urls = Object.entries(doc.paths)
      .filter(([path, ops]) => path.startsWith("/api/v1/") && !path.includes("{") && ops.get)
      .filter(([, ops]) => !ops.get?.security || ops.get.security.length > 0)
      .map(([path]) => path.slice("/api/v1".length));
    expect(urls).toEqual(expect.arrayContaining(["/user/me", "/feed", "/wallet", "/notifications"]));
    const checked: string[] = [];
    for (const url of urls) {
      for (const headers of [bearer(user.token), bearer(user.token), { cookie: `token=${user.token}` }]) {
        const response = await ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers });
        if (response.statusCode === 401 && !("cookie" in headers)) continue; // a public route listed as authed
        if (response.statusCode >= 400 && response.statusCode !== 401) continue; // needs a query parameter
        expect(response.headers["cache-control"], `GET ${url}`).toBe("private, no-store");
        checked.push(url);
      }
    }
    expect(new Set(checked).size).toBeGreaterThan(15);
    // Refusals, logins and token answers too.
    const refused = await ctx.app.inject({ method: "GET", url: "/api/v1/user/me" });
    expect(refused.headers["cache-control"]).toBe("private, no-store");
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/authenticate",
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("private, no-store");
  });

  it("sets security headers and compresses large responses", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/openapi.json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["strict-transport-security"]).toBeDefined();
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("sets the same security headers on every response: cached pages, refusals and unknown routes", async () => {
    const user = await registerUser(ctx.app);
    const responses = [
      await ctx.app.inject({ method: "GET", url: "/api/v1/feed", headers: bearer(user.token) }),
      await ctx.app.inject({ method: "GET", url: "/api/v1/feed", headers: bearer(user.token) }),
      await ctx.app.inject({ method: "GET", url: "/api/v1/feed" }),
      await ctx.app.inject({ method: "GET", url: "/nope" }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 401, 404]);
    for (const response of responses) {
      expect(response.headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "cross-origin-resource-policy": "cross-origin",
        "cross-origin-opener-policy": "same-origin",
        "referrer-policy": "no-referrer",
        "x-frame-options": "SAMEORIGIN",
        "x-dns-prefetch-control": "off",
      });
      // No CSP: the API serves JSON only, and the OpenAPI UI loads its own scripts.
      expect(response.headers["content-security-policy"]).toBeUndefined();
      expect(response.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("accepts URL-encoded bodies", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/check-username",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "username=nobody_yet",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exists: false });
  });

  it("treats an empty JSON body as no body on routes that take none", async () => {
    const user = await registerUser(ctx.app);
    const headers = { ...bearer(user.token), "content-type": "application/json" };
    const readAll = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/notifications/read-all",
      headers,
      payload: "",
    });
    expect(readAll.statusCode).toBe(200);
    const removeTokens = await ctx.app.inject({
      method: "DELETE",
      url: "/api/v1/user/push-token",
      headers,
      payload: "",
    });
    expect(removeTokens.statusCode).toBeLessThan(300);
    // Where a body is required, an empty one is still a validation failure.
    const login = await ctx.app.inject({ method: "POST", url: "/api/v1/authenticate", headers, payload: "" });
    expect(login.statusCode).toBe(400);
    const proto = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/authenticate",
      headers,
      payload: '{"__proto__": {"x": 1}, "email": "a@b.co", "password": "x"}',
    });
    expect(proto.statusCode).toBe(400);
  });

  it("refuses an unsupported content type with 415, not 500", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/check-username",
      headers: { "content-type": "application/xml" },
      payload: "<username>x</username>",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty("message");
  });

  it("publishes the OpenAPI document with every account route and a docs page", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/openapi.json" })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/v1/create-account",
      "/api/v1/authenticate",
      "/api/v1/logout",
      "/api/v1/check-username",
      "/api/v1/check-username-offensive",
      "/api/v1/forgot-password",
      "/api/v1/reset-password",
      "/api/v1/auth/logout-all",
      "/api/v1/auth/change-password",
      "/api/v1/verification-asset",
      "/api/v1/verify-identity",
      "/api/v1/user/me",
      "/api/v1/user/onboarding",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(
      doc.paths["/api/v1/create-account"].post.requestBody.content["application/json"].schema.required,
    ).toEqual(expect.arrayContaining(["first_name", "last_name", "email", "password"]));
    expect(Object.keys(doc.paths["/api/v1/verification-asset"].post.requestBody.content)).toEqual([
      "multipart/form-data",
    ]);
    const docs = await ctx.app.inject({ method: "GET", url: "/docs/" });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toMatch(/text\/html/);
  });

  it("documents every operation with tags, a summary, a success and (under /api/v1) an error response", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/openapi.json" })).json();
    const undocumented: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const codes = Object.keys((op.responses as object) ?? {});
        // The operations probes (`/ready`, outside /api/v1) take no input and no token: nothing to refuse.
        const takesInput = path.startsWith("/api/v1/");
        const complete =
          (op.tags as string[] | undefined)?.length &&
          op.summary &&
          codes.some((c) => c.startsWith("2")) &&
          (!takesInput || codes.some((c) => c.startsWith("4")));
        if (!complete) undocumented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undocumented).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });

  it("never includes error or stack outside development", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: bearer("x") });
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty("stack");
    expect(response.json()).not.toHaveProperty("error");
  });

  it("answers a malformed URL and an overlong path parameter with the error shape too", async () => {
    const { token } = await registerUser(ctx.app);
    for (const [url, status] of [
      ["/api/v1/user/%C0%AF", 400],
      ["/api/v1/user/%E0%A4%A", 400],
      [`/api/v1/user/${"x".repeat(5000)}`, 414],
    ] as const) {
      const response = await ctx.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(status);
      expect(Object.keys(response.json()).sort(), url).toEqual(["code", "message"]);
    }
  });
});

describe("development mode", () => {
  const ctx = useTestApp({ NODE_ENV: "development" });

  it("adds error and stack to error responses", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/user/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(
      expect.objectContaining({ message: expect.any(String), error: "AppError", stack: expect.any(String) }),
    );
  });
});

describe("rate limit", () => {
  const env = { RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_MS: "60000" };
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    a = await createTestContext({ ...env, TRUST_PROXY: "true" });
    // A second replica sharing the first one's Redis prefix: the counts are shared.
    b = await createTestContext({ ...env, TRUST_PROXY: "true", REDIS_PREFIX: a.config.REDIS_PREFIX });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const hit = (ctx: TestContext, ip: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/check-username",
      payload: { username: "someone" },
      headers: { "x-forwarded-for": ip },
    });

  it("limits each client address across replicas, answers 429 with the error shape, and exempts /health", async () => {
    // Each replica answers from its own view of the shared count (http/rate-limit.ts): across two, the
    // client gets at most the other's unconfirmed slice (one request at this limit) over the 3.
    const answers = [];
    for (const replica of [a, b, a, b, a, b]) answers.push(await hit(replica, "203.0.113.1"));
    const admitted = answers.filter((r) => r.statusCode === 200).length;
    expect(admitted).toBeGreaterThanOrEqual(3);
    expect(admitted).toBeLessThanOrEqual(3 + 1);
    expect(answers.slice(-2).map((r) => r.statusCode)).toEqual([429, 429]);
    const limited = answers.find((r) => r.statusCode === 429);
    expect(limited?.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect(limited?.headers["retry-after"]).toBeDefined();

    // Behind a trusted proxy every client has its own budget.
    expect((await hit(a, "203.0.113.2")).statusCode).toBe(200);

    for (let i = 0; i < 10; i++) {
      const health = await a.app.inject({
        method: "GET",
        url: "/health",
        headers: { "x-forwarded-for": "203.0.113.1" },
      });
      expect(health.statusCode).toBe(200);
    }
  });

  it("ignores X-Forwarded-For when the proxy is not trusted", async () => {
    const untrusted = await createTestContext(env);
    try {
      const statuses: number[] = [];
      for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"]) {
        const response = await untrusted.app.inject({
          method: "POST",
          url: "/api/v1/check-username",
          payload: { username: "someone" },
          headers: { "x-forwarded-for": ip },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await untrusted.close();
    }
  });

  it("also limits authenticated routes", async () => {
    const ctx = await createTestContext(env);
    try {
      const user = await registerUser(ctx.app); // 1
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: bearer(user.token) }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await ctx.close();
    }
  });
});
