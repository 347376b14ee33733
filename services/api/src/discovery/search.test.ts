import { users } from "@playpal/db";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { block, createPost, createUser, follow, type TestUser } from "#test/social-factories.ts";
import { gameIdFor } from "../../../../scripts/games-seed.ts";

let viewer: TestUser;
let raven: TestUser;

const ids = (items: { id: string }[]) => items.map((i) => i.id);

async function setDisplayName(user: TestUser, display_name: string) {
  const response = await call("PATCH", "/user/me", user, { display_name });
  expect(response.statusCode).toBe(200);
}

const ctx = useTestApp();
const call = ctx.call;
beforeAll(async () => {
  viewer = await createUser(ctx.app, "searcher");
  raven = await createUser(ctx.app, "nightraven42");
  await setDisplayName(raven, "Luna Moonfall");
});

describe("search: the contract", () => {
  it("refuses anonymous callers", async () => {
    for (const url of ["/search?q=abc", "/search/users?q=abc"]) {
      expect((await ctx.app.inject({ method: "GET", url: `/api/v1${url}` })).statusCode).toBe(401);
    }
  });

  it("answers /search in the { success, data } envelope and /search/users as a bare array", async () => {
    const all = await call("GET", "/search?q=nightraven", viewer);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      success: true,
      data: { users: expect.any(Array), clips: expect.any(Array), games: expect.any(Array) },
    });
    const onlyUsers = (await call("GET", "/search?q=nightraven&type=users", viewer)).json();
    expect(ids(onlyUsers.data.users)).toContain(raven.id);
    expect(onlyUsers.data.clips).toEqual([]);
    expect(onlyUsers.data.games).toEqual([]);
    const bare = await call("GET", "/search/users?q=nightraven", viewer);
    expect(bare.json()).toEqual([
      {
        id: raven.id,
        username: "nightraven42",
        display_name: "Luna Moonfall",
        avatarUrl: null,
        followersCount: 0,
        isLive: false,
        isFollowing: false,
      },
    ]);
  });

  it.each([
    ["empty", "/search?q="],
    ["blank", "/search?q=%20%20"],
    ["missing", "/search"],
    ["over 100 characters", `/search?q=${"x".repeat(101)}`],
    ["empty (users)", "/search/users?q="],
    ["over 100 characters (users)", `/search/users?q=${"x".repeat(101)}`],
  ])("refuses a q that is %s with 400", async (_what, url) => {
    const response = await call("GET", url, viewer);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fieldErrors.q).toBeDefined();
  });

  it("accepts 100 characters after trimming and takes LIKE wildcards literally", async () => {
    const padded = `%20%20${"y".repeat(100)}%20`;
    expect((await call("GET", `/search?q=${padded}`, viewer)).statusCode).toBe(200);
    const wildcard = await call("GET", "/search/users?q=%25", viewer);
    expect(wildcard.statusCode).toBe(200);
    expect(wildcard.json()).toEqual([]);
    const underscore = await call("GET", `/search/users?q=${encodeURIComponent("____")}`, viewer);
    expect(underscore.json()).toEqual([]);
  });
});

describe("search: users", () => {
  it.each([
    ["a username prefix", "nightr"],
    ["a username with one typo", "nightravn42"],
    ["a username with a wrong letter", "nightraben42"],
    ["a display name word", "moonfall"],
    ["a display name word prefix", "moonf"],
    ["a display name with one typo", "moonfal"],
    ["upper case", "NIGHTRAVEN"],
  ])("finds a user by %s", async (_what, q) => {
    const found = (await call("GET", `/search/users?q=${encodeURIComponent(q)}`, viewer)).json();
    expect(found[0]?.id).toBe(raven.id);
  });

  it("ranks the exact username first, then prefixes, and boosts accounts the caller follows", async () => {
    const exact = await createUser(ctx.app, "pixel");
    const prefixA = await createUser(ctx.app, "pixelqueen");
    const prefixB = await createUser(ctx.app, "pixelking");
    const caller = await createUser(ctx.app);
    await follow(ctx, caller, prefixB);
    const found = ids((await call("GET", "/search/users?q=pixel", caller)).json());
    expect(found.slice(0, 3)).toEqual([exact.id, prefixB.id, prefixA.id]);
    const followed = (await call("GET", "/search/users?q=pixelking", caller)).json();
    expect(followed[0]).toMatchObject({ id: prefixB.id, isFollowing: true });
  });

  it("still puts the exact username first among thousands of near-identical names", async () => {
    await ctx.db.execute(sql`
      insert into users (id, email, username, password_hash, first_name, last_name, display_name, onboarded)
      select 'crowd' || i, 'crowd' || i || '@example.com', 'crowd_' || i, 'x', 'Crowd', 'Member',
             'Crowd Member ' || i, true
      from generate_series(1, 3000) as i`);
    const found = (await call("GET", "/search/users?q=crowd_12", viewer)).json();
    expect(found[0]?.username).toBe("crowd_12");
    expect(found.slice(1, 4).map((u: { username: string }) => u.username.startsWith("crowd_12"))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("never shows an account in a block with the caller, either way", async () => {
    const blocker = await createUser(ctx.app, "ghostblocker");
    const blocked = await createUser(ctx.app, "ghostblocked");
    const caller = await createUser(ctx.app);
    await block(ctx, blocker, caller);
    await block(ctx, caller, blocked);
    expect(ids((await call("GET", "/search/users?q=ghostblo", caller)).json())).toEqual([]);
    expect(ids((await call("GET", "/search/users?q=ghostblo", viewer)).json()).sort()).toEqual(
      [blocker.id, blocked.id].sort(),
    );
    const all = (await call("GET", "/search?q=ghostblo&type=users", caller)).json();
    expect(all.data.users).toEqual([]);
  });
});

describe("search: deactivated and suspended accounts", () => {
  it("never shows a deactivated or suspended account, nor its clips, in /search/users or /search", async () => {
    const gone = await createUser(ctx.app, "vanishdeleted");
    const suspended = await createUser(ctx.app, "vanishsuspended");
    const active = await createUser(ctx.app, "vanishactive");
    const clips = [];
    for (const who of [gone, suspended, active])
      clips.push(await createPost(ctx.app, who, { body: `vanishclip by ${who.id}`, type: "clip" }));
    const caller = await createUser(ctx.app);
    expect(ids((await call("GET", "/search/users?q=vanish", caller)).json()).sort()).toEqual(
      [gone.id, suspended.id, active.id].sort(),
    );
    // Deletion requested (deactivated) and a suspension running now.
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    await ctx.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, suspended.id));
    expect(ids((await call("GET", "/search/users?q=vanish", caller)).json())).toEqual([active.id]);
    // Exact usernames too (their own branch of the candidates).
    expect((await call("GET", "/search/users?q=vanishsuspended", caller)).json()).toEqual([]);
    const all = (await call("GET", "/search?q=vanish&type=all", caller)).json();
    expect(ids(all.data.users)).toEqual([active.id]);
    expect(ids(all.data.clips)).toEqual([clips[2]!.id]);
    // A suspension that has ended shows the account again.
    await ctx.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, suspended.id));
    expect(ids((await call("GET", "/search/users?q=vanish", caller)).json()).sort()).toEqual(
      [suspended.id, active.id].sort(),
    );
  });
});

describe("search: clips (post bodies) and games", () => {
  it("finds posts by word prefixes, ranked, only those the caller may see", async () => {
    const author = await createUser(ctx.app);
    const follower = await createUser(ctx.app);
    const stranger = await createUser(ctx.app);
    const blocked = await createUser(ctx.app);
    await follow(ctx, follower, author);
    await block(ctx, stranger, blocked);
    const open = await createPost(ctx.app, author, { body: "Insane clutch in ranked tonight", type: "clip" });
    const forFollowers = await createPost(ctx.app, author, {
      body: "clutch for my followers",
      visibility: "followers",
    });
    await createPost(ctx.app, author, { body: "private clutch notes", visibility: "private" });
    const byBlocked = await createPost(ctx.app, blocked, { body: "blocked clutch moment" });
    await createPost(ctx.app, author, { body: "nothing to see here" });

    const asStranger = (await call("GET", "/search?q=clutc&type=clips", stranger)).json();
    expect(ids(asStranger.data.clips)).toEqual([open.id]);
    const asFollower = (await call("GET", "/search?q=CLUTCH&type=clips", follower)).json();
    expect(ids(asFollower.data.clips).sort()).toEqual([open.id, forFollowers.id, byBlocked.id].sort());
    // Every word must match (as a prefix).
    const twoWords = (await call("GET", "/search?q=clutch%20ranked&type=clips", follower)).json();
    expect(ids(twoWords.data.clips)).toEqual([open.id]);
    expect(twoWords.data.clips[0]).toMatchObject({
      body: "Insane clutch in ranked tonight",
      myReactions: [],
    });
  });

  it("finds games by prefix and with a typo", async () => {
    const typo = (await call("GET", "/search?q=fortnte&type=games", viewer)).json();
    expect(typo.data.games[0]).toMatchObject({ id: gameIdFor("fortnite"), name: "Fortnite" });
    const prefix = (await call("GET", "/search?q=valo", viewer)).json();
    expect(prefix.data.games[0]?.name).toBe("Valorant");
  });

  it("answers empty lists for a query with no word in it", async () => {
    const response = await call("GET", `/search?q=${encodeURIComponent("!!! ???")}`, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.clips).toEqual([]);
  });
});
