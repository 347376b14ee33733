import { describe, expect, it } from "vitest";
import { newId } from "./ids.ts";

describe("newId", () => {
  it("has cuid2's shape: 24 characters of [0-9a-z], the first a letter", () => {
    for (let i = 0; i < 10_000; i++) expect(newId()).toMatch(/^[a-z][0-9a-z]{23}$/);
  });

  it("draws 200,000 ids with no repeat, across many refills of its random pool", () => {
    const ids = new Set(Array.from({ length: 200_000 }, newId));
    expect(ids.size).toBe(200_000);
  });

  it("uses every character about equally often (no modulo bias toward the first ones)", () => {
    const counts = new Map<string, number>();
    const n = 50_000;
    for (let i = 0; i < n; i++) for (const c of newId().slice(1)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(36);
    const expected = (n * 23) / 36;
    // Pearson's chi-square over 35 degrees of freedom: 97.7 is its 1 - 1e-7 quantile (a false alarm in
    // ten million runs). A plain `% 36` on a byte (256 = 7 * 36 + 4) gives the first four characters
    // 8/7 of the others' share: chi-square about 2,200 at this sample size.
    const chiSquare = [...counts.values()].reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(97.7);
  });
});
