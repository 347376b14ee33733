import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cursorQuery, limitQuery } from "./schemas.ts";

describe("limitQuery", () => {
  const query = z.object({ limit: limitQuery() });
  it("defaults when absent or empty, clamps out-of-range numbers, refuses non-numbers", () => {
    expect(query.parse({}).limit).toBe(20);
    expect(query.parse({ limit: "" }).limit).toBe(20);
    expect(query.parse({ limit: "7" }).limit).toBe(7);
    expect(query.parse({ limit: "0" }).limit).toBe(1);
    expect(query.parse({ limit: "500" }).limit).toBe(50);
    expect(query.safeParse({ limit: "ten" }).success).toBe(false);
    expect(query.safeParse({ limit: "2.5" }).success).toBe(false);
  });
});

describe("cursorQuery", () => {
  it("accepts bracket notation and JSON strings, and refuses garbage", () => {
    const createdAt = "2026-11-21T10:00:00.000Z";
    expect(cursorQuery.parse({ id: "abc", createdAt })).toEqual({
      id: "abc",
      createdAt: new Date(createdAt),
    });
    expect(cursorQuery.parse(JSON.stringify({ id: "abc", createdAt }))).toEqual({
      id: "abc",
      createdAt: new Date(createdAt),
    });
    expect(cursorQuery.safeParse("{nope").success).toBe(false);
    expect(cursorQuery.safeParse({ id: "abc", createdAt: "yesterday" }).success).toBe(false);
  });
});
