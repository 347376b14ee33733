import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#test/context.ts";

// An API of its own: once drained it takes no request any more.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("while the API drains (SIGTERM)", () => {
  it("answers /ready 503 with its own body (ready: false, the stores as they are), never a 500, and other routes 503 UNAVAILABLE", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/ready" })).statusCode).toBe(200);
    await ctx.app.drain(0);
    const ready = await ctx.app.inject({ method: "GET", url: "/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, db: true, redis: true });
    expect(ready.headers.connection).toBe("close");
    const other = await ctx.app.inject({ method: "GET", url: "/health" });
    expect(other.statusCode).toBe(503);
    expect(other.json()).toMatchObject({ code: "UNAVAILABLE" });
  });
});
