import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { readCached } from "@playpal/platform";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { makeImage, multipart } from "#test/multipart.ts";
import { deliverMuxEvent, muxEvent } from "#test/mux-webhook.ts";
import { recordRedisAndCache } from "#test/redis-recorder.ts";
import { revokeTokensWith } from "../accounts/service.ts";
import { purgeAccount } from "../trust/purge.ts";
import { clearMeCache, meCacheReadKeys, readThroughMe } from "./me-cache.ts";
import { getMe } from "./service.ts";

const MUX_SECRET = "me-cache-webhook-secret";
const ctx = useTestApp({ RATE_LIMIT_MAX: "100000", MUX_WEBHOOK_SECRET: MUX_SECRET });

type User = Awaited<ReturnType<typeof registerUser>>;
const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

/** Counts the API's database queries while `work` runs. */
async function countingQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const pool = ctx.deps.db.$client;
  const original = pool.query.bind(pool);
  let queries = 0;
  pool.query = ((...args: Parameters<typeof original>) => {
    queries += 1;
    return original(...args);
  }) as typeof pool.query;
  try {
    return { result: await work(), queries };
  } finally {
    pool.query = original;
  }
}

/** GET /user/me as `headers`, with the Redis commands and database queries it made. */
async function me(headers: Record<string, string>) {
  const { names, restore } = recordRedisAndCache(ctx.deps.redis);
  try {
    const { result: response, queries } = await countingQueries(() =>
      ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers }),
    );
    // Not the rate limit's increments: counted here, sent behind the request (http/rate-limit.ts).
    return { response, queries, commands: names().filter((name) => name !== "evalsha") };
  } finally {
    restore();
  }
}

/** The account as the database has it now, as the route serializes it. */
const fresh = async (userId: string) => JSON.parse(JSON.stringify(await getMe(ctx.deps, userId)));

/** Caches the user's account and checks that the next read is a hit (no database query). */
async function warm(user: User) {
  expect((await me(bearer(user.token))).response.statusCode).toBe(200);
  const hit = await me(bearer(user.token));
  expect(hit.response.statusCode).toBe(200);
  expect(hit.queries).toBe(0);
}

/** The next read shows what the database holds. */
async function expectFresh(user: User) {
  const read = await me(bearer(user.token));
  expect(read.response.statusCode, read.response.body).toBe(200);
  expect(read.response.json()).toEqual(await fresh(user.id));
}

describe("cached GET /user/me", () => {
  it("answers a hit from process memory, byte-identical to the miss, without the database or Redis", async () => {
    const user = await registerUser(ctx.app);
    expect((await call("PATCH", "/user/me", user.token, { bio: "x".repeat(500) })).statusCode).toBe(200);
    for (const accept of [undefined, "gzip", "br, gzip"]) {
      await clearMeCache(ctx.deps, [user.id]);
      const headers = { ...bearer(user.token), ...(accept ? { "accept-encoding": accept } : {}) };
      const miss = await me(headers);
      // The stored entry, read from Redis once (then held), then from memory alone (once the
      // invalidation of the store, on its way, has passed).
      const first = await me(headers);
      let hit = await me(headers);
      for (let i = 0; i < 50 && hit.commands.length > 0; i += 1) hit = await me(headers);
      expect(miss.response.statusCode, miss.response.body).toBe(200);
      expect(first.response.statusCode).toBe(200);
      expect(hit.response.statusCode).toBe(200);
      expect(miss.queries).toBeGreaterThan(0);
      expect(first.queries).toBe(0);
      expect(hit.queries).toBe(0);
      expect(first.commands).toContain("mget");
      expect(hit.commands).toEqual([]);
      expect(hit.response.rawPayload.equals(miss.response.rawPayload)).toBe(true);
      for (const header of ["content-type", "content-encoding", "content-length", "vary"]) {
        expect(hit.response.headers[header], header).toEqual(miss.response.headers[header]);
      }
      expect(hit.response.json()).toEqual(await fresh(user.id));
    }
  });

  it("shows every change of what it shows on the next read: names, username, images, follows, blocks, live state, revocation, a purge", async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const both = async () => {
      await expectFresh(user);
      await expectFresh(other);
    };

    await warm(user);
    expect(
      (await call("PATCH", "/user/me", user.token, { display_name: "Cached", bio: "b" })).statusCode,
    ).toBe(200);
    await expectFresh(user);

    await warm(user);
    const onboarding = await call("POST", "/user/onboarding", user.token, {
      username: `cached_${randomBytes(4).toString("hex")}`,
    });
    expect(onboarding.statusCode, onboarding.body).toBe(200);
    await expectFresh(user);

    for (const kind of ["avatar", "banner"] as const) {
      await warm(user);
      const body = multipart({}, [
        { field: "file", filename: "i.png", contentType: "image/png", data: await makeImage(64, 64) },
      ]);
      const upload = await ctx.app.inject({
        method: "POST",
        url: `/api/v1/user/${kind}`,
        headers: { ...bearer(user.token), ...body.headers },
        payload: body.payload,
      });
      expect(upload.statusCode, upload.body).toBe(200);
      await expectFresh(user);
    }

    // Counters on both ends: follows either way, unfollow, and a block that ends both follows.
    for (const [actor, action, target] of [
      [other, "follow", user],
      [user, "follow", other],
      [user, "unfollow", other],
      [user, "follow", other],
      [other, "block", user],
    ] as const) {
      await warm(user);
      await warm(other);
      const method = action === "unfollow" ? "DELETE" : "POST";
      const path = action === "block" ? "block" : "follow";
      expect((await call(method, `/user/${target.id}/${path}`, actor.token)).statusCode).toBeLessThan(300);
      await both();
    }
    expect((await fresh(user.id)).followersCount).toBe(0);

    // The live state, written by the provider's webhook.
    const stream = (await call("GET", "/livestreams/credentials", user.token)).json() as {
      id: string;
      providerStreamId: string;
    };
    for (const type of ["video.live_stream.active", "video.live_stream.idle"]) {
      await warm(user);
      const event = muxEvent(type, { id: stream.providerStreamId });
      expect((await deliverMuxEvent(ctx.app, MUX_SECRET, event)).statusCode).toBe(200);
      await expectFresh(user);
      expect((await fresh(user.id)).isLive).toBe(type.endsWith("active"));
    }

    // A revocation: the new token's version is a new entry.
    await warm(user);
    expect((await call("POST", "/auth/logout-all", user.token)).statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/authenticate",
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const relogged = { ...user, token: login.json().token as string };
    await expectFresh(relogged);
    expect((await fresh(user.id)).tokenVersion).toBe(1);

    // A follower's account is purged: the purge decrements the counters of the accounts it followed.
    const follower = await registerUser(ctx.app);
    expect((await call("POST", `/user/${user.id}/follow`, follower.token)).statusCode).toBeLessThan(300);
    await warm(relogged);
    expect((await me(bearer(relogged.token))).response.json().followersCount).toBe(1);
    expect(
      (await call("DELETE", "/user/me", follower.token, { password: follower.password })).statusCode,
    ).toBeLessThan(300);
    await ctx.db.execute(
      sql`update users set purge_at = now() - interval '1 second' where id = ${follower.id}`,
    );
    expect(await purgeAccount(ctx.deps, follower.id)).toBe("purged");
    await expectFresh(relogged);
    expect((await fresh(user.id)).followersCount).toBe(0);
  });

  it("never answers a revoked token with the account prefetched for it", async () => {
    const user = await registerUser(ctx.app);
    await warm(user);
    expect((await call("POST", "/auth/logout-all", user.token)).statusCode).toBe(200);
    // Still held for the old version, read speculatively with the token, then dropped.
    expect((await readCached(ctx.deps.redis, meCacheReadKeys(user.id, 0)))[0]).not.toBeNull();
    const refused = await me(bearer(user.token));
    expect(refused.response.statusCode).toBe(401);
    expect(refused.response.json()).toEqual({ message: "Invalid or expired token", code: "UNAUTHORIZED" });
    expect(refused.response.body).not.toContain(user.email);
  });

  it("answers a suspended user's tokens 403 ACCOUNT_SUSPENDED, never the prefetched account", async () => {
    const user = await registerUser(ctx.app);
    await warm(user);
    const version = await revokeTokensWith(ctx.deps, user.id, {
      suspendedUntil: new Date(Date.now() + 86_400_000),
    });
    // The old token, and one of the current version, cached too (only the suspension refuses it).
    const current = await ctx.deps.tokens.sign({ userId: user.id, tokenVersion: version as number });
    await readThroughMe(ctx.deps, user.id, version as number, async () =>
      JSON.stringify({ email: user.email }),
    );
    for (const [token, tokenVersion] of [
      [user.token, 0],
      [current, version as number],
    ] as const) {
      expect((await readCached(ctx.deps.redis, meCacheReadKeys(user.id, tokenVersion)))[0]).not.toBeNull();
      const refused = await me(bearer(token));
      expect(refused.response.statusCode).toBe(403);
      expect(refused.response.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED" });
      expect(refused.response.body).not.toContain(user.email);
    }
  });

  it("never keeps an account loaded before a clear that ran while it was loading", async () => {
    const user = await registerUser(ctx.app);
    let loads = 0;
    const read = (during?: () => Promise<void>) =>
      readThroughMe(ctx.deps, user.id, 0, async () => {
        loads += 1;
        const stale = JSON.stringify({ loads });
        await during?.();
        return stale;
      }).then((json) => JSON.parse(json.toString()));
    expect(await read(() => clearMeCache(ctx.deps, [user.id]))).toEqual({ loads: 1 });
    expect(await read()).toEqual({ loads: 2 });
    expect(await read()).toEqual({ loads: 2 });
  });

  it("ignores a prefetched read of other keys and reads its own entry", async () => {
    const user = await registerUser(ctx.app);
    await readThroughMe(ctx.deps, user.id, 0, async () => '{"version":0}');
    const keys0 = meCacheReadKeys(user.id, 0);
    const prefetched0 = { keys: keys0, values: await ctx.deps.redis.mgetBuffer(...keys0) };
    const json = await readThroughMe(ctx.deps, user.id, 1, async () => '{"version":1}', prefetched0);
    expect(json.toString()).toBe('{"version":1}');
  });

  it("knows every file that writes the users table (each clears the cached accounts it changes)", () => {
    // A new writer of users must clear the cached GET /user/me of the users whose shown columns it
    // changes (clearMeCache, or the user.changed event), then be added here.
    const reviewed = [
      "accounts/queries.ts", // tokenVersion: the entry is keyed by it; the other columns are not shown
      "feeds/queries.ts", // timelinePull (the fan-out's read-time merge flag): not shown
      "livestreams/queries.ts", // isLive, activeLiveStreamId: user.changed from webhooks/mux-service.ts
      "profiles/queries.ts", // counters: follow and block events; images: user.changed from profiles/service.ts
      "trust/purge.ts", // counters of the purged user's follows: user.changed; the tombstone: account.purged
      "users/queries.ts", // names, bio, username: cleared inline by users/service.ts
    ];
    const src = join(import.meta.dirname, "..");
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
      });
    const writers = files(src)
      .filter((file) => /\.update\(\s*users\s*\)|update\s+"?users"?\s+set/i.test(readFileSync(file, "utf8")))
      .map((file) => relative(src, file))
      .sort();
    expect(writers).toEqual(reviewed);
  });
});
