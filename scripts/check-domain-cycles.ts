/**
 * Fails when the API's domains (the folders of services/api/src) import each other in a cycle.
 *
 * Why our own forty lines rather than madge or dependency-cruiser: both parse TypeScript through the
 * `typescript` package's compiler API, which TypeScript 7 (the native compiler used here) no longer
 * ships, so they see no modules at all; and both look for cycles between files, while the cycles that
 * hurt are between domains (posts -> feeds -> posts through three different files).
 *
 * A domain depends on another when one of its non-test files has a value import (`import type` is
 * erased and creates no load-order or layering cycle) of a file in the other's folder. Files directly in
 * src/ (app.ts, deps.ts, main.ts, queue.ts) are the composition root and take part in no domain.
 *
 * Usage: `tsx scripts/check-domain-cycles.ts [srcDir]`; exit 1 with each cycle printed.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

export type DomainGraph = Map<string, Map<string, string[]>>;

const IMPORT = /^\s*(import|export)\s+(?!type\s)([^'";]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/gm;

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const srcDir = process.argv[2] ?? "services/api/src";
  const graph = domainGraph(srcDir);
  const cycles = domainCycles(graph);
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
    process.exit(1);
  }
}
