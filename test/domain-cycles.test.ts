import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { domainCycles, domainGraph } from "../scripts/check-domain-cycles.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway src/ tree: file path -> content. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "cycles-"));
  dirs.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe("domain cycle check", () => {
  it("finds a cycle between two domains made through different files", () => {
    const root = tree({
      "posts/service.ts": 'import { clearFeedCache } from "../feeds/cache.ts";\n',
      "feeds/queries.ts": 'import { postVisibleTo } from "../posts/visibility.ts";\n',
      "posts/visibility.ts": "export const x = 1;\n",
      "feeds/cache.ts": "export const y = 1;\n",
    });
    expect(domainCycles(domainGraph(root))).toEqual([["feeds", "posts"]]);
  });

  it("finds a cycle through three domains once", () => {
    const root = tree({
      "a/x.ts": 'export { b } from "../b/x.ts";\n',
      "b/x.ts": 'import "../c/x.ts";\n',
      "c/x.ts": 'import { a } from "../a/x.ts";\n',
    });
    expect(domainCycles(domainGraph(root))).toEqual([["a", "b", "c"]]);
  });

  it("ignores type-only imports, tests and the composition root", () => {
    const root = tree({
      "posts/service.ts": 'import type { Deps } from "../deps.ts";\nimport { a } from "../feeds/cache.ts";\n',
      "feeds/cache.ts": 'import type { PostDto } from "../posts/hydrate.ts";\n',
      "feeds/feeds.test.ts": 'import { createPost } from "../posts/service.ts";\n',
      "deps.ts": 'import { a } from "./feeds/cache.ts";\nimport { b } from "./posts/service.ts";\n',
    });
    expect(domainCycles(domainGraph(root))).toEqual([]);
  });

  it("passes on the API as it is", () => {
    expect(domainCycles(domainGraph(path.join(import.meta.dirname, "../services/api/src")))).toEqual([]);
  });
});
