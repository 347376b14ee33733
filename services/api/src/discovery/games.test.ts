import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { block, createPost, createUser, follow, insertPost } from "#test/social-factories.ts";
import {
  GAMES_MIGRATION,
  gameIdFor,
  gamesSeedSql,
  loadGames,
  slugify,
} from "../../../../scripts/games-seed.ts";
import { refreshRollups } from "./rollups.ts";

const ctx = useTestApp();
const call = ctx.call;

describe("games catalog data", () => {
  it("the committed seed migration is exactly what packages/db/data/games.json generates", () => {
    expect(readFileSync(GAMES_MIGRATION, "utf8")).toBe(gamesSeedSql());
  });

  it("derives slugs from names and stable cuid-shaped ids from slugs", () => {
    expect(slugify("Baldur's Gate 3")).toBe("baldurs-gate-3");
    expect(slugify("Pokémon GO")).toBe("pokemon-go");
    expect(slugify("Ratchet & Clank: Rift Apart")).toBe("ratchet-and-clank-rift-apart");
    expect(gameIdFor("fortnite")).toBe(gameIdFor("fortnite"));
    expect(gameIdFor("fortnite")).toMatch(/^g[0-9a-z]{23}$/);
    expect(loadGames().length).toBeGreaterThanOrEqual(300);
  });
});

describe("GET /games", () => {
  it("refuses anonymous callers", async () => {
    for (const url of [
      "/games",
      `/games/${gameIdFor("fortnite")}`,
      `/games/${gameIdFor("fortnite")}/posts`,
    ]) {
      const response = await ctx.app.inject({ method: "GET", url: `/api/v1${url}` });
      expect(response.statusCode).toBe(401);
    }
  });

  it("pages through the whole seeded catalog A to Z without repeats", async () => {
    const user = await createUser(ctx.app);
    const seen: string[] = [];
    let cursor: unknown = null;
    for (let page = 0; page < 20; page += 1) {
      const query = cursor ? `&cursor=${encodeURIComponent(JSON.stringify(cursor))}` : "";
      const response = await call("GET", `/games?limit=50${query}`, user);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { items: { name: string; id: string }[]; nextCursor: unknown };
      seen.push(...body.items.map((g) => g.name));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(loadGames().length);
    expect(new Set(seen).size).toBe(seen.length);
    const sorted = [...seen].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    expect(seen).toEqual(sorted);
  });

  it("answers the Game shape, with the cover served from storage", async () => {
    const user = await createUser(ctx.app);
    const response = await call("GET", "/games?q=Fortnite&limit=1", user);
    expect(response.json().items[0]).toEqual({
      id: gameIdFor("fortnite"),
      slug: "fortnite",
      name: "Fortnite",
      coverUrl: expect.stringContaining("games/covers/fortnite.jpg"),
      genres: ["battle-royale", "shooter", "sandbox"],
      postCount: 0,
    });
  });

  it.each([
    ["an exact name", "fortnite", "Fortnite"],
    ["a prefix", "fortn", "Fortnite"],
    ["one typo", "fortnte", "Fortnite"],
    ["a word of the name", "duty warzone", "Call of Duty: Warzone"],
    ["a typo in a longer name", "minecraf", "Minecraft"],
  ])("finds a game by %s", async (_what, q, name) => {
    const user = await createUser(ctx.app);
    const response = await call("GET", `/games?q=${encodeURIComponent(q)}`, user);
    expect(response.statusCode).toBe(200);
    expect(response.json().items[0]?.name).toBe(name);
  });

  it("pages search results with the cursor, keeping the relevance order", async () => {
    const user = await createUser(ctx.app);
    const all = (await call("GET", "/games?q=call&limit=50", user))
      .json()
      .items.map((g: { id: string }) => g.id);
    expect(all.length).toBeGreaterThan(3);
    const first = (await call("GET", "/games?q=call&limit=2", user)).json();
    const cursor = first.nextCursor as Record<string, string | number>;
    const brackets = Object.entries(cursor)
      .map(([k, v]) => `cursor[${k}]=${encodeURIComponent(String(v))}`)
      .join("&");
    const second = (await call("GET", `/games?q=call&limit=2&${brackets}`, user)).json();
    expect([...first.items, ...second.items].map((g: { id: string }) => g.id)).toEqual(all.slice(0, 4));
  });

  it.each([
    ["empty", ""],
    ["blank", "%20%20%20"],
    ["longer than 100 characters", "a".repeat(101)],
  ])("refuses a q that is %s", async (_what, q) => {
    const user = await createUser(ctx.app);
    const response = await call("GET", `/games?q=${q}`, user);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fieldErrors.q).toBeDefined();
  });

  it("refuses a malformed cursor with 400", async () => {
    const user = await createUser(ctx.app);
    expect((await call("GET", "/games?cursor=nope", user)).statusCode).toBe(400);
  });
});

describe("GET /games/:gameId and its posts", () => {
  it("finds a game by id or by slug, and 404s an unknown one", async () => {
    const user = await createUser(ctx.app);
    const byId = await call("GET", `/games/${gameIdFor("valorant")}`, user);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ slug: "valorant", name: "Valorant" });
    expect((await call("GET", "/games/valorant", user)).json().id).toBe(gameIdFor("valorant"));
    const unknown = await call("GET", "/games/no-such-game", user);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("GAME_NOT_FOUND");
    expect((await call("GET", "/games/no-such-game/posts", user)).statusCode).toBe(404);
  });

  it("lists the posts the caller may see, newest first, and counts public ones after the rollup", async () => {
    const [viewer, friend, stranger, blocked] = await Promise.all([
      createUser(ctx.app),
      createUser(ctx.app),
      createUser(ctx.app),
      createUser(ctx.app),
    ]);
    await follow(ctx, viewer, friend);
    await block(ctx, blocked, viewer);
    const gameId = gameIdFor("rocket-league");
    const visible = [
      await createPost(ctx.app, stranger, { gameId, body: "public one" }),
      await createPost(ctx.app, friend, { gameId, visibility: "followers", body: "for followers" }),
      await createPost(ctx.app, viewer, { gameId, visibility: "private", body: "my own private" }),
      await createPost(ctx.app, stranger, { gameId, body: "public two" }),
    ];
    await createPost(ctx.app, stranger, { gameId, visibility: "followers", body: "hidden: not followed" });
    await createPost(ctx.app, friend, { gameId, visibility: "private", body: "hidden: private" });
    await createPost(ctx.app, blocked, { gameId, body: "hidden: blocked" });
    await createPost(ctx.app, stranger, { gameId: gameIdFor("fortnite"), body: "another game" });

    const ids: string[] = [];
    type Cursor = { id: string; createdAt: string } | null;
    let cursor: Cursor = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(JSON.stringify(cursor))}` : "";
      const response = await call("GET", `/games/${gameId}/posts?limit=3${query}`, viewer);
      expect(response.statusCode).toBe(200);
      const page = response.json() as { items: { id: string }[]; nextCursor: Cursor };
      ids.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids).toEqual(visible.map((p) => p.id).reverse());

    await refreshRollups(ctx.db);
    // Public posts: the two of the stranger and the blocked account's one.
    expect((await call("GET", `/games/${gameId}`, viewer)).json().postCount).toBe(3);
  });
});

describe("a post's gameId", () => {
  it("must name a catalog game: 400 UNKNOWN_GAME otherwise, a slug is stored as the game's id", async () => {
    const user = await createUser(ctx.app);
    const unknown = await call("POST", "/posts", user, { body: "gg", gameId: "not-a-game" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe("UNKNOWN_GAME");
    const bySlug = await call("POST", "/posts", user, { body: "gg", gameId: "fortnite" });
    expect(bySlug.statusCode).toBe(201);
    expect(bySlug.json().gameId).toBe(gameIdFor("fortnite"));
  });

  it("keeps existing posts with a gameId outside the catalog readable", async () => {
    const user = await createUser(ctx.app);
    const legacy = await insertPost(ctx, user, { gameId: "legacy-game-42" });
    const response = await call("GET", `/posts/${legacy.id}`, user);
    expect(response.statusCode).toBe(200);
    expect(response.json().gameId).toBe("legacy-game-42");
  });
});
