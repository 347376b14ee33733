import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { block, createUser } from "#test/social-factories.ts";
import { addSponsor, endSponsor, listSponsors } from "./sponsors.ts";

const run = promisify(execFile);

const ctx = useTestApp();
const call = ctx.call;

const HOUR = 3_600_000;
const sponsor = (placement: string, name: string, startsAt?: Date, endsAt?: Date) =>
  addSponsor(ctx.db, {
    name,
    imageUrl: `https://cdn.example.com/${name}.png`,
    linkUrl: `https://example.com/${name}`,
    placement,
    startsAt,
    endsAt,
  });

describe("GET /sponsors", () => {
  it("refuses anonymous callers and a malformed placement", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/sponsors" })).statusCode).toBe(401);
    const user = await createUser(ctx.app);
    expect((await call("GET", "/sponsors?placement=Not%20Valid!", user)).statusCode).toBe(400);
  });

  it("answers a bare array of the placements running now, of one placement or all", async () => {
    const user = await createUser(ctx.app);
    const running = await sponsor("discover", "running");
    const other = await sponsor("feed", "other");
    await sponsor("discover", "scheduled", new Date(Date.now() + HOUR));
    await sponsor("discover", "over", new Date(Date.now() - 2 * HOUR), new Date(Date.now() - HOUR));
    const ended = await sponsor("discover", "ended");
    expect(await endSponsor(ctx.db, ended.id)).toMatchObject({ id: ended.id, endsAt: expect.any(String) });
    expect(await endSponsor(ctx.db, ended.id)).toBeNull();

    const discover = await call("GET", "/sponsors?placement=discover", user);
    expect(discover.statusCode).toBe(200);
    expect(discover.json()).toEqual([
      {
        id: running.id,
        name: "running",
        imageUrl: "https://cdn.example.com/running.png",
        linkUrl: "https://example.com/running",
        placement: "discover",
        startsAt: running.startsAt,
        endsAt: null,
      },
    ]);
    const all = (await call("GET", "/sponsors", user)).json() as { id: string }[];
    expect(all.map((s) => s.id).sort()).toEqual([running.id, other.id].sort());
    expect((await listSponsors(ctx.db, { all: true, placement: "discover" })).length).toBe(4);
  });

  it("is managed by the operator command: add, end, with exit codes 0, 1 and 2", async () => {
    const env = { ...process.env, DATABASE_URL: ctx.config.DATABASE_URL, LOG_LEVEL: "silent" };
    const cli = (...args: string[]) =>
      run(process.execPath, ["--import", "tsx", "scripts/sponsors.ts", ...args], {
        env,
        cwd: process.cwd(),
      }).then(
        (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const added = await cli(
      "add",
      "--name",
      "Energy Drink",
      "--image",
      "https://cdn.example.com/e.png",
      "--link",
      "https://example.com/e",
      "--placement",
      "cli-test",
    );
    expect(added.code).toBe(0);
    const row = JSON.parse(added.stdout) as { id: string; placement: string };
    expect(row.placement).toBe("cli-test");
    // Four processes in all (each one starts tsx): `list` is the same function the test above calls.
    expect((await listSponsors(ctx.db, { all: false, placement: "cli-test" })).map((r) => r.id)).toEqual([
      row.id,
    ]);
    expect((await cli("end", row.id)).code).toBe(0);
    expect((await cli("end", row.id)).code).toBe(1);
    const bad = await cli(
      "add",
      "--name",
      "x",
      "--image",
      "javascript:alert(1)",
      "--link",
      "https://a.b",
      "--placement",
      "p",
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("http or https");
  }, 60_000);
});

describe("profile links", () => {
  it("refuses anonymous callers", async () => {
    const user = await createUser(ctx.app);
    expect((await ctx.app.inject({ method: "GET", url: `/api/v1/user/${user.id}/links` })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ method: "PUT", url: "/api/v1/user/me/links", payload: { links: [] } }))
        .statusCode,
    ).toBe(401);
  });

  it("replaces the caller's links in order and shows them on the links route and the public profile", async () => {
    const [owner, visitor] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
    const links = [
      { title: "Twitch", url: "https://twitch.tv/owner" },
      { title: "Blog", url: "http://blog.example.com/" },
    ];
    const put = await call("PUT", "/user/me/links", owner, { links });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(links.map((l) => ({ id: expect.any(String), ...l })));
    expect((await call("GET", `/user/${owner.id}/links`, visitor)).json()).toEqual(put.json());
    expect((await call("GET", `/user/${owner.id}`, visitor)).json().links).toEqual(put.json());

    const reordered = await call("PUT", "/user/me/links", owner, { links: [links[1], links[0]] });
    expect(reordered.json().map((l: { title: string }) => l.title)).toEqual(["Blog", "Twitch"]);
    expect((await call("PUT", "/user/me/links", owner, { links: [] })).json()).toEqual([]);
    expect((await call("GET", `/user/${owner.id}`, visitor)).json().links).toEqual([]);
  });

  it.each([
    ["a javascript: URL", [{ title: "x", url: "javascript:alert(1)" }]],
    ["a data: URL", [{ title: "x", url: "data:text/html,hi" }]],
    ["an ftp URL", [{ title: "x", url: "ftp://example.com/file" }]],
    ["a relative URL", [{ title: "x", url: "/profile" }]],
    ["an overlong URL", [{ title: "x", url: `https://example.com/${"a".repeat(2100)}` }]],
    ["an empty title", [{ title: "  ", url: "https://example.com" }]],
    ["an overlong title", [{ title: "t".repeat(61), url: "https://example.com" }]],
    [
      "more than 10 links",
      Array.from({ length: 11 }, (_, i) => ({ title: `l${i}`, url: `https://e.com/${i}` })),
    ],
    ["an unknown field", [{ title: "x", url: "https://example.com", icon: "x" }]],
  ])("refuses %s with 400 and changes nothing", async (_what, links) => {
    const owner = await createUser(ctx.app);
    await call("PUT", "/user/me/links", owner, {
      links: [{ title: "Keep", url: "https://keep.example.com" }],
    });
    const response = await call("PUT", "/user/me/links", owner, { links });
    expect(response.statusCode).toBe(400);
    expect((await call("GET", `/user/${owner.id}/links`, owner)).json()).toEqual([
      { id: expect.any(String), title: "Keep", url: "https://keep.example.com" },
    ]);
  });

  it("404s the links of an unknown user or of one who blocked the caller", async () => {
    const [owner, blocked] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
    await block(ctx, owner, blocked);
    expect((await call("GET", `/user/${owner.id}/links`, blocked)).statusCode).toBe(404);
    expect((await call("GET", "/user/nobody123/links", owner)).statusCode).toBe(404);
  });
});
