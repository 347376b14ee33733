/**
 * Two API instances on one database and one Redis prefix, as two replicas behind a load balancer:
 * what one replica's write does to what the other holds in process memory (a revocation, a cached
 * page), and the shared rate limit counted by both without a wait.
 */
import { clientSideCacheOf, tokenVersionKey } from "@playpal/platform";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { buildApp } from "../app.ts";
import type { Deps } from "../deps.ts";
import { SUBSCRIBERS } from "../subscribers.ts";
import { suspendAccount } from "../trust/moderation.ts";
import { wireDeps } from "../wire-deps.ts";
import { SLICE_SHARE } from "./rate-limit.ts";

const LIMIT = 200;
const a = useTestApp({ RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_WINDOW_MS: "60000" });
let b: { deps: Deps; app: FastifyInstance };

beforeAll(async () => {
  const deps = wireDeps(a.config, SUBSCRIBERS);
  const app = await buildApp(deps);
  await app.ready();
  await clientSideCacheOf(deps.redis)?.whenTracking();
  b = { deps, app };
});
afterAll(async () => {
  await b?.app.close();
  await b?.deps.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;
const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: "GET", url: "/api/v1/user/me", headers: bearer(token) });

/** B holds the user's token state (a read from Redis, then held). */
async function heldOnB(user: User): Promise<void> {
  await expect
    .poll(async () => {
      expect((await me(b.app, user.token)).statusCode).toBe(200);
      return clientSideCacheOf(b.deps.redis)?.peek(tokenVersionKey(user.id));
    })
    .toBeDefined();
}

/** Until Redis's invalidation of the user's token state has reached B (it holds nothing older). */
async function invalidationArrivedOnB(user: User, previous: Buffer | null | undefined): Promise<void> {
  await expect
    .poll(() => clientSideCacheOf(b.deps.redis)?.peek(tokenVersionKey(user.id)), { interval: 1 })
    .not.toEqual(previous);
}

describe("two replicas", () => {
  const revocations: [string, (user: User) => Promise<{ status: number; code?: string }>][] = [
    [
      "logout-all",
      async (user) => ({
        status: (await a.call("POST", "/auth/logout-all", user)).statusCode,
      }),
    ],
    [
      "a password change",
      async (user) => ({
        status: (
          await a.call("PUT", "/auth/change-password", user, {
            currentPassword: user.password,
            newPassword: "another strong passphrase 42",
          })
        ).statusCode,
      }),
    ],
    [
      "a suspension",
      async (user) => {
        await suspendAccount(a.deps, user.id, { days: 2, note: "replica test", actor: "operator" });
        return { status: 200, code: "ACCOUNT_SUSPENDED" };
      },
    ],
    [
      "a deletion",
      async (user) => ({
        status: (await a.call("DELETE", "/user/me", user, { password: user.password })).statusCode,
      }),
    ],
  ];
  for (const [what, revoke] of revocations) {
    it(`refuses a token revoked by ${what} on one replica on the other's next request once the invalidation has arrived`, async () => {
      const user = await registerUser(a.app);
      await heldOnB(user);
      const held = clientSideCacheOf(b.deps.redis)?.peek(tokenVersionKey(user.id));
      const { status, code } = await revoke(user);
      expect(status).toBeLessThan(300);
      await invalidationArrivedOnB(user, held);
      const refused = await me(b.app, user.token);
      expect(refused.statusCode).toBe(code ? 403 : 401);
      if (code) expect(refused.json()).toMatchObject({ code });
      // And on the revoking replica, at once.
      expect((await me(a.app, user.token)).statusCode).toBe(code ? 403 : 401);
    });
  }

  it("shows the author's new post on the other replica once the invalidation of the cleared page has arrived", async () => {
    const user = await registerUser(a.app);
    expect(
      (await a.call("POST", "/user/onboarding", user, { username: `rep${Date.now()}` })).statusCode,
    ).toBe(200);
    const feed = () => b.app.inject({ method: "GET", url: "/api/v1/feed", headers: bearer(user.token) });
    expect((await feed()).json().items).toEqual([]);
    // Held on B (the page, its generations).
    await expect.poll(async () => (await feed()).json().items).toEqual([]);
    const post = await a.call("POST", "/posts", user, { body: "seen everywhere" });
    expect(post.statusCode, post.body).toBe(201);
    await expect
      .poll(async () => (await feed()).json().items.map((p: { body: string }) => p.body), { interval: 1 })
      .toEqual(["seen everywhere"]);
  });

  it("refuses a client hammering both replicas within the bound: at most a slice per other replica over the limit", async () => {
    const client = "10.77.0.1";
    const hit = (app: FastifyInstance) =>
      app.inject({
        method: "POST",
        url: "/api/v1/check-username",
        remoteAddress: client,
        payload: { username: "someone" },
      });
    let admitted = 0;
    let refused = 0;
    // Both replicas at once, 10 requests in flight on each, well past the limit.
    await Promise.all(
      [a.app, b.app].map(async (app) => {
        for (let round = 0; round < (LIMIT * 2) / 10; round += 1) {
          const answers = await Promise.all(Array.from({ length: 10 }, () => hit(app)));
          for (const answer of answers) {
            if (answer.statusCode === 200) admitted += 1;
            else {
              expect(answer.statusCode).toBe(429);
              expect(answer.json()).toEqual({ message: expect.any(String), code: "RATE_LIMITED" });
              refused += 1;
            }
          }
        }
      }),
    );
    const slice = Math.floor(LIMIT * SLICE_SHARE);
    expect(admitted + refused).toBe(LIMIT * 4);
    expect(admitted).toBeGreaterThanOrEqual(LIMIT);
    // One other replica: a slice, plus the requests of one round trip (10 in flight here).
    expect(admitted).toBeLessThanOrEqual(LIMIT + slice + 10);
    // The shared count has every request of both replicas once the increments have landed, and may
    // count a few twice: an increment whose answer timed out on a loaded machine may have landed and
    // is sent again (the limit errs towards refusing, never towards admitting more).
    await expect
      .poll(async () => Number(await a.deps.redis.get(`rl:${client}`)))
      .toBeGreaterThanOrEqual(LIMIT * 4);
  });
});
