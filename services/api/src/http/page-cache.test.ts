import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { createPageCache } from "./page-cache.ts";

const ctx = useTestApp();

describe("page cache", () => {
  const cache = createPageCache({ name: "pagetest", ttlSeconds: 60 });
  const loads = new Map<string, number>();
  /** Reads the user's page; returns how many times it has been loaded from the source so far. */
  const read = async (userId: string) => {
    const body = await cache.readThrough(ctx.deps, userId, "page", async () => {
      loads.set(userId, (loads.get(userId) ?? 0) + 1);
      return JSON.stringify({ userId, load: loads.get(userId) });
    });
    return JSON.parse(body.bytes.toString()) as { userId: string; load: number };
  };

  it("clears many users at once (more than one chunk), and only them", async () => {
    const cleared = Array.from({ length: 1201 }, (_, i) => `cleared${i}`);
    const kept = ["kept0", "kept1"];
    for (const id of [...cleared, ...kept]) expect(await read(id)).toEqual({ userId: id, load: 1 });
    for (const id of [...cleared, ...kept]) expect((await read(id)).load).toBe(1);

    await cache.clear(ctx.deps, [...cleared, cleared[0] as string]);

    for (const id of cleared) expect(await read(id)).toEqual({ userId: id, load: 2 });
    for (const id of kept) expect(await read(id)).toEqual({ userId: id, load: 1 });
    // The cleared pages were deleted, not only outdated; the fresh ones are recorded again.
    expect(await ctx.deps.redis.smembers("pagetestkeys:{cleared7}")).toEqual([
      "pagetest:{cleared7}:page:identity",
    ]);
  });

  it("makes every user's page a miss with one clearAll, and is a hit again after", async () => {
    const ids = ["all0", "all1", "all2"];
    for (const id of ids) expect((await read(id)).load).toBe(1);
    await cache.clearAll(ctx.deps);
    for (const id of ids) expect((await read(id)).load).toBe(2);
    for (const id of ids) expect((await read(id)).load).toBe(2);
  });
});
