/**
 * Fails when the API's domains (the folders of services/api/src) import each other in a cycle, or when
 * any of its files import each other in a circle, type imports included.
 *
 * Why our own forty lines rather than madge or dependency-cruiser: both parse TypeScript through the
 * `typescript` package's compiler API, which TypeScript 7 (the native compiler used here) no longer
 * ships, so they see no modules at all; and both look for cycles between files, while the cycles that
 * hurt are between domains (posts -> feeds -> posts through three different files).
 *
 * Two checks:
 * - Domains: a domain depends on another when one of its non-test files has a value import (`import
 *   type` is erased and creates no load-order or layering cycle) of a file in the other's folder. Files
 *   directly in src/ (app.ts, deps.ts, main.ts, queue.ts...) are the composition root and take part in
 *   no domain.
 * - Files: any import between non-test files, `import type` and `import("...")` types included, is an
 *   edge; a circle of files means the type of one (say `Deps`) depends on its own consumers. `deps.ts`
 *   holds only types and imports no domain, so the 70-odd `import type { Deps }` close no circle.
 *
 * Usage: `tsx scripts/check-domain-cycles.ts [srcDir]`; exit 1 with each cycle printed.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

export type DomainGraph = Map<string, Map<string, string[]>>;

const IMPORT = /^\s*(import|export)\s+(?!type\s)([^'";]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/gm;
/** Every relative import, type-only ones and `import("./x.ts")` (a dynamic import or a type query) included. */
const ANY_IMPORT =
  /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

/** domain -> (imported domain -> the files of `domain` that import it). */
export function domainGraph(srcDir: string): DomainGraph {
  const root = resolve(srcDir);
  const domainOf = (file: string): string | null => {
    const parts = relative(root, file).split(sep);
    return parts.length > 1 && parts[0] !== ".." ? (parts[0] as string) : null;
  };
  const graph: DomainGraph = new Map();
  for (const file of sourceFiles(root)) {
    const from = domainOf(file);
    if (!from) continue;
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const to = domainOf(resolve(dirname(file), match[3] as string));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      edges.set(to, [...(edges.get(to) ?? []), relative(root, file)]);
    }
  }
  return graph;
}

/** Every elementary cycle reported once, as the list of domains starting from its smallest name. */
export function domainCycles(graph: DomainGraph): string[][] {
  const cycles = new Map<string, string[]>();
  const walk = (start: string, node: string, path: string[]) => {
    for (const next of graph.get(node)?.keys() ?? []) {
      if (next === start) {
        const min = path.indexOf([...path].sort()[0] as string);
        const rotated = [...path.slice(min), ...path.slice(0, min)];
        cycles.set(rotated.join(">"), rotated);
      } else if (!path.includes(next) && next > start) {
        walk(start, next, [...path, next]);
      }
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return [...cycles.values()];
}

/** file -> the files it imports (paths relative to `srcDir`), for every non-test file. */
export function fileGraph(srcDir: string): Map<string, string[]> {
  const root = resolve(srcDir);
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const imports = [...readFileSync(file, "utf8").matchAll(ANY_IMPORT)].map((match) =>
      relative(root, resolve(dirname(file), (match[1] ?? match[2]) as string)),
    );
    graph.set(relative(root, file), [...new Set(imports)]);
  }
  return graph;
}

/**
 * The import circles between files: one per strongly connected component (Tarjan), each shown as one
 * shortest circle through its first file in name order, e.g. `["deps.ts", "events/bus.ts"]` for deps.ts
 * -> events/bus.ts -> deps.ts.
 */
export function fileCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return components.map((component) => shortestCircle(graph, new Set(component), component[0] as string));
}

/** Breadth-first from `start` back to itself inside one component. */
function shortestCircle(graph: Map<string, string[]>, within: Set<string>, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const next of graph.get(node) ?? []) {
      if (!within.has(next)) continue;
      if (next === start) {
        const circle = [node];
        while (circle[0] !== start) circle.unshift(previous.get(circle[0] as string) as string);
        return circle;
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const srcDir = process.argv[2] ?? "services/api/src";
  const graph = domainGraph(srcDir);
  const cycles = domainCycles(graph);
  const files = fileGraph(srcDir);
  const circles = fileCycles(files);
  if (circles.length > 0) {
    console.error(`import circles between files of ${srcDir} (type imports included):`);
    for (const circle of circles) console.error(`- ${[...circle, circle[0]].join(" -> ")}`);
  }
  if (cycles.length === 0) {
    console.log(`no import cycles between the ${graph.size} domains of ${srcDir}`);
  } else {
    console.error(`import cycles between domains of ${srcDir}:`);
    for (const cycle of cycles) {
      const steps = cycle.map((d, i) => {
        const next = cycle[(i + 1) % cycle.length] as string;
        return `  ${d} -> ${next} (${graph.get(d)?.get(next)?.join(", ")})`;
      });
      console.error(`- ${[...cycle, cycle[0]].join(" -> ")}\n${steps.join("\n")}`);
    }
  }
  if (circles.length === 0) console.log(`no import circles between the ${files.size} files of ${srcDir}`);
  if (cycles.length > 0 || circles.length > 0) process.exit(1);
}
