import type { LocalStorage } from "@playpal/platform";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";

describe("the per-address rate limit", () => {
  const ctx = useTestApp({ RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_MS: "60000" });
  beforeAll(async () => {
    await (ctx.deps.storage as LocalStorage).put("uploads/u1/pic.png", Buffer.from("png"), "image/png", {
      public: true,
    });
  });

  const hit = (remoteAddress: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/check-username",
      remoteAddress,
      payload: { username: "someone" },
    });

  it("answers 429 with code RATE_LIMITED and Retry-After", async () => {
    for (let i = 0; i < 3; i++) expect((await hit("10.9.0.1")).statusCode).toBe(200);
    const limited = await hit("10.9.0.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String), code: "RATE_LIMITED" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("does not spend the budget on local-mode file reads, nor refuse them once it is spent", async () => {
    const file = () =>
      ctx.app.inject({ method: "GET", url: "/api/v1/files/uploads/u1/pic.png", remoteAddress: "10.9.0.2" });
    for (let i = 0; i < 10; i++) expect((await file()).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await hit("10.9.0.2")).statusCode).toBe(200);
    expect((await hit("10.9.0.2")).statusCode).toBe(429);
    expect((await file()).statusCode).toBe(200);
  });
});
