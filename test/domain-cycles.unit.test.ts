import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { domainCycles, domainGraph, fileCycles, fileGraph } from "../scripts/check-domain-cycles.ts";

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

describe("file circle check", () => {
  it("finds a circle closed by a type-only import, as Deps and its consumers made", () => {
    const root = tree({
      "deps.ts": 'import type { Subscriber } from "./subscribers.ts";\nexport interface Deps {}\n',
      "subscribers.ts": 'import { feeds } from "./feeds/subscribers.ts";\n',
      "feeds/subscribers.ts": 'import type { Deps } from "../deps.ts";\nexport const feeds = 1;\n',
      "feeds/cache.ts": 'import type { Deps } from "../deps.ts";\n',
    });
    expect(fileCycles(fileGraph(root))).toEqual([["deps.ts", "subscribers.ts", "feeds/subscribers.ts"]]);
  });

  it('sees `import { type X }`, `export type ... from` and `import("...")` types, and reports each circle once', () => {
    const root = tree({
      "a/x.ts": 'import { type B } from "../b/x.ts";\n',
      "b/x.ts": 'export type { C } from "../c/x.ts";\n',
      "c/x.ts": 'let a: typeof import("../a/x.ts");\n',
      "d/self.ts": 'import type { D } from "./self.ts";\n',
    });
    expect(fileCycles(fileGraph(root))).toEqual([["a/x.ts", "b/x.ts", "c/x.ts"], ["d/self.ts"]]);
  });

  it("ignores test files", () => {
    const root = tree({
      "posts/service.ts": 'import type { Deps } from "../deps.ts";\n',
      "deps.ts": "export interface Deps {}\n",
      "posts/posts.test.ts": 'import { x } from "./service.ts";\n',
      "posts/helper.ts": 'import { y } from "./posts.test.ts";\n',
    });
    expect(fileCycles(fileGraph(root))).toEqual([]);
  });

  it("passes on the API as it is", () => {
    expect(fileCycles(fileGraph(path.join(import.meta.dirname, "../services/api/src")))).toEqual([]);
  });
});
