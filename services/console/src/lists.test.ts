import { appendAudit } from "@playpal/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ConsoleHarness,
  createConsoleHarness,
  createOperator,
  type LoggedIn,
  login,
  seedOpenReports,
  seedPendingVerifications,
  seedPostReports,
} from "#test/console-harness.ts";

// The console's long lists: the two queues past 1,000 rows, and the audit log's filters and pages.
let h: ConsoleHarness;
let admin: LoggedIn;
let adminId: string;
beforeAll(async () => {
  h = await createConsoleHarness();
  const operator = await createOperator(h, "admin");
  adminId = operator.id;
  admin = await login(h, operator.username);
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const get = (url: string) => h.console.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
const nextOf = (body: string) => /<a href="([^"]+)">Next page<\/a>/.exec(body)?.[1]?.replaceAll("&amp;", "&");

/** Follows the Next links from `url` to the end; answers every page's body. */
async function walk(url: string): Promise<string[]> {
  const bodies: string[] = [];
  let next: string | undefined = url;
  while (next) {
    const page = await get(next);
    expect(page.statusCode, next).toBe(200);
    bodies.push(page.body);
    next = nextOf(page.body);
    expect(bodies.length).toBeLessThan(100);
  }
  return bodies;
}

describe("the report queue", () => {
  it("pages past 1,000 targets in SQL, each once and the longest-waiting first, and counts 1,000+", async () => {
    await seedOpenReports(h, 1030, 10);
    const pages = await walk("/reports");
    expect(pages[0]).toContain('<p id="queue-count">1,000+ open targets');
    expect(pages).toHaveLength(Math.ceil(1030 / 25));
    const targets = pages.flatMap((body) =>
      [...body.matchAll(/Review user (seed\d{5})<\/a>/g)].map((m) => m[1]),
    );
    expect(targets).toHaveLength(1030);
    expect(new Set(targets).size).toBe(1030);
    // seed00001 was reported first; the ids sort like the times, pairs sharing a time by id.
    expect(targets).toEqual([...targets].sort());
    // A target reported twice is one row, counted once, with both reports.
    expect(pages[0]).toMatch(/<code>seed00001<\/code><\/td><td>2<\/td><td>spam, harassment<\/td>/);
  }, 120_000);

  it("filters in SQL: the newest reports of a kind are found however long the queue", async () => {
    await seedPostReports(h, ["p-newest-1", "p-newest-2", "p-newest-3"]);
    const page = await get("/reports?type=post");
    expect(page.body).toContain('<p id="queue-count">3 open targets');
    // Filed in one statement: the same time, so in the order of their ids.
    expect([...page.body.matchAll(/Review post (p-newest-\d)<\/a>/g)].map((m) => m[1]).sort()).toEqual([
      "p-newest-1",
      "p-newest-2",
      "p-newest-3",
    ]);
    expect(nextOf(page.body)).toBeUndefined();
  });
});

describe("the verification queue", () => {
  it("pages past 1,000 pending submissions in SQL, each once, and counts 1,000+", async () => {
    await seedPendingVerifications(h, 1010);
    const pages = await walk("/verifications");
    expect(pages[0]).toContain('<p id="queue-count">1,000+ pending');
    const users = pages.flatMap((body) =>
      [...body.matchAll(/href="\/verifications\/(seed\d{5})"/g)].map((m) => m[1]),
    );
    expect(users).toHaveLength(1010);
    expect(new Set(users).size).toBe(1010);
    expect(users).toEqual([...users].sort());
  }, 120_000);
});

describe("the audit log page", () => {
  it("filters by operator, actor, action, target and time, newest first, keyset-paged", async () => {
    const alice = {
      actor: `operator:${adminId}`,
      actorName: "alice",
      actorRole: "admin",
      sourceAddress: "10.9.0.1",
    };
    const shell = { actor: "cli:bob" };
    // A second apart, an hour ago onwards: the order is the times', the time filters have edges.
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 30; i += 1) {
      await appendAudit(h.ctx.db, {
        createdAt: new Date(base + i * 1000),
        action: i % 2 === 0 ? "suspend" : "lift",
        actor: i < 20 ? alice : shell,
        targetType: "user",
        targetId: i < 5 ? "user-five" : `user-${i}`,
        note: `entry ${i}`,
      });
    }
    const rows = (body: string) => [...body.matchAll(/<q>entry (\d+)<\/q>/g)].map((m) => Number(m[1]));
    const all = await walk("/audit");
    const everything = all.flatMap(rows);
    expect(everything.slice(0, 3)).toEqual([29, 28, 27]);
    expect(new Set(everything).size).toBe(30);

    const byOperator = await walk(`/audit?operator=${adminId}`);
    expect(byOperator.flatMap(rows).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    expect(byOperator).toHaveLength(1);
    expect(byOperator[0]).toContain(`alice (admin)<br><code class="id">operator:${adminId}</code>`);

    const byActor = await get("/audit?actor=cli%3Abob&action=lift");
    expect(rows(byActor.body)).toEqual([29, 27, 25, 23, 21]);
    const byTarget = await get("/audit?targetType=user&targetId=user-five");
    expect(rows(byTarget.body)).toEqual([4, 3, 2, 1, 0]);
    const minute = (ms: number) => encodeURIComponent(new Date(ms).toISOString().slice(0, 16));
    const future = await get(`/audit?from=${minute(Date.now() + 120_000)}`);
    expect(rows(future.body)).toEqual([]);
    expect(future.body).toContain("No entry matches.");
    // Up to the minute that holds the first entry (exclusive): none of them; from it: all of them.
    const firstMinute = Math.floor(base / 60_000) * 60_000;
    expect(rows((await get(`/audit?to=${minute(firstMinute)}&operator=`)).body)).toEqual([]);
    const since = await walk(`/audit?from=${minute(firstMinute)}&actor=cli%3Abob`);
    expect(since.flatMap(rows)).toEqual([29, 28, 27, 26, 25, 24, 23, 22, 21, 20]);
    // The filters survive the paging links.
    const suspends = await walk("/audit?action=suspend");
    expect(suspends.flatMap(rows)).toEqual([28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 0]);
  });
});
